"""Air movement: where an air unit may end a move, how far it is, what it costs.

Data (parameters; each `rule:` is what a refusal cites):
  air_movement               {ends_in: [friendly_city, transport_line], supply_line: bool, sorties_added: N}
  air_movement_prohibitions  {stacking: TYPE, ezoc_unless_friendly: [city, unit], enemy: [city, unit, partisans]}
  air_prohibited_hexes       [hexes an air unit may not enter]
  air_hex_cost               MP per hex entered (null: unknown, so the MP question exits naming it)
  air_displacement           {moves_at_max_sorties, sorties_added, nowhere}
  movement_points            the air allowance by supply state
The position around the move is a `Surroundings`: hexes of enemy and friendly ground and air units, enemy
Partisans markers, cities under control markers and No EZOC markers.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules import hexes
from printkit.rules.citations import cited
from printkit.rules.params import param


class Surroundings:
    """What is where around an air unit, seen from its faction."""

    def __init__(self, enemy_ground=(), enemy_air=(), friendly_ground=(), friendly_air=(), partisans=(),
                 marked=(), no_ezoc=()):
        self.enemy_ground, self.enemy_air = set(enemy_ground), set(enemy_air)
        self.friendly_ground, self.friendly_air = set(friendly_ground), set(friendly_air)
        self.partisans, self.marked, self.no_ezoc = set(partisans), set(marked), set(no_ezoc)  # marked: control markers


def friendly_city(board, label: str, faction: str, marked: set[str], marker_side: str) -> bool:
    from printkit.rules.control_markers import friendly

    return hexes.is_city(board, label) and friendly(label, faction, marked, marker_side)


def path_length(game, board, start: str, end: str) -> tuple[int, list[str]]:
    """Fewest hexes entered from start to end avoiding air-prohibited hexes (the start is not counted)."""
    from collections import deque

    banned = set(param(game, "air_prohibited_hexes", "air movement") or ())
    if end in banned:
        raise RulesError(cited(f"{end} is an air movement Prohibited hex", game, "air_prohibited_hexes"))
    sp = hexes.spec(board)
    if not banned:
        return sp.distance(start, end), []
    parent = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == end:
            path = []
            while here is not None:
                path.append(here)
                here = parent[here]
            return len(path) - 1, path[::-1]
        for n in sp.neighbors(here):
            if n not in parent and n not in banned:
                parent[n] = here
                queue.append(n)
    raise RulesError(cited(f"no air movement path from {start} to {end} avoids the air movement Prohibited hexes",
                           game, "air_prohibited_hexes"))


def end_refusals(game, board, faction: str, end: str, around: Surroundings) -> list[str]:
    """Every reason the move may not end in `end` (empty: it may)."""
    from printkit.rules.supply import ezoc, trace

    rule = param(game, "air_movement", "air movement")
    banned = param(game, "air_movement_prohibitions", "air movement")
    out: list[str] = []
    from printkit.rules.control_markers import side as marker_side

    city = hexes.is_city(board, end) and friendly_city(board, end, faction, around.marked, marker_side(game))
    enemy_unit = end in around.enemy_ground or end in around.enemy_air
    enemy_city = hexes.is_city(board, end) and not city
    ends_in = set(rule.get("ends_in", ()))
    ok_city = "friendly_city" in ends_in and city
    ok_line = "transport_line" in ends_in and hexes.has_line(board, end) and not enemy_unit \
        and end not in around.partisans
    if not (ok_city or ok_line):
        out.append(cited(f"{end} is neither a friendly city nor a Transport Line hex free of enemy units and "
                         "markers", game, "air_movement"))
    if banned.get("stacking") and end in around.friendly_air:
        out.append(cited(f"{end} already holds a friendly air unit (stacking limit)", game,
                         "air_movement_prohibitions"))
    allowed = set(banned.get("ezoc_unless_friendly", ()))
    friendly_here = ("city" in allowed and city) or ("unit" in allowed and (
        end in around.friendly_ground or end in around.friendly_air))
    if end in ezoc(board, around.enemy_ground, around.no_ezoc) and not friendly_here:
        out.append(cited(f"{end} is in an enemy Zone of Control and holds no friendly city or unit", game,
                         "air_movement_prohibitions"))
    enemy = set(banned.get("enemy", ()))
    if "city" in enemy and enemy_city:
        out.append(cited(f"{end} is an enemy city", game, "air_movement_prohibitions"))
    if "unit" in enemy and enemy_unit:
        out.append(cited(f"{end} holds an enemy unit", game, "air_movement_prohibitions"))
    if "partisans" in enemy and end in around.partisans:
        out.append(cited(f"{end} holds an enemy Partisans marker", game, "air_movement_prohibitions"))
    if rule.get("supply_line"):
        line = trace(game, board, faction, end, around.enemy_ground, around.friendly_ground, around.marked,
                     around.no_ezoc)
        if not line["supplied"]:
            out.append(cited(f"no supply line can be traced from {end}: {line['reason']}", game, "air_movement"))
    return out


def move(game, board, faction: str, start: str, end: str, sorties: int, supply: str, around: Surroundings,
         displaced: bool = False) -> dict:
    """Whether an air unit may move from start to end and what it costs; `cost` None when unknown ('fill_in')."""
    from printkit.rules import sorties as sorties_rules
    from printkit.rules.movement import allowance

    if start == end:
        raise RulesError(f"an air move goes somewhere: {start} is where the unit already is")
    refusals = []
    if not displaced:
        why = sorties_rules.activation_refusal(game, sorties, f"the air unit in {start}")
        if why:
            refusals.append(why)
    else:
        sorties_rules.check(game, sorties)
    length, via = path_length(game, board, start, end)
    refusals += end_refusals(game, board, faction, end, around)
    param(game, "movement_points", "air movement")
    mp = allowance(game, "air", supply)
    p = game.parameters.get("air_hex_cost")
    per_hex = p.value if p is not None else None
    if per_hex is not None and (not isinstance(per_hex, int) or isinstance(per_hex, bool) or not 0 < per_hex <= 100):
        raise RulesError(f"parameters.air_hex_cost.value must be a whole number of MP (1 to 100), got {per_hex!r:.40}")
    cost = None if per_hex is None else length * int(per_hex)
    if cost is not None and cost > mp:
        refusals.append(cited(f"{length} hexes cost {cost} MP, more than the unit's {mp}", game, "air_hex_cost"))
    if displaced:
        d = param(game, "air_displacement", "air displacement")
        after = sorties if sorties >= sorties_rules.cap(game) else sorties_rules.add(game, sorties, d["sorties_added"])
    else:
        after = sorties_rules.add(game, sorties, param(game, "air_movement", "air movement").get("sorties_added", 0))
    return {"from": start, "to": end, "hexes": length, "via": via, "allowance": mp, "hex_cost": per_hex,
            "cost": cost, "legal": not refusals if cost is not None else (None if not refusals else False),
            "refusals": refusals, "sorties": sorties, "sorties_after": after, "displaced": displaced,
            "fill_in": "parameters.air_hex_cost.value" if per_hex is None else None}


def displacement_nowhere(game) -> str:
    """What happens to a displaced air unit that has nowhere to end (the parameter's `nowhere`)."""
    return str(param(game, "air_displacement", "air displacement")["nowhere"])
