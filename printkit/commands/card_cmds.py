"""`printkit card GAME CARD...`: what a playing card does, from the game's card matrix."""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit, answer, load_game


def card(args) -> int:
    from printkit.rules.cards import lookup, parse

    game = load_game(args.game)
    rank, suit = parse(args.card)
    r = answer(args, {"card": " ".join(args.card)}, lookup, game, args.chart, rank, suit)
    colour = "" if r["red"] is None else (", a red card" if r["red"] else ", a black card")
    units = f"; up to {rank} unit(s) (the card's rank)" if r["result"].endswith("1-10 units") else ""
    import re

    rules = re.findall(r"\d+\.\d+", game.charts[args.chart].source or "")
    cite = f" (Rule {rules[-1]})" if rules else ""  # the chart's source lists the rules; the last says what cards do
    return _emit(args, r, [f"{r['card']}{colour}: {r['result']}{units}{cite}"])
