"""Calculators of chit-and-display games (Ukrainian Crisis): area, effort, diplomacy, ceasefire, combat by
troop groups, neutralize, segments, victory by VP difference, score. Light imports only."""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit, answer
from printkit.errors import RulesError, UsageError
from printkit.rules.citations import bare, number as cited_number
from printkit.load.game_loader import load_game as _load
from printkit.commands.registry import AREA, GAME, JSON, Need, arg, command, crt_of, param, whole

PARTS = {
    "area": ("maps",),
    "effort": ("charts", "parameters", "counters"),  # counters: the Ranks bound the "at large" RP
    "diplomacy": ("charts", "parameters", "counters"),
    "ceasefire": ("charts", "parameters", "counters", "sides"),  # sides: their names and adjectives
    "combat": ("charts", "parameters", "counters", "unit_types"),
    "score": ("maps", "charts", "parameters"),
    "victory": ("maps", "charts", "parameters", "sides"),  # sides: their names
    "alliances": ("charts", "parameters", "counters", "scenarios"),
    "move": ("maps", "parameters", "counters", "unit_types", "sides"),
}


def load_game(ref: str, parts: str):
    return _load(ref, parts=PARTS[parts])


def _side(game, side: str) -> str:
    """A side as the rules name it: its name in the data, else the id capitalized."""
    found = (game.sides or {}).get(side)
    return found.name if found is not None else side.replace("_", " ").capitalize()


def _adjective(game, side: str) -> str:
    """A side's adjective ('Russian'), else its name."""
    found = (game.sides or {}).get(side)
    return (found.adjective or found.name) if found is not None else _side(game, side)


def _counter_name(game, ref: str) -> str:
    """'ru-vdv' -> 'RU VDV (ru-vdv)'; a unit type as its name."""
    for c in (game.counters.pieces if game.counters else ()):
        if c.id == ref:
            return f"{c.label} ({c.id})"
    t = (game.unit_types or {}).get(ref)
    return t.name if t is not None else ref


def _area_name(game, ref: str) -> str:
    from printkit.rules.scoring import area_by_ref

    for board in game.maps.values():
        if getattr(board, "areas", None):
            try:
                return area_by_ref(board, ref).name
            except RulesError:
                pass
    return ref


def _f(pair) -> float:
    return pair[0] / pair[1]


def _dist(d: dict) -> dict:
    return {str(k): _f(v) for k, v in d.items()}


def _levels(ex) -> list:
    return list(ex.game.param("effort_levels")) if "effort_levels" in ex.game.parameters else []


def _sides(ex) -> list:
    return list(ex.game.param("victory_sides")) if "victory_sides" in ex.game.parameters else []


def _chits_example(ex) -> str:
    levels, sides = _levels(ex), _sides(ex)
    return f"--{sides[1]} {levels[1]} --{sides[0]} {levels[0]}"


@command("area", "area map questions: neighbors AREA (id or printed name)",
         GAME, arg("query", choices=["neighbors"]), arg("area", metavar="AREA"), JSON,
         needs=(AREA,), answers="an area's neighbours", example=lambda ex: f"neighbors {ex.area.areas[0].id}")
def area(args) -> int:
    """Neighbours of an area on any area map (by id or printed name, case-insensitive)."""
    from printkit.model.boards import AreaMap
    from printkit.rules.scoring import area_by_ref

    game = load_game(args.game, "area")
    boards = [b for b in game.maps.values() if isinstance(b, AreaMap)]
    if not boards:
        raise RulesError(f"{game.id} has no area map")
    a = area_by_ref(boards[0], args.area)
    names = {x.id: x.name for x in boards[0].areas}
    neighbors = sorted(a.adjacent)
    text = [f"{a.name} ({a.id}) borders: " + ", ".join(f"{names[n]} ({n})" for n in neighbors)]
    if a.inside:
        text.append(f"  it lies inside {names[a.inside]}")
    return _emit(args, {"area": a.id, "neighbors": neighbors}, text)


@command("effort", "Effort Chart: RP for a roll, or the distribution of RP for a chit",
         GAME,
         arg("--chit", required=True, help="the chit's effort level (a column of the game's roll chart)"),
         arg("--roll", type=whole, nargs="+", action="extend", metavar="R", help="the die or dice rolled"),
         arg("--extra-rp", type=whole, default=0, metavar="N",
             help="RP added to this area from outside the chit: the 'at large' RP of allies"),
         JSON,
         needs=(param("effort_chart"),), answers="an Effort Chart result",
         example=lambda ex: f"--chit {_levels(ex)[1]} --roll 3", short=("--chit", "--roll*"))
def effort(args) -> int:
    from printkit.rules import effort as rules

    game = load_game(args.game, "effort")
    if args.roll:
        from printkit.rules.bounds import extra_rp

        r = answer(args, {"chit": args.chit}, rules.result, game, args.chit, args.roll)
        extra = extra_rp(game, "--extra-rp", args.extra_rp)
        rp = r["rp"] + extra
        text = [f"{game.title}: {args.chit} Effort, roll {'+'.join(map(str, args.roll))}: {r['rp']} RP"
                + (f" + {extra} 'at large' = {rp} RP" if extra else "")
                + ("; doubles: a Critical Incident first" + bare(game, "critical_incident") if r["critical_incident"] else "")]
        if r["critical_incident"]:
            text.append("  " + _incident(game, args.roll[0]))
        return _emit(args, {"rp": rp, "critical_incident": r["critical_incident"]}, text)
    r = answer(args, {"chit": args.chit}, rules.distribution, game, args.chit)
    data = {"distribution": _dist(r["distribution"]), "expected": _f(r["expected"]),
            "critical_incident": _f(r["critical_incident"])}
    text = [f"{game.title}: {args.chit} Effort on the Effort Chart"]
    text += [f"  {k:>3} RP  {_f(v):7.2%}" for k, v in r["distribution"].items()]
    text.append(f"  expected: {_f(r['expected']):.3f} RP")
    if r["critical_incident"][0]:
        text.append(f"  Critical Incident (doubles): {_f(r['critical_incident']):.2%}")
    return _emit(args, data, text)


def _incident(game, double: int) -> str:
    """What the Critical Incidents chart says for a double, or that it is not known."""
    chart = game.charts.get("critical_incidents")
    entry = next((e for e in getattr(chart, "entries", ()) if e.low <= double <= e.high), None)
    if entry is None or entry.result is None:
        return (f"the incident for double {double}s is not in the rulebook text "
                "(fill in charts.critical_incidents in the game's YAML)")
    return f"Critical Incident {double}-{double}: {entry.result}"


def _diplomacy_example(ex) -> str:
    chart = ex.game.charts[ex.game.param("diplomacy_chart")]
    country = next(c for c in ex.counters() if c.rank is not None)
    return f"--country {country.label.split()[0]} --from {chart.zones[0].id} --direction up --rp 3"


@command("diplomacy", "chance to move a country one Zone on the Foreign Relations Display",
         GAME,
         arg("--country", required=True, help="ISO code, e.g. GB"),
         arg("--from", dest="from_zone", required=True, metavar="ZONE", help="its Zone now, e.g. support"),
         arg("--direction", required=True, choices=["up", "down"]),
         arg("--rp", type=whole, required=True, help="RP spent"),
         arg("--prestige", type=whole, default=0, help="Prestige spent (default 0)"),
         arg("--extra-rp", type=whole, default=0, metavar="N",
             help="RP added to this area from outside the chit: the 'at large' RP of allies"),
         JSON,
         needs=(param("diplomacy_chart"),), answers="a diplomacy attempt", example=_diplomacy_example,
         short=("--country", "--direction"))
def diplomacy(args) -> int:
    from printkit.rules.politics import diplomacy as run

    game = load_game(args.game, "diplomacy")
    r = answer(args, {}, run, game, args.country, args.from_zone, args.direction, args.rp, args.prestige, args.extra_rp)
    data = {"dice": r["dice"], "minimum_rp": r["minimum_rp"], "spent": r["spent"], "probability": _f(r["probability"])}
    text = [f"{game.title}: {args.country.upper()} {args.direction} to {r['to']}: spend {r['spent']} "
            f"(arrow minimum {r['minimum_rp']} RP), roll {r['dice']}d6 <= {r['spent']}: "
            f"{_f(r['probability']):.2%}" + bare(game, "diplomacy")]
    return _emit(args, data, text)


@command("ceasefire", "chance that a Ceasefire attempt succeeds",
         GAME,
         arg("--chit", action="append", metavar="SIDE=LEVEL",
             help="each side's Diplomatic chit, e.g. SIDE=minor (one per side of parameters.victory_sides)"),
         arg("--requested-by", metavar="SIDE", help="the side that attempts the Ceasefire (default: the first of "
                                                    "parameters.victory_sides)"),
         arg("--extra-rp", action="append", metavar="SIDE=N",
             help="RP a side adds from outside its chit: the 'at large' RP of allies; repeatable"),
         JSON,
         needs=(param("victory_sides"), param("game_turns")), answers="a ceasefire attempt", example=_chits_example,
         short=("--chit*",))
def ceasefire(args) -> int:
    from printkit.rules.politics import ceasefire as run

    from printkit.rules.params import param

    game = load_game(args.game, "ceasefire")
    sides = list(param(game, "victory_sides", "the ceasefire calculator"))
    chits = _chits(args, game, sides)
    extra = {}
    for item in args.extra_rp or []:
        side, sep, n = item.partition("=")
        if not sep or not n.strip().isdigit():
            raise UsageError(f"--extra-rp expects SIDE=N (e.g. {sides[0]}=2), got {item!r}")
        extra[side] = int(n)
    by = args.requested_by or sides[0]
    if by not in sides:
        raise RulesError(f"--requested-by {by}: no side {by!r} in {game.title}; sides: {', '.join(sides)}")
    r = answer(args, {}, run, game, chits[sides[0]], chits[sides[1]], by, extra)
    ties = param(game, "ties_to", "the ceasefire calculator")
    versus = " vs ".join(f"{_side(game, s)} {chits[s]}" for s in sides)
    text = [f"{game.title}: Ceasefire asked by {_side(game, by)}, {versus}: "
            f"obtained {_f(r['probability']):.2%} (ties {_f(r['tie']):.2%}, the {_adjective(game, ties)} player decides"
            + (f"; {cited_number(game, 'ceasefire_ties')})" if cited_number(game, "ceasefire_ties") else ")")]
    return _emit(args, {"probability": _f(r["probability"])}, text)


def _chits(args, game, sides: list[str]) -> dict[str, str]:
    """{side: chit} from `--chit SIDE=LEVEL`, one for each side (exit 2 when one is missing)."""
    from printkit.commands.side_options import shown, values

    chits = values(args, "--chit", args.chit, sides, game.title)
    missing = [s for s in sides if s not in chits]
    if missing:
        raise UsageError("give " + " and ".join(shown(args, "--chit", s, "LEVEL") for s in missing))
    return chits


@command("neutralize", "Information-area neutralization attempts",
         GAME,
         arg("--chit", required=True, help="the chit's effort level"),
         arg("--rp", type=whole, required=True, help="RP the chit gave on the Effort Chart"),
         arg("--extra-rp", type=whole, default=0, metavar="N",
             help="RP added to this area from outside the chit: the 'at large' RP of allies"),
         JSON,
         needs=(param("neutralize_chart"),), answers="a neutralization attempt",
         example=lambda ex: f"--chit {_levels(ex)[1]} --rp 4", short=("--chit", "--rp"))
def neutralize(args) -> int:
    from printkit.rules.politics import neutralize as run

    game = load_game(args.game, "effort")
    r = answer(args, {}, run, game, args.chit, args.rp, args.extra_rp)
    d = r["distribution"]
    data = {"attempts": r["attempts"], "p_each": _f(r["p_each"]),
            "distribution": {str(k): n / d.den for k, n in enumerate(d.num)}}
    rp = args.rp + args.extra_rp
    got = f"{args.rp} RP" + (f" + {args.extra_rp} 'at large'" if args.extra_rp else "")
    text = [f"{game.title}: {args.chit} chit, {got}: {r['attempts']} attempt(s), each a 1d6 <= {rp} "
            f"({_f(r['p_each']):.2%})" + bare(game, "neutralize")]
    text += [f"  {k} neutralized  {n / d.den:7.2%}" for k, n in enumerate(d.num)]
    return _emit(args, data, text)


@command("segments", "Action Segments and units per segment from the Military chits",
         GAME,
         arg("--chit", action="append", metavar="SIDE=LEVEL",
             help="each side's Military chit (one per side of parameters.victory_sides)"),
         JSON,
         needs=(param("action_segments"),), answers="the order of action segments", example=_chits_example,
         short=("--chit*",))
def segments(args) -> int:
    from printkit.rules.politics import segments as run

    from printkit.rules.params import param

    game = load_game(args.game, "effort")
    sides = list(param(game, "victory_sides", "the segments calculator"))
    first = param(game, "first_segment", "the segments calculator")
    chits = _chits(args, game, sides)
    other = [s for s in sides if s != first]
    if first not in sides or len(other) != 1:
        raise RulesError(f"parameters.first_segment {first!r} must be one of the two parameters.victory_sides",
                         fill_in="parameters.first_segment")
    r = answer(args, {}, run, game, chits[first], chits[other[0]])
    units = {s: {"chit": r["levels"][s], "distribution": _dist(u["distribution"]), "expected": _f(u["expected"])}
             for s, u in r["units"].items()}
    data = {"segments": r["segments"], "order": r["order"], "units_per_segment": units}
    text = [f"{game.title}: {r['segments']} Action Segment(s) each{bare(game, 'action_segments')}; order: "
            f"{', '.join(_side(game, s) for s in r['order'])}" + bare(game, "segment_order")]
    for s, u in units.items():
        text.append(f"  {_side(game, s)} ({u['chit']}): units moving or recovering per segment, expected {u['expected']:.2f}: "
                    + ", ".join(f"{k}: {v:.1%}" for k, v in u["distribution"].items()))
    return _emit(args, data, text)


@command("information", "Information area: reduce the enemy's Prestige or add to your own",
         GAME,
         arg("--chit", required=True, help="the Information chit's effort level"),
         arg("--option", required=True, choices=["reduce", "add"]),
         JSON,
         needs=(param("effort_levels"),), answers="an information-warfare chit's effect",
         example=lambda ex: f"--chit {_levels(ex)[1]} --option reduce", short=("--chit", "--option"))
def information(args) -> int:
    from printkit.rules.politics import information as run

    game = load_game(args.game, "effort")
    r = answer(args, {}, run, game, args.chit, args.option)
    if args.option == "add":
        data = {"gain": _dist(r["gain"]), "expected": _f(r["expected"])}
        text = [f"{game.title}: {args.chit} chit, add to own Prestige: expected +{_f(r['expected']):.2f}"
                + bare(game, "information_add")]
    else:
        data = {"enemy_loss": _dist(r["enemy_loss"]), "own_loss": _dist(r["own_loss"]),
                "expected_enemy_loss": _f(r["expected_enemy_loss"]), "expected_own_loss": _f(r["expected_own_loss"])}
        text = [f"{game.title}: {args.chit} chit, reduce the enemy's Prestige: two rolls, the higher off the enemy "
                f"(expected {data['expected_enemy_loss']:.2f}), the lower off your own "
                f"(expected {data['expected_own_loss']:.2f})" + bare(game, "information_reduce")]
    return _emit(args, data, text)


@command("alliances", "'at large' RP and the Final Phase Prestige from the Foreign Relations Display",
         GAME,
         arg("--at", action="append", metavar="COUNTRY=ZONE",
             help="where a country is now (repeatable; 'removed' for one an Event took off the display); others as set "
                  "up"),
         arg("--turn", required=True, choices=["strategic", "combat"], help="the kind of this Turn"),
         arg("--game-turn", type=whole, fill="turn", help="the Game Turn number (no adjustment after the last)"),
         JSON,
         needs=(param("alliance_zones"),), answers="alliance shifts", example=lambda ex: "--turn strategic")
def alliances(args) -> int:
    from printkit.rules.politics import alliances as run

    game = load_game(args.game, "alliances")
    positions = {}
    for item in args.at or []:
        country, sep, zone = item.partition("=")
        if not sep:
            raise UsageError(f"--at expects COUNTRY=ZONE (e.g. GB=intervention), got {item!r}")
        positions[country] = zone
    r = answer(args, {}, run, game, positions, args.turn, args.game_turn)
    data = {"at_large_rp": r["at_large_rp"], "prestige": r["prestige"]}
    p = r["prestige"]
    labels = {c.id: c.label for c in (game.counters.pieces if game.counters else ())}
    text = [f"{game.title}: 'at large' RP {r['at_large_rp']}; end of the Final Phase: {_side(game, p['side'])} Prestige "
            f"{p['change']:+d}" + bare(game, "alliances"), "  positions: " + ", ".join(f"{labels.get(c, c)} {z or 'removed'}" for c, z in
                                                                    r["positions"].items())]
    return _emit(args, data, text)


def _move_example(ex) -> str | None:
    if ex.area is None:
        return None
    area = next(a for a in ex.area.areas if a.adjacent)
    c = ex.units[0][1][0]
    return f"--side {c.side} --unit {c.id} --from {area.id} --to {area.adjacent[0]}"


@command("move", "may a unit move from one area to another (land, airborne, amphibious)",
         GAME,
         arg("--side", required=True, help="the moving player's side (a side of the game)"),
         arg("--unit", required=True, help="counter id or unit type (regular, parachute, special_forces ...)"),
         arg("--from", dest="from_area", required=True, metavar="AREA"),
         arg("--to", dest="to_area", required=True, metavar="AREA"),
         arg("--event", action="append", help="an Event Card in force that opens a country (its id; repeatable)"),
         JSON,
         needs=(AREA, param("movement_map")), answers="whether an area move is allowed", example=_move_example,
         session="can-move")
def move(args) -> int:
    from printkit.rules.area_moves import move as run
    from printkit.rules.params import cite

    game = load_game(args.game, "move")
    r = answer(args, {}, run, game, args.side, args.unit, args.from_area, args.to_area, args.event or [])
    return _emit(args, {"allowed": True, "how": r["how"]},
                 [f"{game.title}: {_counter_name(game, args.unit)} may move {_area_name(game, args.from_area)} -> "
                  f"{_area_name(game, args.to_area)} ({r['how']} movement, "
                  f"{cite(game, 'movement_limits')})"])


def _deploy_example(ex) -> str:
    c = ex.units[0][1][0]
    own = next(a for a in ex.area.areas if (ex.game.sides.get(c.side) and a.country == c.side) or a.base == c.side)
    return f"--side {c.side} --unit {c.id} --area {own.id}"


@command("deploy", "may a unit be deployed in an area, and at what cost",
         GAME,
         arg("--side", required=True),
         arg("--unit", required=True, help="counter id or unit type"),
         arg("--area", required=True),
         arg("--mobilize", action="store_true", help="mobilize it from the Reserve first (+1 RP)"),
         arg("--event", action="append", help="an Event Card in force (its id; repeatable)"),
         arg("--present", action="append", metavar="GROUP", help="a friendly unit group already there (special_forces)"),
         arg("--enemy-there", action="store_true", help="enemy units are in the area"),
         arg("--already", type=whole, default=0, help="units of this kind already deployed there"),
         JSON,
         needs=(AREA, param("deployment")), answers="whether a unit may deploy in an area", example=_deploy_example)
def deploy(args) -> int:
    from printkit.rules.deployment import deploy as run

    game = load_game(args.game, "move")
    r = answer(args, {}, run, game, args.side, args.unit, args.area, args.mobilize, args.event or [],
               args.present or [], args.enemy_there, args.already)
    return _emit(args, r, [f"{game.title}: deploy {_counter_name(game, args.unit)} in {_area_name(game, args.area)}: {r['rp']} RP"
                           + (f", Prestige {r['prestige']:+d}" if r["prestige"] else "") + bare(game, "deploy")])


def group_combat(args) -> int:
    from printkit.rules.groups import combat as run

    if not args.attacker or not args.defender or not args.type:
        raise UsageError("combat in this game needs --attacker UNIT ..., --defender UNIT ... and --type")
    if (args.attacker_hits is None) != (args.defender_hits is None):
        raise UsageError("give both --attacker-hits and --defender-hits, or neither (for the distribution)")
    game = load_game(args.game, "combat")
    r = answer(args, {}, run, game, args.attacker, args.defender, args.type, args.attacker_hits, args.defender_hits)
    eff = r["effects"]
    given = args.attacker_hits is not None
    if not given:
        eff = {side: {f: _dist(d) for f, d in fields.items()} for side, fields in eff.items()}
    data = {"attacker_group": r["attacker_group"], "defender_group": r["defender_group"],
            "allowed_types": r["allowed_types"], "effects": eff}
    text = [f"{game.title}: {r['attacker_group']} group ({r['attacker_dice']}d6) attacks {r['defender_group']} group "
            f"({r['defender_dice']}d6): {args.type} (allowed: {', '.join(r['allowed_types'])})"
            + bare(game, "group_combat")]
    if args.type == "kinetic":
        text.append("  (Hits neutralize fresh units first, then eliminate neutralized ones: the inflicting player "
                    "chooses" + (f", {cited_number(game, 'group_combat')})" if cited_number(game, "group_combat") else ")"))
    for side in ("attacker", "defender"):
        if given:
            e = eff[side]
            text.append(f"  {side}: Prestige {e['prestige']:+d}, {e['neutralized']} neutralized, {e['eliminated']} "
                        f"eliminated, {e['excess_neutralizations']} excess neutralization(s) inflicted")
        else:
            text.append(f"  {side} Prestige change: " + ", ".join(f"{k}: {v:.1%}" for k, v in eff[side]["prestige"].items()))
            text.append(f"  {side} units neutralized: " + ", ".join(f"{k}: {v:.1%}" for k, v in eff[side]["neutralized"].items()))
            text.append(f"  {side} units eliminated: " + ", ".join(f"{k}: {v:.1%}" for k, v in eff[side]["eliminated"].items()))
    return _emit(args, data, text)


def victory_difference(args) -> int:
    from printkit.rules.scoring import by_difference

    from printkit.commands.side_options import shown, values
    from printkit.rules.params import param

    game = load_game(args.game, "victory")
    sides = list(param(game, "victory_sides", "the victory calculator"))
    vps = values(args, "--vp", args.vp, sides, game.title, whole=True)
    if len(vps) != len(sides):
        raise UsageError("victory in this game needs " + " and ".join(shown(args, "--vp", s, "N") for s in sides))
    vps = {s: vps[s] for s in sides}
    r = answer(args, {}, by_difference, game, vps)
    each = ", ".join(f"{_side(game, s)} {v} VP" for s, v in vps.items())
    text = [f"{game.title}: {each}: difference {r['difference']}: "
            + (f"{_side(game, r['winner'])} wins a {r['result']}" if r["winner"] and r["result"] != "Draw" else r["result"]) + bare(game, "victory_levels")]
    return _emit(args, r, text)


@command("score", "a player's Victory Points",
         GAME,
         arg("--prestige", type=whole, required=True),
         arg("--combat-turns", action="store_true", help="one or more Combat Turns were played"),
         arg("--area", nargs="+", action="extend", metavar="AREA", help="areas held alone (id or name)"),
         JSON,
         needs=(param("score_map"),), answers="prestige from areas held",
         example=lambda ex: f"--prestige 10 --combat-turns --area {ex.word(ex.area.areas[0].name)}")
def score(args) -> int:
    from printkit.rules.scoring import score as run

    game = load_game(args.game, "score")
    r = answer(args, {}, run, game, args.prestige, args.combat_turns, args.area or [])
    how = f"{args.prestige} Prestige" if not args.combat_turns else \
        f"half of {args.prestige} Prestige, rounded up, + {r['area_vp']} VP of areas held" + \
        (f": {', '.join(_area_name(game, a) for a in r['areas'])}" if r["areas"] else "")
    return _emit(args, {"vp": r["vp"]}, [f"{game.title}: {r['vp']} VP ({how})" + bare(game, "victory_points")])


def uses(game_ref: str, param_name: str) -> bool:
    """Whether a game states a parameter (how combat and victory pick their mechanism)."""
    game = _load(game_ref, parts=("parameters",))
    return param_name in game.parameters


def _crt_combat(game) -> bool:
    """A CRT of final values read by two DRMs, with the die it rolls (parameters.die_sides)."""
    from printkit.rules.crt import kind_of

    c = crt_of(game)
    return c is not None and kind_of(c) == "final_value" and "die_sides" in game.parameters


COMBAT = Need("parameters.combat_system (troop groups), or a CRT of final values (a table with combat: {kind: "
              "final_value}, or a table named crt) and parameters.die_sides",
              lambda g: "combat_system" in g.parameters or _crt_combat(g))


def _combat_example(ex) -> str | None:
    game = ex.game
    if "combat_system" not in game.parameters:
        return "--attacker-drm 1 --defender-drm 0"
    if "combat_groups" not in game.parameters:
        return None
    groups = game.param("combat_groups")
    kind = game.param("combat_types")["same"][0] if "combat_types" in game.parameters else None

    def unit(group):  # GROUP:CV of the group's first counter with a combat value
        for c in ex.counters("ground"):
            t = game.unit_types.get(c.type)
            cv = getattr(c, "cv", None) or (getattr(t, "values", None) or {}).get("cv")
            if getattr(t, "group", None) == group and cv:
                return f"{group}:{cv}"
        raise ValueError(group)

    return f"--attacker {unit(groups[0])} --defender {unit(groups[0])}" + (f" --type {kind}" if kind else "")


@command("combat", "exact distribution of CRT results for two DRMs",
         GAME,
         arg("--attacker-drm", type=whole, help="CRT games: the attacker's DRM"),
         arg("--defender-drm", type=whole, help="CRT games: the defender's DRM"),
         arg("--attacker", nargs="+", action="extend", metavar="UNIT",
             help="troop-group games: attacking units, e.g. regular:4 or a counter id"),
         arg("--defender", nargs="+", action="extend", metavar="UNIT",
             help="troop-group games: defending units, e.g. irregular:1:neutralized"),
         arg("--type", choices=["symbolic", "kinetic", "asymmetric"], help="troop-group games: combat type"),
         arg("--attacker-hits", type=whole, help="hits the attacker scored (with --defender-hits)"),
         arg("--defender-hits", type=whole, help="hits the defender scored"),
         arg("--weather", choices=["fair", "poor", "severe"], fill="weather", help="severe halves both sides"),
         arg("--attacker-halved", action="count", default=0, help="halve the attacker's roll (repeatable)"),
         arg("--defender-halved", action="count", default=0, help="halve the defender's roll (repeatable)"),
         JSON,
         needs=(COMBAT,), answers="the distribution of combat results", example=_combat_example,
         short=("--attacker-drm", "--defender-drm"))
def combat(args) -> int:
    """Combat by the game's mechanism: troop groups (parameters.combat_system) or the CRT by DRMs.
    The DRM flags alone mean the CRT: no extra game load on that path."""
    crt_flags = args.attacker_drm is not None or args.defender_drm is not None
    if not crt_flags and uses(args.game, "combat_system"):
        return group_combat(args)
    if args.attacker_drm is None or args.defender_drm is None:
        if not crt_flags and "crt" not in _load(args.game, parts=("charts",)).charts:
            raise RulesError("this game states no combat system: neither parameters.combat_system (troop groups) "
                             "nor a CRT (a table chart named 'crt')", fill_in="parameters.combat_system")
        raise UsageError("combat in this game needs --attacker-drm and --defender-drm")
    from printkit.commands.hexgame_cmds import combat as crt_combat

    return crt_combat(args)


VICTORY = Need("parameters.victory_sides, or a ranges chart named victory (VP totals and their results)",
               lambda g: "victory_sides" in g.parameters
               or getattr(g.charts.get("victory"), "kind", None) == "ranges")


def _victory_example(ex) -> str:
    sides = _sides(ex)
    if sides:
        return " ".join(f"--{s}-vp {10 - 5 * i}" for i, s in enumerate(sides))
    return f"--vp {ex.game.charts['victory'].span()[0]}"


@command("victory", "victory level from the VP total",
         GAME,
         arg("--vp", action="append", metavar="[SIDE=]N",
             help="a side's VP (repeatable: one per side in games judged by the VP difference; one VP total in "
                  "games judged by a total)"),
         arg("--cards-removed", type=whole, default=0,
             help="cards removed from play that cost VP (where the game's victory rules say so)"),
         JSON,
         needs=(VICTORY,), answers="who wins on victory points", example=_victory_example,
         short=("--vp", "--cards-removed"))
def victory(args) -> int:
    """Victory by the game's mechanism: VP difference between sides (parameters.victory_sides, one `--vp SIDE=N`
    each) or one VP total (`--vp N`, a ranges chart named 'victory')."""
    if uses(args.game, "victory_sides"):
        return victory_difference(args)
    if "victory" not in _load(args.game, parts=("charts",)).charts:
        raise RulesError("this game states no victory mechanism: neither parameters.victory_sides (a VP "
                         "difference between sides) nor a VP-total chart named 'victory'",
                         fill_in="parameters.victory_sides")
    from printkit.commands.calc_cmds import victory as total_victory

    return total_victory(args)
