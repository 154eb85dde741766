"""Built-up ground on a hex map seen from the air: building footprints with their shadows on each built-up
hex (clear of the roads through it), one large building over each group of multi-storey hexes (a terminal,
a car park) and a built-up mass for a city hex. Which hexes are built comes from the terrain's symbol and
patterns (layout/terrain_style.kind_of), the buildings' extent from the hex groups of the data."""

from __future__ import annotations

import math

from printkit.layout.hex_footprint import footprint, site_axis
from printkit.layout.hex_regions import art_line, art_shape, noise, number_zone
from printkit.layout.scene import Circle, Line, Polygon, Rect, Style
from printkit.layout.terrain_style import kind_of
from printkit.colors import mix
from printkit.geometry import polyline_distance

INK = "#1a1a1a"
SUN = (0.05, 0.06)  # shadow offset, in hexes: the light from the upper left


def roof_style(terrain) -> tuple[str, str]:
    """A terrain's roof colour and the shadow its buildings cast."""
    color = str(terrain.color)
    return mix(color, "#5a4a40", 0.35), mix(color, "#000000", 0.55)


def lot_color(terrain) -> str:
    """The ground of a built-up hex between its buildings (yards, paving)."""
    return mix(str(terrain.color), "#f4f1e8", 0.45)



def _rect(cx, cy, w, h, angle) -> tuple:
    c, s = math.cos(angle), math.sin(angle)
    return tuple((cx + dx * c - dy * s, cy + dx * s + dy * c) for dx, dy in
                 ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)))


def buildings(board, art, roads: list, s: float) -> tuple[list, list]:
    """Footprints on every built-up hex, large buildings over multi-storey groups; and the boxes the small
    footprints cover (obstacles for labels: a large building carries its own name). `roads`: (points, half width) of every course, which footprints keep clear of."""
    shadows, walls, roofs, details, boxes, streets = [], [], [], [], [], []
    groups: dict = {}
    size: dict = {}
    for info in (board.hexes or {}).values():
        if info.group:
            size[info.group] = size.get(info.group, 0) + 1
    frames: dict = {}  # a town's street grid: origin and angle, the same in all its hexes
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
        town = size.get(info.group, 0) >= 3
        if town:
            frame = frames.setdefault(info.group, (cell.center, noise(info.group, 1) * 0.35))
            streets += _streets(cell, s, frame, lot_color(t))
        else:
            frame = (cell.center, noise(label, 1) * 0.3)
        for poly in _footprints(cell, s, roads, town, frame):
            dx, dy = SUN[0] * s, SUN[1] * s
            shadows.append(art_shape(((x + dx, y + dy) for x, y in poly), Style(fill=mix(lot_color(t), shade, 0.55))))
            roofs.append(art_shape(poly, Style(fill=roof, stroke=mix(roof, "#000000", 0.45), width=0.35 * s / 36)))
            if cell.on_map:
                boxes.append((min(x for x, _ in poly), min(y for _, y in poly), max(x for x, _ in poly),
                              max(y for _, y in poly)))
    angle = site_axis(board, lambda lab: art.cells[_sp(board).parse(lab)].center) if groups else 0.0
    for members in groups.values():
        t = art.t(members[0].key)
        roof, shade = roof_style(t)
        around = [c for c in art.cells.values() if c not in members
                  and min(math.dist(c.center, m.center) for m in members) < s * 1.1]
        rings = footprint(members, around, s, angle)
        if not rings:
            continue
        outline = rings[0]  # a gap left between wings is roofed over (a light well would read as a hole)
        dx, dy = SUN[0] * s * 1.6, SUN[1] * s * 1.6
        shadows.append(art_shape(((x + dx, y + dy) for x, y in outline), Style(fill=mix(lot_color(t), shade, 0.6))))
        walls.append(art_shape(outline, Style(fill=roof, stroke=mix(roof, "#000000", 0.5), width=1.0 * s / 36)))
        details += _flat_roof(outline, roof, s)
        ca, sa = math.cos(angle), math.sin(angle)
        for cell in members:  # roof plant: a row of skylights along the axis in each hex, clear of the hex number
            cx, cy = cell.center
            for j in (-1, 1):
                mx, my = cx - j * s * 0.19 * sa, cy + j * s * 0.19 * ca
                details.append(art_shape(_rect(mx + s * 0.02 * ca, my + s * 0.02 * sa, s * 0.34, s * 0.044, angle),
                                         Style(fill=mix(roof, "#ffffff", 0.35))))
    return streets + shadows + walls + roofs + details, boxes


def _flat_roof(outline, roof, s) -> list:
    """A flat roof seen from the air: its parapet, lit on the sides facing the light (upper left) and in shade
    on the others."""
    ring = inset(list(outline), s * 0.045)
    lit, dark = mix(roof, "#ffffff", 0.3), mix(roof, "#000000", 0.3)
    out = []
    for a, b in zip(ring, ring[1:] + ring[:1]):
        facing = (b[1] - a[1]) * SUN[0] - (b[0] - a[0]) * SUN[1]  # the outward normal against the light
        out.append(art_line(a, b, Style(stroke=lit if facing < 0 else dark, width=0.6 * s / 36)))
    return out


def _sp(board):
    from printkit.rules.hexes import spec

    return spec(board)


def _label(board, cell) -> str:
    from printkit.rules.hexes import spec

    sp = spec(board)
    g = board.grid
    return sp.label(min(max(cell.col, g.columns[0]), g.columns[1]), min(max(cell.row, g.rows[0]), g.rows[1]))


def _chamfered(cx, cy, w, h, c) -> tuple:
    """A large building's outline: a rectangle with its corners cut."""
    x0, y0, x1, y1 = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
    return ((x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1 - c), (x1 - c, y1), (x0 + c, y1), (x0, y1 - c), (x0, y0 + c))


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


STREET = 0.3  # a town's street spacing, in hexes


def _streets(cell, s, frame, lot) -> list:
    """A town hex's streets: lanes of its town's grid, clipped to the hex."""
    (ox, oy), angle = frame
    ca, sa = math.cos(angle), math.sin(angle)
    pen = Style(stroke=mix(lot, "#ffffff", 0.55), width=0.05 * s)
    out = []
    cx, cy = cell.center
    v0 = ((cx - ox) * -sa + (cy - oy) * ca)
    for m in range(math.floor((v0 - s) / (STREET * s)), math.ceil((v0 + s) / (STREET * s)) + 1):
        v = (m + 0.5) * STREET * s
        u0 = (cx - ox) * ca + (cy - oy) * sa
        a = (ox + (u0 - 2 * s) * ca - v * sa, oy + (u0 - 2 * s) * sa + v * ca)
        b = (ox + (u0 + 2 * s) * ca - v * sa, oy + (u0 + 2 * s) * sa + v * ca)
        seg = clip(a, b, _shrunk(cell.corners, cell.center, 0.94))
        if seg:
            out.append(art_line(seg[0], seg[1], pen))
    return out


def _shrunk(poly, c, k):
    return [(c[0] + (x - c[0]) * k, c[1] + (y - c[1]) * k) for x, y in poly]


def clip(a, b, poly):
    """The part of segment a-b inside a convex polygon (Cyrus-Beck), or None."""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    cx = sum(p[0] for p in poly) / len(poly)
    cy = sum(p[1] for p in poly) / len(poly)
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        nx, ny = -(y1 - y0), x1 - x0
        if nx * (cx - x0) + ny * (cy - y0) < 0:
            nx, ny = -nx, -ny
        num = nx * (a[0] - x0) + ny * (a[1] - y0)
        den = nx * dx + ny * dy
        if abs(den) < 1e-12:
            if num < 0:
                return None
            continue
        t = -num / den
        if den > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1)


def _footprints(cell, s, roads, dense: bool, frame) -> list:
    """Buildings on a lot, clear of the roads through the hex and of the hex number: in a town, houses in rows
    along both sides of its streets; elsewhere a few large sheds (hangars, depots) on the hex's own grid."""
    seed = f"b{cell.col},{cell.row}"
    cx, cy = cell.center
    (ox, oy), angle = frame
    ca, sa = math.cos(angle), math.sin(angle)
    u0 = (cx - ox) * ca + (cy - oy) * sa
    v0 = -(cx - ox) * sa + (cy - oy) * ca
    near = _near_roads(roads, cell, s)
    spots = []
    if dense:
        for m in range(math.floor((v0 - 0.5 * s) / (STREET * s)), math.ceil((v0 + 0.5 * s) / (STREET * s)) + 1):
            for side in (-1, 1):
                v = (m + 0.5) * STREET * s + side * s * 0.085
                for j in range(math.floor((u0 - 0.45 * s) / (s * 0.12)), math.ceil((u0 + 0.45 * s) / (s * 0.12)) + 1):
                    spots.append((j * s * 0.12, v, m * 97 + j * 3 + side))
    else:
        for j in (-1, 0, 1):
            for i in (-1, 0, 1):
                spots.append((u0 + i * s * 0.26, v0 + j * s * 0.24, 10 + 3 * j + i))
    out = []
    for u, v, k in spots:
        if noise(seed, k) < (-0.5 if dense else -0.3):
            continue  # a garden, an empty lot
        x = ox + u * ca - v * sa
        y = oy + u * sa + v * ca
        if dense:
            w, h = s * (0.085 + 0.02 * noise(seed, k + 120)), s * (0.065 + 0.012 * noise(seed, k + 160))
        else:
            w, h = s * (0.22 + 0.05 * noise(seed, k + 120)), s * (0.14 + 0.03 * noise(seed, k + 160))
        if math.hypot(x - cx, y - cy) > s * (0.37 if dense else 0.33):
            continue
        if any(number_zone(cx, cy, s, x + dx, y + dy) for dx in (-w / 2, w / 2) for dy in (-h / 2, h / 2)):
            continue
        clear = s * 0.03 + math.hypot(w, h) / 2
        if any(polyline_distance(pts, (x, y)) < half + clear for pts, half in near):
            continue
        out.append(_rect(x, y, w, h, angle))
    return out


def _near_roads(roads, cell, s) -> list:
    """The roads (points, half width) that come within a hex of the cell: the only ones worth measuring."""
    cx, cy = cell.center
    out = []
    for pts, half in roads:
        close = [p for p in pts if abs(p[0] - cx) < s and abs(p[1] - cy) < s]
        if close:
            out.append((pts, half))
    return out


def city_mass(x: float, y: float, s: float, seed: str) -> list:
    """A city's built-up area: an irregular mass with a street or two through it."""
    n = 14
    pts = []
    for k in range(n):
        a = 2 * math.pi * k / n
        r = s * (0.2 + 0.045 * noise(seed, k))
        pts.append((x + r * math.cos(a), y + r * 0.85 * math.sin(a)))
    fill = "#d9a25a"
    out = [Polygon(tuple(pts), Style(fill=fill, stroke="#5a3a1a", width=0.7 * s / 36))]
    pen = Style(stroke=mix(fill, "#ffffff", 0.55), width=0.5 * s / 36)
    a = noise(seed, 99) * 0.5
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
