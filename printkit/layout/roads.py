"""Roads and tracks on an area map: each runs through the places of the areas it joins, crossing every pair's
shared border at the point nearest to the straight way between them, eased into a curve."""

from __future__ import annotations

import math

from printkit.layout.curves import _unit, catmull_rom
from printkit.layout.scene import Polygon, Style
from printkit.units import PT_PER_MM

ROAD = Style(stroke="#8e3b2b", width=1.25, round=True)
ROAD_CASING = Style(stroke="#fbfaf6", width=2.6, round=True)
TRACK = Style(stroke="#6b4a2f", width=0.8, dash=(3.2, 1.8))


def _nearest_on(line: list, p) -> tuple[float, float]:
    best, best_d = line[0], math.inf
    for (x0, y0), (x1, y1) in zip(line, line[1:]):
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / ((dx * dx + dy * dy) or 1)))
        q = (x0 + t * dx, y0 + t * dy)
        d = math.hypot(q[0] - p[0], q[1] - p[1])
        if d < best_d:
            best, best_d = q, d
    return best


def road_path(road, places: dict, borders: dict, to_pt) -> list:
    """The road's course (pt): start, each area's place, the crossing of each shared border, end."""
    key = "|".join(road.via)
    pts = [to_pt(road.start)] if road.start is not None else []
    for i, area in enumerate(road.via):
        here = places[area]
        if pts:
            prev = pts[-1]
            line = borders.get(frozenset((road.via[i - 1], area))) if i else None
            if line:
                mid = ((prev[0] + here[0]) / 2, (prev[1] + here[1]) / 2)
                cross = _nearest_on(line, mid)
                pts += [_bend(prev, cross, key, 2 * i), cross, _bend(cross, here, key, 2 * i + 1)]
            else:
                pts.append(_bend(prev, here, key, 2 * i))
        pts.append(here)
    if road.end is not None:
        end = to_pt(road.end)
        pts += [_bend(pts[-1], end, key, 99), end]
    return catmull_rom(pts, 8)


def _bend(a, b, key: str, k: int):
    """The midpoint of a-b moved a little sideways: a road winds."""
    d = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    off = min(0.07 * d, 3.0 * PT_PER_MM) * _unit(key, k)
    return ((a[0] + b[0]) / 2 - (b[1] - a[1]) / d * off, (a[1] + b[1]) / 2 + (b[0] - a[0]) / d * off)


def road_items(road, path: list) -> list:
    if road.kind == "track":
        return [Polygon(tuple(path), TRACK, closed=False)]
    return [Polygon(tuple(path), ROAD_CASING, closed=False), Polygon(tuple(path), ROAD, closed=False)]
