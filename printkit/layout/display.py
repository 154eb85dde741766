"""Display sheets (a faction card, a track sheet): title, boxes and tracks, notes."""

from __future__ import annotations

from printkit.layout.boxes import draw_box
from printkit.layout.scene import Rect, Style, Text
from printkit.units import PT_PER_MM


def display_items(game, board) -> list:
    w, h = board.size
    items: list = [Rect(0, 0, w, h, Style(fill="#fbfaf6")),
                   Text(12 * PT_PER_MM, 14 * PT_PER_MM, board.title or game.title, 15, "DejaVuSans-Bold", "#1a1a1a")]
    for box in board.boxes:
        items += draw_box(game, box)
    y = h - 8 * PT_PER_MM - 9 * len(board.notes)
    for note in board.notes:
        items.append(Text(12 * PT_PER_MM, y, note, 7, "DejaVuSans", "#333333"))
        y += 9
    if board.status != "printed":
        items.append(Text(w - 6 * PT_PER_MM, h - 3 * PT_PER_MM,
                          f"{board.title} {board.status} by printkit from the rules ({board.source}).",
                          6, "DejaVuSans", "#555555", "end"))
    return items
