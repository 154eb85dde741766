"""`printkit victory-check GAME --scenario ID`: who wins now, from city control (Case Blue 16.x) or, where the
scenario's conditions count the hexes of a zone, from hex control (`--control SIDE=HEX`: a side's units there,
or the side that last occupied it)."""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit
from printkit.errors import RulesError
from printkit.rules.citations import paren
from printkit.load.game_loader import load_game as _load
from printkit.commands.registry import CONTROL_HELP, GAME, JSON, MARKED_HELP, Need, arg, command


VICTORY_RULES = Need("victory conditions (scenarios.ID.victory_rules)",
                     lambda g: any(sc.victory_rules for sc in g.scenarios.values()))


def _victory_check_example(ex) -> str:
    return f"--scenario {next(sc for sc in ex.game.scenarios.values() if sc.victory_rules).id}"


@command("victory-check", "who wins a scenario now, from city or hex control",
         GAME,
         arg("--scenario", required=True, fill="scenario"),
         arg("--marked", nargs="*", metavar="HEX", help=MARKED_HELP),
         arg("--control", action="append", metavar="[SIDE:]HEX",
             help=CONTROL_HELP + "; hex-control scenarios: SIDE:HEX (or SIDE=HEX) says SIDE has units at HEX, or "
                                 "last occupied it"),
         arg("--last-turn", action="store_true", help="it is the end of the last turn"),
         JSON,
         needs=(VICTORY_RULES,), answers="a scenario's victory conditions against control",
         example=_victory_check_example)
def victory_check(args) -> int:
    from printkit.commands.hexgame_cmds import _hex, _hexmap
    from printkit.rules.scenario_victory import decide
    from printkit.wording import rule as cite

    game = _load(args.game, parts=("sides", "maps", "scenarios", "parameters"))
    sc = game.scenarios.get(args.scenario)
    if sc is None:
        raise RulesError(f"no scenario {args.scenario!r}; scenarios: {', '.join(game.scenarios)}")
    board = _hexmap(game)
    from printkit.rules.hex_control import uses_zones

    if uses_zones(sc):
        return _zone_victory(args, game, board, sc)
    from printkit.rules import control_markers

    base = set(sc.control) if args.marked is None else {_hex(board, h, "--marked hex") for h in args.marked}
    control = control_markers.apply(game, base, args.control, lambda h, what: _hex(board, h, what))
    from printkit.rules import hexes

    for h in sorted(control):  # issue 11 audit: a marker where it cannot go
        if not hexes.is_city(board, h):
            raise RulesError(f"{h} is not a city: a control marker marks a city's control"
                             + paren(game, "control_markers"))
    r = decide(game, board, sc, control, args.last_turn)
    src = sc.victory_rules[r["rule"]].source if r["rule"] is not None else None
    counts = ", ".join(f"{f.capitalize()} {n}" for f, n in r["counts"].items())
    head = f"{sc.title}: cities controlled: {counts}"
    text = [head, (f"  {r['winner'].capitalize()} wins ({cite(src) or 'the scenario'}: {sc.victory_text})" if r["winner"]
                   else f"  no winner: {r['undecided']}")]
    return _emit(args, r, text)


def _zone_victory(args, game, board, sc) -> int:
    """Hex-control conditions: each --control SIDE=POS says SIDE has units at POS (or last occupied it)."""
    from printkit.rules import levels
    from printkit.rules.hex_control import decide
    from printkit.wording import rule as cite

    present: dict[str, set[str]] = {}
    from printkit.rules.control_markers import split

    for entry in args.control or ():
        side, pos = split(entry)
        if side is None or side not in game.sides:
            raise RulesError(f"--control {entry!r}: expected SIDE=HEX (or SIDE:HEX) with a side of {game.title} "
                             f"({', '.join(s for s in game.sides)})")
        present.setdefault(levels.check(board, pos, "--control hex"), set()).add(side)
    r = decide(game, board, sc, present, args.last_turn)
    names = {s: game.sides[s].name for s in game.sides}
    counts = ", ".join(f"{names[s]} {n}" for s, n in r["counts"].items())
    text = [f"{sc.title}: objective hexes controlled: {counts}"]
    if r["held"]:
        text.append("  " + ", ".join(f"{h} {names[s]}" for h, s in r["held"].items()))

    def verdict(winner, i):
        src = cite(sc.victory_rules[i].source) if i is not None else ""
        who = "a draw" if winner == "draw" else f"{names.get(winner, winner)} wins"
        return f"{who} ({src or 'the scenario'})"

    if r["winner"]:
        text.append("  " + verdict(r["winner"], r["rule"]))
    else:
        text.append(f"  {r['undecided']}")
        if r.get("if_ended_now"):
            text.append("  if the scenario ended now: " + verdict(r["if_ended_now"], r.get("rule_if_ended_now")))
    return _emit(args, r, text)
