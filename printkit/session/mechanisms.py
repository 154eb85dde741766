"""The session forms that are a mechanism's own: how a calculator's line takes pieces and what the position
knows about them, where that is more than the declaration says (printkit/commands/registry.py: fill=, piece=,
short=). A calculator without an entry here is filled from its declaration alone.

Each entry: the session's filler, whether its line is the whole line (no tallies added after it), and the
kinds of word its positional words take (printkit.session.vocabulary.words, and "piece"), for completion.
"""

from __future__ import annotations



def _given(argv: list[str], option: str) -> bool:
    return any(a == option or a.startswith(option + "=") for a in argv)


class Mechanism:
    """A calculator's session form: fill(session, command, argv, extra) -> argv (it may add to extra, the
    options filled after the line's own); `whole`: given the line with the declaration's fills, it returns the
    whole line (extra stays empty, no tallies are added)."""

    __slots__ = ("fill", "whole", "words")

    def __init__(self, fill, whole: bool = False, words: tuple = ()):
        self.fill, self.whole, self.words = fill, whole, words


def _victory_check(session, command: str, argv: list[str], extra: list[str]) -> list[str]:
    """victory-check: hex control from the units on the map for a scenario whose victory counts zones, else
    the control markers; the last turn when the position is at the scenario's last."""
    pos, game = session.position, session.game
    sc = game.scenarios.get(pos.scenario) if pos.scenario else None
    if sc is not None and "--control" not in argv and any(r.zone for r in sc.victory_rules):
        extra += _hex_control_args(session)  # hex control: the units on the map, control markers
        if pos.turn in (sc.last_turn, sc.turns) and "--last-turn" not in argv:
            extra.append("--last-turn")
    elif "--marked" not in argv:
        extra += ["--marked", *pos.control]
        if sc is not None and pos.turn in (sc.last_turn, sc.turns) and "--last-turn" not in argv:
            extra.append("--last-turn")
    return argv


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


def _air_logistics(session, command: str, argv: list[str], extra: list[str]) -> list[str]:
    from printkit.session import air_logistics_args

    return air_logistics_args.fill(session, command, argv)


def _allocate(session, command: str, argv: list[str], extra: list[str]) -> list[str]:
    from printkit.session.allocate_args import allocate_args

    return allocate_args(session, argv)


def _combat(session, command: str, argv: list[str], extra: list[str]) -> list[str]:
    return _group_units(session, argv) if "combat_system" in session.game.parameters else argv


def _piece_first(func):
    """A filler that takes a piece as its first word (path, retreat)."""
    def fill(session, command: str, argv: list[str], extra: list[str]) -> list[str]:
        return func(session, argv) if argv and argv[0] in session.position.pieces else argv
    return fill


PIECE = ("piece",)
MECHANISMS = {
    "supply": Mechanism(lambda s, c, argv, extra: supply_args(s, argv), whole=True, words=("side",)),
    "drm": Mechanism(lambda s, c, argv, extra: _drm_units(s, argv, extra), words=PIECE),
    "path": Mechanism(_piece_first(_path_args), words=PIECE),
    "victory-check": Mechanism(_victory_check),
    "retreat": Mechanism(_piece_first(_retreat_args), words=PIECE),
    "allocate": Mechanism(_allocate, words=PIECE),
    "move": Mechanism(lambda s, c, argv, extra: _piece_to_area(s, c, argv), words=PIECE),  # can-move in a session
    "deploy": Mechanism(lambda s, c, argv, extra: _piece_to_area(s, c, argv), words=PIECE),
    "combat": Mechanism(_combat),
    "alliances": Mechanism(lambda s, c, argv, extra: _display_args(s, c, argv), words=("country",)),
    "diplomacy": Mechanism(lambda s, c, argv, extra: _display_args(s, c, argv)),
    **{name: Mechanism(_air_logistics, whole=True, words=PIECE)
       for name in ("air-move", "air-strike", "air-support", "air-combat", "isolation", "supply-state", "attrition",
                    "replacements", "mobilize", "upgrade", "production")},
}
