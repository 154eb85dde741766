"""Who may fly a sortie: Air Strike targets and Air Support eligibility,
and what committing air units to a ground combat gives each side.

Data (parameters): `air_strike` {attacker: TYPE, target: enemy_air, range: NAME in parameters.ranges},
`air_support` {unit: TYPE, range: NAME, nationality: [defender, attacker], per_side: N, sorties_if_unopposed: N},
`air_activation` (Sorties that block activation), the ground DRM chart's `air_support` item (the DRM by weather).
A fighter is given as a dict {id, label, type, side (nationality), faction, hex, sorties}.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules import hexes
from printkit.rules import sorties as sorties_rules
from printkit.rules.citations import cited
from printkit.rules.params import param


def _range(game, rule: dict) -> int:
    ranges = param(game, "ranges", "air ranges")
    if rule["range"] not in ranges:
        raise RulesError(f"parameters.ranges.value has no {rule['range']!r} range")
    return ranges[rule["range"]]


def _may_fly(game, unit: dict, kind: str, rule_name: str) -> list[str]:
    """Why this unit may not fly the Action: not of the kind it needs, or too many Sorties to activate."""
    out = []
    if unit["type"] != kind:
        out.append(cited(f"{unit['label']} is not a {kind}", game, rule_name))
    why = sorties_rules.activation_refusal(game, unit["sorties"], unit["label"])
    return out + ([why] if why else [])


def strike(game, board, attacker: dict, target: dict) -> dict:
    """May `attacker` fly an Air Strike at `target` (an air unit)? {'allowed', 'refusals', 'distance', 'range'}."""
    rule = param(game, "air_strike", "the Air Strike calculator")
    reach = _range(game, rule)
    refusals = _may_fly(game, attacker, rule["attacker"], "air_strike")
    if target["domain"] != "air":
        refusals.append(cited(f"{target['label']} is not an air unit: an Air Strike attacks an enemy air unit",
                              game, "air_strike"))
    if target["faction"] == attacker["faction"]:
        refusals.append(cited(f"{target['label']} is not an enemy unit", game, "air_strike"))
    distance = hexes.spec(board).distance(attacker["hex"], target["hex"])
    if distance > reach:
        refusals.append(cited(f"{target['label']} in {target['hex']} is {distance} hexes from {attacker['hex']}, "
                              f"beyond the {reach}-hex range", game, "air_strike"))
    return {"allowed": not refusals, "refusals": refusals, "distance": distance, "range": reach,
            "sorties_after_activation": rule.get("sorties_after", 0)}


def candidates(game, board, defender_hex: str, defender_side: str, attacker_sides: list[str],
               fighters: list[dict], attacking_faction: str) -> list[dict]:
    """Each fighter: may it fly Air Support to this ground combat, for which side of it, and if not why."""
    rule = param(game, "air_support", "the Air Support calculator")
    reach = _range(game, rule)
    allowed_sides = set()
    if "defender" in rule.get("nationality", ()):
        allowed_sides.add(defender_side)
    if "attacker" in rule.get("nationality", ()):
        allowed_sides |= set(attacker_sides)
    sp = hexes.spec(board)
    out = []
    for f in fighters:
        why = _may_fly(game, f, rule["unit"], "air_support")
        distance = sp.distance(f["hex"], defender_hex)
        if distance > reach:
            why.append(cited(f"{f['label']} in {f['hex']} is {distance} hexes from the defender in {defender_hex}, "
                             f"beyond the {reach}-hex range", game, "air_support"))
        if f["side"] not in allowed_sides:
            why.append(cited(f"{f['label']} is of neither the defending unit's nor an attacking unit's nationality",
                             game, "air_support"))
        out.append({"id": f["id"], "label": f["label"], "hex": f["hex"], "sorties": f["sorties"],
                    "for": "attacker" if f["faction"] == attacking_faction else "defender",
                    "distance": distance, "eligible": not why, "refusals": why})
    return out


def air_support_drm(game, weather: str):
    """(value or None, YAML path) of the Air Support ground combat DRM in this weather."""
    from printkit.rules.ranges import list_item

    chart, item, i = list_item(game, "ground_drm", "air_support")
    if item.values:
        name = next((k for k in item.values if k.lower() == weather), None)
        value, path = (item.values.get(name) if name else None), f"charts.ground_drm.items[{i}].values.{name or weather}"
    else:
        value, path = item.value, f"charts.ground_drm.items[{i}].value"
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise RulesError(f"{path} is {value!r:.40}, not a whole-number DRM")
    return value, path


def commit(game, weather: str, committed: dict[str, dict | None], result: str | None = None) -> dict:
    """What committing air units gives each side: {'receives': {side: True/False/None}, 'drm', 'sorties_after',
    'air_combat'}. `committed` maps attacker/defender to the fighter committed (or None). With both committed,
    the air combat `result` decides (the ground attacker attacks); without it the answer waits for the combat."""
    from printkit.rules.air_combat import apply

    rule = param(game, "air_support", "the Air Support calculator")
    drm, path = air_support_drm(game, weather)
    sides = ("attacker", "defender")
    air_combat = all(committed.get(s) for s in sides)
    receives = {s: bool(committed.get(s)) for s in sides}
    after = {s: committed[s]["sorties"] for s in sides if committed.get(s)}
    out = {"air_combat": air_combat, "drm": drm, "drm_fill_in": None if drm is not None else path, "fill_in": []}
    if not air_combat:
        for s in sides:
            if committed.get(s):
                after[s] = sorties_rules.add(game, after[s], rule.get("sorties_if_unopposed", 0))
    elif result is None:  # the air combat decides both: nothing is known yet
        receives = {s: None for s in sides}
        after = {s: None for s in sides}
    else:
        e = apply(game, result, "air_support", committed["attacker"]["sorties"], committed["defender"]["sorties"])
        out["fill_in"] = e["fill_in"]
        after = {s: e[f"{s}_after"] for s in sides}
        who = e["effect"]
        if who is None:
            receives = {s: None for s in sides}
        elif who not in ("both", "attacker", "defender", "neither"):
            raise RulesError(f"an Air Support effect is both, attacker, defender or neither, got {who!r}")
        else:
            receives = {s: who in ("both", s) for s in sides}
    out.update(receives=receives, sorties_after=after)
    return out


def check_commitments(game, committed: dict[str, list[dict]]) -> None:
    """At most `per_side` air units per side in one ground combat."""
    most = param(game, "air_support", "the Air Support calculator").get("per_side", 1)
    for side, units in committed.items():
        if len(units) > most:
            raise RulesError(cited(f"the {side} commits {len(units)} air units; a side commits at most {most}",
                                   game, "air_support"))
