"""Supply: supply sources, and tracing a supply line.

Data-driven: the game's `supply_sources` parameter says which hexes are sources for which faction:
  {faction: {hexes: [...], friendly_cities: bool, edges: [north, ...], transport_line_into_edge: bool,
             except: [...]}}
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules import hexes
from printkit.rules.params import param


def edge_sources(game, board) -> dict[str, set[str]]:
    """Sources that do not depend on who controls what: listed hexes and edge hexes with a line off the map."""
    rules = param(game, "supply_sources", "supply tracing")
    out: dict[str, set[str]] = {}
    ends = hexes.off_map_ends(board)
    if not isinstance(rules, dict) or not all(isinstance(r, dict) for r in rules.values()):
        raise RulesError("parameters.supply_sources must map each faction to its sources {hexes, edges, except, ...}",
                         fill_in="parameters.supply_sources")
    for faction, rule in rules.items():
        found = set(rule.get("hexes", ()))
        if rule.get("edges"):
            for label in ends:
                if set(hexes.edges(board, label)) & set(rule["edges"]):
                    found.add(label)
        found -= set(rule.get("except", ()))
        out[faction] = found
    return out


def ezoc(board, enemy_ground: set[str], no_ezoc: set[str] = frozenset()) -> set[str]:
    """Hexes in an enemy Zone of Control: around enemy ground units, not into or across ground-prohibited
    hexes and hexsides, not into a hex with a No EZOC marker."""
    zone = set()
    sp = hexes.spec(board)
    for e in enemy_ground:
        for n in sp.neighbors(e):
            if n in no_ezoc or hexes.ground_prohibited_hex(board, n) or hexes.ground_prohibited_side(board, e, n):
                continue
            zone.add(n)
    return zone


def sources(game, board, faction: str, marked: set[str]) -> set[str]:
    """Friendly supply sources of a faction given which cities are under control markers (the markers' side
    is parameters.control_markers, rules/control_markers.py)."""
    rules = param(game, "supply_sources", "supply tracing")
    if faction not in rules:
        raise RulesError(f"no supply_sources rule for {faction!r}; factions: {', '.join(rules)}")
    rule = rules[faction]
    from printkit.rules import control_markers  # (here: `hex info` reads edge_sources without it)

    owner = control_markers.board_side(game, board) if rule.get("friendly_cities") else None
    found = set(edge_sources(game, board).get(faction, set()))
    if rule.get("friendly_cities"):
        for label, info in (board.hexes or {}).items():
            if (info.city or info.factory) and control_markers.friendly(label, faction, marked, owner):
                found.add(label)
    return found - set(rule.get("except", ()))


def enemy_city(board, label: str, faction: str, marked: set[str], marker_side: str) -> bool:
    if not hexes.is_city(board, label):
        return False
    from printkit.rules.control_markers import friendly

    return not friendly(label, faction, marked, marker_side)


def trace(game, board, faction: str, start: str, enemy: set[str], friendly: set[str],
          marked: set[str], no_ezoc: set[str] = frozenset()) -> dict:
    """Trace a supply line: up to `supply_first_leg` hexes of ground path to a Transport Line or a source,
    then along a contiguous Transport Line to a friendly source. Returns supplied, path, source, reason."""
    from collections import deque

    first_leg = param(game, "supply_first_leg", "supply tracing")
    srcs = sources(game, board, faction, marked)
    from printkit.rules.control_markers import board_side

    owner = board_side(game, board)
    zone = ezoc(board, enemy, no_ezoc)
    sp = hexes.spec(board)
    links = hexes.line_links(board)

    def blocked(label: str) -> str | None:
        if label in enemy:
            return f"{label} holds an enemy unit"
        if enemy_city(board, label, faction, marked, owner):
            return f"{label} is an enemy city"
        why = hexes.ground_prohibited_hex(board, label)
        if why:
            return f"{label} is {why}"
        friendly_here = label in friendly or label == start or (hexes.is_city(board, label)
                                                                 and not enemy_city(board, label, faction, marked, owner))
        if label in zone and not friendly_here:
            return f"{label} is in an enemy ZOC"
        return None

    if blocked(start) and start not in zone:
        return {"supplied": False, "path": [], "source": None, "reason": blocked(start)}
    if start in srcs:
        return {"supplied": True, "path": [start], "source": start, "reason": None}
    queue = deque([(start, 0, False)])
    parent = {(start, 0, False): None}
    reached_line = []
    while queue:
        state = queue.popleft()
        label, steps, on_line = state
        if label in srcs:
            path = []
            while state is not None:
                if not path or path[-1] != state[0]:
                    path.append(state[0])
                state = parent[state]
            path.reverse()
            return {"supplied": True, "path": path, "source": label, "reason": None}
        moves = []
        if not on_line:
            if hexes.has_line(board, label):
                reached_line.append(label)
                moves.append((label, steps, True))
            if steps < first_leg:
                moves += [(n, steps + 1, False) for n in sp.neighbors(label)
                          if not hexes.ground_prohibited_side(board, label, n)]
        else:
            moves += [(n, steps, True) for n in sorted(links.get(label, ()))
                      if not hexes.ground_prohibited_side(board, label, n)]
        for nxt in moves:
            if nxt in parent or (nxt[0] != label and blocked(nxt[0])):
                continue
            parent[nxt] = state
            queue.append(nxt)
    if not reached_line:
        reason = f"no Transport Line or friendly supply source within {first_leg} hexes that a supply line may enter"
    else:
        reason = (f"the Transport Line reached at {', '.join(sorted(set(reached_line)))} leads to no friendly "
                  "supply source along hexes a supply line may enter")
    return {"supplied": False, "path": [], "source": None, "reason": reason}


def check_path(game, board, faction: str, path: list[str], enemy: set[str], friendly: set[str],
               marked: set[str], no_ezoc: set[str] = frozenset()) -> str | None:
    """Why a given supply line is not legal under 7.4 (None if it is): the first leg up to
    `supply_first_leg` hexes to a Transport Line or source, the rest along a contiguous Transport Line."""
    first_leg = param(game, "supply_first_leg", "supply tracing")
    srcs = sources(game, board, faction, marked)
    from printkit.rules.control_markers import board_side

    owner = board_side(game, board)
    zone = ezoc(board, enemy, no_ezoc)
    sp = hexes.spec(board)
    links = hexes.line_links(board)
    if not path or path[-1] not in srcs:
        return f"the path does not end in a friendly supply source ({path[-1] if path else 'empty'})"
    for i, label in enumerate(path):
        if label in enemy or enemy_city(board, label, faction, marked, owner):
            return f"{label} holds an enemy unit or city"
        if hexes.ground_prohibited_hex(board, label):
            return f"{label} is {hexes.ground_prohibited_hex(board, label)}"
        own = label in friendly or i == 0 or (hexes.is_city(board, label)
                                                and not enemy_city(board, label, faction, marked, owner))
        if label in zone and not own:
            return f"{label} is in an enemy ZOC"
    for i, (a, b) in enumerate(zip(path, path[1:])):
        if b not in sp.neighbors(a) or hexes.ground_prohibited_side(board, a, b):
            return f"{a} to {b} is not a legal step"
    # the switch to the Transport Line may come at any of the first `first_leg` + 1 hexes
    for k in range(min(first_leg, len(path) - 1) + 1):
        if not (hexes.has_line(board, path[k]) or path[k] in srcs):
            continue
        if all(b in links.get(a, ()) for a, b in zip(path[k:], path[k + 1:])):
            return None
    return f"no Transport Line or source within the first {first_leg} hexes from which the rest follows a line"
