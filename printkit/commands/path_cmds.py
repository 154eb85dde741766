"""`printkit path GAME`: is a ground move along these hexes legal, and what does it cost."""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit
from printkit.errors import RulesError
from printkit.commands.registry import GAME, HEX, JSON, MOVEMENT_COSTS, arg, command, param, whole


@command("path", "is a ground move along these hexes legal, and its MP cost",
         GAME,
         arg("hexes", nargs="+", metavar="HEX", help="the start hex, then each hex entered"),
         arg("--group", choices=["leg", "mobile", "air"], default="mobile", help="the unit's group"),
         arg("--supply", choices=["full", "low", "no"], default="full"),
         arg("--mp", type=whole, metavar="N", help="the unit's movement points (instead of --group and --supply)"),
         arg("--enemy", action="append", metavar="HEX", help="a hex with an enemy ground unit (repeatable)"),
         arg("--friendly", action="append", metavar="HEX", help="a hex with a friendly ground unit (repeatable)"),
         arg("--no-ezoc", action="append", metavar="HEX", help="a hex with a No EZOC marker"),
         arg("--continuing", action="store_true", help="not the start of the activation (after an attack)"),
         arg("--weather", choices=["fair", "poor", "severe"], default="fair", fill="weather"),
         JSON,
         needs=(HEX, MOVEMENT_COSTS, param("movement_points")),
         answers="whether a move along hexes is legal and what it costs", example=lambda ex: "{} {}".format(*ex.pair))
def path(args) -> int:
    from printkit.commands.hexgame_cmds import _hex, _hexmap, load_game
    from printkit.rules.citations import paren
    from printkit.rules.ground_path import check
    from printkit.rules.movement import allowance

    game = load_game(args.game, "move")
    board = _hexmap(game)
    hexes_ = [_hex(board, h, "path hex") for h in args.hexes]
    enemy = {_hex(board, h, "--enemy hex") for h in args.enemy or ()}
    friendly = {_hex(board, h, "--friendly hex") for h in args.friendly or ()}
    no_ezoc = {_hex(board, h, "--no-ezoc hex") for h in args.no_ezoc or ()}
    if args.group == "air":
        from printkit.rules.citations import rule

        air, ground = rule(game, "air_movement"), rule(game, "ground_movement")
        raise RulesError("air units do not move on the ground: they move by air movement"
                         + (f" ({air}" + (f", not {ground}" if ground else "") + ")" if air else ""))
    if args.mp is not None:
        from printkit.rules.bounds import TECHNICAL_MAX, within

        within("--mp", args.mp, 0, TECHNICAL_MAX, "a unit's movement points")
    mp = args.mp if args.mp is not None else allowance(game, args.group, args.supply)
    r = check(game, board, hexes_, enemy, friendly, mp, args.weather, args.continuing, no_ezoc)
    who = f"a unit of {mp} MP" if args.mp is not None else f"a {args.group} unit ({mp} MP, {args.supply} supply)"
    text = [f"{' -> '.join(hexes_)}: " + (f"legal for {who}, {r['spent']} MP" if r["legal"] else
                                          f"not legal for {who}: {r['refusal']}" + (f" (Rule {r['rule']})" if r["rule"] else ""))]
    text += [f"  {s['from']} -> {s['to']}: {s['cost']} MP" for s in r["steps"]]
    if r["legal"] and r["ends_in_ezoc"]:
        text.append(f"  {hexes_[-1]} is in an enemy Zone of Control: the unit must end its activation or attack"
                    + paren(game, "ezoc_movement"))
    if not r["legal"]:  # a refusal: the reason on stderr (exit 1); --json still prints the answer as data
        if args.json:
            _emit(args, {**r, "allowance": mp}, text)
        raise RulesError(text[0])
    return _emit(args, {**r, "allowance": mp}, text)
