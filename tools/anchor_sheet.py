#!/usr/bin/env python3
"""The anchor workload: 280 double-sided 1/2 in counters on Letter (14 x 20), crop marks, a fronts page
then the mirrored backs page - drawn by printkit's scene and PDF backend, or by a bare reportlab canvas
script drawing the same (the practical floor). `python tools/anchor_sheet.py printkit|bare OUT.pdf`.
"""

from __future__ import annotations

import sys

COLS, ROWS = 14, 20
SIZE = 36.0  # 1/2 in
PAPER = (612.0, 792.0)
GAP, LEN = 4.25, 12.76  # crop mark gap and length (1.5 mm, 4.5 mm)


def _origin() -> tuple[float, float]:
    return (PAPER[0] - COLS * SIZE) / 2, (PAPER[1] - ROWS * SIZE) / 2


def printkit_pdf() -> bytes:
    from printkit.layout.scene import Document, Marker, Page, Rect, Style, Text
    from printkit.layout.sheets import crop_marks, mirror
    from printkit.render.pdf import render

    left, top = _origin()
    pages = []
    for which in ("front", "back"):
        page = Page(*PAPER, f"anchor {which}")
        xs, ys = set(), set()
        for i in range(COLS * ROWS):
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


def bare_pdf() -> bytes:
    import io

    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    from printkit.fonts import font_path

    pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", str(font_path("DejaVuSans-Bold"))))
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=PAPER, invariant=1, pageCompression=1)
    left, top = _origin()
    for which in ("front", "back"):
        xs, ys = set(), set()
        c.setFont("DejaVuSans-Bold", 9)
        c.setLineWidth(0.3)
        for i in range(COLS * ROWS):
            x, y = left + (i % COLS) * SIZE, top + (i // COLS) * SIZE
            if which == "back":
                x = PAPER[0] - x - SIZE
            py = PAPER[1] - y - SIZE
            c.setFillColorRGB(0.788, 0.847, 0.937)
            c.setStrokeColorRGB(0.2, 0.2, 0.2)
            c.rect(x, py, SIZE, SIZE, stroke=1, fill=1)
            c.setFillColorRGB(0, 0, 0)
            c.drawCentredString(x + SIZE / 2, PAPER[1] - (y + SIZE * 0.6), f"{i + 1}")
            xs.update((x, x + SIZE))
            ys.update((py, py + SIZE))
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        for x in sorted(xs):
            c.line(x, y0 - GAP, x, y0 - GAP - LEN)
            c.line(x, y1 + GAP, x, y1 + GAP + LEN)
        for y in sorted(ys):
            c.line(x0 - GAP, y, x0 - GAP - LEN, y)
            c.line(x1 + GAP, y, x1 + GAP + LEN, y)
        c.showPage()
    c.save()
    return buf.getvalue()


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("printkit", "bare"):
        print(__doc__, file=sys.stderr)
        return 2
    data = printkit_pdf() if argv[0] == "printkit" else bare_pdf()
    with open(argv[1], "wb") as f:
        f.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
