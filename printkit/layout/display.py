"""Display sheets (a faction card, a track sheet): title, boxes and tracks, notes."""

from __future__ import annotations

from printkit.layout.boxes import draw_box
from printkit.layout.scene import Rect, Style, Text
from printkit.units import PT_PER_MM

# the blank edge of a display sheet (its title sits 14 mm down, its boxes 12 mm in): a copy fitted to a page
# leaves it off (layout.tiling.fitted_page)
SHEET_MARGIN = 8 * PT_PER_MM


def _chart(game, placed, size: float | None = None) -> list:
    """A table chart (title bar and grid) at its place on the sheet."""
    from printkit.layout import blocks
    from printkit.layout.aids import chart_table

    x, y, w = (v * PT_PER_MM for v in (*placed.at, placed.width))
    chart = game.charts[placed.chart]
    from printkit.layout.aids import chart_span, needs_wrap

    header, rows = chart_table(chart)
    span = chart_span(chart)
    from printkit.layout.reconstructed import chart_caption

    title, h = blocks.title_bar(x, y, w, chart_caption(game, chart), size)
    if needs_wrap(header, rows, w, span, blocks.FIXED_SIZES):
        table, _ = blocks.wrapped_table(x, y + h + 3, w, f"{placed.chart}@display", header, rows)
    else:
        table, _ = blocks.table(x, y + h + 3, w, f"{placed.chart}@display", header, rows, span=span, width=w,
                                sizes=blocks.FIXED_SIZES)
    return title + table


def _title_size(game, board) -> float | None:
    """One size for every chart title of a sheet (charts side by side read as a row): the largest step of the
    type scale at which each fits its bar (the Faction Card's three titles were 8, 9.5 and 6.5 pt)."""
    from printkit.layout import blocks
    from printkit.layout.reconstructed import chart_caption
    from printkit.layout.typography import step

    sizes = [blocks.title_size(chart_caption(game, game.charts[p.chart]), p.width * PT_PER_MM)
             for p in board.charts]
    return step(min(sizes)) if sizes else None


def display_items(game, board) -> list:
    w, h = board.size
    items: list = [Rect(0, 0, w, h, Style(fill="#fbfaf6")),
                   Text(12 * PT_PER_MM, 14 * PT_PER_MM, board.title or game.title, 15, "DejaVuSans-Bold", "#1a1a1a")]
    for box in board.boxes:
        items += draw_box(game, box)
    size = _title_size(game, board)
    for placed in board.charts:
        items += _chart(game, placed, size)
    y = h - 8 * PT_PER_MM - 9 * len(board.notes)
    for note in board.notes:
        items.append(Text(12 * PT_PER_MM, y, note, 7, "DejaVuSans", "#333333"))
        y += 9
    if board.status != "printed" and game.kit.source_lines:  # a maker's draft; else the cover and notes say so
        items.append(Text(w - 6 * PT_PER_MM, h - 3 * PT_PER_MM,
                          f"{board.title} {board.status} from the rules"
                          + (f" ({board.source})." if game.kit.source_lines else "."),
                          6, "DejaVuSans", "#555555", "end"))
    return items
