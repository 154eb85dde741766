"""`printkit retreat GAME`: where a defending unit may retreat (area maps and hex maps).

Rule citations come from the game's parameters (`retreat`, `retreat_prohibitions`, `cannot_retreat`,
`isolation`: their `rule:` field), so this module names no rule section itself.
"""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit
from printkit.errors import RulesError
from printkit.load.game_loader import load_game as _load
from printkit.commands.registry import CONTROL_HELP, GAME, JSON, MARKED_HELP, arg, command, param


def _retreat_example(ex) -> str:
    if ex.board is not None:
        a, b = ex.pair
        return f"--from {a} --attacker {b} --side {next(iter(ex.game.param('supply_sources')))}"
    area = ex.area.areas[0]
    return f"--from {area.id} --enemy {area.adjacent[0]}"


@command("retreat", "where a defending unit may retreat on an area map",
         GAME,
         arg("--from", dest="from_area", required=True, metavar="AREA", help="the Battle area"),
         arg("--to", metavar="AREA", help="the area to check (default: list every choice)"),
         arg("--role", choices=["defender", "attacker"], default="defender"),
         arg("--disrupted", action="store_true", help="the unit is disrupted (it must retreat)"),
         arg("--enemy", action="append", metavar="AREA", help="an area with undisrupted enemy units"),
         arg("--attackers-from", action="append", metavar="AREA",
             help="an area the attacking units entered the Battle area from"),
         arg("--attacker", action="append", metavar="HEX", help="hex maps: an attacking unit's hex (repeatable)"),
         arg("--friendly", action="append", metavar="HEX", help="hex maps: a friendly ground unit's hex"),
         arg("--side", help="hex maps: the retreating unit's faction"),
         arg("--scenario", fill="scenario", help="hex maps: city control from this scenario's control markers"),
         arg("--marked", nargs="*", metavar="HEX", help="hex maps: " + MARKED_HELP),
         arg("--control", action="append", metavar="[SIDE:]HEX", help="hex maps: " + CONTROL_HELP),
         JSON,
         needs=(param("retreat"),), answers="where a unit may retreat", example=_retreat_example)
def retreat(args) -> int:
    from printkit.model.boards import AreaMap
    from printkit.rules.area_retreat import retreat as run
    from printkit.rules.citations import rule
    from printkit.rules.scoring import area_by_ref

    game = _load(args.game, parts=("maps", "parameters", "sides", "scenarios"))
    boards = [b for b in game.maps.values() if isinstance(b, AreaMap)]
    if not boards and any(getattr(b, "grid", None) for b in game.maps.values()):
        return hex_retreat(args, game)
    if not boards:
        raise RulesError(f"{game.id} has no area map to retreat on")
    board = boards[0]
    cite = rule(game, "retreat")
    why_rule = f" ({cite})" if cite else ""
    names = {a.id: a.name for a in board.areas}

    def ref(text: str) -> str:
        return area_by_ref(board, text).id

    frm = ref(args.from_area)
    to = ref(args.to) if args.to else None
    r = run(board, frm, to, args.role, args.disrupted, {ref(a) for a in args.enemy or ()},
            {ref(a) for a in args.attackers_from or ()}, cite)
    head = f"{'A disrupted' if args.disrupted else 'An undisrupted'} defending unit in {names[frm]} " + \
           ("must retreat" if r["must"] else "may retreat or stay") + why_rule
    text = [head, "  may retreat to: " + (", ".join(names[a] for a in r["legal"]) or "nowhere")]
    text += [f"  not to {names[a]}: {why}" for a, why in r["refused"].items()]
    if r["damaged"]:
        text.append("  it must retreat and cannot: it is damaged" + why_rule)
    if to is not None and not r["allowed"]:
        if args.json:
            _emit(args, r, text)
        raise RulesError(f"a retreat from {names[frm]} to {names.get(to, to)} is not allowed: {r['why']}{why_rule}")
    if to is not None:
        text.insert(1, f"  to {names[to]}: allowed")
    return _emit(args, r, text)


def hex_retreat(args, game) -> int:
    """Hex maps (Case Blue): the eligible retreat hexes, or why none, and Isolation."""
    from printkit.commands.hexgame_cmds import _hex, _hexmap
    from printkit.rules import hexes as hx
    from printkit.rules.citations import cited, rules_of
    from printkit.rules.hex_retreat import isolated, options

    board = _hexmap(game)
    if args.role == "attacker":
        raise RulesError(cited("only the defending unit retreats", game, "retreat"))
    factions = sorted({s.faction for s in game.sides.values() if s.faction})
    if args.side not in factions:
        raise RulesError(f"--side must be one of {', '.join(factions)}, got {args.side!r}")
    if not args.attacker:
        raise RulesError(cited("give the attacking unit's hex with --attacker (a retreat is away from it)", game, "retreat"))
    d = _hex(board, args.from_area, "--from hex")
    if hx.ground_prohibited_hex(board, d):  # issue 11 audit: no ground unit can be there to retreat
        raise RulesError(cited(f"{d} is {hx.ground_prohibited_hex(board, d)}: no ground unit can be in it to retreat",
                               game, "ground_movement_prohibitions"))
    attackers = [_hex(board, h, "--attacker hex") for h in args.attacker]
    enemy = {_hex(board, h, "--enemy hex") for h in args.enemy or ()} | set(attackers)
    friendly = {_hex(board, h, "--friendly hex") for h in args.friendly or ()}
    from printkit.commands.hexgame_cmds import marked_hexes as marked
    from printkit.rules import control_markers

    control = marked(game, board, args)
    cities = {h for h in (board.hexes or {}) if hx.is_city(board, h)}
    mine = control_markers.held(cities, control, args.side, control_markers.board_side(game, board))
    opts = options(board, d, attackers, enemy, mine, cities - mine, rules_of(game, "retreat", "retreat_prohibitions"),
                   friendly)
    eligible = [h for h, why in opts.items() if why is None]
    iso = isolated(board, d, eligible, friendly, mine)
    r = {"from": d, "eligible": eligible, "refused": {h: w for h, w in opts.items() if w}, **iso}
    text = [f"The {args.side.capitalize()} unit in {d}, attacked from {', '.join(attackers)}: "
            + (f"may retreat to {', '.join(eligible)}" if eligible else
               cited("cannot retreat: reduced, or eliminated if already reduced", game, "cannot_retreat"))]
    text += [f"  not {h}: {why}" for h, why in r["refused"].items()]
    text.append("  " + cited("Isolated", game, "isolation") if iso["isolated"] else
                "  " + cited("not Isolated", game, "isolation") + ": " + ("it can retreat" if eligible else
                                                   "a map edge hex" if iso["map_edge"] else
                                                   "next to friendly " + ", ".join(iso["support"])))
    return _emit(args, r, text)
