"""Scenarios: setup tables, reinforcements, special rules, victory."""

from __future__ import annotations


from printkit.model.common import Dataset, record, require

TYPE_CHECKING = False
if TYPE_CHECKING:
    from printkit.model.support import FireSupport


@record
class Placement:
    """Where a counter starts (or enters): an area, hex, or 'box/section'."""

    counter: str
    location: str
    quantity: int = 1
    turn: int | None = None  # entry turn for reinforcements (games that number turns)
    entry_h: str | None = None  # historical entry turn, as printed (e.g. 'Aug-42')
    entry_v: str | None = None  # variable entry turn, as printed ('At Start' or a turn)
    reduced: bool = False
    sorties: int | None = None
    country: str | None = None  # the Country column as printed, when it names a faction (e.g. 'Axis')
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None

    def __post_init__(self):
        require(self.quantity >= 1, f"quantity must be at least 1, got {self.quantity}", "quantity")


@record
class Force:
    """One side's part of a scenario: its Initiative and Wavering levels, where it sets up, its fire support."""

    side: str
    title: str | None = None  # e.g. "Elements of the 3rd Special Purpose Regiment"
    initiative: int | None = None
    wavering: int | None = None
    zone: str | None = None  # the set-up zone (a map zone id)
    setup_text: str | None = None  # the set-up instruction as printed
    order: int | None = None  # sets up first (1), second (2)
    fire_support: tuple[FireSupport, ...] = ()
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    note: str | None = None


@record
class VictoryRule:
    """One victory condition of a scenario, checked in order; the first that holds decides.

    when: any_turn (checked every turn), last_turn (at the end), otherwise (if nothing else held).
    The test: `faction` controls all hexes of a kind (controls_all: factory | city), or at most / fewer than
    a number of cities (cities_at_most, cities_fewer_than). winner: a faction, or most_cities.
    Hex-control games (each side controls the hexes it alone occupies or last occupied): `zone` names the map
    zone whose hexes count, `faction` may be a side, and the test is controls_all: zone or controls_at_least;
    winner may also be 'draw'.
    """

    winner: str
    when: Literal["any_turn", "last_turn", "otherwise"] = "any_turn"
    faction: str | None = None
    controls_all: Literal["factory", "city", "zone"] | None = None
    zone: str | None = None  # a map zone (hex-control games): the hexes the test counts
    controls_at_least: int | None = None
    cities_at_most: int | None = None
    cities_fewer_than: int | None = None
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    note: str | None = None

    def __post_init__(self):
        require((self.controls_all == "zone") <= (self.zone is not None), "controls_all: zone needs a zone",
                "controls_all")
        require(self.controls_at_least is None or self.controls_at_least >= 0,
                "controls_at_least must not be negative", "controls_at_least")


@record
class Scenario(Dataset):
    """A scenario: its setup and the rules that frame it."""

    id: str = ""
    title: str = ""
    turns: int | None = None
    first_player: str | None = None
    first_turn: str | None = None
    last_turn: str | None = None
    setup: tuple[Placement, ...] = ()
    reinforcements: tuple[Placement, ...] = ()
    control: tuple[str, ...] = ()  # locations holding a control marker at the start
    special_rules: tuple[str, ...] = ()
    victory: str | None = None  # id of a chart
    victory_text: str | None = None
    conditional_events: tuple[str, ...] = ()
    forces: tuple[Force, ...] = ()
    victory_conditions: tuple[str, ...] = ()  # as printed, one line each
    victory_rules: tuple[VictoryRule, ...] = ()  # the victory text as checkable conditions
    date: str | None = None
