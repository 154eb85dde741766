"""Case Blue ground combat DRMs (5.1 step 4, 5.3.4, 7.1.1, 10.2, 13.x): itemized per side, capped, halvings.

Which DRMs apply is the rules logic here; every value is read from the chart `ground_drm` by key, so a
value the rulebook does not print stays unknown (null) and is reported as such, never guessed.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.model.record import field, record  # not dataclasses: too slow to import for a calculator

WEATHERS = ("fair", "poor", "severe")
SUPPLY = ("full", "low", "no")


@record
class Unit:
    """One ground unit in a combat."""

    label: str
    nationality: str  # a side id: germany, hungary, italy, romania, ussr
    type: str  # infantry, motorized, tank
    elite: bool = False
    shock: bool = False
    reduced: bool = False
    supply: str = "full"


@record
class Combat:
    """Everything that decides the DRMs of one ground combat."""

    attacker: Unit
    defender: Unit
    additional: list[Unit] = field(default_factory=list)
    assault: bool = False
    weather: str = "fair"
    river: bool = False  # the Primary Attacker attacks across a river hexside
    city: bool = False  # the defender is in a city
    attacker_air: bool = False
    defender_air: bool = False
    ground_support: bool = False  # Axis marker (13.1)
    heavy_arty: bool = False  # Soviet marker (13.2)
    tanks: str | None = None  # 'attacker' or 'defender': the side whose USSR unit the Tanks marker makes a tank
    partisans: bool = False  # the defender's hex holds a Partisans marker (6.1.2)
    isolated: bool = False  # the defender is Isolated (5.3.4)


def _faction(game, nationality: str) -> str:
    side = game.sides.get(nationality)
    if side is None:
        raise RulesError(f"no nationality {nationality!r}; {game.id} has: {', '.join(game.sides)}")
    return side.faction or nationality


def check(game, c: Combat) -> None:
    """Contradictory or impossible combats: one clear line each."""
    if c.weather not in WEATHERS:
        raise RulesError(f"--weather must be one of {', '.join(WEATHERS)}, got {c.weather!r}")
    for u in [c.attacker, c.defender, *c.additional]:
        if u.supply not in SUPPLY:
            raise RulesError(f"supply must be one of {', '.join(SUPPLY)}, got {u.supply!r}")
    a_side, d_side = _faction(game, c.attacker.nationality), _faction(game, c.defender.nationality)
    if a_side == d_side:
        raise RulesError(f"attacker ({c.attacker.label}) and defender ({c.defender.label}) are on the same side")
    for u in c.additional:
        if _faction(game, u.nationality) != a_side:
            raise RulesError(f"additional attacker {u.label} is not on the attacker's side")
    if c.additional and not c.assault:
        raise RulesError("additional attackers take part only in an Assault (5.3.3): add --assault")
    if len(c.additional) > 2:
        raise RulesError("an Assault has at most three attacking units: a Primary Attacker and two others (5.3.3)")
    if c.heavy_arty and (a_side != "soviet" or not c.assault):
        raise RulesError("Heavy Arty is played only by an attacking Soviet faction in an Assault (13.2)")
    if c.ground_support:
        if "axis" not in (a_side, d_side):
            raise RulesError("Ground Support is an Axis marker (13.1)")
        if a_side == "axis" and all(u.nationality == "germany" for u in [c.attacker, *c.additional]):
            raise RulesError("Ground Support cannot be played if the only attacking ground units are German (13.1)")
    if c.partisans and d_side != "axis":  # issue 11 audit: a marker on a unit it cannot affect
        raise RulesError("a Partisans marker is Soviet and goes in a hex with an Axis unit (Rule 13.3): "
                         f"it cannot affect the {c.defender.label} defending")
    if c.tanks:
        side_units = [c.attacker, *c.additional] if c.tanks == "attacker" else [c.defender]
        eligible = [u for u in side_units if u.nationality == "ussr" and u.type in ("infantry", "motorized")]
        if not eligible:
            raise RulesError("the Tanks marker needs a USSR infantry or motorized unit in the combat (13.4)")
        if all(u.shock for u in side_units):
            raise RulesError("the Tanks marker cannot be played if the only involved unit is a Shock unit (13.4)")


def _value(game, key: str, weather: str):
    """(value or None, YAML path of the value, label, source)."""
    from printkit.rules.ranges import list_item

    chart, item, i = list_item(game, "ground_drm", key)
    if item.values:
        name = next((k for k in item.values if k.lower() == weather), None)
        value = item.values.get(name) if name else None
        path = f"charts.ground_drm.items[{i}].values.{name or weather.capitalize()}"
    else:
        value, path = item.value, f"charts.ground_drm.items[{i}].value"
    return value, path, item.label, item.source or chart.source


def _entry(game, key: str, weather: str, times: int = 1, why: str | None = None) -> dict:
    value, path, label, source = _value(game, key, weather)
    if value is not None and not isinstance(value, int):
        raise RulesError(f"{path} is {value!r}, not a whole-number DRM")
    return {"key": key, "label": label + (f" x{times}" if times > 1 else "") + (f" ({why})" if why else ""),
            "value": None if value is None else value * times, "source": source,
            **({"fill_in": path} if value is None else {})}


def _mobile_additional(game, weather: str, units: list[Unit]) -> dict:
    """The Additional Attacker DRM of non-infantry units (item `additional_attacker_mobile`), or an unknown."""
    from printkit.rules.ranges import list_item

    chart = game.charts.get("ground_drm")
    if any(i.key == "additional_attacker_mobile" for i in getattr(chart, "items", ())):
        why = ", ".join(f"{u.type} {u.label}" for u in units)
        return _entry(game, "additional_attacker_mobile", weather, len(units), why)
    list_item(game, "ground_drm", "additional_attacker")  # the list exists; only the non-infantry value is missing
    return {"key": "additional_attacker", "label": f"Additional Attacker ({', '.join(u.label for u in units)})",
            "value": None, "source": chart.source,
            "fill_in": "charts.ground_drm (an item additional_attacker_mobile for non-infantry units)"}


def _unit_entries(game, u: Unit, c: Combat, as_tank: bool) -> list[dict]:
    out = [_entry(game, u.nationality, c.weather, why=u.label)]
    if u.elite:
        out.append(_entry(game, "elite", c.weather))
    if u.type == "tank" or as_tank:
        out.append(_entry(game, "tank", c.weather, why="Tanks marker" if as_tank and u.type != "tank" else None))
    if u.reduced:
        out.append(_entry(game, "reduced", c.weather))
    if u.supply == "low":
        out.append(_entry(game, "low_supply", c.weather))
    return out


def drm(game, c: Combat) -> dict:
    """Each side's itemized DRM, its total, the capped value and the halvings (5.1 step 4 and 5)."""
    check(game, c)
    a_side = _faction(game, c.attacker.nationality)
    att = _unit_entries(game, c.attacker, c, c.tanks == "attacker")
    if c.additional:
        inf = [u for u in c.additional if u.type == "infantry"]
        other = [u for u in c.additional if u.type != "infantry"]
        if inf:
            att.append(_entry(game, "additional_attacker", c.weather, len(inf), "infantry"))
        if other:  # 5.3.4 prints the value for infantry only: the list's own item for the others
            att.append(_mobile_additional(game, c.weather, other))
    if c.weather == "poor":
        att.append(_entry(game, "attacking_poor", c.weather))
    if c.city:
        att.append(_entry(game, "attacking_city", c.weather))
    if c.river:
        att.append(_entry(game, "river", c.weather))
    dfn = _unit_entries(game, c.defender, c, c.tanks == "defender")
    if c.partisans:
        dfn.append(_entry(game, "partisans", c.weather))
    if c.isolated:
        dfn.append(_entry(game, "isolated", c.weather))
    for side_entries, air in ((att, c.attacker_air), (dfn, c.defender_air)):
        if air:
            side_entries.append(_entry(game, "air_support", c.weather))
    if c.ground_support:
        (att if a_side == "axis" else dfn).append(_entry(game, "ground_support", c.weather))
    if c.heavy_arty:
        att.append(_entry(game, "heavy_arty", c.weather))
    halve_a, halve_d = [], []
    if c.weather == "severe":
        halve_a.append("Severe weather (10.2)")
        halve_d.append("Severe weather (10.2)")
    if any(u.supply == "no" for u in [c.attacker, *c.additional]):
        halve_a.append("No Supply (7.1.1)")
    if c.defender.supply == "no":
        halve_d.append("No Supply (7.1.1)")
    return {"attacker": _side(game, att, halve_a), "defender": _side(game, dfn, halve_d)}


def _side(game, entries: list[dict], halvings: list[str]) -> dict:
    from printkit.rules.crt import cap

    unknown = [e for e in entries if e["value"] is None]
    total = None if unknown else sum(e["value"] for e in entries)
    return {"items": entries, "total": total, "capped": None if total is None else cap(game, total),
            "halvings": halvings, "unknown": [e["fill_in"] for e in unknown]}
