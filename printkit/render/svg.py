"""SVG backend through svgwrite: one file per page, sizes in pt, deterministic output.

Builds run with svgwrite's validator off (debug=False) for speed; the tests build every game's SVG with
it on (VALIDATE), so every element and attribute is checked against the SVG 1.1 Full profile.
"""

from __future__ import annotations

from printkit.layout import scene as s

FAMILY = {"DejaVuSans": ("DejaVu Sans", "normal", "normal"),
          "DejaVuSans-Bold": ("DejaVu Sans", "bold", "normal")}
VALIDATE = False  # tests switch svgwrite's validator on


def n(v: float) -> str:
    """Compact, stable number formatting."""
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


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


def drawing(page: s.Page):
    """The page as an svgwrite Drawing."""
    import svgwrite

    dwg = svgwrite.Drawing(size=(f"{n(page.width)}pt", f"{n(page.height)}pt"), profile="full", debug=VALIDATE,
                           viewBox=f"0 0 {n(page.width)} {n(page.height)}")
    dwg.set_desc(title=page.name)
    _Writer(dwg).items(page.items, dwg)
    return dwg


def _style(st: s.Style) -> dict:
    attrs = {"fill": st.fill or "none", "stroke": st.stroke or "none"}
    if st.stroke:
        attrs["stroke_width"] = n(st.width)
        if st.dash:
            attrs["stroke_dasharray"] = " ".join(n(d) for d in st.dash)
    if st.opacity != 1.0:
        attrs["opacity"] = n(st.opacity)
    return attrs


class _Writer:
    def __init__(self, dwg):
        self.dwg = dwg
        self.clips = 0

    def items(self, items, parent) -> None:
        for item in items:
            getattr(self, type(item).__name__)(item, parent)

    def Rect(self, r: s.Rect, parent) -> None:
        extra = {"class_": r.tag} if r.tag else {}
        parent.add(self.dwg.rect(insert=(n(r.x), n(r.y)), size=(n(r.w), n(r.h)), **_style(r.style), **extra))

    def Line(self, ln: s.Line, parent) -> None:
        parent.add(self.dwg.line(start=(n(ln.x1), n(ln.y1)), end=(n(ln.x2), n(ln.y2)), **_style(ln.style)))

    def Polygon(self, pg: s.Polygon, parent) -> None:
        st = pg.style if pg.closed else s.Style(None, pg.style.stroke, pg.style.width, pg.style.dash, pg.style.opacity)
        make = self.dwg.polygon if pg.closed else self.dwg.polyline
        parent.add(make(points=[(float(n(x)), float(n(y))) for x, y in pg.points], **_style(st)))

    def Circle(self, c: s.Circle, parent) -> None:
        parent.add(self.dwg.circle(center=(n(c.cx), n(c.cy)), r=n(c.r), **_style(c.style)))

    def Ellipse(self, e: s.Ellipse, parent) -> None:
        parent.add(self.dwg.ellipse(center=(n(e.cx), n(e.cy)), r=(n(e.rx), n(e.ry)), **_style(e.style)))

    def Text(self, t: s.Text, parent) -> None:
        family, weight, stretch = FAMILY.get(t.font, ("DejaVu Sans", "normal", "normal"))
        extra = {}
        if weight != "normal":
            extra["font_weight"] = weight
        if stretch != "normal":
            extra["font_stretch"] = stretch
        if t.angle:
            extra["transform"] = f"rotate({n(-t.angle)} {n(t.x)} {n(t.y)})"
        parent.add(self.dwg.text(t.text, x=[n(t.x)], y=[n(t.y)], font_family=family, font_size=n(t.size), fill=t.fill,
                                 text_anchor=t.anchor, **extra))

    def Marker(self, m: s.Marker, parent) -> None:
        parent.add(self.dwg.text(m.text, x=[n(m.x)], y=[n(m.y)], font_size="2", visibility="hidden",
                                 class_="pk-marker"))

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
