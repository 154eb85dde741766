"""Off-board fire support: arrival by reliability, strength against a target, scatter from the target hex.

Data it reads (any game may give them):
  parameter `support_arrival`: {die: 6}: on a roll <= the asset's reliability it strikes at once, else
      at the start of the next turn.
  chart `fire_modifiers` items `support_heavy` and `support_adjacent` (values {halvings: n}), and parameter
      `support_halvings`: {lower_floor: n, below_and_beside: why}: halvings, cumulative, fractions dropped.
  chart `scatter_chance` (list): item per asset kind (key), value = the lowest 1D6 roll that scatters.
  chart `scatter_distance` (ranges, 1d6): hexes scattered.
  parameter `scatter_directions`: the direction die's faces in order, each a compass direction
      ('N', 'NE', 'SE', 'S', 'SW', 'NW' for "1 is north, then clockwise").
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.citations import bare
from printkit.rules import hexes

# flat-topped hexes: compass direction -> cube step (x east, z south-ish), matching printkit.hexgrid
STEP = {"N": (0, 1, -1), "NE": (1, 0, -1), "SE": (1, -1, 0), "S": (0, -1, 1), "SW": (-1, 0, 1), "NW": (-1, 1, 0)}


def _param(game, name: str):
    from printkit.rules.params import param

    return param(game, name, "this calculator")


def arrival(game, reliability: int) -> dict:
    """Chance a barrage strikes immediately (roll <= reliability) or next turn."""
    die = _param(game, "support_arrival")["die"]
    if not 1 <= reliability <= die:
        raise RulesError(f"--reliability must be a 1D{die} number from 1 to {die}, got {reliability}")
    return {"immediate": reliability / die, "next_turn": (die - reliability) / die}


def arrives_now(game, reliability: int, roll: int) -> bool:
    """One arrival roll: True if the barrage strikes this turn (roll <= reliability), False if next turn."""
    arrival(game, reliability)
    die = _param(game, "support_arrival")["die"]
    if not 1 <= roll <= die:
        raise RulesError(f"--roll must be a 1D{die} roll from 1 to {die}, got {roll}")
    return roll <= reliability


def strength(game, base: int, heavy: bool, adjacent: bool, floor: str | None) -> tuple[int, list[str]]:
    """Strength of a barrage against one target: halvings cumulative, fractions dropped each time."""
    if base < 0:
        raise RulesError(f"--strength cannot be negative, got {base}")
    strongest = max((fs.strength for sc in game.scenarios.values() for force in sc.forces or ()
                     for fs in force.fire_support if fs.strength is not None), default=None)
    if strongest is not None:
        from printkit.rules.bounds import within

        from printkit.rules.citations import number

        within("--strength", base, 0, strongest, f"the strongest fire support any scenario gives has strength {strongest}"
               + (f", {number(game, 'scenarios')}" if number(game, "scenarios") else ""))
    halvings = _param(game, "support_halvings")
    if adjacent and floor == "lower":
        raise RulesError(halvings["below_and_beside"])
    reasons = []
    if heavy:
        reasons += ["heavy"] * _chart_halvings(game, "support_heavy")
    if adjacent:
        reasons += ["adjacent"] * _chart_halvings(game, "support_adjacent")
    if floor == "lower":
        reasons += ["lower_floor"] * halvings["lower_floor"]
    value = base
    for _ in reasons:
        value //= 2
    return value, reasons


def _chart_halvings(game, key: str) -> int:
    """How often the fire modifier `key` of the chart `fire_modifiers` (a fire support table) halves."""
    chart = game.charts.get("fire_modifiers")
    item = chart.item(key) if chart else None
    if item is None or not item.values or item.values.get("halvings") is None:
        raise RulesError(f"the fire support modifier {key!r} is unknown", fill_in=f"charts.fire_modifiers.items[{key}]")
    return int(item.values["halvings"])


def scatter_from(game, kind: str) -> int:
    """The lowest 1D6 roll on which fire support of this kind scatters."""
    chart = game.charts.get("scatter_chance")
    item = chart.item(kind) if chart else None
    if item is None:
        kinds = ", ".join(i.key for i in chart.items) if chart else "none"
        raise RulesError(f"--kind must be one of {kinds}, got {kind!r}")
    if item.value is None:
        raise RulesError(f"the scatter chance of {kind} is unknown", fill_in=f"charts.scatter_chance.items[{kind}]")
    return int(str(item.value).split("-")[0])


def _distance_table(game):
    chart = game.charts.get("scatter_distance")
    if chart is None or chart.kind != "ranges":
        raise RulesError(f"{game.id} has no range chart 'scatter_distance'")
    return chart


def distance_for(game, roll: int) -> int:
    chart = _distance_table(game)
    low, high = chart.span()
    if not low <= roll <= high:
        raise RulesError(f"--distance-roll must be from {low} to {high}, got {roll}")
    entry = next(e for e in chart.entries if e.low <= roll <= e.high)
    if entry.result is None:
        raise RulesError(f"scatter distance for {roll} is unknown", fill_in="charts.scatter_distance.entries")
    return int(str(entry.result).split()[0])


def landing(board, target: str, direction: str, distance: int) -> str | None:
    """Where fire scattering `distance` hexes from target in a compass direction lands; None off the map."""
    sp = hexes.spec(board)
    cube = sp.cube(target)
    dx, dy, dz = STEP[direction]
    col, row = sp.from_cube(type(cube)(cube.x + dx * distance, cube.y + dy * distance, cube.z + dz * distance))
    return sp.label(col, row) if sp.on_map(col, row) else None


def scatter(game, board, target: str, kind: str, scatter_roll: int, direction: int | None,
            distance_roll: int | None) -> dict:
    """One resolved barrage: does it scatter, which way, how far, where it lands (None = off the map)."""
    first = scatter_from(game, kind)
    faces = _param(game, "scatter_directions")
    if not 1 <= scatter_roll <= 6:
        raise RulesError(f"--scatter-roll must be a 1D6 roll from 1 to 6, got {scatter_roll}")
    if scatter_roll < first:
        if direction is not None or distance_roll is not None:
            raise RulesError(f"a {kind} barrage scatters only on {first}-6{bare(game, 'scatter')}: with a scatter roll of "
                             f"{scatter_roll} no direction or distance is rolled")
        return {"scatters": False, "direction": None, "distance": 0, "landing": target}
    if direction is None or distance_roll is None:
        raise RulesError(f"a scatter roll of {scatter_roll} scatters a {kind} barrage{bare(game, 'scatter')}: "
                         "give --direction and --distance-roll too")
    if not 1 <= direction <= len(faces):
        raise RulesError(f"--direction must be a 1D6 roll from 1 to {len(faces)}, got {direction}")
    n = distance_for(game, distance_roll)
    return {"scatters": True, "direction": direction, "distance": n,
            "landing": landing(board, target, faces[direction - 1], n)}


def landing_distribution(game, board, target: str, kind: str) -> dict:
    """Exact chance of landing in each hex, and off the map, over the three rolls."""
    first = scatter_from(game, kind)
    faces = _param(game, "scatter_directions")
    chart = _distance_table(game)
    low, high = chart.span()
    den = 6 * len(faces) * (high - low + 1)
    ways: dict[str | None, int] = {target: (first - 1) * len(faces) * (high - low + 1)}
    for face in faces:
        for roll in range(low, high + 1):
            where = landing(board, target, face, distance_for(game, roll))
            ways[where] = ways.get(where, 0) + (7 - first)
    off = ways.pop(None, 0)
    return {"landing": {h: w / den for h, w in sorted(ways.items())}, "off_map": off / den}
