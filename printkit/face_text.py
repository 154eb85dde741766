"""Counter face texts with fields: '{cv}', '{label}', '{movement:>2}'.

A face text names the unit's own fields and nothing else: `{cv}`, `{label}`, `{rank}` and the names of its
unit type's `values`, each optionally with a short format (`{cv:02d}`, width and precision bounded). Never
str.format on game text: '{label.__class__}' or '{cv[0]}' would reach into Python, and '{cv:>30000000}'
would build a string of 30 million characters. The loader checks every face text (load/faces.py) and the
layout fills them here, so what validates fills in bounded time.
"""

from __future__ import annotations

import re

MAX_WIDTH = 32
MAX_PRECISION = 12
BUILTIN = ("cv", "label", "rank")
_SPEC = re.compile(r"(?:[^{}]?[<>=^])?[-+ ]?z?#?0?(?P<width>\d+)?[,_]?(?:\.(?P<precision>\d+))?[bdeEfFgGnosxX%]?")  # (not c: a character code could be any character)


class FaceTextError(ValueError):
    pass


def field_names(utype) -> tuple[str, ...]:
    """The fields a face of this unit type may show."""
    return BUILTIN + tuple(utype.values or ())


def ratings(utype, counter) -> dict:
    """The ratings a counter prints: its unit type's, with the counter's own (Counter.values) in their place."""
    return {**(utype.values or {}), **(getattr(counter, "values", None) or {})}


def values(counter, utype) -> dict:
    """Each field's value on this counter ('' for an empty cv or rank, '?' for a rating not printed): its unit
    type's ratings, with the counter's own in their place."""
    return {"cv": "" if counter.cv is None else counter.cv, "label": counter.label,
            "rank": "" if counter.rank is None else counter.rank,
            **{k: "?" if v is None else v for k, v in ratings(utype, counter).items()}}


def parts(text: str, names) -> list[tuple[str, str | None, str]]:
    """[(literal, field or None, format)] of a face text; FaceTextError saying what is wrong."""
    import _string

    try:
        pieces = list(_string.formatter_parser(text))
    except ValueError as exc:
        raise FaceTextError(f"{text!r} is not a face text: {exc} (write '{{{{' and '}}}}' for a brace)") from None
    out = []
    for literal, name, spec, conversion in pieces:
        if name is None:
            out.append((literal, None, ""))
            continue
        if name not in names:
            shown = repr(name) if name else "an empty field '{}'"
            raise FaceTextError(f"{text!r} shows {shown}: a face text shows only its unit's fields, "
                                f"{', '.join('{' + n + '}' for n in names)}")
        if conversion:
            raise FaceTextError(f"{text!r}: no '!{conversion}' in a face text; write {{{name}}} or {{{name}:FORMAT}}")
        m = _SPEC.fullmatch(spec or "")
        if m is None:
            raise FaceTextError(f"{text!r}: {spec!r} is not a format such as '>2', '02d' or '.1f'")
        if int(m.group("width") or 0) > MAX_WIDTH or int(m.group("precision") or 0) > MAX_PRECISION:
            raise FaceTextError(f"{text!r}: the width is at most {MAX_WIDTH} and the precision at most "
                                f"{MAX_PRECISION} characters")
        out.append((literal, name, spec or ""))
    return out


def fill(text: str | None, fields: dict) -> str | None:
    """The face text with its fields filled in; FaceTextError if it names another field or a field's value
    does not take its format ('{label:d}')."""
    if text is None:
        return None
    out = []
    for literal, name, spec in parts(text, fields):
        out.append(literal)
        if name is not None:
            try:
                out.append(format(fields[name], spec))
            except (ValueError, TypeError) as exc:
                raise FaceTextError(f"{text!r}: {{{name}}} is {fields[name]!r} here, which {spec!r} cannot show "
                                    f"({exc})") from None
    return "".join(out)
