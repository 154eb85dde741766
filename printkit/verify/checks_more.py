"""Read-back checks for chits, cards, geographic maps and their displays, roll charts and VP-difference
victory tables: what is printed must equal the data and what the calculators answer."""

from __future__ import annotations

from printkit.units import PT_PER_MM


def verify_more(game, built, folder, manifest, opts, rep, pages_of) -> None:
    """Extra checks for one built kit; `pages_of(built, folder, stem, fmt)` reads a component's pages."""
    from printkit.kit import chit_view
    from printkit.verify.sheet_rows import _counters

    for paper in manifest["papers"]:
        for fmt in (f for f in manifest["formats"] if f in ("pdf", "svg")):  # png, vmod: printkit.digital
            where = f"{paper}/{fmt}"
            if game.chits and game.chits.pieces:
                pages = pages_of(built, folder / paper, "chits", fmt)
                if rep.check(pages is not None, f"{where}: chits missing"):
                    _counters(chit_view(game), pages, paper, opts, f"{where} chits", rep)
            if game.cards and game.cards.cards:
                pages = pages_of(built, folder / paper, "cards", fmt)
                if rep.check(pages is not None, f"{where}: cards missing"):
                    _cards(game, pages, paper, opts, where, rep)
            pages = pages_of(built, folder / paper, "aid", fmt)
            if pages:
                _aid_resolvers(game, pages, where, rep)
    from printkit.kit import map_stem
    from printkit.model.boards import AreaMap, HexMap

    for fmt in (f for f in manifest["formats"] if f in ("pdf", "svg")):
        for map_id, board in game.maps.items():
            geo = isinstance(board, AreaMap) and board.projection is not None
            if not geo and not (isinstance(board, HexMap) and board.charts):
                continue
            stem = f"{map_stem(game, map_id)}-100"
            pages = pages_of(built, folder, stem, fmt)
            if pages and geo:
                _geo_map(game, board, pages[0], f"{stem}.{fmt}", rep)
            elif pages:
                _placed_charts(game, board, pages[0], f"{stem}.{fmt}", rep)


def _cards(game, pages, paper, opts, where, rep) -> None:
    from printkit.units import paper_size
    from printkit.verify.sheet_rows import mirrored

    deck = game.cards
    width, height = paper_size(paper)
    duplex, (ox, oy) = opts
    fronts, backs = {}, {}
    for i, page in enumerate(pages):
        for text, x, y in page.marker("card:"):
            _, cid, copy, which = text.split(":")
            target = fronts if which == "front" else backs
            rep.check((cid, copy) not in target, f"{where}: card {cid} copy {copy} {which} printed twice")
            target[(cid, copy)] = (i, x, y)
            boxes = [r for r in page.rects if abs(r[0] + r[2] / 2 - x) < 0.5 and abs(r[1] + r[3] / 2 - y) < 0.5
                     and abs(r[2] - deck.size[0]) < 2 and abs(r[3] - deck.size[1]) < 2]
            if rep.check(bool(boxes), f"{where}: no cut rectangle around card {cid}"):
                w, h = boxes[0][2], boxes[0][3]
                rep.check(abs(w - deck.size[0]) <= 0.05 * PT_PER_MM and abs(h - deck.size[1]) <= 0.05 * PT_PER_MM,
                          f"{where}: card {cid} is {w / PT_PER_MM:.2f} x {h / PT_PER_MM:.2f} mm")
    wanted = {(c.id, str(n)) for c in deck.cards for n in range(1, c.quantity + 1)}
    for key in sorted(wanted):
        if not (rep.check(key in fronts, f"{where}: card {key[0]} has no front")
                and rep.check(key in backs, f"{where}: card {key[0]} has no back")):
            continue
        (pf, xf, yf), (pb, xb, yb) = fronts[key], backs[key]
        page, mx, my = mirrored(duplex, pf, pages[pf].width, (width, height), xf, yf)
        rep.check(pb == page, f"{where}: back of card {key[0]} is not on the page "
                              + ("of its front" if duplex == "gutter" else "after its front"))
        rep.check(abs(mx + ox - xb) <= 0.1 * PT_PER_MM and abs(my + oy - yb) <= 0.1 * PT_PER_MM,
                  f"{where}: back of card {key[0]} is off its mirrored front")
    per_page = {}
    for (cid, copy), (i, x, y) in fronts.items():
        per_page[i] = per_page.get(i, 0) + 1
    rep.check(all(n <= 9 for n in per_page.values()), f"{where}: more than 9 cards on a page")
    rep.check(not set(fronts) - wanted, f"{where}: cards not in the deck: {sorted(set(fronts) - wanted)}")
    titles = " ".join(" ".join(p.all_text() for p in pages).split())  # a title wrapped on two lines reads whole
    for c in deck.cards:
        if c.title:
            rep.check(" ".join(c.title.split()) in titles, f"{where}: card title {c.title!r} not printed")


def _aid_resolvers(game, pages, where, rep) -> None:
    """Printed Effort Chart rows against `printkit effort`, the victory table against `printkit victory`."""
    from printkit.errors import RulesError
    from printkit.verify.sheet_rows import _rows_by_marker

    got = _rows_by_marker(pages)
    for chart_id, chart in game.charts.items():
        if chart_id not in game.kit.player_aid:
            continue
        if getattr(chart, "kind", None) == "rolls" and game.parameters.get("effort_chart") is not None \
                and game.param("effort_chart") == chart_id:
            from printkit.rules.effort import result

            for i, text in got.get(chart_id, {}).items():
                if i < 0:
                    continue
                cells = text.split()
                total = int(cells[0])
                for col, printed in zip(chart.columns, cells[1:]):
                    n = int(col.dice.split("d")[0])
                    if printed == "-":
                        rep.check(not n <= total <= n * int(col.dice.split("d")[1]),
                                  f"{where}: {chart.title} prints '-' for {col.title} {total}")
                        continue
                    rolls = [total] if n == 1 else [min(6, total - 1), total - min(6, total - 1)]
                    try:
                        rp = result(game, col.id, rolls)["rp"]
                    except RulesError:
                        continue
                    rep.check(str(rp) == printed, f"{where}: {chart.title} {col.title} {total} prints {printed}, "
                                                  f"printkit effort says {rp}")
        if chart_id == (game.param("victory_chart") if "victory_chart" in game.parameters else None):
            from printkit.rules.scoring import by_difference

            sides = game.param("victory_sides")
            for i, text in got.get(chart_id, {}).items():
                band, _, printed = text.partition(" ")
                low = band.rstrip("+").split("-")[0]
                if i < 0 or not low.isdigit():
                    continue
                r = by_difference(game, {sides[0]: int(low), sides[1]: 0})
                rep.check(r["result"] == printed, f"{where}: victory row {band} prints {printed!r}, printkit victory "
                                                  f"says {r['result']!r}")


def _placed_charts(game, board, page, where, rep) -> None:
    """The tables printed on a map sheet (area or hex map) read back like the aid's."""
    from printkit.verify import expected
    from printkit.verify.sheet_rows import _compare_rows, _rows_by_marker, _unknown_cells

    got = _rows_by_marker([page])
    for placed in board.charts:
        want = expected.chart_rows(game.charts[placed.chart])
        if want and getattr(game.charts[placed.chart], "kind", None) != "ladder":
            table_id = f"{placed.chart}@display"
            _compare_rows(table_id, want, got.get(table_id, {}), _unknown_cells([page]), where, rep)


def _geo_map(game, board, page, where, rep) -> None:
    """Drawn borders = declared adjacency; every area's VP value printed by its name; the displays' arrows
    print the costs the diplomacy calculator uses."""
    areas = {a.id: a for a in board.areas}
    drawn = set()
    for text, x, y in page.marker("border:"):
        a, _, b = text.split(":", 1)[1].partition("|")
        if a in areas and b in areas:
            drawn.add(frozenset((a, b)))
    declared = {frozenset((a.id, o)) for a in board.areas for o in a.adjacent}
    rep.check(drawn == declared, f"{where}: drawn borders and declared adjacency differ: "
                                 f"{sorted(tuple(sorted(p)) for p in drawn ^ declared)}")
    marks = {m[0].split(":", 1)[1]: (m[1], m[2]) for m in page.marker("area:")}
    rep.check(not [m for m in page.marker("vp:") if m[0] == "vp:0"], f"{where}: a VP circle of 0 is printed (an area worth no VP carries none)")
    for a in board.areas:
        if not a.vp or a.id not in marks:
            continue
        x, y = marks[a.id]
        near = [w for w in page.words if w[0] == str(a.vp) and abs((w[1] + w[2]) / 2 - x) < 40 and 0 < w[3] - y < 22]
        rep.check(bool(near), f"{where}: the VP value {a.vp} of {a.name} is not printed by its name")
    from printkit.rules.politics import diplomacy

    _placed_charts(game, board, page, where, rep)
    for placed in board.charts:
        chart = game.charts[placed.chart]
        if getattr(chart, "kind", None) != "ladder":
            continue
        printed = {tuple(m[0].split(":")[1:3]): m[0].split(":")[3] for m in page.marker("ladder:")}
        order = {z.id: i for i, z in enumerate(chart.zones)}
        ranked = [c for c in game.counters.pieces if c.rank is not None]
        for arrow in chart.arrows:
            key = (arrow.from_zone, arrow.to_zone)
            if not rep.check(key in printed, f"{where}: arrow {key} of the {chart.title} not printed"):
                continue
            up = order[arrow.to_zone] > order[arrow.from_zone]
            if arrow.cost is None or not ranked:
                continue
            c = ranked[0]
            r = diplomacy(game, c.label, arrow.from_zone, "up" if up else "down", arrow.cost, c.rank)
            rep.check(printed[key] == str(r["minimum_rp"]), f"{where}: the {chart.title} arrow {key} prints "
                                                            f"{printed[key]}, printkit diplomacy says {r['minimum_rp']}")
        zones = {m[0].split(":")[2] for m in page.marker("zone:")}
        rep.check(zones == set(order), f"{where}: {chart.title} zones printed {sorted(zones)}")
