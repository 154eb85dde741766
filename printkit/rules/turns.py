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
        return {"turn": later(first_turn, n), "turns_later": n, "from": first_turn, "rule": "15.1.1.2 At Start"}
    return {"turn": later(entry_v, roll), "turns_later": roll, "from": entry_v, "rule": "15.1.1.2"}
