"""Session `allocate ... --apply`: put the definite results of an allocation on the position.

Damaged units go to the Damaged section of their side's Unit Box, units removed from the game leave it, units
disrupted are marked disrupted (an air unit also returns to its side's Airfields box). Where the Defender
chooses (disrupt or retreat) or a unit must retreat, the position is left for the player's own move or mark.
"""

from __future__ import annotations


def _box(game, side: str, section: str | None = None, name_has: str | None = None) -> str | None:
    for board in game.maps.values():
        for b in getattr(board, "boxes", ()) or ():
            if b.side != side:
                continue
            if section and section in b.sections:
                return f"{b.id}/{section}"
            if name_has and name_has.lower() in b.name.lower():
                return b.id
    return None


def apply(session, result: dict) -> list[str]:
    """Change the position from an allocate result (its --json form); the lines saying what changed."""
    pos, said = session.position, []
    pieces = {}
    for pid, p in pos.pieces.items():
        pieces.setdefault(p["counter"], pid)
    session._change()
    for u in result["units"]:
        pid = pieces.get(u["unit"])
        if pid is None:
            continue
        name, side = session.name(pid), session.counter(pid).side
        if u["result"] == "removed":
            del pos.pieces[pid]
            said.append(f"{name} removed from the game")
        elif u["result"] == "damaged":
            box = _box(session.game, side, section="Damaged")
            if box:
                pos.pieces[pid]["location"] = box
                pos.pieces[pid]["marks"].pop("disrupted", None)
                said.append(f"{name} -> {box}")
        elif u["result"] == "disrupted":
            pos.pieces[pid]["marks"]["disrupted"] = True
            if result.get("air_to_air"):
                box = _box(session.game, side, name_has="Airfields")
                if box:
                    pos.pieces[pid]["location"] = box
            said.append(f"{name}: disrupted" + (f", back to {pos.pieces[pid]['location']}" if result.get("air_to_air")
                                                  else ""))
        elif u["result"] in ("retreat", "disrupt_or_retreat", "stay_or_retreat"):
            said.append(f"{name}: the Defender's move (retreat PIECE AREA, or mark PIECE disrupted)"
                        if u["result"] != "retreat" else f"{name}: must retreat (retreat PIECE AREA)")
    return said
