"""Ranges of the calculators' numeric options, from the rules and the components.

Every number a user types has a range: a die roll its faces, a count what the counters can ever put
together, a turn the game's calendar. Out of range is refused with one line saying why (exit 1), so no
input makes a calculator compute for long or allocate much.
"""

from __future__ import annotations

from printkit.errors import RulesError

TECHNICAL_MAX = 10_000  # where neither rules nor components bound a number (no game comes near)


def within(option: str, value: int, low: int, high: int, why: str) -> int:
    """value, or RulesError naming the option, its range and the reason for the range."""
    if not low <= value <= high:
        raise RulesError(f"{option} {value} is out of range: {low} to {high} ({why})")
    return value


def _pieces(game, domain: str | None):
    types = game.unit_types
    for c in (game.counters.pieces if game.counters else ()):
        t = types.get(c.type)
        if t is not None and (domain is None or t.domain == domain):
            yield c


def most_per_side(game, domain: str | None = None, cv: bool = False) -> tuple[int, str]:
    """The most units (or CV) of one domain any one side has, and that side's name."""
    totals: dict[str, int] = {}
    for c in _pieces(game, domain):
        totals[c.side] = totals.get(c.side, 0) + c.quantity * ((c.cv or 0) if cv else 1)
    if not totals:
        return 0, "no side"
    side = max(sorted(totals), key=lambda s: totals[s])
    name = game.sides[side].adjective or game.sides[side].name if side in game.sides else side
    return totals[side], name
