"""`printkit help GAME` (and the session's `help`): the calculators this game's data can serve, each with an
example in the game's own terms, and for the others the data they need.

One table, calculator -> the data it reads: each requirement is a test on the loaded game and the YAML key it
names ("a hex map (maps.*: kind: hex)", "charts.crt", "parameters.hit_faces"). The examples are made from the
game's data (its counters, hexes, areas, charts, scenarios), never from any one game's names.
"""

from __future__ import annotations

from printkit.model.record import record


@record
class Need:
    """One piece of data a calculator reads: what a maker writes (the YAML key) and the test on the game."""

    key: str  # the YAML key, as the answer names it
    test: object  # game -> bool


def _hexmap(game):
    from printkit.model.boards import HexMap

    return next((b for b in game.maps.values() if isinstance(b, HexMap)), None)


def _areamap(game):
    from printkit.model.boards import AreaMap

    return next((b for b in game.maps.values() if isinstance(b, AreaMap)), None)


def _tables(game) -> list[str]:
    from printkit.model.charts import RangeTable, Table

    return [cid for cid, c in game.charts.items() if isinstance(c, (Table, RangeTable))]


def chart(cid: str) -> Need:
    return Need(f"charts.{cid}", lambda g: cid in g.charts)


def param(pid: str) -> Need:
    return Need(f"parameters.{pid}", lambda g: pid in g.parameters)


HEX = Need("a hex map (maps.ID with kind: hex)", lambda g: _hexmap(g) is not None)
AREA = Need("an area map (maps.ID with kind: area)", lambda g: _areamap(g) is not None)
TABLE = Need("a table or range chart (charts.ID with kind: table or ranges)", lambda g: bool(_tables(g)))
TURNS = Need("a scenario's length (scenarios.ID.turns, or first_turn and last_turn as months)",
             lambda g: any(sc.turns or sc.last_turn for sc in g.scenarios.values()))
ENTRY_V = Need("a variable entry turn (scenarios.ID.setup[].entry_v)",
               lambda g: any(p.entry_v for sc in g.scenarios.values() for p in sc.setup + sc.reinforcements))
CARDS = Need("a card matrix (parameters.card_chart, or a table chart of ranks and suits)",
             lambda g: "card_chart" in g.parameters or "card_matrix" in g.charts)
SCENARIO = Need("a scenario (scenarios.ID)", lambda g: bool(g.scenarios))
VICTORY_RULES = Need("victory conditions (scenarios.ID.victory_rules)",
                     lambda g: any(sc.victory_rules for sc in g.scenarios.values()))
VICTORY = Need("parameters.victory_sides, or a ranges chart named victory (VP totals and their results)",
               lambda g: "victory_sides" in g.parameters or getattr(g.charts.get("victory"), "kind", None) == "ranges")
WEATHER = Need("charts.weather as a table (a row per month or season, a column per roll)",
               lambda g: getattr(g.charts.get("weather"), "kind", None) == "table")
COMBAT = Need("parameters.combat_system or a chart named crt",
              lambda g: "combat_system" in g.parameters or "crt" in g.charts)

# calculator -> (what it answers, the data it reads); in the order `printkit help` lists them
TABLE_OF_NEEDS: dict[str, tuple[str, tuple[Need, ...]]] = {
    "hex": ("neighbours, distance and what is in a hex", (HEX,)),
    "area": ("an area's neighbours", (AREA,)),
    "lookup": ("any chart's cell: a range table by roll, a table by row and column", (TABLE,)),
    "turn": ("the turn N turns later on the game's turn track", (TURNS,)),
    "entry": ("a reinforcement's variable entry turn", (ENTRY_V,)),
    "crt": ("the Combat Results Table's result", (chart("crt"),)),
    "combat": ("the distribution of combat results", (COMBAT,)),
    "drm": ("the combat die roll modifiers", (chart("ground_drm"),)),
    "move-cost": ("the movement points to enter a hex", (HEX, chart("movement_costs"))),
    "path": ("whether a move along hexes is legal and what it costs", (HEX, chart("movement_costs"),
                                                                       param("movement_points"))),
    "supply": ("a supply line from a hex", (HEX, param("supply_sources"))),
    "weather": ("the weather for a month and a roll", (WEATHER,)),
    "hits": ("the distribution of hits of a dice pool", (param("hit_faces"), param("terrain_dice"))),
    "raid": ("an air raid's chance of success", (param("raid_success_hits"), param("airfield_defense_dice"))),
    "recovery": ("recovery rolls", (param("recovery_faces"),)),
    "victory": ("who wins on victory points", (VICTORY,)),
    "victory-check": ("a scenario's victory conditions against control", (VICTORY_RULES,)),
    "card": ("what a card means", (CARDS,)),
    "retreat": ("where a unit may retreat", (param("retreat"),)),
    "allocate": ("each unit's result from allocated hits", (param("hit_result_defender"),)),
    "move": ("whether an area move is allowed", (AREA, param("movement_map"))),
    "deploy": ("whether a unit may deploy in an area", (AREA, param("deployment"))),
    "score": ("prestige from areas held", (param("score_map"),)),
    "effort": ("an Effort Chart result", (param("effort_chart"),)),
    "diplomacy": ("a diplomacy attempt", (param("diplomacy_chart"),)),
    "ceasefire": ("a ceasefire attempt", (param("victory_sides"), param("game_turns"))),
    "neutralize": ("a neutralization attempt", (param("neutralize_chart"),)),
    "segments": ("the order of action segments", (param("action_segments"),)),
    "information": ("an information-warfare chit's effect", (param("effort_levels"),)),
    "alliances": ("alliance shifts", (param("alliance_zones"),)),
    "fire": ("a fire attack on the differential CRT", (chart("differential_crt"), chart("fire_modifiers"))),
    "support": ("fire support strength on a target", (param("support_halvings"),)),
    "scatter": ("where a barrage scatters", (chart("scatter_chance"), param("scatter_directions"))),
    "arrival": ("whether fire support arrives", (param("support_arrival"),)),
    "initiative": ("which side holds the initiative", (param("initiative"),)),
    "air-move": ("an air unit's move", (HEX, param("air_movement"))),
    "air-strike": ("an air strike", (HEX, param("air_strike"))),
    "air-support": ("air support in a ground combat", (HEX, param("air_support"))),
    "air-combat": ("air combat results", (chart("air_drm"),)),
    "isolation": ("whether a unit is isolated", (HEX, param("isolation"))),
    "supply-state": ("a unit's supply state", (param("supply_states"),)),
    "attrition": ("attrition of an unsupplied unit", (param("unsupplied_attrition"),)),
    "production": ("a country's production points", (param("production"),)),
    "replacements": ("the cost of a unit's replacements", (param("replacements"),)),
    "mobilize": ("whether and where a unit mobilizes", (param("mobilization"),)),
    "upgrade": ("whether a unit may upgrade", (param("upgrades"),)),
}


def served(game) -> list[tuple[str, str, list[str], list[str]]]:
    """Each calculator: (name, what it answers, the data it reads, the data the game lacks)."""
    out = []
    for name, (what, needs) in TABLE_OF_NEEDS.items():
        out.append((name, what, [n.key for n in needs], [n.key for n in needs if not n.test(game)]))
    return out


# -- examples in the game's own terms ---------------------------------------------------------------------

def _counters(game, domain: str | None = None) -> list:
    pieces = game.counters.pieces if game.counters else ()
    return [c for c in pieces if domain is None or getattr(game.unit_types.get(c.type), "domain", None) == domain]


def _hexes(board) -> tuple[str, str]:
    """Two adjacent land hexes of the map, near its middle (the first hex with a river side if there is one)."""
    from printkit.hexgrid import all_labels
    from printkit.rules import hexes

    sp = hexes.spec(board)
    labels = list(all_labels(board.grid))
    for side in board.all_hexsides():
        a, b = side.between
        if side.feature != "water" and not hexes.ground_prohibited_hex(board, a) \
                and not hexes.ground_prohibited_hex(board, b) and _enterable(board, a) and _enterable(board, b):
            return a, b
    mid = labels[len(labels) // 2]
    near = [n for n in sp.neighbors(mid) if _enterable(board, n)]
    return mid, (near[0] if near else sp.neighbors(mid)[0])


def _enterable(board, label: str) -> bool:
    t = (board.terrain or {}).get(board.terrain_of(label))
    return not (t and "ground" in t.prohibited) and board.terrain_of(label) != "water"


def _table_example(game) -> str:
    from printkit.model.charts import RangeTable

    cid = _tables(game)[0]
    c = game.charts[cid]
    if isinstance(c, RangeTable):
        return f"{cid} {c.entries[0].low}"
    return f"{cid} {_word(c.rows.values[0])} {_word(c.columns.values[0])}"


def _word(text) -> str:
    import shlex

    return shlex.quote(str(text))


def example(game, name: str, ref: str) -> str | None:
    """A command line for the calculator in this game's terms, or None where none can be made from the data."""
    g = ref
    board = _hexmap(game)
    try:
        if name == "hex":
            a, b = _hexes(board)
            return f"printkit hex {g} info {a}"
        if name == "area":
            return f"printkit area {g} neighbors {_areamap(game).areas[0].id}"
        if name == "lookup":
            return f"printkit lookup {g} {_table_example(game)}"
        if name == "turn":
            from printkit.rules.turns import track

            turns = track(game)
            return f"printkit turn {g} --from {turns[0]} --later {min(2, len(turns) - 1)}"
        if name == "entry":
            for sc in game.scenarios.values():
                for p in sc.setup + sc.reinforcements:
                    if p.entry_v:
                        return f"printkit entry {g} --scenario {sc.id} --counter {p.counter} --roll 2"
        if name == "crt":
            c = game.charts["crt"]
            row = next(iter(c.cells))
            return f"printkit crt {g} --attacker {row} --defender {next(iter(c.cells[row]))}"
        if name == "combat" and "combat_system" not in game.parameters:
            return f"printkit combat {g} --attacker-drm 1 --defender-drm 0"
        if name == "move-cost":
            a, b = _hexes(board)
            return f"printkit move-cost {g} --from {a} --to {b}"
        if name == "path":
            a, b = _hexes(board)
            return f"printkit path {g} {a} {b}"
        if name == "weather":
            from printkit.rules.turns import MONTHS, track

            month = (track(game) or [MONTHS[0]])[0].split("-")[0]
            return f"printkit weather {g} --month {month} --roll 1"
        if name == "hits":
            return f"printkit hits {g} --dice 3"
        if name == "recovery":
            return f"printkit recovery {g} --units 2"
        if name == "raid":
            return f"printkit raid {g} --air-cv 2"
        if name == "card":
            from printkit.rules.cards import card_chart

            c = game.charts[card_chart(game, None)]
            if hasattr(c, "items"):  # a list of cards by their printed names ('10 of Hearts')
                return f"printkit card {g} {c.items[0].label.replace(' of ', ' ')}"
            return f"printkit card {g} 7 {c.columns.values[0]}"
        if name == "victory-check":
            sc = next(sc for sc in game.scenarios.values() if sc.victory_rules)
            return f"printkit victory-check {g} --scenario {sc.id}"
        if name == "arrival":
            return f"printkit arrival {g} --reliability 3"
        if name == "initiative":
            sc = next(iter(game.scenarios))
            return f"printkit initiative {g} --scenario {sc}"
        if name == "air-combat":
            return f"printkit air-combat {g} --attacker-drm 1 --defender-drm 0"
        if name in ("attrition", "replacements"):
            ground = _counters(game, "ground")
            return f"printkit {name} {g} --unit {ground[0].id}" + (" --reduced" if name == "replacements" else "")
        return _more(game, name, g, board)
    except (StopIteration, IndexError, KeyError, TypeError, AttributeError, ValueError):
        return None


def _side_units(game, domain: str = "ground") -> list[tuple[str, list]]:
    """(faction or side, its counters of the domain), for each faction that has some, in the data's order."""
    out: dict[str, list] = {}
    for c in _counters(game, domain):
        side = game.sides.get(c.side)
        if side is not None:
            out.setdefault(side.faction or side.id, []).append(c)
    return list(out.items())


def _more(game, name: str, g: str, board) -> str | None:
    """Examples of the calculators of one mechanism family each (air, supply, logistics, chits, fire support)."""
    units = _side_units(game)
    if name == "drm":
        (_, a), (_, d) = units[:2]
        return f"printkit drm {g} --attacker {a[0].id} --defender {d[0].id}"
    if name in ("supply", "isolation", "retreat") and board is not None:
        from printkit.rules.supply import edge_sources

        faction = next(iter(game.param("supply_sources")))
        src = sorted(edge_sources(game, board).get(faction, ()))
        a, b = _hexes(board)
        if name == "supply":
            return f"printkit supply {g} --side {faction} --hex {src[0] if src else a}"
        if name == "isolation":
            return f"printkit isolation {g} --hex {a} --side {faction} --attacker {b}"
        return f"printkit retreat {g} --from {a} --attacker {b} --side {faction}"
    if name == "retreat":
        area = _areamap(game).areas[0]
        return f"printkit retreat {g} --from {area.id} --enemy {area.adjacent[0]}"
    if name == "allocate":
        faction, pieces = units[0]
        return f"printkit allocate {g} --hits 1 --to {pieces[0].id}=1"
    if name == "move" and _areamap(game) is not None:
        area = next(a for a in _areamap(game).areas if a.adjacent)
        c = units[0][1][0]
        return f"printkit move {g} --side {c.side} --unit {c.id} --from {area.id} --to {area.adjacent[0]}"
    if name in ("air-move", "air-strike", "air-support"):
        air = _side_units(game, "air")
        (_, mine), (_, theirs) = air[:2]
        a, b = _hexes(board)
        if name == "air-move":  # back to the hex it is set up in, from a neighbour
            from printkit.rules import hexes

            home = next(p.location for sc in game.scenarios.values() for p in sc.setup if p.counter == mine[0].id
                        and hexes.spec(board).is_label(p.location))
            return f"printkit air-move {g} {hexes.spec(board).neighbors(home)[0]} {home} --unit {mine[0].id} --end-only"
        if name == "air-strike":
            return f"printkit air-strike {g} --unit {mine[0].id} --at {a} --target {theirs[0].id} --target-at {b}"
        (_, att), (_, dfn) = units[:2]
        return f"printkit air-support {g} --defender {dfn[0].id} --defender-at {a} --attacker {att[0].id}"
    if name == "supply-state":
        return f"printkit supply-state {g} --traced no --state full --unit {units[0][1][0].id}"
    if name == "production":
        return f"printkit production {g} --country {game.param('production')['by_factories'][0]} --factories 2"
    if name == "mobilize":
        faction, pieces = units[-1]
        return f"printkit mobilize {g} --unit {pieces[0].id}"
    if name == "upgrade":
        pair = game.param("upgrades")["pairs"][0]

        def match(want, c):
            return c.side == want["side"] and c.type == want["type"] and all(
                x in _traits(game, c) for x in want.get("traits", ()))

        new = next(c for c in _counters(game) if match(pair["upgrade"], c))
        old = next(c for c in _counters(game) if c.side == pair["replaces"]["side"] and c.type == pair["replaces"]["type"]
                   and not set(pair["replaces"].get("except_traits", ())) & set(_traits(game, c)))
        return f"printkit upgrade {g} --unit {new.id} --replaces {old.id}"
    if name == "fire":
        return f"printkit fire {g} --attack 6 --defence 4"
    if name == "support":
        return f"printkit support {g} --strength 4 --target light"
    if name == "scatter":
        kind = game.charts["scatter_chance"].items[0].key
        return f"printkit scatter {g} --target {_hexes(board)[0]} --kind {kind}"
    levels = list(game.param("effort_levels")) if "effort_levels" in game.parameters else []
    sides = list(game.param("victory_sides")) if "victory_sides" in game.parameters else []
    if name == "victory" and not sides:
        low = game.charts["victory"].span()[0]
        option = "--vp" if "--vp" in _options("victory") else next(o for o in _options("victory") if o.endswith("-vp"))
        return f"printkit victory {g} {option} {low}"
    if name == "victory" and sides:
        return f"printkit victory {g} " + " ".join(f"--{s}-vp {10 - 5 * i}" for i, s in enumerate(sides))
    if name in ("segments", "ceasefire"):
        return f"printkit {name} {g} --{sides[1]} {levels[1]} --{sides[0]} {levels[0]}"
    if name in ("effort", "neutralize", "information"):
        tail = {"effort": "--roll 3", "neutralize": "--rp 4", "information": "--option reduce"}[name]
        return f"printkit {name} {g} --chit {levels[1]} {tail}"
    if name == "combat" and "combat_groups" in game.parameters:
        groups = game.param("combat_groups")
        kind = game.param("combat_types")["same"][0] if "combat_types" in game.parameters else None

        def unit(group):  # GROUP:CV of the group's first counter with a combat value
            for c in _counters(game, "ground"):
                t = game.unit_types.get(c.type)
                cv = getattr(c, "cv", None) or (getattr(t, "values", None) or {}).get("cv")
                if getattr(t, "group", None) == group and cv:
                    return f"{group}:{cv}"
            raise ValueError(group)

        return (f"printkit combat {g} --attacker {unit(groups[0])} --defender {unit(groups[0])}"
                + (f" --type {kind}" if kind else ""))
    if name == "alliances":
        return f"printkit alliances {g} --turn strategic"
    if name == "score":
        area = _areamap(game).areas[0]
        return f"printkit score {g} --prestige 10 --combat-turns --area {_word(area.name)}"
    if name == "deploy":
        c = units[0][1][0]
        own = next(a for a in _areamap(game).areas if (game.sides.get(c.side) and a.country == c.side)
                   or a.base == c.side)
        return f"printkit deploy {g} --side {c.side} --unit {c.id} --area {own.id}"
    if name == "diplomacy":
        chart = game.charts[game.param("diplomacy_chart")]
        country = next(c for c in _counters(game) if c.rank is not None)
        return (f"printkit diplomacy {g} --country {country.label.split()[0]} --from {chart.zones[0].id} "
                f"--direction up --rp 3")
    return None


def _options(command: str) -> list[str]:
    from printkit.session.calculators import options

    return list(options(command))


def _traits(game, c) -> tuple:
    t = game.unit_types.get(c.type)
    return tuple(getattr(t, "traits", ()) or ()) + tuple(getattr(c, "traits", ()) or ())


def lines(game, ref: str) -> list[str]:
    """The answer of `printkit help GAME`: the calculators its data serves, each with an example, then those it
    cannot serve and the data each needs."""
    rows = served(game)
    ok = [(n, what, keys) for n, what, keys, missing in rows if not missing]
    no = [(n, missing) for n, _, _, missing in rows if missing]
    out = [f"{game.title}: {len(ok)} of {len(rows)} calculators answer from this game's data"]
    for n, what, keys in ok:
        out += ["", f"  {n}: {what}", f"      reads {', '.join(keys)}"]
        ex = example(game, n, ref)
        if ex:
            out.append(f"      e.g.  {ex}")
    if no:
        out += ["", "Not served by this game's data (what each needs):"]
        width = max(len(n) for n, _ in no)
        out += [f"  {n.ljust(width)}  needs {', '.join(m)}" for n, m in no]
    return out


def session_line(line: str, ref: str) -> str:
    """A line of `lines` as a session says it: an example without `printkit` and the game (`hex info 0701`)."""
    from printkit.session.calculators import session_name

    head, sep, ex = line.partition("e.g.  printkit ")
    if not sep:
        return line
    name, _, rest = ex.partition(" ")
    return head + sep.replace("printkit ", "") + session_name(name) + " " + rest.replace(ref + " ", "", 1)


def data(game, ref: str) -> dict:
    """The --json answer: every calculator with the data it reads, whether the game has it, and an example."""
    return {"game": game.id, "calculators": [
        {"calculator": n, "answers": what, "reads": keys, "missing": missing, "served": not missing,
         "example": example(game, n, ref) if not missing else None} for n, what, keys, missing in served(game)]}


def run(args) -> int:
    """printkit help GAME [--json]."""
    import json

    from printkit.load.game_loader import load_game

    game = load_game(args.game)
    if getattr(args, "json", False):
        print(json.dumps(data(game, args.game), ensure_ascii=False))
    else:
        print("\n".join(lines(game, args.game)))
    return 0


def add_parser(sub, game_help: str) -> None:
    """The `help` subcommand (cli.py calls this: one line there)."""
    s = sub.add_parser("help", help="the calculators this game's data serves, each with an example, and what the "
                                    "others need")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.game_help", "run"))
