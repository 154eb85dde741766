"""Looking a value up in a range table (die roll or score bands)."""

from __future__ import annotations

from printkit.errors import RulesError


def lookup(game, chart_id: str, value: int):
    """The Range entry that holds value; RulesError if out of range or unknown (naming the YAML path)."""
    chart = game.charts.get(chart_id)
    if chart is None or getattr(chart, "kind", None) != "ranges":
        raise RulesError(f"{game.id} has no range chart {chart_id!r}")
    low, high = chart.span()
    for i, entry in enumerate(chart.entries):
        if entry.low <= value <= entry.high:
            if entry.result is None:
                raise RulesError(f"{chart.title} {value}: the result is unknown (not printed in the rulebook); "
                                 f"fill in charts.{chart_id}.entries[{i}].result in the game's YAML")
            return entry
    raise RulesError(f"{chart.key} must be between {low} and {high} for {chart.title} ({chart.source}), got {value}")
