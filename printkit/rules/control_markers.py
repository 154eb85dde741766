"""Control markers: a game where one side marks the cities it controls and every unmarked city belongs to the
other side (e.g. a faction's Control markers). The data says whose markers they are:
`parameters.control_markers` names the faction (or, in a game without factions, the side) they belong to.

The rules take `marked` (the hexes under a marker) and that side; a city is friendly to the marker side when
it is marked, and to every other side when it is not. Command lines give control as `--control [SIDE:]HEX`
(SIDE defaults to the marker side; another side's HEX takes a marked city back) and `--marked HEX...` (every
marked hex, instead of a scenario's start).
"""

from __future__ import annotations

from printkit.errors import RulesError

PARAMETER = "control_markers"


def sides(game) -> list[str]:
    """The sides city control is counted between: the factions in data order, or the side ids without them."""
    factions = list(dict.fromkeys(s.faction for s in (game.sides or {}).values() if s.faction))
    return factions or list(game.sides or {})


def side(game) -> str:
    """The faction (or side) the control markers belong to; RulesError naming the YAML path when unstated."""
    p = game.parameters.get(PARAMETER)
    if p is None or p.value is None:
        raise RulesError(f"{game.id} does not say whose control markers mark the cities: fill in "
                         f"parameters.{PARAMETER} (one of {', '.join(sides(game))})",
                         fill_in=f"parameters.{PARAMETER}")
    owner = of(game, p.value)
    if owner is None:
        raise RulesError(f"parameters.{PARAMETER} of {game.id} is {p.value!r}, not a side of the game "
                         f"({', '.join(sides(game))})", fill_in=f"parameters.{PARAMETER}")
    return owner


def board_side(game, board) -> str | None:
    """The marker side, or None when the board has no city (nothing there is marked)."""
    if not any(i.city or i.factory for i in (board.hexes or {}).values()):
        return None
    return side(game)


def of(game, word: str) -> str | None:
    """A side word as city control counts it: a faction, or a nationality (side id) as its faction; None if
    the game has no such side."""
    valid = sides(game)
    if word in valid:
        return word
    found = (game.sides or {}).get(word)
    if found is not None and (found.faction or found.id) in valid:
        return found.faction or found.id
    return None


def friendly(label: str, faction: str, marked, marker_side: str) -> bool:
    """Whether the city in `label` is friendly to `faction`: marked cities are the marker side's."""
    return (label in marked) == (faction == marker_side)


def held(cities: set[str], marked: set[str], faction: str, marker_side: str) -> set[str]:
    """The cities `faction` controls."""
    return cities & marked if faction == marker_side else cities - marked


def split(entry: str) -> tuple[str | None, str]:
    """'SIDE:HEX' or 'SIDE=HEX' -> (SIDE, HEX); a bare 'HEX' -> (None, HEX)."""
    for sep in (":", "="):
        if sep in entry:
            who, _, where = entry.partition(sep)
            return who.strip(), where.strip()
    return None, entry.strip()


def apply(game, base: set[str], entries, hex_of, option: str = "--control") -> set[str]:
    """The marked hexes after `--control [SIDE:]HEX` entries: HEX (or the marker side's) is marked, another
    side's HEX is unmarked. `hex_of(text, what)` reads a hex label; an unknown side is a RulesError naming
    the game's sides."""
    marked = set(base)
    if not entries:
        return marked
    owner = side(game)
    for entry in entries:
        who, where = split(entry)
        found = owner if who is None else of(game, who)
        if found is None:
            raise RulesError(f"{option} {entry}: no side {who!r} in {game.title}; sides: {', '.join(sides(game))}")
        label = hex_of(where, f"{option} hex")
        if found == owner:
            marked.add(label)
        else:
            marked.discard(label)
    return marked
