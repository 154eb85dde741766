"""Hex-map facts the rules ask about: terrain, prohibited hexes and hexsides, transport lines, edges, cities.

Pure functions over a model.boards.HexMap (and the game's parameters where a rule names them).
"""

from __future__ import annotations

from functools import lru_cache

from printkit.errors import RulesError
from printkit.hexgrid import HexGridSpec


@lru_cache(maxsize=8)
def spec(board) -> HexGridSpec:
    return HexGridSpec(board.grid)


def check_hex(board, label: str, what: str = "hex") -> str:
    """The label if it is on the map, else RulesError saying so."""
    if not spec(board).is_label(label):
        g = board.grid
        first, last = spec(board).label(g.columns[0], g.rows[0]), spec(board).label(g.columns[1], g.rows[1])
        raise RulesError(f"{what} {label!r} is not on the map (hexes run {first} to {last})")
    return label


@lru_cache(maxsize=8)
def hexside_features(board) -> dict:
    """frozenset({a, b}) -> hexside feature ('river', 'water', ...)."""
    return {frozenset(s.between): s.feature for s in board.all_hexsides()}


def hexside(board, a: str, b: str) -> str | None:
    return hexside_features(board).get(frozenset((a, b)))


def line_feature(board, a: str, b: str) -> str | None:
    """The feature of a line (a road) that runs from hex a straight to hex b, if one does."""
    for line in board.lines:
        for x, y in zip(line.hexes, line.hexes[1:]):
            if {x, y} == {a, b}:
                return line.feature
    return None


def river_name(board, a: str, b: str) -> str | None:
    """The name of the named river (HexMap.rivers) along the side between a and b, if one runs there."""
    river = board.river_at(a, b)
    return river.name if river else None


@lru_cache(maxsize=8)
def line_links(board) -> dict:
    """hex -> set of hexes it is joined to by a Transport Line (any line feature)."""
    links: dict[str, set[str]] = {}
    for line in board.lines:
        for a, b in zip(line.hexes, line.hexes[1:]):
            links.setdefault(a, set()).add(b)
            links.setdefault(b, set()).add(a)
    return links


@lru_cache(maxsize=8)
def off_map_ends(board) -> frozenset:
    """Hexes where a Transport Line runs into the map edge."""
    ends = set()
    for line in board.lines:
        if "start" in line.off_map:
            ends.add(line.hexes[0])
        if "end" in line.off_map:
            ends.add(line.hexes[-1])
    return frozenset(ends)


def has_line(board, label: str) -> bool:
    return label in line_links(board) or label in off_map_ends(board)


def is_water(board, label: str) -> bool:
    return board.terrain_of(label) == "water"


def ground_prohibited_hex(board, label: str) -> str | None:
    """Why ground movement may not enter the hex (the map's terrain and features), or None."""
    if is_water(board, label):
        return "a water hex"
    if board.info(label).faded_dot:
        from printkit.rules.citations import bare

        return "a Faded Dot hex" + bare(board, "faded_dot")  # the map's citation for the feature
    return None


def ground_prohibited_side(board, a: str, b: str) -> str | None:
    """Why ground movement may not cross the hexside between a and b, or None."""
    return "a water hexside" if hexside(board, a, b) == "water" else None


def is_city(board, label: str) -> bool:
    info = board.info(label)
    return info.city or info.factory


def edges(board, label: str) -> list[str]:
    return spec(board).edges(label)
