"""Plane geometry for area maps: Voronoi cells clipped to a rectangle, shared borders, centroids."""

from __future__ import annotations

import math

Point = tuple[float, float]
EPS = 1e-6


def _clip(poly: list[Point], a: Point, b: Point) -> list[Point]:
    """Keep the part of poly nearer to a than to b (half-plane of the perpendicular bisector)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    nx, ny = b[0] - a[0], b[1] - a[1]

    def side(p):
        return (p[0] - mx) * nx + (p[1] - my) * ny  # <= 0 on a's side

    out: list[Point] = []
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        sp, sq = side(p), side(q)
        if sp <= 0:
            out.append(p)
        if (sp <= 0) != (sq <= 0):
            t = sp / (sp - sq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def voronoi_cells(seeds: list[Point], rect: tuple[float, float, float, float]) -> list[list[Point]]:
    """The Voronoi cell of each seed, clipped to rect (x, y, w, h)."""
    x, y, w, h = rect
    box = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    cells = []
    for i, s in enumerate(seeds):
        poly = box
        for j, t in enumerate(seeds):
            if i != j and poly:
                poly = _clip(poly, s, t)
        cells.append(_dedupe(poly))
    return cells


def _dedupe(poly: list[Point]) -> list[Point]:
    out: list[Point] = []
    for p in poly:
        if not out or abs(out[-1][0] - p[0]) > EPS or abs(out[-1][1] - p[1]) > EPS:
            out.append(p)
    if len(out) > 1 and abs(out[0][0] - out[-1][0]) <= EPS and abs(out[0][1] - out[-1][1]) <= EPS:
        out.pop()
    return out


def edges(poly: list[Point]) -> list[tuple[Point, Point]]:
    return [(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]


def shared_border(p1: list[Point], p2: list[Point], tol: float = 1e-3) -> tuple[Point, Point] | None:
    """The longest segment the two polygons share, or None."""
    best, best_len = None, 0.0
    for a, b in edges(p1):
        for c, d in edges(p2):
            seg = _overlap(a, b, c, d, tol)
            if seg:
                length = _dist(*seg)
                if length > best_len:
                    best, best_len = seg, length
    return best if best_len > tol else None


def _dist(p: Point, q: Point) -> float:
    return ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5


def _overlap(a, b, c, d, tol):
    """Overlap of collinear segments ab and cd, if they lie on one line."""
    ux, uy = b[0] - a[0], b[1] - a[1]
    length = (ux * ux + uy * uy) ** 0.5
    if length < tol:
        return None
    ux, uy = ux / length, uy / length
    for p in (c, d):  # both ends of cd within tol of line ab
        if abs((p[0] - a[0]) * uy - (p[1] - a[1]) * ux) > tol:
            return None
    tc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy
    td = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy
    lo, hi = max(0.0, min(tc, td)), min(length, max(tc, td))
    if hi - lo <= tol:
        return None
    return (a[0] + lo * ux, a[1] + lo * uy), (a[0] + hi * ux, a[1] + hi * uy)


def centroid(poly: list[Point]) -> Point:
    """Area centroid of a simple polygon."""
    a = cx = cy = 0.0
    for (x0, y0), (x1, y1) in edges(poly):
        cross = x0 * y1 - x1 * y0
        a += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(a) < EPS:
        return poly[0]
    return cx / (3 * a), cy / (3 * a)


def area_shapes(board) -> dict[str, list[Point]]:
    """Each area's polygon in mm: its explicit shape, else its Voronoi cell among the other seeds."""
    auto = [a for a in board.areas if a.shape is None]
    cells = voronoi_cells([a.at for a in auto], board.region)
    shapes = {a.id: c for a, c in zip(auto, cells)}
    shapes.update({a.id: list(a.shape) for a in board.areas if a.shape is not None})
    return shapes


def geometric_neighbors(board, min_border: float = 3.0) -> set[frozenset[str]]:
    """Pairs of areas whose shapes share a border at least min_border mm long."""
    shapes = area_shapes(board)
    ids = list(shapes)
    pairs = set()
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            seg = shared_border(shapes[a], shapes[b])
            if seg and _dist(*seg) >= min_border:
                pairs.add(frozenset((a, b)))
    return pairs


def polyline_distance(pts, p) -> float:
    """The distance from point p to the polyline through pts (each segment's nearest point)."""
    best = math.inf
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / ((dx * dx + dy * dy) or 1)))
        best = min(best, math.hypot(p[0] - x0 - t * dx, p[1] - y0 - t * dy))
    return best
