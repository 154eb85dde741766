"""The module's boards in pixels: the image of each map or display, its hex grid (VASSAL's parameters,
derived from the printed grid), its zones (areas and boxes, from their drawn outlines), where a scenario's
location is, and the inverse: which hex or zone a pixel lies in, computed from the grid parameters alone.

VASSAL's hex grid (as this module reads it): hexes stand in columns `dx` apart with centres `dy` apart
down a column, odd columns half a hex lower; column 0's first centre is at (x0, y0). `sideways` turns the
grid a quarter (pointy-topped hexes: the "columns" are the printed rows). A hex's number is its column
and row index plus hOff / vOff, letters (A = 0) or digits padded to hLeading + 1, the `first` one first.
"""

from __future__ import annotations

import math

from printkit.units import PT_PER_MM


def board_images(game) -> dict[str, object]:
    """Board id -> its full-size page (the map image), every map and display of the game."""
    from printkit.digital.images import board_pages, translated
    from printkit.kit import map_stem

    pages = translated(game, board_pages(game))
    return {bid: pages[map_stem(game, bid)] for bid in game.maps}


def image_name(game, board_id: str) -> str:
    from printkit.kit import map_stem

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
            "x0": round((v0 if not sp.flat else u0) * k, 4), "y0": round((u0 if not sp.flat else v0) * k, 4),
            "first": first, "sep": "",
            "hType": column_letters if h_is_column else "N", "vType": "N" if h_is_column else column_letters,
            "hOff": (h_first - 1 if letters and h_is_column else h_first) - a,
            "vOff": v_first - 1 if letters and not h_is_column else v_first,
            "hLeading": 0 if letters else 1, "vLeading": 0 if letters else 1}


def hex_at(params: dict, x: float, y: float) -> str:
    """The hex number of pixel (x, y) from the grid parameters alone (nearest centre)."""
    sideways = params["sideways"]
    u, v = (y, x) if sideways else (x, y)
    u0, v0 = (params["y0"], params["x0"]) if sideways else (params["x0"], params["y0"])
    dx, dy = params["dx"], params["dy"]
    best = None
    base = math.floor((u - u0) / dx)
    for i in (base - 1, base, base + 1, base + 2):
        shift = dy / 2 if i % 2 else 0
        j = round((v - v0 - shift) / dy)
        d = (u - (u0 + i * dx)) ** 2 + (v - (v0 + shift + j * dy)) ** 2
        if best is None or d < best[0]:
            best = (d, i, j)
    _, i, j = best
    h = _number(i + params["hOff"], params["hType"], params["hLeading"])
    w = _number(j + params["vOff"], params["vType"], params["vLeading"])
    return h + params["sep"] + w if params["first"] == "H" else w + params["sep"] + h


def _number(n: int, kind: str, leading: int) -> str:
    if kind == "A":
        return chr(ord("A") + n) if 0 <= n < 26 else "?"
    return str(n).zfill(leading + 1)


def zones(game, board, k: float) -> list[tuple[str, list[tuple[int, int]]]]:
    """(name, outline in px) of every area (its drawn outline) and box (its rectangle) of a board."""
    from printkit.geometry import area_shapes
    from printkit.model.boards import AreaMap

    px = PT_PER_MM * k
    out = []
    if isinstance(board, AreaMap):
        shapes = area_shapes(board)
        out += [(a.name, [(round(x * px), round(y * px)) for x, y in shapes[a.id]]) for a in board.areas]
    for box in board.boxes:
        x, y, w, h = box.rect
        corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        out.append((zone_name(box), [(round(cx * px), round(cy * px)) for cx, cy in corners]))
    for loc, name, (x, y, w, h) in ladder_zones(game, board):  # points
        out.append((name, [(round(cx * k), round(cy * k)) for cx, cy in ((x, y), (x + w, y), (x + w, y + h), (x, y + h))]))
    return out


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


def _beside_label(game, board, area) -> tuple[float, float]:
    """A point (mm) of the area just below its printed name, so a counter there leaves the name readable;
    the area's centroid when that point falls outside the area."""
    from printkit.geometry import area_shapes, centroid

    shape = area_shapes(board)[area.id]
    step = game.counter_sheet.size / PT_PER_MM * 0.9
    x, y = area.at[0], area.at[1] + step
    return (x, y) if _inside(shape, x, y) else tuple(centroid(shape))


def place(game, placement, k: float) -> tuple[str, int, int, str] | None:
    """Where a setup row's counter starts: (board id, x px, y px, the hex or zone name it names), or None
    for a row that is not on a board at the start (a reinforcement, an edge, a named off-board place)."""
    from printkit.load.xref import owners
    from printkit.model.boards import AreaMap, HexMap
    from printkit.rules import hexes

    if placement.entry_h or placement.entry_v or placement.turn:
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
                    x, y = _beside_label(game, board, a)
                    return bid, round(x * px), round(y * px), a.name
        for ladder_loc, name, (x, y, w, h) in ladder_zones(game, board):
            if loc == ladder_loc:
                return bid, round((x + w / 2) * k), round((y + h / 2) * k), name
        for box in board.boxes:
            by_id = loc == box.id or loc.startswith(box.id + "/")
            by_name = loc == box.name and box.side in side_owners
            if by_id or by_name:
                x, y, w, h = box.rect
                section = loc.split("/", 1)[1] if by_id and "/" in loc else None
                cols = getattr(box, "columns", None)
                if section in box.sections and not cols:  # side-by-side sections
                    cw = w / len(box.sections)
                    x, w = x + box.sections.index(section) * cw, cw
                elif section in box.sections:  # a track: rows of `columns` squares under the title bar
                    i, rows = box.sections.index(section), -(-len(box.sections) // cols)
                    top = 14 / PT_PER_MM
                    cw, ch = w / cols, (h - top) / rows
                    x, y, w, h = x + (i % cols) * cw, y + top + (i // cols) * ch, cw, ch
                return bid, round((x + w / 2) * px), round((y + h / 2) * px), zone_name(box)
    del owners
    return None
