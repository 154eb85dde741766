"""Weather by month and die roll from the chart `weather` (rows: month groups like 'Mar-Apr'; cells: '3-6')."""

from __future__ import annotations

import re

from printkit.errors import RulesError
from printkit.rules.turns import MONTHS


def _row_for(chart, month: str) -> str:
    m = month.strip()[:3].capitalize()
    if m not in MONTHS:
        raise RulesError(f"--month must be a month like Mar, got {month!r}")
    for row in chart.rows.labels():
        parts = [p.strip()[:3].capitalize() for p in row.replace("/", "-").split("-")]
        if len(parts) == 2 and parts[0] in MONTHS and parts[1] in MONTHS:
            a, b = MONTHS.index(parts[0]), MONTHS.index(parts[1])
            span = [MONTHS[(a + k) % 12] for k in range((b - a) % 12 + 1)]
        else:
            span = parts
        if m in span:
            return row
    raise RulesError(f"no row of the {chart.title} covers {m}")


NO_ROLL = ("—", "–", "-")  # a cell a line cannot roll (printed as a dash)
_RANGE = re.compile(r"^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$")


def _covers(text, roll: int, path: str) -> bool:
    """Whether a cell ('3-6', '6', or a dash for none) covers the roll; RulesError for any other shape."""
    if str(text).strip() in NO_ROLL:
        return False
    m = _RANGE.match(str(text))
    if m is None:
        raise RulesError(f"{path} must be a die range like 3-6, one number, or a dash for none; got {text!r:.40}")
    lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
    return lo <= roll <= hi


def weather(game, month: str, roll: int) -> dict:
    """The weather for a month's row and a roll; unknown (with the YAML path) if the covering cell is not known."""
    chart = game.charts.get("weather")
    if chart is None or chart.kind != "table":
        raise RulesError(f"{game.id} has no weather table")
    if not 1 <= roll <= 6:
        raise RulesError(f"--roll must be a die result from 1 to 6, got {roll}")
    row = _row_for(chart, month)
    unknown = []
    for col in chart.columns.labels():
        cell = chart.cell(row, col)
        if cell.value is None:
            unknown.append(f"charts.weather.cells.{row}.{col}")
        elif _covers(cell.value, roll, f"charts.weather.cells.{row}.{col}"):
            return {"weather": col, "row": row, "roll": roll, "range": str(cell.value),
                    "status": cell.status or chart.status, "source": cell.source or chart.source}
    raise RulesError(f"{chart.title} {row}, roll {roll}: not covered by any printed cell; the unknown cells are "
                     f"{', '.join(unknown)}", fill_in=unknown[0] if unknown else None)
