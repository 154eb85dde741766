"""Sides, unit types, counters and the counter sheet."""

from __future__ import annotations

from printkit.model.record import field
from printkit.model.common import Color, Dataset, Length, record, require



@record
class Side:
    """A player's side (nationality or faction) and its counter colours."""

    id: str
    name: str
    # the counters' background colour
    color: Color
    # the colour of the counters' text: it must contrast 4.5:1 with `color` (checked at load)
    text_color: Color = Color("#000000")
    # the side as an adjective ('Slovak'), in calculators' answers
    adjective: str | None = None
    abbreviation: str | None = None  # printed at the bottom of counters, e.g. 'USSR'
    faction: str | None = None  # the faction a nationality belongs to (an id shared by its nationalities); boxes may belong to it
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    note: str | None = None
    printed: tuple[str, ...] = ()  # the fields the source states verbatim when the record as a whole is not printed
    # the counters' ground in the colour-blind kit (--palette colourblind); by default printkit picks one from a
    # colour-blind-safe set (Okabe-Ito) that keeps every side apart under protanopia and deuteranopia
    colorblind: Color | None = None
    band: Color | None = None  # the low-ink kit's border band in the side's colour (set by the loader)

    INTERNAL_KEYS = ("band",)  # set by the loader (--ink low), not written in a game file


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
    # which edge `side_text` runs up
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
    # a marker's small picture of what it stands for (a howitzer for a barrage); default: its function's
    silhouette: Silhouette | None = None


@record
class UnitType:
    """A kind of unit: its symbol and the faces its counters show unless they override them."""

    id: str
    name: str
    # ground, air, naval or marker: what moves where (markers never count for stacking)
    domain: Literal["ground", "air", "naval", "marker"]
    # the NATO unit symbol drawn on its counters (none: no symbol)
    symbol: Symbol = "none"
    # the letters in the frame of a lettered symbol (irregular 'IRR', special forces 'SF'), in the kit's language
    symbol_text: str | None = None
    group: str | None = None  # movement/activation group, e.g. 'leg' or 'mobile'
    # what the front of its counters shows, unless a counter gives its own
    front: Face = field(default_factory=Face)
    # what the back shows (default: blank)
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
    # the side id: its colours
    side: str
    # the unit type id: its symbol and default faces
    type: str
    # the counter's short name, printed along its top edge unless a face says otherwise
    label: str
    # its combat value (a face prints it as {cv})
    cv: int | None = None
    name: str | None = None
    # how many copies are printed
    quantity: int = 1
    # the optional rule it belongs to (recorded; not printed yet)
    optional_rule: str | None = None
    front: Face | None = None  # overrides the unit type's front
    # overrides the unit type's back
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
    # the counters, each printed `quantity` times
    pieces: tuple[Counter, ...] = ()

    def count(self) -> int:
        return sum(p.quantity for p in self.pieces)

    def __post_init__(self):
        require(self.total is None or self.total == self.count(),
                f"the pieces add up to {self.count()} counters, but total says {self.total}", "total")


@record
class CounterSheet:
    """Physical counter geometry."""

    size: Length = Length(45)  # the side of a counter's cut square (default 5/8 in)
    bleed: Length = Length(4252e-3)  # colour printed past the cut on every side (default 1.5 mm)
    # the corner radius of the cut (0: square); drawn on the cut files of `printkit build --cut-file`
    corner: Length = Length(0)
    # the counters' font (recorded; the kit prints in DejaVu Sans)
    font: str = "DejaVuSans"
    title: str = "counters"  # what the sheet's pages call its pieces ('counters', 'resource chits')
    key: bool = True  # print the key to the counter's layout on the sheet

    def __post_init__(self):
        require(self.size > 0, "size must be positive", "size")
        require(0 <= self.bleed < self.size / 2, "bleed must be between 0 and half the counter size", "bleed")
        require(0 <= self.corner <= self.size / 2, "corner must be between 0 and half the counter size", "corner")


@record
class Stacking:
    """How many units may share one hex or area (markers never count): `limit` units of any kind, and/or at
    most so many of a kind in `per` (by unit domain, unit group or unit type id). Checked against every
    scenario's setup when the game loads."""

    limit: int | None = None  # units in one hex or area, whatever their kind
    per: dict[str, int] | None = None  # the most units of a kind (unit domain, group or type id): {ground: 3, air: 1}
    rule: str | None = None  # the rule section the check cites ("5.1")
    text: str | None = None  # the rule's words, as printed
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    note: str | None = None

    def __post_init__(self):
        require(self.limit is None or self.limit >= 1, f"limit must be at least 1, got {self.limit}", "limit")
        require(all(n >= 1 for n in (self.per or {}).values()), "every limit in per must be at least 1", "per")
        require(self.limit is not None or bool(self.per), "give a limit, or limits per kind of unit", "limit")
