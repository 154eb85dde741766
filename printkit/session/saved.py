"""A saved position read as strictly as a game file: bounded (size, values after aliases, nesting), its shape
checked, every piece, place and mark checked against the game, and every problem located (file:line:col).

A save may come from someone else, like a game file: `load FILE` either gives the position it describes or
refuses it with every problem at once, and the session goes on with the position it had.
"""

from __future__ import annotations

from printkit.errors import DataError, Issue

MAX_TURN = 10_000  # a numbered turn (no game comes near); named turns ('Jul-42') are short texts
MAX_WORD = 200  # characters of a mark's or tally's name, a weather, a named turn or a text value
MAX_NUMBER = 1_000_000_000
MAX_ENTRIES = 10_000  # tallies, markers or marks of one kind
TOP = ("format", "game", "scenario", "turn", "weather", "control", "values", "markers", "pieces")
PIECE = ("counter", "location", "reduced", "marks")


def read(path: str, game):
    """The Position saved in `path`; DataError with every problem, PrintkitError if it cannot be read."""
    from printkit.errors import PrintkitError
    from printkit.load.marked import read_marked

    try:
        with open(path, "rb") as f:
            raw = f.read(8 * 1024 * 1024 + 1)
    except (OSError, ValueError) as exc:  # (ValueError: a NUL byte in the name)
        raise PrintkitError(f"{path}: cannot read: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError([Issue(path, 1, 1, "", f"not a saved position: not UTF-8 text ({exc.reason} at byte "
                                              f"{exc.start})")]) from None
    marked, issues = read_marked(path, text)
    if marked.data is None or issues:
        raise DataError(issues or [Issue(path, 1, 1, "", "not a saved position")])
    return from_marked(marked, game)


def from_marked(marked, game):
    from printkit.load.xref import location_names, own_box_names
    from printkit.session.position import FORMAT, Position
    from printkit.session.vocabulary import locations

    issues: list[Issue] = []

    def bad(path, message, key=False):
        issues.append(marked.issue(path, message, key))

    data = marked.data
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DataError([marked.issue(("format",) if isinstance(data, dict) else (),
                                      f"not a saved printkit position (expected format: {FORMAT})")])
    for key in data:
        if key not in TOP:
            bad((key,), f"unknown key {_show(key)}; a saved position has {', '.join(TOP)}", key=True)
    if data.get("game") != game.id:
        raise DataError([marked.issue(("game",), f"the position is of {_show(data.get('game'))}, this session plays "
                                                 f"{game.id!r}")])
    general = set(locations(game)) | location_names(game)
    boxes = {side: own_box_names(game, side) for side in game.sides}  # a side's pieces also name its boxes
    places = general.union(*boxes.values())  # where a marker or a control marker may be
    scenario = data.get("scenario")
    if scenario is not None and (not isinstance(scenario, str) or scenario not in game.scenarios):
        bad(("scenario",), f"no scenario {_show(scenario)} in {game.title}; scenarios: {', '.join(game.scenarios) or 'none'}")
    turn = data.get("turn")
    if not (turn is None or _whole(turn, 0, MAX_TURN) or (isinstance(turn, str) and turn_value(turn) == turn)):
        bad(("turn",), f"expected a turn number from 0 to {MAX_TURN:,} or a turn such as 'Jul-42', got {_show(turn)}")
    weather = data.get("weather")
    if not (weather is None or _word(weather)):
        bad(("weather",), f"expected the weather as a text of at most {MAX_WORD} characters, got {_show(weather)}")
    control = data.get("control") or []
    if not isinstance(control, list):
        bad(("control",), f"expected a list of places under a control marker, got {_show(control)}")
        control = []
    for i, loc in enumerate(control):
        if not isinstance(loc, str) or loc not in places:
            bad(("control", i), f"no place {_show(loc)} on the maps of {game.title}")
        elif loc in control[:i]:
            bad(("control", i), f"{loc!r} is listed twice")
    values = _marks(data.get("values") or {}, ("values",), bad, "tallies")
    markers = data.get("markers") or {}
    if not isinstance(markers, dict) or len(markers) > MAX_ENTRIES:
        bad(("markers",), f"expected a mapping of place to its markers, got {_show(markers)}")
        markers = {}
    kept_markers = {}
    for loc, marks in markers.items():
        if not isinstance(loc, str) or loc not in places:
            bad(("markers", loc), f"no place {_show(loc)} on the maps of {game.title}", key=True)
        kept_markers[loc] = _marks(marks if marks is not None else {}, ("markers", loc), bad, "markers")
    pieces = data.get("pieces") or {}
    if not isinstance(pieces, dict):
        bad(("pieces",), f"expected a mapping of piece id to its state, got {_show(pieces)}")
        pieces = {}
    counters = {c.id: c for c in (game.counters.pieces if game.counters else ())}
    if scenario is not None and not isinstance(scenario, str):
        scenario = None  # (reported above)
    kept = {}
    for pid, p in pieces.items():
        path = ("pieces", pid)
        if not isinstance(p, dict):
            bad(path, f"expected {', '.join(PIECE)}, got {_show(p)}")
            continue
        for key in p:
            if key not in PIECE:
                bad(path + (key,), f"unknown key {_show(key)}; a piece has {', '.join(PIECE)}", key=True)
        counter = counters.get(p.get("counter")) if isinstance(p.get("counter"), str) else None
        if counter is None:
            bad(path + ("counter",), f"no counter {_show(p.get('counter'))} in {game.title}")
            continue
        copies = range(1, counter.quantity + 1)
        if pid not in ((counter.id,) if counter.quantity == 1 else tuple(f"{counter.id}.{n}" for n in copies)):
            example = counter.id if counter.quantity == 1 else f"{counter.id}.1 to {counter.id}.{counter.quantity}"
            bad(path, f"piece {_show(pid)} is not a piece of counter {counter.id!r} (the counter mix holds "
                      f"{counter.quantity}: {example})", key=True)
            continue
        location = p.get("location")
        if location is not None and not (isinstance(location, str) and (location in general or
                                                                        location in boxes.get(counter.side, ()))):
            bad(path + ("location",), f"no place {_show(location)} on the maps of {game.title}" if isinstance(location, str)
                else f"expected a place on the maps of {game.title}, got {_show(location)}")
            continue
        reduced = p.get("reduced", False)
        if not isinstance(reduced, bool):
            bad(path + ("reduced",), f"expected true or false, got {_show(reduced)}")
            continue
        kept[pid] = {"counter": counter.id, "location": location, "reduced": reduced,
                     "marks": _marks(p.get("marks") or {}, path + ("marks",), bad, "marks")}
    if issues:
        raise DataError(issues)
    pos = Position(game.id, scenario, turn, weather)
    pos.control, pos.values, pos.markers, pos.pieces = list(control), values, kept_markers, kept
    return pos


def turn_value(text: str):
    """A typed turn: a number (ASCII digits, 0 to MAX_TURN), or a month turn such as 'Jul-42' as it is; else None."""
    if text.isascii() and text.isdigit():
        return int(text) if len(text) <= 6 and int(text) <= MAX_TURN else None
    from printkit.errors import RulesError
    from printkit.rules.turns import parse

    try:
        parse(text)
    except RulesError:
        return None
    return text if _word(text) else None


def _marks(value, path, bad, what: str) -> dict:
    """A mapping of names to marks (true, a whole number or a word), checked; the good entries."""
    if not isinstance(value, dict) or len(value) > MAX_ENTRIES:
        bad(path, f"expected a mapping of names to {what} (true, a whole number or a text), got {_show(value)}")
        return {}
    out = {}
    for name, v in value.items():
        if not _word(name):
            bad(path + (name,), f"expected a name of at most {MAX_WORD} characters, got {_show(name)}", key=True)
        elif not (v is True or _whole(v, -MAX_NUMBER, MAX_NUMBER) or _word(v)):
            bad(path + (name,), f"expected true, a whole number within ±{MAX_NUMBER:,} or a text of at most "
                                f"{MAX_WORD} characters, got {_show(v)}")
        else:
            out[name] = v
    return out


def _whole(v, lo: int, hi: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _word(v) -> bool:
    """A short printable text: what the session's `set` and `mark` take (and so what a save holds)."""
    return isinstance(v, str) and 0 < len(v) <= MAX_WORD and v.isprintable()


def _show(value) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    try:
        text = repr(value)
    except ValueError:
        return "a very large number"
    return text if len(text) <= 60 else text[:57] + "..."
