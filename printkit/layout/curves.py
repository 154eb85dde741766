"""Drawn-looking lines for maps: smoothing (Chaikin, Catmull-Rom), deterministic jitter, chaining segments."""

from __future__ import annotations

import hashlib
import math

Point = tuple[float, float]


def chaikin(points: list[Point], rounds: int = 2, keep_ends: bool = True) -> list[Point]:
    """Corner cutting: each round replaces every corner by two points at 1/4 and 3/4 of its edges.
    The curve stays inside the polygon's hull and, with keep_ends, starts and ends where it did."""
    pts = list(points)
    for _ in range(rounds):
        if len(pts) < 3:
            return pts
        out = [pts[0]] if keep_ends else []
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            out += [(0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1), (0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1)]
        if keep_ends:
            out[1:2] = []  # the first cut point lies on the fixed start's edge: keep the start instead
            out[-1] = pts[-1]
        pts = out
    return pts


def catmull_rom(points: list[Point], steps: int = 8) -> list[Point]:
    """A Catmull-Rom spline through every point (ends repeated), sampled `steps` times per span."""
    if len(points) < 3:
        return list(points)
    pts = [points[0]] + list(points) + [points[-1]]
    out = [points[0]]
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(1, steps + 1):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    return out


def _unit(seed: str, k: int) -> float:
    """A deterministic number in [-1, 1) from a seed and an index (same on every run and machine)."""
    h = hashlib.blake2b(f"{seed}:{k}".encode(), digest_size=4).digest()
    return int.from_bytes(h, "big") / 2 ** 31 - 1.0


def _key(p: Point) -> str:
    return f"{p[0]:.3f},{p[1]:.3f}"


def jittered(p: Point, q: Point, amplitude: float, pieces: int = 6, rounds: int = 2) -> list[Point]:
    """A hand-drawn-looking line from p to q: midpoint noise sideways, then smoothed. The same pair of end
    points always gives the same line, whichever way round it is asked for (reversed), so two areas that share
    the border still tile exactly."""
    if _key(p) > _key(q):
        return list(reversed(jittered(q, p, amplitude, pieces, rounds)))
    length = math.hypot(q[0] - p[0], q[1] - p[1])
    if length < 1e-9:
        return [p, q]
    nx, ny = -(q[1] - p[1]) / length, (q[0] - p[0]) / length
    seed = _key(p) + "|" + _key(q)
    pts = [p]
    for k in range(1, pieces):
        t = k / pieces
        taper = math.sin(math.pi * t)  # no sideways offset at the junctions
        off = amplitude * taper * (0.65 * _unit(seed, k) + 0.35 * _unit(seed, 100 + k // 2))
        pts.append((p[0] + (q[0] - p[0]) * t + nx * off, p[1] + (q[1] - p[1]) * t + ny * off))
    pts.append(q)
    return chaikin(pts, rounds)


def chains(segments: list[tuple[Point, Point]], tol: float = 0.05) -> list[list[Point]]:
    """Join segments that share end points into polylines (each segment used once)."""
    def k(p):
        return (round(p[0] / tol), round(p[1] / tol))

    ends: dict = {}
    for i, (a, b) in enumerate(segments):
        ends.setdefault(k(a), []).append(i)
        ends.setdefault(k(b), []).append(i)
    used: set[int] = set()
    out: list[list[Point]] = []

    def extend(line: list[Point]) -> None:
        while True:
            nxt = [i for i in ends.get(k(line[-1]), []) if i not in used]
            if not nxt or len(ends[k(line[-1])]) > 2:
                return
            i = nxt[0]
            used.add(i)
            a, b = segments[i]
            line.append(b if k(a) == k(line[-1]) else a)

    order = sorted(range(len(segments)), key=lambda i: min(len(ends[k(segments[i][0])]), len(ends[k(segments[i][1])])))
    for i in order:
        if i in used:
            continue
        used.add(i)
        line = list(segments[i])
        extend(line)
        line.reverse()
        extend(line)
        out.append(line)
    return out


def length(points: list[Point]) -> float:
    return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:]))


def point_at(points: list[Point], d: float) -> tuple[Point, float]:
    """The point `d` along the polyline and the direction there (radians, y down)."""
    for a, b in zip(points, points[1:]):
        seg = math.hypot(b[0] - a[0], b[1] - a[1])
        if seg and d <= seg:
            t = d / seg
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), math.atan2(b[1] - a[1], b[0] - a[0])
        d -= seg
    a, b = points[-2], points[-1]
    return b, math.atan2(b[1] - a[1], b[0] - a[0])


def resample(points: list[Point], step: float) -> list[Point]:
    """The polyline with points every `step` along it (its own points at the ends kept)."""
    total = length(points)
    n = max(1, round(total / step))
    out, seg_start, i = [points[0]], 0.0, 0
    for k in range(1, n):
        d = total * k / n
        while i < len(points) - 2 and seg_start + math.hypot(points[i + 1][0] - points[i][0],
                                                           points[i + 1][1] - points[i][1]) < d:
            seg_start += math.hypot(points[i + 1][0] - points[i][0], points[i + 1][1] - points[i][1])
            i += 1
        a, b = points[i], points[i + 1]
        seg = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
        t = min(1.0, (d - seg_start) / seg)
        out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    out.append(points[-1])
    return out


def inside(poly, x: float, y: float, margin: float = 0.0) -> bool:
    """Inside the polygon and at least `margin` from its edges."""
    hit = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
        if margin:
            dx, dy = x1 - x0, y1 - y0
            t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / ((dx * dx + dy * dy) or 1)))
            if math.hypot(x - x0 - t * dx, y - y0 - t * dy) < margin:
                return False
    return hit


def signed_area(poly) -> float:
    """Positive when the ring turns clockwise on the page (y down)."""
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1])) / 2


def wave(seed: str, s: float, wavelength: float) -> float:
    """Smooth deterministic noise in [-1, 1] along a length s: two sines of seeded phase and a slower swell."""
    a, b = _unit(seed, 1) * math.pi, _unit(seed, 2) * math.pi
    return (0.55 * math.sin(2 * math.pi * s / wavelength + a) + 0.3 * math.sin(2 * math.pi * s / (wavelength * 0.43) + b)
            + 0.15 * math.sin(2 * math.pi * s / (wavelength * 2.7) + a + b))
