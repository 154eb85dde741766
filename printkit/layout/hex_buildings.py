"""Built-up ground on a hex map seen from the air: building footprints with their shadows on each built-up
hex (clear of the roads through it), one large building over each group of multi-storey hexes (a terminal,
a car park) and a built-up mass for a city hex. Which hexes are built comes from the terrain's symbol and
patterns (layout/hex_terrain.kind_of), the buildings' extent from the hex groups of the data."""

from __future__ import annotations

import math

from printkit.layout.curves import _unit
from printkit.layout.hex_terrain import kind_of, number_zone
from printkit.layout.scene import Circle, Line, Polygon, Rect, Style
from printkit.render.colors import mix

INK = "#1a1a1a"
SUN = (0.05, 0.06)  # shadow offset, in hexes: the light from the upper left


def roof_style(terrain) -> tuple[str, str]:
    """A terrain's roof colour and the shadow its buildings cast."""
    color = str(terrain.color)
    return mix(color, "#5a4a40", 0.35), mix(color, "#000000", 0.55)


def lot_color(terrain) -> str:
    """The ground of a built-up hex between its buildings (yards, paving)."""
    return mix(str(terrain.color), "#f4f1e8", 0.45)


def _dist(pts, p) -> float:
    best = math.inf
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / ((dx * dx + dy * dy) or 1)))
        best = min(best, math.hypot(p[0] - x0 - t * dx, p[1] - y0 - t * dy))
    return best


def _rect(cx, cy, w, h, angle) -> tuple:
    c, s = math.cos(angle), math.sin(angle)
    return tuple((cx + dx * c - dy * s, cy + dx * s + dy * c) for dx, dy in
                 ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)))


def buildings(board, art, roads: list, s: float) -> tuple[list, list]:
    """Footprints on every built-up hex, large buildings over multi-storey groups; and the boxes they cover
    (obstacles for labels). `roads`: (points, half width) of every course, which footprints keep clear of."""
    shadows, walls, roofs, details, boxes = [], [], [], [], []
    groups: dict = {}
    size: dict = {}
    for info in (board.hexes or {}).values():
        if info.group:
            size[info.group] = size.get(info.group, 0) + 1
    for cell in art.cells.values():
        t = art.t(cell.key)
        if kind_of(t) != "built":
            continue
        label = _label(board, cell)
        info = board.info(label)
        if info.levels and cell.on_map:
            groups.setdefault(info.group or label, []).append(cell)
            continue
        roof, shade = roof_style(t)
        for poly in _footprints(cell, s, roads, size.get(info.group, 0) >= 3):
            dx, dy = SUN[0] * s, SUN[1] * s
            shadows.append(Polygon(tuple((x + dx, y + dy) for x, y in poly), Style(fill=shade, opacity=0.55)))
            roofs.append(Polygon(poly, Style(fill=roof, stroke=mix(roof, "#000000", 0.45), width=0.35 * s / 36)))
    for members in groups.values():
        t = art.t(members[0].key)
        roof, shade = roof_style(t)
        if len(members) == 1:
            (cx, cy), r = members[0].center, s / math.sqrt(3)
            outline = _rect(cx, cy, r * 1.05, s * 0.8, 0.0)
        else:
            outline = inset(_union(members), s * 0.09)
        dx, dy = SUN[0] * s * 1.6, SUN[1] * s * 1.6
        shadows.append(Polygon(tuple((x + dx, y + dy) for x, y in outline), Style(fill=shade, opacity=0.6)))
        walls.append(Polygon(outline, Style(fill=roof, stroke=mix(roof, "#000000", 0.5), width=1.0 * s / 36)))
        parapet = inset(list(outline), s * 0.05)
        details.append(Polygon(tuple(parapet), Style(stroke=mix(roof, "#ffffff", 0.25), width=0.5 * s / 36)))
        xs, ys = [p[0] for p in outline], [p[1] for p in outline]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
        for cell in members:  # roof plant: a row of skylights in each hex, clear of the hex number
            cx, cy = cell.center
            for j in (-1, 1):
                details.append(Rect(cx - s * 0.17, cy + j * s * 0.19 - s * 0.022, s * 0.34, s * 0.044,
                                    Style(fill=mix(roof, "#ffffff", 0.35))))
    return shadows + walls + roofs + details, boxes


def _label(board, cell) -> str:
    from printkit.rules.hexes import spec

    sp = spec(board)
    g = board.grid
    return sp.label(min(max(cell.col, g.columns[0]), g.columns[1]), min(max(cell.row, g.rows[0]), g.rows[1]))


def _union(members) -> list:
    """The outline of a group of hexes (straight hexsides)."""
    from printkit.layout.hex_regions import regions

    mine = {(c.col, c.row): c for c in members}
    (ring, *_), *_ = [r.rings for r in regions(mine, lambda pts, here, there: list(pts))]
    return ring


def inset(ring, d: float) -> list:
    """The outline moved by d towards its left (a ring round its region: inwards; each side parallel, corners
    mitred): a footprint inside its hexes."""
    sign = 1.0
    n = len(ring)
    out = []
    for i in range(n):
        (x0, y0), (x1, y1), (x2, y2) = ring[i - 1], ring[i], ring[(i + 1) % n]
        l1, l2 = math.hypot(x1 - x0, y1 - y0) or 1, math.hypot(x2 - x1, y2 - y1) or 1
        n1 = (-(y1 - y0) / l1 * sign, (x1 - x0) / l1 * sign)
        n2 = (-(y2 - y1) / l2 * sign, (x2 - x1) / l2 * sign)
        k = 1 + n1[0] * n2[0] + n1[1] * n2[1]
        out.append((x1 + d * (n1[0] + n2[0]) / k, y1 + d * (n1[1] + n2[1]) / k) if k > 1e-6 else (x1, y1))
    return out


def _block(members, s) -> list:
    """The rectangles of one large building over its hexes: a wing filling the middle of each hex and a link
    between each two neighbouring hexes, so the roof is one footprint that stays inside the group's hexes."""
    r = s / math.sqrt(3)
    out = []
    for c in members:
        cx, cy = c.center
        out.append((cx - r * 0.55, cy - s * 0.41, r * 1.1, s * 0.82))
    for i, a in enumerate(members):
        for b in members[i + 1:]:
            (ax, ay), (bx, by) = a.center, b.center
            if math.hypot(ax - bx, ay - by) < s * 1.05:
                x0, x1 = min(ax, bx), max(ax, bx)
                y0, y1 = min(ay, by), max(ay, by)
                if abs(ax - bx) < 1e-6:
                    out.append((x0 - r * 0.5, y0, r, y1 - y0))
                elif abs(ay - by) < 1e-6:
                    out.append((x0, y0 - s * 0.38, x1 - x0, s * 0.76))
                else:
                    out.append((x0, y0 + s * 0.12, x1 - x0, y1 - y0 - s * 0.24))
    return out


def _footprints(cell, s, roads, dense: bool) -> list:
    """Buildings on a lot, aligned to a street grid turned a little per hex, clear of the roads through the
    hex and of the hex number: many houses in a town, a few large sheds elsewhere (hangars, depots)."""
    seed = f"b{cell.col},{cell.row}"
    cx, cy = cell.center
    angle = _unit(seed, 1) * 0.25
    ca, sa = math.cos(angle), math.sin(angle)
    out = []
    step = s * (0.13 if dense else 0.24)
    n = 3 if dense else 1
    k = 0
    for j in range(-n, n + 1):
        for i in range(-n - 1, n + 2):
            k += 1
            if _unit(seed, k) < (-0.45 if dense else -0.7):
                continue  # an empty lot, a garden
            u, v = i * step * 1.15, j * step
            x = cx + u * ca - v * sa + _unit(seed, k + 40) * s * 0.015
            y = cy + u * sa + v * ca + _unit(seed, k + 80) * s * 0.015
            if dense:
                w, h = s * (0.085 + 0.025 * _unit(seed, k + 120)), s * (0.06 + 0.015 * _unit(seed, k + 160))
            else:
                w, h = s * (0.2 + 0.05 * _unit(seed, k + 120)), s * (0.12 + 0.03 * _unit(seed, k + 160))
            if math.hypot(x - cx, y - cy) > s * 0.36 or number_zone(cx, cy, s, x, y - h / 2) \
                    or number_zone(cx, cy, s, x, y + h / 2):
                continue
            clear = s * 0.04 + math.hypot(w, h) / 2
            if any(_dist(pts, (x, y)) < half + clear for pts, half in roads):
                continue
            out.append(_rect(x, y, w, h, angle))
    return out


def city_mass(x: float, y: float, s: float, seed: str) -> list:
    """A city's built-up area: an irregular mass with a street or two through it."""
    n = 14
    pts = []
    for k in range(n):
        a = 2 * math.pi * k / n
        r = s * (0.2 + 0.045 * _unit(seed, k))
        pts.append((x + r * math.cos(a), y + r * 0.85 * math.sin(a)))
    fill = "#d9a25a"
    out = [Polygon(tuple(pts), Style(fill=fill, stroke="#5a3a1a", width=0.7 * s / 36))]
    pen = Style(stroke=mix(fill, "#ffffff", 0.55), width=0.5 * s / 36)
    a = _unit(seed, 99) * 0.5
    for d in (-0.08, 0.07):
        out.append(Line(x - s * 0.17 * math.cos(a) - d * s * math.sin(a), y - s * 0.15 * math.sin(a) + d * s,
                        x + s * 0.17 * math.cos(a) - d * s * math.sin(a), y + s * 0.15 * math.sin(a) + d * s, pen))
    return out


def factory(x: float, y: float, s: float) -> list:
    """A factory: a saw-tooth roof and a chimney, in black."""
    u = s * 0.05
    roof = [(x - 2.2 * u, y + u)]
    for k in range(3):
        x0 = x - 2.2 * u + k * 1.5 * u
        roof += [(x0, y - 0.6 * u), (x0 + 1.5 * u, y + 0.1 * u)]
    roof += [(x + 2.3 * u, y + u)]
    return [Polygon(tuple(roof), Style(fill=INK)),
            Rect(x + 1.3 * u, y - 2.2 * u, 0.7 * u, 2.0 * u, Style(fill=INK)),
            Circle(x + 1.9 * u, y - 2.9 * u, 0.45 * u, Style(fill="#8a8a8a"))]
