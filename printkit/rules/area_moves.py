"""Can a unit move from one area to another (area maps)? Land moves across a shared border, airborne moves
from an own airfield, amphibious moves from an own port to a coastal area, with the side and country limits
the game's parameters.movement_limits state."""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.params import cite, param


def _unit(game, ref: str):
    """(type id, group, label) of a unit given by counter id or unit type id."""
    key = ref.casefold()
    for c in game.counters.pieces:
        if c.id.casefold() == key:
            return c.type, game.unit_types[c.type].group or c.type, c.id
    for tid, t in game.unit_types.items():
        if tid.casefold() == key or t.name.casefold() == key:
            return tid, t.group or tid, t.name
    raise RulesError(f"no unit or unit type {ref!r}")


def own_areas(board, side: str) -> set[str]:
    owned = {cid for cid, c in (board.countries or {}).items() if c.side == side}
    return {a.id for a in board.areas if a.country in owned}


def move(game, side: str, unit: str, frm: str, to: str, events: list[str] = ()) -> dict:
    """{'how': 'land' | 'airborne' | 'amphibious'} for a legal move; RulesError citing the rule otherwise."""
    from printkit.rules.scoring import area_by_ref

    limits = param(game, "movement_limits", "the move calculator")
    rule = cite(game, "movement_limits")
    board = game.maps[param(game, "movement_map" if "movement_map" in game.parameters else "score_map",
                             "the move calculator")]
    tid, group, label = _unit(game, unit)
    a, b = area_by_ref(board, frm), area_by_ref(board, to)
    _type_limits(game, limits, rule, tid, label, b)
    countries = board.countries or {}
    if side not in {c.side for c in countries.values() if c.side}:
        raise RulesError(f"no side {side!r} owns a country on the map")
    if group in limits.get("static", ()):
        raise RulesError(f"{rule}: {group.replace('_', ' ').capitalize()} units do not move ({label})")
    if a.id == b.id:
        raise RulesError(f"{a.name} to {b.name}: a move goes to another area")
    anywhere = group in limits.get("anywhere", {}).get(side, ())
    home = own_areas(board, side)
    if not anywhere:
        if side in limits.get("own_country_only", ()) and b.id not in home:
            raise RulesError(f"{rule}: {game.sides[side].adjective} units may never enter another country "
                             f"({b.name} is not {game.sides[side].name})")
        if b.country in limits.get("never", {}).get(side, ()):
            raise RulesError(f"{rule}: {game.sides[side].adjective} units may never enter {countries[b.country].name}")
        need = limits.get("by_event", {}).get(side, {}).get(b.country)
        if need and need not in events:
            raise RulesError(f"{rule}: {game.sides[side].adjective} units may enter {countries[b.country].name} only "
                             f"as the {need!r} Event Card allows (add --event {need})")
    if b.id in a.adjacent:
        return {"how": "land"}
    if tid in limits.get("airborne", ()) or group in limits.get("airborne", ()):
        if "airfield" in a.features and a.id in home:
            return {"how": "airborne"}
    if group in limits.get("amphibious", ()) and "port" in a.features and a.id in home and b.coast:
        return {"how": "amphibious"}
    raise RulesError(f"{rule}: {a.name} and {b.name} share no land border, and {label} has no airborne move (own "
                     "airfield) or amphibious move (own port to a coastal area) to make it")


def _type_limits(game, limits: dict, rule: str, tid: str, label: str, b) -> None:
    """Limits by unit type: areas of a terrain closed to the type (closed_terrain), and domains that move only
    from and to boxes, never from area to area (box_moves_only; Little War 6.1 air units)."""
    utype = game.unit_types.get(tid)
    domain = utype.domain if utype is not None else None
    if domain in limits.get("box_moves_only", ()):
        raise RulesError(f"{rule}: {label} is an {domain} unit: {domain} units move from their box (the Airfields "
                         "box), not from one area to another")
    closed = set(limits.get("closed_terrain", {}).get(tid, ())) & set(b.terrain or ())
    if closed:
        name = utype.name if utype is not None else tid
        raise RulesError(f"{rule}: {label} may not enter {b.name}: {name} units may not enter areas with "
                         f"{', '.join(sorted(closed))} terrain")
