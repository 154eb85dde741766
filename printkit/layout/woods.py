"""Woods on an area map as a cartographer paints them: one mass per wooded area, running up to the border where
the neighbour is wooded too (the forest goes on) and stopping short of it, along an irregular edge, where
the neighbour is open land; a canopy texture of small crowns inside, clear of names and symbols."""

from __future__ import annotations

import math

from printkit.layout.curves import _unit, chaikin, resample, signed_area, wave
from printkit.layout.scene import Circle, Polygon, Style
from printkit.colors import mix
from printkit.units import PT_PER_MM

PAPER = "#fbfaf6"
EDGE_STEP = 2.5 * PT_PER_MM  # points along the forest edge
INSET = 3.0 * PT_PER_MM  # mean gap between the forest edge and an open neighbour's border
SWING = 1.8 * PT_PER_MM  # how far the edge wanders in and out
CROWN_STEP = 3.4 * PT_PER_MM


def mass_outline(area: str, pieces: list, wooded: set[str]) -> list:
    """The outline of an area's forest: its drawn outline, pulled in along every piece it shares with an
    open neighbour by a wandering distance that comes back to the border at the pieces' ends that meet
    wooded neighbours or the frame."""
    pts, gaps = [], []
    for other, seg in pieces:
        open_edge = other is not None and other not in wooded
        seg = resample(seg, EDGE_STEP)
        n = len(seg) - 1
        for i, p in enumerate(seg[:-1]):
            pts.append(p)
            gaps.append((open_edge, i / n if n else 0.0))
    ring_open = [g[0] for g in gaps]
    count = len(pts)
    out = []
    sign = 1.0 if signed_area(pts) > 0 else -1.0
    s = 0.0
    for i, p in enumerate(pts):
        prev, nxt = pts[i - 1], pts[(i + 1) % count]
        s += math.hypot(p[0] - prev[0], p[1] - prev[1])
        own, t = gaps[i]
        if t == 0.0:  # a corner: pulled in only when both pieces meeting there are open
            own = own and ring_open[i - 1]
        if not own:
            out.append(p)
            continue
        # fade in and out over the first and last few points beside a piece that runs to the border
        reach = _fade(ring_open, i, count)
        d = reach * (INSET + SWING * wave(area, s, 11 * PT_PER_MM) + 0.35 * PT_PER_MM * _unit(area, i))
        tx, ty = nxt[0] - prev[0], nxt[1] - prev[1]
        norm = math.hypot(tx, ty) or 1.0
        # inward normal: to the right of travel on a clockwise ring (y down)
        nx, ny = -ty / norm * sign, tx / norm * sign
        out.append((p[0] + nx * max(d, 0.4 * PT_PER_MM), p[1] + ny * max(d, 0.4 * PT_PER_MM)))
    return chaikin(out + [out[0]], 1)[:-1]


def _fade(ring_open: list[bool], i: int, count: int, span: int = 3) -> float:
    """1 far from a stretch that runs to the border, easing to 0 beside one."""
    for k in range(1, span + 1):
        if not ring_open[(i - k) % count] or not ring_open[(i + k) % count]:
            return (k - 0.5) / span
    return 1.0


def woods_items(area: str, outline: list, color: str, avoid=()) -> list:
    """The forest mass (fill and a darker edge) and its canopy texture: rows of small crowns, each row one
    dotted line (zero-length dashes with round caps paint dots), with a shade below each crown."""
    from printkit.layout.mask import Mask

    fill = mix(color, PAPER, 0.58)
    edge = mix(color, "#000000", 0.25)
    out = [Polygon(tuple(outline), Style(fill=fill, stroke=edge, width=0.55))]
    within = Mask([outline], 1.0 * PT_PER_MM, 1.0 * PT_PER_MM)
    for b in avoid:
        within.cut(b)
    step = CROWN_STEP
    dots = (0.01, step * 0.8, 0.01, step * 1.15, 0.01, step * 0.95, 0.01, step * 1.1)
    crown = Style(stroke=mix(color, PAPER, 0.48), width=1.05 * PT_PER_MM, dash=dots, round=True)
    shade = Style(stroke=mix(color, "#1f3a16", 0.2), width=1.05 * PT_PER_MM, dash=dots, opacity=0.35, round=True)
    small = Style(stroke=crown.stroke, width=0.7 * PT_PER_MM, dash=dots[2:] + dots[:2], round=True)
    xs, ys = [p[0] for p in outline], [p[1] for p in outline]
    box = (min(xs), min(ys), max(xs), max(ys))
    big_rows = _rows(area, box, step * 0.8, 0.0, within)
    small_rows = _rows(area + "~", box, step * 0.8, step * 0.4, within)  # between the rows: breaks the lattice
    off = 0.28 * PT_PER_MM
    dark = [Polygon(tuple((px + off, py + off * 1.2) for px, py in run), shade, closed=False) for run in big_rows]
    return (out + dark + [Polygon(tuple(run), crown, closed=False) for run in big_rows]
            + [Polygon(tuple(run), small, closed=False) for run in small_rows])


def _rows(seed: str, box, pitch: float, first: float, within) -> list[list]:
    """Wavy rows across the box, `pitch` apart, cut into the runs that lie inside the mask."""
    runs = []
    y, row = box[1] + pitch * 0.6 + first, 0
    while y < box[3]:
        run: list = []
        x = box[0] + CROWN_STEP * (0.5 * (row % 2) + 0.3 * _unit(seed, row))
        while x <= box[2] + CROWN_STEP:
            py = y + 0.9 * PT_PER_MM * wave(f"{seed}:{row}", x, 9 * PT_PER_MM)
            if x <= box[2] and within(x, py):
                run.append((x, py))
            else:
                if len(run) > 1:
                    runs.append(run)
                run = []
            x += 2.2 * PT_PER_MM
        y += pitch
        row += 1
    return runs


def legend_sample(x: float, y: float, w: float, h: float, color: str) -> list:
    """The key's sample: a small irregular forest patch with a few crowns (x, y: its centre)."""
    ring = []
    for k in range(18):
        a = 2 * math.pi * k / 18
        r = 1 + 0.16 * math.sin(3 * a + 0.7) + 0.08 * math.sin(5 * a)
        ring.append((x + math.cos(a) * w / 2 * r, y + math.sin(a) * h / 2 * r))
    out = [Polygon(tuple(ring), Style(fill=mix(color, PAPER, 0.58), stroke=mix(color, "#000000", 0.25), width=0.5))]
    for dx, dy in ((-0.22, -0.1), (0.18, -0.15), (0.0, 0.2)):
        out.append(Circle(x + dx * w, y + dy * h, 0.75 * PT_PER_MM, Style(fill=mix(color, PAPER, 0.38))))
    return out
