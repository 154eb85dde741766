"""Table-side calculators: hits, raid, recovery, victory. Light imports only (no rendering libraries)."""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.load.game_loader import load_game as _load
from printkit.rules.citations import bare, number as cited_number, paren
from printkit.commands.registry import GAME, JSON, Need, arg, command, param, tables, whole

CALC_PARTS = ("parameters", "charts", "counters", "sides", "unit_types")  # counters: the options' ranges


def load_game(ref: str):
    """The parts of a game the dice-pool calculators read."""
    return _load(ref, parts=CALC_PARTS)


def counter(game, ref: str, what: str = "unit"):
    """A counter by id or unique label; RulesError naming the choices."""
    pieces = game.counters.pieces if game.counters else ()
    found = [c for c in pieces if c.id == ref] or [c for c in pieces if c.label == ref]
    if not found:
        raise RulesError(f"no {what} {ref!r} in {game.title} (give a counter id such as "
                         f"{', '.join(c.id for c in pieces[:3])}, or a unique label)")
    if len(found) > 1:
        raise RulesError(f"{ref!r} names several counters ({', '.join(c.id for c in found)}): give the counter id")
    return found[0]


def _dist(dist) -> dict:
    return {str(k): p for k, p in enumerate(dist.floats())}


def _f(pair) -> float:
    return pair[0] / pair[1]


def _bars(dist, label: str) -> list[str]:
    lines = [f"  {label:>5}  {'exactly':>8}  {'at least':>8}"]
    for k in range(len(dist)):
        lines.append(f"  {k:>5}  {dist.p(k):8.2%}  {_f(dist.at_least(k)):8.2%}")
    return lines


def dumps(data) -> str:
    """json.dumps(data, ensure_ascii=False), by the json package's own C encoder without importing the package
    (its import, regular expressions compiled for decoding among it, costs a calculator about 2 ms)."""
    try:
        from _json import encode_basestring, make_encoder
    except ImportError:  # pragma: no cover - Pythons without the C accelerator
        import json

        return json.dumps(data, ensure_ascii=False)

    def default(o):
        raise TypeError(f"Object of type {o.__class__.__name__} is not JSON serializable")

    if isinstance(data, str):
        return encode_basestring(data)
    return "".join(make_encoder({}, default, encode_basestring, None, ": ", ", ", False, False, True)(data, 0))


def _emit(args, data: dict, text: list[str]) -> int:
    if args.json:
        print(dumps(data))
    else:
        from printkit.wording import player_text

        print(player_text("\n".join(text)))
    return 0


def answer(args, question: dict, resolve, *params):
    """resolve(*params); if it fails because a value is unknown and --json was asked, print the unknown as
    data ({..question, "result": null, "status": "unknown", "fill_in": path}) before the error exits 1."""
    from printkit.errors import RulesError

    try:
        return resolve(*params)
    except RulesError as exc:
        if args.json and exc.fill_in:
            import json

            print(json.dumps({**question, "result": None, "status": "unknown", "fill_in": exc.fill_in}))
        raise


def _bounded(game, option: str, value: int, domain: str, cv: bool) -> None:
    """An option counts units or CV: at most what one side's counters of `domain` hold together."""
    from printkit.rules.bounds import most_per_side, within

    if game.counters is None or value < 0:
        return  # (negative counts are refused by the rule itself)
    most, side = most_per_side(game, domain, cv)
    kind = f"{domain} units" if domain else "units"
    why = (f"all {side} {kind} together have {most} CV" if cv
           else f"the {side} side has {most} {kind}")
    within(option, value, 0, most, why)


@command("hits", "exact distribution of hits for a combat roll",
         GAME,
         arg("--dice", type=whole, required=True, help="total CV of the units rolling"),
         arg("--terrain", action="append", help="terrain of the area (repeatable: woods, mountain)"),
         arg("--air", type=whole, default=0, help="undisrupted air units assisting"),
         arg("--ground-units", type=whole, help="ground units rolling: caps the air units assisting"),
         JSON,
         needs=(param("hit_faces"), param("terrain_dice")), answers="the distribution of hits of a dice pool",
         example=lambda ex: "--dice 3", short=("--dice", "--terrain*"))
def hits(args) -> int:
    from printkit.rules.dicepool import hits as run

    game = load_game(args.game)
    _bounded(game, "--dice", args.dice, "ground", cv=True)
    _bounded(game, "--air", args.air, "air", cv=False)
    if getattr(args, "ground_units", None) is not None:
        _air_cap(game, args.ground_units, args.air)
    r = run(game, args.dice, args.terrain or [], args.air)
    data = {"dice": r["dice"], "distribution": _dist(r["distribution"]), "expected": _f(r["expected"])}
    parts = [f"{args.dice} CV"] + ([f"+{r['terrain_dice']} terrain"] if r["terrain_dice"] else []) + \
            ([f"+{r['air_dice']} air"] if r["air_dice"] else [])
    faces = [str(f) for f in sorted(game.param("hit_faces"))]  # the game's own hit faces, not another's
    words = faces[0] if len(faces) == 1 else ", ".join(faces[:-1]) + " or " + faces[-1]
    text = [f"{game.title}: {r['dice']}d{game.param('die_sides')} ({' '.join(parts)}), a {words} hits" + (bare(game, "hit_dice") or bare(game, "hit_faces")),
            *_bars(r["distribution"], "hits"), f"  expected hits: {_f(r['expected']):.3f}"]
    return _emit(args, data, text)


def _air_cap(game, ground_units: int, air: int) -> None:
    """Air units assist "up to the number of friendly ground units involved"; the Combat card's rank
    (at most 10) bounds the ground and air units attacking together."""
    from printkit.rules.bounds import within
    from printkit.rules.params import cite, param

    _bounded(game, "--ground-units", ground_units, "ground", cv=False)
    within("--air", air, 0, ground_units, "each air unit assists the ground units involved, up to their number, "
                                          + cite(game, "air_assists_only"))
    most = param(game, "combat_card_units", "the hits calculator's --ground-units")
    within("--ground-units plus --air", ground_units + air, 1, most, f"a Combat card's rank (1-{most}) bounds the "
                                                                     f"ground and air units attacking together, "
                                                                     + cite(game, "combat_card_units"))


@command("raid", "airfield raid odds",
         GAME, arg("--air-cv", type=whole, required=True, help="total CV of the raiding air units"), JSON,
         needs=(param("raid_success_hits"), param("airfield_defense_dice")), answers="an air raid's chance of success",
         example=lambda ex: "--air-cv 2", short=("--air-cv",))
def raid(args) -> int:
    from printkit.rules.dicepool import raid as run

    game = load_game(args.game)
    _bounded(game, "--air-cv", args.air_cv, "air", cv=True)
    if args.air_cv < 1:
        from printkit.errors import RulesError

        raise RulesError("a raid needs at least one raiding air unit: --air-cv is their total CV, 1 or more"
                         + paren(game, "airfield_raid"))
    r = run(game, args.air_cv)
    data = {"air_cv": r["air_cv"], "success_hits": r["success_hits"], "p_success": _f(r["p_success"]),
            "attack_distribution": _dist(r["attack_distribution"]),
            "defense_dice": r["defense_dice"], "defense_distribution": _dist(r["defense_distribution"]),
            "defense_expected": _f(r["defense_expected"])}
    text = [f"{game.title}: airfield raid with {args.air_cv} CV of air units" + bare(game, "airfield_raid"),
            f"  chance of {r['success_hits']}+ hits (every air unit in the box damaged): {_f(r['p_success']):.2%}",
            f"  the box defends with {r['defense_dice']}d6; each hit damages one raider:",
            *_bars(r["defense_distribution"], "hits"),
            f"  expected raiders damaged: {_f(r['defense_expected']):.3f}"]
    return _emit(args, data, text)


@command("recovery", "Final Phase recovery odds",
         GAME, arg("--units", type=whole, default=1, help="units rolling to recover (default 1)"), JSON,
         needs=(param("recovery_faces"),), answers="recovery rolls", example=lambda ex: "--units 2",
         short=("--units",))
def recovery(args) -> int:
    from printkit.rules.dicepool import recovery as run

    game = load_game(args.game)
    _bounded(game, "--units", args.units, None, cv=False)  # 7.0: disrupted ground units and damaged ground or air units
    r = run(game, args.units)
    data = {"units": r["units"], "p_each": _f(r["p_each"]), "distribution": _dist(r["distribution"]),
            "expected": _f(r["expected"])}
    text = [f"{game.title}: Final Phase recovery, {args.units} unit(s), each recovers on 5-6 ({_f(r['p_each']):.2%})"
            + bare(game, "recovery"),
            *_bars(r["distribution"], "units"), f"  expected recoveries: {_f(r['expected']):.3f}"]
    return _emit(args, data, text)


def victory(args) -> int:
    from printkit.commands.side_options import label, number, values
    from printkit.rules.dicepool import victory as run

    game = load_game(args.game)
    if len(args.vp or ()) != 1:
        from printkit.errors import UsageError

        raise UsageError(f"victory in this game needs {label(args, '--vp')} N: the one VP total its chart reads")
    entry = args.vp[0]
    side = None
    if "=" in entry:  # --vp SIDE=N: the side whose total it is
        (side, vp), = values(args, "--vp", [entry], list(game.sides), game.title, whole=True).items()
    else:
        vp = number(args, "--vp", None, entry)
    r = run(game, vp, args.cards_removed, option=label(args, "--vp", side))
    data = {"result": r["result"], "vp": r["vp"], "penalty": r["penalty"], "net_vp": r["net_vp"]}
    who = (game.sides[side].adjective or game.sides[side].name) + " " if side else ""
    text = [f"{game.title}: {who}VP {r['vp']}"
            + (f" - {r['penalty']} ({''.join(f'{c}, ' for c in [cited_number(game, 'card_penalty')] if c)}"
               f"{args.cards_removed} card(s) removed) = {r['net_vp']}" if r["penalty"] else "")
            + f": {r['result']}" + bare(game, "victory_levels")]
    return _emit(args, data, text)


TABLE = Need("a table or range chart (charts.ID with kind: table or ranges)", lambda g: bool(tables(g)))


def _lookup_example(ex) -> str:
    from printkit.model.charts import RangeTable

    cid = tables(ex.game)[0]
    c = ex.game.charts[cid]
    if isinstance(c, RangeTable):
        return f"{cid} {c.entries[0].low}"
    return f"{cid} {ex.word(c.rows.values[0])} {ex.word(c.columns.values[0])}"


@command("lookup", "look a value up in any chart (range table or 2-D table)",
         GAME,
         arg("chart", metavar="CHART", help="chart id, e.g. victory or random_events"),
         arg("key", metavar="KEY", help="roll or score (range table), or row (table)"),
         arg("column", metavar="COLUMN", nargs="?", help="column (2-D table only)"),
         JSON,
         needs=(TABLE,), answers="any chart's cell: a range table by roll, a table by row and column",
         example=_lookup_example)
def lookup(args) -> int:
    """Any chart: a range table by key, a 2-D table by row and column."""
    from printkit.errors import RulesError, UsageError
    from printkit.rules import ranges

    return answer(args, {"chart": args.chart}, _lookup, args, ranges, UsageError, RulesError)


def _lookup(args, ranges, UsageError, RulesError) -> int:
    game = load_game(args.game)
    chart = game.charts.get(args.chart)
    if chart is None:
        raise RulesError(f"{game.id} has no chart {args.chart!r}; charts: {', '.join(game.charts)}")
    if chart.kind == "ranges":
        try:
            key = int(args.key)
        except ValueError:
            raise UsageError(f"{chart.key} must be a whole number, got {args.key!r}") from None
        entry = ranges.lookup(game, args.chart, key)
        value, status, source = entry.result, entry.status or chart.status, entry.source or chart.source
    elif chart.kind == "table":
        if args.column is None:
            raise UsageError(f"{chart.title} is a table: give the row ({chart.rows.title}) and the column ({chart.columns.title})")
        found, status = ranges.cell(game, args.chart, args.key, args.column)
        value, source = found.value, found.source or chart.source
    else:
        raise RulesError(f"{chart.title} is a {chart.kind} chart, not a lookup table")
    data = {"chart": args.chart, "result": value, "status": status, "source": source}
    return _emit(args, data, [f"{chart.title} {args.key}{' / ' + args.column if args.column else ''}: {value} "
                              f"({status}" + (f"; {_rule(source)}" if _rule(source) else "") + ")"])


def _rule(source) -> str:
    from printkit.wording import rule

    return rule(source)
