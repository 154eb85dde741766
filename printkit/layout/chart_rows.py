"""Printed tables of roll charts (an Effort Chart) and ladder displays (arrows and their costs)."""

from __future__ import annotations


def rolls_table(chart, lang: str | None = None) -> tuple[list[str], list[list[str | None]]]:
    """One row per total any column can roll; a column that cannot roll a total prints an en dash."""
    from printkit.load.xref_more import dice_totals

    spans = [dice_totals(c.dice) for c in chart.columns]
    totals = sorted({t for s in spans for t in s})
    header = [chart.key] + [f"{c.title} ({c.dice})" for c in chart.columns]
    rows = []
    for t in totals:
        row: list[str | None] = [str(t)]
        for c, span in zip(chart.columns, spans):
            if t not in span:
                row.append("\u2013")
                continue
            cell = (c.results or {}).get(str(t))
            row.append(None if cell is None or cell.value is None else str(cell.value))
        rows.append(row)
    return header, rows


def arrow_label(chart, arrow, lang: str | None = None) -> str:
    names = {z.id: z.name for z in chart.zones}
    up = chart.zone_index(arrow.to_zone) > chart.zone_index(arrow.from_zone)
    return f"{names[arrow.from_zone]} to {names[arrow.to_zone]} ({'up' if up else 'down'})"


def ladder_table(chart, lang: str | None = None) -> tuple[list[str], list[list[str | None]]]:
    header = ["Move", "Minimum RP"]
    return header, [[arrow_label(chart, a), None if a.cost is None else str(a.cost)] for a in chart.arrows]
