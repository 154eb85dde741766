"""Reinforcements and the Turn marker at the table, for any game: from the scenario's data alone.

A counter enters later when its placement gives an entry turn (`turn`, or the historical `entry_h`) after
the scenario's first turn, or only a variable entry (`entry_v`: an entry roll decides, 'roll' until the
player marks the turn it rolled). It waits off the map, or in its entry turn's box of the Turn Track when the
game has one, marked `enters` (the turn) and `to` (where it goes); `next-turn` brings every counter whose turn
has come to its place. The Turn marker (a counter with `function: turn`) sits in the box of the current turn.
"""

from __future__ import annotations

ENTERS, TO = "enters", "to"
ROLL = "roll"  # an entry turn that an entry roll decides (variable entry)


def order(value) -> int | None:
    """A turn as a number to compare: 3 -> 3, 'Aug-42' -> its month index; None when it is neither."""
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if text.lstrip("-").isdigit():
        return int(text)
    from printkit.errors import RulesError
    from printkit.rules.turns import parse

    try:
        return parse(text)
    except RulesError:
        return None


def entry_turn(placement, first) -> object | None:
    """When a placed counter enters: its turn (None: at the start), or ROLL for a variable entry only."""
    turn = placement.turn if placement.turn is not None else placement.entry_h
    if turn is None:
        return ROLL if placement.entry_v else None  # Entry-V alone ('At Start' too): a roll decides
    start, when = order(first), order(turn)
    if start is not None and when is not None and when <= start:
        return None  # it enters on the first turn: on the map from the start
    return turn


def turn_markers(game, pos) -> list[str]:
    """The pieces of the game's Turn marker counters."""
    ids = {c.id for c in (game.counters.pieces if game.counters else ()) if c.function == "turn"}
    return [pid for pid, p in pos.pieces.items() if p["counter"] in ids]


def turn_track(game, pos, scenario=None) -> str | None:
    """The box holding the turns: where the Turn marker is set up, else a box whose sections name every turn of
    the scenario (a game with a Turn marker only)."""
    boxes = {b.id: b for board in game.maps.values() for b in board.boxes if b.sections}
    for pid in turn_markers(game, pos):
        loc = pos.pieces[pid]["location"] or ""
        box = loc.split("/")[0]
        if box in boxes and str(pos.turn) in boxes[box].sections:
            return box
    if not any(c.function == "turn" for c in (game.counters.pieces if game.counters else ())):
        return None
    turns = _turn_labels(scenario, pos.turn)
    for box in boxes.values():
        if turns and all(t in box.sections for t in turns):
            return box.id
    return None


def _turn_labels(scenario, first) -> list[str]:
    if scenario is None or first is None:
        return [str(first)] if first is not None else []
    if isinstance(first, int) or str(first).isdigit():
        return [str(n) for n in range(int(first), int(first) + (scenario.turns or 1))]
    if scenario.last_turn:
        from printkit.rules.turns import later, parse

        return [later(str(first), k) for k in range(parse(scenario.last_turn) - parse(str(first)) + 1)]
    return [str(first)]


def hold(pos, pid: str, turn, to: str, track: str | None, game) -> None:
    """Put a piece aside until its turn: in its Turn Track box when there is one, else off the map."""
    boxes = {b.id: b for board in game.maps.values() for b in board.boxes}
    section = f"{track}/{turn}" if track and str(turn) in boxes[track].sections else None
    pos.pieces[pid]["location"] = section
    pos.pieces[pid]["marks"][ENTERS] = turn
    pos.pieces[pid]["marks"][TO] = to


def set_up(game, scenario, pos, held: list[tuple[str, object, str]]) -> None:
    """After the set-up: the Turn marker into the current turn's box (placed there if the set-up leaves it out),
    and each held piece (pid, turn, destination) aside until its turn."""
    track = turn_track(game, pos, scenario)
    if track is not None:
        markers = turn_markers(game, pos)
        if not markers:
            counter = next(c for c in game.counters.pieces if c.function == "turn")
            markers = [pos._add(game, counter.id, None)]
        for pid in markers:
            pos.pieces[pid]["location"] = f"{track}/{pos.turn}"
    for pid, turn, to in held:
        hold(pos, pid, turn, to, track, game)


def arrive(game, pos, turn) -> tuple[list[str], list[str]]:
    """The turn has advanced to `turn`: the Turn marker moves into its box and every piece whose entry turn has
    come goes where it enters. Returns (the pieces that arrived, the Turn marker pieces moved)."""
    boxes = {b.id: b for board in game.maps.values() for b in board.boxes}
    moved = []
    for pid in turn_markers(game, pos):
        loc = pos.pieces[pid]["location"] or ""
        box = loc.split("/")[0]
        if box in boxes and str(turn) in boxes[box].sections:
            pos.pieces[pid]["location"] = f"{box}/{turn}"
            moved.append(pid)
    now = order(turn)
    came = []
    for pid, p in pos.pieces.items():
        marks = p["marks"]
        when = marks.get(ENTERS)
        if when is None or when == ROLL or TO not in marks:
            continue
        due = order(when)
        if (due is not None and now is not None and due <= now) or str(when) == str(turn):
            p["location"] = marks.pop(TO)
            del marks[ENTERS]
            came.append(pid)
    return came, moved
