"""Named hex zones (set-up areas, objectives): which hexes a HexZone covers."""

from __future__ import annotations

from printkit.hexgrid import all_labels
from printkit.rules import hexes


def zone_hexes(board, zone_id: str, _seen: tuple = ()) -> frozenset:
    """The hexes of a zone of the board (see model.boards.HexZone for the meaning of its fields)."""
    z = board.zones[zone_id]
    sp = hexes.spec(board)
    every = all_labels(board.grid)
    box = None
    if z.rows or z.columns:
        c0, c1 = (sp.parse(f"{c}1")[0] for c in z.columns) if z.columns else board.grid.columns
        r0, r1 = z.rows or board.grid.rows
        box = {h for h in every if c0 <= sp.parse(h)[0] <= c1 and r0 <= sp.parse(h)[1] <= r1}
    base = {sp.label(*sp.parse(h)) for h in z.hexes}
    base |= {h for h, info in (board.hexes or {}).items() if info.group in z.groups}
    base |= {h for h in every if set(sp.edges(h)) & set(z.edges)}
    if base:
        found = base & box if box is not None else base
    else:
        found = box if box is not None else set(every)
    for _ in range(z.within):
        found |= {n for h in found for n in sp.neighbors(h)}
    for other in z.exclude:
        if other not in _seen:
            found -= zone_hexes(board, other, _seen + (zone_id,))
    return frozenset(found)
