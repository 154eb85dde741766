"""Area maps at full size: areas (Voronoi or explicit shapes), borders, adjacency, terrain, VP, BASE, boxes."""

from __future__ import annotations

import math

from printkit.geometry import area_shapes
from printkit.layout.boxes import draw_box
from printkit.layout.curves import inside
from printkit.layout.mapframe import PAPER
from printkit.layout.scene import Circle, Group, Line, Marker, Polygon, Rect, Style, Text
from printkit.colors import mix
from printkit.units import PT_PER_MM

VP_RED = "#c0202a"
BORDER = Style(stroke="#4a4238", width=0.9, round=True)
FRONTIER = Style(stroke="#1a1a1a", width=1.9, dash=(7, 2.5, 1.5, 2.5))
FRONTIER_BAND = Style(stroke="#9a4a62", width=7.5, opacity=0.3, round=True)  # the tinted ribbon along a frontier
RANGE_INK = "#5a3d22"
LINK = Style(stroke="#333333", width=0.9, dash=(1.2, 2.2))
CLOSED = Style(stroke="#1a1a1a", width=3.2)


def _pt(p):
    return p[0] * PT_PER_MM, p[1] * PT_PER_MM


_LAST: list = [None, None, None]  # the last (game, board, items) drawn: a kit draws each map for every paper


def map_items(game, board) -> list:
    """Everything drawn on the map, in points from the map's top-left corner (a new list each call; the
    items, frozen, are shared with the last call for the same game and board)."""
    if _LAST[0] is game and _LAST[1] is board:
        return list(_LAST[2])
    items = _map_items(game, board)
    _LAST[:] = [game, board, tuple(items)]
    return items


def _map_items(game, board) -> list:
    if board.projection is not None:  # real geography: outlines from shared borders (layout/geomap.py)
        from printkit.layout.geomap import geo_sheet

        return geo_sheet(game, board)
    from printkit.layout import area_art
    from printkit.layout.bleed import BLEED
    from printkit.layout.mapframe import bleed_background
    from printkit.layout.roads import road_items, road_path
    from printkit.layout.waterways import enters_map, river_course, river_items, river_widths

    cells = {k: [_pt(p) for p in v] for k, v in area_shapes(board).items()}
    areas = {a.id: a for a in board.areas}
    w, h = board.size
    x, y, rw, rh = (v * PT_PER_MM for v in board.region)
    kinds = _terrain_kinds(board)
    rugged = {a for a, ks in kinds.items() if "hills" in ks}
    shapes, drawn, pieces = area_art.drawn_pieces(cells, (x, y, x + rw, y + rh), rugged)
    places = {a.id: _pt(a.at) for a in board.areas}
    rivers = [river_course([_pt(p) for p in r.points], f"river{i}") for i, r in enumerate(board.rivers)]
    roads = [(road, road_path(road, places, drawn, _pt)) for road in board.roads]
    links = _links(board, shapes, areas, drawn)
    placer = _label_placer(board)
    for pts in drawn.values():  # a name stays inside its own area: a border is a hard obstacle
        placer.block_line(pts, 1.5, weight=math.inf)
    for link in links:
        placer.block_line([(link.x1, link.y1), (link.x2, link.y2)], 1.0)
    for pts in rivers:
        placer.block_line(pts, 1.5)
    for _, pts in roads:
        placer.block_line(pts, 1.5)
    labels: list = []
    for a in board.areas:
        labels += _area_label(game, board, a, placer, roads)
    avoid = [box for _, box in placer.placed] + [b for a in board.areas for b in _symbol_boxes(a)]
    compass = _compass(board, placer)
    avoid.append(_box_of(compass))

    items: list = [bleed_background(w, h, BLEED)]
    drawing: list = [Polygon(tuple(shapes[a.id]), Style(fill=_land(board, a))) for a in board.areas]
    drawing += _terrain(board, shapes, pieces, kinds, avoid)
    for pts, wide in zip(rivers, river_widths(rivers)):
        drawing += river_items(pts, wide, enters=enters_map(pts, (x, y, x + rw, y + rh)))
    drawing += [it for road, pts in roads for it in road_items(road, pts)[:-1]]  # casings under every road
    drawing += [road_items(road, pts)[-1] for road, pts in roads]
    drawing += _drawn_borders(board, drawn, areas)
    drawing += links
    items.append(Group(tuple(drawing), clip=(x, y, rw, rh)))
    items += labels
    items.append(Rect(x, y, rw, rh, Style(stroke="#1a1a1a", width=1.2)))
    for box in board.boxes:
        items += draw_box(game, box)
    items += compass
    items += _title_and_legend(game, board, bool(links))
    return items


def _box_of(items) -> tuple:
    """The bounding box of some circles and polygons (pt)."""
    xs, ys = [], []
    for it in items:
        if isinstance(it, Circle):
            xs += [it.cx - it.r, it.cx + it.r]
            ys += [it.cy - it.r, it.cy + it.r]
        elif isinstance(it, Polygon):
            xs += [p[0] for p in it.points]
            ys += [p[1] for p in it.points]
    return (min(xs), min(ys), max(xs), max(ys)) if xs else (0, 0, 0, 0)


def _terrain_kinds(board) -> dict[str, dict[str, str]]:
    """Each area's terrain patterns and their colours: {area: {pattern: colour}}."""
    from printkit.layout.terrain_style import patterns_of

    terrain = board.terrain or {}
    out: dict[str, dict[str, str]] = {}
    for a in board.areas:
        out[a.id] = {}
        for t in a.terrain:
            for kind in patterns_of(terrain.get(t)):
                out[a.id].setdefault(kind, str(terrain[t].color))
    return out


def _land(board, a) -> str:
    """An area's land colour: its own tint, else its country's."""
    return a.tint or (board.countries or {})[a.country].tint


def _label_placer(board):
    from printkit.layout.labels import Placer

    x, y, rw, rh = (v * PT_PER_MM for v in board.region)
    placer = Placer((x + 1, y + 1, x + rw - 1, y + rh - 1))
    for a in board.areas:  # every area's symbols are obstacles before any name is placed
        for box in _symbol_boxes(a):
            placer.block(box, hard=True)
    return placer


def _compass(board, placer) -> list:
    """A compass rose in the emptiest corner of the map."""
    from printkit.layout.mapframe import compass_rose

    x, y, rw, rh = (v * PT_PER_MM for v in board.region)
    r, m = 14.0, 10.0
    spots = [(x + m + r, y + m + r + 8), (x + rw - m - r, y + m + r + 8), (x + m + r, y + rh - m - r),
             (x + rw - m - r, y + rh - m - r)]
    cx, cy = min(spots, key=lambda p: placer._cost((p[0] - r, p[1] - r - 8, p[0] + r, p[1] + r)))
    placer.block((cx - r, cy - r - 8, cx + r, cy + r), hard=True)
    return compass_rose(cx, cy, r)


def _drawn_borders(board, drawn, areas) -> list:
    """The hand-drawn border of every pair of neighbours: a frontier between countries (a tinted ribbon under
    a dash-dot line), a plain line inside one, a heavy line where the cells touch but the areas are not
    adjacent."""
    bands, out = [], []
    for pair, pts in sorted(drawn.items(), key=lambda kv: sorted(kv[0])):
        a, b = sorted(pair)
        if b not in areas[a].adjacent:
            style = CLOSED
        elif areas[a].country != areas[b].country:
            style = FRONTIER
            bands.append(Polygon(tuple(pts), FRONTIER_BAND, closed=False))
        else:
            style = BORDER
        out.append(Polygon(tuple(pts), style, closed=False))
    return bands + out


def _links(board, shapes, areas, drawn) -> list:
    """A dotted connection between the label points of an adjacent pair only where the border alone leaves
    it unclear: no shared border, or one too short to see (area_art.SHORT_BORDER)."""
    from printkit.layout.area_art import needs_link

    out, done = [], set()
    for a in board.areas:
        for b in a.adjacent:
            pair = frozenset((a.id, b))
            if pair in done or b not in areas:
                continue
            done.add(pair)
            if not needs_link(drawn.get(pair)):
                continue
            (x1, y1), (x2, y2) = _pt(a.at), _pt(areas[b].at)
            d = math.hypot(x2 - x1, y2 - y1) or 1
            trim = 16 * PT_PER_MM / 2
            ux, uy = (x2 - x1) / d, (y2 - y1) / d
            out.append(Line(x1 + ux * trim, y1 + uy * trim, x2 - ux * trim, y2 - uy * trim, LINK))
    return out


def _terrain(board, shapes, pieces, kinds, avoid) -> list:
    """Woods as masses (layout/woods.py), hills as relief along the ridgelines (layout/relief.py), any other
    pattern as marks scattered over its areas (layout/terrain_style.py); clear of names and symbols."""
    from printkit.layout import relief, woods
    from printkit.layout.terrain_style import scatter

    out: list = []
    wooded = {a for a, ks in kinds.items() if "woods" in ks}
    for a in board.areas:
        if a.id in wooded:
            outline = woods.mass_outline(a.id, pieces[a.id], wooded)
            out += woods.woods_items(a.id, outline, kinds[a.id]["woods"], avoid)
    hills = [a for a in board.areas if "hills" in kinds[a.id]]
    if hills:
        crests = [relief.ridge_path([_pt(p) for p in r.points]) for r in board.ridges]
        for a in hills:  # hill terrain no ridge of the data crosses gets one along its length
            if not any(any(inside(shapes[a.id], *p, 2 * PT_PER_MM) for p in c) for c in crests):
                crests.append(relief.axis_ridge(shapes[a.id], a.id))
        passes = [_pt(a.at) for a in board.areas if "pass" in a.features]
        out += relief.relief_items(crests, [shapes[a.id] for a in hills], kinds[hills[0].id]["hills"], passes, avoid,
                                   "relief")
    for a in board.areas:
        rest = [k for k in kinds[a.id] if k not in ("woods", "hills")]
        if rest:
            out += scatter(shapes[a.id], rest, lambda k, c=kinds[a.id]: mix(c[k], "#ffffff", 0.15), 10 * PT_PER_MM,
                           avoid, a.id)
    return out


def _dot_radius(a) -> float:
    """The place symbol grows with the area's importance: its VP value, a BASE."""
    return 2.2 + (0.6 * a.vp + 0.8 if a.vp else 0) + (0.6 if a.base else 0)


def _symbol_boxes(a) -> list:
    x, y = _pt(a.at)
    r = _dot_radius(a) if "pass" not in a.features else PASS_HALF
    out = [] if "range" in a.features else [(x - r, y - r, x + r, y + r)]
    if a.vp:
        out += [(x + 4.5, y + 2.5, x + 21.5, y + 19.5), (x + 23, y + 7.5, x + 34, y + 15)]
    if a.base is not None:
        out.append((x - 34, y + 4, x - 10, y + 15))
    return out


PASS_HALF = 2.6 * PT_PER_MM


def pass_symbol(x: float, y: float, direction: float, color: str = RANGE_INK) -> list:
    """A mountain pass: two arcs facing each other across the road (`direction`: the road's heading, rad)."""
    ux, uy = math.cos(direction), math.sin(direction)
    nx, ny = -uy, ux
    out = []
    for side in (1, -1):
        arc = []
        for k in range(9):
            t = -1 + k / 4
            bulge = (1 - t * t) * 0.9 * PT_PER_MM
            off = side * (PASS_HALF - bulge)
            arc.append((x + ux * t * PASS_HALF * 0.95 + nx * off, y + uy * t * PASS_HALF * 0.95 + ny * off))
        out.append(Polygon(tuple(arc), Style(stroke=color, width=1.3, round=True), closed=False))
    return out


def _heading_at(roads, p) -> float:
    """The heading (rad) of the road passing nearest to p (vertical when none does)."""
    best, heading = math.inf, math.pi / 2
    for _, pts in roads:
        for a, b in zip(pts, pts[1:]):
            d = math.hypot((a[0] + b[0]) / 2 - p[0], (a[1] + b[1]) / 2 - p[1])
            if d < best:
                best, heading = d, math.atan2(b[1] - a[1], b[0] - a[0])
    return heading


def _area_label(game, board, a, placer, roads=()) -> list:
    from printkit.layout.labels import Label

    x, y = _pt(a.at)
    r = _dot_radius(a)
    if "range" in a.features:  # named after its range: the name on the range in the relief's ink, no town symbol
        name = placer.place(Label(a.name, (x, y), 10.5, "DejaVuSans-Bold", RANGE_INK, priority=a.vp or 0, gap=0,
                                  prefer=((0, 0), (0, -1), (0, 1), (1, 0), (-1, 0))))
        return [name, Marker(x, y, f"area:{a.id}")]
    if "pass" in a.features:
        symbol, r = pass_symbol(x, y, _heading_at(roads, (x, y))), PASS_HALF
    elif a.vp or a.base:
        symbol = [Circle(x, y, r, Style(fill="#ffffff", stroke="#1a1a1a", width=1.1)),
                  Circle(x, y, r * 0.45, Style(fill="#1a1a1a"))]
    else:
        symbol = [Circle(x, y, r, Style(fill="#1a1a1a"))]
    above = ((0, -1), (1, -1), (-1, -1), (1, 0), (-1, 0), (0, 1), (-1, 1), (1, 1))
    if "pass" in a.features:
        above = ((0, 1), (1, 1), (-1, 1), (1, 0), (-1, 0), (0, -1), (1, -1), (-1, -1))
    name = placer.place(Label(a.name, (x, y), 11, "DejaVuSans-Bold", "#1a1a1a", priority=a.vp or 0, gap=2.5,
                              radius=r, prefer=above))
    out = symbol + [name, Marker(x, y, f"area:{a.id}")]
    if a.vp:  # an area worth no VP carries no circle
        out += [Circle(x + 13, y + 11, 8.5, Style(fill="#ffffff", stroke=VP_RED, width=1.4)),
                Text(x + 13, y + 14.5, str(a.vp), 10, "DejaVuSans-Bold", VP_RED, "middle"),
                Text(x + 24, y + 14, "VP", 6.5, "DejaVuSans-Bold", VP_RED, halo=PAPER)]  # often on a road
    if a.base is not None:
        side = game.sides[a.base]
        out += [Rect(x - 34, y + 4, 24, 11, Style(fill=side.color, stroke="#1a1a1a", width=0.6)),
                Text(x - 22, y + 12.5, "BASE", 7, "DejaVuSans-Bold", side.text_color, "middle")]
    return out


def _title_and_legend(game, board, links: bool = True) -> list:
    from printkit.fonts import width
    from printkit.layout.mapframe import cartouche

    title = board.title or game.title
    out, box = cartouche(title, 10 * PT_PER_MM, 3 * PT_PER_MM, 15)
    x0 = box[2] + 8 * PT_PER_MM
    right = board.size[0] - 6 * PT_PER_MM
    x, y = x0, 8 * PT_PER_MM
    keys = _legend_keys(board, links)
    for draw, offset, name in keys:
        w = offset + width(name, 7.5) + 14
        if x + w > right and x > x0:
            x, y = x0, y + 13
        out += draw(x, y)
        out.append(Text(x + offset, y + 3, name, 7.5, "DejaVuSans", "#1a1a1a"))
        x += w
    for note in board.notes:
        y += 11
        out.append(Text(x0, y + 3, note, 7, "DejaVuSans", "#1a1a1a"))
    if board.status != "printed" and game.kit.source_lines:  # a maker's draft; else the cover and notes say so
        out.append(Text(board.size[0] - 6 * PT_PER_MM, board.size[1] - 3 * PT_PER_MM,
                        f"Map {board.status} from the rules"
                        + (f" ({board.source})" if game.kit.source_lines else "") + "; not the published map art.",
                        6, "DejaVuSans", "#555555", "end"))
    return out


def _legend_keys(board, links: bool) -> list:
    """The key's entries for what this map shows: (draw(x, y), text offset, words)."""
    from printkit.layout import relief, woods
    from printkit.layout.roads import ROAD, ROAD_CASING, TRACK
    from printkit.layout.terrain_style import DRAW, patterns_of
    from printkit.layout.waterways import river_items

    used = {t for a in board.areas for t in a.terrain}
    keys: list = []
    for key, t in (board.terrain or {}).items():
        kinds = [k for k in patterns_of(t) if k in DRAW]
        if key not in used or not kinds:
            continue
        c = str(t.color)
        if kinds[0] == "woods":
            keys.append((lambda x, y, c=c: woods.legend_sample(x + 9, y, 18, 10, c), 22, t.name))
        elif kinds[0] == "hills":
            keys.append((lambda x, y, c=c: relief.legend_sample(x + 9, y + 1, 18, c), 22, t.name))
        else:
            keys.append((lambda x, y, k=kinds[0], c=c: DRAW[k](x + 9, y - 1, 17, c), 22, t.name))
    if any(a.vp for a in board.areas):
        keys.append((lambda x, y: [Circle(x + 6, y, 7, Style(fill="#ffffff", stroke=VP_RED, width=1.2)),
                                   Text(x + 6, y + 3.2, "3", 8, "DejaVuSans-Bold", VP_RED, "middle")],
                     17, board.vp_label))
    if board.rivers:
        keys.append((lambda x, y: river_items([(x, y), (x + 22, y)], 1.8), 27, "River"))
    if any(r.kind == "road" for r in board.roads):
        keys.append((lambda x, y: [Line(x, y, x + 22, y, ROAD_CASING), Line(x, y, x + 22, y, ROAD)], 27, "Road"))
    if any(r.kind == "track" for r in board.roads):
        keys.append((lambda x, y: [Line(x, y, x + 22, y, TRACK)], 27, "Track"))
    if any("pass" in a.features for a in board.areas):
        keys.append((lambda x, y: [Line(x + 2, y, x + 20, y, TRACK)] + pass_symbol(x + 11, y, 0.0), 27, "Pass"))
    keys.append((lambda x, y: [Line(x, y, x + 22, y, BORDER)], 27, "Area border"))
    if len({a.country for a in board.areas}) > 1:
        keys.append((lambda x, y: [Line(x + 3, y, x + 19, y, FRONTIER_BAND), Line(x, y, x + 22, y, FRONTIER)], 27,
                     "Frontier"))
    if links:
        keys.append((lambda x, y: [Line(x, y, x + 22, y, LINK)], 27, "Adjacent areas"))
    return keys
