"""Colour helpers shared by the backends and layout."""

from __future__ import annotations


def rgb(color: str) -> tuple[float, float, float]:
    """'#rrggbb' -> (r, g, b) in 0..1."""
    c = color.lstrip("#")
    return tuple(int(c[i:i + 2], 16) / 255 for i in (0, 2, 4))


def mix(color: str, other: str, t: float) -> str:
    """Blend color toward other by t (0..1)."""
    a, b = rgb(color), rgb(other)
    return "#" + "".join(f"{round((x + (y - x) * t) * 255):02x}" for x, y in zip(a, b))
