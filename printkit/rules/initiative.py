"""Initiative: each side rolls a die and adds its Initiative level; the higher total holds the initiative.

Reads parameter `initiative`: {die: 4, ties: null | 'reroll' | a side id}, and `initiative_ties` (the same
choice as a parameter of its own, when the tie rule has another provenance than the die: a reconstructed play
value beside a printed die). A null tie rule means the rulebook does not say, and the chance of a tie is
reported as unknown; 'reroll' rolls again until the totals differ (the tie's chance is shared out in
proportion); a side id gives that side the ties.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.citations import bare


def check_levels(game, levels: dict[str, int]) -> None:
    """Each level from 1 to the highest any scenario starts a side at; RulesError otherwise."""
    highest = max((f.initiative for sc in game.scenarios.values() for f in sc.forces or () if f.initiative),
                  default=None)
    for side, level in levels.items():
        if highest is not None and level > highest:
            raise RulesError(f"{side} Initiative {level} is out of range: the Initiative level only falls"
                             f"{bare(game, 'initiative_level')}, and no scenario starts a side above {highest}"
                             + bare(game, "scenarios"))
        if level <= 0:
            raise RulesError(f"{side} Initiative {level}: a side whose Initiative is reduced to zero is broken "
                             "and loses" + bare(game, "broken"))


def chances(game, levels: dict[str, int]) -> dict:
    """{side: chance it holds the initiative outright, ..., 'tie': chance of equal totals}."""
    if "initiative" not in game.parameters:
        raise RulesError(f"{game.id} has no parameter 'initiative'")
    rule = game.parameters["initiative"].value
    die = rule["die"]
    (a, la), (b, lb) = levels.items()
    check_levels(game, levels)
    wins = {a: 0, b: 0, "tie": 0}
    for ra in range(1, die + 1):
        for rb in range(1, die + 1):
            ta, tb = la + ra, lb + rb
            wins[a if ta > tb else b if tb > ta else "tie"] += 1
    total = die * die
    out = {k: v / total for k, v in wins.items()}
    own = game.parameters.get("initiative_ties")
    ties = own.value if own is not None and own.value is not None else rule.get("ties")
    if ties in levels:
        out[ties] += out["tie"]
        out["tie"] = 0.0
    elif ties == "reroll" and out["tie"] < 1:  # roll again until one total is higher: in proportion
        decided = 1 - out["tie"]
        out = {a: out[a] / decided, b: out[b] / decided, "tie": 0.0}
    elif ties is not None and ties != "reroll":
        raise RulesError(f"the initiative tie rule {ties!r} is neither 'reroll' nor a side ({', '.join(levels)})")
    return {"chances": out, "ties": ties}


def holder(game, levels: dict[str, int], rolls: tuple[int, int]) -> dict:
    """One initiative roll: {totals: {side: level + roll}, holder: side | None, again: True when equal totals
    are rolled again}. The tie rule is the one `chances` uses."""
    r = chances(game, levels)
    die = game.parameters["initiative"].value["die"]
    for roll in rolls:
        if not 1 <= roll <= die:
            raise RulesError(f"--rolls: each is a 1D{die} roll from 1 to {die}, got {roll}")
    (a, la), (b, lb) = levels.items()
    totals = {a: la + rolls[0], b: lb + rolls[1]}
    if totals[a] != totals[b]:
        return {"totals": totals, "holder": a if totals[a] > totals[b] else b, "again": False}
    ties = r["ties"]
    return {"totals": totals, "holder": ties if ties in levels else None, "again": ties == "reroll"}
