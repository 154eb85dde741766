"""Air combat: the air DRMs, the CRT result's two steps, and exact distributions.

The CRT is the same as for ground combat (rules/crt.py). What a result does in air combat is the table
chart `air_combat_effects`: rows are the result letters (AS, DR, ...), columns 'Attacker Sorties',
'Defender Sorties' (a number, or '+#': the number after the letters of the result) and one column per
Action the combat decides ('Air Support': both, attacker, defender or neither receive the Air Support DRM;
'Air Strike'). An unknown cell is an unknown effect: it is reported with its YAML path, never guessed.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules import sorties as sorties_rules

EFFECTS = "air_combat_effects"
ACTIONS = {"air_support": "Air Support", "air_strike": "Air Strike"}


def parse_result(text: str) -> tuple[str, int]:
    """'DR+2' -> ('DR', 2); 'AS' -> ('AS', 0)."""
    letters, plus, number = str(text).strip().partition("+")
    if plus and not number.isdigit():
        raise RulesError(f"a CRT result is letters and an optional +N (like DR+2), got {text!r}")
    return letters.strip(), int(number) if plus else 0


def _chart(game):
    chart = game.charts.get(EFFECTS)
    if chart is None or chart.kind != "table":
        raise RulesError(f"{game.id} has no table chart {EFFECTS!r} (what an air combat result does)")
    return chart


def effect(game, result: str, action: str) -> dict:
    """Sorties added to each side and the Effect on the Action; unknown parts as None with 'fill_in' paths."""
    chart = _chart(game)
    letters, number = parse_result(result)
    if letters not in chart.rows.labels():
        raise RulesError(f"{result!r} is not an air combat result; results: {', '.join(chart.rows.labels())}")
    if action not in ACTIONS:
        raise RulesError(f"the action must be one of {', '.join(ACTIONS)}, got {action!r}")
    out: dict = {"result": result, "letters": letters, "number": number, "fill_in": []}
    for key, column in (("attacker_sorties", "Attacker Sorties"), ("defender_sorties", "Defender Sorties"),
                        ("effect", ACTIONS[action])):
        cell = chart.cell(letters, column)
        value = cell.value
        if value is None:
            out["fill_in"].append(f"charts.{EFFECTS}.cells.{chart.rows.key_of(letters)}.{chart.columns.key_of(column)}")
        elif key != "effect":
            if str(value) != "+#" and (not isinstance(value, int) or isinstance(value, bool)):
                raise RulesError(f"charts.{EFFECTS}.cells.{letters}.{column} must be a number of Sorties or '+#', "
                                 f"got {value!r:.40}")
            value = number if str(value) == "+#" else value
        out[key] = value
    return out


def apply(game, result: str, action: str, attacker_sorties: int, defender_sorties: int) -> dict:
    """The effect of one result on two air units' Sorties (capped, 1.5) and on the Action."""
    e = effect(game, result, action)
    for side, before in (("attacker", attacker_sorties), ("defender", defender_sorties)):
        sorties_rules.check(game, before, f"--{side}-sorties")
        added = e[f"{side}_sorties"]
        e[f"{side}_after"] = None if added is None else sorties_rules.add(game, before, added)
    return e


def distribution(game, attacker_drm: int, defender_drm: int, attacker_halvings: int, defender_halvings: int,
                 action: str, attacker_sorties: int, defender_sorties: int) -> dict:
    """Exact distribution of the CRT result, of each side's Sorties afterwards and of the Effect; the mass of
    unknown CRT cells and unknown effects is kept apart."""
    from printkit.rules.crt import distribution as crt_distribution

    r = crt_distribution(game, attacker_drm, defender_drm, attacker_halvings, defender_halvings)
    n = r["outcomes"]
    sorties: dict[str, int] = {}
    effects: dict[str, int] = {}
    unknown_effect = 0
    fill_in: set[str] = set()
    for result, count in r["results"].items():
        e = apply(game, result, action, attacker_sorties, defender_sorties)
        fill_in.update(e["fill_in"])
        if e["attacker_after"] is None or e["defender_after"] is None:
            sorties["unknown"] = sorties.get("unknown", 0) + count
        else:
            key = f"{e['attacker_after']}/{e['defender_after']}"
            sorties[key] = sorties.get(key, 0) + count
        if e["effect"] is None:
            unknown_effect += count
        else:
            effects[str(e["effect"])] = effects.get(str(e["effect"]), 0) + count
    if r["unknown"]:
        sorties["unknown"] = sorties.get("unknown", 0) + r["unknown"]
    return {"outcomes": n, "results": {k: v / n for k, v in sorted(r["results"].items())},
            "unknown_results": r["unknown"] / n, "unknown_cells": sorted(r["unknown_cells"]),
            "sorties_after": {k: v / n for k, v in sorted(sorties.items())},
            "effect": {k: v / n for k, v in sorted(effects.items())},
            "unknown_effect": (unknown_effect + r["unknown"]) / n, "fill_in": sorted(fill_in)}


def drm_items(game, weather: str, partisans: bool, attacker_supply: str, defender_supply: str,
              attacker_elite: bool = False, defender_elite: bool = False, attacker_nationality: str | None = None,
              defender_nationality: str | None = None) -> dict:
    """Each side's air combat DRMs from the chart `air_drm`, itemized; unknown items carry their YAML path.

    A side's nationality DRM is the item keyed by its nationality (a side id); a list with one item keyed
    `nationality` gives every nationality that item."""
    from printkit.rules.ranges import list_item

    chart = game.charts.get("air_drm")
    keys = {i.key for i in getattr(chart, "items", ()) if i.key}

    def entry(key: str) -> dict:
        chart, item, i = list_item(game, "air_drm", key)
        value = item.value
        if value is not None and not isinstance(value, int):
            raise RulesError(f"charts.air_drm.items[{i}].value is {value!r}, not a whole-number DRM")
        e = {"key": key, "label": item.label, "value": value}
        if value is None:
            e["fill_in"] = f"charts.air_drm.items[{i}].value"
        return e

    def nationality(side: str, who: str | None) -> list[dict]:
        if who is not None and who in keys:
            return [entry(who)]
        if "nationality" in keys:
            return [entry("nationality")]
        if who is None:
            raise RulesError(f"the air combat DRMs depend on the {side}'s nationality: name the {side} air unit "
                             f"(--{side}-unit), or give --attacker-drm and --defender-drm")
        return []  # no nationality DRM for this nationality

    sides = {}
    for side, supply, elite, who in (("attacker", attacker_supply, attacker_elite, attacker_nationality),
                                     ("defender", defender_supply, defender_elite, defender_nationality)):
        items = nationality(side, who)
        if elite:
            items.append(entry("elite"))
        if weather == "poor":
            items.append(entry("poor"))
        if supply == "low":
            items.append(entry("low_supply"))
        if side == "defender" and partisans:
            items.append(entry("partisans"))
        unknown = [e["fill_in"] for e in items if e["value"] is None]
        halvings = [h for h, on in (("severe", weather == "severe"), ("no_supply", supply == "no")) if on]
        sides[side] = {"items": items, "total": None if unknown else sum(e["value"] for e in items),
                       "unknown": unknown, "halvings": halvings}
    return sides
