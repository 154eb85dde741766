"""SVG backend through svgwrite: one file per page, sizes in pt, deterministic output.

Builds run with svgwrite's validator off (debug=False) for speed; the tests build every game's SVG with
it on (VALIDATE), so every element and attribute is checked against the SVG 1.1 Full profile.
"""

from __future__ import annotations

from functools import lru_cache

from printkit.layout import scene as s

FAMILY = {"DejaVuSans": ("DejaVu Sans", "normal", "normal"),
          "DejaVuSans-Bold": ("DejaVu Sans", "bold", "normal")}
VALIDATE = False  # tests switch svgwrite's validator on


def n(v: float) -> str:
    """Compact, stable number formatting."""
    text = _NUMBERS.get(v)
    if text is None:
        text = f"{v:.3f}".rstrip("0").rstrip(".")
        text = "0" if text in ("-0", "") else text
        if len(_NUMBERS) > 200_000:  # coordinates repeat a lot within a kit; keep the memo bounded
            _NUMBERS.clear()
        _NUMBERS[v] = text
    return text


_NUMBERS: dict = {}


def render(doc: s.Document) -> bytes:
    """A single-page document as SVG (multi-page documents are written page by page)."""
    if len(doc.pages) != 1:
        raise ValueError("SVG holds one page; render each page with render_page")
    return render_page(doc.pages[0])


def render_page(page: s.Page) -> bytes:
    dwg = drawing(page)
    if VALIDATE:  # svgwrite's own serialization checks every attribute value
        return (dwg.tostring() + "\n").encode("utf-8")
    from printkit.render.svg_xml import drawing_text

    return (drawing_text(dwg) + "\n").encode("utf-8")


@lru_cache(maxsize=1)
def _note_class():
    from xml.etree.ElementTree import Element

    from svgwrite.base import Title

    class Note(Title):
        """<metadata>text</metadata> (svgwrite's Metadata takes an element, not text)."""

        elementname = "metadata"

        def __init__(self, text: str):
            self.xml = Element("metadata")
            self.xml.text = text

    return Note


def _Note(text: str):
    return _note_class()(text)


def drawing(page: s.Page):
    """The page as an svgwrite Drawing."""
    import svgwrite

    dwg = svgwrite.Drawing(size=(f"{n(page.width)}pt", f"{n(page.height)}pt"), profile="full", debug=VALIDATE,
                           viewBox=f"0 0 {n(page.width)} {n(page.height)}")
    dwg.set_desc(title=page.name)
    _Writer(dwg).items(page.items, dwg)
    return dwg


@lru_cache(maxsize=4096)
def _style(st: s.Style) -> dict:
    """svgwrite keyword attributes of a style (shared: callers pass it on with **, never change it)."""
    attrs = {"fill": st.fill or "none", "stroke": st.stroke or "none"}
    if st.stroke:
        attrs["stroke_width"] = n(st.width)
        if st.dash:
            attrs["stroke_dasharray"] = " ".join(n(d) for d in st.dash)
        if st.round:
            attrs["stroke_linejoin"] = attrs["stroke_linecap"] = "round"
    if st.opacity != 1.0:
        attrs["opacity"] = n(st.opacity)
    return attrs


@lru_cache(maxsize=256)
def _unfilled(st: s.Style) -> s.Style:
    """An open polyline's style: never filled."""
    from printkit.model.record import replace

    return replace(st, fill=None)


class _Writer:
    """Scene items as svgwrite elements (made by their classes, with the drawing as their factory, which is
    what `dwg.rect(...)` and the like do)."""

    def __init__(self, dwg):
        from svgwrite import shapes, text

        self.dwg = dwg
        self.clips = 0
        self.shapes, self.text = shapes, text.Text
        self.draw = {s.Rect: self.Rect, s.Line: self.Line, s.Polygon: self.Polygon, s.Circle: self.Circle,
                     s.Ellipse: self.Ellipse, s.Text: self.Text, s.Marker: self.Marker, s.Group: self.Group}

    def items(self, items, parent) -> None:
        draw = self.draw
        for item in items:
            draw[type(item)](item, parent)

    def Rect(self, r: s.Rect, parent) -> None:
        extra = {"class_": r.tag} if r.tag else {}
        parent.add(self.shapes.Rect(insert=(n(r.x), n(r.y)), size=(n(r.w), n(r.h)), factory=self.dwg, **_style(r.style),
                                    **extra))

    def Line(self, ln: s.Line, parent) -> None:
        parent.add(self.shapes.Line(start=(n(ln.x1), n(ln.y1)), end=(n(ln.x2), n(ln.y2)), factory=self.dwg,
                                    **_style(ln.style)))

    def Polygon(self, pg: s.Polygon, parent) -> None:
        st = pg.style if pg.closed or not pg.style.fill else _unfilled(pg.style)
        make = self.shapes.Polygon if pg.closed else self.shapes.Polyline
        parent.add(make(points=[(float(n(x)), float(n(y))) for x, y in pg.points], factory=self.dwg, **_style(st)))

    def Circle(self, c: s.Circle, parent) -> None:
        parent.add(self.shapes.Circle(center=(n(c.cx), n(c.cy)), r=n(c.r), factory=self.dwg, **_style(c.style)))

    def Ellipse(self, e: s.Ellipse, parent) -> None:
        parent.add(self.shapes.Ellipse(center=(n(e.cx), n(e.cy)), r=(n(e.rx), n(e.ry)), factory=self.dwg,
                                       **_style(e.style)))

    def Text(self, t: s.Text, parent) -> None:
        family, weight, stretch = FAMILY.get(t.font, ("DejaVu Sans", "normal", "normal"))
        extra = {}
        if weight != "normal":
            extra["font_weight"] = weight
        if stretch != "normal":
            extra["font_stretch"] = stretch
        if t.angle:
            extra["transform"] = f"rotate({n(-t.angle)} {n(t.x)} {n(t.y)})"
        parent.add(self.text(t.text, x=[n(t.x)], y=[n(t.y)], font_family=family, font_size=n(t.size), fill=t.fill,
                             text_anchor=t.anchor, factory=self.dwg, **extra))

    def Marker(self, m: s.Marker, parent) -> None:
        """A read-back note: an empty group at the place, its text in <metadata> (no text a reader shows,
        selects or finds)."""
        g = self.dwg.g(class_="pk-marker", transform=f"translate({n(m.x)},{n(m.y)})")
        g.add(_Note(m.text))
        parent.add(g)

    def Group(self, g: s.Group, parent) -> None:
        transform = (f"translate({n(g.dx)},{n(g.dy)})" if (g.dx or g.dy) else "") + \
            (f" scale({n(g.scale)})" if g.scale != 1.0 else "")
        if g.clip:
            self.clips += 1
            cid = f"clip{self.clips}"
            x, y, w, h = g.clip
            clip = self.dwg.defs.add(self.dwg.clipPath(id=cid))
            clip.add(self.dwg.rect(insert=(n(x), n(y)), size=(n(w), n(h))))
            parent = parent.add(self.dwg.g(clip_path=f"url(#{cid})"))
        inner = parent.add(self.dwg.g(transform=transform.strip()) if transform else self.dwg.g())
        self.items(g.items, inner)
