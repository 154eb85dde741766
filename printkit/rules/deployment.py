"""Where and at what cost a unit may be deployed onto an area map, from the
rule list in parameters.deployment: the first rule that matches the unit's group and side and the area
allows the deployment; each rule may need an Event, a friendly unit of some group in the area, an area
free of enemy units, or a cap on units already there."""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.area_moves import _unit, own_areas
from printkit.rules.params import cite, param


def _areas_of(board, side: str, spec) -> set[str]:
    if spec == "own_country":
        return own_areas(board, side)
    if spec == "any":
        return {a.id for a in board.areas}
    if isinstance(spec, dict) and "zone" in spec:
        return {a.id for a in board.areas if spec["zone"] in a.zones}
    if isinstance(spec, dict) and "country" in spec:
        return {a.id for a in board.areas if a.country in spec["country"]}
    return set(spec)


def deploy(game, side: str, unit: str, area: str, mobilize: bool = False, events=(), present=(),
           enemy_there: bool = False, already: int = 0) -> dict:
    """{'rp': cost, 'prestige': change} for a legal deployment; RulesError citing the rule otherwise."""
    from printkit.rules.scoring import area_by_ref

    spec = param(game, "deployment", "the deploy calculator")
    rule = cite(game, "deployment")
    board = game.maps[param(game, "score_map", "the deploy calculator")]
    tid, group, label = _unit(game, unit)
    a = area_by_ref(board, area)
    held = sum(c.quantity for c in game.counters.pieces if c.side == side
               and (game.unit_types[c.type].group or c.type) == group)
    if already >= held:  # issue 11 audit: counts beyond what the components hold
        raise RulesError(f"--already {already}: the counter mix holds {held} {group.replace('_', ' ')} units of "
                         f"{game.sides[side].name if side in game.sides else side}, so none is left to deploy")
    why = []
    for r in spec["rules"]:
        if r["group"] != group or r.get("side", side) != side:
            continue
        if a.id not in _areas_of(board, side, r["areas"]):
            continue
        if r.get("event") and r["event"] not in events:
            why.append(f"{a.name} needs the {r['event']!r} Event (add --event {r['event']})")
            continue
        if r.get("needs") and r["needs"] not in present:
            why.append(f"{a.name} needs a {r['needs'].replace('_', ' ')} unit there (add --present {r['needs']})")
            continue
        if r.get("no_enemy") and enemy_there:
            why.append(f"{a.name} holds enemy units; the area must be empty or hold friendly units")
            continue
        if r.get("max") is not None and already >= r["max"]:
            why.append(f"at most {r['max']} such unit(s) in {a.name}")
            continue
        rp = spec["cost"]["deploy"] + (spec["cost"]["mobilize"] if mobilize else 0)
        return {"rp": rp, "prestige": r.get("prestige", 0)}
    detail = "; ".join(why) if why else f"{game.sides[side].adjective} {group.replace('_', ' ')} units may not be " \
                                        f"deployed in {a.name}"
    raise RulesError(f"{rule}: {label}: {detail}")
