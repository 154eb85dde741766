"""Terrain as masses on a hex map: the hexes of one terrain joined into regions whose outlines follow the
hexsides, drawn as curves where the terrain is natural (a shore, the edge of rough ground) and straight where
it is built. Two regions that meet share the very same curve, so they tile without gap or overlap, and no
curve strays far from its hexside: every hex still reads as its own terrain.

The grid is padded with one ring of hexes beyond the map edge (with the terrain of the nearest map hex), so the
art runs to the frame (no blank half-hexes) and is clipped there."""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass

from printkit.layout.curves import chaikin

Point = tuple[float, float]


@dataclass
class Cell:
    col: int
    row: int
    key: tuple  # (terrain id, faded): the region it belongs to
    center: Point
    corners: tuple[Point, ...]
    on_map: bool


def cells(board, sp, ox: float, oy: float) -> dict[tuple[int, int], Cell]:
    """Every hex of the map and of one ring round it, keyed by (col, row)."""
    g = board.grid
    out = {}
    for col in range(g.columns[0] - 1, g.columns[1] + 2):
        for row in range(g.rows[0] - 1, g.rows[1] + 2):
            on = sp.on_map(col, row)
            c = min(max(col, g.columns[0]), g.columns[1])
            r = min(max(row, g.rows[0]), g.rows[1])
            label = sp.label(c, r)
            key = (board.terrain_of(label), board.info(label).faded_dot)
            x, y = sp.center(col, row)
            out[col, row] = Cell(col, row, key, (ox + x, oy + y),
                                 tuple((ox + px, oy + py) for px, py in sp.corners(col, row)), on)
    return out


def noise(seed: str, k: int) -> float:
    """A deterministic number in [-1, 1) from a seed and an index (the same on every run and machine)."""
    return zlib.crc32(f"{seed}:{k}".encode()) / 2 ** 31 - 1.0


def art_shape(points, style):
    """A closed shape of map art as a path of five or more points: a reader of the PDF (preflight) takes a
    four-cornered path for a box that holds the text on it, and map art holds no text."""
    from printkit.layout.scene import Polygon

    pts = tuple(points)
    if len(pts) == 4:
        (x0, y0), (x1, y1) = pts[0], pts[1]
        pts = (pts[0], ((x0 + x1) / 2, (y0 + y1) / 2)) + pts[1:]
    return Polygon(pts, style)


def art_line(a, b, style):
    """A straight stroke of map art as a path of three points (a two-point stroke of the crop marks' length
    would read as a crop mark)."""
    from printkit.layout.scene import Polygon

    return Polygon((a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), b), style, closed=False)


def _k(p: Point) -> tuple[int, int]:
    return round(p[0] * 100), round(p[1] * 100)


def edge_owners(all_cells) -> dict:
    """Each hexside (unordered pair of rounded corners) -> the cells on it (one or two)."""
    owners: dict = {}
    for cell in all_cells.values():
        cs = cell.corners
        for i in range(6):
            a, b = _k(cs[i]), _k(cs[(i + 1) % 6])
            owners.setdefault((a, b) if a < b else (b, a), []).append(cell)
    return owners


@dataclass
class Region:
    key: tuple
    rings: list[list[Point]]  # the outer ring first, then its holes
    cells: list[Cell]

    def polygon(self) -> tuple[Point, ...]:
        """The region as one polygon: its holes joined to the outer ring by a zero-width cut (fills the same
        under the even-odd and the non-zero rule, since holes run the other way round)."""
        pts = list(self.rings[0])
        for hole in self.rings[1:]:
            h0 = hole[0]
            j = min(range(len(pts)), key=lambda i: (pts[i][0] - h0[0]) ** 2 + (pts[i][1] - h0[1]) ** 2)
            pts[j + 1:j + 1] = list(hole) + [h0, pts[j]]
        return tuple(pts)


def regions(all_cells, border_shape) -> list[Region]:
    """The cells joined into regions of one key each. Their borders are cut into runs between junctions (a
    run divides the same two regions all along); border_shape(points, here, there) gives the drawn points
    of a run of hexside corners between a cell `here` and a cell `there` (None beyond the padding), once
    for both regions it divides."""
    owners = edge_owners(all_cells)
    # every border hexside, directed as the first owner's corners run (its region on the left)
    border: dict = {}
    for key, cs in owners.items():
        if len(cs) == 2 and cs[0].key == cs[1].key:
            continue
        here = cs[0]
        there = cs[1] if len(cs) == 2 else None
        i = next(i for i in range(6) if {_k(here.corners[i]), _k(here.corners[(i + 1) % 6])} == set(key))
        p, q = here.corners[i], here.corners[(i + 1) % 6]
        border[key] = (p, q, here, there)
    at_vertex: dict = {}
    for key in border:
        for v in key:
            at_vertex.setdefault(v, []).append(key)

    def pair(key):
        _, _, here, there = border[key]
        return frozenset((here.key, there.key if there else None))

    def breaks(v) -> bool:
        keys = at_vertex[v]
        return len(keys) != 2 or pair(keys[0]) != pair(keys[1])

    runs = []  # (corner points, here cell, there cell, {edge key: True if the run goes the first owner's way})
    seen = set()
    for key in border:
        if key in seen:
            continue
        seen.add(key)
        p, q, here, there = border[key]
        pts, keys = [p, q], [key]
        for forward in (True, False):
            while True:
                v = _k(pts[-1] if forward else pts[0])
                if breaks(v):
                    break
                nxt = [k for k in at_vertex[v] if k not in seen]
                if not nxt:
                    break
                k2 = nxt[0]
                seen.add(k2)
                a2, b2, _, _ = border[k2]
                other = b2 if _k(a2) == v else a2
                if forward:
                    pts.append(other)
                    keys.append(k2)
                else:
                    pts.insert(0, other)
                    keys.insert(0, k2)
        drawn = border_shape(pts, here, there)
        runs.append((pts, drawn, here, there))
    # each region's rings: its runs, each directed so the region lies on its left
    arcs: dict = {}
    for pts, drawn, here, there in runs:
        # is the run's direction the way `here`'s corners run along its first hexside?
        a, b = _k(pts[0]), _k(pts[1])
        first = next(c for c in owners[(a, b) if a < b else (b, a)] if c.key == here.key)
        cs = first.corners
        ahead = any(_k(cs[i]) == a and _k(cs[(i + 1) % 6]) == b for i in range(6))
        forward_owner = here if ahead else there
        for cell in (here, there):
            if cell is None:
                continue
            seq = drawn if cell is forward_owner else list(reversed(drawn))
            ends = (_k(pts[0]), _k(pts[-1])) if cell is forward_owner else (_k(pts[-1]), _k(pts[0]))
            arcs.setdefault(cell.key, []).append((ends, seq))
    by_key: dict = {}
    for cell in all_cells.values():
        by_key.setdefault(cell.key, []).append(cell)
    out: list[Region] = []
    for key, members in sorted(by_key.items(), key=lambda kv: str(kv[0])):
        outgoing: dict = {}
        for ends, seq in arcs.get(key, []):
            outgoing.setdefault(ends[0], []).append((ends[1], seq))
        rings = []
        while any(outgoing.values()):
            start = next(k for k, v in outgoing.items() if v)
            ring: list[Point] = []
            at = start
            while outgoing.get(at):
                end, seq = outgoing[at].pop()
                ring += seq[1:] if ring else list(seq)
                at = end
                if at == start:
                    break
            if len(ring) > 3:
                if _k(ring[0]) == _k(ring[-1]):
                    ring.pop()
                rings.append(ring)
        out += _group_rings(key, rings, members)
    return out


def area(ring) -> float:
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1])) / 2


def inside(ring, x: float, y: float) -> bool:
    hit = False
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def _group_rings(key, rings, members) -> list[Region]:
    """Outer rings (turning the way a hex's corners do) with the holes that lie inside them; each cell goes to
    the smallest outer ring round its centre."""
    sized = [(area(r), r) for r in rings]
    outer = sorted(((a, r) for a, r in sized if a > 0), key=lambda ar: ar[0])  # smallest first
    regs = [Region(key, [r], []) for _, r in outer]
    boxes = [_bbox(r) for _, r in outer]

    def host(x, y):
        for reg, (x0, y0, x1, y1) in zip(regs, boxes):
            if x0 <= x <= x1 and y0 <= y <= y1 and inside(reg.rings[0], x, y):
                return reg
        return None

    for a, h in sized:
        if a <= 0:
            reg = host(*_probe(h))
            if reg is not None:
                reg.rings.append(h)
    for cell in members:
        reg = host(*cell.center)
        if reg is not None:
            reg.cells.append(cell)
    return regs


def _bbox(ring):
    xs, ys = [p[0] for p in ring], [p[1] for p in ring]
    return min(xs), min(ys), max(xs), max(ys)


def _probe(ring) -> Point:
    """A point just inside the hole's outline: the midpoint of its first edge nudged off it."""
    (x0, y0), (x1, y1) = ring[0], ring[1]
    return (x0 + x1) / 2 + (y1 - y0) * 1e-3, (y0 + y1) / 2 - (x1 - x0) * 1e-3


def number_zone(cx: float, cy: float, s: float, x: float, y: float) -> bool:
    """Whether (x, y) lies where the hex's number is printed (top middle of the hex)."""
    return abs(x - cx) < s * 0.24 and -s * 0.47 < y - cy < -s * 0.17
