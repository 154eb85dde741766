"""Scenarios: setup tables, reinforcements, special rules, victory."""

from __future__ import annotations


from printkit.model.common import Dataset, record, require

TYPE_CHECKING = False
if TYPE_CHECKING:
    from printkit.model.support import FireSupport


@record
class Placement:
    """Where a counter starts (or enters): an area, hex, or 'box/section'."""

    # the counter id
    counter: str
    # where: a hex label, an area id, a box id, 'box/section', a zone id, or the name of one of the side's boxes
    location: str
    # how many copies of the counter go there
    quantity: int = 1
    turn: int | None = None  # entry turn for reinforcements (games that number turns)
    entry_h: str | None = None  # historical entry turn, as printed (e.g. 'Aug-42')
    entry_v: str | None = None  # variable entry turn, as printed ('At Start' or a turn)
    # set up on its reduced (back) side
    reduced: bool = False
    # the Sorties marked on an air unit at the start
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

    # the side id
    side: str
    title: str | None = None  # e.g. "Elements of the 3rd Special Purpose Regiment"
    # its Initiative level
    initiative: int | None = None
    # its Wavering level
    wavering: int | None = None
    zone: str | None = None  # the set-up zone (a map zone id)
    setup_text: str | None = None  # the set-up instruction as printed
    order: int | None = None  # sets up first (1), second (2)
    # the fire support it has
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

    # the faction that wins when it holds, or most_cities
    winner: str
    # any_turn (checked every turn), last_turn (at the end) or otherwise (when nothing else held)
    when: Literal["any_turn", "last_turn", "otherwise"] = "any_turn"
    # the faction whose control the test counts
    faction: str | None = None
    # the test: the faction controls every hex of this kind (factory, city, or every hex of `zone`)
    controls_all: Literal["factory", "city", "zone"] | None = None
    # a map zone (hex-control games): the hexes the test counts
    zone: str | None = None
    # the test: the faction controls at least this many hexes of `zone`
    controls_at_least: int | None = None
    # the test: the faction controls at most this many cities
    cities_at_most: int | None = None
    # the test: the faction controls fewer than this many cities
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
    # how many turns it lasts: the setup card's turn track, and the last turn a reinforcement may enter on
    turns: int | None = None
    # the side (or faction) that moves first
    first_player: str | None = None
    # the first turn's label when turns are months ('Jul-42')
    first_turn: str | None = None
    # the last turn's label when turns are months ('Nov-42'): `turns` months after `first_turn`
    last_turn: str | None = None
    # where the counters start: one entry per counter and location
    setup: tuple[Placement, ...] = ()
    # counters that enter later: each with its entry `turn` and location
    reinforcements: tuple[Placement, ...] = ()
    control: tuple[str, ...] = ()  # locations holding a control marker at the start
    # the scenario's special rules, one line each, printed on the setup card
    special_rules: tuple[str, ...] = ()
    victory: str | None = None  # id of a chart
    # the victory conditions in one paragraph (printed on the setup card)
    victory_text: str | None = None
    # events that happen when something occurs, as printed
    conditional_events: tuple[str, ...] = ()
    # each side's part: initiative, set-up zone, fire support
    forces: tuple[Force, ...] = ()
    victory_conditions: tuple[str, ...] = ()  # as printed, one line each
    victory_rules: tuple[VictoryRule, ...] = ()  # the victory text as checkable conditions
    # the scenario's date, printed beside its title
    date: str | None = None

    def turn_labels(self) -> list[str] | None:
        """The turns as printed on a track: 1..turns, or months 'Jul-42' .. when the turns are months
        (first_turn and last_turn written Mon-YY and `turns` months apart); None when not known."""
        import re

        if not self.turns:
            return None
        first = re.fullmatch(r"([A-Z][a-z]{2})-(\d\d)", self.first_turn or "")
        if first is None or first.group(1) not in MONTHS:
            return [str(t) for t in range(1, self.turns + 1)]
        m, y = MONTHS.index(first.group(1)), int(first.group(2))
        labels = [f"{MONTHS[(m + i) % 12]}-{(y + (m + i) // 12) % 100:02d}" for i in range(self.turns)]
        return labels if labels[-1] == self.last_turn else None


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
