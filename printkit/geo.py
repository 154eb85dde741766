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
    """Projects lon/lat onto a map. The largest axis-aligned rectangle inside the projected `bounds` is
    scaled to cover `region` (mm, y down) and centred on it, so the map fills its frame edge to edge (a
    conic projection bends the bounds' edges; what falls outside the region is clipped when drawn)."""

    def __init__(self, projection, region):
        self.fwd = _lcc(projection) if projection.kind == "lcc" else _equirect(projection)
        lo0, la0, lo1, la1 = projection.bounds
        steps = [i / 40 for i in range(41)]
        left = max(self.fwd(lo0, la0 + (la1 - la0) * t)[0] for t in steps)
        right = min(self.fwd(lo1, la0 + (la1 - la0) * t)[0] for t in steps)
        bottom = max(self.fwd(lo0 + (lo1 - lo0) * t, la0)[1] for t in steps)
        top = min(self.fwd(lo0 + (lo1 - lo0) * t, la1)[1] for t in steps)
        rx, ry, rw, rh = region
        self.scale = max(rw / (right - left), rh / (top - bottom))
        cx, cy = (left + right) / 2, (top + bottom) / 2
        self.ox, self.oy = rx + rw / 2, ry + rh / 2
        self.x0, self.y1 = cx, cy
        self.aspect = (right - left) / (top - bottom)

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
