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


def _cost(game, key: str):
    from printkit.rules.ranges import list_item

    chart, item, i = list_item(game, "movement_costs", key)
    if item.value is None:
        raise RulesError(f"the movement cost of {item.label} is unknown; fill in charts.movement_costs.items[{i}].value",
                         fill_in=f"charts.movement_costs.items[{i}].value")
    return item.label, str(item.value)


def cost(game, step: Step) -> dict:
    """Itemized MP cost of one step; 'prohibited' set when the step cannot be made."""
    if step.prohibited:
        return {"items": [], "total": None, "prohibited": step.prohibited}
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
    items = [{"label": top[0] + (" (Transport Line: treated as Clear, 4.1.3.4)" if line else ""), "value": top[1]}]
    items += [{"label": label + " (not added: only '+' costs are cumulative, 4.1.1)", "value": 0}
              for label, v in base if (label, v) != top]
    for key in plus:
        label, value = _cost(game, key)
        items.append({"label": label, "value": int(value.lstrip("+"))})
    return {"items": items, "total": sum(i["value"] for i in items), "prohibited": None}


def allowance(game, group: str, supply: str) -> int:
    """Movement points of a unit group ('leg', 'mobile', 'air') in a supply state."""
    from printkit.rules.params import param

    table = param(game, "movement_points", "the movement calculator")
    try:
        return table[group][supply]
    except KeyError:
        raise RulesError(f"no movement allowance for {group!r} units in {supply!r} supply; "
                         f"groups: {', '.join(table)}") from None
