"""Cross-reference and consistency checks over a built Game (ids, references, adjacency, provenance)."""

from __future__ import annotations

from collections import Counter as Tally

from printkit.load.marked import Marked
from printkit.model.boards import AreaMap, Display, HexMap
from printkit.model.charts import RangeTable, Table
from printkit.model.game import Game


def location_names(game: Game) -> set[str]:
    """Every valid location for anyone: area ids, box ids, 'box/section', hex labels, named locations."""
    from printkit.hexgrid import all_labels

    names: set[str] = set(game.locations)
    for board in game.maps.values():
        if isinstance(board, AreaMap):
            names.update(a.id for a in board.areas)
        if isinstance(board, HexMap):
            names.update(all_labels(board.grid))
            names.update(board.zones or ())
        for box in board.boxes:
            names.add(box.id)
            names.update(f"{box.id}/{s}" for s in box.sections)
    for chart_id, chart in game.charts.items():  # markers on a ladder display sit in its zones
        if getattr(chart, "kind", None) == "ladder":
            names.update(f"{chart_id}/{z.id}" for z in chart.zones)
    return names


def own_box_names(game: Game, side_id: str) -> set[str]:
    """Box names a side's counter may be placed in by name (its own or its faction's boxes: 'Events')."""
    side = game.sides.get(side_id)
    owners = {side_id} | ({side.faction} if side and side.faction else set())
    return {box.name for board in game.maps.values() for box in board.boxes if box.side in owners}


def owners(game: Game) -> set[str]:
    """What a box may belong to: a side or a faction."""
    return set(game.sides) | {s.faction for s in game.sides.values() if s.faction}


class Checker:
    """Runs every check, collecting issues located in the marked document."""

    def __init__(self, game: Game, marked: Marked, failed: set[str] = frozenset()):
        self.g = game
        self.m = marked
        self.issues = []
        self.failed = failed  # ids whose entries failed to build: already reported (load.schema.Failed)

    def lost(self, part: str) -> bool:
        """A whole map (or side, ...) failed to build: references into that part cannot be judged."""
        return bool(getattr(self.failed, "whole", None)) and self.failed.whole(part)

    def bad(self, path, message, key=False):
        self.issues.append(self.m.issue(path, message, key))

    def dangling(self, path, ref, message):
        """Report a reference to a missing id, unless that id's own entry failed (reported already)."""
        if ref not in self.failed:
            self.bad(path, message)

    def run(self):
        from printkit.load.xref_more import check_more

        check_more(self)
        self.counters()
        for map_id, board in self.g.maps.items():
            if isinstance(board, AreaMap):
                self.area_map(map_id, board)
            elif isinstance(board, HexMap):
                self.hex_map(map_id, board)
            self.boxes(map_id, board)
        self.charts()
        self.scenarios()
        for i, chart_id in enumerate(self.g.kit.player_aid):
            if chart_id not in self.g.charts:
                self.bad(("kit", "player_aid", i), f"no chart {chart_id!r}; charts are: {', '.join(self.g.charts)}")
        for map_id, board in self.g.maps.items():
            for i, placed in enumerate(getattr(board, "charts", ())):
                if placed.chart not in self.g.charts:
                    self.bad(("maps", map_id, "charts", i, "chart"), f"no chart {placed.chart!r}")
        for i, map_id in enumerate(self.g.kit.displays):
            if not isinstance(self.g.maps.get(map_id), Display):
                self.bad(("kit", "displays", i), f"no display board {map_id!r} in maps")
        for side_id, side in self.g.sides.items():
            if side.faction is not None and side.faction in self.g.sides:
                self.bad(("sides", side_id, "faction"), f"faction {side.faction!r} must not also be a side id")
        return self.issues

    def counters(self):
        if self.g.counters is None:
            return
        seen = set()
        for i, c in enumerate(self.g.counters.pieces):
            path = ("counters", "pieces", i)
            if c.id in seen:
                self.bad(path + ("id",), f"duplicate counter id {c.id!r}")
            seen.add(c.id)
            if c.side not in self.g.sides:
                self.dangling(path + ("side",), c.side, f"no side {c.side!r}; sides are: {', '.join(self.g.sides)}")
            if c.type not in self.g.unit_types:
                self.dangling(path + ("type",), c.type,
                              f"no unit type {c.type!r}; unit types are: {', '.join(self.g.unit_types)}")

    def area_map(self, map_id, board: AreaMap):
        base = ("maps", map_id)
        countries = board.countries or {}
        terrain = board.terrain or {}
        ids = Tally(a.id for a in board.areas) + Tally(b.id for b in board.boxes)
        by_id = {a.id: a for a in board.areas}
        for i, a in enumerate(board.areas):
            path = base + ("areas", i)
            if ids[a.id] > 1:
                self.bad(path + ("id",), f"duplicate area or box id {a.id!r}")
            if a.country not in countries:
                self.dangling(path + ("country",), a.country,
                              f"no country {a.country!r}; countries are: {', '.join(countries)}")
            for j, t in enumerate(a.terrain):
                if t not in terrain:
                    self.dangling(path + ("terrain", j), t, f"no terrain {t!r}; terrain types are: {', '.join(terrain)}")
            if a.base is not None and a.base not in self.g.sides:
                self.dangling(path + ("base",), a.base, f"no side {a.base!r}")
            x, y = a.at
            rx, ry, rw, rh = board.region
            if board.projection is None and not (rx <= x <= rx + rw and ry <= y <= ry + rh):
                self.bad(path + ("at",), f"point {a.at} lies outside the map region {board.region}")
            for j, other in enumerate(a.adjacent):
                apath = path + ("adjacent", j)
                if other == a.id:
                    self.bad(apath, f"area {a.id!r} cannot be adjacent to itself")
                elif other not in by_id:
                    self.dangling(apath, other, f"no area {other!r} on map {map_id!r}")
                elif a.id not in by_id[other].adjacent:
                    self.bad(apath, f"adjacency is not symmetric: {a.id!r} lists {other!r}, but {other!r} does not list {a.id!r}")
        for i, b in enumerate(board.boxes):
            if ids[b.id] > 1 and b.id not in by_id:
                self.bad(base + ("boxes", i, "id"), f"duplicate area or box id {b.id!r}")

    def boxes(self, map_id, board):
        allowed = owners(self.g)
        seen = set()
        for i, b in enumerate(board.boxes):
            path = ("maps", map_id, "boxes", i)
            if b.id in seen:
                self.bad(path + ("id",), f"duplicate box id {b.id!r}")
            seen.add(b.id)
            if b.side is not None and b.side not in allowed and not self.lost("sides"):
                self.bad(path + ("side",), f"no side or faction {b.side!r}; there are: {', '.join(sorted(allowed))}")

    def hex_map(self, map_id, board: HexMap):
        from printkit.hexgrid import HexGridSpec

        spec = HexGridSpec(board.grid)
        base = ("maps", map_id)
        terrain = board.terrain or {}
        if board.default_terrain not in terrain:
            self.dangling(base + ("default_terrain",), board.default_terrain, f"no terrain {board.default_terrain!r}")
        side_types = board.hexsides_types or {}
        line_types = board.lines_types or {}
        for i, side in enumerate(board.hexsides):
            if side.feature not in side_types and side.feature not in self.failed:
                self.bad(base + ("hexsides", i, "feature"),
                         f"no hexside feature {side.feature!r}; hexsides_types are: {', '.join(side_types)}")
        for i, line in enumerate(board.lines):
            if line.feature not in line_types and line.feature not in self.failed:
                self.bad(base + ("lines", i, "feature"),
                         f"no line feature {line.feature!r}; lines_types are: {', '.join(line_types)}")
        pairs = {}
        for i, side in enumerate(board.hexsides):
            key = frozenset(side.between)
            if key in pairs:
                self.bad(base + ("hexsides", i, "between"), f"hexside {'/'.join(side.between)} is listed twice "
                                                            f"(also hexsides[{pairs[key]}])")
            pairs[key] = i
        def canonical(path, label, key=False):
            if spec.is_label(label) and spec.label(*spec.parse(label)) != label:
                self.bad(path, f"write hex {label!r} as {spec.label(*spec.parse(label))!r}, as the map prints it", key)

        for label, info in (board.hexes or {}).items():
            canonical(base + ("hexes", label), label, key=True)
            raw = getattr(self.m, "raw_keys", {}).get(base + ("hexes", label))
            if not spec.is_label(label) and raw is not None and raw != label:
                self.bad(base + ("hexes", label), f"hex {raw} is read by YAML as the number {label}: write hex labels "
                                                  f"in quotes, \"{raw}\"", key=True)
            elif not spec.is_label(label):
                self.bad(base + ("hexes", label), f"hex {label!r} is not on the map", key=True)
            if info.terrain is not None and info.terrain not in terrain:
                self.dangling(base + ("hexes", label, "terrain"), info.terrain, f"no terrain {info.terrain!r}")
        for i, line in enumerate(board.lines):
            for j, h in enumerate(line.hexes):
                canonical(base + ("lines", i, "hexes", j), h)
        for i, side in enumerate(board.hexsides):
            for j, h in enumerate(side.between):
                canonical(base + ("hexsides", i, "between", j), h)
        for i, side in enumerate(board.hexsides):
            a, b = side.between
            path = base + ("hexsides", i, "between")
            if not (spec.is_label(a) and spec.is_label(b)):
                self.bad(path, f"hexside {a}-{b}: both hexes must be on the map")
            elif spec.distance(a, b) != 1:
                self.bad(path, f"hexes {a} and {b} are not adjacent")
        self.hex_zones(base, board, spec)
        for i, art in enumerate(board.art):
            for j, h in enumerate(art.hexes):
                if not spec.is_label(h):
                    self.bad(base + ("art", i, "hexes", j), f"hex {h!r} is not on the map")
                elif j and spec.is_label(art.hexes[j - 1]) and spec.distance(art.hexes[j - 1], h) != 1:
                    self.bad(base + ("art", i, "hexes", j), f"{art.kind} jumps from {art.hexes[j - 1]} to {h}, "
                                                            "which are not adjacent")
        for i, line in enumerate(board.lines):
            for j, (a, b) in enumerate(zip(line.hexes, line.hexes[1:])):
                path = base + ("lines", i, "hexes", j + 1)
                if not (spec.is_label(a) and spec.is_label(b)):
                    self.bad(path, f"hex {b if spec.is_label(a) else a!r} is not on the map")
                elif spec.distance(a, b) != 1:
                    self.bad(path, f"line jumps from {a} to {b}, which are not adjacent")

    def hex_zones(self, base, board: HexMap, spec):
        """Hex groups and zones name only hexes, groups, columns and zones that exist."""
        groups = board.groups or {}
        for label, info in (board.hexes or {}).items():
            if info.group is not None and info.group not in groups:
                self.bad(base + ("hexes", label, "group"), f"no hex group {info.group!r}; groups are: {', '.join(groups)}")
        for zid, z in (board.zones or {}).items():
            path = base + ("zones", zid)
            for i, h in enumerate(z.hexes):
                if not spec.is_label(h):
                    self.bad(path + ("hexes", i), f"hex {h!r} is not on the map")
            for i, g in enumerate(z.groups):
                if g not in groups:
                    self.bad(path + ("groups", i), f"no hex group {g!r}; groups are: {', '.join(groups)}")
            for i, c in enumerate(z.columns or ()):
                if not spec.is_label(f"{c}{board.grid.rows[0]}"):
                    self.bad(path + ("columns", i), f"no column {c!r} on the map")
            for i, other in enumerate(z.exclude):
                if other not in (board.zones or {}) or other == zid:
                    self.bad(path + ("exclude", i), f"no other zone {other!r}")

    def charts(self):
        for chart_id, chart in self.g.charts.items():
            base = ("charts", chart_id)
            if isinstance(chart, Table):
                rows, cols = set(chart.rows.cell_keys()), set(chart.columns.cell_keys())
                for r, line in (chart.cells or {}).items():
                    if r not in rows:
                        self.bad(base + ("cells", r), f"row {r!r} is not among the rows {sorted(rows)}", key=True)
                    for c, cell in line.items():
                        path = base + ("cells", r, c)
                        if c not in cols:
                            self.bad(path, f"column {c!r} is not among the columns {sorted(cols)}", key=True)
                        self.provenance(path, cell.value, cell.status or chart.status)
            elif isinstance(chart, RangeTable):
                for i, e in enumerate(chart.entries):
                    self.provenance(base + ("entries", i), e.result, e.status or chart.status)

    def provenance(self, path, value, status):
        if value is None and status != "unknown":
            self.bad(path, f"value is null but status is {status!r}; an unknown value must have status 'unknown'")
        if value is not None and status == "unknown":
            self.bad(path, f"status is 'unknown' but a value {value!r} is given; unknown values stay null")

    def scenarios(self):
        names = location_names(self.g)
        self.sides_of = {c.id: c.side for c in (self.g.counters.pieces if self.g.counters else ())}
        quantity = {c.id: c.quantity for c in (self.g.counters.pieces if self.g.counters else ())}
        for sid, sc in self.g.scenarios.items():
            base = ("scenarios", sid)
            placed = Tally()
            for part in ("setup", "reinforcements"):
                for i, p in enumerate(getattr(sc, part)):
                    path = base + (part, i)
                    if p.counter not in quantity:
                        self.dangling(path + ("counter",), p.counter, f"no counter {p.counter!r}")
                    side = self.sides_of.get(p.counter)
                    if p.location not in names and p.location not in own_box_names(self.g, side):
                        self.no_location(path + ("location",), p.location)
                    placed[p.counter] += p.quantity
                    if p.counter in quantity and placed[p.counter] > quantity[p.counter]:
                        self.bad(path + ("quantity",), f"places {placed[p.counter]} of counter {p.counter!r}, "
                                                       f"but the counter mix has {quantity[p.counter]}")
            if sc.victory is not None and sc.victory not in self.g.charts:
                self.dangling(base + ("victory",), sc.victory, f"no chart {sc.victory!r}")
            if sc.first_player is not None and sc.first_player not in owners(self.g) and not self.lost("sides"):
                self.bad(base + ("first_player",), f"no side {sc.first_player!r}")
            for i, loc in enumerate(sc.control):
                if loc not in names:
                    self.no_location(base + ("control", i), loc)

    def no_location(self, path, location):
        """A placement names no location: unless a map, a side (whose boxes it may name) or the place itself
        failed to build, which is reported already."""
        chart = location.partition("/")[0] if "/" in location else None  # a ladder chart's zone
        if not (self.lost("maps") or self.lost("sides") or self.lost("locations") or chart in self.failed):
            self.dangling(path, location, f"no location {location!r} on any map")
