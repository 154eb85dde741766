"""docs/reference.md: every key of the game format, generated from the model (`printkit schema --reference`).

A test fails when the committed file differs from what this writes, so the reference cannot drift.
"""

from __future__ import annotations

import typing

from printkit.model.common import Color, Length
from printkit.model.record import is_record
from printkit.spec import fields as spec

INTRO = """\
# Game file reference

Every key a game file (`data/<game>.yaml`) may hold, record by record, starting at the top of the file.
**Generated from `printkit/model` by `printkit schema --reference`: do not edit by hand** (`make docs`
writes it again; a test fails when it is out of date). The guide (`guide.md`) shows the keys at work;
`game.schema.json` (`printkit schema`) is the same format as a JSON Schema for editors.

How to read the types:

| type | written in YAML as |
|---|---|
| text | `title: The Ford at Marren`; in a game with `languages: [en, ru]`, text may be given per language: `{en: Rifles, ru: Стрелки}` (every language, or it is an error) |
| whole number, number | `3`, `-1`, `2.5` (numbers within ±1,000,000,000) |
| true/false | `true`, `false` |
| length | a number and its unit: `16mm`, `0.5in`, `5/8in`, `9pt`, `2cm` |
| colour | `"#rrggbb"` (quote it: `#` starts a YAML comment) |
| one of `a`, `b` | exactly one of the words listed |
| list of X | `[a, b]` or one `- item` per line |
| [X, Y] | a list of exactly these values, in order |
| mapping of id → X | `id: record` pairs: the mapping's key is the record's id (leave `id` out of the record) |
| mapping of key → X | `key: value` pairs (a parameter's names, a table's row and column headers) |
| or null | the key may be `null` (left empty): an unknown value, with `status: unknown` |

A key marked **required** must be given; every other key has the default shown. A record marked
*kind* is chosen by its `kind:` key (a hex map is `kind: hex`).
"""


def _anchor(name: str) -> str:
    return name.lower()


def words(tp) -> str:
    """A type in the reference's words, with links to the records it names."""
    if tp is object or tp is typing.Any:
        return "any value (its shape is what its calculator reads)"
    if tp is str:
        return "text"
    if tp is Color:
        return "colour"
    if tp is Length:
        return "length"
    if tp is bool:
        return "true/false"
    if tp is int:
        return "whole number"
    if tp is float:
        return "number"
    origin = typing.get_origin(tp)
    if origin is typing.Literal:
        return "one of " + ", ".join(f"`{a}`" for a in typing.get_args(tp))
    if spec.is_union(tp):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        text = " or ".join(words(a) for a in args)
        if len(args) == len(typing.get_args(tp)):
            return text
        container = typing.get_origin(args[0]) in (dict, tuple) and len(args) == 1
        return text + (", or null" if container else " or null")
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return f"list of {_inner(args[0])}"
        return "[" + ", ".join(words(a) for a in args) + "]"
    if origin is dict:
        value = typing.get_args(tp)[1]
        by_id = any(is_record(c) and any(k.name == "id" for k in spec.keys(c)) for c in spec.records_in(value))
        return f"mapping of {'id' if by_id else 'key'} → {_inner(value)}"
    if is_record(tp):
        kind = spec.kind_of(tp)
        return f"[{tp.__name__}](#{_anchor(tp.__name__)})" + (f" (`kind: {kind}`)" if kind else "")
    return getattr(tp, "__name__", str(tp))


def _inner(tp) -> str:
    """A type inside a list or mapping: in parentheses when it is a choice ('(whole number or null)')."""
    text = words(tp)
    return f"({text})" if spec.is_union(tp) and " or " in text else text


def _default(key) -> str:
    if key.required:
        return "**required**"
    value = key.default
    if value is None or value == () or value == {} or value == "":
        return ""
    if isinstance(value, Length):
        return f"{value / 72 * 25.4:.4g}mm"
    if is_record(type(value)):
        return "see the record"
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if isinstance(value, tuple):
        if any(isinstance(v, Length) for v in value):
            return "`[" + ", ".join(f"{v / 72 * 25.4:.4g}mm" for v in value) + "]`"
        return "`[" + ", ".join(str(v) for v in value) + "]`"
    return f"`{value}`"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _used_in(records) -> dict[str, list[str]]:
    """Record name -> the 'Record.key' places that hold it."""
    out: dict[str, list[str]] = {}
    for r in records:
        for k in r.keys:
            for c in spec.records_in(k.type):
                out.setdefault(c.__name__, [])
                place = f"[{r.name}](#{_anchor(r.name)}).`{k.name}`"
                if place not in out[c.__name__]:
                    out[c.__name__].append(place)
    return out


def markdown() -> str:
    """The whole reference."""
    records = spec.model()
    used = _used_in(records)
    out = [INTRO, "## Records\n", " · ".join(f"[{r.name}](#{_anchor(r.name)})" for r in records) + "\n"]
    for r in records:
        out.append(f"## {r.name}\n")
        kind = spec.kind_of(r.cls)
        if r.description:
            out.append(r.description + "\n")
        if kind:
            out.append(f"Chosen by `kind: {kind}`.\n")
        if used.get(r.name):
            out.append("In: " + ", ".join(used[r.name]) + ".\n")
        shorthand = getattr(r.cls, "SHORTHAND", None)
        if shorthand and "short for" not in r.description:
            out.append(f"A bare value is short for `{{{shorthand}: value}}`.\n")
        out.append("| key | type | default | what it is |\n|---|---|---|---|")
        for k in r.keys:
            out.append(f"| `{k.name}` | {_cell(words(k.type))} | {_cell(_default(k))} | {_cell(k.description or '')} |")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def missing_descriptions() -> list[str]:
    """'Record.key' for every key without a description (a test wants none)."""
    return [f"{r.name}.{k.name}" for r in spec.model() for k in r.keys if not k.description]

