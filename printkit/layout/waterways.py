"""Water as a cartographer draws it: rivers that meander a little and grow from a hairline at the source to
their full width at the mouth, and coasts with water lines, rings that follow the shore out to sea, fading
with the distance (one ring per distance for all the shores together, so rings of facing shores never cross)."""

from __future__ import annotations

import math

from printkit.layout.curves import catmull_rom, length, resample, wave
from printkit.layout.scene import Polygon, Style
from printkit.colors import mix
from printkit.units import PT_PER_MM

RIVER_INK = "#4a7fb0"
WATER_LINES = (1.1, 2.3, 3.8, 5.6)  # mm from the shore
SHALLOWS = 9.0  # mm: the lighter water along every shore


def river_course(points: list, seed: str, meander: float = 0.45 * PT_PER_MM) -> list:
    """The river's drawn course (pt) through its points: eased, with small meanders along it."""
    if len(points) < 2:
        return list(points)
    path = catmull_rom(list(points), 6) if len(points) > 2 else list(points)
    pts = resample(path, 1.2 * PT_PER_MM)
    n = len(pts)
    out = []
    s = 0.0
    for i, (x, y) in enumerate(pts):
        if i:
            s += math.hypot(x - pts[i - 1][0], y - pts[i - 1][1])
        if i in (0, n - 1):
            out.append((x, y))
            continue
        (ax, ay), (bx, by) = pts[i - 1], pts[i + 1]
        norm = math.hypot(bx - ax, by - ay) or 1.0
        off = meander * wave(seed, s, 6.5 * PT_PER_MM)
        out.append((x - (by - ay) / norm * off, y + (bx - ax) / norm * off))
    return out


def river_widths(courses: list[list]) -> list[float]:
    """Each river's width at its mouth (pt): the longest river on the map 2.6 pt, shorter ones narrower."""
    lengths = [length(c) for c in courses]
    longest = max(lengths, default=0.0) or 1.0
    return [0.7 + 1.9 * math.sqrt(n / longest) for n in lengths]


def river_items(course: list, wide: float = 2.0, color: str = RIVER_INK, enters: bool = False) -> list:
    """The river as pieces of growing width, source (first point) to mouth (`wide` pt), with round joins; a
    river that `enters` from beyond the frame starts already wide (its source is off the map)."""
    if len(course) < 2:
        return []
    thin = wide * 0.55 if enters else max(0.35, wide * 0.3)
    pieces = 7
    n = len(course)
    out = []
    for k in range(pieces):
        i0, i1 = k * (n - 1) // pieces, (k + 1) * (n - 1) // pieces
        if i1 <= i0:
            continue
        w = thin + (wide - thin) * ((k + 0.5) / pieces) ** 0.8
        out.append(Polygon(tuple(course[i0:i1 + 1]), Style(stroke=color, width=w, round=True), closed=False))
    return out


def water_lines(shores: list[list], sea: str, ink: str = "#3d6f99") -> list:
    """Rings along the shores out to sea: each shore stroked at twice a ring's distance in the ring's colour,
    then a little narrower in the sea's, widest first, all shores at each step. Drawn over the sea and under
    the land (the land then covers the inland half of every stroke)."""
    out = []
    shallows = mix(sea, "#ffffff", 0.3)
    for k in range(1, 4):  # the shallows lighten towards the shore in three steps
        step = Style(stroke=mix(sea, shallows, k / 3), width=2 * SHALLOWS * PT_PER_MM * (1.45 - 0.3 * k), round=True)
        out += [Polygon(tuple(pts), step, closed=False) for pts in shores]
    for k, d in sorted(enumerate(WATER_LINES), key=lambda kd: -kd[1]):
        line = mix(ink, shallows, 0.35 + 0.5 * k / len(WATER_LINES))
        for color, w in ((line, 2 * d * PT_PER_MM + 0.45), (shallows, 2 * d * PT_PER_MM - 0.45)):
            for pts in shores:
                out.append(Polygon(tuple(pts), Style(stroke=color, width=w, round=True), closed=False))
    return out


def enters_map(course: list, frame: tuple[float, float, float, float], tol: float = 1.5) -> bool:
    """Whether a river's first point lies on the frame (x0, y0, x1, y1): it flows in from beyond the map."""
    (x, y), (x0, y0, x1, y1) = course[0], frame
    return min(abs(x - x0), abs(x - x1), abs(y - y0), abs(y - y1)) <= tol
