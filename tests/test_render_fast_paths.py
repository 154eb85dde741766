"""The render backends' fast paths write exactly what the slow, library-API paths write, and tile culling
keeps everything a tile shows.

- PDF: the painter appends operators to reportlab's page code itself; a reference painter that goes through
  reportlab's canvas methods (the backend as it was) must give the same bytes for scenes using every item kind.
- SVG: the backend writes svgwrite's element tree itself; svgwrite's own `tostring()` must give the same text
  for every page of every game.
- Tiles carry only the items that meet their window.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.layout import scene as s
from printkit.layout.sheets import Options

GAMES = sorted(p.stem for p in (Path(__file__).resolve().parents[1] / "data").glob("*.yaml"))


class _ReferencePainter:
    """The PDF painter through reportlab's canvas API only (the backend before its fast path)."""

    transparent = False  # it asks reportlab for PDF 1.4 itself, through the canvas's alpha setters

    def __init__(self, c, height, marker_font="DejaVuSans"):
        from printkit.render.pdf import MIN_LINE

        self.marker_font = marker_font
        self.c, self.h, self.dx, self.dy, self.k, self.min = c, height, 0.0, 0.0, 1.0, MIN_LINE
        self.state = (None, None, None, None, None)

    def Y(self, y):
        return self.h - (y * self.k + self.dy)

    def X(self, x):
        return x * self.k + self.dx

    def items(self, items):
        for item in items:
            getattr(self, type(item).__name__)(item)

    def _paint(self, st):
        from printkit.colors import rgb

        c = self.c
        fill, stroke, lw, dash, font = self.state
        if st.fill and fill != (st.fill, st.opacity):
            c.setFillColorRGB(*rgb(st.fill), alpha=st.opacity)
            fill = (st.fill, st.opacity)
        if st.stroke:
            if stroke != (st.stroke, st.opacity):
                c.setStrokeColorRGB(*rgb(st.stroke), alpha=st.opacity)
                stroke = (st.stroke, st.opacity)
            w = max(st.width * self.k, self.min)
            if lw != w:
                c.setLineWidth(w)
                lw = w
            d = tuple(v * self.k for v in st.dash) if st.dash else ()
            if dash != d:
                c.setDash(list(d))
                dash = d
        self.state = (fill, stroke, lw, dash, font)
        return (1 if st.stroke else 0), (1 if st.fill else 0)

    def Rect(self, r):
        stroke, fill = self._paint(r.style)
        if stroke or fill:
            self.c.rect(self.X(r.x), self.Y(r.y + r.h), r.w * self.k, r.h * self.k, stroke=stroke, fill=fill)

    def _round(self, st, mode):
        if st.round:
            self.c.setLineJoin(mode)
            self.c.setLineCap(mode)

    def Line(self, ln):
        self._paint(ln.style)
        self._round(ln.style, 1)
        self.c.line(self.X(ln.x1), self.Y(ln.y1), self.X(ln.x2), self.Y(ln.y2))
        self._round(ln.style, 0)

    def Polygon(self, pg):
        stroke, fill = self._paint(pg.style)
        p = self.c.beginPath()
        (x0, y0), *rest = pg.points
        p.moveTo(self.X(x0), self.Y(y0))
        for x, y in rest:
            p.lineTo(self.X(x), self.Y(y))
        if pg.closed:
            p.close()
        self._round(pg.style, 1)
        self.c.drawPath(p, stroke=stroke, fill=fill if pg.closed else 0)
        self._round(pg.style, 0)

    def Circle(self, ci):
        stroke, fill = self._paint(ci.style)
        self.c.circle(self.X(ci.cx), self.Y(ci.cy), ci.r * self.k, stroke=stroke, fill=fill)

    def Ellipse(self, e):
        stroke, fill = self._paint(e.style)
        x, y, rx, ry = self.X(e.cx), self.Y(e.cy), e.rx * self.k, e.ry * self.k
        self.c.ellipse(x - rx, y - ry, x + rx, y + ry, stroke=stroke, fill=fill)

    def Text(self, t):
        from printkit.fonts import registered, width
        from printkit.colors import rgb

        c = self.c
        fill, stroke, lw, dash, font = self.state
        if fill != (t.fill, 1.0):
            c.setFillColorRGB(*rgb(t.fill), alpha=1.0)
        size = t.size * self.k
        if font != (t.font, size):
            c.setFont(registered(t.font), size)
        self.state = ((t.fill, 1.0), stroke, lw, dash, (t.font, size))
        x, y = self.X(t.x), self.Y(t.y)
        shift = {"start": 0.0, "middle": width(t.text, size, t.font) / 2, "end": width(t.text, size, t.font)}[t.anchor]
        if t.angle:
            c.saveState()
            c.translate(x, y)
            c.rotate(t.angle)
            c.drawString(-shift, 0, t.text)
            c.restoreState()
        else:
            c.drawString(x - shift, y, t.text)

    def Marker(self, m):
        self._note(m.x, m.y, m.text)

    def _note(self, x, y, text):
        self.c.saveState()
        self.c.translate(self.X(x), self.Y(y))
        self.c._code.append(f"/PKMark <</T <{text.encode('utf-8').hex()}>>> DP")  # reportlab has no marked-content call
        self.c.restoreState()

    def Group(self, g):
        c = self.c
        c.saveState()
        state = self.state
        if g.clip:
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


def _every_kind() -> s.Document:
    """Two pages using every scene item, opacity, dashes, both fonts, Cyrillic, rotation, groups and clips."""
    red = s.Style(fill="#cc2222", stroke="#111111", width=0.4)
    faint = s.Style(fill="#3b6fb6", stroke="#3b6fb6", width=0.8, opacity=0.12)
    dashed = s.Style(stroke="#555555", width=0.2, dash=(2.0, 1.5))
    first = s.Page(595.0, 842.0, "first", trim=(10.0, 10.0, 575.0, 822.0))
    inner = (s.Rect(0, 0, 40, 30, red), s.Text(20, 18, "Б(3)\\x", 7, "DejaVuSans-Bold", "#000000", "middle"),
             s.Marker(5, 5, "ctr:a:1:front"), s.Line(0, 0, 40, 30, dashed), s.Circle(20, 15, 6, faint))
    first.add(s.Rect(20, 20, 100, 50, red), s.Rect(30, 30, 10, 10, s.Style(stroke="#000000", width=0.01)),
              s.Line(0, 100, 595, 100), s.Line(0, 110, 595, 110, dashed),
              s.Polygon(((50, 200), (90, 210), (70, 260)), faint), s.Polygon(((10, 300), (60, 320), (5, 330)), dashed, False),
              s.Circle(300, 300, 25, red), s.Ellipse(400, 300, 30, 12, faint),
              s.Text(100, 400, "Little War — Малая война", 9), s.Text(300, 420, "right", 8, anchor="end"),
              s.Text(300, 440, "turned", 6, "DejaVuSans", "#444444", "middle", -90.0), s.Text(20, 460, ""),
              s.Polygon(((10, 500), (60, 520), (5, 530)), s.Style(stroke="#3d6f99", width=3, round=True), False),
              s.Line(0, 540, 300, 560, s.Style(stroke="#3d6f99", width=2, round=True)),
              s.Marker(100, 500, "hex:0101"),
              s.Group(inner, 200, 600, clip=(200, 600, 30, 20)), s.Group(inner, 300, 600, scale=0.5),
              s.Group((s.Group(inner, 10, 10, scale=2.0),), 400, 650, clip=(400, 650, 120, 90)),
              s.Group((s.Group(inner, clip=(5, 5, 30, 20)),), 100, 700, scale=1.5))
    second = s.Page(612.0, 792.0, "second")
    second.add(*[s.Text(40 + (i % 10) * 50, 60 + (i // 10) * 12, f"{i} ЖЯ", 8, "DejaVuSans-Bold" if i % 3 else "DejaVuSans",
                        "#%02x3344" % (i * 5 % 256), "middle") for i in range(120)],
               s.Rect(0, 0, 612, 792, s.Style(stroke="#999999", width=0.3)))
    return s.Document("every kind", [first, second])


def _reference_render(doc: s.Document) -> bytes:
    from printkit.render import pdf

    saved = pdf._Painter
    try:
        pdf._Painter = _ReferencePainter
        return pdf.render(doc)
    finally:
        pdf._Painter = saved


def test_pdf_fast_painter_writes_the_same_bytes_as_the_canvas_api():
    from printkit.render.pdf import render

    doc = _every_kind()
    assert render(doc) == _reference_render(doc)


_COORD = st.floats(min_value=-5000, max_value=5000, allow_nan=False, allow_infinity=False)
_SIZE = st.one_of(st.floats(min_value=0, max_value=600, allow_nan=False), st.sampled_from([0.0, 0.1, 11.98, 36.0]))


@settings(max_examples=300, deadline=None)
@given(_COORD, _COORD, _SIZE, _SIZE, st.booleans())
def test_pdf_ellipse_path_is_canvas_ellipses_own(x, y, w, h, flipped):
    """The painter's ellipses and circles (render.pdf.ellipse_operators) are the operators canvas.ellipse and
    canvas.circle write, number for number, for any box (corners either way round)."""
    import io

    from reportlab.pdfgen import canvas

    from printkit.render.pdf import ellipse_operators

    x2, y2 = x + w, y + h
    if flipped:
        x, x2 = x2, x
    c = canvas.Canvas(io.BytesIO())
    c._code = []
    c.ellipse(x, y, x2, y2, stroke=1, fill=0)
    assert ellipse_operators(x, y, x2, y2) == c._code[:-1]
    c._code = []
    c.circle(x, y, w, stroke=0, fill=1)
    assert ellipse_operators(x - w, y - w, x + w, y + w) == c._code[:-1]


def test_pdf_opacity_in_force_is_not_set_again():
    """Shapes at the opacity already in force add no ExtGState operator; a change does, and coming back does
    (the bytes of canvas.setFillAlpha each time, as the reference painter writes them)."""
    from printkit.render.pdf import render

    faint = s.Style(fill="#3b6fb6", opacity=0.3)
    solid = s.Style(fill="#3b6fb6", stroke="#111111")
    page = s.Page(200.0, 200.0, "alpha")
    page.add(s.Rect(0, 0, 10, 10, solid), s.Rect(20, 0, 10, 10, solid), s.Rect(40, 0, 10, 10, faint),
             s.Rect(60, 0, 10, 10, faint), s.Rect(80, 0, 10, 10, solid), s.Group((s.Rect(0, 20, 5, 5, faint),)),
             s.Rect(0, 40, 10, 10, solid))
    doc = s.Document("alpha", [page])
    assert render(doc) == _reference_render(doc)


@pytest.mark.parametrize("game_id", ["little_war", "ukrainian_crisis"])
def test_pdf_fast_painter_matches_on_a_kit(game_id):
    """Every component of a real kit (A4), which mixes all the backends' cases."""
    from printkit.kit import components
    from printkit.load.game_loader import load_game
    from printkit.render.pdf import render

    for name, pages in components(load_game(game_id), Options()).items():
        doc = s.Document(name, pages)
        assert render(doc) == _reference_render(doc), name


@pytest.mark.parametrize("game_id", GAMES)
def test_svg_writer_gives_svgwrites_own_text(game_id):
    from printkit.kit import components
    from printkit.load.game_loader import load_game
    from printkit.render.svg import drawing
    from printkit.render.svg_xml import drawing_text

    pages = [p for ps in components(load_game(game_id), Options()).values() for p in ps]
    assert pages
    for page in pages:
        dwg = drawing(page)
        assert drawing_text(dwg) == dwg.tostring(), page.name


def test_svg_writer_escapes_like_elementtree():
    from printkit.render.svg import drawing
    from printkit.render.svg_xml import drawing_text

    page = s.Page(100, 100, 'a "title" & <more>')
    page.add(s.Text(1, 2, 'R&D <b> "q"\t'), s.Text(1, 2, ""), s.Marker(3, 4, "m:<&>"),
             s.Polygon(((0.5, 1), (2, 3.25), (4, 0)), s.Style(fill="#000000")),
             s.Polygon(((0, 0), (1, 1)), s.Style(stroke="#000000"), closed=False))
    dwg = drawing(page)
    assert drawing_text(dwg) == dwg.tostring()


def test_tile_culling_keeps_what_meets_the_window_and_drops_the_rest():
    from printkit.layout.cull import Culler

    inside = s.Rect(10, 10, 5, 5, s.Style(fill="#000000"))
    straddling = s.Line(-50, 20, 15, 20)
    outside = s.Rect(200, 200, 5, 5, s.Style(fill="#000000"))
    label_reaching_in = s.Text(95, 50, "a long label reaching left", 9, anchor="end")  # starts right of x=0..30
    far_text = s.Text(500, 50, "far", 9)
    scaled = s.Group((s.Rect(0, 0, 10, 10), s.Rect(100, 100, 10, 10)), 20, 20, scale=0.5)  # 20..25 and 70..75
    culler = Culler([inside, straddling, outside, label_reaching_in, far_text, scaled])
    kept = culler.visible((0, 0, 30, 60))
    assert kept[:3] == (inside, straddling, label_reaching_in)
    assert len(kept) == 4 and isinstance(kept[3], s.Group) and kept[3].items == (scaled.items[0],)
    assert kept[3].dx == 20 and kept[3].scale == 0.5
    assert culler.visible((1000, 1000, 1010, 1010)) == ()


def test_every_tile_shows_what_the_uncut_map_shows_there():
    """Each tile of a real map, culled, keeps every item of the drawing whose bounds meet its window."""
    from printkit.kit import map_drawing
    from printkit.layout.cull import bounds
    from printkit.layout.tiling import tiled_pages
    from printkit.load.game_loader import load_game

    game = load_game("little_war")
    board = next(iter(game.maps.values()))
    items = map_drawing(game, board)
    tiles = [p for p in tiled_pages(items, board.size, "a4", "Map") if "tile" in p.name]
    assert len(tiles) > 1
    shown = set()
    for page in tiles:
        group = next(i for i in page.items if isinstance(i, s.Group))
        x0, y0, w, h = group.clip
        window = (x0 - group.dx, y0 - group.dy, x0 - group.dx + w, y0 - group.dy + h)
        kept = {id(i) for i in group.items}
        for cut in group.items:  # a clipped group partly inside comes back as a copy holding the part inside
            kept |= {id(i) for i in items if isinstance(i, s.Group) and isinstance(cut, s.Group) and cut is not i
                     and cut.clip == i.clip and (cut.dx, cut.dy) == (i.dx, i.dy) and set(map(id, cut.items)) < set(map(id, i.items))}
        for item in items:
            b = bounds(item)
            meets = not (b[2] < window[0] or b[0] > window[2] or b[3] < window[1] or b[1] > window[3])
            assert (id(item) in kept) == meets, item
        assert len(kept) < len(items)
        shown |= kept & {id(i) for i in items}
    assert shown == {id(i) for i in items}  # together the tiles carry the whole map


def test_pdf_pages_replayed_across_documents_give_the_bytes_of_painting_them():
    """A kit's component PDFs and its whole-kit PDF share pages: painted once, replayed with each document's
    own font subsets, every file must be what painting it afresh gives."""
    from printkit.kit import components
    from printkit.load.game_loader import load_game
    from printkit.render.pdf import render

    comps = components(load_game("donetsk_airport", lang="ru"), Options(paper="letter"))
    docs = [s.Document(name, pages) for name, pages in comps.items()]
    docs.append(s.Document("kit", [p for pages in reversed(list(comps.values())) for p in pages]))  # other order
    programs: dict = {}
    replayed = [render(d, programs) for d in docs]
    assert len(programs) == sum(len(d.pages) for d in docs[:-1])
    assert replayed == [render(d) for d in docs]
    doc = _every_kind()
    assert render(doc, {}) == _reference_render(doc)


def test_a_document_showing_only_bold_text_loads_only_the_bold_face(tmp_path):
    """The markers and the canvas's initial font take a face the document shows, so a single-face sheet (the
    anchor counter sheet) embeds one font; its markers still read back where they were put."""
    from printkit.render.pdf import render
    from printkit.verify.readback import read_pdf

    page = s.Page(612.0, 792.0, "bold only")
    page.add(s.Rect(100, 100, 36, 36, s.Style(fill="#c9d8ef", stroke="#333333", width=0.3)),
             s.Text(118, 121.6, "17", 9, "DejaVuSans-Bold", "#000000", "middle"), s.Marker(118, 118, "ctr:c17:1:front"))
    data = render(s.Document("bold only", [page]))
    assert b"DejaVuSans-Bold" in data and b"+DejaVuSans/" not in data and b"+DejaVuSans " not in data
    path = tmp_path / "bold.pdf"
    path.write_bytes(data)
    (back,) = read_pdf(path)
    assert [(t, round(x, 2), round(y, 2)) for t, x, y in back.markers] == [("ctr:c17:1:front", 118.0, 118.0)]
    assert any(w[0] == "17" for w in back.words)
    page.add(s.Text(10, 10, "regular", 7))  # with regular text the markers are set in the regular face
    assert b"+DejaVuSans" in render(s.Document("both", [page])).replace(b"+DejaVuSans-Bold", b"")


def test_streams_compressed_once_per_build_give_the_bytes_of_compressing_each():
    """pdf_files shares one memo of compressed streams over a build's documents: a whole-kit file that repeats
    its components' pages must be byte for byte what compressing its streams afresh gives, and the memo must
    actually be hit (else it only costs memory)."""
    from printkit.kit import components
    from printkit.load.game_loader import load_game
    from printkit.render.pdf import render

    comps = components(load_game("little_war"), Options(paper="a4"))
    docs = [s.Document(name, pages) for name, pages in comps.items()]
    docs.append(s.Document("kit", [p for pages in comps.values() for p in pages]))
    flate: dict = {}
    shared = [render(d, {}, flate) for d in docs]
    before = len(flate)
    assert shared == [render(d) for d in docs]
    render(docs[-1], {}, flate)
    assert len(flate) == before and before > len(docs)  # the whole-kit file's streams were all met before
