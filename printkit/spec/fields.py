"""Every record of the game format reachable from `Game`: its keys, their types, defaults and descriptions.

A key's description is its comment in printkit/model: the comment at the end of its line, else the comment
lines just above it. A record's description is its docstring.
"""

from __future__ import annotations

import ast
import io
import tokenize
import types
import typing
from collections import namedtuple
from functools import lru_cache

from printkit.model.record import MISSING, is_record
from printkit.model.reflect import _fields, _hints

Key = namedtuple("Key", "name type required default description")
Record = namedtuple("Record", "cls name description keys")


@lru_cache(maxsize=None)
def _comments(module_file: str) -> dict:
    """(class name, field name) -> the field's comment (or None), for one module's source."""
    with open(module_file, encoding="utf-8") as f:
        source = f.read()
    by_line: dict[int, str] = {}
    own_line: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            by_line[tok.start[0]] = tok.string.lstrip("#").strip()
            if not tok.line[:tok.start[1]].strip():
                own_line.add(tok.start[0])
    out: dict = {}
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ClassDef):
            continue
        for stmt in node.body:
            if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
                continue
            text = next((by_line[n] for n in range(stmt.end_lineno, stmt.lineno - 1, -1)
                         if n in by_line and n not in own_line), None)
            if text is None:  # the comment lines just above
                above, n = [], stmt.lineno - 1
                while n in own_line:
                    above.insert(0, by_line[n])
                    n -= 1
                text = " ".join(above) or None
            if text and text.startswith(("noqa", "type:")):
                text = None
            out[(node.name, stmt.target.id)] = _tidy(text) if text else None
    return out


def _tidy(text: str) -> str | None:
    if text.endswith("(see Dataset.play_value)"):
        return None  # only a pointer to the common words (model.common.COMMON_KEYS)
    return text[:1].upper() + text[1:] if text else None


def description(cls, name: str) -> str | None:
    """The comment on field `name` of record class `cls` (or of the base class that declares it)."""
    import sys

    for base in cls.__mro__:
        module = sys.modules.get(base.__module__)
        if module is None or not getattr(module, "__file__", None):
            continue
        text = _comments(module.__file__).get((base.__name__, name))
        if text:
            return text
    from printkit.model.common import COMMON_KEYS

    return COMMON_KEYS.get(name)


def doc(cls) -> str:
    """A record's docstring as one paragraph per blank-line break."""
    text = (cls.__doc__ or "").strip()
    return "\n\n".join(" ".join(line.strip() for line in para.splitlines()) for para in text.split("\n\n"))


def keys(cls) -> list[Key]:
    """The keys a game file may give a record (not those the loader sets: `INTERNAL_KEYS`)."""
    hints = _hints(cls)
    internal = getattr(cls, "INTERNAL_KEYS", ())
    out = []
    for f in _fields(cls):
        if f.name in internal:
            continue
        required = f.default is MISSING and f.default_factory is MISSING
        default = MISSING if required else (f.default if f.default is not MISSING else f.default_factory())
        out.append(Key(f.name, hints[f.name], required, default, description(cls, f.name)))
    return out


def records_in(tp) -> list:
    """The record classes a type names, in order."""
    if is_record(tp):
        return [tp]
    out = []
    for arg in typing.get_args(tp):
        if arg is not Ellipsis:
            out += [c for c in records_in(arg) if c not in out]
    return out


def is_union(tp) -> bool:
    return typing.get_origin(tp) in (typing.Union, types.UnionType)


def kind_of(cls) -> str | None:
    """The `kind` a record of a kinded union is chosen by (HexMap: 'hex'), if it has one."""
    hint = _hints(cls).get("kind")
    if getattr(cls, "KIND_IS_A_CHOICE", False):  # its `kind` is one of several values (a CRT's), no union's tag
        return None
    if hint is not None and typing.get_origin(hint) is typing.Literal:
        return typing.get_args(hint)[0]
    return None


def model() -> list[Record]:
    """Every record reachable from Game, Game first, then in the order the keys first name them."""
    from printkit.model.game import Game

    order, queue = [], [Game]
    while queue:
        cls = queue.pop(0)
        if cls in order:
            continue
        order.append(cls)
        for k in keys(cls):
            queue += [c for c in records_in(k.type) if c not in order and c not in queue]
    return [Record(c, c.__name__, doc(c), keys(c)) for c in order]
