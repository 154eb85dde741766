#!/usr/bin/env python3
"""The benchmark's anchor: a game of 280 double-sided 1/2 in counters (14 x 20), and its floor.

    python tools/anchor_sheet.py game OUT.yaml    the game file; `printkit build OUT.yaml --format pdf
                                                  --paper letter` makes its kit as a user's build does
    python tools/anchor_sheet.py bare OUT.pdf     the same 280 counters, fronts then mirrored backs, each face
                                                  as printkit draws it (colour, id, type symbol, combat value,
                                                  the back's stripe, the cut line) with crop marks, by a bare
                                                  reportlab canvas: the practical floor of drawing that sheet
    python tools/anchor_sheet.py scene OUT.pdf    the old anchor: the sheet through printkit's scene and PDF
                                                  backend alone (no game file, no kit) - for diagnosis only
"""

from __future__ import annotations

import sys

COLS, ROWS = 14, 20
COUNT = COLS * ROWS
SIZE = 36.0  # 1/2 in
PAPER = (612.0, 792.0)  # Letter
GAP, LEN = 4.25, 12.76  # crop mark gap and length (1.5 mm, 4.5 mm)
SIDES = {"blue": ("#3b6fb6", "#ffffff", "#c4d4e9", "#264876"), "grey": ("#a9abae", "#000000", "#e2e3e4", "#6b6c6e")}


def _piece(i: int) -> tuple[str, str, str, int]:
    """Counter i (0-based): id, side, type, combat value."""
    return f"c{i + 1}", ("blue" if i < COUNT // 2 else "grey"), ("infantry" if i % 2 else "armor"), i % 9 + 1


def game_yaml() -> str:
    lines = ["# printkit's benchmark game (tools/anchor_sheet.py): 280 half-inch counters, nothing else.",
             "id: anchor_sheet", "title: Anchor Sheet", "source: printkit's benchmark (tools/anchor_sheet.py)",
             "status: reconstructed", "rulebooks: []", "", "sides:"]
    for side, (color, text, _, _) in SIDES.items():
        lines.append(f'  {side}: {{name: {side.title()}, color: "{color}", text_color: "{text}"}}')
    lines += ["", "counter_sheet: {size: 0.5in, bleed: 0mm}", "", "unit_types:"]
    for utype, symbol in (("infantry", "infantry"), ("armor", "armor")):
        lines.append(f'  {utype}: {{name: {utype.title()}, domain: ground, symbol: {symbol}, front: {{value: "{{cv}}"}}, '
                     f'back: {{value: "({{cv}})", stripe: true}}}}')
    lines += ["", "counters:", "  source: invented", "  status: reconstructed", f"  total: {COUNT}", "  pieces:"]
    for i in range(COUNT):
        cid, side, utype, cv = _piece(i)
        lines.append(f"    - {{id: {cid}, side: {side}, type: {utype}, label: '{i + 1}', cv: {cv}}}")
    return "\n".join(lines) + "\n"


def _origin() -> tuple[float, float]:
    return (PAPER[0] - COLS * SIZE) / 2, (PAPER[1] - ROWS * SIZE) / 2


def bare_pdf() -> bytes:
    import io

    from reportlab.lib.colors import HexColor
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    from printkit.fonts import font_path

    pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", str(font_path("DejaVuSans-Bold"))))
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=PAPER, invariant=1, pageCompression=1)
    left, top = _origin()
    s = SIZE
    for which in ("front", "back"):
        xs, ys = set(), set()
        for i in range(COUNT):
            cid, side, utype, cv = _piece(i)
            color, ink, tint, cut = SIDES[side]
            x, y = left + (i % COLS) * s, top + (i // COLS) * s
            if which == "back":
                x = PAPER[0] - x - s
            py = PAPER[1] - y - s  # the counter's bottom edge, PDF y up
            c.setFillColor(HexColor(color))
            c.rect(x, py, s, s, stroke=0, fill=1)
            c.setFillColor(HexColor(ink))
            c.setFont("DejaVuSans-Bold", 0.14 * s)
            c.drawCentredString(x + s / 2, py + s - 0.19 * s, str(i + 1))
            if which == "back":
                c.setFillColor(HexColor("#f2c12e"))
                c.rect(x, py + s - 0.94 * s, s, 0.3 * s, stroke=0, fill=1)
            c.setFillColor(HexColor(tint))
            c.setStrokeColor(HexColor("#111111"))
            c.setLineWidth(0.66)
            c.rect(x + 0.24 * s, py + s - 0.58 * s, 0.52 * s, 0.33 * s, stroke=1, fill=1)
            if utype == "armor":
                c.ellipse(x + 0.3336 * s, py + s - 0.504 * s, x + 0.6664 * s, py + s - 0.326 * s, stroke=1, fill=0)
            else:
                c.line(x + 0.24 * s, py + s - 0.25 * s, x + 0.76 * s, py + s - 0.58 * s)
                c.line(x + 0.24 * s, py + s - 0.58 * s, x + 0.76 * s, py + s - 0.25 * s)
            c.setFillColor(HexColor(ink if which == "front" else "#111111"))
            c.setFont("DejaVuSans-Bold", 0.3 * s)
            c.drawCentredString(x + s / 2, py + s - 0.9 * s, str(cv) if which == "front" else f"({cv})")
            c.setStrokeColor(HexColor(cut))
            c.setLineWidth(0.25)
            c.rect(x, py, s, s, stroke=1, fill=0)
            xs.update((x, x + s))
            ys.update((py, py + s))
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        c.setStrokeColor(HexColor("#000000"))
        for x in sorted(xs):
            c.line(x, y0 - GAP, x, y0 - GAP - LEN)
            c.line(x, y1 + GAP, x, y1 + GAP + LEN)
        for y in sorted(ys):
            c.line(x0 - GAP, y, x0 - GAP - LEN, y)
            c.line(x1 + GAP, y, x1 + GAP + LEN, y)
        c.showPage()
    c.save()
    return buf.getvalue()


def scene_pdf() -> bytes:
    from printkit.layout.scene import Document, Marker, Page, Rect, Style, Text
    from printkit.layout.sheets import crop_marks, mirror
    from printkit.render.pdf import render

    left, top = _origin()
    pages = []
    for which in ("front", "back"):
        page = Page(*PAPER, f"anchor {which}")
        xs, ys = set(), set()
        for i in range(COUNT):
            x, y = left + (i % COLS) * SIZE, top + (i // COLS) * SIZE
            if which == "back":
                x, y = mirror(x, y, SIZE, PAPER, "long")
            page.add(Rect(x, y, SIZE, SIZE, Style(fill="#c9d8ef", stroke="#333333", width=0.3)),
                     Text(x + SIZE / 2, y + SIZE * 0.6, f"{i + 1}", 9, "DejaVuSans-Bold", "#000000", "middle"),
                     Marker(x + SIZE / 2, y + SIZE / 2, f"ctr:c{i}:1:{which}"))
            xs.update((x, x + SIZE))
            ys.update((y, y + SIZE))
        page.add(*crop_marks(xs, ys, (min(xs), min(ys), max(xs), max(ys))))
        pages.append(page)
    return render(Document("anchor", pages))


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("game", "bare", "scene"):
        print(__doc__, file=sys.stderr)
        return 2
    if argv[0] == "game":
        with open(argv[1], "w", encoding="utf-8") as f:
            f.write(game_yaml())
        return 0
    data = bare_pdf() if argv[0] == "bare" else scene_pdf()
    with open(argv[1], "wb") as f:
        f.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
