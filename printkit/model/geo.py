"""Real geography for area maps: a map projection and shared border polylines in lon/lat.

Areas of a geographic map name their outline as a ring of border keys (a leading '-' walks a border
backwards), so two areas that share a border share the very same points: the adjacency a border
implies is exact by construction and can be checked against the declared adjacency.
"""

from __future__ import annotations

from printkit.model.common import Color, record, require


@record
class Projection:
    """How lon/lat degrees become map millimetres: a Lambert conformal conic (`lcc`, two standard
    parallels) or an equirectangular projection (`equirectangular`, scaled by cos(lat0)); `bounds`
    [lon_min, lat_min, lon_max, lat_max] is fitted into the map's region, centred, aspect kept."""

    kind: Literal["lcc", "equirectangular"]
    # [lon_min, lat_min, lon_max, lat_max] fitted into the map's region
    bounds: tuple[float, float, float, float]
    # the central meridian
    lon0: float
    # the latitude of origin
    lat0: float
    parallels: tuple[float, float] | None = None  # lcc standard parallels

    def __post_init__(self):
        require(self.bounds[0] < self.bounds[2] and self.bounds[1] < self.bounds[3],
                "bounds must be [lon_min, lat_min, lon_max, lat_max] with min < max", "bounds")
        require(self.kind != "lcc" or self.parallels is not None, "an lcc projection needs two parallels",
                "parallels")


@record
class Border:
    """A border line between exactly two regions (areas, seas, off-map land, or the map 'frame')."""

    # the two regions it separates (area or region ids, or 'frame')
    between: tuple[str, str]
    points: tuple[tuple[float, float], ...]  # lon, lat; first and last are junctions
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None

    def __post_init__(self):
        require(len(self.points) >= 2, "a border needs at least two points", "points")
        require(self.between[0] != self.between[1], "a border lies between two different regions", "between")


@record
class Region:
    """A part of a geographic map that is not a playing area: a sea, or land left off the map."""

    id: str
    name: str
    kind: Literal["sea", "offmap"]
    # its outline as border keys in order (a leading '-' walks a border backwards)
    ring: tuple[str, ...]
    # its fill colour
    tint: Color | None = None
    label_at: tuple[float, float] | None = None  # lon, lat
    # rings of border keys cut out of it
    holes: tuple[tuple[str, ...], ...] = ()


@record
class Zone:
    """A zone some areas belong to (an ethnic or political zone), with the colour that marks it."""

    id: str
    name: str
    # the colour that marks its areas
    tint: Color
    # its colour in the colour-blind kit (--palette colourblind); by default printkit derives one
    colorblind: Color | None = None
    source: str | None = None
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)


@record
class Strait:
    """A crossing between two areas that is NOT a land border (not adjacency): drawn, never moved along."""

    # the two areas it joins
    between: tuple[str, str]
    points: tuple[tuple[float, float], ...] = ()  # lon, lat of the crossing as drawn (default: label to label)
    name: str | None = None
    source: str | None = None


@record
class Place:
    """A named town drawn as a dot (orientation only; the rules do not use it)."""

    name: str
    at: tuple[float, float]  # lon, lat
    side: Literal["right", "left", "above", "below"] = "right"  # where the name goes


@record
class River:
    """A river drawn on an area map, source to mouth (lon/lat on a geographic map, mm otherwise): scenery
    unless the rules use it. It is drawn growing from its source to its mouth."""

    name: str
    # [lon, lat] points from source to mouth
    points: tuple[tuple[float, float], ...]
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None


@record
class Road:
    """A road or a track drawn on an area map through the places of the areas it joins, in order: scenery
    (the rules move between adjacent areas, whatever the roads), so each pair of consecutive areas must be
    adjacent, and the road crosses their shared border. `start` and `end` are points off the areas (mm, or
    lon/lat on a geographic map) where it leaves the map: the town it comes from lies beyond the frame."""

    via: tuple[str, ...]  # area ids, in order along the road
    # road: a made road; track: a cart track or mountain path (a road through an area the rules call unroaded)
    kind: Literal["road", "track"] = "road"
    start: tuple[float, float] | None = None  # where the road enters from beyond the frame (mm or lon/lat)
    end: tuple[float, float] | None = None  # where it leaves the map (mm or lon/lat)
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None

    def __post_init__(self):
        require(len(self.via) + (self.start is not None) + (self.end is not None) >= 2,
                "a road joins at least two places (areas, or an area and a start or end off the map)", "via")


@record
class Ridge:
    """A mountain ridgeline (points along its crest, mm or lon/lat): drawn as relief, with hachures down both
    flanks, only inside the areas whose terrain is drawn as hills. An area of such terrain no ridge crosses
    gets one along its length."""

    points: tuple[tuple[float, float], ...]  # along the crest, in order (mm or lon/lat)
    status: Status | None = None
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)
    source: str | None = None
    note: str | None = None

    def __post_init__(self):
        require(len(self.points) >= 2, "a ridge needs at least two points", "points")
