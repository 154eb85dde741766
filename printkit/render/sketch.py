"""Sketch backend: a page as a small vector miniature (the kit page's thumbnails), in milliseconds.

The miniature is drawn in pixels of its own size (at most `size` px on its longer side): every shape at that
scale, numbers to a tenth of a pixel, shapes too small to see left out, and each line of text too small to
read "greeked" as a bar of its width and colour (its place on the page shows); text large enough to read
stays text. No rasteriser, no read-back markers: this is a picture of the page, not a page.
"""

from __future__ import annotations

import math
from functools import lru_cache

from printkit.layout import scene as s

MIN_PX = 0.4  # a shape smaller than this either way is not drawn
MIN_STROKE = 0.15  # px: thinner strokes are drawn this thin (a hairline, not nothing)
READABLE = 7.0  # px: text at least this large is written as text, smaller text as a bar
FAMILY = {"DejaVuSans-Bold": ' font-weight="bold"'}


def render_page(page: s.Page, size: float = 220) -> bytes:
    """The page as an SVG miniature whose longer side is `size` px."""
    k = size / max(page.width, page.height)
    w, h = _n(page.width * k), _n(page.height * k)
    out: list[str] = []
    _Sketch(out, k).items(page.items, 0.0, 0.0, k)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            f'<rect width="{w}" height="{h}" fill="#ffffff"/>' + "".join(out) + "</svg>\n").encode("utf-8")


def _n(v: float) -> str:
    """A number to a tenth of a pixel, as short as it goes ('12', '3.5', '-0.2')."""
    text = f"{v:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def _escape(text: str) -> str:
    """Character data or an attribute value, escaped for XML."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


@lru_cache(maxsize=4096)
def _paint(st: s.Style, k: float, closed: bool = True) -> str:
    """The style as SVG attributes at scale k (shared by every shape with that style)."""
    fill = st.fill if (st.fill and closed) else "none"
    parts = [f' fill="{fill}"']
    if st.stroke:
        parts.append(f' stroke="{st.stroke}" stroke-width="{max(st.width * k, MIN_STROKE):.2f}"')
        if st.dash:
            parts.append(' stroke-dasharray="' + " ".join(_n(max(d * k, 0.1)) for d in st.dash) + '"')
    if st.opacity != 1.0:
        parts.append(f' opacity="{st.opacity:.2f}"')
    return "".join(parts)


def _visible(st: s.Style, closed: bool = True) -> bool:
    return bool((st.fill and closed) or st.stroke)


class _Sketch:
    """Scene items in page pixels: each shape is transformed here (no SVG transforms but clips)."""

    def __init__(self, out: list[str], k0: float):
        self.out = out
        self.clips = 0
        self.draw = {s.Rect: self.Rect, s.Line: self.Line, s.Polygon: self.Polygon, s.Circle: self.Circle,
                     s.Ellipse: self.Ellipse, s.Text: self.Text, s.Marker: None, s.Group: self.Group}

    def items(self, items, dx: float, dy: float, k: float) -> None:
        draw = self.draw
        for item in items:
            fn = draw[item.__class__]
            if fn is not None:
                fn(item, dx, dy, k)

    def Rect(self, r: s.Rect, dx, dy, k) -> None:
        w, h = r.w * k, r.h * k
        if (w < MIN_PX and h < MIN_PX) or not _visible(r.style):
            return
        self.out.append(f'<rect x="{_n(r.x * k + dx)}" y="{_n(r.y * k + dy)}" width="{_n(w)}" height="{_n(h)}"'
                        f'{_paint(r.style, k)}/>')

    def Line(self, ln: s.Line, dx, dy, k) -> None:
        if abs(ln.x2 - ln.x1) * k < MIN_PX and abs(ln.y2 - ln.y1) * k < MIN_PX or not ln.style.stroke:
            return
        self.out.append(f'<line x1="{_n(ln.x1 * k + dx)}" y1="{_n(ln.y1 * k + dy)}" x2="{_n(ln.x2 * k + dx)}" '
                        f'y2="{_n(ln.y2 * k + dy)}"{_paint(ln.style, k, False)}/>')

    def Polygon(self, pg: s.Polygon, dx, dy, k) -> None:
        if not _visible(pg.style, pg.closed):
            return
        xs = [x for x, _ in pg.points]
        ys = [y for _, y in pg.points]
        if (max(xs) - min(xs)) * k < MIN_PX and (max(ys) - min(ys)) * k < MIN_PX:
            return
        points, last = [], None
        for x, y in pg.points:
            p = f"{_n(x * k + dx)},{_n(y * k + dy)}"
            if p != last:
                points.append(p)
                last = p
        tag = "polygon" if pg.closed else "polyline"
        self.out.append(f'<{tag} points="{" ".join(points)}"{_paint(pg.style, k, pg.closed)}/>')

    def Circle(self, c: s.Circle, dx, dy, k) -> None:
        if c.r * k < MIN_PX / 2 or not _visible(c.style):
            return
        self.out.append(f'<circle cx="{_n(c.cx * k + dx)}" cy="{_n(c.cy * k + dy)}" r="{_n(c.r * k)}"'
                        f'{_paint(c.style, k)}/>')

    def Ellipse(self, e: s.Ellipse, dx, dy, k) -> None:
        if (e.rx * k < MIN_PX / 2 and e.ry * k < MIN_PX / 2) or not _visible(e.style):
            return
        self.out.append(f'<ellipse cx="{_n(e.cx * k + dx)}" cy="{_n(e.cy * k + dy)}" rx="{_n(e.rx * k)}" '
                        f'ry="{_n(e.ry * k)}"{_paint(e.style, k)}/>')

    def Text(self, t: s.Text, dx, dy, k) -> None:
        """The text if it can be read at this size, else a bar where the line of text is: its width, the height
        of its lower-case letters, its colour."""
        from printkit.fonts import width

        tall = t.size * 0.55 * k
        if tall < MIN_PX or not t.text.strip():
            return
        if t.size * k >= READABLE:
            self._words(t, dx, dy, k)
            return
        wide = width(t.text, t.size, t.font) * k
        start = {"start": 0.0, "middle": -wide / 2, "end": -wide}.get(t.anchor, 0.0)
        x, y = t.x * k + dx, t.y * k + dy
        if not t.angle:
            self.out.append(f'<rect x="{_n(x + start)}" y="{_n(y - tall)}" width="{_n(wide)}" height="{_n(tall)}" '
                            f'fill="{t.fill}" opacity="0.55"/>')
            return
        a = math.radians(t.angle)  # counter-clockwise as seen: along (cos, -sin), up (-sin, -cos)
        ux, uy, vx, vy = math.cos(a), -math.sin(a), -math.sin(a), -math.cos(a)
        x0, y0 = x + start * ux, y + start * uy
        corners = ((x0, y0), (x0 + wide * ux, y0 + wide * uy), (x0 + wide * ux + tall * vx, y0 + wide * uy + tall * vy),
                   (x0 + tall * vx, y0 + tall * vy))
        self.out.append('<polygon points="' + " ".join(f"{_n(px)},{_n(py)}" for px, py in corners) +
                        f'" fill="{t.fill}" opacity="0.55"/>')

    def _words(self, t: s.Text, dx, dy, k) -> None:
        x, y = _n(t.x * k + dx), _n(t.y * k + dy)
        turn = f' transform="rotate({_n(-t.angle)} {x} {y})"' if t.angle else ""
        anchor = f' text-anchor="{t.anchor}"' if t.anchor != "start" else ""
        self.out.append(f'<text x="{x}" y="{y}" font-family="DejaVu Sans" font-size="{_n(t.size * k)}"'
                        f'{FAMILY.get(t.font, "")}{anchor} fill="{_escape(t.fill)}"{turn}>{_escape(t.text)}</text>')

    def Group(self, g: s.Group, dx, dy, k) -> None:
        if g.clip:
            x, y, w, h = g.clip
            self.clips += 1
            self.out.append(f'<clipPath id="c{self.clips}"><rect x="{_n(x * k + dx)}" y="{_n(y * k + dy)}" '
                            f'width="{_n(w * k)}" height="{_n(h * k)}"/></clipPath><g clip-path="url(#c{self.clips})">')
        self.items(g.items, dx + g.dx * k, dy + g.dy * k, k * g.scale)
        if g.clip:
            self.out.append("</g>")
