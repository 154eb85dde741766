"""Fire combat with a differential CRT: attack modifiers (halvings and doublings, fractions dropped), the
column for attack minus defence, and the result of a roll or the exact distribution over the dice.

Data it reads (any game may give them):
  chart `fire_modifiers` (list): items keyed by modifier flag (e.g. same_hex, long_range), each with
      values {halvings: n, doublings: m}; a key 'a+b' is the modifier when flags a and b come together
      and replaces both (defensive fire by a unit on overwatch).
  parameter `fire_conflicts`: [[flag, flag, why], ...]: flags the rules do not allow together.
  chart `differential_crt` (table): columns = differentials with `span` (clamped ends), rows = dice totals.
  parameter `crt_dice`: [number of dice, sides], e.g. [2, 6].
  chart `combat_results` (list): the result codes, item keys, in print order.
"""

from __future__ import annotations

from printkit.errors import RulesError

MODIFIERS = "fire_modifiers"
CRT = "differential_crt"
STATUS_ORDER = ("printed", "derived", "reconstructed", "unknown")


def _chart(game, chart_id: str, kind: str):
    chart = game.charts.get(chart_id)
    if chart is None or chart.kind != kind:
        raise RulesError(f"{game.id} has no {kind} chart {chart_id!r}, which this calculator reads")
    return chart


def _param(game, name: str):
    if name not in game.parameters:
        raise RulesError(f"{game.id} has no parameter {name!r}, which this calculator reads")
    return game.parameters[name].value


def check_flags(game, flags: set[str]) -> None:
    """RulesError if the rules do not allow two of the flags together (the reason comes from the data)."""
    for a, b, why in _param(game, "fire_conflicts"):
        if a in flags and b in flags:
            raise RulesError(f"--{a.replace('_', '-')} and --{b.replace('_', '-')} cannot go together: {why}")


def modified_attack(game, attack: int, flags: set[str]) -> tuple[int, list[dict]]:
    """The attack strength after the modifiers of `flags`: every halving first, each dropping fractions,
    then every doubling (defensive fire is "halved, then doubled"; 1.0 Rounding drops fractions)."""
    from printkit.rules.bounds import TECHNICAL_MAX, within

    within("--attack", attack, 0, TECHNICAL_MAX, "no rule or counter bounds it: the unit ratings are not printed")
    check_flags(game, flags)
    chart = _chart(game, MODIFIERS, "list")
    left, used = set(flags), []
    for item in sorted((i for i in chart.items if i.key and "+" in i.key), key=lambda i: -i.key.count("+")):
        parts = set(item.key.split("+"))
        if parts <= left:
            used.append(item)
            left -= parts
    for flag in sorted(left):
        item = chart.item(flag)
        if item is None:
            raise RulesError(f"{game.id}: no fire modifier {flag!r} in charts.{MODIFIERS}")
        used.append(item)
    steps, value = [], attack
    for item in used:
        if not item.values or item.values.get("halvings") is None:
            raise RulesError(f"the fire modifier {item.label!r} is unknown",
                             fill_in=f"charts.{MODIFIERS}.items[key={item.key}].values")
    for item in used:
        for _ in range(int(item.values.get("halvings") or 0)):
            value //= 2
            steps.append({"modifier": item.label, "effect": "halved", "value": value})
    for item in used:
        for _ in range(int(item.values.get("doublings") or 0)):
            value *= 2
            steps.append({"modifier": item.label, "effect": "doubled", "value": value})
    for item in used:
        if not item.values.get("halvings") and not item.values.get("doublings"):
            steps.append({"modifier": item.label, "effect": "normal", "value": value})
    return value, steps


def dice_counts(n: int, sides: int) -> dict[int, int]:
    """Ways of rolling each total with n dice of `sides` faces."""
    counts = {0: 1}
    for _ in range(n):
        nxt: dict[int, int] = {}
        for total, ways in counts.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, 0) + ways
        counts = nxt
    return counts


def column(game, differential: int) -> str:
    chart = _chart(game, CRT, "table")
    if chart.columns.span is None:
        raise RulesError(f"charts.{CRT}.columns needs a span (the differentials its columns stand for)")
    return chart.columns.label_of(differential)


def result(game, differential: int, roll: int) -> dict:
    """The CRT cell for a differential and a dice total: {result, status, column}; value None when unknown."""
    chart = _chart(game, CRT, "table")
    n, sides = _param(game, "crt_dice")
    if not n <= roll <= n * sides:
        raise RulesError(f"--roll must be a {n}D{sides} total from {n} to {n * sides}, got {roll}")
    col = column(game, differential)
    cell = chart.cell(str(roll), col)
    return {"result": cell.value, "status": cell.status or chart.status, "column": col,
            "fill_in": f"charts.{CRT}.cells.{roll}.{col}"}


def distribution(game, differential: int) -> dict:
    """Exact chance of each result in the differential's column over the dice; unknown cells, if any, as 'unknown'."""
    chart = _chart(game, CRT, "table")
    n, sides = _param(game, "crt_dice")
    counts = dice_counts(n, sides)
    total = sides ** n
    col = column(game, differential)
    codes = [i.key for i in _chart(game, "combat_results", "list").items if i.key]
    ways = {code: 0 for code in codes}
    ways["unknown"] = 0
    worst = "printed"
    for roll, w in counts.items():
        cell = chart.cell(str(roll), col)
        status = cell.status or chart.status
        worst = max(worst, status, key=STATUS_ORDER.index)
        key = "unknown" if cell.value is None else str(cell.value)
        ways[key] = ways.get(key, 0) + w
    if not ways["unknown"]:  # a complete column: only the results (no empty "unknown" share)
        del ways["unknown"]
    return {"column": col, "distribution": {k: v / total for k, v in ways.items()},
            "ways": ways, "outcomes": total, "status": worst}
