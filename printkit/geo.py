"""Map projections and border topology for geographic area maps (lon/lat in, millimetres out)."""

from __future__ import annotations

import math


def _lcc(p):
    """Lambert conformal conic (spherical) with two standard parallels: (lon, lat) -> (x, y) in radians-scale."""
    f1, f2 = (math.radians(v) for v in p.parallels)
    f0, l0 = math.radians(p.lat0), math.radians(p.lon0)
    if abs(f1 - f2) < 1e-9:
        n = math.sin(f1)
    else:
        n = math.log(math.cos(f1) / math.cos(f2)) / math.log(math.tan(math.pi / 4 + f2 / 2) / math.tan(math.pi / 4 + f1 / 2))
    big_f = math.cos(f1) * math.tan(math.pi / 4 + f1 / 2) ** n / n
    rho0 = big_f / math.tan(math.pi / 4 + f0 / 2) ** n

    def fwd(lon, lat):
        rho = big_f / math.tan(math.pi / 4 + math.radians(lat) / 2) ** n
        t = n * (math.radians(lon) - l0)
        return rho * math.sin(t), rho0 - rho * math.cos(t)

    return fwd


def _equirect(p):
    k = math.cos(math.radians(p.lat0))

    def fwd(lon, lat):
        return math.radians(lon - p.lon0) * k, math.radians(lat - p.lat0)

    return fwd


class Projector:
    """Projects lon/lat onto a map: `bounds` fitted (centred, aspect kept) into `region` (mm, y down)."""

    def __init__(self, projection, region):
        self.fwd = _lcc(projection) if projection.kind == "lcc" else _equirect(projection)
        lo0, la0, lo1, la1 = projection.bounds
        pts = [self.fwd(lo0 + (lo1 - lo0) * i / 20, la) for i in range(21) for la in (la0, la1)]
        pts += [self.fwd(lo, la0 + (la1 - la0) * i / 20) for i in range(21) for lo in (lo0, lo1)]
        xs, ys = [q[0] for q in pts], [q[1] for q in pts]
        self.x0, self.y1 = min(xs), max(ys)
        rx, ry, rw, rh = region
        self.scale = min(rw / (max(xs) - self.x0), rh / (self.y1 - min(ys)))
        self.ox = rx + (rw - (max(xs) - self.x0) * self.scale) / 2
        self.oy = ry + (rh - (self.y1 - min(ys)) * self.scale) / 2

    def mm(self, lon: float, lat: float) -> tuple[float, float]:
        x, y = self.fwd(lon, lat)
        return self.ox + (x - self.x0) * self.scale, self.oy + (self.y1 - y) * self.scale


def ring_points(borders: dict, ring) -> list[tuple[float, float]]:
    """The lon/lat polygon of a ring of border keys ('-key' walks the border backwards)."""
    out: list = []
    for key in ring:
        pts = list(borders[key.lstrip("-")].points)
        if key.startswith("-"):
            pts.reverse()
        out += pts[1:] if out else pts
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def ring_gaps(borders: dict, ring) -> list[int]:
    """Indices i where border i of the ring does not end where border i+1 starts (cyclically)."""
    ends = []
    for key in ring:
        pts = borders[key.lstrip("-")].points
        ends.append((pts[-1], pts[0]) if key.startswith("-") else (pts[0], pts[-1]))
    return [i for i in range(len(ends)) if ends[i][1] != ends[(i + 1) % len(ends)][0]]


def border_pairs(board) -> set[frozenset[str]]:
    """Pairs of playing areas that share a drawn border line (the adjacency the map shows)."""
    areas = {a.id for a in board.areas}
    return {frozenset(b.between) for b in (board.borders or {}).values()
            if b.between[0] in areas and b.between[1] in areas}


def outlines_mm(board) -> dict[str, list[list[tuple[float, float]]]]:
    """Every area's and region's rings (outer first, then holes) in map millimetres."""
    proj = Projector(board.projection, board.region)
    borders = board.borders or {}
    out = {}
    for a in list(board.areas) + list((board.regions or {}).values()):
        rings = [a.ring] + list(a.holes)
        out[a.id] = [[proj.mm(*p) for p in ring_points(borders, r)] for r in rings if r]
    return out
