"""The Combat Results Table and combat resolution: lookups and exact distributions.

The CRT is the chart `crt` (rows: defender final value, columns: attacker final value). Final values
come from a d6 plus a side's capped DRM, halved (round up) once per halving rule, never below the
parameter `min_final_value` (5.1 step 5).
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.params import param

CHART = "crt"


def crt_chart(game):
    chart = game.charts.get(CHART)
    if chart is None or chart.kind != "table":
        raise RulesError(f"{game.id} has no CRT (a table chart named '{CHART}')")
    for axis, name in ((chart.columns, "columns"), (chart.rows, "rows")):
        odd = [str(v) for v in axis.values if not str(v).lstrip("-").isdigit()]
        if odd:  # an odds or differential table: this calculator reads final values (whole numbers)
            raise RulesError(f"this calculator reads a CRT of final values, whole numbers in its rows and columns; "
                             f"charts.{CHART}.{name} has {', '.join(map(repr, odd[:3]))}: read a cell with "
                             f"`printkit lookup {game.id} {CHART} ROW COLUMN`")
    return chart


def axis_range(chart) -> tuple[int, int, int, int]:
    cols = [int(v) for v in chart.columns.values]
    rows = [int(v) for v in chart.rows.values]
    return min(cols), max(cols), min(rows), max(rows)


def lookup(game, attacker: int, defender: int) -> dict:
    """The CRT cell for final values; RulesError naming the YAML path if the cell is unknown."""
    chart = crt_chart(game)
    c0, c1, r0, r1 = axis_range(chart)
    if not c0 <= attacker <= c1:
        raise RulesError(f"--attacker must be a final value from {c0} to {c1} ({chart.columns.title}), got {attacker}")
    if not r0 <= defender <= r1:
        raise RulesError(f"--defender must be a final value from {r0} to {r1} ({chart.rows.title}), got {defender}")
    cell = chart.cell(str(defender), str(attacker))
    if cell.value is None:
        path = f"charts.{CHART}.cells.{defender}.{attacker}"
        raise RulesError(f"CRT attacker {attacker} / defender {defender} is unknown (not printed in the rulebook); "
                         f"fill in {path} in the game's YAML", fill_in=path)
    return {"result": str(cell.value), "status": cell.status or chart.status, "source": cell.source or chart.source}


def cap(game, drm: int) -> int:
    """A side's DRM after the cap (at most + or - the parameter drm_cap)."""
    limit = param(game, "drm_cap", "the combat calculators")
    return max(-limit, min(limit, drm))


def applied(game, drm: int) -> str:
    """'+12 (applied as +10, Rule N)' for a total beyond the cap, '+4' otherwise (the cap's rule from the data)."""
    from printkit.rules.citations import rule

    capped = cap(game, drm)
    if capped == drm:
        return f"{drm:+d}"
    ref = rule(game, "drm_cap")
    return f"{drm:+d} (applied as {capped:+d}" + (f", {ref}" if ref else "") + ")"


def final_value(game, roll: int, drm: int, halvings: int) -> int:
    """Die + capped DRM, halved `halvings` times rounding up each time, at least min_final_value."""
    value = roll + cap(game, drm)
    for _ in range(halvings):
        value = -(-value // 2)
    return max(param(game, "min_final_value", "the combat calculators"), value)


def distribution(game, attacker_drm: int, defender_drm: int, attacker_halvings: int = 0,
                 defender_halvings: int = 0) -> dict:
    """Exact distribution over CRT results of one combat (each side rolls one die); unknown cells pooled."""
    sides = param(game, "die_sides", "the combat calculators")
    chart = crt_chart(game)
    c0, c1, r0, r1 = axis_range(chart)
    results: dict[str, int] = {}
    unknown_cells: dict[str, int] = {}
    for a_roll in range(1, sides + 1):
        for d_roll in range(1, sides + 1):
            a = min(c1, final_value(game, a_roll, attacker_drm, attacker_halvings))
            d = min(r1, final_value(game, d_roll, defender_drm, defender_halvings))
            value = chart.cell(str(d), str(a)).value
            if value is None:
                unknown_cells[f"{a}/{d}"] = unknown_cells.get(f"{a}/{d}", 0) + 1
            else:
                results[str(value)] = results.get(str(value), 0) + 1
    total = sides * sides
    return {"outcomes": total, "results": results, "unknown": sum(unknown_cells.values()),
            "unknown_cells": unknown_cells}
