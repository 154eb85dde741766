"""Printable blocks for aids and setup cards: titled tables and wrapped paragraphs.

A block is drawn at (x, y) within a width and returns (items, height). Table rows carry invisible
markers ('row:TABLE:N') on their baseline so that verify can read each printed row back.
"""

from __future__ import annotations

from printkit.fonts import width as text_width
from printkit.layout.scene import Circle, Line, Marker, Rect, Style, Text
from printkit.layout.textflow import fit, wrap

INK = "#1a1a1a"
HEAD_FILL = "#d9d9d9"
TITLE_FILL = "#2f3b4c"
UNKNOWN_FILL = "#efefef"
GRID = Style(stroke="#555555", width=0.4)
ROW_H = 13.0
BODY = 8.0


def title_bar(x: float, y: float, w: float, title: str) -> tuple[list, float]:
    return [Rect(x, y, w, 15, Style(fill=TITLE_FILL)),
            Text(x + 5, y + 11, title, fit(title, 9.5, w - 10, "DejaVuSans-Bold"), "DejaVuSans-Bold", "#ffffff")], 15.0


def source_line(x: float, y: float, w: float, text: str) -> tuple[list, float]:
    lines = wrap(text, 6.0, w)
    return [Text(x, y + 8 + i * 7.5, line, 6.0, "DejaVuSans", "#555555") for i, line in enumerate(lines)], 3 + 7.5 * len(lines)


def column_widths(header: list[str], rows: list[list[str | None]], first_bold: bool = True) -> list[float]:
    """Each column's natural width (pt) at the body size: its widest cell and the padding."""
    return [max([text_width(header[c], BODY, "DejaVuSans-Bold")] +
                [text_width(r[c] or "", BODY, "DejaVuSans-Bold" if (c == 0 and first_bold) else "DejaVuSans")
                 for r in rows]) + 10 for c in range(len(header))]


def table(x: float, y: float, w: float, table_id: str, header: list[str], rows: list[list[str | None]],
          first_bold: bool = True) -> tuple[list, float]:
    """A grid with a header row; None cells are unknown: hatched, empty, marked for the footnote."""
    ncol = len(header)
    size = BODY
    natural = column_widths(header, rows, first_bold)
    total = sum(natural)
    if total > w:
        size = max(5.5, size * w / total)
        natural = [n * w / total for n in natural]
    else:
        natural[-1] += 0  # keep natural widths: compact tables read better
    widths = natural
    items: list = []
    cy = y
    xs = [x]
    for cw in widths:
        xs.append(xs[-1] + cw)
    tw = xs[-1] - x
    for r, cells in enumerate([header] + rows):
        head = r == 0
        if head:
            items.append(Rect(x, cy, tw, ROW_H, Style(fill=HEAD_FILL)))
        baseline = cy + ROW_H - 3.8
        for c, cell in enumerate(cells):
            cx0, cw = xs[c], widths[c]
            if cell is None:
                items += unknown_cell(cx0, cy, cw, ROW_H)
                items.append(Marker(cx0 + 2, baseline, f"unknown:{table_id}:{r - 1}:{c}"))
                continue
            font = "DejaVuSans-Bold" if head or (c == 0 and first_bold) else "DejaVuSans"
            s = fit(cell, size, cw - 4, font)
            items.append(Text(cx0 + cw / 2, baseline, cell, s, font, INK, "middle"))
        items.append(Marker(x, baseline, f"row:{table_id}:{r - 1}"))
        cy += ROW_H
    for xx in xs:
        items.append(Line(xx, y, xx, cy, GRID))
    for k in range(len(rows) + 2):
        items.append(Line(x, y + k * ROW_H, x + tw, y + k * ROW_H, GRID))
    return items, cy - y


def unknown_cell(x: float, y: float, w: float, h: float) -> list:
    """An unknown cell: a clean blank with a small open circle in its top-right corner (see unknown_legend)."""
    return [unknown_mark(x + w - 3.2, y + 3.2)]


def unknown_mark(cx: float, cy: float) -> Circle:
    return Circle(cx, cy, 1.3, Style(stroke="#555555", width=0.45))


def unknown_legend(x: float, y: float, text: str) -> tuple[list, float]:
    """The one legend line under a table with blanks: the small circle, then what it means."""
    return [unknown_mark(x + 2, y + 5), Text(x + 6, y + 7.2, text, 6.5, "DejaVuSans", "#333333")], 10.0


def _hatch(x: float, y: float, w: float, h: float) -> list:
    out = [Rect(x, y, w, h, Style(fill=UNKNOWN_FILL))]
    pen = Style(stroke="#9a9a9a", width=0.3)
    step = 5.0
    k = 0.0
    while k < w + h:
        x1, y1 = x + min(k, w), y + max(0.0, k - w)
        x2, y2 = x + max(0.0, k - h), y + min(k, h)
        out.append(Line(x1, y1, x2, y2, pen))
        k += step
    return out


def paragraphs(x: float, y: float, w: float, entries: list[tuple[str, str | None, str | None]]) -> tuple[list, float]:
    """Entries of (bold heading, right-hand note, wrapped text)."""
    items: list = []
    cy = y
    for head, note, text in entries:
        cy += 10
        room = w - (text_width(note, 7, "DejaVuSans") + 6 if note else 0)
        items.append(Text(x, cy, head, fit(head, 8.5, room, "DejaVuSans-Bold"), "DejaVuSans-Bold", INK))
        if note:
            items.append(Text(x + w, cy, note, 7, "DejaVuSans", "#555555", "end"))
        for line in wrap(text or "", BODY, w - 8) if text else []:
            cy += 9.8
            items.append(Text(x + 8, cy, line, BODY, "DejaVuSans", INK))
        cy += 3
    return items, cy - y + 2


def footnote_unknown(x: float, y: float, w: float, yaml_path: str) -> tuple[list, float]:
    items = _hatch(x, y + 1, 14, 8)
    lines = wrap(f"Not printed in the rulebook text: unknown. Fill in {yaml_path} in the game's YAML and rebuild.",
                 6.5, w - 20)
    for i, line in enumerate(lines):
        items.append(Text(x + 18, y + 7.5 + i * 8, line, 6.5, "DejaVuSans", "#333333"))
    return items, 4 + 8 * len(lines)


def wrapped_table(x: float, y: float, w: float, table_id: str, header: list[str], rows: list[list[str | None]],
                  size: float = 7.0, shares: tuple[float, ...] | None = None) -> tuple[list, float]:
    """A grid whose cells wrap their text (long rules text). The first column keeps its natural width; the
    rest share what is left (equally, or in the proportions `shares`). Every cell carries a marker
    'cellbox:TABLE:ROW:COL:W:H' at its top-left so that verify can read the words inside it back (ROW -1 = header)."""
    first = max(text_width(r[0] or "", size + 0.5, "DejaVuSans-Bold") for r in [header] + rows) + 8
    shares = shares or (1.0,) * (len(header) - 1)
    widths = [first] + [(w - first) * k / sum(shares) for k in shares]
    items: list = []
    cy = y
    line_h = size * 1.25
    for r, cells in enumerate([header] + rows):
        head = r == 0
        wrapped = [wrap(c or "", size, cw - 6, "DejaVuSans-Bold" if head or c_i == 0 else "DejaVuSans")
                   for c_i, (c, cw) in enumerate(zip(cells, widths))]
        rh = max(len(lines) for lines in wrapped) * line_h + 5
        if head:
            items.append(Rect(x, cy, w, rh, Style(fill=HEAD_FILL)))
        cx = x
        for c, (cell, cw, lines) in enumerate(zip(cells, widths, wrapped)):
            if cell is None:
                items += unknown_cell(cx, cy, cw, rh)
                items.append(Marker(cx + 2, cy + rh / 2, f"unknown:{table_id}:{r - 1}:{c}"))
            font = "DejaVuSans-Bold" if head or c == 0 else "DejaVuSans"
            for k, line in enumerate(lines):
                items.append(Text(cx + 3, cy + 3 + size + k * line_h, line, size, font, INK))
            items.append(Marker(cx, cy, f"cellbox:{table_id}:{r - 1}:{c}:{cw:.2f}:{rh:.2f}"))
            items.append(Rect(cx, cy, cw, rh, GRID))
            cx += cw
        cy += rh
    return items, cy - y
