"""Is a scenario's setup legal on a hex map? (placement cannot violate stacking limits or
movement prohibitions: faded-dot and water hexes, the stacking limit.)"""

from __future__ import annotations

from collections import Counter as Tally

from printkit.rules import hexes
from printkit.rules.citations import bare


def setup_problems(game, scenario) -> list[str]:
    """Every way the scenario's hex placements break the map's rules (empty when legal)."""
    from printkit.model.boards import HexMap

    boards = [b for b in game.maps.values() if isinstance(b, HexMap)]
    if not boards:
        return []
    board = boards[0]
    limits = game.parameters["stacking"].value if "stacking" in game.parameters else {}
    counters = {c.id: c for c in game.counters.pieces}
    per_hex: dict[str, Tally] = {}
    problems = []
    for p in scenario.setup:
        if not hexes.spec(board).is_label(p.location) or p.entry_h or p.entry_v:
            continue  # not on the map at the start (a box, a named place, or a reinforcement)
        c = counters[p.counter]
        domain = game.unit_types[c.type].domain
        if domain == "ground":
            why = hexes.ground_prohibited_hex(board, p.location)
            if why:
                problems.append(f"{scenario.id}: {c.id} is set up in {p.location}, {why}")
        elif domain == "air" and hexes.is_water(board, p.location):
            problems.append(f"{scenario.id}: {c.id} is set up in {p.location}, a water hex")
        if domain in ("ground", "air"):
            per_hex.setdefault(p.location, Tally())[domain] += p.quantity
    for label, tally in sorted(per_hex.items()):
        for domain, n in tally.items():
            limit = limits.get(domain, limits.get("fighter") if domain == "air" else None)
            if limit is not None and n > limit:
                problems.append(f"{scenario.id}: {n} {domain} units set up in {label}; the stacking limit is {limit}"
                                + bare(game, "stacking"))
    return problems
