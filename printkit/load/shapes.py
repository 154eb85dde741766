"""A small vocabulary for the shape of free-form values (rules parameters): what a value must look like, and
every place it does not, as (path, message) pairs the loader turns into located issues.

    Fields(die=Int(2, 100), ties=Nullable(Text()))   # a mapping with exactly these keys
    MapOf(Int(0, 100))                               # any keys, each value a whole number 0..100
    ListOf(HexRef(), lo=1)                           # a non-empty list of hexes of the game's map
"""

from __future__ import annotations

import math


class Shape:
    """One expected shape; `what` reads as 'expected <what>'."""

    what = "a value"

    def check(self, value, path: tuple, ctx, out: list) -> None:
        if not self.fits(value, ctx):
            out.append((path, f"expected {self.what}, found {_show(value)}"))

    def fits(self, value, ctx) -> bool:
        return True


def _show(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Int(Shape):
    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi
        self.what = f"a whole number from {lo} to {hi}"

    def fits(self, value, ctx) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and self.lo <= value <= self.hi


class Num(Shape):
    def __init__(self, lo: float, hi: float):
        self.lo, self.hi = lo, hi
        self.what = f"a number from {lo:g} to {hi:g}"

    def fits(self, value, ctx) -> bool:
        return (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
                and self.lo <= value <= self.hi)


class Bool(Shape):
    what = "true or false"

    def fits(self, value, ctx) -> bool:
        return isinstance(value, bool)


class Text(Shape):
    what = "a text"

    def fits(self, value, ctx) -> bool:
        return isinstance(value, str) and value.strip() != ""


class OneOf(Shape):
    def __init__(self, *choices: str):
        self.choices = choices
        self.what = "one of " + ", ".join(choices)

    def fits(self, value, ctx) -> bool:
        return isinstance(value, str) and value in self.choices


class Ref(Shape):
    """The id of one of the game's parts: a side, a chart (of a kind), a map (of a kind)."""

    def __init__(self, part: str, kind: str | None = None):
        self.part, self.kind = part, kind
        noun = {"sides": "side", "charts": "chart", "maps": "map"}[part]
        words = f"{kind} {noun}" if kind else noun
        self.what = f"the id of {'an' if words[0] in 'aeiou' else 'a'} {words} of this game"

    def check(self, value, path, ctx, out) -> None:
        items = getattr(ctx.game, self.part)
        if ctx.lost(self.part) and not (isinstance(value, str) and value in items):
            return  # that part failed to build: reported already
        if not isinstance(value, str) or value not in items:
            known = ", ".join(k for k, v in items.items() if self.kind is None or getattr(v, "kind", None) == self.kind)
            out.append((path, f"expected {self.what} ({known or 'it has none'}), found {_show(value)}"))
        elif self.kind is not None and getattr(items[value], "kind", None) != self.kind:
            out.append((path, f"expected {self.what}; {value!r} is a {items[value].kind} {self.part[:-1]}"))


class HexRef(Shape):
    """A hex label of one of the game's hex maps."""

    what = "a hex of the game's map"

    def fits(self, value, ctx) -> bool:
        return isinstance(value, str) and (value in ctx.hex_labels() or ctx.lost("maps"))


class Nullable(Shape):
    """The shape, or null (unknown)."""

    def __init__(self, inner: Shape):
        self.inner = inner

    def check(self, value, path, ctx, out) -> None:
        if value is not None:
            self.inner.check(value, path, ctx, out)


class Either(Shape):
    """One of several shapes (the first that fits); the message names them all."""

    def __init__(self, *options: Shape):
        self.options = options
        self.what = " or ".join(o.what for o in options)

    def check(self, value, path, ctx, out) -> None:
        for o in self.options:
            trial: list = []
            o.check(value, path, ctx, trial)
            if not trial:
                return
        out.append((path, f"expected {self.what}, found {_show(value)}"))


class ListOf(Shape):
    def __init__(self, item: Shape, lo: int = 0, hi: int = 1000, unique: bool = False):
        self.item, self.lo, self.hi, self.unique = item, lo, hi, unique
        count = f"{lo}" if lo == hi else f"{lo} to {hi}"
        self.what = f"a list of {count} items, each {item.what}"

    def check(self, value, path, ctx, out) -> None:
        if not isinstance(value, list) or not self.lo <= len(value) <= self.hi:
            out.append((path, f"expected {self.what}, found {_show(value)}"
                              + (f" of {len(value)}" if isinstance(value, list) else "")))
            return
        for i, v in enumerate(value):
            self.item.check(v, path + (i,), ctx, out)
        if self.unique:
            seen = set()
            for i, v in enumerate(value):
                if isinstance(v, (str, int)) and v in seen:
                    out.append((path + (i,), f"{_show(v)} is listed twice"))
                seen.add(v) if isinstance(v, (str, int)) else None


class Pair(Shape):
    """A list of exactly these items, in order: [n, sides], [side, change]."""

    def __init__(self, *items: Shape):
        self.items = items
        self.what = "a list [" + ", ".join(i.what for i in items) + "]"

    def check(self, value, path, ctx, out) -> None:
        if not isinstance(value, list) or len(value) != len(self.items):
            out.append((path, f"expected {self.what}, found {_show(value)}"))
            return
        for i, (shape, v) in enumerate(zip(self.items, value)):
            shape.check(v, path + (i,), ctx, out)


class MapOf(Shape):
    """A mapping of any text keys, each value of one shape."""

    def __init__(self, value: Shape, lo: int = 0):
        self.value, self.lo = value, lo
        self.what = f"a mapping of names to {value.what}"

    def check(self, value, path, ctx, out) -> None:
        if not isinstance(value, dict) or len(value) < self.lo:
            out.append((path, f"expected {self.what}" + (f" (at least {self.lo})" if self.lo else "")
                              + f", found {_show(value)}"))
            return
        for k, v in value.items():
            if not isinstance(k, str):
                out.append((path, f"expected text keys, found {_show(k)}"))
            else:
                self.value.check(v, path + (k,), ctx, out)


class Fields(Shape):
    """A mapping with known keys: `required` must be there, `optional` may; any other key is a mistake."""

    def __init__(self, required: dict | None = None, optional: dict | None = None):
        self.required, self.optional = dict(required or {}), dict(optional or {})
        self.what = "a mapping with " + ", ".join(
            list(self.required) + [f"{k} (optional)" for k in self.optional])

    def check(self, value, path, ctx, out) -> None:
        if not isinstance(value, dict):
            out.append((path, f"expected {self.what}, found {_show(value)}"))
            return
        for k in self.required:
            if k not in value:
                out.append((path, f"{k!r} is missing (expected {self.what})"))
        known = {**self.required, **self.optional}
        for k, v in value.items():
            if k not in known:
                out.append((path + (k,) if isinstance(k, str) else path,
                            f"unexpected key {_show(k)}; expected {', '.join(known)}"))
            else:
                known[k].check(v, path + (k,), ctx, out)
