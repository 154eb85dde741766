"""`printkit card GAME CARD...`: what a card does: a card of the game's deck (by id or title), or a playing
card read in the game's card chart (a card matrix, or a list of events by card)."""

from __future__ import annotations

from printkit.commands.calc_cmds import CALC_PARTS, _emit, answer
from printkit.load.game_loader import load_game
from printkit.commands.registry import GAME, JSON, Need, arg, command


CARDS = Need("a card matrix (parameters.card_chart, or a table chart of ranks and suits)",
             lambda g: "card_chart" in g.parameters or "card_matrix" in g.charts)


def _card_example(ex) -> str:
    from printkit.rules.cards import card_chart

    c = ex.game.charts[card_chart(ex.game, None)]
    if hasattr(c, "items"):  # a list of cards by their printed names ('10 of Hearts')
        return c.items[0].label.replace(" of ", " ")
    return f"7 {c.columns.values[0]}"


@command("card", "what a card does: one of the game's own cards (by id or title), or a playing card in the game's card "
                 "chart (7 Spades, Joker)",
         GAME,
         arg("card", nargs="+", metavar="CARD", help="a card of the game's deck (id or title), or rank and suit: 7 "
                                                     "Spades, Queen Hearts, Joker"),
         arg("--chart", help="the card chart (default: parameters.card_chart, else card_matrix)"),
         JSON,
         needs=(CARDS,), answers="what a card means", example=_card_example)
def card(args) -> int:
    from printkit.rules.cards import card_chart, deck_card, lookup, parse

    game = load_game(args.game, parts=CALC_PARTS + ("cards",))
    own = deck_card(game, args.card)
    if own is not None:
        return _emit(args, _deck_data(own), [_deck_line(game, own)])
    rank, suit = parse(args.card)
    chart_id = card_chart(game, args.chart)
    chart = game.charts.get(chart_id)
    if chart is not None and chart.kind == "list":
        return _listed(args, game, chart_id, rank, suit)
    r = answer(args, {"card": " ".join(args.card)}, lookup, game, chart_id, rank, suit)
    colour = "" if r["red"] is None else (", a red card" if r["red"] else ", a black card")
    units = f"; up to {rank} unit(s) (the card's rank)" if r["result"].endswith("1-10 units") else ""
    import re

    rules = re.findall(r"\d+\.\d+", game.charts[chart_id].source or "")
    cite = f" (Rule {rules[-1]})" if rules else ""  # the chart's source lists the rules; the last says what cards do
    return _emit(args, r, [f"{r['card']}{colour}: {r['result']}{units}{cite}"])


def _kind(card) -> str:
    return {True: "Mandatory (red title: resolve it at once)", False: "Optional (use it when relevant this Turn)",
            None: "Mandatory or Optional: not given"}[card.mandatory]


def _deck_data(card) -> dict:
    return {"card": card.id, "title": card.title, "mandatory": card.mandatory, "text": card.text,
            "status": card.status}


def _deck_line(game, card) -> str:
    from printkit.errors import RulesError

    if card.title is None or not card.text:
        i = next(k for k, c in enumerate(game.cards.cards) if c.id == card.id)
        path = f"cards.cards[{i}].{'title' if card.title is None else 'text'}"
        raise RulesError(f"the {game.cards.title} card {card.id!r} is not in the rulebook text; fill in {path}",
                         fill_in=path)
    return f"{card.title}, {_kind(card)}:\n  " + "\n  ".join(card.text.splitlines())


def _listed(args, game, chart_id: str, rank: int, suit: str | None) -> int:
    """A playing card on a list chart of events by card: each event, read on its deck card."""
    from printkit.rules.cards import deck_card, list_lookup

    items = answer(args, {"card": " ".join(args.card)}, list_lookup, game, chart_id, rank, suit)
    data, text = [], []
    for it in items:
        own = deck_card(game, [it.key]) if it.key else None
        event = (it.values or {}).get(next(iter(game.charts[chart_id].variants), ""), it.text) or it.text
        data.append({"card": it.label, "event": own.id if own else None, "title": own.title if own else event,
                     "mandatory": own.mandatory if own else None, "text": own.text if own else None})
        text.append(f"{it.label}: " + (_deck_line(game, own) if own else str(event)))
    return _emit(args, data[0] if len(data) == 1 else {"cards": data}, text)
