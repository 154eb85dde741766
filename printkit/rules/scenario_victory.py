"""Who wins a scenario from city control (Case Blue 16.x style): the scenario's victory_rules, in order."""

from __future__ import annotations

from printkit.errors import RulesError


def cities(board) -> tuple[set[str], set[str]]:
    """(every city hex, including factories; the factory hexes)."""
    all_ = {h for h, i in (board.hexes or {}).items() if i.city or i.factory}
    return all_, {h for h, i in (board.hexes or {}).items() if i.factory}


def control(board, marked: set[str], factions: tuple[str, str], marker_side: str) -> dict[str, set[str]]:
    """Cities per faction: the control markers' faction holds the marked ones, the other the rest
    (rules/control_markers.py)."""
    from printkit.rules.control_markers import held

    every, _ = cities(board)
    return {f: held(every, marked, f, marker_side) for f in factions}


def decide(game, board, scenario, marked: set[str], last_turn: bool) -> dict:
    """{'winner': faction | None, 'rule': the condition that decided, 'counts', 'undecided': why}."""
    if not scenario.victory_rules:
        raise RulesError(f"{scenario.title} has no checkable victory conditions (scenarios.{scenario.id}.victory_rules)",
                         fill_in=f"scenarios.{scenario.id}.victory_rules")
    factions = tuple(dict.fromkeys(s.faction for s in game.sides.values() if s.faction))
    if len(factions) != 2:
        raise RulesError("city-control victory needs exactly two factions")
    from printkit.rules.control_markers import side

    held = control(board, marked, factions, side(game))
    _, factories = cities(board)
    counts = {f: len(h) for f, h in held.items()}
    for i, rule in enumerate(scenario.victory_rules):
        if rule.when == "last_turn" and not last_turn:
            continue
        if rule.when == "otherwise" and not last_turn:
            continue
        ok = True
        if rule.controls_all:
            kind = factories if rule.controls_all == "factory" else cities(board)[0]
            ok = kind <= held[rule.faction]
        if rule.cities_at_most is not None:
            ok = ok and counts[rule.faction] <= rule.cities_at_most
        if rule.cities_fewer_than is not None:
            ok = ok and counts[rule.faction] < rule.cities_fewer_than
        if not ok:
            continue
        winner = rule.winner
        if winner == "most_cities":
            a, b = factions
            if counts[a] == counts[b]:
                return {"winner": None, "rule": i, "counts": counts,
                        "undecided": "both factions control as many cities: the rules do not say who wins (unknown)"}
            winner = a if counts[a] > counts[b] else b
        return {"winner": winner, "rule": i, "counts": counts, "undecided": None}
    return {"winner": None, "rule": None, "counts": counts,
            "undecided": "no victory condition holds yet: play on" if not last_turn else "no condition holds"}
