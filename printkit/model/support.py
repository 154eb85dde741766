"""Off-board fire support assets (artillery, rockets, air strikes): what scenarios give each side."""

from __future__ import annotations

from printkit.model.common import record, require


@record
class FireSupportType:
    """A kind of fire support asset; `kind` decides its scatter chance (a chart keyed by kind)."""

    id: str
    name: str
    kind: str  # e.g. 'rocket', 'artillery', 'air': a key of the game's scatter chart
    short: str | None = None  # a short name for counters and tick-box rows
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    note: str | None = None


@record
class FireSupport:
    """One side's fire support in a scenario: so many barrages of an asset, at a strength and reliability."""

    # the fire support asset id (Game.fire_support)
    asset: str
    # how many barrages
    barrages: int
    # the barrage's strength
    strength: int | None
    # whether it may fire smoke
    smoke: bool
    # the 1D6 number it arrives on (0-6)
    reliability: int | None
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    note: str | None = None

    def __post_init__(self):
        require(self.barrages >= 1, f"barrages must be at least 1, got {self.barrages}", "barrages")
        require(self.reliability is None or 0 <= self.reliability <= 6,
                f"reliability is a 1D6 number (0-6), got {self.reliability}", "reliability")
