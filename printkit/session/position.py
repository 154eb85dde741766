"""The position of a game at the table: turn, weather, where every piece is and in what state, markers.

Generic for every game: a piece is one physical counter (a counter design printed `quantity` times gives
pieces `id.1`, `id.2`, ...); a location is whatever the game's setup uses (hex, area, box, set-up zone).
Loaded from a scenario's setup, changed by the session's commands, saved and loaded as plain YAML.
"""

from __future__ import annotations

import copy

from printkit.errors import RulesError

FORMAT = "printkit-position/1"


class Position:
    """Mutable table state. `pieces`: piece id -> {counter, location, reduced, marks{name: value}}."""

    def __init__(self, game_id: str, scenario: str | None = None, turn=None, weather: str | None = None):
        self.game_id = game_id
        self.scenario = scenario
        self.turn = turn
        self.weather = weather
        self.pieces: dict[str, dict] = {}
        self.markers: dict[str, dict] = {}  # location -> {marker: value}
        self.control: list[str] = []  # locations under a control marker (rules/control_markers.py)
        self.values: dict[str, object] = {}  # named tallies: prestige, VP, points...

    # -- building ---------------------------------------------------------------------------------

    @classmethod
    def from_scenario(cls, game, scenario_id: str | None) -> "Position":
        """The starting position of a scenario (its setup; reinforcements wait off the map)."""
        if scenario_id is None:
            pos = cls(game.id, None, 1)
            return pos
        sc = game.scenarios.get(scenario_id)
        if sc is None:
            raise RulesError(f"no scenario {scenario_id!r} in {game.title}; scenarios: {', '.join(game.scenarios)}")
        from printkit.session.reinforcements import entry_turn, set_up

        pos = cls(game.id, sc.id, sc.first_turn or 1)
        held = []  # (piece, entry turn, where it enters): aside until its turn (session/reinforcements.py)
        for p in sc.setup:
            later = entry_turn(p, pos.turn)
            for _ in range(p.quantity):
                pid = pos._add(game, p.counter, p.location, p.reduced)
                if p.sorties:  # the S column of the set-up table: a Sorties marker on the unit
                    pos.pieces[pid]["marks"]["sorties"] = p.sorties
                if later is not None:
                    held.append((pid, later, p.location))
        for p in sc.reinforcements:
            later = entry_turn(p, pos.turn)
            for _ in range(p.quantity):
                pid = pos._add(game, p.counter, None if later is not None else p.location, p.reduced)
                if later is not None:
                    held.append((pid, later, p.location))
        pos.control = list(sc.control)
        set_up(game, sc, pos, held)
        return pos

    def _add(self, game, counter: str, location: str | None, reduced: bool = False) -> str:
        pid = self.next_piece_id(game, counter)
        self.pieces[pid] = {"counter": counter, "location": location, "reduced": bool(reduced), "marks": {}}
        return pid

    def next_piece_id(self, game, counter: str) -> str:
        """The id of the next piece of a counter design; RulesError when the counter mix holds no more."""
        c = counter_of(game, counter)
        used = [pid for pid, p in self.pieces.items() if p["counter"] == counter]
        if len(used) >= c.quantity:
            raise RulesError(f"the counter mix holds {c.quantity} {c.label} ({counter}); all are in play")
        if c.quantity == 1:
            return counter
        n = 1
        while f"{counter}.{n}" in self.pieces:
            n += 1
        return f"{counter}.{n}"

    # -- questions ---------------------------------------------------------------------------------

    def at(self, location: str) -> list[str]:
        return [pid for pid, p in self.pieces.items() if p["location"] == location]

    def locations(self) -> set[str]:
        return {p["location"] for p in self.pieces.values() if p["location"]}

    # -- undo, save, load ----------------------------------------------------------------------------

    def snapshot(self) -> dict:
        return copy.deepcopy(self.to_data())

    def to_data(self) -> dict:
        return {"format": FORMAT, "game": self.game_id, "scenario": self.scenario, "turn": self.turn,
                "weather": self.weather, "control": list(self.control), "values": dict(self.values),
                "markers": {k: dict(v) for k, v in self.markers.items()},
                "pieces": {k: {"counter": p["counter"], "location": p["location"], "reduced": p["reduced"],
                               "marks": dict(p["marks"])} for k, p in self.pieces.items()}}

    @classmethod
    def from_data(cls, data, game, where: str = "position") -> "Position":
        """A position from its saved form; RulesError naming the first wrong entry."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RulesError(f"{where}: not a saved printkit position (expected format: {FORMAT})")
        if data.get("game") != game.id:
            raise RulesError(f"{where}: game: the position is of {data.get('game')!r}, this session plays {game.id!r}")
        pos = cls(game.id, data.get("scenario"), data.get("turn"), data.get("weather"))
        pos.control = [str(h) for h in data.get("control") or ()]
        pos.values = dict(data.get("values") or {})
        pos.markers = {str(k): dict(v or {}) for k, v in (data.get("markers") or {}).items()}
        pieces = data.get("pieces") or {}
        if not isinstance(pieces, dict):
            raise RulesError(f"{where}: pieces: expected a mapping of piece id to its state")
        for pid, p in pieces.items():
            if not isinstance(p, dict) or "counter" not in p:
                raise RulesError(f"{where}: pieces.{pid}: expected counter, location, reduced, marks")
            counter_of(game, p["counter"], f"{where}: pieces.{pid}.counter")
            pos.pieces[str(pid)] = {"counter": p["counter"], "location": p.get("location"),
                                    "reduced": bool(p.get("reduced")), "marks": dict(p.get("marks") or {})}
        return pos


def counter_of(game, counter_id: str, where: str | None = None):
    """A counter design, or a chit (chits are played on the table too: Resource chits on a matrix)."""
    for c in (game.counters.pieces if game.counters else ()) + (game.chits.pieces if game.chits else ()):
        if c.id == counter_id:
            return c
    prefix = f"{where}: " if where else ""
    raise RulesError(f"{prefix}no counter {counter_id!r} in {game.title}")
