"""Checks a maker needs before printing: what validates as YAML but would print badly or set up illegally.

Each is a located error: text that does not read on its colour (under 4.5:1), a chart with no title, a
face template naming a value the counter lacks, a reinforcement after the scenario's last turn, a setup
beyond the stacking limit or in terrain its units may not enter, a grid or a box that does not fit its sheet.
"""

from __future__ import annotations

from collections import Counter as Tally

from printkit.units import PT_PER_MM
from printkit.wcag import MIN_TEXT_CONTRAST, contrast_ratio

INKS = ("#ffffff", "#000000")
FIT_TOLERANCE_MM = 0.5


def check(game, marked) -> list:
    """Every problem as a located issue (the game has passed the schema and cross-reference checks)."""
    issues = []

    def bad(path, message):
        issues.append(marked.issue(path, message))

    _contrast(game, marked, bad)
    _titles(game, bad)
    for map_id, board in game.maps.items():
        _fits(map_id, board, bad)
    for sid, sc in game.scenarios.items():
        _turns(sid, sc, bad)
        _placements(game, sid, sc, bad)
    return issues


def _contrast(game, marked, bad) -> None:
    for sid, side in game.sides.items():
        given = ("sides", sid, "text_color") in marked.values
        _readable(("sides", sid, "text_color" if given else "color"), side.color, side.text_color,
                  "the side colour", given, bad)
    back = game.cards.back if game.cards is not None else None
    if back is not None:
        given = ("cards", "back", "text_color") in marked.values
        _readable(("cards", "back", "text_color" if given else "color"), back.color, back.text_color,
                  "the card back's colour", given, bad)


def _readable(path, fill: str, ink: str, what: str, given: bool, bad) -> None:
    ratio = contrast_ratio(fill, ink)
    if ratio >= MIN_TEXT_CONTRAST:
        return
    best = max(INKS, key=lambda c: contrast_ratio(fill, c))
    better = contrast_ratio(fill, best)
    hint = (f"text_color {best!r} gives {better:.1f}:1" if better >= MIN_TEXT_CONTRAST
            else "no text colour reaches it on this fill: make the colour darker or lighter")
    text = f"text {ink}" if given else f"the default text colour {ink}"
    bad(path, f"{text} on {what} {fill} has a contrast of {ratio:.1f}:1; printed text needs at least "
              f"{MIN_TEXT_CONTRAST}:1 ({hint})")


def _titles(game, bad) -> None:
    for chart_id, chart in game.charts.items():
        if not str(getattr(chart, "title", "") or "").strip():
            bad(("charts", chart_id), "a chart needs a title (title: ...): it is the chart's heading on the player "
                                      "aid and the name the calculators give it")


def _fits(map_id, board, bad) -> None:
    """The hex grid, the area region and every box lie on the sheet."""
    size = getattr(board, "size", None)
    if not size:
        return
    sheet_w, sheet_h = size[0] / PT_PER_MM, size[1] / PT_PER_MM
    base = ("maps", map_id)

    def past(x, y, w, h) -> str | None:
        over = []
        if x + w > sheet_w + FIT_TOLERANCE_MM:
            over.append(f"{x + w - sheet_w:.0f} mm past the right edge")
        if y + h > sheet_h + FIT_TOLERANCE_MM:
            over.append(f"{y + h - sheet_h:.0f} mm past the bottom")
        if x < -FIT_TOLERANCE_MM or y < -FIT_TOLERANCE_MM:
            over.append("off the top or left edge")
        return " and ".join(over) or None

    sheet = f"the {sheet_w:.0f} x {sheet_h:.0f} mm sheet (size)"
    grid = getattr(board, "grid", None)
    if grid is not None:
        from printkit.hexgrid import HexGridSpec

        w, h = (v / PT_PER_MM for v in HexGridSpec(grid).extent())
        ox, oy = board.origin
        where = past(ox, oy, w, h)
        if where:
            bad(base + ("grid",), f"the grid of {grid.columns[1] - grid.columns[0] + 1} x "
                                  f"{grid.rows[1] - grid.rows[0] + 1} hexes is {w:.0f} x {h:.0f} mm from its origin "
                                  f"({ox:g}, {oy:g}) mm and runs {where} of {sheet}: make hex_size smaller, the "
                                  "sheet larger or move the origin")
    region = getattr(board, "region", None)
    if region is not None and getattr(board, "kind", None) == "area":
        where = past(*region)
        if where:
            bad(base + ("region",), f"the region where the areas lie runs {where} of {sheet}")
    for i, box in enumerate(getattr(board, "boxes", ())):
        where = past(*box.rect)
        if where:
            bad(base + ("boxes", i, "rect"), f"box {box.id!r} runs {where} of {sheet}")


def _entries(sc):
    for part in ("setup", "reinforcements"):
        for i, p in enumerate(getattr(sc, part)):
            yield part, i, p


def _turns(sid, sc, bad) -> None:
    """Every entry turn is a turn of the scenario."""
    labels = sc.turn_labels()
    for part, i, p in _entries(sc):
        path = ("scenarios", sid, part, i)
        if p.turn is not None:
            if p.turn < 1:
                bad(path + ("turn",), f"turn {p.turn}: turns are numbered from 1")
            elif sc.turns is not None and p.turn > sc.turns:
                bad(path + ("turn",), f"enters on turn {p.turn}, after the scenario's last turn ({sc.turns}, "
                                      f"scenarios.{sid}.turns)")
        if labels and labels[0] != "1":
            for key in ("entry_h", "entry_v"):
                label = getattr(p, key)
                if label is not None and label.strip().lower() != "at start" and label not in labels:
                    bad(path + (key,), f"enters on {label!r}, which is not a turn of this scenario "
                                       f"({labels[0]} to {labels[-1]})")


def _kinds(game, counter) -> set[str]:
    """What a counter's unit counts as for stacking and terrain: its type id, its group and its domain."""
    utype = game.unit_types.get(counter.type)
    if utype is None:
        return set()
    return {counter.type, utype.domain} | ({utype.group} if utype.group else set())


def _places(game) -> dict:
    """Location -> (its terrain ids, the YAML path of the map part naming them, map id) for hexes and areas."""
    from printkit.hexgrid import all_labels
    from printkit.model.boards import AreaMap, HexMap

    out: dict = {}
    for map_id, board in game.maps.items():
        if isinstance(board, HexMap):
            for label in all_labels(board.grid):
                out.setdefault(label, ((board.terrain_of(label),), map_id, board))
        elif isinstance(board, AreaMap):
            for a in board.areas:
                out.setdefault(a.id, (tuple(a.terrain), map_id, board))
    return out


def _placements(game, sid, sc, bad) -> None:
    counters = {c.id: c for c in (game.counters.pieces if game.counters else ())}
    places = _places(game)
    stacking = game.stacking
    cite = f", rule {stacking.rule}" if stacking is not None and stacking.rule else ""
    total: Tally = Tally()
    per: dict[str, Tally] = {}
    for part, i, p in _entries(sc):
        c = counters.get(p.counter)
        if c is None or p.location not in places:
            continue
        kinds = _kinds(game, c)
        terrain_ids, map_id, board = places[p.location]
        path = ("scenarios", sid, part, i, "location")
        verb = "is set up in" if part == "setup" else "enters in"
        for t in terrain_ids:
            terrain = (board.terrain or {}).get(t)
            barred = sorted(kinds & set(terrain.prohibited)) if terrain is not None else []
            if barred:
                bad(path, f"{c.id!r} {verb} {p.location}, {terrain.name}, which {barred[0]} units may not enter "
                          f"(maps.{map_id}.terrain.{t}.prohibited)")
        later = p.turn is not None or (p.entry_h is not None and p.entry_h.strip().lower() != "at start")
        if part != "setup" or later or stacking is None or "marker" in kinds:
            continue
        total[p.location] += p.quantity
        if stacking.limit is not None and total[p.location] > stacking.limit >= total[p.location] - p.quantity:
            bad(path, f"{total[p.location]} units set up in {p.location}; the stacking limit is "
                      f"{stacking.limit} (stacking.limit{cite})")
        for kind, most in sorted((stacking.per or {}).items()):
            if kind in kinds:
                tally = per.setdefault(kind, Tally())
                tally[p.location] += p.quantity
                if tally[p.location] > most >= tally[p.location] - p.quantity:
                    bad(path, f"{tally[p.location]} {kind} units set up in {p.location}; at most {most} may "
                              f"stack there (stacking.per.{kind}{cite})")
