"""A runway on a hex map (MapArt kind `runway`): a straight paved strip through a run of hexes, laid on the
line that fits their centres best and narrow enough to stay inside every one of them, with the markings a
pilot sees from the air (edge lines, centre line, threshold bars, touchdown marks)."""

from __future__ import annotations

import math

from printkit.layout.hex_regions import art_shape
from printkit.layout.scene import Polygon, Style

WIDTH = 0.36  # of a hex (flat to flat): a 60 m strip on 150 m hexes, and inside both rows of a zig-zag run
CONCRETE, EDGE, PAINT = "#a3a6a8", "#6f7376", "#f6f6f2"


def axis(centers: list) -> tuple:
    """The straight line (point, unit direction) that fits the centres best (least squares), and the run's
    extent along it (t0, t1)."""
    n = len(centers)
    mx, my = sum(x for x, _ in centers) / n, sum(y for _, y in centers) / n
    sxx = sum((x - mx) ** 2 for x, _ in centers)
    syy = sum((y - my) ** 2 for _, y in centers)
    sxy = sum((x - mx) * (y - my) for x, y in centers)
    a = 0.5 * math.atan2(2 * sxy, sxx - syy)
    d = (math.cos(a), math.sin(a))
    ts = [(x - mx) * d[0] + (y - my) * d[1] for x, y in centers]
    return (mx, my), d, min(ts), max(ts)


def strip(centers: list, s: float, extend: tuple[float, float] = (0.5, 0.5)) -> tuple:
    """The runway's outline corners and its axis: (corners, (point, direction, t0, t1))."""
    (mx, my), (dx, dy), t0, t1 = axis(centers)
    t0 -= extend[0] * s
    t1 += extend[1] * s
    nx, ny = -dy, dx
    h = WIDTH * s / 2
    corners = ((mx + dx * t0 + nx * h, my + dy * t0 + ny * h), (mx + dx * t1 + nx * h, my + dy * t1 + ny * h),
               (mx + dx * t1 - nx * h, my + dy * t1 - ny * h), (mx + dx * t0 - nx * h, my + dy * t0 - ny * h))
    return corners, ((mx, my), (dx, dy), t0, t1)


def runway(centers: list, s: float, extend=(0.5, 0.5)) -> list:
    """The drawn runway over the run of hex centres (the end hexes' half beyond them included; more where
    the run leaves the map)."""
    corners, ((mx, my), (dx, dy), t0, t1) = strip(centers, s, extend)
    nx, ny = -dy, dx
    k = s / 36

    def at(t, off):
        return mx + dx * t + nx * off, my + dy * t + ny * off

    def bar(ta, tb, oa, ob):
        return art_shape((at(ta, oa), at(tb, oa), at(tb, ob), at(ta, ob)), Style(fill=PAINT))

    h = WIDTH * s / 2
    out = [art_shape(corners, Style(fill=CONCRETE, stroke=EDGE, width=0.6 * k))]
    for off in (h * 0.86, -h * 0.86):  # edge lines
        out.append(Polygon((at(t0, off), at(t1, off)), Style(stroke=PAINT, width=0.35 * k), closed=False))
    dash = s * 0.22
    t = t0 + s * 0.9
    while t + dash < t1 - s * 0.9:  # centre line
        out.append(bar(t, t + dash, -0.25 * k, 0.25 * k))
        t += dash * 2
    for end, sign in ((t0, 1), (t1, -1)):  # threshold bars, then touchdown marks
        base = end + sign * s * 0.12
        for i in range(6):
            off = -h * 0.7 + i * h * 0.28
            out.append(bar(base, base + sign * s * 0.3, off - h * 0.08, off + h * 0.08))
        for step in (1.3, 1.9):
            a = end + sign * s * step
            for off in (-h * 0.45, h * 0.45):
                out.append(bar(a, a + sign * s * 0.22, off - h * 0.1, off + h * 0.1))
    return out


def taxiways(centers: list, s: float, aprons: list, inside) -> list:
    """Taxiways from each apron hex (a hex of the runway's own terrain beside it) straight to the strip, where
    that way runs only through the apron hex and the runway's hexes (inside(x, y) says so)."""
    (mx, my), (dx, dy), _, _ = axis(centers)
    k = s / 36
    out = []
    for ax, ay in aprons:
        t = (ax - mx) * dx + (ay - my) * dy
        fx, fy = mx + dx * t, my + dy * t
        if not all(inside(ax + (fx - ax) * i / 20, ay + (fy - ay) * i / 20) for i in range(21)):
            continue
        w = s * 0.13
        ux, uy = (fx - ax), (fy - ay)
        length = math.hypot(ux, uy) or 1.0
        px, py = -uy / length * w, ux / length * w
        out.append(art_shape(((ax + px, ay + py), (fx + px, fy + py), (fx - px, fy - py), (ax - px, ay - py)),
                             Style(fill=CONCRETE)))
        out.append(Polygon(((ax, ay), (fx, fy)), Style(stroke="#e0b43a", width=0.5 * k), closed=False))
    return out
