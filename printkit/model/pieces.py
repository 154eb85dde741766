"""Sides, unit types, counters and the counter sheet."""

from __future__ import annotations

from printkit.model.record import field
from printkit.model.common import Color, Dataset, Length, record, require



@record
class Side:
    """A player's side (nationality or faction) and its counter colours."""

    id: str
    name: str
    color: Color
    text_color: Color = Color("#000000")
    adjective: str | None = None
    abbreviation: str | None = None  # printed at the bottom of counters, e.g. 'USSR'
    faction: str | None = None  # the faction a nationality belongs to (e.g. 'axis'); boxes may belong to it
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    note: str | None = None
    printed: tuple[str, ...] = ()  # the fields the source states verbatim when the record as a whole is not printed


@record
class Face:
    """What one side of a counter shows. Text may use {cv} and {label}."""

    value: str | None = None  # the big number (e.g. '2', '(2)'); None prints no value
    stripe: bool = False  # a band behind the value
    symbol: bool = True  # draw the unit-type symbol
    blank: bool = False  # nothing but colour (and the small id)
    mark: str | None = None  # a small letter beside the symbol, e.g. 'F'
    top: str | None = None  # text along the top edge; default: the counter label
    text: str | None = None  # centred words (markers), wrapped to fit; '\n' breaks lines
    bottom: str | None = None  # text along the bottom edge (nationality)
    bottom_stripe: bool = False  # a stripe across the bottom, behind the bottom text (reduced side)
    side_text: str | None = None  # text up one side (historical ID)
    side_text_at: Literal["left", "right"] = "right"
    star: bool = False  # elite star
    upgrade: bool = False  # upgrade symbol, top left
    reminder: str | None = None  # reminder symbol bottom right: 'die' or a text like '1T'
    corner: str | None = None  # text in the top right corner (e.g. the movement allowance); may use {values}
    corner_circle: bool = False  # a circle round the corner text (e.g. a vehicle that carries troops)
    corner_color: Color | None = None  # colour of the corner text (default: the side's text colour)
    rifles: int = 0  # small rifle marks above the symbol (e.g. how many infantry units a vehicle carries)
    stripe_color: Color | None = None  # the stripe's colour when not the default yellow (a white stripe)
    emblem: Literal["ring_of_stars"] | None = None  # an identifying emblem (the EU ring of stars)


@record
class UnitType:
    """A kind of unit: its symbol and the faces its counters show unless they override them."""

    id: str
    name: str
    domain: Literal["ground", "air", "naval", "marker"]
    symbol: Symbol = "none"
    group: str | None = None  # movement/activation group, e.g. 'leg' or 'mobile'
    front: Face = field(default_factory=Face)
    back: Face = field(default_factory=lambda: Face(blank=True))
    # Ratings printed on the counter, by name (attack_heavy, range, morale, movement...): None = not printed
    # in the rulebook, shown on the counter as '?'; '-' = the counter prints no such factor (a unit without a
    # heavy attack factor may not attack heavy targets). Faces use them as {name}. The type's record carries
    # their provenance (status, play_value, note), its counters' own values included.
    values: dict[str, int | Literal["-"] | None] | None = None
    target: str | None = None  # target class the rules know it by (e.g. 'heavy' or 'light')
    movement_kind: str | None = None  # e.g. 'foot', 'vehicle', 'carrier'
    carries: int | None = None  # infantry units it can carry
    carries_also: str | None = None  # what else it carries (text)
    setup_weapon: bool | None = None  # must be set up to fire (marked * on its back); None = not printed
    back_is: str | None = None  # what its back shows: 'reduced', 'wounded', 'wreck', ... (None: no back side)
    note: str | None = None
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    # the formation size the rules give for units of this type (NATO mark above the symbol); cite it in source
    echelon: Echelon | None = None
    printed: tuple[str, ...] = ()  # the fields the source states verbatim when the record as a whole is not printed


@record
class Counter:
    """One counter design (printed `quantity` times), two-sided."""

    id: str
    side: str
    type: str
    label: str
    cv: int | None = None
    name: str | None = None
    quantity: int = 1
    optional_rule: str | None = None
    front: Face | None = None  # overrides the unit type's front
    back: Face | None = None
    traits: tuple[str, ...] = ()  # rules traits, e.g. 'elite', 'shock', 'upgrade'
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    note: str | None = None
    # ratings this counter prints in place of its unit type's, key by key (one type, several weapons: an HMG
    # and an RPG are both heavy weapons); their provenance is the unit type's
    values: dict[str, int | Literal["-"] | None] | None = None
    rank: int | None = None  # a country marker's Rank (or any rating a marker prints beside its label)
    level: str | None = None  # a chit's level (an effort level, a strength class) the resolvers read
    function: MarkerFunction | None = None  # a marker's function: its colour and icon on the sheet

    def __post_init__(self):
        require(self.quantity >= 1, f"quantity must be at least 1, got {self.quantity}", "quantity")
        require(self.cv is None or self.cv >= 0, f"cv must not be negative, got {self.cv}", "cv")


@record
class CounterSet(Dataset):
    """The counter mix: the order of battle plus markers."""

    total: int | None = None  # the count the rulebook states, checked against the pieces
    pieces: tuple[Counter, ...] = ()

    def count(self) -> int:
        return sum(p.quantity for p in self.pieces)

    def __post_init__(self):
        require(self.total is None or self.total == self.count(),
                f"the pieces add up to {self.count()} counters, but total says {self.total}", "total")


@record
class CounterSheet:
    """Physical counter geometry."""

    size: Length = Length(45.0)  # 5/8 in
    bleed: Length = Length(4.2520)  # 1.5 mm
    corner: Length = Length(0.0)
    font: str = "DejaVuSans"
    title: str = "counters"  # what the sheet's pages call its pieces ('counters', 'resource chits')
    key: bool = True  # print the key to the counter's layout on the sheet

    def __post_init__(self):
        require(self.size > 0, "size must be positive", "size")
        require(0 <= self.bleed < self.size / 2, "bleed must be between 0 and half the counter size", "bleed")
