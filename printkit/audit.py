"""Provenance audit: every dataset of a game with its status and counts of cells by status."""

from __future__ import annotations

from collections import Counter as Tally
from dataclasses import dataclass, field

from printkit.model.boards import AreaMap, HexMap
from printkit.model.charts import ItemList, RangeTable, Steps, Table
from printkit.model.common import STATUSES


@dataclass
class DatasetAudit:
    """One dataset's provenance summary."""

    name: str
    status: str
    source: str
    cells: Tally = field(default_factory=Tally)

    def as_dict(self) -> dict:
        return {"dataset": self.name, "status": self.status, "source": self.source,
                "cells": {s: self.cells.get(s, 0) for s in STATUSES}}


def _rating_status(utype, game) -> str:
    """A printed rating of a type whose record is otherwise derived or reconstructed is still printed."""
    return "printed" if "values" in utype.printed else (utype.status or game.status)


def _tally(records, default: str) -> Tally:
    return Tally((getattr(r, "status", None) or default) for r in records)


def audit(game) -> list[DatasetAudit]:
    """Audit rows in file order: game, sides, unit types, counters, maps, parameters, charts, scenarios."""
    rows = [DatasetAudit("sides", "mixed", "per side", _tally(game.sides.values(), game.status))]
    rows.append(DatasetAudit("unit_types", "mixed", "per type", _tally(game.unit_types.values(), game.status)))
    rated = [(t, v) for t in game.unit_types.values() for v in (t.values or {}).values()]
    if rated:  # the ratings printed on counters (attack, range, morale, movement): one cell each
        rows.append(DatasetAudit("unit_types.values", "mixed", "per rating",
                                 Tally(_rating_status(t, game) if v is not None else "unknown" for t, v in rated)))
    own = [(game.unit_types[c.type], v) for c in (game.counters.pieces if game.counters else ())
           for v in (c.values or {}).values()]
    if own:  # ratings a counter prints in place of its type's (one type, several weapons): the type's provenance
        rows.append(DatasetAudit("counters.values", "mixed", "per rating",
                                 Tally(_rating_status(t, game) if v is not None else "unknown" for t, v in own)))
    if game.fire_support:
        rows.append(DatasetAudit("fire_support", "mixed", "per asset", _tally(game.fire_support.values(), game.status)))
    if game.counters:
        c = game.counters
        rows.append(DatasetAudit("counters", c.status, c.source, _tally(c.pieces, c.status)))
    if game.chits:
        c = game.chits
        rows.append(DatasetAudit("chits", c.status, c.source, _tally(c.pieces, c.status)))
    if game.cards:
        d = game.cards
        rows.append(DatasetAudit("cards", d.status, d.source,
                                 Tally((x.status or d.status) if x.title is not None else "unknown" for x in d.cards)))
    for map_id, board in game.maps.items():
        if isinstance(board, AreaMap):
            records = list(board.areas) + list(board.boxes) + list((board.borders or {}).values())
        elif isinstance(board, HexMap):
            records = list((board.hexes or {}).values()) + list(board.hexsides) + list(board.lines) + list(board.boxes)
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
        rows.append(DatasetAudit("parameters", "mixed", "per parameter", _tally(params, "unknown")))
    for chart_id, chart in game.charts.items():
        rows.append(DatasetAudit(f"charts.{chart_id}", chart.status, chart.source, _chart_cells(chart)))
    for sid, sc in game.scenarios.items():
        forces = list(sc.forces) + [fs for f in sc.forces for fs in f.fire_support]
        rows.append(DatasetAudit(f"scenarios.{sid}", sc.status, sc.source,
                                 _tally(list(sc.setup) + list(sc.reinforcements) + forces + list(sc.victory_rules),
                                        sc.status)))
    return rows


def _chart_cells(chart) -> Tally:
    if isinstance(chart, Table):
        return Tally((chart.cell(r, c).status or chart.status) if chart.cell(r, c).value is not None else "unknown"
                     for r in chart.rows.labels() for c in chart.columns.labels())
    if isinstance(chart, RangeTable):
        return _tally(chart.entries, chart.status)
    if isinstance(chart, ItemList):
        return _tally(chart.items, chart.status)
    if isinstance(chart, Steps):
        return Tally({chart.status: len(chart.steps)})
    if getattr(chart, "kind", None) == "rolls":
        return Tally((cell.status or chart.status) if cell.value is not None else "unknown"
                     for col in chart.columns for cell in (col.results or {}).values())
    if getattr(chart, "kind", None) == "ladder":
        return Tally((a.status or chart.status) if a.cost is not None else "unknown" for a in chart.arrows)
    return Tally()


def totals(rows: list[DatasetAudit]) -> dict:
    """Cell counts by status over all datasets."""
    total = Tally()
    for r in rows:
        total.update(r.cells)
    return {s: total.get(s, 0) for s in STATUSES}


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
    for card in (game.cards.cards if game.cards else ()):
        add("cards", card.id, card, game.cards.status)
    for map_id, board in game.maps.items():
        for a in getattr(board, "areas", ()) or ():
            add(f"maps.{map_id}", a.id, a, board.status)
        for h, info in (getattr(board, "hexes", None) or {}).items():
            add(f"maps.{map_id}", h, info, board.status)
    return out
