"""Map labels: placement (each label tries candidate positions round its anchor and takes the first one clear
of every label already placed, every symbol and every line; greedy, highest priority first) and the
knock-out halo (a paper-coloured outline round the letters, so a line or texture under a label never runs
through it), which every placed label carries."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from printkit.layout.mapframe import PAPER
from printkit.layout.scene import Group, Polygon, Style, Text

Box = tuple[float, float, float, float]  # x0, y0, x1, y1, y down
ASCENT, DESCENT = 0.74, 0.2  # of the font size, a little more than preflight's inked glyph box
CELL = 30.0

# preferred positions round a point symbol, as in cartography: right, above-right, above, left ...
AROUND = ((1, 0), (1, -1), (0, -1), (1, 1), (0, 1), (-1, 0), (-1, -1), (-1, 1))


@dataclass
class Label:
    text: str
    anchor: tuple[float, float]
    size: float
    font: str = "DejaVuSans"
    fill: str = "#1a1a1a"
    priority: float = 0.0
    gap: float = 3.0  # between the symbol's edge and the text
    radius: float = 0.0  # the symbol's half size: candidates start beyond it
    prefer: tuple[tuple[int, int], ...] = AROUND
    halo: str | None = PAPER  # the knock-out halo's colour; None: no halo


@dataclass
class Placer:
    """Obstacles in a grid of cells; labels placed one by one, each becoming an obstacle for the next."""

    bounds: Box
    cells: dict = field(default_factory=dict)
    placed: list = field(default_factory=list)  # (Text, box)

    def block(self, box: Box, hard: bool = False, weight: float = 1.0) -> None:
        """Something a label must keep clear of; hard obstacles (other labels) are never crossed, a soft one
        costs its overlap times its weight."""
        entry = (box, math.inf if hard else weight)
        for key in self._keys(box):
            self.cells.setdefault(key, []).append(entry)

    def block_line(self, points, width: float, weight: float = 1.0) -> None:
        """A line (polyline) as a chain of small boxes along it."""
        half = width / 2 + 0.6
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            n = max(1, int(math.hypot(x1 - x0, y1 - y0) / 4))
            for k in range(n):
                ax, ay = x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n
                bx, by = x0 + (x1 - x0) * (k + 1) / n, y0 + (y1 - y0) * (k + 1) / n
                self.block((min(ax, bx) - half, min(ay, by) - half, max(ax, bx) + half, max(ay, by) + half),
                           weight=weight)

    def _keys(self, box: Box):
        for i in range(int(box[0] // CELL), int(box[2] // CELL) + 1):
            for j in range(int(box[1] // CELL), int(box[3] // CELL) + 1):
                yield i, j

    def crowded(self, box: Box) -> bool:
        """Whether anything already blocked lies under the box."""
        return self._cost(box) > 0

    def _cost(self, box: Box) -> float:
        """Area of soft obstacles the box overlaps; infinite if it meets a hard one or leaves the bounds."""
        b = self.bounds
        if box[0] < b[0] or box[1] < b[1] or box[2] > b[2] or box[3] > b[3]:
            return math.inf
        cost, seen = 0.0, set()
        for key in self._keys(box):
            for entry in self.cells.get(key, ()):
                if id(entry) in seen:
                    continue
                seen.add(id(entry))
                ob, weight = entry
                w = min(box[2], ob[2]) - max(box[0], ob[0])
                h = min(box[3], ob[3]) - max(box[1], ob[1])
                if w > 0 and h > 0:
                    if weight == math.inf:
                        return math.inf
                    cost += w * h * weight
        return cost

    def place(self, label: Label) -> Text:
        """The label at its best candidate position (first clear one; else the least covered one)."""
        from printkit.fonts import width

        w = width(label.text, label.size, label.font)
        asc, desc = ASCENT * label.size, DESCENT * label.size
        best = None
        for ring in range(4):
            reach = label.radius + label.gap + ring * label.size * 0.9
            for dx, dy in label.prefer:
                x, y, anchor = self._spot(label.anchor, dx, dy, reach, w, asc, desc)
                x0 = x if anchor == "start" else x - w / 2 if anchor == "middle" else x - w
                box = (x0 - 0.5, y - asc, x0 + w + 0.5, y + desc)
                cost = self._cost(box)
                if cost == 0:  # the first clear candidate, nearest ring first
                    best = (0.0, x, y, anchor, box)
                    break
                cost += ring * 4 * label.size
                if best is None or cost < best[0]:
                    best = (cost, x, y, anchor, box)
            if best[0] == 0:
                break
        _, x, y, anchor, box = best
        if math.isinf(best[0]):  # nowhere clear of other labels: straight beside the anchor
            x, y, anchor = self._spot(label.anchor, 1, 0, label.radius + label.gap, w, asc, desc)
            box = (x - 0.5, y - asc, x + w + 0.5, y + desc)
        self.block(box, hard=True)
        text = Text(x, y, label.text, label.size, label.font, label.fill, anchor, halo=label.halo)
        self.placed.append((text, box))
        return text

    @staticmethod
    def _spot(at, dx, dy, reach, w, asc, desc):
        """Baseline point and anchor of a label put in direction (dx, dy) from the point `at`."""
        ax, ay = at
        diag = 0.75 if dx and dy else 1.0
        x = ax + dx * reach * diag
        anchor = "start" if dx > 0 else "end" if dx < 0 else "middle"
        if dy < 0:
            y = ay - reach * diag - desc
        elif dy > 0:
            y = ay + reach * diag + asc
        else:
            y = ay + (asc - desc) / 2
        return x, y, anchor


def text_box(text: Text) -> Box:
    """The box a placed-by-hand Text covers (to make it an obstacle)."""
    from printkit.fonts import width

    w = width(text.text, text.size, text.font)
    x0 = text.x if text.anchor == "start" else text.x - w / 2 if text.anchor == "middle" else text.x - w
    return (x0, text.y - ASCENT * text.size, x0 + w, text.y + DESCENT * text.size)


def place_all(placer: Placer, labels: list[Label]) -> list[Text]:
    """Place labels greedily, highest priority first (ties: in the order given)."""
    order = sorted(range(len(labels)), key=lambda i: -labels[i].priority)
    out: dict[int, Text] = {}
    for i in order:
        out[i] = placer.place(labels[i])
    return [out[i] for i in range(len(labels))]


def halo_width(size: float) -> float:
    """How far the knock-out halo reaches past the letters of a label of this size (pt)."""
    return min(1.3, max(0.55, size * 0.12))


def halo_shapes(text: Text) -> list:
    """The knock-out halo of a text: the outline of each of its glyphs filled and stroked wide in the halo colour
    (shapes, so the text itself is set once; each outline closed and its corners eased, so no stroke corner
    spikes; the counters of letters filled with their outer outline)."""
    from printkit.fonts import width

    if not text.halo or not text.text.strip():
        return []
    size, w = text.size, width(text.text, text.size, text.font)
    x0 = {"start": 0.0, "middle": -w / 2, "end": -w}[text.anchor]
    cos = sin = None
    if text.angle:
        a = math.radians(text.angle)
        cos, sin = math.cos(a), math.sin(a)
    style = Style(fill=text.halo, stroke=text.halo, width=2 * halo_width(size))
    out = []
    pen = x0
    tx, ty = text.x, text.y
    for ch in text.text:
        for contour in _halo_outline(ch, text.font):
            if cos is None:
                pts = tuple((round(tx + pen + u * size, 2), round(ty - v * size, 2)) for u, v in contour)
            else:  # counter-clockwise on the page (y down)
                pts = tuple((round(tx + (pen + u * size) * cos - v * size * sin, 2),
                             round(ty - (pen + u * size) * sin - v * size * cos, 2)) for u, v in contour)
            out.append(Polygon(pts, style))
        pen += width(ch, size, text.font)
    if len(text.text.strip()) > 1:  # a band through the letters' bodies: a line under a label never shows between them
        first, last = width(text.text[0], size, text.font), width(text.text[-1], size, text.font)
        u0, u1 = x0 + 0.3 * first, x0 + w - 0.3 * last
        # pointed ends inside the end letters: a knock-out, not a box (preflight takes a rectangle round a text
        # for the box the text must fit in)
        band = [(u0, 0.08 * size), (u1, 0.08 * size), (u1 + 0.2 * last, 0.35 * size), (u1, 0.62 * size),
                (u0, 0.62 * size), (u0 - 0.2 * first, 0.35 * size)]
        if cos is None:
            pts = tuple((round(tx + u, 2), round(ty - v, 2)) for u, v in band)
        else:
            pts = tuple((round(tx + u * cos - v * sin, 2), round(ty - u * sin - v * cos, 2)) for u, v in band)
        out.append(Polygon(pts, style))
    return out


@lru_cache(maxsize=2048)
def _halo_outline(ch: str, font: str) -> tuple:
    """A glyph's contours for a halo (em units, y up): simplified (to a thirtieth of an em), then its corners eased."""
    from printkit.glyphs import outline

    contours = outline(ch, font)
    out = []
    for contour in contours:
        if any(other is not contour and _inside(other, *contour[0]) for other in contours):
            continue  # a counter (the hole of an o): the filled outer outline knocks it out already
        pts = _rounded(_simplified(list(contour), 0.035))
        if len(pts) >= 3:
            out.append(tuple(pts))
    return tuple(out)


def _inside(ring, x: float, y: float) -> bool:
    hit = False
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def _rounded(pts):
    """One round of corner cutting on a closed outline: no corner sharper than the stroke's miter can meet."""
    out = []
    n = len(pts)
    for i in range(n):
        (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % n]
        out += [(0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1), (0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1)]
    return out


def _simplified(pts, tol: float):
    """Douglas-Peucker on a closed outline (split at its first point and the point farthest from it)."""
    if len(pts) < 5:
        return pts
    far = max(range(len(pts)), key=lambda i: (pts[i][0] - pts[0][0]) ** 2 + (pts[i][1] - pts[0][1]) ** 2)
    return _dp(pts[:far + 1], tol)[:-1] + _dp(pts[far:] + pts[:1], tol)[:-1]


def _dp(pts, tol: float):
    (ax, ay), (bx, by) = pts[0], pts[-1]
    dx, dy = bx - ax, by - ay
    norm = math.hypot(dx, dy) or 1e-9
    best, k = 0.0, 0
    for i in range(1, len(pts) - 1):
        d = abs((pts[i][0] - ax) * dy - (pts[i][1] - ay) * dx) / norm
        if d > best:
            best, k = d, i
    if best <= tol:
        return [pts[0], pts[-1]]
    return _dp(pts[:k + 1], tol)[:-1] + _dp(pts[k:], tol)


def knock_out(items) -> list:
    """The items with each haloed text's halo drawn under it: in every list (and group), all the halos go in
    just before the first haloed text, so no label's halo covers another label's letters."""
    out, halos, first = [], [], None
    for item in items:
        if isinstance(item, Group):
            inner = knock_out(item.items)
            out.append(item if len(inner) == len(item.items) else Group(tuple(inner), item.dx, item.dy, item.clip,
                                                                        item.scale))
            continue
        if isinstance(item, Text) and item.halo:
            if first is None:
                first = len(out)
            halos += halo_shapes(item)
        out.append(item)
    if first is not None:
        out[first:first] = halos
    return out
