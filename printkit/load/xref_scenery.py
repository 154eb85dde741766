"""Cross-checks of an area map's scenery (roads, rivers, ridges, passes): art that must not change a rule."""

from __future__ import annotations


def check_scenery(ck, map_id, board) -> None:
    """Every road joins adjacent areas only, in order (a road must not suggest a move the rules forbid);
    scenery drawn in map millimetres lies on the sheet; a pass has a road or track through it."""
    base = ("maps", map_id)
    areas = {a.id: a for a in board.areas}
    for i, road in enumerate(board.roads):
        path = base + ("roads", i)
        for j, area in enumerate(road.via):
            if area not in areas:
                ck.bad(path + ("via", j), f"no area {area!r} on this map")
            elif j and road.via[j - 1] in areas and road.via[j - 1] not in areas[area].adjacent:
                ck.bad(path + ("via", j), f"a road from {road.via[j - 1]!r} to {area!r}: the areas are not "
                                          "adjacent (a road joins adjacent areas only)")
    if board.projection is None:
        w, h = (v * 25.4 / 72 for v in board.size)
        points = [(("rivers", i, "points", j), p) for i, r in enumerate(board.rivers) for j, p in enumerate(r.points)]
        points += [(("ridges", i, "points", j), p) for i, r in enumerate(board.ridges) for j, p in enumerate(r.points)]
        points += [(("roads", i, end), getattr(r, end)) for i, r in enumerate(board.roads) for end in ("start", "end")
                   if getattr(r, end) is not None]
        for path, (x, y) in points:
            if not (0 <= x <= w and 0 <= y <= h):
                ck.bad(base + path, f"point {[x, y]} (mm) lies off the {w:.0f} x {h:.0f} mm sheet")
    served = {a for road in board.roads for a in road.via}
    for i, a in enumerate(board.areas):
        if "pass" in a.features and a.id not in served:
            ck.bad(base + ("areas", i, "features"), f"{a.id!r} is a pass, but no road or track runs through it")
