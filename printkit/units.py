"""Lengths ("16mm", "0.625in", "5/8in", "9pt") to PDF points, and paper sizes."""

from __future__ import annotations

import re

PT_PER_IN = 72.0
PT_PER_MM = 72.0 / 25.4

_UNITS = {"pt": 1.0, "in": PT_PER_IN, "mm": PT_PER_MM, "cm": PT_PER_MM * 10}
_LENGTH = re.compile(r"^\s*(-?\d+(?:\.\d+)?(?:/\d+)?)\s*(pt|in|mm|cm)\s*$")

PAPERS = {
    "a4": (210 * PT_PER_MM, 297 * PT_PER_MM),
    "letter": (8.5 * PT_PER_IN, 11 * PT_PER_IN),
}


def parse_length(text: str) -> float:
    """Return the length in points; raise ValueError with the expected form."""
    m = _LENGTH.match(str(text))
    if not m:
        raise ValueError(f"expected a length such as '16mm', '0.625in', '5/8in' or '9pt', got {text!r}")
    num, _, den = m.group(1).partition("/")  # '5/8' without fractions.Fraction (its import costs a build 2 ms)
    if den and not float(den):
        raise ValueError(f"expected a length such as '5/8in', got {text!r}: a fraction over zero")
    number = float(num) / float(den) if den else float(num)
    if number in (float("inf"), float("-inf")):  # as Fraction's float() did: too large for a number
        raise OverflowError(f"length {text!r} is too large")
    return number * _UNITS[m.group(2)]


def mm(points: float) -> float:
    """Points to millimetres."""
    return points / PT_PER_MM


def paper_size(name: str) -> tuple[float, float]:
    """Portrait (width, height) in points of a paper name."""
    try:
        return PAPERS[name.lower()]
    except KeyError:
        raise ValueError(f"unknown paper {name!r}; expected one of {', '.join(PAPERS)}") from None
