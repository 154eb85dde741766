"""`printkit victory-check GAME --scenario ID`: who wins now, from city control (Case Blue 16.x)."""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit
from printkit.errors import RulesError
from printkit.load.game_loader import load_game as _load


def victory_check(args) -> int:
    from printkit.commands.hexgame_cmds import _hex, _hexmap
    from printkit.rules.scenario_victory import decide
    from printkit.wording import rule as cite

    game = _load(args.game, parts=("sides", "maps", "scenarios", "parameters"))
    sc = game.scenarios.get(args.scenario)
    if sc is None:
        raise RulesError(f"no scenario {args.scenario!r}; scenarios: {', '.join(game.scenarios)}")
    board = _hexmap(game)
    control = set(sc.control) if args.axis_control is None else {_hex(board, h, "--axis-control hex")
                                                                 for h in args.axis_control}
    control -= {_hex(board, h, "--soviet-control hex") for h in args.soviet_control or ()}
    from printkit.rules import hexes

    for h in sorted(control):  # issue 11 audit: a marker where it cannot go
        if not hexes.is_city(board, h):
            raise RulesError(f"{h} is not a city: an Axis Control marker marks a city's control (Rule 2.2.1)")
    r = decide(game, board, sc, control, args.last_turn)
    src = sc.victory_rules[r["rule"]].source if r["rule"] is not None else None
    counts = ", ".join(f"{f.capitalize()} {n}" for f, n in r["counts"].items())
    head = f"{sc.title}: cities controlled: {counts}"
    text = [head, (f"  {r['winner'].capitalize()} wins ({cite(src) or 'the scenario'}: {sc.victory_text})" if r["winner"]
                   else f"  no winner: {r['undecided']}")]
    return _emit(args, r, text)
