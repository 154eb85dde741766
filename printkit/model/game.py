"""The whole game: one YAML file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from printkit.model.boards import Board
from printkit.model.charts import Chart
from printkit.model.common import Dataset, Status
from printkit.model.pieces import CounterSet, CounterSheet, Side, UnitType
from printkit.model.scenarios import Scenario


@dataclass(frozen=True)
class Parameter:
    """A rules constant (hit faces, thresholds) with its provenance; read by the resolvers."""

    value: object
    source: str
    status: Status
    text: str | None = None
    note: str | None = None


@dataclass(frozen=True)
class Kit:
    """Which charts go on the player aid and in which order."""

    player_aid: tuple[str, ...] = ()
    computed: tuple[Literal["hit_odds", "raid_odds", "recovery_odds"], ...] = ()
    title: str | None = None


@dataclass(frozen=True)
class Game(Dataset):
    """A game: everything printkit knows about it."""

    id: str = ""
    title: str = ""
    rulebooks: tuple[str, ...] = ()
    sides: dict[str, Side] = field(default_factory=dict)
    unit_types: dict[str, UnitType] = field(default_factory=dict)
    counter_sheet: CounterSheet = field(default_factory=CounterSheet)
    counters: CounterSet | None = None
    maps: dict[str, Board] = field(default_factory=dict)
    charts: dict[str, Chart] = field(default_factory=dict)
    parameters: dict[str, Parameter] = field(default_factory=dict)
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    kit: Kit = field(default_factory=Kit)

    def param(self, name: str):
        """The value of a parameter; KeyError if the game has none of that name."""
        return self.parameters[name].value
