"""Maps: area maps (areas, adjacency, boxes) and hex maps (grid, hexes, hexsides, lines)."""

from __future__ import annotations

from printkit.model.common import Color, Dataset, Length, record, require

TYPE_CHECKING = False
if TYPE_CHECKING:
    from printkit.model.geo import Border, Place, Projection, Region, River, Strait, Zone



@record
class Country:
    """A country (or region) of an area map; areas belong to one."""

    id: str
    name: str
    tint: Color
    side: str | None = None


@record
class Terrain:
    """A terrain type: name, map colour and symbol."""

    id: str
    name: str
    color: Color = Color("#ffffff")
    symbol: Literal["trees", "mountains", "water", "city", "rough", "none"] = "none"
    # map patterns (layout/terrain_style.py); None: the one the symbol implies
    pattern: tuple[Literal["woods", "hills", "rough", "waves", "marsh", "urban", "crosses", "paving", "none"], ...] \
        | None = None


@record
class MapScale:
    """What one hex (flat to flat) or one map millimetre stands for, as the rules state it: `per_hex` or
    `per_mm` as [least, most] (equal when the rules give one value), in `unit`. Drawn as the map's scale bar."""

    unit: Literal["km", "m"]
    source: str
    status: Status
    per_hex: tuple[float, float] | None = None
    per_mm: tuple[float, float] | None = None
    rule: str | None = None  # the rule printed by the bar ("1.1.5")
    note: str | None = None

    def __post_init__(self):
        require((self.per_hex is None) != (self.per_mm is None), "give exactly one of per_hex and per_mm", "per_hex")
        lo, hi = self.per_hex or self.per_mm
        require(0 < lo <= hi, "the scale must be [least, most], both positive", "per_hex" if self.per_hex else "per_mm")


@record
class Area:
    """One area of an area map. Its shape is `shape` (mm) or, if absent, the Voronoi cell of `at`."""

    id: str
    name: str
    country: str
    at: Point
    adjacent: tuple[str, ...]
    terrain: tuple[str, ...] = ()
    vp: int | None = None
    base: str | None = None  # side whose units enter here
    shape: tuple[Point, ...] | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    # geographic maps (AreaMap.projection): `at` is lon/lat and the outline is a ring of border keys
    ring: tuple[str, ...] = ()
    holes: tuple[tuple[str, ...], ...] = ()
    inside: str | None = None  # the area this one lies entirely inside (a city in its province)
    zones: tuple[str, ...] = ()  # AreaMap.zones it belongs to (none, one or several)
    features: tuple[Literal["airfield", "port"], ...] = ()
    coast: tuple[str, ...] = ()  # the seas (AreaMap.regions) that touch it
    tint: Color | None = None  # overrides the country's and zones' colour
    note: str | None = None
    printed: tuple[str, ...] = ()  # the fields the source states verbatim when the record as a whole is not printed


@record
class Box:
    """An off-map display box (Unit Box, Airfields) drawn on the map sheet."""

    id: str
    name: str
    rect: tuple[float, float, float, float]  # x, y, w, h in mm
    side: str | None = None
    sections: tuple[str, ...] = ()
    text: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None
    columns: int | None = None  # sections wrap into rows of this many (a long track)

    def __post_init__(self):
        require(self.rect[2] > 0 and self.rect[3] > 0, "rect width and height must be positive", "rect")


@record
class AreaMap(Dataset):
    """An area-movement map."""

    kind: Literal["area"] = "area"
    title: str = ""
    size: tuple[Length, Length] = (Length(0), Length(0))
    region: tuple[float, float, float, float] = (0, 0, 0, 0)  # x, y, w, h in mm where areas tile
    countries: dict[str, Country] | None = None
    terrain: dict[str, Terrain] | None = None
    areas: tuple[Area, ...] = ()
    boxes: tuple[Box, ...] = ()
    vp_label: str = "Victory Points"
    notes: tuple[str, ...] = ()  # printed under the legend (rules reminders)
    # real geography (model/geo.py): areas' `at` and rings are lon/lat, projected into `region`
    projection: Projection | None = None
    borders: dict[str, Border] | None = None
    regions: dict[str, Region] | None = None  # seas and off-map land
    zones: dict[str, Zone] | None = None
    straits: tuple[Strait, ...] = ()
    places: tuple[Place, ...] = ()  # towns for orientation
    rivers: tuple[River, ...] = ()
    charts: tuple[PlacedChart, ...] = ()  # displays printed on the map sheet
    scale: MapScale | None = None  # only where the rules give one

    def __post_init__(self):
        require(self.size[0] > 0 and self.size[1] > 0, "size must be two positive lengths", "size")
        require(self.region[2] > 0 and self.region[3] > 0, "region width and height must be positive", "region")

    def area(self, area_id: str) -> Area:
        return next(a for a in self.areas if a.id == area_id)


@record
class HexGrid:
    """Hex geometry and labelling.

    labels: 'XXYY' (two two-digit numbers) or 'letter-number' (column letter, row number).
    xx: for 'XXYY', whether the first pair (XX) numbers the column or the row.
    shifted: which columns (flat) or rows (pointy) sit half a hex lower/further right: 'odd' or 'even'.
    """

    orientation: Literal["flat", "pointy"]
    labels: Literal["XXYY", "letter-number"]
    columns: tuple[int, int]  # first and last column number (A = 1 for letters)
    rows: tuple[int, int]
    shifted: Literal["odd", "even"] = "even"
    hex_size: Length = Length(36.0)  # flat-to-flat
    xx: Literal["column", "row"] = "column"
    lower_letters: str = ""  # 'letter-number': column letters printed in lower case (e.g. "IJ": i3, j4)

    def __post_init__(self):
        require(self.lower_letters == self.lower_letters.upper(), "lower_letters lists capital letters",
                "lower_letters")
        require(self.columns[0] <= self.columns[1], "columns must be [first, last]", "columns")
        require(self.rows[0] <= self.rows[1], "rows must be [first, last]", "rows")


@record
class HexInfo:
    """What sits in one hex (only hexes that differ from the default need listing)."""

    terrain: str | None = None
    name: str | None = None
    city: bool = False
    factory: bool = False
    faded_dot: bool = False
    levels: int | None = None  # storeys of a multi-storey building hex
    group: str | None = None  # the named hex group (building, town) it belongs to: HexMap.groups
    features: tuple[str, ...] = ()
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None
    printed: tuple[str, ...] = ()  # the fields the source states verbatim when the record as a whole is not printed


@record
class Hexside:
    """A feature along the side shared by two adjacent hexes."""

    between: tuple[str, str]
    feature: str
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None


@record
class HexLine:
    """A line through hex centres (rail, road); `off_map` names the ends that run on off the map edge."""

    feature: str
    hexes: tuple[str, ...]
    off_map: tuple[Literal["start", "end"], ...] = ()
    name: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None


@record
class MapArt:
    """A drawing on a hex map that carries no rule of its own (the rules read the hexes' terrain): `runway`,
    a paved strip with its markings laid straight along a run of hexes (their terrain says what it is)."""

    kind: Literal["runway"]
    hexes: tuple[str, ...]
    name: str | None = None  # the key's word for it
    note: str | None = None


@record
class HexZone:
    """A named set of hexes (a set-up zone, an objective): listed hexes, hex groups and map edges, limited to
    a block of rows/columns when given, widened by `within` hexes, less the hexes of `exclude` zones.
    With nothing but rows/columns (or nothing at all) it starts from every hex of the map."""

    id: str
    name: str
    hexes: tuple[str, ...] = ()
    groups: tuple[str, ...] = ()
    edges: tuple[Literal["north", "south", "west", "east"], ...] = ()
    columns: tuple[str, str] | None = None  # first and last column label, e.g. [A, E]
    rows: tuple[int, int] | None = None
    within: int = 0
    exclude: tuple[str, ...] = ()
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None

    def __post_init__(self):
        require(self.within >= 0, "within must not be negative", "within")


@record
class HexMap(Dataset):
    """A hex map."""

    kind: Literal["hex"] = "hex"
    title: str = ""
    size: tuple[Length, Length] = (Length(612.0), Length(792.0))  # the printed sheet
    origin: tuple[float, float] = (10.0, 20.0)  # mm from the sheet's top-left to the grid's bounding box
    grid: HexGrid | None = None
    default_terrain: str = "clear"
    terrain: dict[str, Terrain] | None = None
    hexsides_types: dict[str, Terrain] | None = None  # hexside features: name, colour
    lines_types: dict[str, Terrain] | None = None  # line features (rail, road): name, colour
    hexes: dict[str, HexInfo] | None = None
    hexsides: tuple[Hexside, ...] = ()
    lines: tuple[HexLine, ...] = ()
    boxes: tuple[Box, ...] = ()
    notes: tuple[str, ...] = ()
    key_at: tuple[float, float] | None = None  # mm: top-left of the terrain key (default: right of the grid)
    print_scale: float = 1.0  # the tiled map's enlargement over the full-size sheet
    groups: dict[str, str] | None = None  # named hex groups (buildings, towns): id -> name; HexInfo.group
    zones: dict[str, HexZone] | None = None  # named set-up zones and objectives
    level_mark: str = "text"  # how multi-storey hexes are marked: 'text' (L2) or 'triangle' (a red triangle)
    scale: MapScale | None = None  # only where the rules give one
    art: tuple[MapArt, ...] = ()  # drawings with no rules meaning (a runway strip)

    def __post_init__(self):
        require(self.grid is not None, "a hex map needs a grid", "grid")
        require(self.print_scale > 0, "print_scale must be positive", "print_scale")

    def info(self, label: str) -> HexInfo:
        """What is in a hex (an empty HexInfo for a hex of the default terrain)."""
        return (self.hexes or {}).get(label) or _EMPTY

    def terrain_of(self, label: str) -> str:
        return self.info(label).terrain or self.default_terrain


@record
class PlacedChart:
    """A chart printed on a display sheet: its id, and where (mm from the top-left) and how wide."""

    chart: str
    at: tuple[float, float]
    width: float


@record
class Display(Dataset):
    """A sheet of boxes and tracks with no map (a faction card, a track sheet)."""

    kind: Literal["display"] = "display"
    title: str = ""
    size: tuple[Length, Length] = (Length(612.0), Length(792.0))
    boxes: tuple[Box, ...] = ()
    charts: tuple[PlacedChart, ...] = ()
    notes: tuple[str, ...] = ()


_EMPTY = HexInfo()
