"""Initiative: each side rolls a die and adds its Initiative level; the higher total holds the initiative.

Reads parameter `initiative`: {die: 4, ties: null | 'reroll' | a side id}. A null `ties` means the rulebook
does not say, and the chance of a tie is reported as unknown.
"""

from __future__ import annotations

from printkit.errors import RulesError


def check_levels(game, levels: dict[str, int]) -> None:
    """Each level from 1 to the highest any scenario starts a side at; RulesError otherwise."""
    highest = max((f.initiative for sc in game.scenarios.values() for f in sc.forces or () if f.initiative),
                  default=None)
    for side, level in levels.items():
        if highest is not None and level > highest:
            raise RulesError(f"{side} Initiative {level} is out of range: the Initiative level only falls (3), and "
                             f"no scenario starts a side above {highest} (10.1-10.4)")
        if level <= 0:
            raise RulesError(f"{side} Initiative {level}: a side whose Initiative is reduced to zero is broken "
                             "and loses (3.3)")


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
    ties = rule.get("ties")
    if ties in levels:
        out[ties] += out["tie"]
        out["tie"] = 0.0
    return {"chances": out, "ties": ties}
