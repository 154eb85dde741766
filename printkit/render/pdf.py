"""PDF backend: reportlab canvas, deterministic (invariant), exact sizes in points."""

from __future__ import annotations

import hashlib
import io
import re

from reportlab.pdfgen import canvas as rl_canvas

from printkit import __version__
from printkit.fonts import registered, width
from printkit.layout import scene as s
from printkit.render.colors import rgb
from printkit.units import PT_PER_MM

MIN_LINE = 0.1 * PT_PER_MM  # print shops drop thinner lines; scaled-down drawings keep at least this


def render(doc: s.Document) -> bytes:
    buf = io.BytesIO()
    first = doc.pages[0]
    # the initial font is reportlab's Helvetica unless named: it would sit unembedded in every page
    c = rl_canvas.Canvas(buf, pagesize=(first.width, first.height), invariant=1, pageCompression=1,
                         initialFontName=registered("DejaVuSans"), initialFontSize=9)
    c.setTitle(doc.title)
    c.setAuthor("printkit")
    c.setCreator(f"printkit {__version__}")
    c.setSubject(doc.title)
    for page in doc.pages:
        c.setPageSize((page.width, page.height))
        trim = _pdf_box(page, page.trim)
        c.setTrimBox(trim)
        c.setBleedBox(_pdf_box(page, page.bleed) if page.bleed else trim)
        _Painter(c, page.height).items(page.items)
        c.showPage()
    c.save()
    return unique_subset_tags(buf.getvalue())


def _pdf_box(page: s.Page, box) -> tuple[float, float, float, float]:
    """A scene box (x, y, w, h; y down) as PDF x0, y0, x1, y1 (y up); None is the whole page."""
    if box is None:
        return (0.0, 0.0, page.width, page.height)
    x, y, w, h = box
    return (round(x, 3), round(page.height - y - h, 3), round(x + w, 3), round(page.height - y, 3))


_SUBSET = re.compile(rb"/([A-Z]{6})\+([A-Za-z0-9-]+)")


def unique_subset_tags(pdf: bytes) -> bytes:
    """reportlab tags the first subset of every font AAAAAA; give each font subset a tag of its own.

    The tag is derived from the font name and its old tag (deterministic), and has the same length,
    so every byte offset of the file stays valid."""
    pairs = sorted(set(_SUBSET.findall(pdf)))
    if len({tag for tag, _ in pairs}) == len(pairs):
        return pdf
    new, used = {}, set()
    for tag, name in pairs:
        seed = tag + b"+" + name
        while True:
            digest = hashlib.sha256(seed).digest()
            cand = bytes(65 + b % 26 for b in digest[:6])
            if cand not in used:
                break
            seed += b"'"
        used.add(cand)
        new[tag + b"+" + name] = cand + b"+" + name
    def retag(part: bytes) -> bytes:
        return _SUBSET.sub(lambda m: b"/" + new.get(m.group(0)[1:], m.group(0)[1:]), part)

    # outside streams only: compressed stream bytes can look like a tag by chance, and must stay as they are
    pieces = _STREAM.split(pdf)
    return b"".join(piece if i % 2 else retag(piece) for i, piece in enumerate(pieces))


_STREAM = re.compile(rb"(stream\r?\n.*?endstream)", re.S)


def render_page(page: s.Page) -> bytes:
    return render(s.Document(page.name, [page]))


class _Painter:
    def __init__(self, c, height: float):
        self.c = c
        self.h = height
        self.dy = 0.0  # accumulated group offset (scene y-down)
        self.dx = 0.0
        self.k = 1.0  # accumulated group scale
        self.state = (None, None, None, None, None)  # fill, stroke, line width, dash, font set on the canvas

    def Y(self, y: float) -> float:
        return self.h - (y * self.k + self.dy)

    def X(self, x: float) -> float:
        return x * self.k + self.dx

    def items(self, items) -> None:
        for item in items:
            getattr(self, type(item).__name__)(item)

    def _paint(self, st: s.Style) -> tuple[int, int]:
        """Set the paint of a shape, skipping operators that would repeat the current state."""
        c = self.c
        fill, stroke, lw, dash, font = self.state
        if st.fill and fill != (st.fill, st.opacity):
            c.setFillColorRGB(*rgb(st.fill), alpha=st.opacity)
            fill = (st.fill, st.opacity)
        if st.stroke:
            if stroke != (st.stroke, st.opacity):
                c.setStrokeColorRGB(*rgb(st.stroke), alpha=st.opacity)
                stroke = (st.stroke, st.opacity)
            w = max(st.width * self.k, MIN_LINE)
            if lw != w:
                c.setLineWidth(w)
                lw = w
            d = tuple(v * self.k for v in st.dash) if st.dash else ()
            if dash != d:
                c.setDash(list(d))
                dash = d
        self.state = (fill, stroke, lw, dash, font)
        return (1 if st.stroke else 0), (1 if st.fill else 0)

    def Rect(self, r: s.Rect) -> None:
        stroke, fill = self._paint(r.style)
        if stroke or fill:
            self.c.rect(self.X(r.x), self.Y(r.y + r.h), r.w * self.k, r.h * self.k, stroke=stroke, fill=fill)

    def Line(self, ln: s.Line) -> None:
        self._paint(ln.style)  # sets the stroke alpha too, so no earlier opacity leaks in
        self.c.line(self.X(ln.x1), self.Y(ln.y1), self.X(ln.x2), self.Y(ln.y2))

    def Polygon(self, pg: s.Polygon) -> None:
        stroke, fill = self._paint(pg.style)
        p = self.c.beginPath()
        (x0, y0), *rest = pg.points
        p.moveTo(self.X(x0), self.Y(y0))
        for x, y in rest:
            p.lineTo(self.X(x), self.Y(y))
        if pg.closed:
            p.close()
        self.c.drawPath(p, stroke=stroke, fill=fill if pg.closed else 0)

    def Circle(self, ci: s.Circle) -> None:
        stroke, fill = self._paint(ci.style)
        self.c.circle(self.X(ci.cx), self.Y(ci.cy), ci.r * self.k, stroke=stroke, fill=fill)

    def Ellipse(self, e: s.Ellipse) -> None:
        stroke, fill = self._paint(e.style)
        x, y, rx, ry = self.X(e.cx), self.Y(e.cy), e.rx * self.k, e.ry * self.k
        self.c.ellipse(x - rx, y - ry, x + rx, y + ry, stroke=stroke, fill=fill)

    def Text(self, t: s.Text) -> None:
        c = self.c
        fill, stroke, lw, dash, font = self.state
        if fill != (t.fill, 1.0):
            c.setFillColorRGB(*rgb(t.fill), alpha=1.0)
        size = t.size * self.k
        if font != (t.font, size):
            c.setFont(registered(t.font), size)
        self.state = ((t.fill, 1.0), stroke, lw, dash, (t.font, size))
        x, y = self.X(t.x), self.Y(t.y)
        shift = {"start": 0.0, "middle": width(t.text, size, t.font) / 2,
                 "end": width(t.text, size, t.font)}[t.anchor]
        if t.angle:
            c.saveState()
            c.translate(x, y)
            c.rotate(t.angle)
            c.drawString(-shift, 0, t.text)
            c.restoreState()
        else:
            c.drawString(x - shift, y, t.text)

    def Marker(self, m: s.Marker) -> None:
        self._note(m.x, m.y, m.text)

    def _note(self, x: float, y: float, text: str) -> None:
        """Invisible text for read-back: markers, and the clip rectangles preflight needs (page pt, y down)."""
        m = s.Marker(x, y, text)
        self.c.saveState()  # the text render mode is graphics state: keep it to this marker
        obj = self.c.beginText()
        obj.setTextRenderMode(3)  # invisible: neither filled nor stroked
        obj.setFont(registered("DejaVuSans"), 2)
        obj.setTextOrigin(self.X(m.x), self.Y(m.y))
        obj.textOut(m.text)
        self.c.drawText(obj)
        self.c.restoreState()

    def Group(self, g: s.Group) -> None:
        c = self.c
        c.saveState()
        state = self.state  # restoreState below brings the canvas back to it
        if g.clip:
            x, y, w, h = g.clip
            p = c.beginPath()
            p.rect(self.X(x), self.Y(y + h), w, h)
            c.clipPath(p, stroke=0, fill=0)
            top = self.h - self.Y(y)
            self._note(x, y, f"clip:{self.X(x):.2f},{top:.2f},{self.X(x) + w:.2f},{top + h:.2f}")
        saved = self.dx, self.dy, self.k
        self.dx += g.dx * self.k
        self.dy += g.dy * self.k
        self.k *= g.scale
        self.items(g.items)
        self.dx, self.dy, self.k = saved
        if g.clip:
            self._note(g.clip[0], g.clip[1], "clip:end")
        c.restoreState()
        self.state = state
