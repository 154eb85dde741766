"""Calculators of fire-and-support games (Donetsk): fire, support, scatter, arrival, initiative.

Each answers in the game's language chosen with --lang (text; --json keys stay the same in every language).
"""

from __future__ import annotations

from printkit.commands.calc_cmds import _emit
from printkit.errors import PrintkitError, RulesError
from printkit.load.game_loader import load_game as _load
from printkit.commands.registry import GAME, JSON, LANG, arg, chart, command, param, whole

PARTS = {
    "fire": ("charts", "parameters"),
    "support": ("charts", "parameters", "scenarios"),  # scenarios: the strongest asset bounds --strength
    "scatter": ("maps", "charts", "parameters"),
    "arrival": ("parameters",),
    "initiative": ("sides", "parameters", "scenarios"),
}
FLAGS = ("same_hex", "long_range", "defensive_fire", "overwatch", "moving", "into_smoke", "through_smoke")

# The calculators' own words, per language (the game's words come from its data).
WORDS = {
    "en": {
        "fire": "Fire: attack {a0} -> {a}, defence {d}, differential {n:+d}, column {col}",
        "roll": "  2D6 roll {r}: {res} ({status})",
        "unknown_cell": "unknown (not printed in the rulebook)", "unknown": "unknown",
        "dist": "  over 2D6 in column {col}:",
        "support": "Fire support strength {s0} -> {s}",
        "heavy": "halved against a heavy target", "adjacent": "halved in an adjacent hex",
        "lower_floor": "halved on the floor below",
        "no_scatter": "Scatter roll {r}: no scatter, the barrage lands on {t}",
        "scatters": "Barrage aimed at {t}, scatter roll {r}: scatters {dir} (direction {d}) {n} hex(es): lands on {h}",
        "off_map": "off the map",
        "landing": "Where a {kind} barrage aimed at {t} lands (exact, over the scatter, direction and distance rolls):",
        "arrival": "Reliability {n}: strikes this turn {p}, at the start of the next turn {q} (1D6 <= {n}{rule})",
        "init": "Initiative 1D4 + level: {a} {la} vs {b} {lb}",
        "tie": "  tie {p}: the rulebooks do not say how a tie is broken (unknown)",
        "tie_to": "  ties go to {side}",
        "tie_reroll": "  equal totals are rolled again (counted in the chances above)",
        "holds": "  {side} holds the initiative: {p}",
        "auto": "{side} has the initiative on the first turn automatically ({s}, special rule)",
        "rolled": "  rolls {ra} and {rb}: {a} {ta}, {b} {tb}",
        "rolled_holder": "  {side} holds the initiative",
        "rolled_again": "  equal totals: both roll again",
        "rolled_open": "  equal totals: the rulebooks do not say how a tie is broken",
        "arrival_roll": "  1D6 roll {r}: {when}",
        "now": "strikes this turn", "later": "strikes at the start of the next turn",
    },
    "ru": {
        "fire": "Огонь: атака {a0} -> {a}, защита {d}, разница {n:+d}, столбец {col}",
        "roll": "  бросок 2D6 {r}: {res} ({status})",
        "unknown_cell": "неизвестно (не напечатано в правилах)", "unknown": "неизвестно",
        "dist": "  по 2D6 в столбце {col}:",
        "support": "Сила огневой поддержки {s0} -> {s}",
        "heavy": "вдвое против тяжёлой цели", "adjacent": "вдвое в соседнем гексе",
        "lower_floor": "вдвое на этаже ниже",
        "no_scatter": "Бросок рассеивания {r}: рассеивания нет, обстрел ложится на {t}",
        "scatters": "Обстрел по {t}, бросок рассеивания {r}: смещение {dir} (направление {d}) на {n} гекс(а): ложится на {h}",
        "off_map": "за пределы карты",
        "landing": "Куда ложится обстрел ({kind}) по {t} (точно, по броскам рассеивания, направления и дальности):",
        "arrival": "Надёжность {n}: удар в этот ход {p}, в начале следующего хода {q} (1D6 <= {n}{rule})",
        "init": "Инициатива 1D4 + уровень: {a} {la} против {b} {lb}",
        "tie": "  ничья {p}: правила не говорят, как решается ничья (неизвестно)",
        "tie_to": "  при ничьей инициатива у стороны {side}",
        "tie_reroll": "  при равных суммах бросок повторяется (учтено в шансах выше)",
        "holds": "  инициатива у стороны {side}: {p}",
        "auto": "{side} автоматически имеет инициативу на первом ходу ({s}, особое правило)",
        "rolled": "  броски {ra} и {rb}: {a} {ta}, {b} {tb}",
        "rolled_holder": "  инициатива у стороны {side}",
        "rolled_again": "  равные суммы: оба бросают снова",
        "rolled_open": "  равные суммы: правила не говорят, как решается ничья",
        "arrival_roll": "  бросок 1D6 {r}: {when}",
        "now": "удар в этот ход", "later": "удар в начале следующего хода",
    },
}
COMPASS = {"ru": {"N": "С", "NE": "СВ", "SE": "ЮВ", "S": "Ю", "SW": "ЮЗ", "NW": "СЗ"}}
STATUS = {"ru": {"printed": "напечатано", "derived": "выведено", "reconstructed": "реконструировано",
                 "unknown": "неизвестно"}}


def load_game(args, parts: str):
    return _load(args.game, parts=PARTS[parts], lang=getattr(args, "lang", None))


def words(game) -> dict:
    lang = game.lang or "en"
    if lang not in WORDS:
        raise PrintkitError(f"the calculators have no words for language {lang!r} (add them to WORDS in {__name__})")
    return WORDS[lang]


def _pct(p: float) -> str:
    return f"{p:.2%}"


def _status(game, status: str) -> str:
    return STATUS.get(game.lang or "en", {}).get(status, status)


# fire -------------------------------------------------------------------------------------------------

_FIRE_FLAGS = (("same-hex", "target in the firer's hex (doubled)"),
               ("long-range", "beyond normal range, up to double (halved)"),
               ("defensive-fire", "defensive fire at a unit entering / leaving the hex (halved, then doubled)"),
               ("overwatch", "the firer is on overwatch"),
               ("moving", "fire during a single-unit activation after moving (halved)"),
               ("into-smoke", "firing into a smoke hex (halved)"),
               ("through-smoke", "a vehicle firing through a smoke hex (halved)"))


@command("fire", "fire combat: modified attack, differential column, result or distribution",
         GAME,
         arg("--attack", type=whole, required=True, help="the firing unit's attack factor (heavy or light)"),
         arg("--defence", type=whole, required=True, help="the target's modified defence"),
         *(arg(f"--{flag}", action="store_true", help=text) for flag, text in _FIRE_FLAGS),
         arg("--roll", type=whole, help="the 2D6 roll (default: the exact distribution)"),
         LANG, JSON,
         needs=(chart("differential_crt"), chart("fire_modifiers")), answers="a fire attack on the differential CRT",
         example=lambda ex: "--attack 6 --defence 4", short=("--attack", "--defence", "--roll"))
def fire(args) -> int:
    from printkit.rules import fire as rules

    game = load_game(args, "fire")
    w = words(game)
    flags = {f for f in FLAGS if getattr(args, f)}
    attack, steps = rules.modified_attack(game, args.attack, flags)
    from printkit.rules.bounds import TECHNICAL_MAX, within

    within("--defence", args.defence, 0, TECHNICAL_MAX, "no rule or counter bounds it: the unit ratings are not printed")
    diff = attack - args.defence
    dist = rules.distribution(game, diff)
    data = {"attack": attack, "defence": args.defence, "differential": diff, "column": dist["column"],
            "result": None, "status": dist["status"], "distribution": dist["distribution"]}
    text = [w["fire"].format(a0=args.attack, a=attack, d=args.defence, n=diff, col=dist["column"])]
    text += [f"    {s['modifier']}: {s['value']}" for s in steps]
    fill_in = None
    if args.roll is not None:
        r = rules.result(game, diff, args.roll)
        data["result"], data["status"] = r["result"], r["status"]
        text.append(w["roll"].format(r=args.roll, res=r["result"] if r["result"] is not None else w["unknown_cell"],
                                     status=_status(game, r["status"])))
        if r["result"] is None:
            fill_in = r["fill_in"]
    else:
        text.append(w["dist"].format(col=dist["column"]))
        text += [f"    {(w['unknown'] if k == 'unknown' else k):12} {_pct(p)}" for k, p in dist["distribution"].items()]
    _emit(args, data, text)
    if fill_in:
        raise RulesError(f"this CRT cell is not printed in the rulebook: fill in {fill_in}", fill_in=fill_in)
    return 0


# support, arrival ------------------------------------------------------------------------------------------

@command("support", "fire support strength against one target (halvings cumulative)",
         GAME,
         arg("--strength", type=whole, required=True),
         arg("--target", required=True, choices=["heavy", "light"], help="the target class"),
         arg("--adjacent", action="store_true", help="the target is in a hex adjacent to the impact hex"),
         arg("--floor", help="upper or lower: the floor of a multi-storey impact hex"),
         LANG, JSON,
         needs=(param("support_halvings"),), answers="fire support strength on a target",
         example=lambda ex: "--strength 4 --target light", short=("--strength", "--target"))
def support(args) -> int:
    from printkit.rules.support import strength

    game = load_game(args, "support")
    w = words(game)
    if args.target not in ("heavy", "light"):
        raise RulesError(f"--target must be heavy or light, got {args.target!r}")
    if args.floor not in (None, "upper", "lower"):
        raise RulesError(f"--floor must be upper or lower, got {args.floor!r}")
    value, reasons = strength(game, args.strength, args.target == "heavy", args.adjacent, args.floor)
    text = [w["support"].format(s0=args.strength, s=value)] + [f"  {w[r]}" for r in reasons]
    return _emit(args, {"strength": value}, text)


@command("arrival", "chance a barrage strikes this turn or next (reliability)",
         GAME,
         arg("--reliability", type=whole, required=True),
         arg("--roll", type=whole, help="the 1D6 arrival roll (default: the chances)"),
         LANG, JSON,
         needs=(param("support_arrival"),), answers="whether fire support arrives",
         example=lambda ex: "--reliability 3", short=("--reliability",))
def arrival(args) -> int:
    from printkit.rules.support import arrival as run

    game = load_game(args, "arrival")
    from printkit.rules.support import arrives_now

    w = words(game)
    r = run(game, args.reliability)
    from printkit.rules.citations import number

    cite = number(game, "support_arrival")  # the rule the game cites for it, if any
    text = [w["arrival"].format(n=args.reliability, p=_pct(r["immediate"]), q=_pct(r["next_turn"]),
                                rule=f", {cite}" if cite else "")]
    if getattr(args, "roll", None) is not None:
        r = dict(r, roll=args.roll, strikes_now=arrives_now(game, args.reliability, args.roll))
        text.append(w["arrival_roll"].format(r=args.roll, when=w["now"] if r["strikes_now"] else w["later"]))
    return _emit(args, r, text)


# scatter ----------------------------------------------------------------------------------------------

@command("scatter", "where a fire support barrage lands: one resolution, or the exact odds",
         GAME,
         arg("--target", required=True, metavar="HEX"),
         arg("--kind", required=True, help="the asset kind: rocket, artillery or air"),
         arg("--scatter-roll", type=whole, metavar="R", help="the 1D6 scatter roll"),
         arg("--direction", type=whole, metavar="D", help="the 1D6 direction roll (1 north, then clockwise)"),
         arg("--distance-roll", type=whole, metavar="R2", help="the 1D6 distance roll"),
         LANG, JSON,
         needs=(chart("scatter_chance"), param("scatter_directions")), answers="where a barrage scatters",
         example=lambda ex: f"--target {ex.pair[0]} --kind {ex.game.charts['scatter_chance'].items[0].key}",
         short=("--target", "--kind", "--scatter-roll", "--direction", "--distance-roll"))
def scatter(args) -> int:
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.rules import levels
    from printkit.rules import support as rules

    game = load_game(args, "scatter")
    w = words(game)
    board = _hexmap(game)
    target = levels.split(levels.check(board, args.target, "--target"))[0]
    if args.scatter_roll is None:
        if args.direction is not None or args.distance_roll is not None:
            from printkit.rules.citations import number

            cite = number(game, "scatter")
            raise RulesError("--direction and --distance-roll need --scatter-roll (the scatter roll comes first"
                             + (f", {cite})" if cite else ")"))
        r = rules.landing_distribution(game, board, target, args.kind)
        text = [w["landing"].format(kind=args.kind, t=target)]
        text += [f"  {h:5} {_pct(p)}" for h, p in sorted(r["landing"].items(), key=lambda kv: -kv[1])]
        if r["off_map"]:
            text.append(f"  {w['off_map']} {_pct(r['off_map'])}")
        return _emit(args, r, text)
    r = rules.scatter(game, board, target, args.kind, args.scatter_roll, args.direction, args.distance_roll)
    if not r["scatters"]:
        text = [w["no_scatter"].format(r=args.scatter_roll, t=target)]
    else:
        face = game.parameters["scatter_directions"].value[r["direction"] - 1]
        text = [w["scatters"].format(t=target, r=args.scatter_roll, dir=COMPASS.get(game.lang, {}).get(face, face),
                                     d=r["direction"], n=r["distance"], h=r["landing"] or w["off_map"])]
    return _emit(args, r, text)


# initiative ---------------------------------------------------------------------------------------------

def initiative_sides(game) -> list[str]:
    """The two sides that roll for the initiative, in the game's order: those a scenario gives an Initiative
    level (else every side); RulesError unless there are two."""
    forces = [f for sc in game.scenarios.values() for f in sc.forces or () if f.initiative is not None]
    sides = [s for s in game.sides if any(f.side == s for f in forces)] or list(game.sides)
    if len(sides) != 2:
        raise RulesError(f"the initiative calculator compares two sides; {game.title} gives "
                         f"{len(sides)} an Initiative level ({', '.join(sides)})")
    return sides


@command("initiative", "chance each side holds the initiative (1D4 + Initiative level)",
         GAME,
         arg("--level", action="append", metavar="SIDE=N",
             help="a side's Initiative level (repeatable; default: the scenario's)"),
         arg("--scenario", fill="scenario", help="take the starting levels, and the turn-1 rule, from this scenario"),
         arg("--turn", type=whole, help="the turn (with --scenario: a side may hold turn 1 automatically)"),
         arg("--rolls", type=whole, nargs=2, metavar=("R1", "R2"),
             help="the two 1D4 rolls, the sides in the game's order: who holds the initiative"),
         LANG, JSON,
         needs=(param("initiative"),), answers="which side holds the initiative",
         example=lambda ex: f"--scenario {next(iter(ex.game.scenarios))}", short=("--level*",))
def initiative(args) -> int:
    from printkit.rules.initiative import chances, check_levels

    from printkit.commands.side_options import label, values

    game = load_game(args, "initiative")
    w = words(game)
    sides = initiative_sides(game)
    given = values(args, "--level", args.level, sides, game.title, whole=True)
    levels = {s: given.get(s) for s in sides}
    sc = None
    if args.scenario:
        sc = game.scenarios.get(args.scenario)
        if sc is None:
            raise RulesError(f"no scenario {args.scenario!r}; scenarios: {', '.join(game.scenarios)}")
        start = {f.side: f.initiative for f in sc.forces}
        levels = {k: v if v is not None else start.get(k) for k, v in levels.items()}
    missing = [k for k, v in levels.items() if v is None]
    if missing:
        raise RulesError("give " + " and ".join(label(args, "--level", k) if label(args, "--level", k) != "--level"
                                                 else f"--level {k}=N" for k in missing)
                         + " (or --scenario for its starting levels)")
    if args.turn is not None and not (sc and sc.turns and 1 <= args.turn <= sc.turns):
        raise RulesError(f"--turn needs --scenario and a turn from 1 to its last" if not sc else
                         f"--turn must be from 1 to {sc.turns} in {sc.id}, got {args.turn}")
    check_levels(game, levels)  # whatever else the options say (a side holding turn 1 automatically, 10.3)
    if sc and args.turn == 1 and sc.first_player in levels:  # e.g. 10.3 "automatically has the initiative"
        names = {k: game.sides[k].name for k in levels}
        data = {k: 1.0 if k == sc.first_player else 0.0 for k in levels} | {"tie": 0.0, "ties": "none"}
        return _emit(args, data, [w["auto"].format(side=names[sc.first_player], s=sc.title)])
    r = chances(game, levels)
    c = r["chances"]
    names = {k: game.sides[k].name if k in game.sides else k for k in levels}
    a, b = levels
    data = {a: c[a], b: c[b], "tie": c["tie"], "ties": r["ties"] or "unknown"}
    text = [w["init"].format(a=names[a], la=levels[a], b=names[b], lb=levels[b])]
    text += [w["holds"].format(side=names[k], p=_pct(c[k])) for k in levels]
    if r["ties"] == "reroll":
        text.append(w["tie_reroll"])
    else:
        text.append(w["tie_to"].format(side=names[r["ties"]]) if r["ties"] else w["tie"].format(p=_pct(c["tie"])))
    if getattr(args, "rolls", None):
        from printkit.rules.initiative import holder

        h = holder(game, levels, tuple(args.rolls))
        data.update(h)
        t = h["totals"]
        text.append(w["rolled"].format(ra=args.rolls[0], rb=args.rolls[1], a=names[a], ta=t[a], b=names[b], tb=t[b]))
        text.append(w["rolled_holder"].format(side=names[h["holder"]]) if h["holder"] else
                    w["rolled_again"] if h["again"] else w["rolled_open"])
    return _emit(args, data, text)
