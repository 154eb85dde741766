"""Retreat after combat on an area map (The Little War style; the rule cited comes from the data).

Undisrupted defenders may retreat, disrupted defenders must, attackers may not. A retreat goes into an
adjacent area with no undisrupted enemy units that is not an area the attacking units entered the Battle area
from; a unit that must retreat and cannot is damaged.
"""

from __future__ import annotations

from printkit.errors import RulesError


def options(board, frm: str, enemy_undisrupted: set[str], attackers_from: set[str]) -> dict[str, str | None]:
    """Each adjacent area -> None if a retreat may go there, else why not."""
    areas = {a.id: a for a in board.areas}
    out = {}
    for n in sorted(areas[frm].adjacent):
        if n in enemy_undisrupted:
            out[n] = f"{areas[n].name} holds undisrupted enemy units"
        elif n in attackers_from:
            out[n] = f"the attacking units entered the Battle area from {areas[n].name}"
        else:
            out[n] = None
    return out


def retreat(board, frm: str, to: str | None, role: str, disrupted: bool, enemy_undisrupted: set[str],
            attackers_from: set[str], cite: str = "") -> dict:
    """{'must', 'may', 'legal': [areas], 'to', 'allowed', 'why', 'damaged'}: RulesError for an attacker.
    `cite` is the game's retreat rule ('Rule ...' from parameters.retreat.rule)."""
    if role == "attacker":
        raise RulesError("attacking units may not retreat" + (f" ({cite})" if cite else ""))
    opts = options(board, frm, enemy_undisrupted, attackers_from)
    legal = [a for a, why in opts.items() if why is None]
    r = {"from": frm, "must": disrupted, "legal": legal, "refused": {a: w for a, w in opts.items() if w},
         "to": to, "allowed": None, "why": None, "damaged": disrupted and not legal}
    if to is not None:
        if to not in opts:
            names = {a.id: a.name for a in board.areas}
            r.update(allowed=False, why=f"{names.get(to, to)} is not adjacent to {names.get(frm, frm)}")
        else:
            r.update(allowed=opts[to] is None, why=opts[to])
    return r
