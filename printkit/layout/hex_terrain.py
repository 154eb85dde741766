"""Painting a hex map's terrain as a publisher's map does: masses with textures, not hexes of flat colour.
Woods are a canopy of tree crowns that stays inside its hexes, rough ground is broken by hachures, water has
its shore drawn and water-lined, marsh carries tufts, a cemetery its rows of graves, a stream its course under
the trees; built-up ground is a lot for the building footprints (layout/hex_buildings.py). What is drawn comes
from each terrain's symbol and patterns in the data (layout/terrain_style.py), never from a game's names."""

from __future__ import annotations

import math

from printkit.layout.curves import catmull_rom, chaikin
from printkit.layout.hex_regions import Region, art_line, art_shape, cells, noise, number_zone, regions
from printkit.layout.scene import Circle, Line, Polygon, Rect, Style
from printkit.layout.terrain_style import kind_of, patterns_of
from printkit.colors import mix
from printkit.geometry import polyline_distance

WATER_INK = "#2f5f8f"


EDGE = {"water": "natural", "rough": "natural", "hills": "natural", "marsh": "natural", "woods": "inward",
        "built": "straight", "graves": "straight", "paved": "straight", "plain": "plain"}


def fill_of(terrain, faded: bool) -> str:
    color = str(terrain.color) if terrain else "#ffffff"
    if kind_of(terrain) == "woods":
        color = mix(color, "#3d6b33", 0.25)
    elif kind_of(terrain) == "built":  # the lots between the buildings
        color = mix(color, "#f4f1e8", 0.5)
    return mix(color, "#ffffff", 0.6) if faded else color


class TerrainArt:
    """The terrain of one hex map as drawn regions, with what the rest of the map needs to know of it."""

    def __init__(self, board, sp, ox: float, oy: float, under_art=frozenset()):
        """under_art: (col, row) of hexes a drawing covers (a runway): their ground is painted as the map's
        default terrain round the drawing, which shows their own terrain."""
        self.board, self.s = board, board.grid.hex_size
        self.terrain = board.terrain or {}
        self.cells = cells(board, sp, ox, oy)
        g = board.grid
        for (col, row), cell in self.cells.items():
            if (min(max(col, g.columns[0]), g.columns[1]), min(max(row, g.rows[0]), g.rows[1])) in under_art:
                cell.key = (board.default_terrain, cell.key[1])
        self.regions = regions(self.cells, self._border)
        self.canopies: list[Region] = []

    def t(self, key):
        return self.terrain.get(key[0])

    def _border(self, pts, here, there):
        """A run of hexsides between two regions: eased and swung where both sides are natural ground
        (a shore, the edge of rough ground), straight where either is built, woods (drawn inside its hexes,
        layout/hex_terrain.canopy_outline) or where the map's faded hexes begin."""
        if there is None:
            return list(pts)
        a, b = EDGE[kind_of(self.t(here.key))], EDGE[kind_of(self.t(there.key))]
        if "straight" in (a, b) or "inward" in (a, b) or here.key[1] != there.key[1] or a == b == "plain":
            return list(pts)
        return natural_run(pts, self.s)

    def items(self, frame) -> list:
        """The ground layer: fills, water lines, textures and edges, for drawing inside the map's frame
        (x, y, w, h; the drawing runs past it, to be clipped there)."""
        s = self.s
        default = (self.board.default_terrain, False)
        x, y, w, h = frame
        out: list = [art_shape(((x, y), (x + w, y), (x + w, y + h), (x, y + h)), Style(fill=fill_of(self.t(default), False)))]
        water = [r for r in self.regions if kind_of(self.t(r.key)) == "water"]
        land = [r for r in self.regions if kind_of(self.t(r.key)) != "water"]
        for r in water:
            out.append(Polygon(r.polygon(), Style(fill=fill_of(self.t(r.key), r.key[1]))))
        for r in water:  # water lines along the shore; the land drawn next covers their landward half
            out += _water_lines(r, fill_of(self.t(r.key), r.key[1]), s)
        ground = fill_of(self.t(default), False)
        for r in land:
            if kind_of(self.t(r.key)) == "woods":  # open ground under the trees, the canopy inside its hexes
                out.append(Polygon(r.polygon(), Style(fill=ground)))
                canopy = Region(r.key, [canopy_outline(ring, s) for ring in r.rings], r.cells)
                out.append(Polygon(canopy.polygon(), Style(fill=fill_of(self.t(r.key), r.key[1]))))
                self.canopies.append(canopy)
            else:
                out.append(Polygon(r.polygon(), Style(fill=fill_of(self.t(r.key), r.key[1]))))
        out += self._textures(frame)
        for r in self.regions:
            if kind_of(self.t(r.key)) != "woods":
                out += self._outline(r)
        for r in self.canopies:
            out += self._outline(r)
        return out

    def _outline(self, r: Region) -> list:
        kind = kind_of(self.t(r.key))
        color = fill_of(self.t(r.key), r.key[1])
        if kind == "water":
            style = Style(stroke=WATER_INK, width=0.7 * self.s / 36)
        elif kind == "woods":
            style = Style(stroke=mix(color, "#0f2a0c", 0.55), width=0.5 * self.s / 36)
        elif kind in ("built", "graves", "paved") or (kind == "plain" and r.key[0] != self.board.default_terrain):
            style = Style(stroke=mix(color, "#000000", 0.3), width=0.45 * self.s / 36,
                          dash=(1.6, 1.0) if kind == "graves" else None)
        else:
            return []
        return [Polygon(tuple(ring), style) for ring in r.rings]

    def _textures(self, frame=None) -> list:
        shadows, crowns, lights, marks = [], [], [], []
        streams = self._streams()
        for cell in self.cells.values():
            terrain = self.t(cell.key)
            kind = kind_of(terrain)
            if kind == "woods":
                near = [pts for pts in streams if _near(pts, cell.center, self.s * 0.6)]
                canopy = next((r for r in self.canopies if cell in r.cells), None)
                for a, b, c in _canopy(cell, self.s, fill_of(terrain, cell.key[1]), near, canopy):
                    if frame and not (frame[0] - 1.4 * b.r < b.cx < frame[0] + frame[2] + b.r
                                      and frame[1] - 1.4 * b.r < b.cy < frame[1] + frame[3] + b.r):
                        continue  # beyond the frame, which clips the art
                    shadows.append(a)
                    crowns.append(b)
                    lights.append(c)
            elif kind in ("rough", "hills", "marsh", "graves"):
                marks += _marks(kind, cell, self.s, str(terrain.color))
            elif kind == "paved":
                marks += _slabs(cell, self.s, fill_of(terrain, cell.key[1]))
        out = shadows + crowns + lights + marks
        for pts in streams:
            k = self.s / 36
            out += [Polygon(tuple(pts), Style(stroke=mix(WATER_INK, "#ffffff", 0.15), width=2.6 * k), closed=False),
                    Polygon(tuple(pts), Style(stroke="#7fb0d8", width=1.3 * k), closed=False)]
        return out

    def _streams(self) -> list[list]:
        """A watercourse through each run of hexes of a terrain that is woods and waves (a wooded stream)."""
        out = []
        for r in self.regions:
            t = self.t(r.key)
            if t is None or kind_of(t) == "water" or "waves" not in patterns_of(t) or len(r.cells) < 2:
                continue
            path = _walk(r.cells, self.s)
            pts = [(c.center[0] + noise(f"st{c.col},{c.row}", 1) * self.s * 0.12,
                    c.center[1] + noise(f"st{c.col},{c.row}", 2) * self.s * 0.12) for c in path]
            out.append(catmull_rom(pts, 6))
        return out

    def water_boxes(self) -> list:
        """Boxes over the water of the map (label obstacles: a town's name does not go out to sea)."""
        s = self.s
        return [(c.center[0] - s * 0.5, c.center[1] - s * 0.52, c.center[0] + s * 0.5, c.center[1] + s * 0.52)
                for c in self.cells.values() if c.on_map and kind_of(self.t(c.key)) == "water"]


def natural_run(pts, s: float) -> list:
    """A run of hexside corners drawn as a natural edge (a shore, the edge of rough ground): the corners eased
    into a smooth curve, then swung by a slow, irregular swell and a fine roughness, none at the run's ends
    (which other runs share), never more than a small part of a hex from the hexsides."""
    closed = len(pts) > 3 and _k2(pts[0]) == _k2(pts[-1])
    if closed:
        ring = list(pts[:-1])
        smooth = chaikin(ring + ring[:2], 3, keep_ends=False)
    else:
        smooth = chaikin(list(pts), 3)
    if len(smooth) < 3:
        return list(pts)
    seed = f"n{_k2(pts[0])}{_k2(pts[-1])}{len(pts)}"
    total, acc = 0.0, [0.0]
    for a, b in zip(smooth, smooth[1:]):
        total += math.hypot(b[0] - a[0], b[1] - a[1])
        acc.append(total)
    p1, p2 = noise(seed, 1) * math.pi, noise(seed, 2) * math.pi
    l1, l2 = s * (1.2 + 0.4 * noise(seed, 3)), s * (0.42 + 0.1 * noise(seed, 4))
    out = []
    for i, (x, y) in enumerate(smooth):
        j0, j1 = max(0, i - 1), min(len(smooth) - 1, i + 1)
        dx, dy = smooth[j1][0] - smooth[j0][0], smooth[j1][1] - smooth[j0][1]
        norm = math.hypot(dx, dy) or 1.0
        d = acc[i]
        taper = 1.0 if closed else min(1.0, d / (s * 0.35), (total - d) / (s * 0.35))
        off = s * taper * (0.055 * math.sin(2 * math.pi * d / l1 + p1) + 0.025 * math.sin(2 * math.pi * d / l2 + p2)
                           + 0.008 * noise(seed, 100 + i))
        out.append((x - dy / norm * off, y + dx / norm * off))
    if closed:
        out.append(out[0])
    else:
        out[0], out[-1] = pts[0], pts[-1]
    return out


def _k2(p) -> tuple:
    return round(p[0] * 100), round(p[1] * 100)


def canopy_outline(ring, s: float) -> list:
    """A wood's edge as an organic mass: the hexes' outline moved inwards, its corners rounded away (Chaikin),
    swung by a slow irregular swell and broken into the small bumps of tree crowns. It never reaches out of its
    own hexes (where a line of sight reads it) and never comes near a wooded hex's centre; the swell's phase
    comes from the outline's own corners, so a build draws the same edge every time."""
    from printkit.layout.hex_buildings import inset

    base = _shape_corners(inset(ring, s * 0.1), s * 0.06, s * 0.2)
    smooth = chaikin(base + base[:2], 3, keep_ends=False)
    if len(smooth) < 6:
        return base
    seed = f"wd{min(_k2(p) for p in ring)}{len(ring)}"
    n = len(smooth)
    acc, total = [0.0], 0.0
    for i in range(n):
        a, b = smooth[i], smooth[(i + 1) % n]
        total += math.hypot(b[0] - a[0], b[1] - a[1])
        acc.append(total)
    # whole waves round the ring, so the swell closes on itself
    w1 = max(1, round(total / (s * 0.9)))
    w2 = max(2, round(total / (s * 0.33)))
    p1, p2 = noise(seed, 1) * math.pi, noise(seed, 2) * math.pi
    bump = s * 0.11
    out = []
    for i, (x, y) in enumerate(smooth):
        (xa, ya), (xb, yb) = smooth[i - 1], smooth[(i + 1) % n]
        dx, dy = xb - xa, yb - ya
        norm = math.hypot(dx, dy) or 1.0
        nx, ny = dy / norm, -dx / norm  # outwards (the region lies on the left)
        t = acc[i] / total
        crown = abs(math.sin(math.pi * acc[i] / bump))  # a crown's rounded edge every `bump`
        off = s * (0.045 * math.sin(2 * math.pi * w1 * t + p1) + 0.02 * math.sin(2 * math.pi * w2 * t + p2)
                   + 0.03 * crown - 0.01)
        out.append((x + nx * off, y + ny * off))
    return out


def _shape_corners(ring, d: float, cut: float) -> list:
    """A ring ready for corner cutting: two points put either side of each reflex corner, d along its edges
    (corner cutting then rounds it only a little: it would cut across the notch, out into the neighbouring
    hexes), and each convex corner cut off `cut` along its edges (then rounded well inside the corner)."""
    sign = 1  # the region on the left: an outer ring turns positive, a hole negative; both turn the region's way
    out = []
    n = len(ring)
    for i in range(n):
        a, b, c = ring[i - 1], ring[i], ring[(i + 1) % n]
        turn = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
        if turn * sign < 0:
            la, lc = math.hypot(b[0] - a[0], b[1] - a[1]) or 1, math.hypot(c[0] - b[0], c[1] - b[1]) or 1
            ka, kc = min(0.4, d / la), min(0.4, d / lc)
            out += [(b[0] + (a[0] - b[0]) * ka, b[1] + (a[1] - b[1]) * ka), b,
                    (b[0] + (c[0] - b[0]) * kc, b[1] + (c[1] - b[1]) * kc)]
        else:  # a convex corner cut off, to be rounded well inside it
            la, lc = math.hypot(b[0] - a[0], b[1] - a[1]) or 1, math.hypot(c[0] - b[0], c[1] - b[1]) or 1
            ka, kc = min(0.4, cut / la), min(0.4, cut / lc)
            out += [(b[0] + (a[0] - b[0]) * ka, b[1] + (a[1] - b[1]) * ka),
                    (b[0] + (c[0] - b[0]) * kc, b[1] + (c[1] - b[1]) * kc)]
    return out


def _walk(members, s) -> list:
    """The cells of a run in order along it (from an end: a cell with the fewest neighbours in the run)."""
    left = list(members)

    def near(a, b):
        return math.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1]) < s * 1.05

    start = min(left, key=lambda c: (sum(near(c, o) for o in left if o is not c), c.col, c.row))
    path = [start]
    left.remove(start)
    while left:
        nxt = [c for c in left if near(path[-1], c)]
        if not nxt:
            break
        c = min(nxt, key=lambda c: (c.col, c.row))
        path.append(c)
        left.remove(c)
    return path


def _near(pts, p, d) -> bool:
    return any(math.hypot(x - p[0], y - p[1]) < d for x, y in pts)



def spots(cell, s: float, step: float, reach: float, seed: str):
    """Points on a jittered lattice within `reach` of the cell's centre, clear of its number."""
    cx, cy = cell.center
    n = int(reach / step) + 1
    k = 0
    for j in range(-n, n + 1):
        for i in range(-n, n + 1):
            k += 1
            x = cx + (i + 0.5 * (j % 2)) * step + noise(seed, k) * step * 0.3
            y = cy + j * step * 0.87 + noise(seed, k + 500) * step * 0.3
            if math.hypot(x - cx, y - cy) <= reach and not number_zone(cx, cy, s, x, y):
                yield k, x, y


def _canopy(cell, s, color, streams, canopy=None):
    """Tree crowns over a woods hex: shadow, crown and highlight of each (drawn in three passes). The crowns
    stand on one lattice for the whole map, so a wood of several hexes is one continuous canopy, not a patch
    a hex; they fill the hex up to its wood's edge (`canopy`, a Region of canopy_outline rings), and stay off
    its number."""
    shade = mix(color, "#0c2108", 0.55)
    for seed, k, x, y, r in _crown_spots(cell, s, canopy):
        if any(polyline_distance(pts, (x, y)) < s * 0.09 for pts in streams):
            continue
        tone = mix(color, "#5d8f45" if noise(seed, k + 1300) > 0 else "#2e5a25", 0.45)
        yield (Circle(x + r * 0.35, y + r * 0.35, r, Style(fill=shade)),
               Circle(x, y, r, Style(fill=tone)),
               Circle(x - r * 0.3, y - r * 0.3, r * 0.45, Style(fill=mix(tone, "#ffffff", 0.22))))


def _crown_spots(cell, s, canopy):
    """(seed, k, x, y, radius) of the crowns in a wooded hex: the points of a jittered map-wide lattice that
    fall in the hex, clear of its number and, near the edge of its wood, inside that edge by most of a crown."""
    from printkit.layout.hex_regions import inside

    cx, cy = cell.center
    corners = list(cell.corners)
    step = s * 0.13
    reach = s * 0.3  # how far outside its edge a point of a wooded hex can lie (in a cut-off corner)
    edge: dict = {}  # the wood's edge near this hex: its corners, each with the next, bucketed by `reach`
    if canopy is not None:
        for ring in canopy.rings:
            for a, b in zip(ring, ring[1:] + ring[:1]):
                if abs(a[0] - cx) < s * 0.9 and abs(a[1] - cy) < s * 0.9:
                    edge.setdefault((math.floor(a[0] / reach), math.floor(a[1] / reach)), []).append((a, b))
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    row_h = step * 0.87
    for j in range(math.floor(min(ys) / row_h) - 1, math.ceil(max(ys) / row_h) + 2):
        for i in range(math.floor(min(xs) / step) - 1, math.ceil(max(xs) / step) + 2):
            seed = f"wl{i},{j}"
            x = (i + 0.5 * (j % 2)) * step + noise(seed, 1) * step * 0.3
            y = j * row_h + noise(seed, 2) * step * 0.3
            if not inside(corners, x, y) or number_zone(cx, cy, s, x, y):
                continue
            r = s * (0.068 + 0.018 * noise(seed, 3))
            bx, by = math.floor(x / reach), math.floor(y / reach)
            close = [ab for di in (-1, 0, 1) for dj in (-1, 0, 1) for ab in edge.get((bx + di, by + dj), ())]
            if close:  # the nearest corner of the edge (they lie a small part of a crown apart) and its side
                d2, (a, b) = min((((a[0] - x) ** 2 + (a[1] - y) ** 2), (a, b)) for a, b in close)
                inward = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) > 0
                if d2 < reach ** 2 and (not inward or d2 < (r * 0.8) ** 2):
                    continue
            yield seed, 0, x, y, r


def _marks(kind, cell, s, color) -> list:
    seed = f"{kind}{cell.col},{cell.row}"
    out = []
    if kind == "graves":
        pen = Style(stroke=mix(color, "#000000", 0.55), width=max(0.3, s * 0.012))
        for k, x, y in spots(cell, s, s * 0.13, s * 0.34, seed):
            a = s * 0.035
            out += [Line(x, y - a, x, y + a * 1.3, pen), Line(x - a * 0.7, y - a * 0.2, x + a * 0.7, y - a * 0.2, pen)]
        return out
    ink = mix(color, "#000000", 0.42)
    if kind == "marsh":
        pen = Style(stroke=mix(color, "#1d3b1a", 0.5), width=max(0.3, s * 0.012))
        for k, x, y in spots(cell, s, s * 0.2, s * 0.34, seed):
            a = s * 0.05
            out += [Line(x - a * 1.4, y + a * 0.6, x + a * 1.4, y + a * 0.6, pen)]
            out += [Line(x + d * a, y + a * 0.5, x + d * a * 1.6, y - a, pen) for d in (-0.6, 0.0, 0.6)]
        return out
    pen = Style(stroke=ink, width=max(0.3, s * 0.014))
    for k, x, y in spots(cell, s, s * 0.16, s * 0.37, seed):
        u = noise(seed, k + 77)
        a = s * (0.06 + 0.02 * u)
        if kind == "hills" or u > 0.2:  # a ridge: an irregular caret with hachures down its shaded side
            tip = (x + a * 0.2 * u, y - a * 0.7)
            out.append(Polygon(((x - a, y + a * 0.4), tip, (x + a * 1.1, y + a * 0.45)), pen, closed=False))
            out.append(Line(tip[0] + a * 0.35, tip[1] + a * 0.45, tip[0] + a * 0.15, tip[1] + a * 0.95, pen))
        else:  # a scatter of stones
            out += [Circle(x + dx * a, y + dy * a, a * 0.16, Style(fill=ink))
                    for dx, dy in ((-0.5, 0.1), (0.3, -0.2), (0.6, 0.4))]
    return out


def _slabs(cell, s, color) -> list:
    """Paving seen from the air: the joints of concrete slabs, on a grid square to the map."""
    from printkit.layout.hex_buildings import clip

    pen = Style(stroke=mix(color, "#ffffff", 0.3), width=max(0.25, s * 0.008))
    poly = list(cell.corners)
    cx, cy = cell.center
    out = []
    step = s * 0.125
    for k in range(-4, 5):
        for a, b in (((cx - s, cy + k * step), (cx + s, cy + k * step)), ((cx + k * step, cy - s), (cx + k * step, cy + s))):
            seg = clip(a, b, poly)
            if seg:
                out.append(art_line(seg[0], seg[1], pen))
    return out


def _water_lines(r: Region, color: str, s: float) -> list:
    """Three thin lines following the shore out into the water (the engraver's water-lining)."""
    line = mix(color, WATER_INK, 0.35)
    out = []
    for d in (0.17, 0.105, 0.05):
        for ring in r.rings:
            pts = tuple(ring)
            out.append(Polygon(pts, Style(stroke=line, width=2 * (d + 0.008) * s)))
            out.append(Polygon(pts, Style(stroke=color, width=2 * (d - 0.008) * s)))
    return out


def swatch(terrain, x: float, y: float, w: float, h: float, tall: bool = False) -> list:
    """The key's sample of a terrain, drawn as the map draws it (x, y: top-left); tall: a multi-storey
    building's terrain (one large roof rather than a lot of small buildings)."""
    kind = kind_of(terrain)
    color = fill_of(terrain, False)
    out = [Rect(x, y, w, h, Style(fill=color))]
    ink = mix(str(terrain.color), "#000000", 0.42)
    if kind == "woods":
        for i, (dx, dy) in enumerate(((0.2, 0.35), (0.42, 0.6), (0.62, 0.3), (0.82, 0.62), (0.3, 0.78))):
            r = h * 0.2
            cx, cy = x + dx * w, y + dy * h
            tone = mix(color, "#5d8f45" if i % 2 else "#2e5a25", 0.45)
            out += [Circle(cx + r * 0.35, cy + r * 0.35, r, Style(fill=mix(color, "#0c2108", 0.55))),
                    Circle(cx, cy, r, Style(fill=tone)),
                    Circle(cx - r * 0.3, cy - r * 0.3, r * 0.45, Style(fill=mix(tone, "#ffffff", 0.22)))]
        if "waves" in patterns_of(terrain):
            pts = tuple((x + w * k / 8, y + h * (0.55 + 0.18 * math.sin(k * 1.3))) for k in range(9))
            out += [Polygon(pts, Style(stroke=mix(WATER_INK, "#ffffff", 0.15), width=2.0), closed=False),
                    Polygon(pts, Style(stroke="#7fb0d8", width=1.0), closed=False)]
    elif kind == "water":
        shore = ((x, y + h * 0.35), (x + w * 0.35, y + h * 0.2), (x + w * 0.7, y + h * 0.3), (x + w, y + h * 0.15))
        for d in (0.24, 0.15, 0.07):
            off = tuple((px, py + d * h * 2) for px, py in shore)
            out.append(Polygon(off, Style(stroke=mix(color, WATER_INK, 0.35), width=0.5), closed=False))
        out.append(Polygon(((x, y),) + shore + ((x + w, y),), Style(fill="#f1ecd2")))
        out.append(Polygon(shore, Style(stroke=WATER_INK, width=0.7), closed=False))
    elif kind in ("rough", "hills"):
        pen = Style(stroke=ink, width=0.5)
        for cx in (0.2, 0.5, 0.8):
            a, px, py = h * 0.22, x + cx * w, y + h * (0.55 if cx != 0.5 else 0.45)
            out.append(Polygon(((px - a, py + a * 0.4), (px, py - a * 0.7), (px + a * 1.1, py + a * 0.45)), pen,
                               closed=False))
            out.append(Line(px + a * 0.35, py - a * 0.25, px + a * 0.15, py + a * 0.25, pen))
    elif kind == "graves":
        pen = Style(stroke=mix(str(terrain.color), "#000000", 0.55), width=0.45)
        for cx in (0.2, 0.4, 0.6, 0.8):
            for cy in (0.35, 0.7):
                px, py, a = x + cx * w, y + cy * h, h * 0.13
                out += [Line(px, py - a, px, py + a * 1.3, pen), Line(px - a * 0.7, py - a * 0.2, px + a * 0.7, py - a * 0.2, pen)]
    elif kind == "marsh":
        pen = Style(stroke=mix(str(terrain.color), "#1d3b1a", 0.5), width=0.45)
        for cx in (0.3, 0.7):
            px, py, a = x + cx * w, y + h * 0.6, h * 0.18
            out += [Line(px - a * 1.4, py + a * 0.6, px + a * 1.4, py + a * 0.6, pen)]
            out += [Line(px + d * a, py + a * 0.5, px + d * a * 1.6, py - a, pen) for d in (-0.6, 0.0, 0.6)]
    elif kind == "paved":
        pen = Style(stroke=mix(color, "#ffffff", 0.3), width=0.35)
        out += [Line(x + w * k / 5, y, x + w * k / 5, y + h, pen) for k in range(1, 5)]
        out += [Line(x, y + h * k / 3, x + w, y + h * k / 3, pen) for k in range(1, 3)]
    elif kind == "built":
        from printkit.layout.hex_buildings import roof_style

        roof, shade = roof_style(terrain)
        parts = ((0.12, 0.14, 0.76, 0.72),) if tall else \
            ((0.1, 0.2, 0.3, 0.5), (0.5, 0.15, 0.38, 0.32), (0.52, 0.6, 0.26, 0.26))
        for bx, by, bw, bh in parts:
            out.append(Rect(x + bx * w + 1.2, y + by * h + 1.2, bw * w, bh * h, Style(fill=shade)))
            out.append(Rect(x + bx * w, y + by * h, bw * w, bh * h, Style(fill=roof, stroke=mix(roof, "#000000", 0.45),
                                                                       width=0.45)))
    out.append(Rect(x, y, w, h, Style(stroke="#7a7a7a", width=0.5)))
    return out


def _within(item, x, y, w, h) -> bool:
    from printkit.layout.cull import bounds

    x0, y0, x1, y1 = bounds(item)
    return x0 >= x and y0 >= y and x1 <= x + w and y1 <= y + h
