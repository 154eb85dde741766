"""What the printed tables must say, computed from the model and the resolvers (not from the layout)."""

from __future__ import annotations

from printkit import fmt
from printkit.model.charts import ItemList, RangeTable, Table


def _band(e) -> str:
    if e.open:
        return f"{e.low}+"
    return f"{e.low}" if e.low == e.high else f"{e.low}-{e.high}"


def chart_rows(chart) -> list[list[str | None]]:
    """Rows (after the header) of a printed table or range chart; None where the value is unknown."""
    if getattr(chart, "kind", None) in ("rolls", "ladder"):
        from printkit.verify.expected_more import roll_rows, ladder_rows

        return roll_rows(chart) if chart.kind == "rolls" else ladder_rows(chart)
    if isinstance(chart, Table):
        from printkit.layout.aids import table_cell

        return [[r] + [table_cell(chart.cell(r, c), chart) for c in chart.columns.labels()] for r in chart.rows.labels()]
    if isinstance(chart, RangeTable):
        return [[_band(e), e.result] for e in chart.entries]
    if isinstance(chart, ItemList) and chart.layout != "paragraphs" and (
            chart.layout == "table" or any(i.value is not None or i.values or (i.status or chart.status) == "unknown"
                                           for i in chart.items)):
        return [[i.label] + [_item_value(chart, i, v) for v in (chart.variants or [None])] for i in chart.items]
    return []


def _item_value(chart, item, variant):
    """Printed value of a list item: signed numbers, text for value-less rules, None when unknown."""
    v = item.value if variant is None or not item.values else item.values.get(variant)
    if v is None:
        known = (item.status or chart.status) != "unknown"
        return item.text if known and item.text and not item.values else None
    return f"+{v}" if chart.signed and isinstance(v, int) and v > 0 else str(v)


def hit_rows(game) -> list[list[str]]:
    from printkit.rules.dicepool import hits

    out = []
    for n in range(1, 13):
        d = hits(game, n)["distribution"]
        tail = [fmt.percent((sum(d.num[k:]), d.den)) for k in range(1, 6)]
        mean = sum(k * c for k, c in enumerate(d.num)) / d.den
        out.append([str(n), fmt.percent((d.num[0], d.den))] + tail + [f"{mean:.2f}"])
    return out


def raid_rows(game) -> list[list[str]]:
    from printkit.rules.dicepool import raid

    return [[str(cv), fmt.percent(raid(game, cv)["p_success"])] for cv in range(1, 9)]


def raid_defense_rows(game) -> list[list[str]]:
    from printkit.rules.dicepool import raid

    d = raid(game, 0)["defense_distribution"]
    return [["Chance"] + [fmt.percent((c, d.den)) for c in d.num]]


def setup_rows(game, scenario) -> list[list[str]]:
    counters = {c.id: c for c in game.counters.pieces}
    rows = []
    for p in scenario.setup:
        c = counters[p.counter]
        rows.append([p.country or game.sides[c.side].name, c.label])
    return rows


def computed_tables(game) -> dict[str, list[list[str]]]:
    """Tables the aid computes, keyed as the layout's table ids."""
    out = {}
    if "hit_odds" in game.kit.computed:
        out["hit_odds.hit_odds"] = hit_rows(game)
    if "raid_odds" in game.kit.computed:
        out["raid_odds.raid_odds"] = raid_rows(game)
        out["raid_odds.raid_defense"] = raid_defense_rows(game)
    return out
