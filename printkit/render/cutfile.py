"""Cut files: a sheet's cut lines, registration marks and print-then-cut area as SVG or as ASCII DXF R12.

Both are in millimetres on the PDF page itself (same page size, same origin):
- SVG: viewBox 0 0 W H in mm, origin top-left, y down, as the kit's SVG pages; the groups 'cut' (one closed
  path per piece), 'registration' (filled marks) and 'print-area' (the print-then-cut limit, not to cut).
- DXF R12 (AC1009), written by hand (five entity kinds are all it needs, no dependency): origin bottom-left,
  y up, which is the PDF's own user space; layers CUT (a closed POLYLINE per piece, quarter-circle bulges at
  rounded corners), REGISTRATION (SOLID marks) and PRINT_AREA (a closed POLYLINE).
"""

from __future__ import annotations

import math
from xml.sax.saxutils import quoteattr

from printkit.layout.cutlines import CutSheet, area, marks
from printkit.units import PT_PER_MM

CUT_COLOR = "#ff0000"
AREA_COLOR = "#0070c0"
BULGE = math.tan(math.pi / 8)  # a quarter circle


def _mm(v: float) -> float:
    return v / PT_PER_MM


def _f(v: float) -> str:
    text = f"{v:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def outline(x: float, y: float, w: float, h: float, r: float) -> list[tuple[float, float, float]]:
    """A piece's cut, clockwise on the page from its top edge: [(x, y, bulge to the next vertex)], y down.
    Square: the four corners; rounded: the eight points where the arcs meet the edges."""
    if r <= 0:
        return [(x, y, 0.0), (x + w, y, 0.0), (x + w, y + h, 0.0), (x, y + h, 0.0)]
    return [(x + r, y, 0.0), (x + w - r, y, BULGE), (x + w, y + r, 0.0), (x + w, y + h - r, BULGE),
            (x + w - r, y + h, 0.0), (x + r, y + h, BULGE), (x, y + h - r, 0.0), (x, y + r, BULGE)]


def _mm_piece(p) -> tuple[float, float, float, float, float]:
    return _mm(p.x), _mm(p.y), _mm(p.w), _mm(p.h), _mm(p.r)


def svg(sheet: CutSheet) -> bytes:
    w, h = _mm(sheet.width), _mm(sheet.height)
    ax, ay, aw, ah = (_mm(v) for v in area(sheet.width, sheet.height))
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{_f(w)}mm" height="{_f(h)}mm" '
           f'viewBox="0 0 {_f(w)} {_f(h)}">',
           f'<g id="print-area" fill="none" stroke="{AREA_COLOR}" stroke-width="0.3" stroke-dasharray="3 2">',
           f'<rect x="{_f(ax)}" y="{_f(ay)}" width="{_f(aw)}" height="{_f(ah)}"/>', '</g>',
           '<g id="registration" fill="#000000" stroke="none">']
    out += [f'<rect x="{_f(_mm(x))}" y="{_f(_mm(y))}" width="{_f(_mm(mw))}" height="{_f(_mm(mh))}"/>'
            for x, y, mw, mh in marks(sheet.width, sheet.height)]
    out += ['</g>', f'<g id="cut" fill="none" stroke="{CUT_COLOR}" stroke-width="0.1">']
    for p in sheet.pieces:
        x, y, pw, ph, r = _mm_piece(p)
        pts = outline(x, y, pw, ph, r)
        d = [f"M{_f(pts[0][0])} {_f(pts[0][1])}"]
        for i, ((_, _, bulge), (nx, ny, _)) in enumerate(zip(pts, pts[1:] + pts[:1])):
            if bulge:
                d.append(f"A{_f(r)} {_f(r)} 0 0 1 {_f(nx)} {_f(ny)}")
            elif i < len(pts) - 1:  # (the last straight side is Z's)
                d.append(f"L{_f(nx)} {_f(ny)}")
        d.append("Z")
        out.append(f'<path data-piece={quoteattr(p.name)} d="{" ".join(d)}"/>')
    out += ["</g>", "</svg>", ""]
    return "\n".join(out).encode()


def dxf(sheet: CutSheet) -> bytes:
    w, h = _mm(sheet.width), _mm(sheet.height)
    out: list[str] = []

    def put(*pairs) -> None:
        for code, value in zip(pairs[::2], pairs[1::2]):
            out.extend((str(code), _f(value) if isinstance(value, float) else str(value)))

    def polyline(layer: str, pts) -> None:  # pts: (x, y down, bulge) in mm
        put(0, "POLYLINE", 8, layer, 66, 1, 10, 0.0, 20, 0.0, 30, 0.0, 70, 1)
        for x, y, bulge in pts:
            put(0, "VERTEX", 8, layer, 10, x, 20, h - y, 30, 0.0)
            if bulge:  # clockwise on the page is clockwise in y-up coordinates too: a negative bulge
                put(42, -bulge)
        put(0, "SEQEND", 8, layer)

    put(0, "SECTION", 2, "HEADER", 9, "$ACADVER", 1, "AC1009", 9, "$INSUNITS", 70, 4,
        9, "$EXTMIN", 10, 0.0, 20, 0.0, 30, 0.0, 9, "$EXTMAX", 10, w, 20, h, 30, 0.0, 0, "ENDSEC")
    put(0, "SECTION", 2, "TABLES", 0, "TABLE", 2, "LTYPE", 70, 1,
        0, "LTYPE", 2, "CONTINUOUS", 70, 0, 3, "Solid line", 72, 65, 73, 0, 40, 0.0, 0, "ENDTAB",
        0, "TABLE", 2, "LAYER", 70, 3)
    for layer, color in (("CUT", 1), ("REGISTRATION", 7), ("PRINT_AREA", 5)):
        put(0, "LAYER", 2, layer, 70, 0, 62, color, 6, "CONTINUOUS")
    put(0, "ENDTAB", 0, "ENDSEC", 0, "SECTION", 2, "ENTITIES")
    ax, ay, aw, ah = (_mm(v) for v in area(sheet.width, sheet.height))
    polyline("PRINT_AREA", outline(ax, ay, aw, ah, 0.0))
    for x, y, mw, mh in marks(sheet.width, sheet.height):
        x, y, mw, mh = _mm(x), _mm(y), _mm(mw), _mm(mh)
        # SOLID's corners go 1 2 3 4 as top-left, top-right, bottom-left, bottom-right
        put(0, "SOLID", 8, "REGISTRATION", 10, x, 20, h - y, 30, 0.0, 11, x + mw, 21, h - y, 31, 0.0,
            12, x, 22, h - y - mh, 32, 0.0, 13, x + mw, 23, h - y - mh, 33, 0.0)
    for p in sheet.pieces:
        polyline("CUT", outline(*_mm_piece(p)))
    put(0, "ENDSEC", 0, "EOF")
    return ("\n".join(out) + "\n").encode("ascii")


WRITERS = {"svg": svg, "dxf": dxf}


def cut_files(game, comps: dict, fmt: str, folder, paper: str) -> dict:
    """{path: bytes} of the cut file of every fronts page of the kit's sheets of pieces (one paper), named
    after the PDF page it cuts: a4/cut/counters-1.svg cuts page 1 of a4/counters.pdf. The registration
    marks are added to those pages here (the machine reads them from the print)."""
    from printkit.layout.cutlines import CUT_COMPONENTS, corner_radius, cut_sheets, mark_items
    from printkit.paths import kit_file

    out = {}
    for name in CUT_COMPONENTS:
        pages = comps.get(name) or []
        for sheet in cut_sheets(pages, corner_radius(game, name)):
            page = pages[sheet.page - 1]
            page.add(*mark_items(page.width, page.height))
            out[kit_file(folder, paper, "cut", f"{name}-{sheet.page}.{fmt}")] = WRITERS[fmt](sheet)
    return out
