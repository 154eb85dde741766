"""Provenance audit: every dataset of a game with its status and counts of cells by status.

Reconstructed play values (printkit.model.play_values) are counted apart from the other reconstructed
values, in a column of their own: they are what `--as-printed` withholds.
"""

from __future__ import annotations

from collections import Counter as Tally
from printkit.model.record import field, record

from printkit.model.boards import AreaMap, HexMap
from printkit.model.charts import ItemList, RangeTable, Steps, Table
from printkit.model.play_values import holds, is_play

PLAY = "play_value"  # the audit's own category beside the four statuses: a reconstructed play value
CATEGORIES = ("printed", "derived", "reconstructed", PLAY, "unknown")


@record(eq=True, frozen=False)
class DatasetAudit:
    """One dataset's provenance summary."""

    name: str
    status: str
    source: str
    cells: Tally = field(default_factory=Tally)

    def as_dict(self) -> dict:
        return {"dataset": self.name, "status": self.status, "source": self.source,
                "cells": {s: self.cells.get(s, 0) for s in CATEGORIES}}


def _rating_status(utype, game) -> str:
    """A printed rating of a type whose record is otherwise derived or reconstructed is still printed."""
    return "printed" if "values" in utype.printed else (utype.status or game.status)


def _category(record, default: str, container=None, known: bool = True) -> str:
    """A record's audit category: unknown without a value, a play value, else its status (or the default)."""
    if not known:
        return "unknown"
    if is_play(record, container):
        return PLAY if holds(record) else "unknown"
    return getattr(record, "status", None) or default


def _tally(records, default: str, container=None) -> Tally:
    return Tally(_category(r, default, container) for r in records)


def audit(game) -> list[DatasetAudit]:
    """Audit rows in file order: game, sides, unit types, counters, maps, parameters, charts, scenarios."""
    rows = [DatasetAudit("sides", "mixed", "per side", _tally(game.sides.values(), game.status))]
    # a type is counted by its status; its ratings (below) are the play values, if any
    rows.append(DatasetAudit("unit_types", "mixed", "per type",
                             Tally(t.status or game.status for t in game.unit_types.values())))
    rated = [(t, v) for t in game.unit_types.values() for v in (t.values or {}).values()]
    if rated:  # the ratings printed on counters (attack, range, morale, movement): one cell each
        rows.append(DatasetAudit("unit_types.values", "mixed", "per rating", Tally(
            "unknown" if v is None else PLAY if is_play(t) and "values" not in t.printed else _rating_status(t, game)
            for t, v in rated)))
    own = [(game.unit_types[c.type], v) for c in (game.counters.pieces if game.counters else ())
           for v in (getattr(c, "values", None) or {}).values()]
    if own:  # ratings a counter prints in place of its type's (one type, several weapons): the type's provenance
        rows.append(DatasetAudit("counters.values", "mixed", "per rating", Tally(
            "unknown" if v is None else PLAY if is_play(t) and "values" not in t.printed else _rating_status(t, game)
            for t, v in own)))
    if game.fire_support:
        rows.append(DatasetAudit("fire_support", "mixed", "per asset", _tally(game.fire_support.values(), game.status)))
    if game.counters:
        c = game.counters
        rows.append(DatasetAudit("counters", c.status, c.source, _tally(c.pieces, c.status, c)))
    if game.chits:
        c = game.chits
        rows.append(DatasetAudit("chits", c.status, c.source, _tally(c.pieces, c.status, c)))
    if game.cards:
        d = game.cards
        rows.append(DatasetAudit("cards", d.status, d.source,
                                 Tally(_category(x, d.status, d, x.title is not None) for x in d.cards)))
    for map_id, board in game.maps.items():
        if isinstance(board, AreaMap):
            records = list(board.areas) + list(board.boxes) + list((board.borders or {}).values())
        elif isinstance(board, HexMap):
            records = (list((board.hexes or {}).values()) + list(board.hexsides) + list(board.rivers) + list(board.lines)
                       + list(board.boxes))
        else:
            records = list(board.boxes)
        rows.append(DatasetAudit(f"maps.{map_id}", board.status, board.source, _tally(records, board.status)))
        if getattr(board, "scale", None) is not None:  # the map's scale, as the rules state it
            rows.append(DatasetAudit(f"maps.{map_id}.scale", board.scale.status, board.scale.source,
                                     _tally([board.scale], board.scale.status)))
        if isinstance(board, HexMap) and board.zones:
            rows.append(DatasetAudit(f"maps.{map_id}.zones", "mixed", "per zone",
                                     _tally(board.zones.values(), board.status)))
    if game.parameters:
        params = game.parameters.values()
        rows.append(DatasetAudit("parameters", "mixed", "per parameter",
                                 Tally(_category(p, "unknown", None, p.value is not None or p.status != "unknown")
                                       for p in params)))
    for chart_id, chart in game.charts.items():
        rows.append(DatasetAudit(f"charts.{chart_id}", chart.status, chart.source, _chart_cells(chart)))
    for sid, sc in game.scenarios.items():
        tally = _tally(list(sc.setup) + list(sc.reinforcements) + list(sc.forces) + list(sc.victory_rules),
                       sc.status)
        tally.update(_category(fs, sc.status, f) for f in sc.forces for fs in f.fire_support)
        rows.append(DatasetAudit(f"scenarios.{sid}", sc.status, sc.source, tally))
    return rows


def _chart_cells(chart) -> Tally:
    if isinstance(chart, Table):
        return Tally(_category(cell, chart.status, chart, cell.value is not None)
                     for cell in (chart.cell(r, c) for r in chart.rows.labels() for c in chart.columns.labels()))
    if isinstance(chart, RangeTable):
        return _tally(chart.entries, chart.status, chart)
    if isinstance(chart, ItemList):
        return _tally(chart.items, chart.status, chart)
    if isinstance(chart, Steps):
        return Tally({chart.status: len(chart.steps)})
    if getattr(chart, "kind", None) == "rolls":
        return Tally(_category(cell, chart.status, chart, cell.value is not None)
                     for col in chart.columns for cell in (col.results or {}).values())
    if getattr(chart, "kind", None) == "ladder":
        return Tally(_category(a, chart.status, chart, a.cost is not None) for a in chart.arrows)
    return Tally()


def totals(rows: list[DatasetAudit]) -> dict:
    """Cell counts by category (the four statuses and the play values) over all datasets."""
    total = Tally()
    for r in rows:
        total.update(r.cells)
    return {s: total.get(s, 0) for s in CATEGORIES}


def partly_printed(game) -> list[dict]:
    """Records counted derived or reconstructed whose source still prints some fields (`printed: [...]`):
    [{'dataset', 'record', 'status', 'printed'}], so the audit says what of them the text does state."""
    out = []

    def add(dataset: str, record_id: str, rec, default: str) -> None:
        if getattr(rec, "printed", ()):
            out.append({"dataset": dataset, "record": record_id, "status": rec.status or default,
                        "printed": list(rec.printed)})

    for sid, s in game.sides.items():
        add("sides", sid, s, game.status)
    for tid, t in game.unit_types.items():
        add("unit_types", tid, t, game.status)
    for map_id, board in game.maps.items():
        for a in getattr(board, "areas", ()) or ():
            add(f"maps.{map_id}", a.id, a, board.status)
        for h, info in (getattr(board, "hexes", None) or {}).items():
            add(f"maps.{map_id}", h, info, board.status)
    return out
