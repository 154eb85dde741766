"""What validates must build: bounds on every value the layout, renderers and resolvers rely on.

Run after the schema build, before the cross-reference checks (which list every hex of a grid).
Each bound is far beyond any real game and well inside what a printer, a PDF viewer and this machine
handle; a value outside one is a located error rather than a traceback or a runaway build.
"""

from __future__ import annotations

from printkit.units import PT_PER_MM

MAX_COUNTER_MM = 100.0  # counter plus bleed on both sides: must fit one sheet with its crop marks
MAX_COPIES = 5000  # counters printed, all designs: 18 sheets of 280
MAX_HEXES = 10_000  # hexes in one grid (Case Blue has 1,200): all that two-digit labels can number (XXYY)
# the numbers each label scheme prints: XXYY two two-digit numbers, letter-number a letter and a number to 99
LABEL_RANGES = {"XXYY": ((0, 99), (0, 99)), "letter-number": ((1, 26), (0, 99))}
MAX_SHEET_MM = 2000.0  # a map or display sheet side: 2 m (tiled over ~100 A4 pages at most)
HEX_SIZE_MM = (3.0, 200.0)


def check(game, marked, reported=()) -> tuple[list, bool]:
    """Issues (beyond those `reported` already), and whether the game is sound enough for the cross-reference checks to run."""
    issues = []

    def bad(path, message):
        issues.append(marked.issue(path, message))

    sound = True
    parts = ("counters", "maps", "kit", "scenarios")
    if not _printable(game) and not any(i.path.startswith(parts) for i in reported):
        # (when such parts failed to build, those failures are the report)
        bad((), "the game has nothing to print: no counters, maps, player-aid charts or scenarios")
    sheet = game.counter_sheet
    if sheet is not None and (sheet.size + 2 * sheet.bleed) / PT_PER_MM > MAX_COUNTER_MM:
        bad(("counter_sheet", "size"), f"a counter with its bleed is {(sheet.size + 2 * sheet.bleed) / PT_PER_MM:.0f} mm; "
                                       f"at most {MAX_COUNTER_MM:.0f} mm fits a sheet")
    for part, field, what in (("counters", "pieces", "counters"), ("chits", "pieces", "chits"), ("cards", "cards", "cards")):
        records = getattr(game, part)
        if records is not None:
            copies = sum(p.quantity for p in getattr(records, field))
            if copies > MAX_COPIES:
                bad((part, field), f"{copies} {what} to print; at most {MAX_COPIES}")
    for map_id, board in game.maps.items():
        size = getattr(board, "size", None)
        if size and max(size) / PT_PER_MM > MAX_SHEET_MM:
            bad(("maps", map_id, "size"), f"a sheet side of {max(size) / PT_PER_MM:.0f} mm; at most {MAX_SHEET_MM:.0f} mm")
        scale = getattr(board, "print_scale", 1.0)
        if size and max(size) * scale / PT_PER_MM > MAX_SHEET_MM:
            bad(("maps", map_id, "print_scale"), f"print_scale {scale:g} tiles a map of {max(size) * scale / PT_PER_MM:,.0f} mm; "
                                                 f"at most {MAX_SHEET_MM:.0f} mm")
        grid = getattr(board, "grid", None)
        if grid is None:
            continue
        for axis, (lo, hi), (first, last) in zip(("columns", "rows"), LABEL_RANGES[grid.labels], (grid.columns, grid.rows)):
            if not lo <= first <= last <= hi:
                bad(("maps", map_id, "grid", axis), f"{grid.labels} labels number {axis} {lo} to {hi}; got [{first}, {last}]")
                sound = False
        hexes = (grid.columns[1] - grid.columns[0] + 1) * (grid.rows[1] - grid.rows[0] + 1)
        if hexes > MAX_HEXES:
            bad(("maps", map_id, "grid"), f"the grid has {hexes:,} hexes; at most {MAX_HEXES:,}")
            sound = False
        lo, hi = HEX_SIZE_MM
        if not lo <= grid.hex_size / PT_PER_MM <= hi:
            bad(("maps", map_id, "grid", "hex_size"), f"hex_size {grid.hex_size / PT_PER_MM:.1f} mm; expected {lo:.0f} to {hi:.0f} mm")
            sound = False
    return issues, sound


def _printable(game) -> bool:
    pieces = game.counters is not None and bool(game.counters.pieces)
    return bool(pieces or game.maps or game.kit.player_aid or game.kit.computed or game.scenarios)
