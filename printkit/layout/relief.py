"""Mountains as relief that follows the ridgelines: a crest line with hachures down both flanks (heavier on
the shadow side, the light coming from the north-west, as on printed maps), longer where spurs run out, and a soft shade
on the shadow flank; drawn only inside the areas of hill terrain, lower at a pass, clear of names."""

from __future__ import annotations

import math

from printkit.layout.curves import _unit, catmull_rom, resample, wave
from printkit.layout.scene import Line, Polygon, Style
from printkit.colors import mix
from printkit.units import PT_PER_MM

PAPER = "#fbfaf6"
STEP = 1.25 * PT_PER_MM  # between hachures along a crest
FLANK = 9.0 * PT_PER_MM  # longest hachure
LIGHT = (-1.0, -1.0)  # towards the light (north-west, y down)
PASS_DIP = 7.0 * PT_PER_MM  # hachures shorten within this distance of a pass


def ridge_path(points: list) -> list:
    """A crest line through the given points, eased into a curve."""
    return catmull_rom(list(points), 6)


def axis_ridge(outline: list, seed: str) -> list:
    """A ridge along an area's length (its principal axis through the centroid), for hill terrain no
    ridge of the data crosses."""
    n = len(outline)
    cx, cy = sum(p[0] for p in outline) / n, sum(p[1] for p in outline) / n
    sxx = sum((p[0] - cx) ** 2 for p in outline)
    syy = sum((p[1] - cy) ** 2 for p in outline)
    sxy = sum((p[0] - cx) * (p[1] - cy) for p in outline)
    angle = 0.5 * math.atan2(2 * sxy, sxx - syy)
    ux, uy = math.cos(angle), math.sin(angle)
    reach = max(abs((p[0] - cx) * ux + (p[1] - cy) * uy) for p in outline) * 0.72
    pts = []
    for k in range(7):
        t = -1 + 2 * k / 6
        off = 0.08 * reach * _unit(seed, k)
        pts.append((cx + ux * reach * t - uy * off, cy + uy * reach * t + ux * off))
    return ridge_path(pts)


def relief_items(crests: list[list], hills: list[list], color: str, passes=(), avoid=(), seed: str = "",
                 flank: float = FLANK) -> list:
    """Relief along each crest (pt), kept inside the `hills` outlines (the areas of hill terrain) and out of
    the `avoid` boxes; `passes` are points where the crest dips (a pass)."""
    ink = mix(color, "#000000", 0.35)
    dark = (Style(stroke=ink, width=0.75, round=True), Style(stroke=ink, width=0.4, round=True))
    pale = mix(color, PAPER, 0.2)
    light = (Style(stroke=pale, width=0.4, round=True), Style(stroke=pale, width=0.25, round=True))
    crest_pen = Style(stroke=mix(color, "#000000", 0.5), width=0.8, round=True)
    shade = (Style(fill=mix(color, PAPER, 0.3), opacity=0.22), Style(fill=mix(color, "#000000", 0.1), opacity=0.2))
    shades, strokes = [], []
    from printkit.layout.mask import Mask

    ok = Mask(hills, 0.8 * PT_PER_MM, 0.8 * PT_PER_MM)
    for b in avoid:
        ok.cut(b)

    def dip(x, y):
        near = min((math.hypot(x - px, y - py) for px, py in passes), default=math.inf)
        return min(1.0, 0.15 + near / PASS_DIP)

    for c, crest in enumerate(crests):
        key = f"{seed}:{c}"
        pts = resample(crest, STEP)
        n = len(pts)
        if n < 3:
            continue
        wide, narrow = [], []
        for i in range(n):
            (x, y), (ax, ay), (bx, by) = pts[i], pts[max(i - 1, 0)], pts[min(i + 1, n - 1)]
            tx, ty = bx - ax, by - ay
            norm = math.hypot(tx, ty) or 1.0
            nx, ny = -ty / norm, tx / norm
            if nx * LIGHT[0] + ny * LIGHT[1] > 0:  # (nx, ny) points to the shadow side
                nx, ny = -nx, -ny
            t = i / (n - 1)
            body = math.sin(math.pi * t) ** 0.45 * dip(x, y)
            # longer where a spur runs out from the crest, shorter in the valleys between (a rhythm of ~9 mm)
            spur = 0.5 + 0.5 * math.sin(2 * math.pi * i * STEP / (9 * PT_PER_MM) + _unit(key, 0) * math.pi)
            length = flank * body * (0.62 + 0.3 * spur ** 2 + 0.12 * wave(key, i * STEP, 5 * PT_PER_MM))
            inner = ok(x, y)
            wide.append((x + nx * length * 0.95, y + ny * length * 0.95) if inner else None)
            narrow.append((x + nx * length * 0.45, y + ny * length * 0.45) if inner else None)
            for side, pens, k in ((1, dark, 1.0), (-1, light, 0.7)):
                lean = 0.1 * _unit(key, i * 2 + (side > 0))
                hx, hy = nx * side + lean * tx / norm, ny * side + lean * ty / norm
                x0, y0 = x + hx * 0.4 * PT_PER_MM, y + hy * 0.4 * PT_PER_MM
                x1, y1 = x + hx * length * k, y + hy * length * k
                if length <= 1.2 * PT_PER_MM or not (ok(x0, y0) and ok(x1, y1)):
                    continue
                if side > 0:  # the shadow side's hachures taper: heavy at the crest, fine at the foot
                    xm, ym = x + hx * length * k * 0.5, y + hy * length * k * 0.5
                    strokes += [Line(x0, y0, xm, ym, pens[0]), Line(xm, ym, x1, y1, pens[1])]
                else:
                    strokes.append(Line(x0, y0, x1, y1, pens[1]))
        shades += _shade_bands(pts, wide, shade[0]) + _shade_bands(pts, narrow, shade[1])
        strokes += _runs(pts, ok, crest_pen)
    return shades + strokes


def _shade_bands(pts, band, style) -> list:
    """The shadow flank's soft shade: a strip from the crest to the hachures' reach, per run inside the hills."""
    out, run = [], []
    for p, b in zip(pts, band):
        if b is None:
            if len(run) > 2:
                out.append(Polygon(tuple([q for q, _ in run] + [e for _, e in reversed(run)]), style))
            run = []
        else:
            run.append((p, b))
    if len(run) > 2:
        out.append(Polygon(tuple([q for q, _ in run] + [e for _, e in reversed(run)]), style))
    return out


def _runs(pts, ok, pen) -> list:
    """The crest line itself, where it lies inside the hills."""
    out, run = [], []
    for p in pts + [None]:
        if p is not None and ok(*p):
            run.append(p)
            continue
        if len(run) > 1:
            out.append(Polygon(tuple(run), pen, closed=False))
        run = []
    return out


def legend_sample(x: float, y: float, w: float, color: str) -> list:
    """The key's sample: a short crest with its hachures (x, y: its middle)."""
    crest = ridge_path([(x - w / 2, y + 1.5), (x - w / 6, y - 1.2), (x + w / 5, y - 0.6), (x + w / 2, y + 1.2)])
    box = (x - w, y - 3 * w, x + w, y + 3 * w)
    hill = [(box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3])]
    return relief_items([crest], [hill], color, seed="key", flank=3.6 * PT_PER_MM)
