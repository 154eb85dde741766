"""Calculators of hex-and-CRT games: hex, crt, combat, drm, move-cost, supply, weather, turn, entry."""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit, answer
from printkit.errors import RulesError, UsageError
from printkit.load.game_loader import load_game as _load
from printkit.rules.citations import bare, number, paren, rule as game_rule
from printkit.wording import rule as cite_rule, yes_no
from printkit.commands.registry import (CONTROL_HELP, CRT, GAME, HEX, JSON, LANG, MARKED_HELP, MOVEMENT_COSTS, Need,
                                        arg, chart, command, crt_of, param, whole)

# What each calculator reads: a calculator loads (and unpickles, and imports the classes of) only that.
PARTS = {
    "hex": ("maps", "parameters"),
    "crt": ("charts", "parameters"),
    "drm": ("sides", "unit_types", "counters", "charts", "parameters"),
    "move": ("maps", "charts", "parameters"),
    "supply": ("sides", "maps", "parameters", "scenarios"),
    "weather": ("charts",),
    "entry": ("scenarios", "parameters", "counters", "sides"),
}


def load_game(ref: str, parts: str, lang: str | None = None):
    return _load(ref, parts=PARTS[parts], lang=lang)


def _hexmap(game):
    from printkit.model.boards import HexMap

    boards = [b for b in game.maps.values() if isinstance(b, HexMap)]
    if not boards:
        raise RulesError(f"{game.id} has no hex map")
    return boards[0]


def _hex(board, label: str, what: str = "hex") -> str:
    """The hex's label as the map prints it ('i3' for 'I3'); RulesError if it is not on the map."""
    from printkit.rules.hexes import check_hex, spec

    check_hex(board, label, what)
    return spec(board).label(*spec(board).parse(label))


# hex ------------------------------------------------------------------------------------------------

@command("hex", "hex map questions: neighbors HEX, distance A B, info HEX",
         GAME, arg("query", choices=["neighbors", "distance", "info"]), arg("hexes", nargs="+", metavar="HEX"),
         LANG, JSON,
         needs=(HEX,), answers="neighbours, distance and what is in a hex", example=lambda ex: f"info {ex.pair[0]}")
def hex_query(args) -> int:
    from printkit.rules import hexes
    from printkit.rules.supply import edge_sources

    game = load_game(args.game, "hex", getattr(args, "lang", None))
    board = _hexmap(game)
    sp = hexes.spec(board)
    from printkit.rules import levels

    if levels.has_levels(board) and args.query in ("neighbors", "distance"):
        return _level_query(args, board, levels)
    if args.query == "neighbors":
        if len(args.hexes) != 1:
            raise UsageError("hex neighbors takes one hex")
        h = _hex(board, args.hexes[0])
        data = {"hex": h, "neighbors": sp.neighbors(h)}
        return _emit(args, data, [f"{h}: {' '.join(data['neighbors'])}"])
    if args.query == "distance":
        if len(args.hexes) != 2:
            raise UsageError("hex distance takes two hexes")
        a, b = (_hex(board, h) for h in args.hexes)
        data = {"from": a, "to": b, "distance": sp.distance(a, b)}
        return _emit(args, data, [f"{a} to {b}: {data['distance']} hexes ("
                                  + (f"{number(game, 'hex_distance')}: " if number(game, "hex_distance") else "")
                                  + "the start hex is not counted)"])
    if len(args.hexes) != 1:
        raise UsageError("hex info takes one hex")
    h = _hex(board, args.hexes[0])
    info = board.info(h)
    sides = {n: hexes.hexside(board, h, n) for n in sp.neighbors(h) if hexes.hexside(board, h, n)}
    rivers = {n: hexes.river_name(board, h, n) for n in sides if hexes.river_name(board, h, n)}  # named rivers
    fixed = edge_sources(game, board) if "supply_sources" in game.parameters else {}
    source = {f: (h in labels) for f, labels in fixed.items()}
    rules = game.parameters["supply_sources"].value if "supply_sources" in game.parameters else {}
    for f, rule in rules.items():
        if rule.get("friendly_cities") and hexes.is_city(board, h) and h not in rule.get("except", ()):
            source[f] = source.get(f) or "while friendly"
    data = {"hex": h, "terrain": board.terrain_of(h), "name": info.name, "city": info.city, "factory": info.factory,
            "faded_dot": info.faded_dot, "levels": info.levels, "edges": hexes.edges(board, h),
            "hexsides": sides, "rivers": rivers, "transport_line": sorted(hexes.line_links(board).get(h, ())),
            "line_runs_off_map": h in hexes.off_map_ends(board), "supply_source": source,
            "status": info.status or board.status}
    text = [f"{h}{' ' + info.name if info.name else ''}: {data['terrain']}"
            + (", city" if info.city else "") + (", factory" if info.factory else "")
            + (", faded dot (no ground movement)" if info.faded_dot else ""),
            f"  edges: {', '.join(data['edges']) or 'none'}; hexsides: "
            + (", ".join(f"{n} {f}" + (f" ({rivers[n]})" if n in rivers else "") for n, f in sides.items())
               or "none"),
            *([f"  {_line_word(board)} to: {', '.join(data['transport_line']) or 'none'}"
               + (" (runs off the map)" if data["line_runs_off_map"] else "")] if board.lines else []),
            *(["  supply source: " + (", ".join(f"{f}: {yes_no(v)}" for f, v in source.items()) or "n/a")]
              if "supply_sources" in game.parameters else []),
            "  (" + _provenance(info, data["status"], cite_rule(info.source or board.source)) + ")"]
    if info.printed:
        data["printed"] = list(info.printed)
    return _emit(args, data, text)


def _line_word(board) -> str:
    """What the map's lines are called, from its line types' names ('Road'; 'Transport Line (rail)' and
    'Transport Line (road)' are a 'transport line'), in lower case."""
    names = {str(getattr((board.lines_types or {}).get(line.feature), "name", None) or line.feature).split(" (")[0]
             for line in board.lines}
    return " or ".join(sorted(n.lower() for n in names))


def _counter_label(game, counter_id: str) -> str:
    """'ussr-4air' -> 'USSR 4 Air (ussr-4air)', as the answer names the unit it is about."""
    for c in (game.counters.pieces if game.counters else ()):
        if c.id == counter_id:
            side = (game.sides or {}).get(c.side)
            owner = (side.abbreviation or side.adjective or side.name) if side else ""
            return f"{owner} {c.label} ({c.id})".strip()
    return counter_id


def _provenance(info, status: str, rule: str) -> str:
    """'printed; Rule N'; for a record only partly printed 'name, city printed (Rules N, M); terrain
    reconstructed'; for a hex of its own source that is not printed, its note saying what the rule states."""
    if not info.printed:
        note = f": {info.note}" if info.note and info.source and status != "printed" else ""
        return status + (f"; {rule}" if rule else "") + note
    rest = [f for f in ("terrain", "name", "city", "factory", "faded_dot", "levels")
            if (f == "terrain" or getattr(info, f) not in (None, False)) and f not in info.printed]
    return (f"{', '.join(info.printed)} printed" + (f" ({rule})" if rule else "")
            + (f"; {', '.join(rest)} {status}" if rest else ""))


def _level_query(args, board, levels) -> int:
    """neighbors / distance on a map with multi-storey hexes: upper levels are positions ('K4^')."""
    if args.query == "neighbors":
        if len(args.hexes) != 1:
            raise UsageError("hex neighbors takes one hex")
        h = levels.check(board, args.hexes[0])
        data = {"hex": h, "neighbors": levels.neighbors(board, h)}
        return _emit(args, data, [f"{h}: {' '.join(data['neighbors'])}"])
    if len(args.hexes) != 2:
        raise UsageError("hex distance takes two hexes")
    a, b = (levels.check(board, h) for h in args.hexes)
    steps = levels.distance(board, a, b)
    return _emit(args, {"distance": steps}, [f"{a} - {b}: {steps}"])


# crt and combat --------------------------------------------------------------------------------------

def _crt_example(ex) -> str | None:
    """Final values off the table's axes; strengths that resolve for the other kinds."""
    from printkit.rules.crt import kind_of, resolve

    c = crt_of(ex.game)
    if kind_of(c) == "final_value":
        row = next(iter(c.cells))
        return f"--attacker {row} --defender {next(iter(c.cells[row]))}"
    for attack, defence in ((6, 3), (4, 4), (3, 1), (6, 2), (2, 2), (8, 2), (1, 1), (10, 1)):
        try:
            resolve(ex.game, attack, defence)
        except Exception:  # noqa: BLE001 - not a column of this CRT: the next pair
            continue
        return f"--attacker {attack} --defender {defence}"
    return None


@command("crt", "resolve an attack on the Combat Results Table (final values, differential or odds)",
         GAME,
         arg("--attacker", type=whole, required=True, words="",
             help="attacker's final value (across the top), or attack strength (differential, odds CRT)"),
         arg("--defender", type=whole, required=True, words="",
             help="defender's final value (down the side), or defence strength (differential, odds CRT)"),
         arg("--terrain", help="the defender's terrain: its column shift, defence multiplier and DRM"),
         arg("--hex", metavar="HEX", help="instead of --terrain: the defender's hex (its terrain on the map)"),
         arg("--drm", action="append", metavar="NAME|N",
             help="a die-roll modifier, by its key in the CRT's DRM list or as a number (repeatable)"),
         arg("--roll", type=whole, help="the dice rolled (else: each result's chance)"),
         JSON,
         needs=(CRT,), answers="the Combat Results Table's result", example=_crt_example,
         short=("--attacker", "--defender"))
def crt(args) -> int:
    from printkit.rules.crt import declared, kind_of, lookup

    game = load_game(args.game, "crt")
    extra = args.terrain or args.hex or args.drm or args.roll is not None
    if extra or kind_of(declared(game)[1]) != "final_value":
        return _crt_any(args, game)
    r = answer(args, {"attacker": args.attacker, "defender": args.defender}, lookup, game, args.attacker,
               args.defender)
    data = {"result": r["result"], "status": r["status"]}
    combat = getattr(declared(game)[1], "combat", None)  # the cell's source, else the CRT's rule: from the data
    ref = cite_rule(r["source"]) or (f"Rule {combat.rule}" if combat is not None and combat.rule else "") \
        or game_rule(game, "combat_resolution")  # else the game's citation
    return _emit(args, data, [f"CRT attacker {args.attacker} / defender {args.defender}: {r['result']} "
                              f"({r['status']}" + (f"; {ref}" if ref else "") + ")"])


def _crt_any(args, game) -> int:
    """`printkit crt` on a differential or odds CRT, or with terrain, DRMs or a roll."""
    from printkit.rules.crt import resolve

    terrain = args.terrain
    where = None
    if args.hex:
        if args.terrain:
            raise UsageError("give --terrain or --hex, not both (--hex reads the hex's terrain from the map)")
        board = _hexmap(_load(args.game, parts=("maps",)))
        where = _hex(board, args.hex, "--hex")
        terrain = board.terrain_of(where)
    r = answer(args, {"attacker": args.attacker, "defender": args.defender, "terrain": terrain, "drm": args.drm,
                      "roll": args.roll}, resolve, game, args.attacker, args.defender, terrain, args.drm or (),
               args.roll)
    if where:
        r["hex"] = where
    return _emit(args, r, crt_text(r))


def crt_text(r: dict) -> list[str]:
    """The answer of `printkit crt` as lines: how the column was found, the DRMs, the result or the chances."""
    from printkit.fmt import percent as _pct

    ter = r["terrain"]
    head = f"{r['title']}" + (f" ({r['rule']})" if r["rule"] else "") + f": {'attacker' if r['kind'] == 'final_value' else 'attack'} {r['attacker']} against "
    if ter and ter["defence"]:
        num, den = ter["defence"]
        head += f"defence {r['defender']} ×{num if den == 1 else f'{num}/{den}'} = {r['defence']}"
    else:
        head += f"{'defence' if r['kind'] != 'final_value' else 'defender'} {r['defender']}"
    if "ratio" in r:
        head += f", odds {r['ratio']}"
    elif "differential" in r:
        head += f", differential {r['differential']:+d}"
    head += f", column {r.get('shifted_from', r['column'])}"
    lines = [head]
    if ter:
        lines.append(f"  {ter['name']}" + (f" in {r['hex']}" if r.get("hex") else "")
                     + (f" ({ter['rule']})" if ter["rule"] else "") + ": " + (", ".join(ter["words"]) or "no effect")
                     + (f" -> column {r['column']}" if r["shift"] else ""))
    lines += [f"  {c}" for c in r.get("clamped", ())]
    if r["drms"]:
        lines.append("  DRMs: " + "; ".join(f"{d['value']:+d} {d['label']}" + (f" ({d['rule']})" if d["rule"] else "")
                                           for d in r["drms"]) + f"; total {r['drm_total']:+d}")
    if "result" in r:
        roll = f"roll {r['roll']}" + (f" {r['drm_total']:+d} = {r['modified_roll']}" if r["drm_total"] else "") \
            if "roll" in r else f"row {r['row']}"
        lines.append(f"  {roll}: {r['result']} ({r['status']})")
    else:
        lines.append(f"  each result's chance over {r['outcomes']} equally likely rolls ({r['status']}):")
        for k, v in sorted(r["results"].items(), key=lambda kv: -kv[1]):
            lines.append(f"    {k:10} {_pct(v)}")
        if r.get("unknown"):
            lines.append(f"    {'unknown':10} {_pct(r['unknown'])}  (cells not printed)")
        if r.get("beyond_rows"):
            lines.append(f"    {'refused':10} {_pct(r['beyond_rows'])}  (the modified roll is beyond the rows)")
    return lines


def combat(args) -> int:
    from printkit.rules.crt import applied, distribution

    from printkit.rules.bounds import TECHNICAL_MAX, within

    game = load_game(args.game, "crt")
    for option, value in (("--attacker-drm", args.attacker_drm), ("--defender-drm", args.defender_drm)):
        within(option, value, -TECHNICAL_MAX, TECHNICAL_MAX, "a side's DRM total; beyond the cap it is applied as the cap")
    extra = 1 if args.weather == "severe" else 0
    halvings = [i.label for c in game.charts.values() if c.kind == "list" for i in c.items
                if i.key in ("no_supply", "severe") and str(i.value) == "÷2"]
    most = len(set(halvings)) or 2
    for option, value in (("--attacker-halved", args.attacker_halved), ("--defender-halved", args.defender_halved)):
        within(option, value + extra, 0, most, "the After Rolling Combat Die list halves for No Supply and for "
                                               "Severe weather only" + (f", {number(game, 'combat_halvings')}"
                                                                        if number(game, "combat_halvings") else ""))
    r = distribution(game, args.attacker_drm, args.defender_drm, args.attacker_halved + extra,
                     args.defender_halved + extra)
    n = r["outcomes"]
    data = {"results": {k: v / n for k, v in sorted(r["results"].items())}, "unknown": r["unknown"] / n,
            "unknown_cells": sorted(r["unknown_cells"])}
    text = [f"{game.title}: attacker DRM {applied(game, args.attacker_drm)}, defender DRM "
            f"{applied(game, args.defender_drm)}"
            + (f", {args.weather} weather" if args.weather else "") + f" ({n} equally likely die pairs)"]
    for k, v in sorted(r["results"].items(), key=lambda kv: -kv[1]):
        text.append(f"  {k:10} {v / n:7.2%}")
    if r["unknown"]:
        text.append(f"  {'unknown':10} {r['unknown'] / n:7.2%}  (CRT cells not printed in the rulebook: "
                    f"{len(r['unknown_cells'])} cells, e.g. attacker/defender {sorted(r['unknown_cells'])[0]}; "
                    "fill in charts.crt.cells)")
    return _emit(args, data, text)


# drm --------------------------------------------------------------------------------------------------

def _unit(game, ref: str | None, nationality, utype, elite, shock, reduced, supply, who: str):
    from printkit.games.case_blue_drm import Unit

    if ref:
        from printkit.commands.calc_cmds import counter

        c = counter(game, ref)
        if game.unit_types[c.type].domain != "ground":
            raise RulesError(f"{c.id} is not a ground unit")
        return Unit(c.label, c.side, c.type, "elite" in c.traits or elite, "shock" in c.traits or shock, reduced, supply)
    if not (nationality and utype):
        raise UsageError(f"give --{who} UNIT, or --{who}-nationality and --{who}-type")
    if utype not in game.unit_types or game.unit_types[utype].domain != "ground":
        ground = [k for k, t in game.unit_types.items() if t.domain == "ground"]
        raise RulesError(f"--{who}-type must be one of {', '.join(ground)}, got {utype!r}")
    return Unit(f"{nationality} {utype}", nationality, utype, elite, shock, reduced, supply)


def _drm_args() -> tuple:
    out = []
    for who in ("attacker", "defender"):
        out += [arg(f"--{who}", metavar="UNIT", help=f"{who} (Primary Attacker) by counter id or unique label"),
                arg(f"--{who}-nationality", metavar="SIDE", help="instead of UNIT: nationality ..."),
                arg(f"--{who}-type", metavar="TYPE", help="... and type (infantry, motorized, tank)"),
                arg(f"--{who}-elite", action="store_true", help="elite (star)"),
                arg(f"--{who}-reduced", action="store_true", help="reduced strength side"),
                arg(f"--{who}-supply", choices=["full", "low", "no"], default="full"),
                arg(f"--{who}-air", action="store_true", help=f"{who} receives Air Support")]
    return tuple(out)


def _drm_example(ex) -> str:
    (_, a), (_, d) = ex.units[:2]
    return f"--attacker {a[0].id} --defender {d[0].id}"


@command("drm", "each side's ground combat DRMs, itemized, capped, with halvings",
         GAME, *_drm_args(),
         arg("--additional", action="append", metavar="UNIT", help="Additional Attacker in an Assault (up to 2)"),
         arg("--assault", action="store_true", help="an Assault (default: a Mobile attack)"),
         arg("--mobile", action="store_true", help="a Mobile attack (the default)"),
         arg("--weather", choices=["fair", "poor", "severe"], default="fair", fill="weather"),
         arg("--river", action="store_true", help="the Primary Attacker attacks across a river hexside"),
         arg("--city", action="store_true", help="the defender is in a city"),
         arg("--ground-support", action="store_true", help="a Ground Support marker committed to the attack"),
         arg("--heavy-arty", action="store_true", help="a Heavy Arty marker committed to the defence"),
         arg("--tanks", choices=["attacker", "defender"], help="the side whose unit gets the Tanks marker"),
         arg("--partisans", action="store_true", help="a Partisans marker is in the defender's hex"),
         arg("--isolated", action="store_true", help="the defender is Isolated"),
         JSON,
         needs=(chart("ground_drm"),), answers="the combat die roll modifiers", example=_drm_example)
def drm(args) -> int:
    from printkit.games.case_blue_drm import Combat, drm as run
    from printkit.rules.crt import applied

    game = load_game(args.game, "drm")
    if args.assault and args.mobile:
        raise RulesError("an attack is either --mobile or --assault" + bare(game, "attack_types") + ", not both")
    att = _unit(game, args.attacker, args.attacker_nationality, args.attacker_type, args.attacker_elite,
                False, args.attacker_reduced, args.attacker_supply, "attacker")
    dfn = _unit(game, args.defender, args.defender_nationality, args.defender_type, args.defender_elite,
                False, args.defender_reduced, args.defender_supply, "defender")
    extra = [_unit(game, ref, None, None, False, False, False, "full", "additional") for ref in args.additional or []]
    c = Combat(att, dfn, extra, assault=args.assault, weather=args.weather, river=args.river, city=args.city,
               attacker_air=args.attacker_air, defender_air=args.defender_air, ground_support=args.ground_support,
               heavy_arty=args.heavy_arty, tanks=args.tanks, partisans=args.partisans, isolated=args.isolated)
    r = run(game, c)
    text = [f"{game.title}: {'Assault' if c.assault else 'Mobile attack'} by {att.label} on {dfn.label}, "
            f"{c.weather} weather"]
    for side in ("attacker", "defender"):
        s = r[side]
        text.append(f"  {side}:")
        for e in s["items"]:
            v = "unknown" if e["value"] is None else f"{e['value']:+d}"
            text.append(f"    {v:>8}  {e['label']}")
        total = "unknown" if s["total"] is None else f"{s['total']:+d}"
        text.append(f"    total {total if s['total'] is None else applied(game, s['total'])}")
        for h in s["halvings"]:
            text.append(f"    then the modified roll is divided by two, rounding up: {h}")
        for f in s["unknown"]:
            text.append(f"    not printed in the rulebook: fill in {f}")
    _emit(args, r, text)
    return 1 if r["attacker"]["unknown"] or r["defender"]["unknown"] else 0


# movement -----------------------------------------------------------------------------------------------

@command("move-cost", "movement point cost of entering a hex (or attacking into it)",
         GAME,
         arg("--from", dest="from_hex", metavar="HEX"),
         arg("--to", dest="to_hex", metavar="HEX"),
         arg("--terrain", help="without --from/--to: terrain of the hex entered (clear, rough)"),
         arg("--river", action="store_true", help="crossing a river hexside"),
         arg("--enemy-city", action="store_true", help="the hex entered holds an enemy city"),
         arg("--enemy-unit", action="store_true", help="the hex entered holds an enemy ground unit"),
         arg("--attack", action="store_true", help="the cost to attack into the hex"),
         arg("--weather", choices=["fair", "poor", "severe"], default="fair", fill="weather"),
         arg("--no-line", action="store_true", help="do not use a Transport Line between the hexes"),
         arg("--mp-left", type=whole, help="movement points the unit has left"),
         arg("--unit-group", choices=["leg", "mobile", "air"], help="show the unit's allowance too"),
         arg("--supply", choices=["full", "low", "no"], default="full"),
         JSON,
         needs=(HEX, MOVEMENT_COSTS), answers="the movement points to enter a hex",
         example=lambda ex: "--from {} --to {}".format(*ex.pair), short=("--from", "--to"))
def move_cost(args) -> int:
    from printkit.rules import hexes
    from printkit.rules.movement import Step, allowance, cost

    game = load_game(args.game, "move")
    if args.unit_group == "air":  # issue 11 audit: a unit type moving under another type's rules
        raise RulesError("an air unit does not pay ground movement costs: it moves by air movement"
                         + paren(game, "air_movement") + "; these costs are the Movement table's ground costs"
                         + paren(game, "movement_costs"))
    fields = dict(terrain=args.terrain or "clear", river=args.river, enemy_city=args.enemy_city,
                  enemy_unit=args.enemy_unit or args.attack, attack=args.attack, weather=args.weather)
    where, river = "abstract", None
    if args.to_hex or args.from_hex:
        if not (args.to_hex and args.from_hex):
            raise UsageError("give both --from and --to (or neither, with --terrain/--river)")
        board = _hexmap(game)
        a, b = _hex(board, args.from_hex, "--from hex"), _hex(board, args.to_hex, "--to hex")
        if b not in hexes.spec(board).neighbors(a):
            raise RulesError(f"{a} and {b} are not adjacent")
        if args.terrain:
            raise UsageError("--terrain comes from the map when --from/--to are given")
        river = hexes.river_name(board, a, b)  # a named river along this hexside (HexMap.rivers)
        fields.update(terrain=board.terrain_of(b),
                      river=args.river or hexes.hexside(board, a, b) == "river" or river is not None,
                      prohibited=hexes.ground_prohibited_hex(board, b) or hexes.ground_prohibited_side(board, a, b),
                      transport_line=(not args.no_line) and b in hexes.line_links(board).get(a, ()),
                      hexside=hexes.hexside(board, a, b),
                      line=None if args.no_line else hexes.line_feature(board, a, b))
        where = f"{a} -> {b}"
    if args.mp_left is not None and "movement_points" in game.parameters:
        from printkit.rules.bounds import within

        most = max(v for group in game.param("movement_points").values() for v in group.values())
        within("--mp-left", args.mp_left, 0, most, f"no unit has more than {most} movement points"
                                               + (f", {number(game, 'movement_allowance')}"
                                                  if number(game, "movement_allowance") else ""))
    r = cost(game, Step(**fields))
    data = {"from": args.from_hex, "to": args.to_hex, **r}
    if where != "abstract" and river:
        data["river"] = river
    if args.unit_group:
        data["allowance"] = allowance(game, args.unit_group, args.supply)
    if args.mp_left is not None and r["total"] is not None:
        data["affordable"] = r["total"] <= args.mp_left
    if r["prohibited"]:
        text = [f"{where}: prohibited ({r['prohibited']})"]
    else:
        text = [f"{where}: {r['total']} MP" + (" to attack" if args.attack else "")]
        text += [f"  {i['value']:>2}  {i['label']}" for i in r["items"]]
        if data.get("river"):
            text.append(f"  crossing the {data['river']}")
    if "allowance" in data:
        text.append(f"  a {args.unit_group} unit in {args.supply} supply has {data['allowance']} MP"
                    + bare(game, "movement_allowance"))
    if "affordable" in data:
        text.append(f"  with {args.mp_left} MP left: " + ("can" if data["affordable"] else "cannot") + " pay it"
                    + bare(game, "movement_costs"))
    return _emit(args, data, text)


# supply -------------------------------------------------------------------------------------------------

def marked_hexes(game, board, args) -> set[str]:
    """The hexes under control markers: `--marked HEX...` (every one), else the scenario's start (--scenario),
    else none; then each `--control [SIDE:]HEX` (rules/control_markers.py)."""
    from printkit.rules import control_markers

    out = set()
    if getattr(args, "scenario", None):
        if args.scenario not in game.scenarios:
            raise RulesError(f"no scenario {args.scenario!r}; scenarios: {', '.join(game.scenarios)}")
        out = set(game.scenarios[args.scenario].control)
    if getattr(args, "marked", None) is not None:
        out = {_hex(board, h, "--marked hex") for h in args.marked}
    return control_markers.apply(game, out, getattr(args, "control", None), lambda h, what: _hex(board, h, what))


def _supply_example(ex) -> str | None:
    if ex.board is None:
        return None
    from printkit.rules.supply import edge_sources

    faction = next(iter(ex.game.param("supply_sources")))
    src = sorted(edge_sources(ex.game, ex.board).get(faction, ()))
    return f"--side {faction} --hex {src[0] if src else ex.pair[0]}"


@command("supply", "trace a supply line",
         GAME,
         arg("--side", required=True, help="the unit's faction (a faction of the game)"),
         arg("--hex", required=True, help="the checking unit's hex"),
         arg("--scenario", help="take city control from this scenario's control markers"),
         arg("--enemy", action="append", metavar="HEX", help="a hex with an enemy ground unit (repeatable)"),
         arg("--friendly", action="append", metavar="HEX", help="a hex with a friendly ground unit (repeatable)"),
         arg("--marked", nargs="*", metavar="HEX", help=MARKED_HELP),
         arg("--control", action="append", metavar="[SIDE:]HEX", help=CONTROL_HELP),
         JSON,
         needs=(HEX, param("supply_sources")), answers="a supply line from a hex", example=_supply_example)
def supply(args) -> int:
    from printkit.rules.supply import trace

    game = load_game(args.game, "supply")
    board = _hexmap(game)
    factions = {s.faction for s in game.sides.values() if s.faction}
    if args.side not in factions:
        raise RulesError(f"--side must be one of {', '.join(sorted(factions))}, got {args.side!r}")
    start = _hex(board, args.hex, "--hex")
    control = marked_hexes(game, board, args)
    enemy = {_hex(board, h, "--enemy hex") for h in args.enemy or ()}
    friendly = {_hex(board, h, "--friendly hex") for h in args.friendly or ()}
    if enemy & friendly or start in enemy:
        raise RulesError(f"a hex cannot hold both enemy and friendly units: {', '.join(sorted(enemy & (friendly | {start})))}")
    r = trace(game, board, args.side, start, enemy, friendly, control)
    text = [f"{args.side.capitalize()} unit in {start}: " + (f"supplied from {r['source']} via {' '.join(r['path'])}"
                                                 if r["supplied"] else f"not supplied: {r['reason']}")]
    return _emit(args, r, text)


# weather, turns ---------------------------------------------------------------------------------------------

WEATHER = Need("charts.weather as a table (a row per month or season, a column per roll)",
               lambda g: getattr(g.charts.get("weather"), "kind", None) == "table")


def _weather_example(ex) -> str:
    from printkit.rules.turns import MONTHS, track

    month = (track(ex.game) or [MONTHS[0]])[0].split("-")[0]
    return f"--month {month} --roll 1"


@command("weather", "the weather for a month and a die roll",
         GAME, arg("--month", required=True, fill="month-name", help="e.g. Mar"),
         arg("--roll", type=whole, required=True), JSON,
         needs=(WEATHER,), answers="the weather for a month and a roll", example=_weather_example,
         short=("--roll",))
def weather(args) -> int:
    from printkit.rules.weather import weather as run

    game = load_game(args.game, "weather")
    r = answer(args, {"month": args.month, "roll": args.roll}, run, game, args.month, args.roll)
    return _emit(args, r, [f"{args.month}, roll {args.roll}: {r['weather']} ({r['row']} line, {r['range']}; "
                           f"{r['status']}" + (f", {cite_rule(r['source'])}" if cite_rule(r['source']) else "") + ")"])


TURNS = Need("a scenario's length (scenarios.ID.turns, or first_turn and last_turn as months)",
             lambda g: any(sc.turns or sc.last_turn for sc in g.scenarios.values()))


def _turn_example(ex) -> str:
    from printkit.rules.turns import track

    turns = track(ex.game)
    return f"--from {turns[0]} --later {min(2, len(turns) - 1)}"


@command("turn", "turn arithmetic: the turn N turns later",
         GAME,
         arg("--from", dest="from_turn", required=True, fill="month",
             help="a turn of the game's turn track: 3, or Nov-42"),
         arg("--later", type=whole, required=True),
         JSON,
         needs=(TURNS,), answers="the turn N turns later on the game's turn track", example=_turn_example)
def turn(args) -> int:
    from printkit.rules.bounds import within
    from printkit.rules.turns import later, later_on_track, on_track, track

    game = load_game(args.game, "entry")
    turns = track(game)  # the game's own track: numbers 1..N or months, from its scenarios
    if turns:
        result = later_on_track(turns, args.from_turn, args.later)
        start = turns[on_track(turns, args.from_turn)]
    elif args.from_turn.strip().isascii() and args.from_turn.strip().isdigit():  # numbered turns, no length given
        start, result = args.from_turn.strip(), str(int(args.from_turn) + within("--later", args.later, 0, 10_000,
                                                                              "no scenario says how long it lasts"))
    else:
        start, result = args.from_turn, later(args.from_turn, args.later)
    cite = number(game, "turn_count")  # the rule saying the turn now is not counted, where the game cites one
    return _emit(args, {"from": start, "later": args.later, "turn": result},
                 [f"{args.later} turn(s) after {start} (not counting it{', ' + cite if cite else ''}): {result}"])


ENTRY_V = Need("a variable entry turn (scenarios.ID.setup[].entry_v)",
               lambda g: any(p.entry_v for sc in g.scenarios.values() for p in sc.setup + sc.reinforcements))


def _entry_example(ex) -> str | None:
    for sc in ex.game.scenarios.values():
        for p in sc.setup + sc.reinforcements:
            if p.entry_v:
                return f"--scenario {sc.id} --counter {p.counter} --roll 2"
    return None


@command("entry", "variable entry turn of a reinforcement",
         GAME,
         arg("--roll", type=whole, required=True),
         arg("--scenario", fill="scenario"),
         arg("--counter", piece="counter", help="counter id (its Entry-V comes from the scenario setup)"),
         arg("--entry-v", help="'At Start' or a turn like Sep-42"),
         arg("--first-turn", help="the scenario's first turn, e.g. Jul-42"),
         JSON,
         needs=(ENTRY_V,), answers="a reinforcement's variable entry turn", example=_entry_example,
         short=("--counter", "--roll"))
def entry(args) -> int:
    from printkit.rules.turns import variable_entry

    game = load_game(args.game, "entry")
    entry_v, first = args.entry_v, args.first_turn
    if args.scenario:
        sc = game.scenarios.get(args.scenario)
        if sc is None:
            raise RulesError(f"no scenario {args.scenario!r}; scenarios: {', '.join(game.scenarios)}")
        first = first or sc.first_turn
        if args.counter:
            rows = [p for p in sc.setup if p.counter == args.counter]
            if not rows:
                raise RulesError(f"counter {args.counter!r} is not in the setup of {args.scenario}")
            entry_v = entry_v or rows[0].entry_v
            if entry_v is None:
                raise RulesError(f"{args.counter} has no Entry-V in {args.scenario}: it is not a reinforcement")
    if not entry_v or not first:
        raise UsageError("give --scenario and --counter, or --entry-v and --first-turn")
    r = variable_entry(entry_v, args.roll, first)
    r["rule"] = " ".join(w for w in (number(game, "variable_entry"), r["rule"]) if w)  # '15.1.1.2 At Start'
    who = f"{_counter_label(game, args.counter)}: " if args.counter else ""
    return _emit(args, r, [f"{who}Entry-V {entry_v}, roll {args.roll}: {r['turns_later']} turn(s) after {r['from']} "
                           f"-> {r['turn']}" + (f" ({r['rule']})" if r["rule"] else "")])
