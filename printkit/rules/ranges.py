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
                path = f"charts.{chart_id}.entries[{i}].result"
                raise RulesError(f"{chart.title} {value}: the result is unknown (not printed in the rulebook); "
                                 f"fill in {path} in the game's YAML", fill_in=path)
            return entry
    raise RulesError(f"{chart.key} must be between {low} and {high} for {chart.title} ({chart.source}), got {value}")


def cell(game, chart_id: str, row: str, column: str):
    """A cell of a 2-D table; RulesError naming the YAML path when it is unknown (null)."""
    chart = game.charts.get(chart_id)
    if chart is None or getattr(chart, "kind", None) != "table":
        raise RulesError(f"{game.id} has no table chart {chart_id!r}")
    rows, cols = chart.rows.labels(), chart.columns.labels()
    if str(row) not in rows:
        raise RulesError(f"{chart.rows.title} must be one of {', '.join(rows)} for {chart.title}, got {row!r}")
    if str(column) not in cols:
        raise RulesError(f"{chart.columns.title} must be one of {', '.join(cols)} for {chart.title}, got {column!r}")
    found = chart.cell(row, column)
    if found.value is None:
        path = f"charts.{chart_id}.cells.{chart.rows.key_of(row)}.{chart.columns.key_of(column)}"
        raise RulesError(f"{chart.title} [{row}, {column}] is unknown (not printed in the rulebook); "
                         f"fill in {path} in the game's YAML", fill_in=path)
    return found, (found.status or chart.status)


def list_item(game, chart_id: str, key: str):
    """(chart, item, index) of the item with `key` in a list chart; RulesError if there is none."""
    chart = game.charts.get(chart_id)
    if chart is None or chart.kind != "list":
        raise RulesError(f"{game.id} has no {chart_id} list chart")
    item = chart.item(key)
    if item is None:
        keys = [i.key for i in chart.items if i.key]
        raise RulesError(f"charts.{chart_id} has no item with key {key!r}; the keys are {', '.join(keys)}")
    return chart, item, chart.items.index(item)
