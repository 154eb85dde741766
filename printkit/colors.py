"""Colour helpers shared by the layout and the backends (below both: moved from printkit/render/)."""

from __future__ import annotations


def rgb(color: str) -> tuple[float, float, float]:
    """'#rrggbb' -> (r, g, b) in 0..1."""
    c = color.lstrip("#")
    return tuple(int(c[i:i + 2], 16) / 255 for i in (0, 2, 4))


def mix(color: str, other: str, t: float) -> str:
    """Blend color toward other by t (0..1). Kept per process: the layout blends the same few colours again and
    again (every counter's tint and shade: 1,100 blends of a handful of pairs on the 280-counter sheet)."""
    key = (color, other, t)
    try:
        found = _MIXED.get(key)
    except TypeError:  # an unhashable argument: blend it without keeping it
        return _mix(color, other, t)
    if found is None:
        if len(_MIXED) > 10_000:
            _MIXED.clear()
        found = _MIXED[key] = _mix(color, other, t)
    return found


def _mix(color: str, other: str, t: float) -> str:
    a, b = rgb(color), rgb(other)
    return "#" + "".join(f"{round((x + (y - x) * t) * 255):02x}" for x, y in zip(a, b))


_MIXED: dict = {}
