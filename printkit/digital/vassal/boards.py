"""The module's boards in pixels: the image of each map or display, its hex grid (VASSAL's parameters,
derived from the printed grid), its zones (areas and boxes, from their drawn outlines), where a scenario's
location is, and the inverse: which hex or zone a pixel lies in, computed from the grid parameters alone.

VASSAL's hex grid (HexGrid in VASSAL 3.7): hexes stand in columns `dx` apart with centres `dy` apart down a
column, odd columns half a hex lower; column 0's first centre is at (x0, y0), whole pixels (VASSAL reads x0
and y0 as integers). `sideways` turns the grid a quarter (pointy-topped hexes: the "columns" are the printed
rows): VASSAL swaps a point's x and y but not the origin, so a sideways grid's x0 is the first column's
centre *y* and y0 its centre *x*. A hex's number is its column and row index plus hOff / vOff, letters
(A = 0) or digits padded to hLeading + 1, the `first` one first.

Zones are in board pixels: areas from the outline the map draws (a geographic map's projected, smoothed
borders), every box and box section, the ladders printed on the map. VASSAL names a point by the first
zone that contains it, so zones drawn on top come first: boxes, then areas lying inside another area.
"""

from __future__ import annotations

import math

from printkit.units import PT_PER_MM


def board_images(game) -> dict[str, object]:
    """Board id -> its full-size page (the map image), every map and display of the game."""
    from printkit.digital.images import board_pages, translated
    from printkit.kit_names import map_stem

    pages = translated(game, board_pages(game))
    return {bid: pages[map_stem(game, bid)] for bid in game.maps}


def image_name(game, board_id: str) -> str:
    from printkit.kit_names import map_stem

    return f"{map_stem(game, board_id)}.png"


def hex_grid(board, k: float) -> dict:
    """VASSAL HexGrid + HexGridNumbering parameters reproducing a printed hex grid at k px per point."""
    from printkit.rules import hexes

    sp = hexes.spec(board)
    g = board.grid
    ox, oy = (v * PT_PER_MM for v in board.origin)
    s, r = g.hex_size, sp.radius()
    c0, r0 = g.columns[0], g.rows[0]
    if sp.flat:  # columns are the printed columns
        a = 1 if sp._shifted(c0) else 0
        u0 = ox + sp.center(c0, r0)[0] - a * 1.5 * r
        v0 = oy + s / 2
        h_first, v_first = c0, r0
    else:  # sideways: the grid's columns are the printed rows
        a = 1 if sp._shifted(r0) else 0
        u0 = oy + sp.center(c0, r0)[1] - a * 1.5 * r
        v0 = ox + s / 2
        h_first, v_first = r0, c0
    letters = g.labels == "letter-number"
    h_is_column = sp.flat
    if letters:
        first = "H" if h_is_column else "V"
    else:
        first = "H" if (g.xx == "column") == h_is_column else "V"
    column_letters = "A" if letters else "N"
    return {"sideways": not sp.flat, "dx": round(1.5 * r * k, 4), "dy": round(s * k, 4),
            "x0": round(u0 * k), "y0": round(v0 * k),  # sideways: VASSAL's frame, x0 along the printed rows
            "first": first, "sep": "",
            "hType": column_letters if h_is_column else "N", "vType": "N" if h_is_column else column_letters,
            "hOff": (h_first - 1 if letters and h_is_column else h_first) - a,
            "vOff": v_first - 1 if letters and not h_is_column else v_first,
            "hLeading": 0 if letters else 1, "vLeading": 0 if letters else 1}


def hex_at(params: dict, x: float, y: float) -> str:
    """The hex number of pixel (x, y) from the grid parameters alone (nearest centre)."""
    return _nearest(params, x, y)[0]


def snap_point(params: dict, x: float, y: float) -> tuple[float, float]:
    """The centre VASSAL snaps (x, y) to: the nearest hex centre, in board pixels."""
    return _nearest(params, x, y)[1]


def _nearest(params: dict, x: float, y: float) -> tuple[str, tuple[float, float]]:
    sideways = params["sideways"]
    u, v = (y, x) if sideways else (x, y)
    u0, v0 = params["x0"], params["y0"]  # VASSAL does not swap the origin
    dx, dy = params["dx"], params["dy"]
    best = None
    base = math.floor((u - u0) / dx)
    for i in (base - 1, base, base + 1, base + 2):
        shift = dy / 2 if i % 2 else 0
        j = round((v - v0 - shift) / dy)
        cu, cv = u0 + i * dx, v0 + shift + j * dy
        d = (u - cu) ** 2 + (v - cv) ** 2
        if best is None or d < best[0]:
            best = (d, i, j, (cv, cu) if sideways else (cu, cv))
    _, i, j, centre = best
    h = _number(i + params["hOff"], params["hType"], params["hLeading"])
    w = _number(j + params["vOff"], params["vType"], params["vLeading"])
    return (h + params["sep"] + w if params["first"] == "H" else w + params["sep"] + h), centre


def _number(n: int, kind: str, leading: int) -> str:
    if kind == "A":
        return chr(ord("A") + n) if 0 <= n < 26 else "?"
    return str(n).zfill(leading + 1)


def zones(game, board, k: float) -> list[tuple[str, list[tuple[int, int]]]]:
    """(name, outline in px) of every zone of a board, topmost first: each box (or each of its sections),
    each ladder printed on the map, then the areas, those inside another area first."""
    from printkit.model.boards import AreaMap

    px = PT_PER_MM * k
    out = []
    for box in board.boxes:
        for name, (x, y, w, h) in box_sections(box):
            out.append((name, _rect_px((x, y, w, h), px)))
    for _, name, rect in ladder_zones(game, board):  # points
        out.append((name, _rect_px(rect, k)))
    out += lower_case_hexes(board, k)
    if isinstance(board, AreaMap):
        shapes = area_outlines(board)
        for a in sorted(board.areas, key=lambda a: getattr(a, "inside", None) is None):
            out.append((a.name, [(round(x * px), round(y * px)) for x, y in shapes[a.id]]))
    return out


def lower_case_hexes(board, k: float) -> list[tuple[str, list[tuple[int, int]]]]:
    """A zone per hex of a column the map prints in lower case (VASSAL numbers columns in capitals only):
    the hex's outline, named as printed ('i3'); the zone snaps to the board's hex grid."""
    from printkit.model.boards import HexMap
    from printkit.rules import hexes
    from printkit.rules.zones import all_labels

    if not isinstance(board, HexMap) or not board.grid.lower_letters:
        return []
    sp = hexes.spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    r = sp.radius()
    out = []
    for label in sorted(all_labels(board.grid)):
        if label[:1].upper() in board.grid.lower_letters and label[:1].islower():
            cx, cy = sp.center(*sp.parse(label))
            angles = range(0, 360, 60) if sp.flat else range(30, 390, 60)
            pts = [(round((ox + cx + r * math.cos(math.radians(a))) * k), round((oy + cy + r * math.sin(math.radians(a))) * k))
                   for a in angles]
            out.append((label, pts))
    return out


def _rect_px(rect, scale) -> list[tuple[int, int]]:
    x, y, w, h = rect
    return [(round(cx * scale), round(cy * scale)) for cx, cy in ((x, y), (x + w, y), (x + w, y + h), (x, y + h))]


def box_sections(box) -> list[tuple[str, tuple[float, float, float, float]]]:
    """(zone name, rect mm) of a box: the whole box, or each section as draw_box draws it (side by side
    under the title bar, or a track of `columns` squares a row)."""
    x, y, w, h = box.rect
    name = zone_name(box)
    if not box.sections:
        return [(name, (x, y, w, h))]
    top = 14 / PT_PER_MM
    out = []
    if box.columns:
        cols, rows = box.columns, -(-len(box.sections) // box.columns)
        cw, ch = w / cols, (h - top) / rows
        for i, sec in enumerate(box.sections):
            out.append((f"{name}: {sec}", (x + (i % cols) * cw, y + top + (i // cols) * ch, cw, ch)))
    else:
        cw = w / len(box.sections)
        for i, sec in enumerate(box.sections):
            out.append((f"{name}: {sec}", (x + i * cw, y + top, cw, h - top)))
    return out


def area_outlines(board) -> dict[str, list[tuple[float, float]]]:
    """Each area's outer outline in mm as the map draws it: a geographic map's projected, smoothed
    borders (layout.geomap), else the area's shape or Voronoi cell."""
    from printkit.geometry import area_shapes

    if getattr(board, "projection", None) is None:
        return area_shapes(board)
    from printkit.geo import Projector
    from printkit.layout.geomap import smooth_borders, smooth_outlines

    rings = smooth_outlines(board, smooth_borders(board, Projector(board.projection, board.region)))
    return {a.id: [(x / PT_PER_MM, y / PT_PER_MM) for x, y in rings[a.id][0]] for a in board.areas}


def area_label(board, area) -> tuple[float, float]:
    """Where an area's name is printed, mm (a geographic map's `at` is lon/lat)."""
    if getattr(board, "projection", None) is None:
        return area.at
    from printkit.geo import Projector

    return Projector(board.projection, board.region).mm(*area.at)


def ladder_zones(game, board) -> list[tuple[str, str, tuple[float, float, float, float]]]:
    """('chart/zone', zone name, rect in points) of each zone of a ladder display printed on the board
    (the same geometry as layout.ladder draws)."""
    from printkit.layout import blocks

    out = []
    for placed in getattr(board, "charts", ()) or ():
        chart = game.charts.get(placed.chart)
        if getattr(chart, "kind", None) != "ladder":
            continue
        x, y, w = (v * PT_PER_MM for v in (*placed.at, placed.width))
        _, th = blocks.title_bar(x, y, w, chart.title)
        n, gap, zh = len(chart.zones), 36.0, 190.0
        zw = (w - gap * (n - 1)) / n
        for i, z in enumerate(chart.zones):
            out.append((f"{placed.chart}/{z.id}", f"{chart.title}: {z.name}", (x + i * (zw + gap), y + th + 6, zw, zh)))
    return out


def zone_name(box) -> str:
    """A box's zone name: its name, with its owner's text when two sides have a box of that name."""
    return f"{box.text} {box.name}" if box.text else box.name


def zone_at(zone_list, x: float, y: float) -> str | None:
    """The name of the zone whose outline contains (x, y)."""
    for name, pts in zone_list:
        if _inside(pts, x, y):
            return name
    return None


def _inside(pts, x, y) -> bool:
    inside = False
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _beside_label(game, board, area, k: float) -> tuple[float, float]:
    """A point (mm) of the area below its printed name (and the icons under it), so a counter there leaves
    the name readable; the nearest point that the module's zones (in px at k) name this area when that one
    is not."""
    px = PT_PER_MM * k
    step = game.counter_sheet.size / PT_PER_MM
    lx, ly = area_label(board, area)
    zone_list = zones(game, board, k)

    def named(x, y):
        return zone_at(zone_list, x * px, y * px) == area.name

    for dy in (step * 1.1, step * 0.8, step * 1.5, 0.0, -step):
        if named(lx, ly + dy):
            return lx, ly + dy
    x0, y0, x1, y1 = (v / px for v in _bounds(zone_list, area.name))
    best = None
    n = 40
    for i in range(n + 1):
        for j in range(n + 1):
            x, y = x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * j / n
            if named(x, y):
                d = (x - lx) ** 2 + (y - ly) ** 2
                if best is None or d < best[0]:
                    best = (d, x, y)
    return (best[1], best[2]) if best else (lx, ly)


def _bounds(zone_list, name):
    pts = next(p for n, p in zone_list if n == name)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def place(game, placement, k: float) -> tuple[str, int, int, str] | None:
    """Where a setup row's counter starts: (board id, x px, y px, the hex or zone name VASSAL reports
    there), or None for a row that is not on a board at the start (a reinforcement: the module's
    reinforcement window holds it; an 'anywhere in' hex zone: savefile spreads it)."""
    from printkit.layout.setup_layout import is_reinforcement
    from printkit.model.boards import AreaMap, HexMap
    from printkit.rules import hexes

    if is_reinforcement(placement):
        return None
    loc = placement.location
    px = PT_PER_MM * k
    side = next((c.side for c in game.counters.pieces if c.id == placement.counter), None)
    side_owners = {side} | ({game.sides[side].faction} if side in game.sides and game.sides[side].faction else set())
    for bid, board in game.maps.items():
        if isinstance(board, HexMap) and hexes.spec(board).is_label(loc.rstrip("^")):
            sp = hexes.spec(board)
            cx, cy = sp.center(*sp.parse(loc.rstrip("^")))
            ox, oy = board.origin
            return bid, round((ox * PT_PER_MM + cx) * k), round((oy * PT_PER_MM + cy) * k), loc.rstrip("^")
        if isinstance(board, AreaMap):
            for a in board.areas:
                if a.id == loc:
                    x, y = _beside_label(game, board, a, k)
                    return bid, round(x * px), round(y * px), a.name
        for ladder_loc, name, (x, y, w, h) in ladder_zones(game, board):
            if loc == ladder_loc:
                return bid, round((x + w / 2) * k), round((y + h / 2) * k), name
        for box in board.boxes:
            by_id = loc == box.id or loc.startswith(box.id + "/")
            by_name = loc == box.name and box.side in side_owners
            if by_id or by_name:
                section = loc.split("/", 1)[1] if by_id and "/" in loc else None
                parts = box_sections(box)
                i = box.sections.index(section) if section in box.sections else 0
                name, (x, y, w, h) = parts[i]
                return bid, round((x + w / 2) * px), round((y + h / 2) * px), name
    return None
