"""What printed roll charts and ladder tables must say, computed from the model (not from the layout)."""

from __future__ import annotations


def roll_rows(chart) -> list[list[str | None]]:
    """Each total, then each column's result, '-' where the column's dice cannot roll it."""
    rows = []
    lo = min(int(c.dice.split("d")[0]) for c in chart.columns)
    hi = max(int(c.dice.split("d")[0]) * int(c.dice.split("d")[1]) for c in chart.columns)
    for t in range(lo, hi + 1):
        row: list[str | None] = [str(t)]
        for c in chart.columns:
            n, s = (int(v) for v in c.dice.split("d"))
            if not n <= t <= n * s:
                row.append("-")
            else:
                cell = (c.results or {}).get(str(t))
                row.append(None if cell is None or cell.value is None else str(cell.value))
        rows.append(row)
    return rows


def ladder_rows(chart) -> list[list[str | None]]:
    order = {z.id: i for i, z in enumerate(chart.zones)}
    names = {z.id: z.name for z in chart.zones}
    return [[f"{names[a.from_zone]} to {names[a.to_zone]} ({'up' if order[a.to_zone] > order[a.from_zone] else 'down'})",
             None if a.cost is None else str(a.cost)] for a in chart.arrows]
