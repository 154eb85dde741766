"""Turn arithmetic on month turns written 'Nov-42'."""

from __future__ import annotations

import re

from printkit.errors import RulesError

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_TURN = re.compile(r"^([A-Za-z]{3})-?(\d{2})$")


def parse(turn: str) -> int:
    """'Nov-42' -> a month index (years*12 + month)."""
    m = _TURN.match(turn.strip())
    if not m or m.group(1).capitalize() not in MONTHS:
        raise RulesError(f"expected a turn like 'Nov-42', got {turn!r}")
    return (1900 + int(m.group(2))) * 12 + MONTHS.index(m.group(1).capitalize())


def name(index: int) -> str:
    return f"{MONTHS[index % 12]}-{(index // 12) % 100:02d}"


def later(turn: str, n: int) -> str:
    """The turn n turns after `turn`, not counting the current turn."""
    if n < 0:
        raise RulesError(f"turns later must be 0 or more, got {n}")
    return name(parse(turn) + n)


def variable_entry(entry_v: str, roll: int, first_turn: str, sides: int = 6) -> dict:
    """A variable entry: Entry-V turn + a die roll; 'At Start': the die halved (round up), counted from the first turn."""
    if not 1 <= roll <= sides:
        raise RulesError(f"--roll must be a die result from 1 to {sides}, got {roll}")
    if entry_v.strip().lower() == "at start":
        n = -(-roll // 2)
        return {"turn": later(first_turn, n), "turns_later": n, "from": first_turn, "rule": "At Start"}
    return {"turn": later(entry_v, roll), "turns_later": roll, "from": entry_v, "rule": ""}


def is_month(turn: str) -> bool:
    """Whether a turn is written as a month ('Nov-42')."""
    m = _TURN.match(str(turn).strip())
    return bool(m) and m.group(1).capitalize() in MONTHS


def track(game) -> list[str] | None:
    """The game's turn track, as its data declares it: the months from the earliest scenario's `first_turn` to
    the latest `last_turn` when the turns are months, else the numbers 1 to the longest scenario's `turns`;
    None when no scenario says how long it lasts."""
    scenarios = list((game.scenarios or {}).values())
    months = [(parse(sc.first_turn), parse(sc.last_turn)) for sc in scenarios
              if sc.first_turn and sc.last_turn and is_month(sc.first_turn) and is_month(sc.last_turn)]
    if months:
        first, last = min(a for a, _ in months), max(b for _, b in months)
        return [name(i) for i in range(first, last + 1)]
    longest = max((sc.turns or 0 for sc in scenarios), default=0)
    return [str(n) for n in range(1, longest + 1)] if longest else None


def on_track(turns: list[str], turn: str) -> int | None:
    """Where a turn as typed ('nov-42', '03') sits on the track, or None."""
    text = str(turn).strip()
    if text.isascii() and text.isdigit():
        text = str(int(text))
    elif is_month(text):
        text = name(parse(text))
    return turns.index(text) if text in turns else None


def later_on_track(turns: list[str], turn: str, n: int) -> str:
    """The turn n turns after `turn` on the game's own track (numbers or months), not counting the current turn;
    a turn off the track, or past its end, is refused naming the track's range."""
    span = f"{turns[0]} to {turns[-1]}"
    i = on_track(turns, turn)
    if i is None:
        raise RulesError(f"turn {turn!r} is not on the game's turn track, which runs {span}")
    if n < 0:
        raise RulesError(f"turns later must be 0 or more, got {n}")
    if i + n >= len(turns):
        raise RulesError(f"--later {n} is out of range: 0 to {len(turns) - 1 - i} (the turn track runs {span}; "
                         f"{turns[i]} is turn {i + 1} of {len(turns)})")
    return turns[i + n]
