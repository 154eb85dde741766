"""Cross-checks of the schema parts for chits, cards, ladder displays, roll charts and geographic maps."""

from __future__ import annotations

from collections import Counter as Tally


def check_more(ck) -> None:
    """Run the extra checks on checker `ck` (see xref.Checker): every problem at its YAML path."""
    g = ck.g
    _chits(ck, g)
    _cards(ck, g)
    for chart_id, chart in g.charts.items():
        kind = getattr(chart, "kind", None)
        if kind == "ladder":
            _ladder(ck, chart_id, chart)
        elif kind == "rolls":
            _rolls(ck, chart_id, chart)
    from printkit.model.boards import AreaMap

    for map_id, board in g.maps.items():
        if isinstance(board, AreaMap):
            _areas(ck, map_id, board)
            from printkit.load.xref_scenery import check_scenery

            check_scenery(ck, map_id, board)
            if board.projection is not None:
                _geography(ck, map_id, board)


def _chits(ck, g) -> None:
    if g.chits is None:
        return
    if g.chit_sheet is None:
        ck.bad(("chits",), "chits need a chit_sheet (their size and bleed)")
    counter_ids = {c.id for c in (g.counters.pieces if g.counters else ())}
    seen = set()
    for i, c in enumerate(g.chits.pieces):
        path = ("chits", "pieces", i)
        if c.id in seen or c.id in counter_ids:
            ck.bad(path + ("id",), f"duplicate counter or chit id {c.id!r}")
        seen.add(c.id)
        if c.side not in g.sides:
            ck.dangling(path + ("side",), c.side, f"no side {c.side!r}; sides are: {', '.join(g.sides)}")
        if c.type not in g.unit_types:
            ck.dangling(path + ("type",), c.type, f"no unit type {c.type!r}; unit types are: {', '.join(g.unit_types)}")


def _cards(ck, g) -> None:
    deck = g.cards
    if deck is None:
        return
    for cid, n in Tally(c.id for c in deck.cards).items():
        if n > 1:
            i = next(k for k, c in enumerate(deck.cards) if c.id == cid)
            ck.bad(("cards", "cards", i, "id"), f"duplicate card id {cid!r}")
    for i, c in enumerate(deck.cards):
        ck.provenance(("cards", "cards", i, "title"), c.title, c.status or deck.status)


def _ladder(ck, chart_id, chart) -> None:
    base = ("charts", chart_id)
    order = {z.id: i for i, z in enumerate(chart.zones)}
    for zid, n in Tally(z.id for z in chart.zones).items():
        if n > 1:
            ck.bad(base + ("zones",), f"duplicate zone id {zid!r}")
    for i, a in enumerate(chart.arrows):
        path = base + ("arrows", i)
        for end in ("from_zone", "to_zone"):
            if getattr(a, end) not in order:
                ck.bad(path + (end,), f"no zone {getattr(a, end)!r}; zones are: {', '.join(order)}")
        if a.from_zone in order and a.to_zone in order and abs(order[a.from_zone] - order[a.to_zone]) != 1:
            ck.bad(path, f"an arrow joins neighbouring zones; {a.from_zone!r} and {a.to_zone!r} are not neighbours")
        if a.cost is not None and a.cost < 0:
            ck.bad(path + ("cost",), f"cost must not be negative, got {a.cost}")
        ck.provenance(path + ("cost",), a.cost, a.status or chart.status)


def dice_totals(dice: str) -> range | None:
    """'2d6' -> range(2, 13); None if not NdS."""
    n, _, sides = dice.partition("d")
    if not (n.isdigit() and sides.isdigit() and int(n) > 0 and int(sides) > 1):
        return None
    return range(int(n), int(n) * int(sides) + 1)


def _rolls(ck, chart_id, chart) -> None:
    base = ("charts", chart_id)
    for i, col in enumerate(chart.columns):
        path = base + ("columns", i)
        totals = dice_totals(col.dice)
        if totals is None:
            ck.bad(path + ("dice",), f"expected dice such as '1d6' or '2d6', got {col.dice!r}")
            continue
        results = col.results or {}
        for key, cell in results.items():
            if not key.lstrip("-").isdigit() or int(key) not in totals:
                ck.bad(path + ("results", key), f"{key!r} cannot be rolled on {col.dice} "
                                                f"({totals.start}-{totals.stop - 1})", key=True)
            ck.provenance(path + ("results", key), cell.value, cell.status or chart.status)
        missing = [str(t) for t in totals if str(t) not in results]
        if missing:
            ck.bad(path + ("results",), f"no result for {col.dice} total(s) {', '.join(missing)} "
                                        "(give null, with status unknown, for a result not printed)")


def _areas(ck, map_id, board) -> None:
    base = ("maps", map_id, "areas")
    by_id = {a.id: a for a in board.areas}
    zones = board.zones or {}
    seas = {k for k, r in (board.regions or {}).items() if r.kind == "sea"}
    for i, a in enumerate(board.areas):
        path = base + (i,)
        if a.inside is not None:
            if a.inside not in by_id or a.inside == a.id:
                ck.bad(path + ("inside",), f"no other area {a.inside!r} to lie inside")
            elif a.inside not in a.adjacent:
                ck.bad(path + ("inside",), f"an area inside {a.inside!r} must list it as adjacent")
        for j, z in enumerate(a.zones):
            if z not in zones:
                ck.bad(path + ("zones", j), f"no zone {z!r}; zones are: {', '.join(zones) or 'none'}")
        for j, s in enumerate(a.coast):
            if board.projection is not None and s not in seas:
                ck.bad(path + ("coast", j), f"no sea {s!r}; seas are: {', '.join(sorted(seas)) or 'none'}")
        if board.projection is None and (a.ring or a.holes):
            ck.bad(path + ("ring",), "a ring of borders needs the map's projection")


def _geography(ck, map_id, board) -> None:
    from printkit.geo import ring_gaps

    base = ("maps", map_id)
    borders = board.borders or {}
    areas = {a.id: a for a in board.areas}
    regions = board.regions or {}
    names = set(areas) | set(regions) | {"frame"}
    for key, b in borders.items():
        for j, end in enumerate(b.between):
            if end not in names:
                ck.bad(base + ("borders", key, "between", j), f"no area or region {end!r}")
    lo0, la0, lo1, la1 = board.projection.bounds
    owners = [(("areas", i), a) for i, a in enumerate(board.areas)] + [(("regions", k), r) for k, r in regions.items()]
    for path, a in owners:
        if not a.ring:
            ck.bad(base + path, f"{a.id!r} has no outline: give its ring of border keys")
            continue
        for r, ring in enumerate([a.ring] + list(a.holes)):
            rpath = base + path + (("ring",) if r == 0 else ("holes", r - 1))
            ok = True
            for j, key in enumerate(ring):
                b = borders.get(key.lstrip("-"))
                if b is None:
                    ck.bad(rpath + (j,), f"no border {key.lstrip('-')!r}")
                    ok = False
                elif a.id not in b.between:
                    ck.bad(rpath + (j,), f"border {key.lstrip('-')!r} lies between {b.between[0]!r} and "
                                         f"{b.between[1]!r}, not along {a.id!r}")
                    ok = False
            if ok:
                for j in ring_gaps(borders, ring):
                    ck.bad(rpath + (j,), f"the ring does not close: border {ring[j]!r} ends away from where "
                                         f"{ring[(j + 1) % len(ring)]!r} begins")
    for i, a in enumerate(board.areas):
        lon, lat = a.at
        if not (lo0 <= lon <= lo1 and la0 <= lat <= la1):
            ck.bad(base + ("areas", i, "at"), f"point {a.at} (lon, lat) lies outside the projection bounds")
    # the drawn borders are the declared adjacency, and the coast is where an area meets a sea
    drawn = {frozenset(b.between) for b in borders.values()}
    for i, a in enumerate(board.areas):
        for other in sorted(set(areas) - {a.id}):
            pair = frozenset((a.id, other))
            declared = other in a.adjacent
            if pair in drawn and not declared:
                ck.bad(base + ("areas", i, "adjacent"), f"{a.id!r} shares a border with {other!r} but does not "
                                                        "list it as adjacent")
            elif declared and pair not in drawn and areas[other].inside != a.id and a.inside != other:
                ck.bad(base + ("areas", i, "adjacent"), f"{a.id!r} lists {other!r} as adjacent, but no border "
                                                        "between them is drawn")
        seas = {s for s, r in regions.items() if r.kind == "sea" and frozenset((a.id, s)) in drawn}
        if seas != set(a.coast):
            ck.bad(base + ("areas", i, "coast"), f"the drawn coast touches {sorted(seas) or 'no sea'}, "
                                                 f"but coast lists {sorted(a.coast) or 'none'}")
