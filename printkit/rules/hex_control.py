"""Hex control and the victory conditions counted on it (hex-control games: a side controls the hexes its
units alone occupy, or were the last to occupy; both sides present: contested).

A multi-storey hex (rules/levels.py) is controlled by a side when at least one of its levels is and every other
level is either controlled by that side or empty. The scenario's `victory_rules` with a `zone` are checked
in order: `faction` controls every hex of the zone (controls_all: zone) or at least `controls_at_least` of
them; `when` as in rules/scenario_victory.py; the winner is a side or 'draw'.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules import levels


def uses_zones(scenario) -> bool:
    return any(r.zone is not None for r in scenario.victory_rules)


def position_holders(present: dict[str, set[str]]) -> dict[str, str | None]:
    """Each position's controller: its only side, or None when contested. `present` maps a position ('O9',
    'O9^') to the sides with units there, or that last occupied it when it is empty."""
    return {pos: (next(iter(sides)) if len(sides) == 1 else None) for pos, sides in present.items() if sides}


def hex_holder(board, hex_label: str, holders: dict[str, str | None]) -> str | None:
    """The side controlling a hex from its positions' controllers (a position missing from `holders` is
    empty), or None: at least one level controlled, every other level the same side's or empty (10)."""
    positions = [levels.name(hex_label, k) for k in range(levels.storeys(board, hex_label))]
    found = {holders[p] for p in positions if p in holders}
    return found.pop() if len(found) == 1 and None not in found else None


def control(board, present: dict[str, set[str]]) -> dict[str, str]:
    """{hex: side} for every hex some side controls."""
    holders = position_holders(present)
    out = {}
    for h in sorted({levels.split(p)[0] for p in holders}):
        side = hex_holder(board, h, holders)
        if side is not None:
            out[h] = side
    return out


def decide(game, board, scenario, present: dict[str, set[str]], last_turn: bool) -> dict:
    """{'winner': side | 'draw' | None, 'rule': index, 'counts': {side: hexes held in the rules' zones},
    'held': {objective hex: side}, 'undecided': why, 'if_ended_now': the winner were this the last turn}."""
    from printkit.rules.zones import zone_hexes

    rules = scenario.victory_rules
    if not rules:
        raise RulesError(f"{scenario.title} has no checkable victory conditions (scenarios.{scenario.id}.victory_rules)",
                         fill_in=f"scenarios.{scenario.id}.victory_rules")
    zones = {r.zone: zone_hexes(board, r.zone) for r in rules if r.zone}
    objectives = set().union(*zones.values())
    held = {h: s for h, s in control(board, present).items() if h in objectives}
    counts = {s: sum(1 for z in zones.values() for h in z if held.get(h) == s) for s in game.sides
              if any(r.faction == s or r.winner == s for r in rules)}

    def first(at_end: bool):
        for i, rule in enumerate(rules):
            if rule.when in ("last_turn", "otherwise") and not at_end:
                continue
            if rule.zone is not None:
                n = sum(1 for h in zones[rule.zone] if held.get(h) == rule.faction)
                if rule.controls_all == "zone" and n < len(zones[rule.zone]):
                    continue
                if rule.controls_at_least is not None and n < rule.controls_at_least:
                    continue
            return i
        return None

    i = first(last_turn)
    if i is not None:
        return {"winner": rules[i].winner, "rule": i, "counts": counts, "held": held, "undecided": None,
                "if_ended_now": rules[i].winner}
    now = first(True)
    return {"winner": None, "rule": None, "counts": counts, "held": held,
            "undecided": "no victory condition holds yet: play on" if not last_turn else "no condition holds",
            "if_ended_now": rules[now].winner if now is not None else None, "rule_if_ended_now": now}
