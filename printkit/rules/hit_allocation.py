"""Hit allocation and what the hits do (dice-pool hits allocated by the side inflicting them), from the game's
parameters; its citations come from the game's `citations` (hit_allocation, air_to_air, attack_eligibility,
retreat_after_hits) and parameters.

The player inflicting the hits decides which involved enemy units receive how many; this resolver checks an
allocation against the rules and gives each unit's result: none, disrupted, disrupted-or-retreat (the
Defender's choice), must retreat, damaged, removed. Every rule it applies is a parameter (hits_barred_domain,
hit_result_*, air_to_air_first, never_disrupted, removed_if_damaged, cannot_attack), so any game stating them
gets it; a missing one that an allocation needs is a RulesError naming the YAML path.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.params import param
from printkit.rules.citations import paren
from printkit.rules.citations import rule as cite
from printkit.wording import rule

RESULT_WORDS = {
    "none": "no effect",
    "disrupted": "disrupted (flip it over)",
    "disrupt_or_retreat": "disrupted, or it retreats and stays undisrupted (the Defender's choice)",
    "stay_or_retreat": "stays, or retreats (the Defender's choice); it is never disrupted",
    "retreat": "must retreat",
    "damaged": "damaged (to the Damaged section of its Unit Box)",
    "removed": "removed from the game",
}


def _opt(game, name: str, default=None):
    p = game.parameters.get(name)
    return default if p is None or p.value is None else p.value


def _cite(game, name: str) -> str:
    p = game.parameters.get(name)
    return rule(p.source) if p is not None else ""


def _paren(ref: str) -> str:
    return f" ({ref})" if ref else ""


def _counter(game, ref: str):
    for c in (game.counters.pieces if game.counters else ()):
        if c.id == ref:
            return c
    raise RulesError(f"no unit {ref!r} in {game.title}; give a counter id such as "
                     f"{', '.join(c.id for c in list(game.counters.pieces)[:3]) if game.counters else '(none)'}")


def _name(game, c) -> str:
    side = game.sides.get(c.side)
    owner = (side.adjective or side.name) if side else c.side
    return f"{owner} {c.label} ({c.id})"


def _result(game, c, hits: int, role: str, disrupted: bool, air: bool) -> tuple[str, str]:
    """(result, the parameter it comes from) for one unit receiving `hits`."""
    if hits == 0:
        if role == "defender" and disrupted and not air:
            return param(game, "hit_result_defender_disrupted", "the allocation of hits"), \
                "hit_result_defender_disrupted"
        return "none", ""
    cv = c.cv or 0
    if air:
        name = "hit_result_air_excess" if hits >= cv else "hit_result_air"
        return param(game, name, "the allocation of hits"), name
    if hits >= cv:
        res = param(game, "hit_result_excess", "the allocation of hits")
        if res == "damaged" and c.id in _opt(game, "removed_if_damaged", ()):
            return "removed", "removed_if_damaged"
        return res, "hit_result_excess"
    if role == "attacker":
        return param(game, "hit_result_attacker", "the allocation of hits"), "hit_result_attacker"
    if disrupted:
        return param(game, "hit_result_defender_disrupted", "the allocation of hits"), "hit_result_defender_disrupted"
    res = param(game, "hit_result_defender", "the allocation of hits")
    if res == "disrupt_or_retreat" and c.id in _opt(game, "never_disrupted", ()):
        return "stay_or_retreat", "never_disrupted"
    return res, "hit_result_defender"


def allocate(game, hits: int, allocation: dict[str, int], role: str = "defender", disrupted=(),
             air_to_air: bool = False) -> dict:
    """Check an allocation (counter id -> hits) of `hits` to one side's units and give each unit's result.

    `role`: whether the units receiving the hits attacked or defended; `disrupted`: those disrupted when the
    hits were inflicted. Refusals (RulesError) cite the rule."""
    if hits < 0:
        raise RulesError(f"hits must be 0 or more, got {hits}")
    if not allocation:
        raise RulesError("name the units receiving the hits (UNIT=HITS)")
    units = {ref: _counter(game, ref) for ref in allocation}
    disrupted = set(disrupted)
    for ref in disrupted - set(units):
        raise RulesError(f"{_name(game, _counter(game, ref))} is marked disrupted but receives no allocation; "
                         "list it with its hits (0 if none)")
    sides = {c.side for c in units.values()}
    if len(sides) > 1:
        raise RulesError("the hits go to one side's units: " + ", ".join(_name(game, c) for c in units.values())
                         + " belong to different sides (" + (f"{cite(game, 'hit_allocation')}: " if
                                                              cite(game, "hit_allocation") else "")
                         + "the player inflicting the hits allocates them to enemy units)")
    for ref, k in allocation.items():
        if k < 0:
            raise RulesError(f"{_name(game, units[ref])}: hits must be 0 or more, got {k}")
    total = sum(allocation.values())
    if total > hits:
        raise RulesError(f"{total} hits allocated but only {hits} scored" + paren(game, "hit_allocation"))
    if total < hits and _opt(game, "hits_all_allocated", False):
        raise RulesError(f"{hits} hits scored but only {total} allocated: every hit goes to an involved enemy unit"
                         + _paren(_cite(game, "hits_all_allocated") or cite(game, "hit_allocation")))
    domains = {ref: getattr(game.unit_types.get(c.type), "domain", None) for ref, c in units.items()}
    if air_to_air:
        for ref, c in units.items():
            if domains[ref] != "air":
                raise RulesError(f"{_name(game, c)} is a ground unit: air-to-air combat hits only air units"
                                 + _paren(_cite(game, "hit_result_air") or cite(game, "air_to_air")))
        _fighters_first(game, units, allocation, role)
    else:
        barred = _opt(game, "hits_barred_domain")
        for ref, c in units.items():
            if barred and domains[ref] == barred and allocation[ref] > 0:
                raise RulesError(f"{_name(game, c)} is an {barred} unit: {barred} units may not have hits inflicted "
                                 f"on them ({_cite(game, 'hits_barred_domain')})")
    if role == "attacker":
        for ref, c in units.items():
            if ref in disrupted:
                raise RulesError(f"{_name(game, c)} is disrupted and cannot have attacked: only undisrupted units "
                                 "may attack" + paren(game, "attack_eligibility"))
            if ref in _opt(game, "cannot_attack", ()):
                raise RulesError(f"{_name(game, c)} cannot attack ({_cite(game, 'cannot_attack')})")
    for ref in disrupted:
        if ref in _opt(game, "never_disrupted", ()):
            raise RulesError(f"{_name(game, units[ref])} is never disrupted ({_cite(game, 'never_disrupted')})")
    out = []
    for ref, c in units.items():
        res, source = _result(game, c, allocation[ref], role, ref in disrupted, air_to_air)
        out.append({"unit": ref, "name": _name(game, c), "cv": c.cv, "hits": allocation[ref],
                    "disrupted": ref in disrupted, "result": res,
                    "rule": _cite(game, source) if source else "",
                    "status": game.parameters[source].status if source in game.parameters else None})
    return {"hits": hits, "role": role, "air_to_air": air_to_air, "units": out}


def _fighters_first(game, units: dict, allocation: dict[str, int], role: str) -> None:
    """Air-to-air: each defending fighter present takes at least 1 hit before any other air unit takes one."""
    first = _opt(game, "air_to_air_first")
    if role != "defender" or not first:
        return
    fighters = [ref for ref, c in units.items() if c.type == first]
    others = [ref for ref in units if ref not in fighters and allocation[ref] > 0]
    bare = [ref for ref in fighters if allocation[ref] == 0]
    if others and bare:
        raise RulesError(f"{', '.join(_name(game, units[r]) for r in bare)} must take a hit before "
                         f"{', '.join(_name(game, units[r]) for r in others)} takes any: each fighter the Defender "
                         f"has present takes 1 hit first ({_cite(game, 'air_to_air_first')})")


def with_retreats(game, board, area: str, r: dict, enemy: set[str], attackers_from: set[str]) -> dict:
    """Add the retreat choices to units that must or may retreat from `area`; a unit that must retreat
    and cannot is damaged, one that may retreat and cannot stays and is disrupted."""
    from printkit.rules.area_retreat import options

    opts = options(board, area, enemy, attackers_from)
    legal = [a for a, why in opts.items() if why is None]
    r["area"], r["retreat_to"] = area, legal
    r["retreat_refused"] = {a: w for a, w in opts.items() if w}
    for u in r["units"]:
        closed = _closed_to(game, board, u["unit"], legal)
        if closed:
            u["retreat_to"] = [a for a in legal if a not in closed]
            u["retreat_closed"] = closed
        if u.get("retreat_to", legal):
            continue
        if u["result"] == "retreat":
            gone = u["unit"] in _opt(game, "removed_if_damaged", ())
            u.update(result="removed" if gone else "damaged", rule=cite(game, "retreat_after_hits"), status="printed",
                     why="it must retreat and cannot")
        elif u["result"] == "disrupt_or_retreat":
            u.update(result="disrupted", why="it cannot retreat")
        elif u["result"] == "stay_or_retreat":
            u.update(result="none", why="it cannot retreat")
    return r


def _closed_to(game, board, unit: str, areas: list[str]) -> dict[str, str]:
    """Areas this unit may not enter at all (parameters.movement_limits: a country closed to its side, a terrain
    closed to its type; Little War 6.11), each with why: a retreat cannot go there either."""
    limits = _opt(game, "movement_limits") or {}
    c = _counter(game, unit)
    by_id = {a.id: a for a in board.areas}
    countries = board.countries or {}
    out = {}
    for a_id in areas:
        a = by_id[a_id]
        side = game.sides.get(c.side)
        if a.country in limits.get("never", {}).get(c.side, ()):
            out[a_id] = (f"{(side.adjective if side else c.side)} units may never enter {countries[a.country].name} "
                         f"({_cite(game, 'movement_limits')})")
        closed = set(limits.get("closed_terrain", {}).get(c.type, ())) & set(a.terrain or ())
        if closed:
            kind = game.unit_types[c.type].name if c.type in game.unit_types else c.type
            out[a_id] = (f"{kind} units may not enter areas with {', '.join(sorted(closed))} "
                         f"({_cite(game, 'movement_limits')})")
    return out
