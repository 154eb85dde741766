"""What a map printed at a scale is for: the sentence saying which counters it fits, printed on the map's
assembly diagram and its 100 % page."""

from __future__ import annotations

from printkit.units import PT_PER_MM

FIT = 0.92  # a counter fits a hex up to this share of the hex's flat-to-flat width (room to pick it up)


def scale_note(game, board, k: float) -> str | None:
    """'At 150 %: hexes 19.1 mm across, for the 12.7 mm counters of this kit' (None: not a map of counters)."""
    if game.counters is None or not game.counters.pieces or getattr(board, "kind", None) == "display":
        return None
    counter = game.counter_sheet.size / PT_PER_MM
    grid = getattr(board, "grid", None)
    if grid is None:
        return f"At {k:.0%}: for the {counter:.1f} mm counters of this kit."
    across = grid.hex_size * k / PT_PER_MM
    if counter <= across * FIT:
        return f"At {k:.0%}: hexes {across:.1f} mm across, for the {counter:.1f} mm counters of this kit."
    return (f"At {k:.0%}: hexes {across:.1f} mm across, smaller than the {counter:.1f} mm counters of this kit "
            f"(play on the enlarged map).")
