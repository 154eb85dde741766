"""The terrain effects chart (TEC): a table with `effects`, its rows keyed by terrain and hexside feature ids,
whose columns give each terrain's movement cost, CRT column shift, defence multiplier and die-roll modifier.

The calculators read it by effect name (movement, column_shift, defence, drm); the chart says which of its
columns holds each (`effects`), and which rule an answer cites (`effects.rule`).
"""

from __future__ import annotations

from printkit.errors import RulesError

EFFECTS = ("movement", "column_shift", "defence", "drm")


def chart(game, chart_id: str | None = None, effect: str | None = None):
    """(id, chart) of the terrain effects chart: `chart_id` if given, else the first table whose `effects`
    give `effect` (or any effect); None when the game has none."""
    for cid, c in game.charts.items():
        e = getattr(c, "effects", None)
        if e is None or (chart_id is not None and cid != chart_id):
            continue
        if chart_id is not None or effect is None or getattr(e, effect) is not None:
            return cid, c
    if chart_id is not None:
        raise RulesError(f"charts.{chart_id} is not a terrain effects chart (a table with `effects`)",
                         fill_in=f"charts.{chart_id}.effects")
    return None


def terrains(tec) -> list[str]:
    """The terrain (and hexside feature) ids the chart has rows for."""
    return list(tec.rows.cell_keys())


def row_key(tec, terrain: str) -> str:
    """The row key of a terrain given by id or by its printed label (case-insensitive); RulesError listing
    the valid ones otherwise."""
    keys, labels = tec.rows.cell_keys(), tec.rows.labels()
    for k, label in zip(keys, labels):
        if terrain in (k, label) or terrain.lower() in (k.lower(), label.lower()):
            return k
    raise RulesError(f"no terrain {terrain!r} in {tec.title}; the terrain is one of {', '.join(keys)}")


def effect(game, tec_id: str, tec, terrain: str, name: str) -> dict | None:
    """{'terrain', 'label', 'value', 'text', 'rule', 'fill_in'} of one effect of a terrain; None when the chart
    does not give that effect. The value is None when the cell is unknown or empty."""
    col = getattr(tec.effects, name)
    if col is None:
        return None
    key = row_key(tec, terrain)
    label = tec.rows.labels()[list(tec.rows.cell_keys()).index(key)]
    cell = ((tec.cells or {}).get(key) or {}).get(col)
    value = cell.value if cell is not None else None
    return {"terrain": key, "label": label, "value": value,
            "text": (cell.text if cell is not None and cell.text is not None else None),
            "rule": tec.effects.rule, "fill_in": f"charts.{tec_id}.cells.{key}.{col}",
            "status": (cell.status if cell is not None and cell.status else tec.status)}


def whole(found: dict, what: str) -> int:
    """An effect's value as a whole number (0 when the cell is blank or 'none'); RulesError when it is
    unknown or not a number."""
    from printkit.model.charts import signed_int

    value = found["value"]
    if value is None:
        raise RulesError(f"the {what} of {found['label']} is unknown; fill in {found['fill_in']}",
                         fill_in=found["fill_in"])
    n = signed_int(value)
    if n is None:
        raise RulesError(f"{found['label']} has no {what} (the terrain effects chart gives {value!r})")
    return n
