"""Supply states over turns: the state a unit moves to after its supply
check, what the state does, the No Supply Phase attrition, and voluntary elimination.

Data (parameters; each `rule:` is what a message cites):
  supply_states          {states: [...], traced: STATE, not_traced: {STATE: STATE}, reductions_per_turn: N,
                          supplied: [...]}
  supply_effects         {drm: {STATE: N}, halved: [...], no_replacements: [...], attrition: [...]}
  unsupplied_attrition   {state: STATE, ground_full: reduced, ground_reduced: eliminated, air: eliminated}
  voluntary_elimination  {ground: [STATES], air: [STATES]}
  movement_points        allowances by group and state
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.citations import cited
from printkit.rules.params import param


def _states(game) -> dict:
    return param(game, "supply_states", "the supply state calculator")


def check_state(game, state: str, what: str = "supply state") -> str:
    states = _states(game)["states"]
    if state not in states:
        raise RulesError(f"{what} must be one of {', '.join(states)}, got {state!r}")
    return state


def step(game, state: str, traced: bool, reduced_this_turn: bool = False) -> dict:
    """The state after a supply check: Full if a line was traced, else one step down, only once a turn."""
    rule = _states(game)
    check_state(game, state)
    if traced:
        new, why = rule["traced"], cited("a supply line was traced: Full Supply, any marker removed", game,
                                         "supply_states")
    elif reduced_this_turn and rule.get("reductions_per_turn") == 1:
        new, why = state, cited("its Supply State was already reduced this turn: it is reduced only once a turn",
                                game, "supply_states")
    else:
        new = rule["not_traced"].get(state)
        if new not in rule["states"]:
            raise RulesError(f"parameters.supply_states.value.not_traced must name the state after {state!r}")
        why = cited("no supply line (or the faction chose not to supply it): one step down" if new != state else
                    "no supply line: it stays at No Supply", game, "supply_states")
    return {"from": state, "to": new, "supplied": new in rule.get("supplied", ()), "why": why,
            "reduced": (not traced) and new != state}


def effects(game, state: str, group: str) -> dict:
    """What a state does to a unit of `group` (leg, mobile, air): MP, combat DRM, halving, replacements."""
    from printkit.rules.movement import allowance

    e = param(game, "supply_effects", "the supply state calculator")
    param(game, "movement_points", "the supply state calculator")
    check_state(game, state)
    return {"state": state, "movement_points": allowance(game, group, state), "drm": e.get("drm", {}).get(state, 0),
            "halved": state in e.get("halved", ()), "replacements": state not in e.get("no_replacements", ()),
            "attrition": state in e.get("attrition", ()), "rule": cited("effects", game, "supply_effects")}


def attrition(game, state: str, domain: str, reduced: bool) -> dict:
    """The No Supply Phase for one phasing unit: 'none', 'reduced' or 'eliminated' (Sorties removed for air)."""
    rule = param(game, "unsupplied_attrition", "the attrition calculator")
    check_state(game, state)
    if state != rule["state"]:
        return {"result": "none", "why": cited(f"only a unit with {rule['state']} supply suffers attrition", game,
                                               "unsupplied_attrition")}
    if domain == "air":
        result, what = rule["air"], "an air unit"
    elif domain == "ground":
        result = rule["ground_reduced"] if reduced else rule["ground_full"]
        what = "a reduced ground unit" if reduced else "a full strength ground unit"
    else:
        raise RulesError(f"only units suffer attrition, not a {domain}")
    why = cited(f"{what} with {state} supply is {result}" + (" (its Sorties removed)" if domain == "air" else ""),
                game, "unsupplied_attrition")
    return {"result": result, "why": why, "sorties_removed": domain == "air" and result == "eliminated"}


def voluntary(game, state: str, domain: str) -> dict:
    """May the phasing faction eliminate this unit in the No Supply Phase?"""
    rule = param(game, "voluntary_elimination", "the voluntary elimination calculator")
    check_state(game, state)
    allowed = state in rule.get(domain, ())
    return {"allowed": allowed, "why": cited(f"{'may' if allowed else 'may not'} be eliminated voluntarily "
                                              f"({domain} unit, {state} supply)", game, "voluntary_elimination")}


def projection(game, state: str, domain: str, reduced: bool, turns: int) -> list[dict]:
    """Turn by turn, a unit that traces no supply line: its state after the check, then the No Supply Phase."""
    out = []
    here, gone = state, False
    for t in range(1, turns + 1):
        if gone:
            break
        s = step(game, here, traced=False)
        here = s["to"]
        a = attrition(game, here, domain, reduced)
        if a["result"] == "reduced":
            reduced = True
        gone = a["result"] == "eliminated"
        out.append({"turn": t, "state": here, "attrition": a["result"], "reduced": reduced, "eliminated": gone})
    return out
