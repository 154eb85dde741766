"""SVG backend: plain, escaped, deterministic XML; one file per page; sizes in pt."""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from printkit.layout import scene as s

FAMILY = {"DejaVuSans": ("DejaVu Sans", "normal", "normal"),
          "DejaVuSans-Bold": ("DejaVu Sans", "bold", "normal")}


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
    w = _Writer()
    w.items(page.items)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{n(page.width)}pt" '
            f'height="{n(page.height)}pt" viewBox="0 0 {n(page.width)} {n(page.height)}">\n'
            f"<title>{escape(page.name)}</title>\n")
    defs = "<defs>\n" + "".join(w.defs) + "</defs>\n" if w.defs else ""
    return (head + defs + "".join(w.out) + "</svg>\n").encode("utf-8")


def _style(st: s.Style) -> str:
    parts = [f'fill="{st.fill or "none"}"', f'stroke="{st.stroke or "none"}"']
    if st.stroke:
        parts.append(f'stroke-width="{n(st.width)}"')
        if st.dash:
            parts.append(f'stroke-dasharray="{" ".join(n(d) for d in st.dash)}"')
    if st.opacity != 1.0:
        parts.append(f'opacity="{n(st.opacity)}"')
    return " ".join(parts)


class _Writer:
    def __init__(self):
        self.out: list[str] = []
        self.defs: list[str] = []

    def items(self, items) -> None:
        for item in items:
            getattr(self, type(item).__name__)(item)

    def Rect(self, r: s.Rect) -> None:
        tag = f" data-tag={quoteattr(r.tag)}" if r.tag else ""
        self.out.append(f'<rect x="{n(r.x)}" y="{n(r.y)}" width="{n(r.w)}" height="{n(r.h)}" {_style(r.style)}{tag}/>\n')

    def Line(self, ln: s.Line) -> None:
        self.out.append(f'<line x1="{n(ln.x1)}" y1="{n(ln.y1)}" x2="{n(ln.x2)}" y2="{n(ln.y2)}" {_style(ln.style)}/>\n')

    def Polygon(self, pg: s.Polygon) -> None:
        pts = " ".join(f"{n(x)},{n(y)}" for x, y in pg.points)
        el = "polygon" if pg.closed else "polyline"
        st = pg.style if pg.closed else s.Style(None, pg.style.stroke, pg.style.width, pg.style.dash, pg.style.opacity)
        self.out.append(f'<{el} points="{pts}" {_style(st)}/>\n')

    def Circle(self, c: s.Circle) -> None:
        self.out.append(f'<circle cx="{n(c.cx)}" cy="{n(c.cy)}" r="{n(c.r)}" {_style(c.style)}/>\n')

    def Ellipse(self, e: s.Ellipse) -> None:
        self.out.append(f'<ellipse cx="{n(e.cx)}" cy="{n(e.cy)}" rx="{n(e.rx)}" ry="{n(e.ry)}" {_style(e.style)}/>\n')

    def Text(self, t: s.Text) -> None:
        family, weight, stretch = FAMILY.get(t.font, ("DejaVu Sans", "normal", "normal"))
        extra = (f' font-weight="{weight}"' if weight != "normal" else "") + \
                (f' font-stretch="{stretch}"' if stretch != "normal" else "")
        if t.angle:
            extra += f' transform="rotate({n(-t.angle)} {n(t.x)} {n(t.y)})"'
        self.out.append(f'<text x="{n(t.x)}" y="{n(t.y)}" font-family="{family}" font-size="{n(t.size)}"{extra} '
                        f'fill="{t.fill}" text-anchor="{t.anchor}">{escape(t.text)}</text>\n')

    def Marker(self, m: s.Marker) -> None:
        self.out.append(f'<text class="pk-marker" x="{n(m.x)}" y="{n(m.y)}" font-size="2" visibility="hidden">'
                        f"{escape(m.text)}</text>\n")

    def Group(self, g: s.Group) -> None:
        transform = (f"translate({n(g.dx)},{n(g.dy)})" if (g.dx or g.dy) else "") + \
            (f" scale({n(g.scale)})" if g.scale != 1.0 else "")
        attrs = f' transform="{transform.strip()}"' if transform else ""
        if g.clip:
            cid = f"clip{len(self.defs) + 1}"
            x, y, w, h = g.clip
            self.defs.append(f'<clipPath id="{cid}"><rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"/></clipPath>\n')
            self.out.append(f'<g clip-path="url(#{cid})">\n')
        self.out.append(f"<g{attrs}>\n")
        self.items(g.items)
        self.out.append("</g>\n" + ("</g>\n" if g.clip else ""))
