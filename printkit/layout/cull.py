"""Culling: the items of a drawing that can show inside a window (a map tile's clip), so a tile page carries
its part of the map instead of the whole map clipped away. Bounds are conservative (stroke width and the
glyphs' full height included), so an item that reaches into the window by any amount is kept."""

from __future__ import annotations

from printkit.layout import scene as s

_ALL = (float("-inf"), float("-inf"), float("inf"), float("inf"))


class Culler:
    """A drawing with every item's bounds measured once, to be cut to many windows."""

    def __init__(self, items):
        self.entries = [_entry(item) for item in items]

    def visible(self, window: tuple[float, float, float, float]) -> tuple:
        """The items whose bounds meet the window (x0, y0, x1, y1), in drawing order."""
        return _visible(self.entries, window)


def _visible(entries, window) -> tuple:
    wx0, wy0, wx1, wy1 = window
    out = []
    for item, (x0, y0, x1, y1), children in entries:
        if x1 < wx0 or x0 > wx1 or y1 < wy0 or y0 > wy1:
            continue
        if children is not None:  # a group: cut its own items to the window seen in its coordinates
            k = item.scale or 1.0
            inner = _visible(children, ((wx0 - item.dx) / k, (wy0 - item.dy) / k,
                                        (wx1 - item.dx) / k, (wy1 - item.dy) / k))
            if not inner:
                continue
            if len(inner) != len(item.items):
                item = s.Group(inner, item.dx, item.dy, item.clip, item.scale)
        out.append(item)
    return tuple(out)


def _entry(item):
    if isinstance(item, s.Group):
        children = [_entry(i) for i in item.items]
        k = item.scale or 1.0
        boxes = [b for _, b, _ in children]
        if not boxes:
            return item, (0.0, 0.0, -1.0, -1.0), children
        box = (min(b[0] for b in boxes) * k + item.dx, min(b[1] for b in boxes) * k + item.dy,
               max(b[2] for b in boxes) * k + item.dx, max(b[3] for b in boxes) * k + item.dy)
        if item.clip:
            cx, cy, cw, ch = item.clip
            box = (max(box[0], cx), max(box[1], cy), min(box[2], cx + cw), min(box[3], cy + ch))
        return item, box, children
    return item, bounds(item), None


def bounds(item) -> tuple[float, float, float, float]:
    """A box (x0, y0, x1, y1) that holds everything the item paints (infinite for unknown kinds)."""
    if isinstance(item, s.Rect):
        p = item.style.width
        return item.x - p, item.y - p, item.x + item.w + p, item.y + item.h + p
    if isinstance(item, s.Line):
        p = item.style.width
        return (min(item.x1, item.x2) - p, min(item.y1, item.y2) - p,
                max(item.x1, item.x2) + p, max(item.y1, item.y2) + p)
    if isinstance(item, s.Polygon):
        if not item.points:
            return _ALL
        p = item.style.width
        xs = [pt[0] for pt in item.points]
        ys = [pt[1] for pt in item.points]
        return min(xs) - p, min(ys) - p, max(xs) + p, max(ys) + p
    if isinstance(item, s.Circle):
        r = item.r + item.style.width
        return item.cx - r, item.cy - r, item.cx + r, item.cy + r
    if isinstance(item, s.Ellipse):
        p = item.style.width
        return item.cx - item.rx - p, item.cy - item.ry - p, item.cx + item.rx + p, item.cy + item.ry + p
    if isinstance(item, s.Text):
        return _text_bounds(item)
    if isinstance(item, s.Marker):
        return item.x - 1, item.y - 3, item.x + 2 * len(item.text) + 1, item.y + 1  # 2 pt text
    return _ALL


def _text_bounds(t: s.Text) -> tuple[float, float, float, float]:
    from printkit.fonts import width

    w = width(t.text, t.size, t.font)
    pad = t.size * 0.3
    if t.angle:
        r = w + t.size + pad
        return t.x - r, t.y - r, t.x + r, t.y + r
    x0 = t.x - {"start": 0.0, "middle": w / 2, "end": w}[t.anchor]
    return x0 - pad, t.y - t.size * 1.2 - pad, x0 + w + pad, t.y + t.size * 0.4 + pad


def visible(items, rect: tuple[float, float, float, float]) -> list:
    """The items that may show inside rect (x, y, w, h, in the items' coordinates), for a single window."""
    x, y, w, h = rect
    return list(Culler(items).visible((x, y, x + w, y + h)))
