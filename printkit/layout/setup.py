"""Setup cards: where every counter starts, per scenario."""

from __future__ import annotations

from functools import partial

from printkit.layout import blocks, furniture
from printkit.layout.flow import Flow
from printkit.layout.place_names import location_name


def _entry_style(game) -> bool:
    """Setup tables with reinforcement columns (Entry-H, Entry-V, R, S), as hex-and-CRT games print them."""
    return any(p.entry_h or p.entry_v or p.reduced or p.sorties is not None
               for sc in game.scenarios.values() for p in sc.setup)


# the reinforcement columns' abbreviations, as the rulebooks' setup tables print them, spelt out on the card
ENTRY_KEY = ("Entry-H: the turn it enters with historical entry. Entry-V: with variable entry, it enters as many "
             "turns after this turn as a die roll (At Start: half a roll, rounded up). R: sets up reduced. S: the "
             "Sorties it starts with.")


def setup_rows(game, scenario) -> tuple[list[str], list[list[str]]]:
    counters = {c.id: c for c in game.counters.pieces}
    if _entry_style(game):
        header = ["Country", "Counter ID", "Location", "Entry-H", "Entry-V", "R", "S"]
        rows = []
        for p in scenario.setup:
            c = counters[p.counter]
            rows.append([p.country or game.sides[c.side].name, c.label + (f" ×{p.quantity}" if p.quantity > 1 else ""),
                         location_name(game, p.location), p.entry_h or "", p.entry_v or "",
                         "R" if p.reduced else "", "" if p.sorties is None else str(p.sorties)])
        return header, rows
    header = ["Side", "Counter", "Unit", "Type", "CV", "Starts in"]
    rows = []
    for p in scenario.setup:
        c = counters[p.counter]
        rows.append([game.sides[c.side].name, c.label, c.name or c.label, game.unit_types[c.type].name,
                     "" if c.cv is None else str(c.cv), location_name(game, p.location)
                     + (f" ×{p.quantity}" if p.quantity > 1 else "")])
    return header, rows


def setup_pages(game, paper: str) -> list:
    flow = Flow(paper, f"{furniture.running_title(game)} - setup", "scenario setup cards")
    for sid, sc in game.scenarios.items():
        header, rows = setup_rows(game, sc)

        def title(x, y, w, text=sc.title):
            return blocks.title_bar(x, y, w, text)

        def table(x, y, w, rows=rows, header=header, sid=sid):
            from printkit.layout.i18n import t  # measured in the kit's language (translated words are longer)

            items, h = blocks.table(x, y + 4, w, f"setup.{sid}", [t(game.lang, c) for c in header], rows)
            return items, h + 4

        src = partial(blocks.source_line, text=f"Source: {sc.source} - {sc.status}. {sc.note or ''}") \
            if game.kit.source_lines else (lambda x, y, w: ([], 0.0))  # else on the Maker's notes page
        notes = [("Columns", None, ENTRY_KEY)] if header[-1] == "S" else []  # the entry columns' letters
        if sc.turns:
            span = f" ({sc.first_turn} to {sc.last_turn})" if sc.first_turn and sc.last_turn else ""
            notes.append(("Length", None, f"{sc.turns} turns{span}."))
        if sc.victory_text:
            notes.append(("Victory", None, sc.victory_text))
        if sc.control:
            notes.append(("Control markers", None, ", ".join(sc.control)))
        if sc.conditional_events:
            notes.append(("Conditional events", None, " ".join(sc.conditional_events)))
        if sc.special_rules:  # one heading, the rules under it
            notes.append(("Special rules", None, "\n".join(f"- {rule}" for rule in sc.special_rules)))
        from printkit.layout.setup_layout import is_reinforcement, layout_block, strip_block

        start = [p for p in sc.setup if not is_reinforcement(p)]
        later = [p for p in sc.setup if is_reinforcement(p)] + list(sc.reinforcements)
        from printkit.layout.scenario_card import continued_title

        more = partial(blocks.title_bar, title=continued_title(sc.title, game.lang))
        flow.continued = None  # a page break before the card's title needs no continuation bar
        flow.place(title, partial(layout_block, game, start, tag=f"{sid}."), continued=more)
        flow.continued = more  # every later page of this card repeats the scenario's name
        if later:
            flow.place(partial(blocks.title_bar, title="Reinforcements"),
                       partial(strip_block, game, later, "Turn", tag=f"{sid}.r", scenario=sc))
        flow.place(lambda x, y, w, s=src: s(x, y, w), table,
                   lambda x, y, w, n=notes: blocks.paragraphs(x + 4, y, w - 8, n))
    flow.continued = None
    from printkit.layout.legend import place_legend

    flow.continued = None  # the legend belongs to the whole component, not to its last card
    place_legend(game, flow)
    return flow.pages
