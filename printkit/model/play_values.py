"""Reconstructed play values: which records are play values, and the game as printed (every one withheld).

A play value stands in for a value the published component prints and the rulebook text does not (a CRT
cell, a unit rating, an event card): `status: reconstructed` with `play_value: true` on the record, or
`play_value: true` on its dataset (a chart, the counter mix, a deck), which then covers every entry in it
that is not itself printed or derived. The default kit prints them, said so once per component; the kit
`--as-printed` withholds them: `as_printed(game)` empties each one (null, status unknown), which is exactly
how a value the rulebook does not print is written, so every command treats it as today's blank.

Pure functions over the frozen model (no I/O); the loader applies `as_printed` once, at load.
"""

from __future__ import annotations

from printkit.model.record import replace

KEEP = ("printed", "derived")  # an entry of a play-value dataset with its own such status is not a play value

# What --as-printed empties in each kind of record that can hold a play value (all nullable in the model).
WITHHELD: dict[str, tuple[str, ...]] = {
    "Cell": ("value",), "Range": ("result",), "Arrow": ("cost",), "Parameter": ("value",),
    "Item": ("value", "values", "text"), "Card": ("title", "mandatory", "text"),
    "Counter": ("cv", "rank", "values"), "UnitType": ("values", "carries", "carries_also", "setup_weapon"),
    "Force": ("initiative", "wavering"), "FireSupport": ("strength", "reliability"),
}


def is_play(record, container=None) -> bool:
    """Whether a record is a reconstructed play value: flagged itself, or inside a flagged dataset and not
    itself printed or derived."""
    if getattr(record, "play_value", False):
        return True
    if container is not None and getattr(container, "play_value", False):
        return (getattr(record, "status", None) or container.status) not in KEEP
    return False


def _fields(record) -> tuple[str, ...]:
    names = WITHHELD.get(type(record).__name__, ())
    printed = getattr(record, "printed", ()) or ()
    names = tuple(n for n in names if n not in printed and hasattr(record, n))
    if type(record).__name__ == "Item" and (record.value is not None or record.values):
        names = tuple(n for n in names if n != "text")  # the text describes the value; without one it is the value
    return names


def _blank(value):
    if isinstance(value, dict):  # ratings or variants: every one withheld, the names kept
        return {k: None for k in value}
    return None


# Records withheld whole: --as-printed drops them from their list (a victory condition the rules leave open)
WHOLE = ("VictoryRule",)

# Records whose other fields stay printed as they are (a unit type's symbol, a counter's label): withholding
# their ratings leaves their own status alone, as an unknown rating of a reconstructed type was written before.
PARTLY = ("UnitType", "Counter", "Force", "FireSupport")


def withhold(record):
    """The record as the rulebook prints it: its play-value fields null and unknown, their reasoning dropped."""
    changes = {n: _blank(getattr(record, n)) for n in _fields(record)}
    changes["play_value"] = False
    if type(record).__name__ not in PARTLY:
        changes["status"] = "unknown"
        if hasattr(record, "note"):
            changes["note"] = None
    return replace(record, **changes)


def holds(record) -> bool:
    """Whether a play-value record still carries a value (an empty one is simply unknown)."""
    if type(record).__name__ in WHOLE:
        return True
    names = _fields(record)
    if type(record).__name__ == "Item" and record.status == "unknown":  # withheld: the text left describes it
        names = tuple(n for n in names if n != "text")
    for n in names:
        value = getattr(record, n)
        if isinstance(value, dict):
            if any(v is not None for v in value.values()):
                return True
        elif value is not None:
            return True
    return False


def _maybe(record, container=None):
    return withhold(record) if is_play(record, container) else record


def _dataset(ds, whole: bool = True):
    """A dataset's own flag and status once its play values are withheld (they made a chart reconstructed;
    a counter mix keeps its status, its counters being printed whatever their ratings)."""
    if not ds.play_value:
        return {}
    return {"play_value": False, "status": "unknown"} if whole else {"play_value": False}


def _chart(chart):
    kind = getattr(chart, "kind", None)
    if kind == "table":
        cells = {r: {c: _maybe(cell, chart) for c, cell in row.items()} for r, row in (chart.cells or {}).items()}
        return replace(chart, cells=cells if chart.cells is not None else None, **_dataset(chart))
    if kind == "ranges":
        return replace(chart, entries=tuple(_maybe(e, chart) for e in chart.entries), **_dataset(chart))
    if kind == "list":
        return replace(chart, items=tuple(_maybe(i, chart) for i in chart.items), **_dataset(chart))
    if kind == "rolls":
        cols = tuple(replace(col, results={k: _maybe(c, chart) for k, c in col.results.items()}
                             if col.results is not None else None) for col in chart.columns)
        return replace(chart, columns=cols, **_dataset(chart))
    if kind == "ladder":
        return replace(chart, arrows=tuple(_maybe(a, chart) for a in chart.arrows), **_dataset(chart))
    return chart


def _counters(game, cs):
    if cs is None:
        return None
    withheld_types = {tid for tid, t in game.unit_types.items() if is_play(t) and "values" not in t.printed}
    pieces = []
    for c in cs.pieces:
        c = _maybe(c, cs)
        if c.type in withheld_types and getattr(c, "values", None):  # a counter's own ratings: its type's provenance
            c = replace(c, values=_blank(c.values))
        pieces.append(c)
    return replace(cs, pieces=tuple(pieces), **_dataset(cs, whole=False))


def _scenario(sc):
    forces = tuple(replace(_maybe(f), fire_support=tuple(_maybe(fs, f) for fs in f.fire_support)) for f in sc.forces)
    rules = tuple(r for r in sc.victory_rules if not is_play(r))  # a reconstructed condition is no condition
    return replace(sc, forces=forces, victory_rules=rules)


def as_printed(game):
    """The game exactly as the rulebooks print it: every reconstructed play value withheld (unknown)."""
    changes = {
        "parameters": {k: _maybe(p) for k, p in game.parameters.items()},
        "unit_types": {k: _maybe(t) for k, t in game.unit_types.items()},
        "charts": {k: _chart(c) for k, c in game.charts.items()},
        "scenarios": {k: _scenario(s) for k, s in game.scenarios.items()},
        "counters": _counters(game, game.counters),
        "chits": _counters(game, game.chits),
        "as_printed": True,
    }
    if game.cards is not None:
        changes["cards"] = replace(game.cards, cards=tuple(_maybe(c, game.cards) for c in game.cards.cards),
                                   **_dataset(game.cards))
    return replace(game, **changes)


# -- what the kit says about them ----------------------------------------------------------------------------


def chart_entries(chart) -> list:
    """The records of a chart that can hold a play value."""
    kind = getattr(chart, "kind", None)
    if kind == "table":
        return [cell for row in (chart.cells or {}).values() for cell in row.values()]
    if kind == "ranges":
        return list(chart.entries)
    if kind == "list":
        return list(chart.items)
    if kind == "rolls":
        return [c for col in chart.columns for c in (col.results or {}).values()]
    if kind == "ladder":
        return list(chart.arrows)
    return []


def chart_play_values(chart) -> int:
    """How many play values a chart holds (0: print it without the "(reconstructed)" caption)."""
    return sum(1 for e in chart_entries(chart) if is_play(e, chart) and holds(e))


def counter_play_values(game, cs) -> int:
    """How many counters of a set show a play value (their own, or their unit type's ratings)."""
    if cs is None:
        return 0
    types = {tid for tid, t in game.unit_types.items() if is_play(t) and holds(t)}
    return sum(1 for c in cs.pieces if (is_play(c, cs) and holds(c)) or c.type in types)


def card_play_values(deck) -> int:
    return 0 if deck is None else sum(1 for c in deck.cards if is_play(c, deck) and holds(c))


def listing(game) -> list[dict]:
    """Every reconstructed play value, grouped by dataset: [{'path', 'title', 'count', 'notes': [...]}], in
    file order. `notes` are the reasoning the data gives: the dataset's note, then each entry's own."""
    out: list[dict] = []

    def add(path: str, title: str, records: list, dataset_note: str | None = None) -> None:
        found = [r for r in records if holds(r)]
        if not found:
            return
        notes = [dataset_note] if dataset_note else []
        for r in found:
            note = getattr(r, "note", None)
            if note and note not in notes:
                notes.append(note)
        out.append({"path": path, "title": title, "count": len(found), "notes": notes})

    for pid, p in game.parameters.items():
        if is_play(p):
            add(f"parameters.{pid}", pid.replace("_", " "), [p])
    for tid, t in game.unit_types.items():
        if is_play(t):
            add(f"unit_types.{tid}", t.name, [t])
    for name, cs in (("counters", game.counters), ("chits", game.chits)):
        if cs is not None:
            add(name, name, [c for c in cs.pieces if is_play(c, cs)], cs.note if cs.play_value else None)
    if game.cards is not None:
        d = game.cards
        add("cards", d.title, [c for c in d.cards if is_play(c, d)], d.note if d.play_value else None)
    for cid, chart in game.charts.items():
        add(f"charts.{cid}", chart.title or cid, [e for e in chart_entries(chart) if is_play(e, chart)],
            chart.note if chart.play_value else None)
    for sid, sc in game.scenarios.items():
        for i, f in enumerate(sc.forces):
            if is_play(f):
                add(f"scenarios.{sid}.forces[{i}]", f"{sc.title}: {f.side}", [f])
            for j, fs in enumerate(f.fire_support):
                if is_play(fs, f):
                    add(f"scenarios.{sid}.forces[{i}].fire_support[{j}]", f"{sc.title}: {fs.asset}", [fs])
        for i, rule in enumerate(sc.victory_rules):
            if is_play(rule):
                add(f"scenarios.{sid}.victory_rules[{i}]", f"{sc.title}: victory", [rule])
    return out


def count(game) -> int:
    """The number of reconstructed play values in the game (0 in a game loaded as printed)."""
    return sum(e["count"] for e in listing(game))
