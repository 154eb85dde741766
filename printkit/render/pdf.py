"""PDF backend: reportlab canvas, deterministic (invariant), exact sizes in points."""

from __future__ import annotations

import hashlib
import io
import re
import zlib
from functools import lru_cache
from typing import NamedTuple

from printkit import lazy_pillow  # noqa: F401,I001 - before reportlab (which imports PIL.Image)
from reportlab import rl_config
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase.pdfdoc import PDFZCompress
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfgen import canvas as rl_canvas

from printkit import __version__
from printkit.fonts import registered, width
from printkit.layout import scene as s
from printkit.colors import rgb
from printkit.units import PT_PER_MM

MIN_LINE = 0.1 * PT_PER_MM  # print shops drop thinner lines; scaled-down drawings keep at least this


def render(doc: s.Document, programs: dict | None = None, flate: dict | None = None, press: str | None = None) -> bytes:
    """The document as PDF bytes; with `press` (a standard of printkit.render.pdfx, "PDF/X-4" ...), a PDF/X
    file: every colour as the CMYK of printkit.cmyk, with the output intent.

    `programs`, a dict the caller keeps for several documents of one build (a kit's component files and the
    whole-kit file share their pages), holds each page's painted operators once: a page met again is
    replayed, its text encoded afresh in this document's font subsets. The bytes are those of painting it.

    Page streams are Flate-compressed only, not ASCII85-wrapped as well (reportlab's default, restored after):
    a quarter smaller, and a reader (preflight, verify, a print shop's RIP) decodes them without that pass.
    They are compressed at zlib level 3, not 6 (a third of the time, a tenth larger); `flate`, a dict the caller
    keeps like `programs`, holds each distinct stream compressed once (a whole-kit file repeats its components'
    pages)."""
    a85, rl_config.useA85 = rl_config.useA85, 0
    memo = {} if flate is None else flate
    PDFZCompress.encode = lambda text: _flate(text, memo)  # the instance's method, for this document only
    try:
        return _render(doc, programs, press)
    finally:
        rl_config.useA85 = a85
        del PDFZCompress.encode


def _flate(text, memo: dict) -> bytes:
    """Flate-compressed stream bytes, each distinct stream compressed once per build."""
    data = text.encode("utf8") if isinstance(text, str) else text
    packed = memo.get(data)
    if packed is None:
        packed = memo[data] = zlib.compress(data, 3)
    return packed


def _render(doc: s.Document, programs: dict | None, press: str | None = None) -> bytes:
    buf = io.BytesIO()
    first = doc.pages[0]
    base = _base_font(doc)
    # the initial font is reportlab's Helvetica unless named: it would sit unembedded in every page
    c = rl_canvas.Canvas(buf, pagesize=(first.width, first.height), invariant=1, pageCompression=1,
                         initialFontName=registered(base), initialFontSize=9)
    if press:
        from printkit.render import pdfx

        pdfx.begin(c, press)
    c.setTitle(doc.title)
    c.setAuthor("printkit")
    c.setCreator(f"printkit {__version__}")
    c.setSubject(doc.title)
    for page in doc.pages:
        c.setPageSize((page.width, page.height))
        trim = _pdf_box(page, page.trim)
        c.setTrimBox(trim)
        c.setBleedBox(_pdf_box(page, page.bleed) if page.bleed else trim)
        program = programs.get(id(page)) if programs is not None else None
        if program is None or program[0] is not page or program[4] != (base, press):
            program = _paint_page(c, page, base, press)
            if programs is not None:
                programs[id(page)] = program
        _play(c, program)
        c.showPage()
    if press:
        pdfx.end(c, press, doc.title)
    c.save()
    return unique_subset_tags(buf.getvalue())


def _base_font(doc: s.Document) -> str:
    """The face of the canvas's initial font and of the invisible markers: the regular face, unless the
    document shows no text in it but does in another (then that one, so no unused font is loaded)."""
    other = None
    stack = [page.items for page in doc.pages]
    while stack:
        for item in stack.pop():
            if item.__class__ is s.Text:
                if item.font == "DejaVuSans":
                    return item.font
                other = other or item.font
            elif item.__class__ is s.Group:
                stack.append(item.items)
    return other or "DejaVuSans"


def _paint_page(c, page: s.Page, base: str, press: str | None = None) -> tuple:
    """Paint a page into a program: (page, its operators with text left unencoded, ExtGStates, transparency,
    (the marker face, the press)). A press whose standard allows no transparency refuses a page with some."""
    painter = _Painter(c, page.height, base, _cmyk_operator) if press else _Painter(c, page.height, base)
    painter.items(page.items)
    code, c._code = c._code, []
    if press and painter.see_through:
        from printkit.render.pdfx import TRANSPARENCY

        if not TRANSPARENCY[press]:
            from printkit.errors import PrintkitError

            raise PrintkitError(f"page '{page.name}' is partly transparent, which {press} does not allow")
    return page, code, dict(c._extgstate._c), painter.transparent, (base, press)


def _play(c, program: tuple) -> None:
    """Append a page program to the canvas's page: text in this document's subsets, its ExtGStates."""
    _, code, states, transparent, _ = program
    doc = c._doc
    memo = doc.__dict__.setdefault("_printkit_shown", {})  # a text's bytes in this document's font subsets
    c._code.extend([op if op.__class__ is str else op.shown(doc, memo) for op in code])
    c._extgstate._c.update(states)
    if transparent:
        doc.ensureMinPdfVersion("transparency")


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
    """Paints scene items onto a reportlab canvas.

    The hot operators (paint state, rectangles, lines, polygons, unrotated text and markers) are appended
    to the canvas's page code directly, as exactly the strings reportlab's own methods produce (the same
    fp_str numbers, the same subset encoding), without the per-call objects and checks of those methods:
    the PDF bytes are unchanged. Rarer items (circles, ellipses, rotated text, groups) go through the
    canvas API."""

    def __init__(self, c, height: float, marker_font: str = "DejaVuSans", operator=None):
        self.c = c
        self.op = operator or _operator  # a colour's operator: RGB, or a press's CMYK
        self.marker_font = marker_font
        self.code = c._code
        self.doc = c._doc
        self.h = height
        self.dy = 0.0  # accumulated group offset (scene y-down)
        self.dx = 0.0
        self.k = 1.0  # accumulated group scale
        self.state = (None, None, None, None, None)  # fill, stroke, line width, dash, font set on the canvas
        self.transparent = False  # an opacity was set: the document needs PDF 1.4
        self.see_through = False  # an opacity below 1 was set
        self.draw = {s.Rect: self.Rect, s.Line: self.Line, s.Polygon: self.Polygon, s.Circle: self.Circle,
                     s.Ellipse: self.Ellipse, s.Text: self.Text, s.Marker: self.Marker, s.Group: self.Group}

    def Y(self, y: float) -> float:
        return self.h - (y * self.k + self.dy)

    def X(self, x: float) -> float:
        return x * self.k + self.dx

    def items(self, items) -> None:
        draw = self.draw
        for item in items:
            draw[type(item)](item)

    def _alpha(self, key: str, opacity: float) -> None:
        """canvas.setFillAlpha / setStrokeAlpha: the ExtGState operator only when the value changes."""
        if not (isinstance(opacity, (float, int)) and 0 <= opacity <= 1):
            raise ValueError(f"opacity {opacity!r} is not within 0..1")
        self.transparent = True
        self.see_through = self.see_through or opacity < 1
        gs = self.c._extgstate
        if gs._d.get(key, 1) != opacity:  # ExtGState.set writes nothing for the value in force (ca, CA: 1 at first)
            gs.set(self.c, key, opacity)

    def _fill(self, color: str, opacity: float) -> None:
        """canvas.setFillColorRGB(*rgb(color), alpha=opacity)."""
        self.code.append(self.op(color, "rg"))
        self._alpha("ca", opacity)

    def _paint(self, st: s.Style) -> tuple[int, int]:
        """Set the paint of a shape, skipping operators that would repeat the current state."""
        fill, stroke, lw, dash, font = self.state
        if st.fill and fill != (st.fill, st.opacity):
            self._fill(st.fill, st.opacity)
            fill = (st.fill, st.opacity)
        if st.stroke:
            if stroke != (st.stroke, st.opacity):
                self.code.append(self.op(st.stroke, "RG"))
                self._alpha("CA", st.opacity)
                stroke = (st.stroke, st.opacity)
            w = max(st.width * self.k, MIN_LINE)
            if lw != w:
                self.code.append(f"{fp_str(w)} w")  # canvas.setLineWidth
                lw = w
            d = tuple(v * self.k for v in st.dash) if st.dash else ()
            if dash != d:
                self.c.setDash(list(d))
                dash = d
        self.state = (fill, stroke, lw, dash, font)
        return (1 if st.stroke else 0), (1 if st.fill else 0)

    def Rect(self, r: s.Rect) -> None:
        stroke, fill = self._paint(r.style)
        if stroke or fill:  # canvas.rect
            k = self.k
            self.code.append(f"n {fp_str(r.x * k + self.dx, self.h - ((r.y + r.h) * k + self.dy), r.w * k, r.h * k)} re "
                             + _PATH_OPS[stroke, fill])

    def Line(self, ln: s.Line) -> None:
        self._paint(ln.style)  # sets the stroke alpha too, so no earlier opacity leaks in
        k, dx, dy, h = self.k, self.dx, self.dy, self.h  # canvas.line
        if ln.style.round:
            self.code.extend(ROUND)
        self.code.append(f"n {fp_str(ln.x1 * k + dx, h - (ln.y1 * k + dy))} m "
                         f"{fp_str(ln.x2 * k + dx, h - (ln.y2 * k + dy))} l S")
        if ln.style.round:
            self.code.extend(MITRE)

    def Polygon(self, pg: s.Polygon) -> None:
        stroke, fill = self._paint(pg.style)
        k, dx, dy, h = self.k, self.dx, self.dy, self.h  # canvas.beginPath, moveTo, lineTo, close, drawPath
        (x0, y0), *rest = pg.points
        parts = ["n", f"{fp_str(x0 * k + dx, h - (y0 * k + dy))} m"]
        parts.extend([f"{fp_str(x * k + dx, h - (y * k + dy))} l" for x, y in rest])
        if pg.closed:
            parts.append("h")
        if pg.style.round:
            self.code.extend(ROUND)
        self.code.append(" ".join(parts))
        self.code.append(_PATH_OPS[stroke, fill if pg.closed else 0])
        if pg.style.round:
            self.code.extend(MITRE)

    def Circle(self, ci: s.Circle) -> None:
        stroke, fill = self._paint(ci.style)
        x, y, r = self.X(ci.cx), self.Y(ci.cy), ci.r * self.k  # canvas.circle: an ellipse
        self.code.extend(ellipse_operators(x - r, y - r, x + r, y + r))
        self.code.append(_PATH_OPS[stroke, fill])

    def Ellipse(self, e: s.Ellipse) -> None:
        stroke, fill = self._paint(e.style)
        x, y, rx, ry = self.X(e.cx), self.Y(e.cy), e.rx * self.k, e.ry * self.k
        self.code.extend(ellipse_operators(x - rx, y - ry, x + rx, y + ry))  # canvas.ellipse
        self.code.append(_PATH_OPS[stroke, fill])

    def Text(self, t: s.Text) -> None:
        c = self.c
        fill, stroke, lw, dash, font = self.state
        if fill != (t.fill, 1.0):
            self._fill(t.fill, 1.0)
        size = t.size * self.k
        if font != (t.font, size):  # canvas.setFont of a TrueType font only records it
            c._fontname, c._fontsize, c._leading = registered(t.font), size, size * 1.2
        self.state = ((t.fill, 1.0), stroke, lw, dash, (t.font, size))
        x, y = self.X(t.x), self.Y(t.y)
        shift = 0.0 if t.anchor == "start" else width(t.text, size, t.font)
        if t.anchor == "middle":
            shift /= 2
        if t.angle:
            c.saveState()
            c.translate(x, y)
            c.rotate(t.angle)
            x, y = -shift, 0  # canvas.drawString(-shift, 0, text) in the turned frame
            shift = 0.0
        # canvas.drawString: a text object of one line
        self.code.append(_Shown(f"BT 1 0 0 1 {fp_str(x - shift, y)} Tm ", c._fontname, size, c._leading, t.text, " T* ET"))
        if t.angle:
            c.restoreState()

    def Marker(self, m: s.Marker) -> None:
        self._note(m.x, m.y, m.text)

    def _note(self, x: float, y: float, text: str) -> None:
        """A read-back note: markers, and the clip rectangles preflight needs (page pt, y down).

        A marked-content point (`/PKMark <</T <utf-8 hex>>> DP`) at the note's place (a `cm` inside q/Q): it
        is no text, so a player who copies or searches a page never meets it (pdftotext shows game text
        only), and verify reads it back from the content stream (printkit.verify.pdfscan)."""
        self.code.extend(mark_operators(self.X(x), self.Y(y), text))

    def Group(self, g: s.Group) -> None:
        c = self.c
        c.saveState()
        state = self.state  # restoreState below brings the canvas back to it
        if g.clip:  # given in the coordinates outside the group: scaled by the groups round it
            x, y, w, h = g.clip
            w, h = w * self.k, h * self.k
            p = c.beginPath()
            p.rect(self.X(x), self.Y(y) - h, w, h)
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


class _Shown(NamedTuple):
    """A text-showing operator whose string bytes depend on the document (its font subsets)."""

    head: str
    font: str
    size: float
    leading: float
    text: str
    tail: str

    def shown(self, doc, memo: dict) -> str:
        """head, the text as PDFTextObject._formatText writes a TrueType font's text in doc's subsets, tail.

        `memo` is the document's: a text met again is written as the first time (its characters' codes in
        the document's subsets are fixed once given)."""
        key = (self.font, self.size, self.leading, self.text)
        middle = memo.get(key)
        if middle is None:
            font = getFont(self.font)
            parts, current = [], -1
            for subset, chunk in font.splitString(self.text, doc):
                if subset != current:
                    parts.append(f"{font.getSubsetInternalName(subset, doc)} {fp_str(self.size)} Tf "
                                 f"{fp_str(self.leading)} TL")
                    current = subset
                parts.append(f"({escapePDF(chunk)}) Tj")
            middle = memo[key] = " ".join(parts)
        return self.head + middle + self.tail


MARK_TAG = "PKMark"  # the marked-content tag of a read-back note


def mark_operators(x: float, y: float, text: str) -> tuple[str, ...]:
    """The content-stream lines of a read-back note at (x, y) (PDF user space, y up): what canvas.saveState,
    canvas.translate, the marked-content point and canvas.restoreState write."""
    return "q", f"{fp_str(1, 0, 0, 1, x, y)} cm", f"/{MARK_TAG} <</T <{text.encode('utf-8').hex()}>>> DP", "Q"


def ellipse_operators(x1: float, y1: float, x2: float, y2: float) -> list[str]:
    """The path canvas.ellipse(x1, y1, x2, y2) writes, before its paint operator: PDFPathObject.ellipse, i.e.
    pdfgeom.bezierArc(x1, y1, x1 + (x2 - x1), y1 + (y2 - y1), 0, 360) as four quarter-arc curves, with the
    same arithmetic in the same order (the angles' sines and cosines taken once): the same numbers, bytes."""
    w, h = x2 - x1, y2 - y1
    ax1, ay1, ax2, ay2 = x1, y1, x1 + w, y1 + h
    ax1, ay1, ax2, ay2 = min(ax1, ax2), max(ay1, ay2), max(ax1, ax2), min(ay1, ay2)
    xc, yc = (ax1 + ax2) / 2., (ay1 + ay2) / 2.
    rx, ry = (ax2 - ax1) / 2., (ay2 - ay1) / 2.
    out = ["n", f"{fp_str(xc + rx * _ARC[0][0], yc - ry * _ARC[0][1])} m"]
    for c0x, c0y, c1x, c1y, ex, ey in _ARC[1:]:
        out.append(f"{fp_str(xc + rx * c0x, yc - ry * c0y, xc + rx * c1x, yc - ry * c1y, xc + rx * ex, yc - ry * ey)} c")
    return out


def _quarter_arcs() -> tuple:
    """bezierArc's factors for a whole ellipse (startAng 0, extent 360: four fragments of 90 degrees): the
    start point's, then per fragment its two control points' and its end point's (cos-like, sin-like)."""
    from math import cos, pi, sin

    frag = float(360) / 4
    half = frag * pi / 360.
    kappa = abs(4. / 3. * (1. - cos(half)) / sin(half))
    theta = [(0 + i * frag) * pi / 180. for i in range(5)]
    arcs = [(cos(theta[0]), sin(theta[0]))]
    for i in range(4):
        t0, t1 = theta[i], theta[i + 1]
        arcs.append((cos(t0) - kappa * sin(t0), sin(t0) + kappa * cos(t0),
                     cos(t1) + kappa * sin(t1), sin(t1) - kappa * cos(t1), cos(t1), sin(t1)))
    return tuple(arcs)


_ARC = _quarter_arcs()

ROUND, MITRE = ("1 j", "1 J"), ("0 j", "0 J")  # canvas.setLineJoin/setLineCap: round for one path, then back
_PATH_OPS = {(0, 0): "n", (1, 0): "S", (0, 1): "f*", (1, 1): "B*"}  # reportlab's PATH_OPS, even-odd fill


@lru_cache(maxsize=None)
def _operator(color: str, op: str) -> str:
    """'r g b rg' (fill) or 'r g b RG' (stroke) as canvas.setFillColorRGB / setStrokeColorRGB write it."""
    return f"{fp_str(rgb(color))} {op}"


@lru_cache(maxsize=None)
def _cmyk_operator(color: str, op: str) -> str:
    """'c m y k k' (fill) or 'c m y k K' (stroke): the colour as printkit.cmyk separates it for the press."""
    from printkit.cmyk import cmyk

    return f"{fp_str(cmyk(color))} {'k' if op == 'rg' else 'K'}"
