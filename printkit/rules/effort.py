"""Roll charts (an Effort Chart): the result of given dice, and the exact distribution of results.

Generic over a `rolls` chart whose columns roll their own dice (1d6, 2d6 ...); a column may give doubles
an extra meaning (a Critical Incident). Exact integer counts over sides**dice outcomes.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.params import param


def chart_of(game, name: str = "effort_chart"):
    chart_id = param(game, name, "the roll-chart calculators")
    chart = game.charts.get(chart_id)
    if chart is None or getattr(chart, "kind", None) != "rolls":
        raise RulesError(f"{game.id} has no roll chart {chart_id!r}")
    return chart_id, chart


def column(game, level: str, name: str = "effort_chart"):
    """(chart id, chart, column index, column) for an effort level like 'minor'."""
    chart_id, chart = chart_of(game, name)
    for i, col in enumerate(chart.columns):
        if col.id == level.lower() or col.title.lower() == level.lower():
            return chart_id, chart, i, col
    raise RulesError(f"{chart.title} has no column {level!r}; columns: {', '.join(c.id for c in chart.columns)}")


def dice_of(col) -> tuple[int, int]:
    n, _, sides = col.dice.partition("d")
    return int(n), int(sides)


def result(game, level: str, rolls: list[int], name: str = "effort_chart") -> dict:
    """The result of the dice rolled on a column: {'rp': n, 'critical_incident': bool, 'total': t}."""
    chart_id, chart, i, col = column(game, level, name)
    n, sides = dice_of(col)
    if len(rolls) != n:
        raise RulesError(f"a {col.title} Effort rolls {col.dice} on the {chart.title} ({chart.source.split(',')[0]}): "
                         f"give {n} roll(s), got {len(rolls)}")
    for r in rolls:
        if not 1 <= r <= sides:
            raise RulesError(f"a d{sides} shows 1 to {sides}, got {r}")
    total = sum(rolls)
    cell = (col.results or {}).get(str(total))
    path = f"charts.{chart_id}.columns[{i}].results.{total}"
    if cell is None or cell.value is None:
        raise RulesError(f"{chart.title} {col.title} {total}: the result is unknown (not printed in the rulebook); "
                         f"fill in {path} in the game's YAML", fill_in=path)
    if not isinstance(cell.value, int) or isinstance(cell.value, bool):
        raise RulesError(f"{chart.title} {col.title} {total}: the result {cell.value!r} is not a number of RP; "
                         f"correct {path} in the game's YAML", fill_in=path)
    doubles = bool(col.doubles) and n == 2 and rolls[0] == rolls[1]
    return {"rp": cell.value, "critical_incident": doubles, "total": total}


def outcomes(game, level: str, name: str = "effort_chart") -> tuple[dict, int, int]:
    """({result: count}, count of doubles outcomes, number of outcomes) over every roll of the column.

    Counted by totals (the ways n dice of s sides make each total), not roll by roll: the work is the
    column's few dozen totals whatever dice the game file gives it (4d20 has 160,000 rolls, 77 totals)."""
    chart_id, chart, i, col = column(game, level, name)
    n, sides = dice_of(col)
    ways = _sum_counts(n, sides)
    counts: dict = {}
    doubles = 0
    for total, w in ways.items():
        r = result(game, level, _roll_of(total, n, sides), name)  # every roll of a total reads the same cell
        counts[r["rp"]] = counts.get(r["rp"], 0) + w
        if col.doubles and n == 2 and total % 2 == 0:  # one of the total's rolls is a double: (t/2, t/2)
            doubles += 1
    return dict(sorted(counts.items())), doubles, sides ** n


def _sum_counts(n: int, sides: int) -> dict[int, int]:
    """{total: number of rolls of n dice of `sides` faces that make it}."""
    ways = {0: 1}
    for _ in range(n):
        nxt: dict[int, int] = {}
        for total, w in ways.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, 0) + w
        ways = nxt
    return ways


def _roll_of(total: int, n: int, sides: int) -> list[int]:
    """One roll of n dice making `total` (the highest faces first)."""
    out = []
    for k in range(n, 0, -1):
        face = min(sides, total - (k - 1))
        out.append(face)
        total -= face
    return out


def distribution(game, level: str, name: str = "effort_chart") -> dict:
    """Exact distribution of the result, its mean, and the chance of a doubles event."""
    counts, doubles, den = outcomes(game, level, name)
    mean = sum(v * c for v, c in counts.items())
    return {"distribution": {k: (c, den) for k, c in counts.items()}, "expected": (mean, den),
            "critical_incident": (doubles, den)}


def stronger(game, levels: list[str]) -> str:
    """The strongest of some effort levels (parameters.effort_levels lists them weakest first)."""
    order = [x.lower() for x in param(game, "effort_levels", "comparing chits")]
    for lv in levels:
        if lv.lower() not in order:
            raise RulesError(f"no effort level {lv!r}; levels: {', '.join(order)}")
    return max((lv.lower() for lv in levels), key=order.index)
