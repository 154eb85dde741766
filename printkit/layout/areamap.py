"""Area maps at full size: areas (Voronoi or explicit shapes), borders, adjacency, terrain, VP, BASE, boxes."""

from __future__ import annotations

import math

from printkit.geometry import area_shapes, centroid, shared_border
from printkit.layout.boxes import draw_box
from printkit.layout.scene import Circle, Line, Marker, Polygon, Rect, Style, Text
from printkit.units import PT_PER_MM

VP_RED = "#c0202a"
BORDER = Style(stroke="#6b6b6b", width=0.8)
FRONTIER = Style(stroke="#1a1a1a", width=2.4, dash=(7, 2.5, 1.5, 2.5))
LINK = Style(stroke="#333333", width=0.9, dash=(1.2, 2.2))
CLOSED = Style(stroke="#1a1a1a", width=3.2)


def _pt(p):
    return p[0] * PT_PER_MM, p[1] * PT_PER_MM


def map_items(game, board) -> list:
    """Everything drawn on the map, in points from the map's top-left corner."""
    if board.projection is not None:  # real geography: outlines from shared borders (layout/geomap.py)
        from printkit.layout.geomap import geo_sheet

        return geo_sheet(game, board)
    shapes = {k: [_pt(p) for p in v] for k, v in area_shapes(board).items()}
    areas = {a.id: a for a in board.areas}
    countries = board.countries or {}
    w, h = board.size
    items: list = [Rect(0, 0, w, h, Style(fill="#fbfaf6"))]
    for a in board.areas:
        items.append(Polygon(tuple(shapes[a.id]), Style(fill=countries[a.country].tint)))
    items += _terrain(board, shapes)
    items += _borders(board, shapes, areas)
    items += _links(board, shapes, areas)
    for a in board.areas:
        items += _area_label(game, board, a)
    x, y, rw, rh = (v * PT_PER_MM for v in board.region)
    items.append(Rect(x, y, rw, rh, Style(stroke="#1a1a1a", width=1.2)))
    for box in board.boxes:
        items += draw_box(game, box)
    items += _title_and_legend(game, board)
    return items


def _borders(board, shapes, areas) -> list:
    out = []
    ids = list(shapes)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            seg = shared_border(shapes[a], shapes[b], tol=0.01)
            if not seg:
                continue
            (x1, y1), (x2, y2) = seg
            if b not in areas[a].adjacent:
                style = CLOSED
            elif areas[a].country != areas[b].country:
                style = FRONTIER
            else:
                style = BORDER
            out.append(Line(x1, y1, x2, y2, style))
    return out


def _links(board, shapes, areas) -> list:
    """A dotted connection between the label points of every adjacent pair: adjacency at a glance."""
    out, done = [], set()
    for a in board.areas:
        for b in a.adjacent:
            pair = frozenset((a.id, b))
            if pair in done or b not in areas:
                continue
            done.add(pair)
            (x1, y1), (x2, y2) = _pt(a.at), _pt(areas[b].at)
            d = math.hypot(x2 - x1, y2 - y1) or 1
            trim = 16 * PT_PER_MM / 2
            ux, uy = (x2 - x1) / d, (y2 - y1) / d
            out.append(Line(x1 + ux * trim, y1 + uy * trim, x2 - ux * trim, y2 - uy * trim, LINK))
    return out


def _terrain(board, shapes) -> list:
    out = []
    terrain = board.terrain or {}
    for a in board.areas:
        cx, cy = centroid(shapes[a.id])
        ax, ay = _pt(a.at)
        # symbols sit between the label point and the centroid, below the name
        for k, t in enumerate(a.terrain):
            sx = (ax + cx) / 2 + (k - (len(a.terrain) - 1) / 2) * 15 * PT_PER_MM
            sy = max(ay, cy) + 11 * PT_PER_MM
            kind = terrain[t].symbol
            color = terrain[t].color
            out += _trees(sx, sy, color) if kind == "trees" else _mountains(sx, sy, color) if kind == "mountains" else []
    return out


def _trees(x, y, color) -> list:
    out = []
    for dx, dy in ((-9, 2), (0, -3), (9, 2)):
        tx, ty = x + dx, y + dy
        out.append(Polygon(((tx, ty - 8), (tx + 5, ty + 3), (tx - 5, ty + 3)), Style(fill=color)))
        out.append(Line(tx, ty + 3, tx, ty + 6, Style(stroke=color, width=1.2)))
    return out


def _mountains(x, y, color) -> list:
    pen = Style(stroke=color, width=1.6)
    out = []
    for dx, hgt in ((-8, 9), (4, 12)):
        out.append(Polygon(((x + dx - 8, y + 5), (x + dx, y + 5 - hgt), (x + dx + 8, y + 5)), pen, closed=False))
    return out


def _area_label(game, board, a) -> list:
    from printkit.fonts import width

    x, y = _pt(a.at)
    half = width(a.name, 11, "DejaVuSans-Bold") / 2 + 3
    rx, _, rw, _ = (v * PT_PER_MM for v in board.region)
    nx = min(max(x, rx + half), rx + rw - half)  # keep the name inside the map region
    out = [Circle(x, y, 2.2, Style(fill="#1a1a1a")),
           Text(nx, y - 6, a.name, 11, "DejaVuSans-Bold", "#1a1a1a", "middle"),
           Marker(x, y, f"area:{a.id}")]
    if a.vp is not None:
        out += [Circle(x + 13, y + 11, 8.5, Style(fill="#ffffff", stroke=VP_RED, width=1.4)),
                Text(x + 13, y + 14.5, str(a.vp), 10, "DejaVuSans-Bold", VP_RED, "middle"),
                Text(x + 24, y + 14, "VP", 6.5, "DejaVuSans-Bold", VP_RED)]
    if a.base is not None:
        side = game.sides[a.base]
        out += [Rect(x - 34, y + 4, 24, 11, Style(fill=side.color, stroke="#1a1a1a", width=0.6)),
                Text(x - 22, y + 12.5, "BASE", 7, "DejaVuSans-Bold", side.text_color, "middle")]
    return out


def _title_and_legend(game, board) -> list:
    from printkit.fonts import width

    title = board.title or game.title
    out = [Text(10 * PT_PER_MM, 12 * PT_PER_MM, title, 16, "DejaVuSans-Bold", "#1a1a1a")]
    x0 = 10 * PT_PER_MM + width(title, 16, "DejaVuSans-Bold") + 12 * PT_PER_MM
    right = board.size[0] - 6 * PT_PER_MM
    x, y = x0, 8 * PT_PER_MM
    entries = [(_trees if t.symbol == "trees" else _mountains if t.symbol == "mountains" else None, t.color, t.name)
               for t in (board.terrain or {}).values()]
    keys: list = []
    for draw, color, name in entries:
        if draw:
            keys.append((lambda x, y, d=draw, c=color: d(x + 8, y, c), 26, name))
    if any(a.vp is not None for a in board.areas):
        keys.append((lambda x, y: [Circle(x + 6, y, 7, Style(fill="#ffffff", stroke=VP_RED, width=1.2)),
                                   Text(x + 6, y + 3.2, "3", 8, "DejaVuSans-Bold", VP_RED, "middle")],
                     17, board.vp_label))
    if len({a.country for a in board.areas}) > 1:
        keys.append((lambda x, y: [Line(x, y, x + 22, y, FRONTIER)], 27, "Frontier"))
    keys.append((lambda x, y: [Line(x, y, x + 22, y, LINK)], 27, "Adjacent areas"))
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
    if board.status != "printed":
        out.append(Text(board.size[0] - 6 * PT_PER_MM, board.size[1] - 3 * PT_PER_MM,
                        f"Map {board.status} by printkit from the rules"
                        + (f" ({board.source})" if game.kit.source_lines else "") + "; not the published map art.",
                        6, "DejaVuSans", "#555555", "end"))
    return out
