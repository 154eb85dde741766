"""Leave out what a clip rectangle hides: a tile of a big map draws only the items that reach into it
(the PDF is smaller and faster to write; what is drawn is the same). Bounds are generous; markers,
rotated text and anything unknown are always kept."""

from __future__ import annotations

from printkit.layout.scene import Circle, Ellipse, Group, Line, Polygon, Rect, Text

Box = tuple[float, float, float, float]  # x0, y0, x1, y1


def _bounds(item) -> Box | None:
    """A box that surely holds what the item paints, or None (keep it)."""
    if isinstance(item, Rect):
        m = item.style.width if item.style.stroke else 0.0
        return (item.x - m, item.y - m, item.x + item.w + m, item.y + item.h + m)
    if isinstance(item, Line):
        m = item.style.width + 1
        return (min(item.x1, item.x2) - m, min(item.y1, item.y2) - m, max(item.x1, item.x2) + m, max(item.y1, item.y2) + m)
    if isinstance(item, Polygon):
        if not item.points:
            return None
        m = (item.style.width if item.style.stroke else 0.0) + 1
        xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
        return (min(xs) - m, min(ys) - m, max(xs) + m, max(ys) + m)
    if isinstance(item, (Circle, Ellipse)):
        rx, ry = (item.r, item.r) if isinstance(item, Circle) else (item.rx, item.ry)
        m = item.style.width + 1
        return (item.cx - rx - m, item.cy - ry - m, item.cx + rx + m, item.cy + ry + m)
    if isinstance(item, Text) and not item.angle:
        w = (len(item.text) + 1) * item.size  # wider than any glyph run of this many characters
        return (item.x - w, item.y - 1.5 * item.size, item.x + w, item.y + item.size)
    return None


def visible(items, rect: Box) -> list:
    """The items that may show inside rect (x, y, w, h, in the items' coordinates); groups are culled
    inside, in their own coordinates."""
    x, y, w, h = rect
    out = []
    for item in items:
        if isinstance(item, Group):
            if item.clip is None and item.scale:
                k = item.scale
                inner = ((x - item.dx) / k, (y - item.dy) / k, w / k, h / k)
                kids = visible(item.items, inner)
                if kids:
                    out.append(Group(tuple(kids), item.dx, item.dy, item.clip, item.scale))
            else:
                out.append(item)
            continue
        b = _bounds(item)
        if b is None or (b[2] >= x and b[0] <= x + w and b[3] >= y and b[1] <= y + h):
            out.append(item)
    return out
