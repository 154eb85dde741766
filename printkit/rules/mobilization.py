"""Mobilization locations, from the game's `mobilization` parameter:

  {faction: {edge: west, from: HEX, to: HEX}                        - land hexes of an edge between two hexes
   faction: {friendly_cities: bool, edges: [...], not_faded_dot: bool, except: [...]}}
Hexes occupied by an enemy unit are never locations.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.hexgrid import all_labels
from printkit.rules import control_markers, hexes
from printkit.rules.params import param


def locations(game, board, faction: str, marked: set[str], enemy: set[str] = frozenset()) -> set[str]:
    """Where `faction` may mobilize; `marked`: the cities under control markers (rules/control_markers.py)."""
    rules = param(game, "mobilization", "the mobilization locations")
    if faction not in rules:
        raise RulesError(f"no mobilization rule for {faction!r}; factions: {', '.join(rules)}")
    rule = rules[faction]
    owner = control_markers.board_side(game, board) if rule.get("friendly_cities") else None
    sp = hexes.spec(board)
    found: set[str] = set()
    if rule.get("edge"):
        lo, hi = sorted((sp.parse(rule["from"]), sp.parse(rule["to"])), key=lambda cr: (cr[1], cr[0]))
        for label in all_labels(board.grid):
            col, row = sp.parse(label)
            if rule["edge"] in sp.edges(label) and lo[1] <= row <= hi[1] and lo[0] <= col <= hi[0] \
                    and not hexes.is_water(board, label):
                found.add(label)
    for label in all_labels(board.grid):
        if rule.get("friendly_cities") and hexes.is_city(board, label) and \
                control_markers.friendly(label, faction, marked, owner):
            found.add(label)
        if set(rule.get("edges", ())) & set(sp.edges(label)) and not hexes.is_water(board, label):
            if not (rule.get("not_faded_dot") and board.info(label).faded_dot):
                found.add(label)
    return found - set(rule.get("except", ())) - set(enemy)
