"""Ground movement along a path: each step's cost and whether the rules allow it.

The rules checked, in order, for each step A -> B:
  - B is adjacent to A and neither B nor the A-B hexside is ground-Prohibited;
  - B holds no enemy ground unit (moving into it is an attack, 4.1.3.3);
  - B does not hold a friendly ground unit and an EZOC together;
  - no one enemy unit exerts a ZOC into both A and B;
  - A is not in an EZOC, unless A is where the activation starts (4.1.3.1 "Very Important");
  - the movement points spent so far fit the unit's allowance.
Enemy units are given by hex; units stacked in one hex exert the same ZOC, so a hex stands for its units.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules import hexes


def check(game, board, path: list[str], enemy: set[str], friendly: set[str], allowance: int,
          weather: str = "fair", continuing: bool = False, no_ezoc: set[str] = frozenset(),
          enemy_cities: set[str] = frozenset()) -> dict:
    """{'legal', 'spent', 'steps': [{from, to, cost, items}], 'refusal': why or None, 'rule', 'ends_in_ezoc'}."""
    from printkit.rules.movement import Step, cost, whole

    if len(path) < 2:
        raise RulesError("a path needs a start hex and at least one more hex")
    sp = hexes.spec(board)

    def zoc_of(e: str) -> set[str]:
        return {n for n in sp.neighbors(e) if n not in no_ezoc and not hexes.ground_prohibited_hex(board, n)
                and not hexes.ground_prohibited_side(board, e, n)}

    zones = {e: zoc_of(e) for e in enemy}
    in_ezoc = {h for z in zones.values() for h in z}
    links = hexes.line_links(board)
    steps, spent = [], 0

    def refuse(why: str, mechanism: str) -> dict:  # the rule is the game's citation of the mechanism, if any
        from printkit.rules.citations import number

        return {"legal": False, "spent": spent, "steps": steps, "refusal": why, "rule": number(game, mechanism) or None,
                "ends_in_ezoc": None}

    for i, (a, b) in enumerate(zip(path, path[1:])):
        if b not in sp.neighbors(a):
            return refuse(f"{a} and {b} are not adjacent", "hex_distance")
        if a in in_ezoc and (i > 0 or continuing):
            return refuse(f"the unit is in an enemy Zone of Control in {a}: it must end its activation or attack",
                          "ezoc_movement")
        if b in enemy:
            return refuse(f"{b} holds an enemy ground unit: entering it is an attack", "enemy_hex")
        same = sorted(e for e, z in zones.items() if a in z and b in z)
        if same:
            return refuse(f"the enemy unit in {same[0]} exerts a Zone of Control into both {a} and {b}", "ezoc_movement")
        if b in friendly and b in in_ezoc:
            return refuse(f"{b} holds a friendly ground unit and is in an enemy Zone of Control", "ezoc_friendly")
        why = hexes.ground_prohibited_hex(board, b) or hexes.ground_prohibited_side(board, a, b)
        step = Step(terrain=board.terrain_of(b), river=hexes.hexside(board, a, b) == "river",
                    enemy_city=b in enemy_cities, prohibited=why or None,
                    transport_line=b in links.get(a, ()), weather=weather, hexside=hexes.hexside(board, a, b),
                    line=hexes.line_feature(board, a, b))
        r = cost(game, step)
        if r["prohibited"]:
            return refuse(f"{a} to {b}: prohibited ({r['prohibited']})", "ezoc_friendly")
        spent = whole(spent + r["total"])
        steps.append({"from": a, "to": b, "cost": r["total"], "items": r["items"]})
        if spent > allowance:
            return refuse(f"{spent} MP spent by {b}, more than the unit's {allowance}", "movement_allowance")
    return {"legal": True, "spent": spent, "steps": steps, "refusal": None, "rule": None,
            "ends_in_ezoc": path[-1] in in_ezoc}
