"""The words a player types about a game: hex ids, area and box names, counter ids, sides, charts.

Shared by the session's tab completion and by shell completion (argcomplete), so both offer the same words.
"""

from __future__ import annotations


def hexes(game) -> list[str]:
    """Every hex label, and the upper levels of multi-storey hexes ('L4^', rules/levels.py)."""
    from printkit.hexgrid import all_labels
    from printkit.model.boards import HexMap
    from printkit.rules.levels import name

    out: list[str] = []
    for board in game.maps.values():
        if isinstance(board, HexMap):
            out += all_labels(board.grid)
            out += [name(h, k) for h, info in (board.hexes or {}).items() for k in range(1, info.levels or 1)]
    return out


def areas(game) -> list[str]:
    out: list[str] = []
    for board in game.maps.values():
        out += [a.id for a in getattr(board, "areas", ()) or ()]
    return out


def boxes(game) -> list[str]:
    out: list[str] = []
    for board in game.maps.values():
        for b in getattr(board, "boxes", ()) or ():
            out.append(b.id)
            out += [f"{b.id}/{s}" for s in b.sections]
        out += list(getattr(board, "zones", None) or {})
    return out


def ladder_zones(game) -> list[str]:
    """The zones of every ladder display (a Foreign Relations Display): 'foreign_relations/support'."""
    return [f"{chart_id}/{z.id}" for chart_id, chart in game.charts.items()
            if getattr(chart, "kind", None) == "ladder" for z in chart.zones]


def locations(game) -> list[str]:
    """Every place a piece can be: hexes, areas, boxes (and their sections), set-up zones, named places, the
    zones of a ladder display (as the loader accepts them in a setup)."""
    return hexes(game) + areas(game) + boxes(game) + list(game.locations or {}) + ladder_zones(game)


def counters(game) -> list[str]:
    """Counter and chit ids (what `place` may put into play)."""
    return [c.id for c in (game.counters.pieces if game.counters else ()) + (game.chits.pieces if game.chits else ())]


def sides(game) -> list[str]:
    """Side ids, and the factions nationalities belong to (country codes)."""
    found = list(game.sides)
    found += sorted({s.faction for s in game.sides.values() if s.faction} - set(found))
    for board in game.maps.values():
        found += [c for c in (getattr(board, "countries", None) or {}) if c not in found]
    return found


def countries(game) -> list[str]:
    """Country codes printed on country markers (counters with a Rank, e.g. GB, US)."""
    return [c.label for c in (game.counters.pieces if game.counters else ()) if getattr(c, "rank", None) is not None]


def words(game, kind: str) -> list[str]:
    """Words of one kind: hex, area, location, counter, side, side= (`SIDE=` of `--vp SIDE=N`), control
    (`SIDE:` and the hexes of `--control [SIDE:]HEX`), scenario, chart, language."""
    table = {"hex": hexes, "area": areas, "location": locations, "counter": counters, "side": sides,
             "side=": lambda g: [s + "=" for s in g.sides],
             "control": lambda g: [s + ":" for s in sides(g)] + hexes(g),
             "scenario": lambda g: list(g.scenarios), "chart": lambda g: list(g.charts),
             "language": lambda g: list(g.languages), "country": countries}
    return table[kind](game)
