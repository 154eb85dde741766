"""Maps: area maps (areas, adjacency, boxes) and hex maps (grid, hexes, hexsides, lines)."""

from __future__ import annotations

from printkit.model.common import Color, Dataset, Length, record, require

TYPE_CHECKING = False
if TYPE_CHECKING:
    from printkit.model.geo import Border, Place, Projection, Region, Ridge, River, Road, Strait, Zone



@record
class Country:
    """A country (or region) of an area map; areas belong to one."""

    id: str
    name: str
    # the colour its areas are filled with
    tint: Color
    # the side it belongs to (its units' home)
    side: str | None = None
    # its fill in the colour-blind kit (--palette colourblind); by default printkit derives one
    colorblind: Color | None = None


@record
class Terrain:
    """A terrain type (or a hexside or line feature): its name in the key, the colour it fills hexes with,
    and its symbol."""

    id: str
    name: str
    color: Color  # the colour that fills its hexes (a hexside's or line's colour); there is no default
    # the symbol drawn in its hexes and in the key
    symbol: Literal["trees", "mountains", "water", "city", "rough", "none"] = "none"
    # map patterns (layout/terrain_style.py); None: the one the symbol implies
    pattern: tuple[Literal["woods", "hills", "rough", "waves", "marsh", "urban", "crosses", "paving", "none"], ...] \
        | None = None
    # units that may not enter it, nor be set up in it: unit domains (ground, air, naval), unit groups or
    # unit type ids, e.g. [ground] for a lake; checked against every scenario's setup when the game loads
    prohibited: tuple[str, ...] = ()
    # its fill in the colour-blind kit (--palette colourblind); by default printkit derives one
    colorblind: Color | None = None


@record
class MapScale:
    """What one hex (flat to flat) or one map millimetre stands for, as the rules state it: `per_hex` or
    `per_mm` as [least, most] (equal when the rules give one value), in `unit`. Drawn as the map's scale bar."""

    # km or m
    unit: Literal["km", "m"]
    source: str
    status: Status
    # [least, most] distance one hex stands for (equal when the rules give one value)
    per_hex: tuple[float, float] | None = None
    # [least, most] distance one map millimetre stands for
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
    # the country id it belongs to
    country: str
    # where its label sits: [x, y] in mm from the sheet's top-left (lon, lat on a geographic map)
    at: Point
    # the area ids it borders; adjacency must be listed both ways
    adjacent: tuple[str, ...]
    # the terrain ids it has (an area may have several)
    terrain: tuple[str, ...] = ()
    # its victory points, printed in a badge
    vp: int | None = None
    base: str | None = None  # side whose units enter here
    # its outline as [x, y] points in mm; by default the Voronoi cell of `at`
    shape: tuple[Point, ...] | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    # geographic maps (AreaMap.projection): `at` is lon/lat and the outline is a ring of border keys
    ring: tuple[str, ...] = ()
    # geographic maps: rings of border keys cut out of it
    holes: tuple[tuple[str, ...], ...] = ()
    inside: str | None = None  # the area this one lies entirely inside (a city in its province)
    zones: tuple[str, ...] = ()  # AreaMap.zones it belongs to (none, one or several)
    # airfield, port: printed as symbols; pass: the area is a mountain pass, marked where its road crosses the
    # ridge; range: the area is named after its mountain range (its name set on the range, no town symbol)
    features: tuple[Literal["airfield", "port", "pass", "range"], ...] = ()
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
    # the side or faction it belongs to; a counter of that side may be set up in it by its name
    side: str | None = None
    # its named sections, drawn side by side; a setup names one as 'box/section' (a turn track: '1', '2', ...)
    sections: tuple[str, ...] = ()
    text: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None
    columns: int | None = None  # sections wrap into rows of this many (a long track)
    # what its spaces hold: each space fits the largest of these pieces + 1 mm (`printkit preflight` measures it)
    holds: Literal["counters", "chits"] = "counters"

    def __post_init__(self):
        require(self.rect[2] > 0 and self.rect[3] > 0, "rect width and height must be positive", "rect")


@record
class AreaMap(Dataset):
    """An area-movement map."""

    kind: Literal["area"] = "area"
    title: str = ""
    # the sheet: width and height, e.g. [17in, 11in]
    size: tuple[Length, Length] = (Length(0), Length(0))
    region: tuple[float, float, float, float] = (0, 0, 0, 0)  # x, y, w, h in mm where areas tile
    # the countries or regions areas belong to, by id: their tint on the map
    countries: dict[str, Country] | None = None
    # terrain types, by id: an area lists the ones it has
    terrain: dict[str, Terrain] | None = None
    # the areas: where they are, what they border, their terrain and VP
    areas: tuple[Area, ...] = ()
    # off-map boxes and tracks drawn on the sheet (unit boxes, a turn track)
    boxes: tuple[Box, ...] = ()
    # the key's words for an area's VP badge
    vp_label: str = "Victory Points"
    notes: tuple[str, ...] = ()  # printed under the legend (rules reminders)
    # real geography (model/geo.py): areas' `at` and rings are lon/lat, projected into `region`
    projection: Projection | None = None
    # geographic maps: the shared border lines, by key ('a|b'), in lon/lat
    borders: dict[str, Border] | None = None
    regions: dict[str, Region] | None = None  # seas and off-map land
    # zones areas may belong to (an ethnic zone), by id, with their tint
    zones: dict[str, Zone] | None = None
    # geographic maps: crossings drawn between areas that are not adjacency
    straits: tuple[Strait, ...] = ()
    places: tuple[Place, ...] = ()  # towns for orientation
    # geographic maps: rivers drawn as scenery (lon/lat)
    rivers: tuple[River, ...] = ()
    # roads and tracks joining the areas' places (scenery): consecutive areas must be adjacent
    roads: tuple[Road, ...] = ()
    # mountain ridgelines, drawn as relief in the areas of hill terrain (scenery)
    ridges: tuple[Ridge, ...] = ()
    charts: tuple[PlacedChart, ...] = ()  # displays printed on the map sheet
    scale: MapScale | None = None  # only where the rules give one

    def __post_init__(self):
        require(self.size[0] > 0 and self.size[1] > 0, "size must be two positive lengths", "size")
        require(self.region[2] > 0 and self.region[3] > 0, "region width and height must be positive", "region")

    def area(self, area_id: str) -> Area:
        return next(a for a in self.areas if a.id == area_id)


@record
class HexGrid:
    """Hex geometry and labelling: which hexes exist, what they are called, and so which are neighbours."""

    # flat (flat-topped hexes in columns) or pointy (pointy-topped hexes in rows)
    orientation: Literal["flat", "pointy"]
    # XXYY (four digits: column then row, '0512') or letter-number (column letter, row number: 'K4')
    labels: Literal["XXYY", "letter-number"]
    columns: tuple[int, int]  # first and last column number (A = 1 for letters)
    # [first, last] row number
    rows: tuple[int, int]
    # which columns (flat) or rows (pointy) sit half a hex lower (further right): odd or even. It decides
    # which hexes are neighbours: with flat hexes and `even`, column 2 sits lower, so 0202 touches 0102 and 0103
    shifted: Literal["odd", "even"] = "even"
    hex_size: Length = Length(36)  # flat-to-flat
    # XXYY labels: whether the first two digits number the column (default) or the row
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

    # its terrain id (default: the map's default_terrain)
    terrain: str | None = None
    # a place name printed in the hex
    name: str | None = None
    # a city: drawn as a city symbol
    city: bool = False
    # a factory (also a city)
    factory: bool = False
    # drawn faded with a dot (a hex closed to ground movement in some games)
    faded_dot: bool = False
    levels: int | None = None  # storeys of a multi-storey building hex
    group: str | None = None  # the named hex group (building, town) it belongs to: HexMap.groups
    # further features by name (town: a dot and its name, for orientation)
    features: tuple[str, ...] = ()
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None
    printed: tuple[str, ...] = ()  # the fields the source states verbatim when the record as a whole is not printed


@record
class Hexside:
    """A feature along the side shared by two adjacent hexes."""

    # the two adjacent hexes whose side it is
    between: tuple[str, str]
    # the hexsides_types id (river)
    feature: str
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None


@record
class HexRiver:
    """A named river along hexsides: the sides shared by each pair of hexes it lists (in any order; they need not
    join up). It is drawn along them with its name, crossing it costs what its `feature` costs, and `hex info`
    names it."""

    # its name, printed along it on the map when its status is printed or derived
    name: str
    # the pairs of adjacent hexes whose shared side it runs along, e.g. [["0701", "0801"], ["0702", "0801"]]
    hexsides: tuple[tuple[str, str], ...]
    # the hexsides_types id it is drawn and costed as
    feature: str = "river"
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None

    def __post_init__(self):
        require(len(self.hexsides) > 0, "a river runs along at least one hexside", "hexsides")


@record
class HexLine:
    """A line through hex centres (rail, road); `off_map` names the ends that run on off the map edge."""

    # the lines_types id (road, rail)
    feature: str
    # the hexes it runs through, each adjacent to the next
    hexes: tuple[str, ...]
    # the ends (start, end) that run on off the map edge
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
    hexes: tuple[str, ...]  # the hexes it lies along, in order (their labels)
    name: str | None = None  # the key's word for it
    note: str | None = None


@record
class HexZone:
    """A named set of hexes (a set-up zone, an objective): listed hexes, hex groups and map edges, limited to
    a block of rows/columns when given, widened by `within` hexes, less the hexes of `exclude` zones.
    With nothing but rows/columns (or nothing at all) it starts from every hex of the map."""

    id: str
    name: str
    # hexes in it
    hexes: tuple[str, ...] = ()
    # hex groups (HexMap.groups) whose hexes are in it
    groups: tuple[str, ...] = ()
    # map edges whose hexes are in it
    edges: tuple[Literal["north", "south", "west", "east"], ...] = ()
    columns: tuple[str, str] | None = None  # first and last column label, e.g. [A, E]
    # [first, last] rows it is limited to
    rows: tuple[int, int] | None = None
    # widen it by this many hexes
    within: int = 0
    # other zones whose hexes it leaves out
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
    size: tuple[Length, Length] = (Length(612), Length(792))  # the printed sheet
    origin: tuple[float, float] = (10.0, 20.0)  # mm from the sheet's top-left to the grid's bounding box
    # the hex grid: orientation, labels, columns and rows, hex size
    grid: HexGrid | None = None
    # the terrain of every hex `hexes` does not list
    default_terrain: str = "clear"
    # terrain types, by id: fill colour, symbol, pattern, what may not enter
    terrain: dict[str, Terrain] | None = None
    hexsides_types: dict[str, Terrain] | None = None  # hexside features: name, colour
    lines_types: dict[str, Terrain] | None = None  # line features (rail, road): name, colour
    # what differs from the default in a hex, by hex label: terrain, name, city
    hexes: dict[str, HexInfo] | None = None
    # features along the side between two adjacent hexes (rivers)
    hexsides: tuple[Hexside, ...] = ()
    # lines through hex centres (roads, railways)
    lines: tuple[HexLine, ...] = ()
    # named rivers along hexsides: each a name and the hex pairs whose sides it follows
    rivers: tuple[HexRiver, ...] = ()
    # off-map boxes and tracks drawn on the sheet (a turn track, unit pools)
    boxes: tuple[Box, ...] = ()
    # lines printed under the map's key (rules reminders)
    notes: tuple[str, ...] = ()
    key_at: tuple[float, float] | None = None  # mm: top-left of the terrain key (default: right of the grid)
    print_scale: float = 1.0  # the tiled map's enlargement over the full-size sheet
    groups: dict[str, str] | None = None  # named hex groups (buildings, towns): id -> name; HexInfo.group
    zones: dict[str, HexZone] | None = None  # named set-up zones and objectives
    level_mark: str = "text"  # how multi-storey hexes are marked: 'text' (L2) or 'triangle' (a red triangle)
    scale: MapScale | None = None  # only where the rules give one
    art: tuple[MapArt, ...] = ()  # drawings with no rules meaning (a runway strip)
    charts: tuple[PlacedChart, ...] = ()  # charts printed on the map sheet (a TEC, the CRT), as on an area map
    citations: dict[str, str] | None = None  # rule sections by map feature ('faded_dot': '1.3.2'), for messages

    def __post_init__(self):
        require(self.grid is not None, "a hex map needs a grid", "grid")
        require(self.print_scale > 0, "print_scale must be positive", "print_scale")

    def info(self, label: str) -> HexInfo:
        """What is in a hex (an empty HexInfo for a hex of the default terrain)."""
        return (self.hexes or {}).get(label) or _EMPTY

    def terrain_of(self, label: str) -> str:
        return self.info(label).terrain or self.default_terrain

    def all_hexsides(self) -> tuple[Hexside, ...]:
        """Every hexside feature: the `hexsides` listed one by one, then each named river's sides."""
        return self.hexsides + tuple(Hexside(between=pair, feature=r.feature, status=r.status, play_value=r.play_value,
                                             source=r.source, note=r.note) for r in self.rivers for pair in r.hexsides)

    def river_at(self, a: str, b: str) -> HexRiver | None:
        """The named river along the side between hexes a and b, if any."""
        return next((r for r in self.rivers if any({a, b} == set(pair) for pair in r.hexsides)), None)


@record
class PlacedChart:
    """A chart printed on a display sheet: its id, and where (mm from the top-left) and how wide."""

    # the chart id
    chart: str
    # [x, y] in mm of its top-left corner on the sheet
    at: tuple[float, float]
    # its width in mm
    width: float


@record
class Display(Dataset):
    """A sheet of boxes and tracks with no map (a faction card, a track sheet)."""

    kind: Literal["display"] = "display"
    title: str = ""
    # the sheet: width and height
    size: tuple[Length, Length] = (Length(612), Length(792))
    # the boxes and tracks on it
    boxes: tuple[Box, ...] = ()
    # charts printed on the sheet
    charts: tuple[PlacedChart, ...] = ()
    # lines printed on the sheet (rules reminders)
    notes: tuple[str, ...] = ()


_EMPTY = HexInfo()
