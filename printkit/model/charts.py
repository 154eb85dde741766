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
    text: str | None = None  # the words printed in place of the value (the calculators read the value)


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


def odds_ratio(label: str) -> tuple[int, int] | None:
    """'3-1' (or '3:1') -> (3, 1); None when the label is not an odds ratio of two whole numbers above 0."""
    for sep in ("-", ":"):
        a, found, b = str(label).partition(sep)
        if found and a.strip().isdigit() and b.strip().isdigit() and int(a) > 0 and int(b) > 0:
            return int(a), int(b)
    return None


def signed_int(label) -> int | None:
    """'+3', '-2', '0', 4 -> the whole number; None otherwise."""
    text = str(label).strip().replace("\u2212", "-")
    digits = text[1:] if text[:1] in "+-" else text
    return int(text) if digits.isdigit() else None


def dice_of(text: str) -> tuple[int, int] | None:
    """'2d6' -> (2, 6): 1-4 dice of 2-20 sides; None otherwise."""
    n, d, sides = str(text).lower().partition("d")
    if d and n.isdigit() and sides.isdigit() and 1 <= int(n) <= 4 and 2 <= int(sides) <= 20:
        return int(n), int(sides)
    return None


@record
class Combat:
    """How `printkit crt` reads a table as a Combat Results Table: which numbers pick its column and row."""

    KIND_IS_A_CHOICE = True  # `kind` is a choice of reading, not the tag of a union of records

    # final_value: rows and columns are the two sides' final values (whole numbers); differential: the column
    # is attack minus defence strength; odds: the column is the attack : defence ratio ('1-2', '1-1', '2-1')
    kind: Literal["final_value", "differential", "odds"]
    dice: str | None = None  # differential, odds: the dice rolled for the row ('1d6'); the rows are their totals
    # odds: how a ratio between two columns is rounded: in the defender's favour (down to the column at or
    # below it, 7:3 is 2-1) or the attacker's (up to the column at or above it)
    rounding: Literal["defender", "attacker"] = "defender"
    # a ratio or differential below the first column (or shifted past it): refused, or read in the first column
    below: Literal["refuse", "clamp"] = "refuse"
    # a ratio or differential above the last column (or shifted past it): read in the last column, or refused
    above: Literal["refuse", "clamp"] = "clamp"
    # a roll modified past the first or last row: read in that row (clamp), or refused
    roll_beyond: Literal["clamp", "refuse"] = "clamp"
    terrain: str | None = None  # the id of the terrain effects chart (a table with `effects`) --terrain reads
    drms: str | None = None  # the id of the list chart of die-roll modifiers --drm NAME reads (by item key)
    rule: str | None = None  # the rule an answer cites for the CRT

    def __post_init__(self):
        require(self.kind == "final_value" or self.dice is not None,
                f"{'an' if self.kind == 'odds' else 'a'} {self.kind} CRT needs `dice` (the dice rolled for its row, "
                f"e.g. '1d6')", "dice")
        require(self.dice is None or dice_of(self.dice) is not None,
                f"dice must be like '1d6' or '2d6' (1-4 dice of 2-20 sides), got {self.dice!r}", "dice")


@record
class Effects:
    """What a terrain effects chart holds: which of its columns (by column key) gives each effect the
    calculators read. Its rows are keyed (row `keys`) by the map's terrain and hexside feature ids."""

    movement: str | None = None  # the column of movement costs: a whole number, '+N' (added to it) or 'P' (prohibited)
    column_shift: str | None = None  # the column of CRT column shifts: -1 is one column left (towards the defender)
    defence: str | None = None  # the column of defence strength multipliers (2: doubled)
    drm: str | None = None  # the column of die-roll modifiers on the CRT roll
    rule: str | None = None  # the rule an answer cites for these effects


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
    combat: Combat | None = None  # this table is a CRT: how `printkit crt` picks its column and row
    effects: Effects | None = None  # this table is a terrain effects chart: which column holds which effect
    # how a cell value is printed, by value, e.g. {P: {en: P, ru: Р}}: result codes the rulebook of another
    # language prints in its own letters (the calculators keep the value)
    printed_as: dict[str, str] = field(default_factory=dict)

    def __post_init__(self):
        require(self.rows is not None and self.columns is not None, "a table needs rows and columns")
        c = self.combat
        if c is not None and c.kind == "odds":
            odd = [v for v in self.columns.labels() if odds_ratio(v) is None]
            require(not odd, f"an odds CRT's columns are ratios like '1-2', '1-1', '2-1'; got {odd[0]!r}"
                    if odd else "", "columns")
            ratios = [odds_ratio(v) for v in self.columns.labels()]
            require(all(a[0] * b[1] < b[0] * a[1] for a, b in zip(ratios, ratios[1:])),
                    "an odds CRT's columns must rise from left to right", "columns")
        if c is not None and c.kind in ("differential", "final_value") and self.columns.span is None:
            axes = (self.columns,) if c.kind == "differential" else (self.columns, self.rows)
            odd = [v for a in axes for v in a.labels() if signed_int(v) is None]
            require(not odd, f"a {c.kind} CRT's headers are whole numbers (or give the columns a span); "
                             f"got {odd[0]!r}" if odd else "", "columns")
        if c is not None and c.dice is not None:
            n, sides = dice_of(c.dice)
            missing = [t for t in range(n, n * sides + 1) if str(t) not in self.rows.labels()]
            require(not missing, f"the rows must be the totals of {c.dice}, {n} to {n * sides}; "
                                 f"{missing[0]} is missing" if missing else "", "rows")
        e = self.effects
        if e is not None:
            cols = self.columns.cell_keys()
            for name in ("movement", "column_shift", "defence", "drm"):
                col = getattr(e, name)
                require(col is None or col in cols, f"effects.{name}: no column {col!r}; the columns' keys are "
                                                    f"{', '.join(cols)}", "effects")

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
    rule: str | None = None  # the rule an answer applying this entry cites (a DRM's rule)


@record
class ItemList(Dataset):
    """A list chart (DRMs, result explanations)."""

    kind: Literal["list"] = "list"
    title: str = ""
    # the entries, in print order
    items: tuple[Item, ...] = ()
    variants: tuple[str, ...] = ()  # column titles of Item.values, in print order
    # printed as a table with variants: the title of the labels' column (its corner cell, e.g. 'Modifier'); a
    # table without variants has no header row
    label_title: str | None = None
    variants_title: str | None = None  # printed as a table: a title over the variants' columns (e.g. 'Weather')
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
