"""The "Maker's notes" page at the end of a kit: where every printed value comes from (rulebook file and
section, printed/derived/reconstructed/unknown) and which YAML paths to fill in for the blanks.

Player-facing pages carry game text only; everything addressed to whoever builds the kit is gathered here.
"""

from __future__ import annotations

from functools import partial

from printkit.layout import blocks
from printkit.layout.flow import Flow
from printkit.model.charts import ItemList, Table

COMPONENT = "makers-notes"  # the kit's last component, for its maker (printkit.kit.NOTES)


def unknown_path(chart_id: str, chart) -> str:
    """The YAML path whose nulls print as blank cells of a chart."""
    if isinstance(chart, Table):
        return f"charts.{chart_id}.cells"
    if isinstance(chart, ItemList):
        return f"charts.{chart_id}.items[*].value"
    kind = getattr(chart, "kind", None)
    return f"charts.{chart_id}." + ("columns[*].results" if kind == "rolls" else
                                    "arrows[*].cost" if kind == "ladder" else "entries[*].result")


def _has_unknown(game, chart) -> bool:
    from printkit.layout.aids import chart_table, is_value_list
    from printkit.model.charts import RangeTable

    if not (isinstance(chart, (Table, RangeTable)) or is_value_list(chart) or getattr(chart, "kind", None)
            in ("rolls", "ladder")):
        return False
    _, rows = chart_table(chart, game.lang)
    return any(c is None for row in rows for c in row)


def _origin(dataset) -> str:
    status = getattr(dataset, "status", None) or "unknown"
    text = f"{dataset.source or 'no source given'} - {status}."
    if getattr(dataset, "play_value", False):  # its note is the reasoning, listed with the reconstructions
        return text + " Holds reconstructed play values: see \"Reconstructed\" below."
    return text + (f" {dataset.note}" if getattr(dataset, "note", None) else "")


def entries(game) -> list[tuple[str, str]]:
    """(heading, text) for every dataset the kit prints, in kit order."""
    out: list[tuple[str, str]] = []
    rulebooks = ", ".join(game.rulebooks)
    out.append(("Game data", f"data/{game.id}.yaml" + (f", from {rulebooks}" if rulebooks else "") + "."))
    if game.counters and game.counters.pieces:
        out.append(("Counters", _origin(game.counters)))
    if game.chits and game.chits.pieces:
        out.append(("Chits", _origin(game.chits)))
    for map_id, board in game.maps.items():
        if getattr(board, "source", None):
            out.append((f"Map: {board.title or map_id}", _origin(board)))
    for chart_id in game.kit.player_aid:
        chart = game.charts[chart_id]
        text = _origin(chart)
        if _has_unknown(game, chart):
            text += (f" Blank cells are not printed in the rulebook: fill in {unknown_path(chart_id, chart)} "
                     f"in data/{game.id}.yaml and rebuild.")
        out.append((f"Chart: {chart.title}", text))
    for sid, sc in game.scenarios.items():
        out.append((f"Scenario: {sc.title}", _origin(sc)))
    return out


ABOUT = ("Every value in this kit is printed (the rulebook states it), derived (follows from printed rules), "
         "reconstructed (authored to fit every printed fact) or unknown (printed as a blank cell with a small "
         "circle). The player pages cite rules only; the sources below name the rulebook files and sections.")
ABOUT_PLAY = (" Reconstructed play values stand in for values the published components print and the rulebook "
              "texts do not (a CRT cell, a unit rating, an event card): each component holding them says "
              "\"(reconstructed)\" once in its caption, and each is listed below with its reasoning. "
              "`printkit build {game} --as-printed` builds the kit without them (into its own folder), blank for "
              "owners of the published components to write in.")
ABOUT_AS_PRINTED = (" This kit is built as printed (--as-printed): every reconstructed play value is withheld, so "
                    "what the rulebook texts do not print is blank; the default kit (printkit build {game}) supplies "
                    "them, reconstructed and said so.")


def reconstruction_entries(game) -> list[tuple[str, str]]:
    """(heading, reasoning) for every dataset holding reconstructed play values, in file order."""
    from printkit.model.play_values import listing

    out = []
    for e in listing(game):
        n = e["count"]
        where = f"{n} value{'s' if n != 1 else ''}, {e['path']}:"
        out.append((f"Reconstructed: {e['title']}", f"{where} {' '.join(e['notes']) or 'no reasoning given in the data.'}"))
    return out


def credit_entries(game) -> list[tuple[str, str]]:
    """The colophon's credits (as on the cover), when the game gives them."""
    return [("Credits", " ".join(game.kit.credits))] if game.kit.credits else []


def notes_pages(game, paper: str) -> list:
    """The Maker's notes pages (English: they are for the kit's maker, not for the table)."""
    from printkit.model.play_values import count

    flow = Flow(paper, f"{game.kit.title or game.title} - Maker's notes", "sources, reconstructions, blanks to fill in")
    about = ABOUT + (ABOUT_AS_PRINTED if game.as_printed else ABOUT_PLAY if count(game) else "")
    flow.place(partial(blocks.paragraphs, entries=[("About these notes", None, about.format(game=game.id))]))
    for head, text in credit_entries(game) + entries(game) + reconstruction_entries(game) + printing_entries(game):
        flow.place(partial(_entry, head, text))
    return flow.pages


def printing_entries(game) -> list[tuple[str, str]]:
    """How the kit is built again for a printer whose backs miss (the alignment page asks the player for R and
    D only: command lines stay on this page)."""
    if not (game.counters and game.counters.pieces):
        return []
    return [("Backs out of register", f"`printkit build {game.id} --back-offset R,D`, R and D as read on the "
             f"alignment page (mm right and down; left and up negative).")]


def _entry(head: str, text: str, x: float, y: float, w: float):
    return blocks.paragraphs(x + 4, y, w - 8, [(head, None, text)])
