"""Movement point costs from the chart `movement_costs`.

Costs are read as printed: a number is a base cost, '+N' adds to other costs, 'P' prohibits. Only '+'
costs add up: the base cost is the highest base cost that applies.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.model.record import record  # not dataclasses: too slow to import for a calculator


@record
class Step:
    """What entering one hex (and attacking into it) involves."""

    terrain: str = "clear"  # key of the hex's terrain cost
    river: bool = False  # crossing a river hexside
    enemy_city: bool = False
    prohibited: str | None = None  # why the hex or hexside is prohibited, if it is
    transport_line: bool = False  # moving along a Transport Line
    enemy_unit: bool = False  # the hex holds an enemy ground unit (attack target)
    attack: bool = False
    weather: str = "fair"
    hexside: str | None = None  # the hexside feature crossed (its id), if any
    line: str | None = None  # the line feature (a road) followed from hex to hex, if any


def _cost(game, key: str):
    """(label, printed cost) of a terrain or hexside feature: from the game's terrain effects chart (a table
    whose `effects` give `movement`), else from its `movement_costs` list."""
    from printkit.rules import terrain
    from printkit.rules.ranges import list_item

    found = terrain.chart(game, effect="movement")
    if found is not None:
        tec_id, tec = found
        e = terrain.effect(game, tec_id, tec, key, "movement")
        if e["value"] is None:
            raise RulesError(f"the movement cost of {e['label']} is unknown; fill in {e['fill_in']}",
                             fill_in=e["fill_in"])
        value = str(e["value"])
        if not (value.upper().startswith("P") or _points(value.lstrip("+")) is not None):
            raise RulesError(f"{e['label']}: the terrain effects chart gives the movement cost {value!r}, which is "
                             "not a number of movement points ('2', '1/2'), '+N' or 'P' (prohibited)")
        return e["label"], value

    chart, item, i = list_item(game, "movement_costs", key)
    if item.value is None:
        raise RulesError(f"the movement cost of {item.label} is unknown; fill in charts.movement_costs.items[{i}].value",
                         fill_in=f"charts.movement_costs.items[{i}].value")
    return item.label, str(item.value)


def cost(game, step: Step) -> dict:
    """Itemized MP cost of one step; 'prohibited' set when the step cannot be made."""
    if step.prohibited:
        return {"items": [], "total": None, "prohibited": step.prohibited}
    from printkit.rules import terrain

    found = terrain.chart(game, effect="movement")
    if found is not None:
        return _chart_cost(game, found[1], step)
    # 4.1.3.4: along a Transport Line the hexside and hex count as Clear, unless moving or attacking
    # into a hex with an enemy city or ground unit.
    line = step.transport_line and not (step.enemy_city or step.enemy_unit)
    keys = ["clear"] if line else [step.terrain] + (["enemy_city"] if step.enemy_city else [])
    plus = [] if line else (["river"] if step.river else [])
    if step.attack:
        plus.append("attack_fair" if step.weather == "fair" else "attack_poor_severe")
    base = []
    for key in keys:
        label, value = _cost(game, key)
        if value.upper().startswith("P"):
            return {"items": [], "total": None, "prohibited": label}
        base.append((label, int(value)))
    top = max(base, key=lambda b: b[1])
    from printkit.rules.citations import number

    along, summed = number(game, "transport_line"), number(game, "movement_costs")  # the game's citations
    items = [{"label": top[0] + (f" (Transport Line: treated as Clear{', ' + along if along else ''})" if line else ""),
              "value": top[1]}]
    items += [{"label": label + f" (not added: only '+' costs are cumulative{', ' + summed if summed else ''})",
               "value": 0} for label, v in base if (label, v) != top]
    for key in plus:
        label, value = _cost(game, key)
        items.append({"label": label, "value": int(value.lstrip("+"))})
    return {"items": items, "total": sum(i["value"] for i in items), "prohibited": None}


def _points(text: str):
    """'2' -> 2, '1/2' -> 0.5 (a road's half point); None when it is not a number of movement points."""
    top, slash, bottom = text.strip().partition("/")
    if not top.isdigit() or (slash and not (bottom.isdigit() and int(bottom) > 0)):
        return None
    return int(top) / int(bottom) if slash else int(top)


def _chart_cost(game, tec, step: Step) -> dict:
    """The cost of a step from a terrain effects chart: the hex's terrain (or the line followed, when the chart
    has a row for it), then the hexside crossed; a whole number is a base cost, '+N' is added, 'P' prohibits."""
    rows = set(tec.rows.cell_keys())
    enemy = step.enemy_city or step.enemy_unit
    along = step.line if step.line in rows and not enemy else None
    keys = [along or step.terrain] + (["enemy_city"] if step.enemy_city and "enemy_city" in rows else [])
    sides = [step.hexside] if step.hexside in rows and not along else []
    if step.river and not step.hexside and not along:
        sides.append("river")  # --river without the map: the chart's river row (refused if it has none)
    if step.attack:
        if "attack" not in rows:
            raise RulesError(f"{tec.title} gives no cost to attack (a row keyed 'attack')")
        sides.append("attack")
    base, plus = [], []
    for key in keys + sides:
        label, value = _cost(game, key)
        if value.upper().startswith("P"):
            return {"items": [], "total": None, "prohibited": label}
        (plus if value.startswith("+") else base).append((label, _points(value.lstrip("+"))))
    top = max(base, key=lambda b: b[1])
    items = [{"label": top[0], "value": top[1]}]
    items += [{"label": label + " (not added: the highest base cost counts)", "value": 0}
              for label, v in base if (label, v) != top]
    items += [{"label": label, "value": v} for label, v in plus]
    return {"items": items, "total": whole(sum(i["value"] for i in items)), "prohibited": None}


def whole(points):
    """2.0 -> 2 (half points summed back to a whole number print as one); 2.5 stays."""
    return int(points) if isinstance(points, float) and points.is_integer() else points


def allowance(game, group: str, supply: str) -> int:
    """Movement points of a unit group ('leg', 'mobile', 'air') in a supply state."""
    from printkit.rules.params import param

    table = param(game, "movement_points", "the movement calculator")
    try:
        return table[group][supply]
    except KeyError:
        raise RulesError(f"no movement allowance for {group!r} units in {supply!r} supply; "
                         f"groups: {', '.join(table)}") from None
