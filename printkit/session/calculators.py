"""Session calculators: a session command line becomes the one-shot calculator's command line.

The calculators themselves are the CLI's (printkit.commands.*): a session adds the game, the session's
language, the short positional forms players type (`crt 4 6`), and what the position already knows
(turn, weather, which hexes hold enemy units, a unit's reduced side and supply), then runs them in-process.
"""

from __future__ import annotations

def calculator_names() -> list[str]:
    """The session's calculator commands: every calculator of the registry, by its session name (a CLI
    calculator named like a position command is renamed: printkit/commands/__init__.py SESSION)."""
    from printkit.commands import SESSION, TOOLS, WHERE

    back = {v: k for k, v in SESSION.items()}
    return [back.get(c, c) for c in WHERE if c not in TOOLS]


def session_name(command: str) -> str:
    """The session's name of a CLI calculator (`move` is `can-move` in a session)."""
    from printkit.commands import SESSION

    return {v: k for k, v in SESSION.items()}.get(command, command)


def cli_name(command: str) -> str:
    from printkit.commands import SESSION

    return SESSION.get(command, command)


def declaration(command: str):
    """The calculator's declaration (printkit/commands/registry.py), by its session name."""
    from printkit.commands import registry

    return registry.find(cli_name(command))


def short(command: str) -> tuple | None:
    """The options a calculator's positional words fill in a session (`crt 4 6`), in order."""
    found = declaration(command)
    return found.short if found is not None else None


def options(command: str) -> dict:
    """The calculator's options: option string -> its declared argument (.choices, .names)."""
    from printkit.commands.registry import arg

    found = declaration(command)
    if found is None:
        return {}
    return {"-h": arg("-h"), "--help": arg("--help"), **found.options()}  # argparse's own, as it lists them


def expand(command: str, words: list[str], game_ref: str | None = None) -> list[str]:
    """Positional words before the first option become the command's options (the declaration's short form, or the game's own
    order of printkit/games/aliases.POSITIONAL); a shipped game's older option spellings become the generic
    options."""
    from printkit.games import aliases

    slots = (aliases.positional(game_ref, cli_name(command)) if game_ref else None) or short(command)
    if game_ref:
        return aliases.rewrite_words(game_ref, cli_name(command), _expand(slots, words))
    return _expand(slots, words)


def _expand(slots, words: list[str]) -> list[str]:
    if not slots:
        return list(words)
    out, i = [], 0
    while i < len(words) and not words[i].startswith("-"):
        k = min(i, len(slots) - 1)
        slot = slots[k]
        if i >= len(slots) and not slot.endswith("*"):
            break
        out += [slot.rstrip("*"), words[i]]
        i += 1
    return out + list(words[i:])


def _given(argv: list[str], option: str) -> bool:
    return any(a == option or a.startswith(option + "=") for a in argv)


def with_position(command: str, argv: list[str], session) -> list[str]:
    """Fill in from the position what the player did not say."""
    opts = options(command)
    pos, game = session.position, session.game
    extra: list[str] = []

    def add(option, *values):
        if option in opts and not _given(argv + extra, option):
            extra.extend([option, *map(str, values)])

    weather = opts.get("--weather")
    if pos.weather and weather is not None and (not weather.choices or pos.weather in weather.choices):
        add("--weather", pos.weather)
    if command == "supply":
        return supply_args(session, argv + extra)
    from printkit.session import air_logistics_args  # the air, supply-state and logistics calculators
    if command in air_logistics_args.COMMANDS:
        return air_logistics_args.fill(session, command, argv + extra)
    if command == "turn" and isinstance(pos.turn, str):
        add("--from", pos.turn)
    if command == "weather" and isinstance(pos.turn, str) and len(argv) == 1 and not argv[0].startswith("-"):
        return ["--month", pos.turn.split("-")[0], "--roll", argv[0]]
    if pos.scenario and "--scenario" in opts:
        add("--scenario", pos.scenario)
    if command == "entry" and "--counter" in argv:
        i = argv.index("--counter") + 1
        if i < len(argv) and argv[i] in pos.pieces:
            argv = argv[:i] + [pos.pieces[argv[i]]["counter"]] + argv[i + 1:]
    if command == "drm":
        argv = _drm_units(session, argv, extra)
    if command == "path" and argv and argv[0] in session.position.pieces:
        argv = _path_args(session, argv)
    sc = game.scenarios.get(pos.scenario) if pos.scenario else None
    if command == "victory-check" and sc is not None and "--control" not in argv \
            and any(r.zone for r in sc.victory_rules):  # hex control: the units on the map, control markers
        extra += _hex_control_args(session)
        if pos.turn in (sc.last_turn, sc.turns) and "--last-turn" not in argv:
            extra.append("--last-turn")
    elif command == "victory-check" and "--marked" not in argv:
        extra += ["--marked", *pos.control]
        if sc is not None and pos.turn in (sc.last_turn, sc.turns) and "--last-turn" not in argv:
            extra.append("--last-turn")
    if command == "retreat" and argv and argv[0] in session.position.pieces:
        argv = _retreat_args(session, argv)
    if command == "allocate":
        from printkit.session.allocate_args import allocate_args

        argv = allocate_args(session, argv)
    if command in ("can-move", "deploy"):
        argv = _piece_to_area(session, command, argv)
    if command == "combat" and "combat_system" in game.parameters:
        argv = _group_units(session, argv)
    if command in ("alliances", "diplomacy"):
        argv = _display_args(session, command, argv)
        if isinstance(pos.turn, int):
            add("--game-turn", pos.turn)
    for name, value in pos.values.items():  # tallies the player set: `set prestige 5`
        _tally(session, command, opts, f"--{name}", str(value), argv + extra, extra)
    return argv + extra


def _tally(session, command: str, opts: dict, option: str, value: str, given: list[str], extra: list[str]) -> None:
    """A tally as the calculator's option, unless the line gives it: `--prestige 5`; a shipped game's older
    name for one (`set OLD-OPTION N`) as its generic option (`--vp SIDE=N`, printkit/games/aliases.py)."""
    from printkit.games import aliases

    words = aliases.rewrite_words(session.ref, cli_name(command), [option, value])
    if words[0] not in opts:
        return
    side = words[1].split("=", 1)[0] + "=" if len(words) > 1 and words[1] != value else None
    for i, word in enumerate(given):
        if word == words[0] or word.startswith(words[0] + "="):
            if side is None or (i + 1 < len(given) and given[i + 1].startswith(side)):
                return
    extra.extend(words)


def _hex_control_args(session) -> list[str]:
    """--control SIDE=HEX for each side with a unit at a map position, and for an empty position the side its
    control marker names (`mark O9 control=dnr`: the side that last occupied it)."""
    pos, game = session.position, session.game
    out, present = [], {}
    for pid, p in pos.pieces.items():
        loc = p["location"]
        if loc and session.is_hex(loc) and session.is_ground(pid):
            present.setdefault(loc, set()).add(session.counter(pid).side)
    for loc, marks in pos.markers.items():
        if loc not in present and isinstance(marks.get("control"), str) and marks["control"] in game.sides:
            present[loc] = {marks["control"]}
    for loc in sorted(present):
        out += [a for side in sorted(present[loc]) for a in ("--control", f"{side}={loc}")]
    return out


def _path_args(session, argv: list[str]) -> list[str]:
    """path PIECE HEX...: from the piece's hex, its group and supply, the other units' hexes."""
    from printkit.errors import RulesError

    pos, pid = session.position, argv[0]
    piece, counter = pos.pieces[pid], session.counter(pid)
    if not piece["location"] or not session.is_hex(piece["location"]):
        raise RulesError(f"{session.name(pid)} is not on a hex of the map")
    utype = session.game.unit_types.get(counter.type)
    out = [piece["location"]] + argv[1:]
    if utype is not None and utype.group and "--group" not in argv:
        out += ["--group", "air" if utype.domain == "air" else utype.group]
    supply = piece["marks"].get("supply")
    if supply in ("low", "no") and "--supply" not in argv:
        out += ["--supply", supply]
    side = session.faction_of(pid)
    for other, p in pos.pieces.items():
        loc = p["location"]
        if other == pid or not loc or not session.is_hex(loc) or not session.is_ground(other):
            continue
        out += ["--friendly" if session.faction_of(other) == side else "--enemy", loc]
    for loc, marks in pos.markers.items():
        if "no-ezoc" in marks:
            out += ["--no-ezoc", loc]
    return out


def _retreat_args(session, argv: list[str]) -> list[str]:
    """retreat PIECE [AREA]: its area and disruption, the areas holding undisrupted enemy units."""
    from printkit.errors import RulesError

    pos, pid = session.position, argv[0]
    piece, counter = pos.pieces[pid], session.counter(pid)
    if not piece["location"]:
        raise RulesError(f"{session.name(pid)} is not on the map")
    out = ["--from", piece["location"]]
    rest = argv[1:]
    if session.is_hex(piece["location"]):  # hex maps: the other units and the control markers
        side = session.faction_of(pid)
        out += ["--side", side]
        for other, p in pos.pieces.items():
            if other != pid and p["location"] and session.is_hex(p["location"]) and session.is_ground(other):
                out += ["--friendly" if session.faction_of(other) == side else "--enemy", p["location"]]
        if pos.control:
            out += ["--marked", *pos.control]
        return out + rest
    if rest and not rest[0].startswith("-"):
        out += ["--to", rest[0]]
        rest = rest[1:]
    if "disrupted" in piece["marks"]:
        out.append("--disrupted")
    from printkit.session.vocabulary import areas

    on_map = set(areas(session.game))
    held: set[str] = set()
    for other, p in pos.pieces.items():
        c = session.counter(other)
        if c.side != counter.side and p["location"] in on_map and session.is_ground(other) \
                and "disrupted" not in p["marks"]:
            if p["location"] not in held:
                held.add(p["location"])
                out += ["--enemy", p["location"]]
    return out + rest


def _piece_to_area(session, command: str, argv: list[str]) -> list[str]:
    """can-move PIECE AREA / deploy PIECE AREA: the piece's side, counter and (moving) its area."""
    if len(argv) < 2 or argv[0].startswith("-") or argv[1].startswith("-"):
        return argv
    from printkit.errors import RulesError

    pid = session.piece(argv[0])
    piece, counter = session.position.pieces[pid], session.counter(pid)
    out = ["--side", counter.side, "--unit", piece["counter"]]
    area = session.canonical(argv[1]) or argv[1]
    if command == "can-move":
        if not piece["location"]:
            raise RulesError(f"{session.name(pid)} is not on the map")
        return out + ["--from", piece["location"], "--to", area] + argv[2:]
    spec = session.game.parameters.get("deployment")
    ignored = set((spec.value or {}).get("not_counted", ()) if spec is not None else ())  # 6.12: SF count for neither
    here = [p for p in session.position.at(area) if p != pid]
    for group in sorted({session.counter(p).type for p in here if session.counter(p).side == counter.side}):
        out += ["--present", group]

    def counted(p) -> bool:
        c = session.counter(p)
        return (session.game.unit_types[c.type].group or c.type) not in ignored

    if any(session.counter(p).side != counter.side and session.is_ground(p) and counted(p) for p in here):
        out.append("--enemy-there")
    return out + ["--area", area] + argv[2:]


def _group_units(session, argv: list[str]) -> list[str]:
    """combat --attacker PIECE... --defender PIECE... (troop-group combat): each piece as its counter id, and
    ':neutralized' when it lies flipped to its Neutralized side or is marked so."""
    pos = session.position
    out = []
    for word in argv:
        piece = pos.pieces.get(word)
        if piece is None:
            out.append(word)
            continue
        worn = piece["reduced"] or "neutralized" in piece["marks"]
        out.append(piece["counter"] + (":neutralized" if worn else ""))
    return out


def _display_args(session, command: str, argv: list[str]) -> list[str]:
    """alliances / diplomacy COUNTRY DIRECTION: where each marker sits on the ladder display (the diplomacy
    chart's zones), from the position; a marker the scenario set there and the position no longer holds is
    'removed' (the Belarus Event, 6.23)."""
    game, pos = session.game, session.position
    p = game.parameters.get("diplomacy_chart")
    if p is None or not p.value:
        return argv
    prefix = f"{p.value}/"
    where: dict[str, str] = {}
    for sc in ([game.scenarios[pos.scenario]] if pos.scenario in game.scenarios else []):
        for placed in sc.setup:
            if placed.location.startswith(prefix):
                where[placed.counter] = "removed"
    for piece in pos.pieces.values():
        if piece["location"] and piece["location"].startswith(prefix):
            where[piece["counter"]] = piece["location"][len(prefix):]
    labels = {c.id: c.label for c in (game.counters.pieces if game.counters else ())}
    if command == "alliances":
        if "--at" in argv:
            return argv
        return argv + [a for c, z in where.items() for a in ("--at", f"{labels.get(c, c)}={z}")]
    if "--from" in argv or "--country" not in argv or argv.index("--country") + 1 >= len(argv):
        return argv
    country = argv[argv.index("--country") + 1].casefold()
    for c, z in where.items():
        if country in (c.casefold(), labels.get(c, "").casefold()) and z != "removed":
            return argv + ["--from", z]
    return argv


def _drm_units(session, argv: list[str], extra: list[str]) -> list[str]:
    """drm ATTACKER DEFENDER (pieces): their counters, reduced sides, supply, and the defender's city."""
    pos, out = session.position, []
    words = list(argv)
    if len(words) >= 2 and not words[0].startswith("-") and not words[1].startswith("-"):
        words = ["--attacker", words[0], "--defender", words[1]] + words[2:]
    i = 0
    while i < len(words):
        out.append(words[i])
        if words[i] in ("--attacker", "--defender", "--additional") and i + 1 < len(words):
            who, ref = words[i][2:], words[i + 1]
            piece = pos.pieces.get(ref)
            out.append(piece["counter"] if piece else ref)
            if piece and who != "additional":
                if piece["reduced"]:
                    extra.append(f"--{who}-reduced")
                supply = piece["marks"].get("supply")
                if supply in ("low", "no") and not _given(words, f"--{who}-supply"):
                    extra.extend([f"--{who}-supply", supply])
                if who == "defender" and piece["location"] and session.is_city(piece["location"]):
                    if "--city" not in words:
                        extra.append("--city")
                if who == "defender" and "--isolated" not in words and (
                        "isolated" in piece["marks"] or _isolated(session, ref, words)):
                    extra.append("--isolated")
            i += 2
            continue
        i += 1
    return out


def _isolated(session, defender: str, words: list[str]) -> bool:
    """Whether the defending piece is Isolated when the attacker's piece is on an adjacent hex."""
    pos = session.position
    if "--attacker" not in words:
        return False
    attacker = pos.pieces.get(words[words.index("--attacker") + 1])
    here = pos.pieces[defender]["location"]
    if not attacker or not here or not attacker["location"] or not session.is_hex(here):
        return False
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.rules import hexes as hx
    from printkit.rules.hex_retreat import isolated, options

    board = _hexmap(session.game)
    side = session.faction_of(defender)
    enemy, friendly = set(), set()
    for pid, p in pos.pieces.items():
        if pid != defender and p["location"] and session.is_hex(p["location"]) and session.is_ground(pid):
            (friendly if session.faction_of(pid) == side else enemy).add(p["location"])
    from printkit.rules import control_markers

    cities = {h for h in (board.hexes or {}) if hx.is_city(board, h)}
    mine = control_markers.held(cities, set(pos.control), side, control_markers.board_side(session.game, board))
    opts = options(board, here, [attacker["location"]], enemy, mine, cities - mine, friendly=friendly)
    return isolated(board, here, [h for h, w in opts.items() if w is None], friendly, mine)["isolated"]


def supply_args(session, argv: list[str]) -> list[str]:
    """supply HEX [SIDE] -> the full argv: the side of the unit there, enemy and friendly hexes and city control from the position."""
    pos = session.position
    words = list(argv)
    extra: list[str] = []
    if words and not words[0].startswith("-"):
        words = ["--hex", words[0]] + (["--side", words[1]] if len(words) > 1 and not words[1].startswith("-")
                                       else []) + words[(2 if len(words) > 1 and not words[1].startswith("-") else 1):]
    hex_ = words[words.index("--hex") + 1] if "--hex" in words and words.index("--hex") + 1 < len(words) else None
    if hex_ in pos.pieces:  # a piece named instead of its hex
        piece = pos.pieces[hex_]
        words[words.index("--hex") + 1] = piece["location"] or hex_
        hex_ = piece["location"]
    side = words[words.index("--side") + 1] if "--side" in words and words.index("--side") + 1 < len(words) else None
    if side is None and hex_:
        here = [session.faction_of(pid) for pid in pos.at(session.canonical(hex_) or hex_)]
        here = [f for f in here if f]
        if here:
            side = here[0]
            extra += ["--side", side]
    if side:
        if "--enemy" not in words and "--friendly" not in words:
            for pid, p in pos.pieces.items():
                loc = p["location"]
                if not loc or not session.is_hex(loc) or not session.is_ground(pid):
                    continue
                f = session.faction_of(pid)
                if f and f != side:
                    extra += ["--enemy", loc]
                elif f == side and loc != hex_:
                    extra += ["--friendly", loc]
        if pos.control and "--scenario" not in words and not _given(words, "--marked"):
            extra += ["--marked", *pos.control]
    return words + extra
