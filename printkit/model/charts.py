"""Charts: 2-D lookup tables, die-range tables, lists (DRMs) and step sequences, with per-cell provenance."""

from __future__ import annotations

from printkit.model.common import Dataset, record, require
from printkit.model.record import field



@record
class Cell:
    """One chart value with optional provenance that overrides its chart's. A bare value is short for {value: ...}."""

    SHORTHAND = "value"

    # the cell's value; null when unknown (then status: unknown)
    value: Scalar | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None


@record
class Axis:
    """Row or column headers of a table."""

    title: str
    # the headers, in print order (numbers or text)
    values: tuple[Scalar, ...]
    # The values stand for the whole numbers low..high in order, the first meaning "low or less" and the
    # last "high or more" (a differential or odds column): a resolver finds a number's label with `label_of`.
    span: tuple[int, int] | None = None
    keys: tuple[str, ...] | None = None  # stable ids of the values (cells are keyed by them), e.g. when labels are translated

    def __post_init__(self):
        require(self.keys is None or len(self.keys) == len(self.values),
                f"{len(self.keys or ())} keys for {len(self.values)} values", "keys")
        require(self.span is None or self.span[1] - self.span[0] + 1 == len(self.values),
                f"span {self.span} does not match the {len(self.values)} values", "span")

    def key_of(self, label: str) -> str:
        """The cell key of a label (the label itself unless the axis has keys)."""
        if self.keys is None:
            return str(label)
        labels = self.labels()
        return self.keys[labels.index(str(label))] if str(label) in labels else str(label)

    def cell_keys(self) -> tuple[str, ...]:
        return tuple(self.keys) if self.keys is not None else self.labels()

    def label_of(self, n: int) -> str:
        """The label whose number is n, clamped to the ends ("-5 or less", "+5 or more")."""
        low, high = self.span
        return str(self.values[min(max(n, low), high) - low])

    def labels(self) -> tuple[str, ...]:
        return tuple(str(v) for v in self.values)


@record
class Table(Dataset):
    """A 2-D lookup table: cells[row][column]."""

    kind: Literal["table"] = "table"
    title: str = ""
    # the row headers (the first key of a lookup)
    rows: Axis | None = None
    # the column headers (the second key)
    columns: Axis | None = None
    # cells[row][column]: each a value, or {value, status, source, note}; keyed by the headers (or their keys)
    cells: dict[str, dict[str, Cell]] | None = None
    # a line printed under the table
    footnote: str | None = None
    # how a cell value is printed, by value, e.g. {P: {en: P, ru: Р}}: result codes the rulebook of another
    # language prints in its own letters (the calculators keep the value)
    printed_as: dict[str, str] = field(default_factory=dict)

    def __post_init__(self):
        require(self.rows is not None and self.columns is not None, "a table needs rows and columns")

    def shown(self, value):
        """A cell value as the table prints it (None stays None)."""
        return None if value is None else self.printed_as.get(str(value), str(value))

    def cell(self, row: str, column: str) -> Cell:
        r, c = self.rows.key_of(row), self.columns.key_of(column)
        return ((self.cells or {}).get(r) or {}).get(c) or Cell()


@record
class Range:
    """A closed range of a key (die roll, VP total) and its result."""

    # the lowest roll or score of the range
    low: int
    # the highest
    high: int
    # what the range gives; null when unknown
    result: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None
    open: bool = False  # 'low+': no upper limit (high is only where checks stop)

    def __post_init__(self):
        require(self.low <= self.high, f"low {self.low} is above high {self.high}", "high")


@record
class RangeTable(Dataset):
    """A die-range (or score-range) table: key in [low, high] -> result."""

    kind: Literal["ranges"] = "ranges"
    title: str = ""
    # the heading of the range column ('Roll', 'VP')
    key: str = "Roll"
    dice: str | None = None  # e.g. '1d6'
    # the ranges, from low to high, with no gap or overlap
    entries: tuple[Range, ...] = ()

    def __post_init__(self):
        ordered = sorted(self.entries, key=lambda e: e.low)
        for a, b in zip(ordered, ordered[1:]):
            require(b.low == a.high + 1, f"ranges {a.low}-{a.high} and {b.low}-{b.high} leave a gap or overlap",
                    "entries")

    def span(self) -> tuple[int, int]:
        return min(e.low for e in self.entries), max(e.high for e in self.entries)


@record
class Item:
    """One entry of a list chart (a DRM, a result code, a rule)."""

    # the entry's label (a DRM's condition, a result code)
    label: str
    # its value (a DRM: printed signed when the list is `signed`)
    value: Scalar | None = None
    text: str | None = None
    key: str | None = None  # a stable id the resolvers look the item up by
    values: dict[str, Scalar | None] | None = None  # variants, e.g. by weather: {Fair: 2, Poor: 1, Severe: 0}
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None


@record
class ItemList(Dataset):
    """A list chart (DRMs, result explanations)."""

    kind: Literal["list"] = "list"
    title: str = ""
    # the entries, in print order
    items: tuple[Item, ...] = ()
    variants: tuple[str, ...] = ()  # column titles of Item.values, in print order
    signed: bool = False  # print positive numbers with a '+' (DRM lists)
    layout: Literal["auto", "table", "paragraphs"] = "auto"  # auto: a table when any item has a value
    footnote: str | None = None  # one line under a list printed as a table

    def item(self, key: str) -> Item | None:
        return next((i for i in self.items if i.key == key), None)


@record
class Step:
    """A step of a procedure; steps nest."""

    title: str
    text: str | None = None
    rule: str | None = None
    # sub-steps, printed indented
    steps: tuple["Step", ...] = ()


@record
class Steps(Dataset):
    """A procedure: sequence of play, combat procedure."""

    kind: Literal["steps"] = "steps"
    title: str = ""
    # the steps, in order; a step may hold steps
    steps: tuple[Step, ...] = ()



@record
class RollColumn:
    """One column of a roll chart: the dice it rolls and the result of each total."""

    id: str
    title: str
    dice: str  # e.g. '1d6', '2d6'
    results: dict[str, Cell] | None = None  # total rolled -> result
    doubles: str | None = None  # what rolling doubles also does (e.g. 'Critical Incident'), if anything

    def __post_init__(self):
        n, d, sides = self.dice.partition("d")
        require(d == "d" and n.isdigit() and sides.isdigit() and 1 <= int(n) <= 4 and 2 <= int(sides) <= 20,
                f"dice must be like '1d6' or '2d6' (1-4 dice of 2-20 sides), got {self.dice!r}", "dice")


@record
class RollChart(Dataset):
    """A chart read by rolling a column's dice (an Effort Chart): columns may roll different dice."""

    kind: Literal["rolls"] = "rolls"
    title: str = ""
    # the heading of the totals column
    key: str = "Roll"
    # the columns, each rolling its own dice
    columns: tuple[RollColumn, ...] = ()
    # a line printed under the chart
    footnote: str | None = None

    def column(self, cid: str) -> RollColumn | None:
        return next((c for c in self.columns if c.id == cid), None)


@record
class LadderZone:
    """One zone of a ladder display, bottom first."""

    id: str
    name: str


@record
class Arrow:
    """The arrow between two neighbouring zones, with the minimum cost printed in it."""

    # the zone id it starts from
    from_zone: str
    # the neighbouring zone id it points to
    to_zone: str
    # the minimum cost printed in it; null when unknown
    cost: int | None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None


@record
class Ladder(Dataset):
    """A ladder display (a Foreign Relations Display): zones in order, arrows between them with costs;
    markers sit in zones (setup location 'CHART/ZONE')."""

    kind: Literal["ladder"] = "ladder"
    title: str = ""
    # the zones, bottom first
    zones: tuple[LadderZone, ...] = ()
    # the arrows between neighbouring zones, with their costs
    arrows: tuple[Arrow, ...] = ()
    up: str = "up"  # what moving towards the last zone is called
    # a line printed under the display
    footnote: str | None = None

    def zone_index(self, zid: str) -> int | None:
        return next((i for i, z in enumerate(self.zones) if z.id == zid), None)

    def arrow(self, a: str, b: str) -> Arrow | None:
        return next((x for x in self.arrows if x.from_zone == a and x.to_zone == b), None)
