"""Zones of Control of a position: which hexes are in an enemy ZOC for a side."""

from __future__ import annotations

from printkit.errors import RulesError


def ezoc_of(session, side: str) -> set[str]:
    """Hexes adjacent to the enemy ground units of `side` (not into or across ground-prohibited hexes or
    hexsides, not into a hex with a No EZOC marker), from the session's position."""
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.rules.supply import ezoc

    game = session.game
    known = {session.faction_of(pid) for pid in session.position.pieces} - {None}
    if side not in known:
        raise RulesError(f"no side {side!r} has pieces in play; sides: {', '.join(sorted(known))}")
    board = _hexmap(game)
    enemy = {p["location"] for pid, p in session.position.pieces.items()
             if p["location"] and session.is_hex(p["location"]) and session.is_ground(pid)
             and session.faction_of(pid) != side}
    no_ezoc = {loc for loc, marks in session.position.markers.items() if "no-ezoc" in marks or "no_ezoc" in marks}
    return ezoc(board, enemy, no_ezoc)
