"""Retreat after combat on a hex map, and Isolation (Case Blue style; the rules cited come from the data).

A retreat is one hex, away from the attacker, leaving a one-hex gap (none needed when the hex retreated into
and the attacker's hex share a ground-Prohibited hexside). Not into an enemy city, a ground-Prohibited hex or
hexside, an enemy unit, nor an EZOC unless the hex holds a friendly city. In an Assault the defender may move
away from any one attacker. Isolated: no eligible retreat hex, no adjacent friendly city or ground unit across
a hexside that is not ground-Prohibited, and not a map edge hex. Nor, by the stacking limit, into a hex that
already holds a friendly ground unit (`friendly`).
"""

from __future__ import annotations

from printkit.rules import hexes


def _zoc(board, sp, enemy: set[str]) -> set[str]:
    from printkit.rules.supply import ezoc

    return ezoc(board, enemy)


def _with(text: str, ref: str | None) -> str:
    return f"{text} ({ref})" if ref else text


def options(board, defender: str, attackers: list[str], enemy: set[str], friendly_cities: set[str],
            enemy_cities: set[str], rules: dict[str, str] | None = None,
            friendly: set[str] = frozenset()) -> dict[str, str | None]:
    """Each neighbouring hex -> None if the unit may retreat there, else why not. `rules` cites the game's
    rules by parameter ({'retreat': 'Rule ...', 'retreat_prohibitions': 'Rule ...'}, see rules/citations.py)."""
    rules = rules or {}
    gap, banned = rules.get("retreat"), rules.get("retreat_prohibitions")
    sp = hexes.spec(board)
    zone = _zoc(board, sp, enemy)
    out: dict[str, str | None] = {}
    for n in sp.neighbors(defender):
        why = hexes.ground_prohibited_hex(board, n) or hexes.ground_prohibited_side(board, defender, n)
        if why:
            out[n] = _with(f"{n} is across or into ground-Prohibited terrain ({why})", banned)
        elif n in enemy:
            out[n] = _with(f"{n} holds an enemy unit", banned)
        elif n in enemy_cities:
            out[n] = _with(f"{n} is an enemy city", banned)
        elif not any(sp.distance(n, a) >= 2 or (n in sp.neighbors(a) and hexes.ground_prohibited_side(board, n, a))
                     for a in attackers):
            out[n] = _with(f"{n} leaves no one-hex gap to the attacker", gap)
        elif n in zone and n not in friendly_cities:
            out[n] = _with(f"{n} is in an enemy Zone of Control and holds no friendly city", banned)
        elif n in friendly:
            out[n] = _with(f"{n} already holds a friendly ground unit (stacking limit)", banned)
        else:
            out[n] = None
    return out


def isolated(board, defender: str, eligible: list[str], friendly: set[str], friendly_cities: set[str]) -> dict:
    """Whether the defender is Isolated (no eligible retreat, no adjacent friendly support, no map edge)."""
    sp = hexes.spec(board)
    support = sorted(n for n in sp.neighbors(defender) if (n in friendly or n in friendly_cities)
                     and not hexes.ground_prohibited_side(board, defender, n))
    edge = bool(hexes.edges(board, defender))
    return {"isolated": not eligible and not support and not edge, "support": support, "map_edge": edge}
