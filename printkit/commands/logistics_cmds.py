"""Supply-state and logistics calculators of hex-and-CRT games: isolation, supply-state, attrition,
production, replacements, mobilize, upgrade.

Refusals cite the rule from the data and exit 1; unknown values name the YAML path to fill in and exit 1;
--json prints the answer as data in both cases.
"""

from __future__ import annotations

from printkit.commands.air_cmds import _refuse, counter, domain, faction, hexes_of, load, name, surroundings
from printkit.commands.calc_cmds import _emit
from printkit.errors import RulesError
from printkit.rules.citations import cited
from printkit.commands.air_cmds import around
from printkit.commands.registry import CONTROL_HELP, GAME, HEX, JSON, MARKED_HELP, arg, command, param, whole


def _unknown(args, data: dict, text: list[str], what: str, path: str) -> int:
    """Print what is known, then exit 1 naming the YAML path of the unknown value (`what` is its name)."""
    text.append(f"  not printed in the rulebook: fill in {path}")
    _emit(args, data, text)
    raise RulesError(f"{what}: unknown (not printed in the rulebook); fill in {path}", fill_in=path)


def _points(n: int) -> str:
    return f"{n} production point" + ("" if n == 1 else "s")


def _with_cost(args, r: dict, text: list[str], what: str) -> int:
    """The answer with its production cost; exit 1 naming the YAML path when the cost is unknown."""
    text.append("  cost: " + (_points(r["cost"]) if r["cost"] is not None else "unknown"))
    if r["cost"] is None:
        return _unknown(args, r, text, what, r["fill_in"])
    return _emit(args, r, text)


def _factions(game) -> list[str]:
    return sorted({s.faction for s in game.sides.values() if s.faction})


def _cities(game, board, control: set[str], side: str) -> tuple[set[str], set[str]]:
    """(the cities `side` controls, the others) from the hexes under control markers."""
    from printkit.rules import control_markers
    from printkit.rules import hexes as hx

    cities = {h for h in (board.hexes or {}) if hx.is_city(board, h)}
    mine = control_markers.held(cities, control, side, control_markers.board_side(game, board))
    return mine, cities - mine


# isolation ------------------------------------------------------------------------------------------------

def _faction_example(ex) -> str:
    return next(iter(ex.game.param("supply_sources")))


@command("isolation", "is a defending unit Isolated",
         GAME,
         arg("--hex", required=True, help="the defending unit's hex"),
         arg("--side", required=True, help="the defender's faction"),
         arg("--attacker", action="append", required=True, metavar="HEX", help="an attacking unit's hex"),
         *around(),
         JSON,
         needs=(HEX, param("isolation")), answers="whether a unit is isolated",
         example=lambda ex: "--hex {} --side {} --attacker {}".format(ex.pair[0], _faction_example(ex), ex.pair[1]),
         form="isolation PIECE --attacker HEX|PIECE")
def isolation(args) -> int:
    from printkit.commands.hexgame_cmds import _hex, _hexmap
    from printkit.rules import hexes as hx
    from printkit.rules.citations import rules_of
    from printkit.rules.hex_retreat import isolated, options

    game = load(args.game, ("sides", "maps", "parameters", "scenarios"))
    board = _hexmap(game)
    if args.side not in _factions(game):
        raise RulesError(f"--side must be one of {', '.join(_factions(game))}, got {args.side!r}")
    d = _hex(board, args.hex, "--hex")
    around = surroundings(game, board, args)
    attackers = sorted(hexes_of(board, args.attacker, "--attacker hex"))
    far = [a for a in attackers if a not in hx.spec(board).neighbors(d)]
    from printkit.rules.params import param

    if far and game.parameters.get("attack_adjacent") is not None and param(game, "attack_adjacent", "isolation"):
        raise RulesError(cited(f"an attacker in {far[0]} is not adjacent to the defender in {d}: a ground unit attacks "
                               "an adjacent hex", game, "attack_adjacent"))
    enemy = around.enemy_ground | set(attackers)
    if d in enemy or d in around.friendly_ground:
        raise RulesError(f"{d} is the defender's hex: it holds neither another friendly nor an enemy unit")
    mine, theirs = _cities(game, board, around.marked, args.side)
    opts = options(board, d, attackers, enemy, mine, theirs, rules_of(game, "retreat", "retreat_prohibitions"),
                   around.friendly_ground)
    eligible = [h for h, why in opts.items() if why is None]
    r = {"hex": d, "eligible": eligible, **isolated(board, d, eligible, around.friendly_ground, mine)}
    why = ("it can retreat to " + ", ".join(eligible) if eligible else "it is in a map edge hex" if r["map_edge"]
           else "it is next to friendly " + ", ".join(r["support"]) if r["support"] else "")
    text = [f"The {args.side.capitalize()} unit in {d}: " + (cited("Isolated", game, "isolation") if r["isolated"]
                                                          else cited("not Isolated", game, "isolation") + f": {why}")]
    if r["isolated"]:
        text.append("  no eligible retreat hex, no adjacent friendly city or ground unit, not a map edge hex")
    return _emit(args, r, text)


# supply-state ---------------------------------------------------------------------------------------------

@command("supply-state", "the Supply State after a supply check, its effects, and over turns",
         GAME,
         arg("--state", choices=["full", "low", "no"], default="full", help="the state now (default full)"),
         arg("--traced", choices=["yes", "no"], help="a supply line was traced (default: trace with --hex)"),
         arg("--hex", help="trace from this hex (with --side and the units around)"),
         arg("--side", help="the unit's faction, to trace"),
         arg("--unit", help="the unit (its group sets the MP)"),
         arg("--reduced", action="store_true", help="the unit is on its reduced side"),
         arg("--reduced-this-turn", action="store_true", help="its Supply State was already reduced this turn"),
         arg("--turns", type=whole, default=0, help="also: turn by turn if it traces no supply line"),
         *around(),
         JSON,
         needs=(param("supply_states"),), answers="a unit's supply state",
         example=lambda ex: f"--traced no --state full --unit {ex.units[0][1][0].id}", form="supply-state PIECE")
def supply_state(args) -> int:
    from printkit.rules import supply_state as ss
    from printkit.rules.bounds import within

    game = load(args.game)
    group, dom, unit, reduced = "leg", "ground", None, args.reduced
    if args.unit:
        c = counter(game, args.unit)
        dom = domain(game, c)
        if dom not in ("ground", "air"):
            raise RulesError(f"{name(game, c)} is a marker: only units have a Supply State")
        t = game.unit_types[c.type]
        group = "air" if dom == "air" else (t.group or "leg")
        unit = name(game, c)
    trace = None
    if args.traced is None:
        if not args.hex:
            raise RulesError("give --traced yes|no, or --hex (and --side) to trace a supply line from the position")
        trace = _trace(game, args)
        traced = trace["supplied"]
    else:
        traced = args.traced == "yes"
    s = ss.step(game, args.state, traced, args.reduced_this_turn)
    e = ss.effects(game, s["to"], group)
    who = unit or (f"the unit in {args.hex}" if args.hex else "the unit")
    data = {"unit": args.unit, **s, "effects": e, "trace": trace}
    text = [f"{who}: {args.state} supply -> {s['to']} supply ({s['why']})"]
    if trace is not None:
        text.append("  supply line: " + (f"{' '.join(trace['path'])} to {trace['source']}" if trace["supplied"]
                                         else f"none ({trace['reason']})"))
    text.append(f"  then: {e['movement_points']} MP" + (f", combat DRM {e['drm']:+d}" if e["drm"] else "")
                + (", modified combat roll halved" if e["halved"] else "")
                + ("" if e["replacements"] else ", no replacements")
                + (", attrition in the No Supply Phase" if e["attrition"] else "") + f" ({e['rule']})")
    if args.turns:
        within("--turns", args.turns, 0, 12, "a scenario lasts at most 9 turns")
        data["projection"] = ss.projection(game, args.state, dom, reduced, args.turns)
        text.append("  if it traces no supply line:")
        for p in data["projection"]:
            text.append(f"    turn {p['turn']}: {p['state']} supply, No Supply Phase: "
                        + {"none": "nothing", "reduced": "reduced", "eliminated": "eliminated"}[p["attrition"]])
    return _emit(args, data, text)


def _trace(game, args) -> dict:
    from printkit.commands.hexgame_cmds import _hex, _hexmap
    from printkit.rules.supply import trace

    board = _hexmap(game)
    if args.side not in _factions(game):
        raise RulesError(f"--side must be one of {', '.join(_factions(game))} to trace, got {args.side!r}")
    start = _hex(board, args.hex, "--hex")
    around = surroundings(game, board, args)
    return trace(game, board, args.side, start, around.enemy_ground, around.friendly_ground, around.marked,
                 around.no_ezoc)


# attrition ------------------------------------------------------------------------------------------------

@command("attrition", "No Supply Phase: what unsupplied attrition does to a unit",
         GAME,
         arg("--unit", required=True),
         arg("--state", choices=["full", "low", "no"], default="no", help="its Supply State (default no)"),
         arg("--reduced", action="store_true"),
         JSON,
         needs=(param("unsupplied_attrition"),), answers="attrition of an unsupplied unit",
         example=lambda ex: f"--unit {ex.counters('ground')[0].id}", form="attrition PIECE")
def attrition(args) -> int:
    from printkit.rules import supply_state as ss

    game = load(args.game, ("sides", "unit_types", "counters", "parameters"))
    c = counter(game, args.unit)
    dom = domain(game, c)
    if dom not in ("ground", "air"):
        raise RulesError(f"{name(game, c)} is a marker: only units suffer attrition")
    if dom == "air" and args.reduced:
        raise RulesError(cited(f"{name(game, c)} is an air unit: air units have no reduced side", game,
                               "unsupplied_attrition"))
    a = ss.attrition(game, args.state, dom, args.reduced)
    v = ss.voluntary(game, args.state, dom)
    data = {"unit": c.id, "state": args.state, **a, "voluntary": v["allowed"], "probability": 1.0}
    text = [f"{name(game, c)}, {args.state} supply, No Supply Phase: " + {
        "none": "no attrition", "reduced": "reduced (certain)", "eliminated": "eliminated (certain)"}[a["result"]]
        + f" - {a['why']}", f"  voluntary elimination: {v['why']}"]
    return _emit(args, data, text)


# production -----------------------------------------------------------------------------------------------

def _factories(game, args, country: str) -> int | None:
    """How many Factory hexes the country's faction controls: --factories, or counted from the control
    markers (--marked, else the scenario's, then --control); None when none is given."""
    from printkit.rules.bounds import within

    if args.factories is not None:
        return within("--factories", args.factories, 0, 1000, "the Factory hexes of the map")
    if args.marked is None and not args.scenario and not args.control:
        return None
    from printkit.commands.hexgame_cmds import marked_hexes
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.rules import control_markers
    from printkit.rules.scenario_victory import cities

    board = _hexmap(game)
    marked = marked_hexes(game, board, args)
    side = game.sides.get(country)
    if side is None or side.faction not in control_markers.sides(game):
        return None
    return len(control_markers.held(cities(board)[1], marked, side.faction, control_markers.side(game)))


@command("production", "production points a country receives, and the production costs",
         GAME,
         arg("--country", required=True, help="a side of the game (a nationality)"),
         arg("--scenario"),
         arg("--first-turn", action="store_true", help="the scenario's first turn"),
         arg("--agreed", action="store_true", help="the players agreed the scenario's production change"),
         arg("--factories", type=whole, help="the Factory hexes the country's faction controls"),
         arg("--marked", nargs="*", metavar="HEX", help=MARKED_HELP + "; counts the Factories"),
         arg("--control", action="append", metavar="[SIDE:]HEX", help=CONTROL_HELP),
         arg("--spend", action="append", metavar="ITEM[:N]",
             help="a Production Costs item spent on, N times (activate_leg:3, activate_mobile, upgrade ...)"),
         JSON,
         needs=(param("production"),), answers="a country's production points",
         example=lambda ex: f"--country {ex.game.param('production')['by_factories'][0]} --factories 2",
         form="production COUNTRY")
def production(args) -> int:
    from printkit.rules.logistics import points

    game = load(args.game, ("sides", "maps", "charts", "parameters", "scenarios"))
    country = args.country.lower()
    r = points(game, country, args.scenario, args.first_turn, args.agreed, _factories(game, args, country))
    sides = game.sides
    text = [f"{sides[country].name}: " + (_points(r["points"]) if r["points"] is not None
                                          else "production points unknown") + f" ({r['why']})"]
    from printkit.rules.params import param

    text.append("  unused points are lost at the end of the turn" if not param(game, "spending", "production").get("saved")
                else "  unused points are kept")
    if args.spend:
        return _spend(args, game, r, text)
    if r["points"] is None:
        return _unknown(args, r, text, f"the production points of {sides[country].name}", r["fill_in"])
    return _emit(args, r, text)


def _spend(args, game, r: dict, text: list[str]) -> int:
    from printkit.rules.bounds import within
    from printkit.rules.logistics import spend

    items = []
    for word in args.spend:
        key, _, times = word.partition(":")
        if times and not times.isdigit():
            raise RulesError(f"--spend {word!r}: the count after ':' must be a whole number")
        items.append((key, within("--spend count", int(times or 1), 1, 99, "no country has more points")))
    s = spend(game, r["points"], items)
    r["spending"] = s
    for i in s["items"]:
        text.append(f"  {i['label']} x{i['times']}: " + ("unknown" if i["points"] is None else _points(i["points"])))
    if s["total"] is not None:
        text.append(f"  spent {_points(s['total'])}" + ("" if s["left"] is None else f", {_points(s['left'])} left"))
    if s["refusal"]:
        return _refuse(args, r, text, s["refusal"])
    if s["fill_in"] or r["points"] is None:
        path = (s["fill_in"] or [r["fill_in"]])[0]
        return _unknown(args, r, text, "part of the spending", path)
    return _emit(args, r, text)


# replacements, mobilize, upgrade --------------------------------------------------------------------------

@command("replacements", "may a unit receive replacements, and what they do",
         GAME,
         arg("--unit", required=True),
         arg("--reduced", action="store_true"),
         arg("--sorties", type=whole, default=0, help="an air unit's Sorties"),
         arg("--supply", choices=["full", "low", "no"], default="full"),
         arg("--improved-this-turn", action="store_true"),
         arg("--mobilized-this-turn", action="store_true"),
         JSON,
         needs=(param("replacements"),), answers="the cost of a unit's replacements",
         example=lambda ex: f"--unit {ex.counters('ground')[0].id} --reduced", form="replacements PIECE")
def replacements(args) -> int:
    from printkit.rules.logistics import replacement

    game = load(args.game, ("sides", "unit_types", "counters", "charts", "parameters"))
    c = counter(game, args.unit)
    dom = domain(game, c)
    if dom == "air" and args.reduced:
        raise RulesError(f"{name(game, c)} is an air unit: air units have no reduced side")
    r = replacement(game, c, dom, args.reduced, args.sorties, args.supply, args.improved_this_turn,
                    args.mobilized_this_turn)
    who = name(game, c)
    effect = (f"Sorties {r['sorties']} -> {r['sorties_after']}" if dom == "air" else "flipped to its full side")
    text = [f"{who}: " + (f"may receive replacements: {effect}" if r["allowed"] else "may not receive replacements")]
    text += [f"  not allowed: {w}" for w in r["refusals"]]
    if not r["allowed"]:
        return _refuse(args, r, text, f"{who} may not receive replacements: {r['refusals'][0]}")
    return _with_cost(args, r, text, f"the cost of '{r['cost_label']}'")


@command("mobilize", "how a unit is mobilized and where",
         GAME,
         arg("--unit", required=True),
         arg("--hex", help="check this Mobilization Location"),
         arg("--eliminated-this-turn", action="store_true", help="it reached the Eliminated box this turn"),
         *around("a hex with a friendly unit"),
         JSON,
         needs=(param("mobilization"),), answers="whether and where a unit mobilizes",
         example=lambda ex: f"--unit {ex.units[-1][1][0].id}", form="mobilize PIECE [HEX]")
def mobilize(args) -> int:
    from printkit.commands.hexgame_cmds import _hex, _hexmap
    from printkit.rules.logistics import mobilization
    from printkit.rules.mobilization import locations

    game = load(args.game)
    c = counter(game, args.unit)
    dom = domain(game, c)
    who = name(game, c)
    if args.eliminated_this_turn:
        raise RulesError(cited(f"{who} reached the Eliminated box this turn: it moves to the Mobilization box only "
                               "in the End of Turn Phase", game, "mobilization_timing"))
    r = mobilization(game, c, dom)
    board = _hexmap(game)
    around = surroundings(game, board, args)
    side = faction(game, c)
    try:
        places = sorted(locations(game, board, side, around.marked, around.enemy_ground | around.enemy_air))
    except (AttributeError, KeyError, TypeError, ValueError) as exc:  # a hand-edited parameter of the wrong shape
        raise RulesError(f"parameters.mobilization.value has a shape the mobilization rule cannot read ({exc})") from None
    stacked = around.friendly_air if dom == "air" else around.friendly_ground
    places = [h for h in places if h not in stacked]
    r.update(locations=places)
    text = [f"{who}: {r['why']}", f"  Mobilization Locations: {len(places)} hexes" +
            (f" ({', '.join(places[:12])}{', ...' if len(places) > 12 else ''})" if places else "")]
    if args.hex:
        h = _hex(board, args.hex, "--hex")
        r["hex"], r["allowed"] = h, h in places
        if h not in places:
            why = "already holds a friendly unit of that kind (stacking limit)" if h in stacked else \
                "is not a Mobilization Location for it"
            return _refuse(args, r, text, cited(f"{h} {why}", game, "mobilization_strength"))
        text.append(f"  {h}: may be placed there")
    return _with_cost(args, r, text, f"the cost of mobilizing {who}")


def _upgrade_example(ex) -> str:
    pair = ex.game.param("upgrades")["pairs"][0]

    def match(want, c):
        return c.side == want["side"] and c.type == want["type"] and all(
            x in ex.traits(c) for x in want.get("traits", ()))

    new = next(c for c in ex.counters() if match(pair["upgrade"], c))
    old = next(c for c in ex.counters() if c.side == pair["replaces"]["side"] and c.type == pair["replaces"]["type"]
               and not set(pair["replaces"].get("except_traits", ())) & set(ex.traits(c)))
    return f"--unit {new.id} --replaces {old.id}"


@command("upgrade", "may an Upgrade unit replace a unit",
         GAME,
         arg("--unit", required=True, help="the Upgrade unit"),
         arg("--replaces", required=True, help="the unit it replaces"),
         arg("--not-in-box", action="store_true", help="the Upgrade unit is not in the Upgrade box"),
         arg("--replaced-off-map", action="store_true", help="the replaced unit is not in a hex"),
         arg("--replaced-supply", choices=["full", "low", "no"], default="full"),
         arg("--replaced-reduced", action="store_true"),
         arg("--replaced-mobilized-this-turn", action="store_true", help="the replaced unit was mobilized this turn"),
         JSON,
         needs=(param("upgrades"),), answers="whether a unit may upgrade", example=_upgrade_example,
         form="upgrade PIECE REPLACED")
def upgrade(args) -> int:
    from printkit.rules.logistics import upgrade as run

    game = load(args.game, ("sides", "unit_types", "counters", "charts", "parameters"))
    u, old = counter(game, args.unit, "Upgrade unit"), counter(game, args.replaces, "unit replaced")
    if faction(game, u) != faction(game, old):
        raise RulesError(f"{name(game, u)} and {name(game, old)} belong to different factions")
    r = run(game, u, old, faction(game, u), not args.not_in_box, not args.replaced_off_map, args.replaced_supply,
            args.replaced_reduced, args.replaced_mobilized_this_turn)
    head = f"{name(game, u)} replacing {name(game, old)}: "
    text = [head + (f"allowed; it enters {'reduced' if r['reduced'] else 'at full strength'} in the replaced unit's "
                    "hex, and the replaced unit leaves the game" if r["allowed"] else "not allowed")]
    text += [f"  not allowed: {w}" for w in r["refusals"]]
    if not r["allowed"]:
        return _refuse(args, r, text, head + r["refusals"][0])
    return _with_cost(args, r, text, "the upgrade cost")
