"""Production, replacements, mobilization and upgrades (Case Blue 8.x, 9.x style).

Data (parameters; each `rule:` is what a refusal cites):
  replacements           {supply: STATE, per_turn: N, ground: reduced_to_full, air_sorties: PARAM}
  mobilization_strength  {ground: reduced, full: [{side, type, except_traits}], air_sorties: PARAM}
  upgrades               {faction, replaced: {in_hex, supply}, pairs: [{upgrade: {side, type, traits},
                          replaces: {side, type, except_traits}}]}
  production             {saved: bool, by_factories: [countries]}
  first_turn_production  {scenario: {country: N}}  the points of a scenario's first turn
  agreed_production      {scenario: {country: N}}  a change the players may agree (a balance option)
and the charts `production_costs` (items replace_ground, replace_air, mobilize_ground, mobilize_air, upgrade)
and `monthly_production` (rows: countries by name; the first column the points per turn, an optional second
column the points added per Factory hex the country's faction controls). Unknown costs and points stay None
with the YAML path to fill in.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.citations import cited
from printkit.rules.params import param


def cost(game, key: str) -> dict:
    """{'label', 'value' (None if unknown), 'fill_in'} of a Production Costs item."""
    from printkit.rules.ranges import list_item

    chart = game.charts.get("production_costs")
    keys = [i.key for i in getattr(chart, "items", ()) if i.key]
    if key not in keys:
        raise RulesError(f"no Production Costs item {key!r}; items: {', '.join(keys) or 'none'}")
    chart, item, i = list_item(game, "production_costs", key)
    return {"label": item.label, "value": item.value,
            "fill_in": None if item.value is not None else f"charts.production_costs.items[{i}].value"}


def _who(game, c) -> str:
    side = game.sides.get(c.side)
    return f"{(side.adjective or side.name) if side else c.side} {c.label}"


def _matches(counter, unit_type, want: dict) -> bool:
    if "side" in want and counter.side != want["side"]:
        return False
    if "type" in want and counter.type != want["type"]:
        return False
    if any(t not in counter.traits for t in want.get("traits", ())):
        return False
    return not any(t in counter.traits for t in want.get("except_traits", ()))


def replacement(game, counter, domain: str, reduced: bool, sorties: int | None, supply: str,
                improved_this_turn: bool = False, mobilized_this_turn: bool = False) -> dict:
    """What Replacements would do to this unit, whether the rules allow it, and the cost."""
    from printkit.rules import sorties as sorties_rules

    rule = param(game, "replacements", "the replacements calculator")
    refusals = []
    if supply != rule["supply"]:
        refusals.append(cited(f"{_who(game, counter)} is in {supply} supply; only a unit in {rule['supply']} supply "
                              "receives replacements", game, "replacements"))
    if improved_this_turn and rule.get("per_turn") == 1:
        refusals.append(cited(f"{_who(game, counter)} was already improved this turn", game, "replacements"))
    if mobilized_this_turn:
        refusals.append(cited(f"{_who(game, counter)} was mobilized this turn", game, "mobilization_timing"))
    if domain == "air":
        before = sorties_rules.check(game, sorties or 0, "--sorties")
        after = sorties_rules.after_replacement(game, before)
        if before == 0:
            refusals.append(cited(f"{_who(game, counter)} has no Sorties to remove", game, "replacements"))
        effect = {"sorties": before, "sorties_after": after}
        c = cost(game, "replace_air")
    elif domain == "ground":
        if not reduced:
            refusals.append(cited(f"{_who(game, counter)} is at full strength: nothing to improve", game, "replacements"))
        effect = {"reduced": reduced, "reduced_after": False}
        c = cost(game, "replace_ground")
    else:
        raise RulesError(f"{_who(game, counter)} is not a unit: only units receive replacements")
    return {"unit": counter.id, "allowed": not refusals, "refusals": refusals, **effect, "cost": c["value"],
            "cost_label": c["label"], "fill_in": c["fill_in"]}


def mobilization(game, counter, domain: str) -> dict:
    """How a unit enters from the Mobilization box: its strength (ground) or Sorties (air), and the cost."""
    rule = param(game, "mobilization_strength", "the mobilization calculator")
    if domain == "air":
        sorties = param(game, rule["air_sorties"], "the mobilization calculator")
        if not isinstance(sorties, int) or isinstance(sorties, bool):
            raise RulesError(f"parameters.{rule['air_sorties']}.value must be a number of Sorties, got {sorties!r:.40}")
        c = cost(game, "mobilize_air")
        return {"unit": counter.id, "sorties": sorties, "strength": None, "cost": c["value"], "fill_in": c["fill_in"],
                "why": cited(f"{_who(game, counter)} is mobilized with {sorties} Sorties", game, "mobilization_strength")}
    if domain != "ground":
        raise RulesError(f"{_who(game, counter)} is not a unit: only units are mobilized")
    full = any(_matches(counter, None, want) for want in rule.get("full", ()))
    strength = "full" if full else rule["ground"]
    c = cost(game, "mobilize_ground")
    return {"unit": counter.id, "strength": strength, "sorties": None, "cost": c["value"], "fill_in": c["fill_in"],
            "why": cited(f"{_who(game, counter)} is mobilized at {strength} strength", game, "mobilization_strength")}


def upgrade(game, upgrade_counter, replaced, faction: str, in_upgrade_box: bool, replaced_in_hex: bool,
            replaced_supply: str, replaced_reduced: bool, replaced_mobilized_this_turn: bool = False) -> dict:
    """May `upgrade_counter` replace `replaced` in the Upgrade Phase, and at what strength?"""
    rule = param(game, "upgrades", "the upgrade calculator")
    refusals = []
    if replaced_mobilized_this_turn:
        refusals.append(cited(f"{_who(game, replaced)} was mobilized this turn", game, "mobilization_timing"))
    if faction != rule["faction"]:
        refusals.append(cited(f"only the {rule['faction'].capitalize()} faction upgrades units", game, "upgrades"))
    if not in_upgrade_box:
        refusals.append(cited(f"{_who(game, upgrade_counter)} is not in its Faction Card's Upgrade box", game, "upgrades"))
    need = rule.get("replaced", {})
    if need.get("in_hex") and not replaced_in_hex:
        refusals.append(cited(f"{_who(game, replaced)} is not in a hex", game, "upgrades"))
    if need.get("supply") and replaced_supply != need["supply"]:
        refusals.append(cited(f"{_who(game, replaced)} is in {replaced_supply} supply, not {need['supply']}", game,
                              "upgrades"))
    if not any(_matches(upgrade_counter, None, p["upgrade"]) and _matches(replaced, None, p["replaces"])
               for p in rule.get("pairs", ())):
        refusals.append(cited(f"{_who(game, upgrade_counter)} cannot upgrade {_who(game, replaced)}: the scenario rules let "
                              "only the listed pairs upgrade", game, "upgrades"))
    c = cost(game, "upgrade")
    return {"upgrade": upgrade_counter.id, "replaces": replaced.id, "allowed": not refusals, "refusals": refusals,
            "reduced": replaced_reduced, "cost": c["value"], "fill_in": c["fill_in"]}


def points(game, country: str, scenario: str | None = None, first_turn: bool = False,
           by_agreement: bool = False, factories: int | None = None) -> dict:
    """Production points a country receives in a turn: the scenario's first-turn figure, the agreed balance
    figure, or the Monthly Production table (its points per turn, plus its points per Factory times the
    `factories` its faction controls); None (with the YAML path) where it is unknown."""
    sides = {s.id: s for s in game.sides.values()}
    if country not in sides:
        raise RulesError(f"no country {country!r}; countries: {', '.join(s for s in sides if sides[s].faction)}")
    if scenario and scenario not in game.scenarios:
        raise RulesError(f"no scenario {scenario!r}; scenarios: {', '.join(game.scenarios)}")
    first = param(game, "first_turn_production", "production").get(scenario or "", {})
    if first_turn and country in first:
        return {"country": country, "points": first[country], "status": game.parameters["first_turn_production"].status,
                "why": cited("the scenario's first-turn production points", game, "first_turn_production"),
                "fill_in": None}
    if by_agreement:
        agreed = param(game, "agreed_production", "production").get(scenario or "", {})
        if country not in agreed:
            raise RulesError(cited(f"no agreed production change for {sides[country].name} in "
                                   f"{scenario or 'this game (give --scenario)'}", game, "agreed_production"))
        return {"country": country, "points": agreed[country], "status": game.parameters["agreed_production"].status,
                "why": cited("by the players' agreement", game, "agreed_production"), "fill_in": None}
    chart = game.charts.get("monthly_production")
    if chart is None or chart.kind != "table":
        raise RulesError(f"{game.id} has no monthly_production table")
    name = sides[country].name
    if name not in chart.rows.labels():
        raise RulesError(f"{name} receives no production points (not on the Monthly Production table)")
    columns = chart.columns.labels()
    cell = chart.cell(name, columns[0])
    variable = country in param(game, "production", "production").get("by_factories", ())
    out = {"country": country, "points": cell.value, "status": cell.status or chart.status,
           "why": cited("the Monthly Production table" + (" (varies with the factories it controls)"
                                                           if variable else ""), game, "production"),
           "fill_in": None if cell.value is not None else
           f"charts.monthly_production.cells.{chart.rows.key_of(name)}.{chart.columns.key_of(columns[0])}"}
    if len(columns) < 2 or cell.value is None:
        return out
    per = chart.cell(name, columns[1])
    path = f"charts.monthly_production.cells.{chart.rows.key_of(name)}.{chart.columns.key_of(columns[1])}"
    for value, where in ((cell.value, columns[0]), (per.value, columns[1])):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise RulesError(f"the Monthly Production table's {name} / {where} must be a whole number of points, "
                             f"got {value!r:.40}")
    if per.value is None:
        return {**out, "points": None, "fill_in": path}
    if per.value == 0:
        return out
    if factories is None:
        raise RulesError(cited(f"{name}'s production varies with the Factories it controls: give the number "
                               "(--factories N) or the control markers (--marked HEX...)", game, "production"))
    total = cell.value + per.value * factories
    return {**out, "points": total, "base": cell.value, "per_factory": per.value, "factories": factories,
            "status": per.status or chart.status,
            "why": cited(f"the Monthly Production table: {cell.value} + {per.value} x {factories} "
                         f"Factor{'y' if factories == 1 else 'ies'} it controls", game, "production")}


def spend(game, available: int | None, items: list[tuple[str, int]]) -> dict:
    """Production points spent on Production Costs items [(key, times)]: the total, what is left, and a
    refusal when the total exceeds the points (no deficit spending); unknown costs named by their path."""
    rule = param(game, "spending", "production spending")
    lines, unknown, total = [], [], 0
    for key, times in items:
        c = cost(game, key)
        if c["value"] is not None and (not isinstance(c["value"], int) or isinstance(c["value"], bool)):
            raise RulesError(f"the cost of {c['label']} must be a whole number of points, got {c['value']!r:.40}")
        lines.append({"key": key, "label": c["label"], "times": times, "each": c["value"],
                      "points": None if c["value"] is None else c["value"] * times})
        if c["value"] is None:
            unknown.append(c["fill_in"])
        else:
            total += c["value"] * times
    refusal = None
    if not unknown and available is not None and total > available and not rule.get("deficit", True):
        refusal = cited(f"{total} points spent, more than the {available} available: there is no deficit spending",
                        game, "spending")
    return {"items": lines, "total": None if unknown else total, "available": available,
            "left": None if unknown or available is None else available - total, "refusal": refusal,
            "fill_in": unknown}
