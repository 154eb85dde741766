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
TITLE = 9.5  # a title bar's type (printkit.layout.typography.TYPE_SCALE: title)


def title_bar(x: float, y: float, w: float, title: str, size: float | None = None) -> tuple[list, float]:
    """A dark bar with the title in white, at `size` or the largest size up to the title size that fits."""
    return [Rect(x, y, w, 15, Style(fill=TITLE_FILL)),
            Text(x + 5, y + 11, title, size or title_size(title, w), "DejaVuSans-Bold", "#ffffff")], 15.0


def title_size(title: str, w: float) -> float:
    """The size a title bar of width w sets this title in (shrunk from the title size until it fits)."""
    return fit(title, TITLE, w - 10, "DejaVuSans-Bold")


def source_line(x: float, y: float, w: float, text: str) -> tuple[list, float]:
    lines = wrap(text, 6.0, w)
    return [Text(x, y + 8 + i * 7.5, line, 6.0, "DejaVuSans", "#555555") for i, line in enumerate(lines)], 3 + 7.5 * len(lines)


PAD = 4.0  # each side of a cell's text
SHORT = 8  # a column whose every value is a figure this short is centred (numbers, codes: `figure`)
TABLE_SIZES = (BODY, 7.0)  # a table is set in body type, else in the small size of the type scale; never between
FIXED_SIZES = (BODY, 7.0, 6.0)  # a table in a place of fixed width (a chart on a display sheet) may take the caption size


def _font(head: bool, c: int, first_bold: bool) -> str:
    return font_of(head or (c == 0 and first_bold))


def font_of(bold: bool) -> str:
    return "DejaVuSans-Bold" if bold else "DejaVuSans"


def figure(cell: str | None) -> bool:
    """A short value set centred in its column: a number, a code, a range ('4', '+2', 'DR+1', 'XX', '5–6', '–');
    words ('Militia', 'no effect') are set left like text."""
    text = cell or ""
    return len(text) <= SHORT and not any(a.islower() and b.islower() for a, b in zip(text, text[1:]))


def natural_widths(header: list[str] | None, rows: list[list[str | None]], size: float, first_bold: bool = True,
                   span: str | None = None) -> list[float]:
    """Each column's width at `size`: its widest text plus padding (the span title over the columns 1.. too)."""
    lines = ([header] if header else []) + rows
    ncol = len(lines[0])
    widths = [max(text_width(r[c] or "", size, _font(r is header, c, first_bold)) for r in lines
                  if not (span and r is header and c == 0)) + 2 * PAD for c in range(ncol)]
    if span and header:  # the corner spans both header rows: its title may take two lines
        widths[0] = max(widths[0], max(text_width(part, size, "DejaVuSans-Bold") for part in corner_lines(header[0]))
                        + 2 * PAD)
    if span and ncol > 1:
        need = text_width(span, size, "DejaVuSans-Bold") + 2 * PAD - sum(widths[1:])
        if need > 0:
            widths[1:] = [cw + need / (ncol - 1) for cw in widths[1:]]
    return widths


def corner_lines(text: str) -> list[str]:
    """A corner title in two lines, broken at the space nearest its middle ('Defender' / 'final value')."""
    words = text.split()
    if len(words) < 2:
        return [text]
    best = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return [" ".join(words[:best]), " ".join(words[best:])]


def table_size(header, rows, w: float, first_bold: bool = True, span: str | None = None,
               sizes: tuple[float, ...] = TABLE_SIZES) -> float | None:
    """The largest of `sizes` whose natural widths fit `w`; None when none does (wrap the table instead)."""
    for size in sizes:
        if sum(natural_widths(header, rows, size, first_bold, span)) <= w:
            return size
    return None


def table_width(header, rows, w: float, first_bold: bool = True, span: str | None = None) -> float:
    """The width a table is set to: its columns' natural widths (w when it must wrap)."""
    size = table_size(header, rows, w, first_bold, span)
    return w if size is None else sum(natural_widths(header, rows, size, first_bold, span))


def table(x: float, y: float, w: float, table_id: str, header: list[str] | None, rows: list[list[str | None]],
          first_bold: bool = True, span: str | None = None, width: float | None = None,
          sizes: tuple[float, ...] = TABLE_SIZES) -> tuple[list, float]:
    """A grid set to its columns' widths (in body type, else the small size): row labels left-aligned, columns
    of short values centred, columns of text left-aligned; `header` None for a list of labels and values
    (no header row), `span` a title over the columns after the first (the column axis; the corner then holds
    the row axis's title); `width` stretches the table to a header bar (the extra to its text columns).
    None cells are unknown: blank, a small circle, marked for the legend."""
    size = table_size(header, rows, w, first_bold, span, sizes) or sizes[-1]
    widths = natural_widths(header, rows, size, first_bold, span)
    ncol = len(widths)
    lines = ([header] if header else []) + rows
    centred = [c > 0 and all(figure(r[c]) for r in rows) for c in range(ncol)]  # (its header too)
    extra = max(0.0, min(width or 0.0, w) - sum(widths))
    if extra:
        grow = [c for c in range(1, ncol) if not centred[c]] or list(range(1, ncol)) or [0]
        for c in grow:
            widths[c] += extra / len(grow)
    xs = [x]
    for cw in widths:
        xs.append(xs[-1] + cw)
    tw = xs[-1] - x
    row_h = ROW_H * size / BODY
    items: list = []
    cy = y
    if header and span:  # the column axis's title over the columns; the corner cell spans both header rows
        items.append(Rect(x, cy, tw, 2 * row_h, Style(fill=HEAD_FILL)))
        items.append(Text((xs[1] + xs[-1]) / 2, cy + row_h - 3.8 * size / BODY, span, size, "DejaVuSans-Bold",
                          INK, "middle"))
        cy += row_h
    top = y
    for r, cells in enumerate(lines):
        head = header is not None and r == 0
        index = r - 1 if header is not None else r
        if head and not span:
            items.append(Rect(x, cy, tw, row_h, Style(fill=HEAD_FILL)))
        baseline = cy + row_h - 3.8 * size / BODY
        for c, cell in enumerate(cells):
            cx0, cw = xs[c], widths[c]
            if head and span and c == 0:  # the corner: its first line in the span row, its last on the header's
                parts = corner_lines(cell)
                for k, part in enumerate(parts):
                    items.append(Text(cx0 + PAD, baseline - (len(parts) - 1 - k) * row_h, part, size, font_of(True), INK))
                continue
            if cell is None:
                items += unknown_cell(cx0, cy, cw, row_h)
                items.append(Marker(cx0 + 2, baseline, f"unknown:{table_id}:{index}:{c}"))
                continue
            font = _font(head, c, first_bold)
            if centred[c]:
                items.append(Text(cx0 + cw / 2, baseline, cell, size, font, INK, "middle"))
            else:
                items.append(Text(cx0 + PAD, baseline, cell, size, font, INK))
        items.append(Marker(x, baseline, f"row:{table_id}:{index}"))
        cy += row_h
    spanned = bool(header and span)
    for k, xx in enumerate(xs):  # under the span title only the corner's edge runs to the top
        items.append(Line(xx, top + row_h if spanned and 1 < k < ncol else top, xx, cy, GRID))
    ys = [top + k * row_h for k in range(len(lines) + (2 if spanned else 1))]
    for k, yy in enumerate(ys):
        items.append(Line(xs[1] if spanned and k == 1 else x, yy, x + tw, yy, GRID))
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


def wrapped_table(x: float, y: float, w: float, table_id: str, header: list[str] | None, rows: list[list[str | None]],
                  size: float = 7.0, shares: tuple[float, ...] | None = None) -> tuple[list, float]:
    """A grid whose cells wrap their text (long rules text). The first column keeps its natural width; the
    rest share what is left (equally, or in the proportions `shares`). Every cell carries a marker
    'cellbox:TABLE:ROW:COL:W:H' at its top-left so that verify can read the words inside it back (ROW -1 = header)."""
    first = max(text_width(r[0] or "", size + 0.5, "DejaVuSans-Bold") for r in ([header] if header else []) + rows) + 8
    shares = shares or (1.0,) * (len((header or rows[0])) - 1)
    widths = [first] + [(w - first) * k / sum(shares) for k in shares]
    items: list = []
    cy = y
    line_h = size * 1.25
    lines = ([header] if header else []) + rows
    for r, cells in enumerate(lines):
        head = header is not None and r == 0
        r += 0 if header else 1  # row indices: -1 the header, 0 the first row
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
