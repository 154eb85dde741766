"""Area maps at full size: areas (Voronoi or explicit shapes), borders, adjacency, terrain, VP, BASE, boxes."""

from __future__ import annotations

import math

from printkit.geometry import area_shapes
from printkit.layout.boxes import draw_box
from printkit.layout.scene import Circle, Line, Marker, Polygon, Rect, Style, Text
from printkit.render.colors import mix
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
    from printkit.layout import area_art
    from printkit.layout.bleed import BLEED
    from printkit.layout.mapframe import bleed_background

    cells = {k: [_pt(p) for p in v] for k, v in area_shapes(board).items()}
    areas = {a.id: a for a in board.areas}
    countries = board.countries or {}
    w, h = board.size
    x, y, rw, rh = (v * PT_PER_MM for v in board.region)
    terrain = board.terrain or {}
    rugged = {a.id for a in board.areas if any(terrain[t].symbol == "mountains" for t in a.terrain if t in terrain)}
    shapes, drawn = area_art.drawn_cells(cells, (x, y, x + rw, y + rh), rugged)
    items: list = [bleed_background(w, h, BLEED)]
    for a in board.areas:
        items.append(Polygon(tuple(shapes[a.id]), Style(fill=countries[a.country].tint)))
    items += _terrain(board, shapes)
    items += _drawn_borders(board, drawn, areas)
    links = _links(board, shapes, areas, drawn)
    items += links
    placer = _label_placer(board)
    for pts in drawn.values():
        placer.block_line(pts, 1.5)
    for link in links:
        placer.block_line([(link.x1, link.y1), (link.x2, link.y2)], 1.0)
    for a in board.areas:
        items += _area_label(game, board, a, placer)
    items.append(Rect(x, y, rw, rh, Style(stroke="#1a1a1a", width=1.2)))
    for box in board.boxes:
        items += draw_box(game, box)
    items += _compass(board, placer)
    items += _title_and_legend(game, board, bool(links))
    return items


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
    """The hand-drawn border of every pair of neighbours: frontier between countries, plain inside one, a
    heavy line where the cells touch but the areas are not adjacent."""
    out = []
    for pair, pts in sorted(drawn.items(), key=lambda kv: sorted(kv[0])):
        a, b = sorted(pair)
        if b not in areas[a].adjacent:
            style = CLOSED
        elif areas[a].country != areas[b].country:
            style = FRONTIER
        else:
            style = BORDER
        out.append(Polygon(tuple(pts), style, closed=False))
    return out


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


def _terrain(board, shapes) -> list:
    """Each area's terrain marks scattered over the whole area (woods as tree crowns, mountains as
    hachured hills), clear of the area's name and symbols (layout/terrain_style.py)."""
    from printkit.layout.terrain_style import patterns_of, scatter

    out = []
    terrain = board.terrain or {}
    for a in board.areas:
        kinds, colors = [], {}
        for t in a.terrain:
            for kind in patterns_of(terrain.get(t)):
                kinds.append(kind)
                colors[kind] = str(terrain[t].color)
        if not kinds:
            continue
        if "woods" in kinds:  # a forest reads green, over the country's tint
            out.append(Polygon(tuple(shapes[a.id]), Style(fill=colors["woods"], opacity=0.16)))
        x, y = _pt(a.at)
        avoid = [(x - 62, y - 24, x + 62, y + 22)] + _symbol_boxes(a)
        out += scatter(shapes[a.id], kinds, lambda k, c=colors: mix(c[k], "#ffffff", 0.15), 10 * PT_PER_MM, avoid, a.id)
    return out


def _dot_radius(a) -> float:
    """The place symbol grows with the area's importance: its VP value, a BASE."""
    return 2.2 + (0.6 * a.vp + 0.8 if a.vp else 0) + (0.6 if a.base else 0)


def _symbol_boxes(a) -> list:
    x, y = _pt(a.at)
    r = _dot_radius(a)
    out = [(x - r, y - r, x + r, y + r)]
    if a.vp is not None:
        out += [(x + 4.5, y + 2.5, x + 21.5, y + 19.5), (x + 23, y + 7.5, x + 34, y + 15)]
    if a.base is not None:
        out.append((x - 34, y + 4, x - 10, y + 15))
    return out


def _area_label(game, board, a, placer) -> list:
    from printkit.layout.labels import Label

    x, y = _pt(a.at)
    r = _dot_radius(a)
    symbol = ([Circle(x, y, r, Style(fill="#ffffff", stroke="#1a1a1a", width=1.1)),
               Circle(x, y, r * 0.45, Style(fill="#1a1a1a"))] if a.vp or a.base else
              [Circle(x, y, r, Style(fill="#1a1a1a"))])
    above = ((0, -1), (1, -1), (-1, -1), (1, 0), (-1, 0), (0, 1), (-1, 1), (1, 1))
    name = placer.place(Label(a.name, (x, y), 11, "DejaVuSans-Bold", "#1a1a1a", priority=a.vp or 0, gap=2.5,
                              radius=r, prefer=above))
    out = symbol + [name, Marker(x, y, f"area:{a.id}")]
    if a.vp is not None:
        out += [Circle(x + 13, y + 11, 8.5, Style(fill="#ffffff", stroke=VP_RED, width=1.4)),
                Text(x + 13, y + 14.5, str(a.vp), 10, "DejaVuSans-Bold", VP_RED, "middle"),
                Text(x + 24, y + 14, "VP", 6.5, "DejaVuSans-Bold", VP_RED)]
    if a.base is not None:
        side = game.sides[a.base]
        out += [Rect(x - 34, y + 4, 24, 11, Style(fill=side.color, stroke="#1a1a1a", width=0.6)),
                Text(x - 22, y + 12.5, "BASE", 7, "DejaVuSans-Bold", side.text_color, "middle")]
    return out


def _title_and_legend(game, board, links: bool = True) -> list:
    from printkit.fonts import width
    from printkit.layout.mapframe import cartouche
    from printkit.layout.terrain_style import DRAW, patterns_of

    title = board.title or game.title
    out, box = cartouche(title, 10 * PT_PER_MM, 3 * PT_PER_MM, 15)
    x0 = box[2] + 8 * PT_PER_MM
    right = board.size[0] - 6 * PT_PER_MM
    x, y = x0, 8 * PT_PER_MM
    used = {t for a in board.areas for t in a.terrain}
    keys: list = []
    for key, t in (board.terrain or {}).items():
        kinds = [k for k in patterns_of(t) if k in DRAW]
        if key in used and kinds:
            keys.append((lambda x, y, k=kinds[0], c=str(t.color): DRAW[k](x + 9, y - 1, 11 if k == "woods" else 17, c),
                         22, t.name))
    if any(a.vp is not None for a in board.areas):
        keys.append((lambda x, y: [Circle(x + 6, y, 7, Style(fill="#ffffff", stroke=VP_RED, width=1.2)),
                                   Text(x + 6, y + 3.2, "3", 8, "DejaVuSans-Bold", VP_RED, "middle")],
                     17, board.vp_label))
    if len({a.country for a in board.areas}) > 1:
        keys.append((lambda x, y: [Line(x, y, x + 22, y, FRONTIER)], 27, "Frontier"))
    if links:
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
    if board.status != "printed" and game.kit.source_lines:  # a maker's draft; else the cover and notes say so
        out.append(Text(board.size[0] - 6 * PT_PER_MM, board.size[1] - 3 * PT_PER_MM,
                        f"Map {board.status} by printkit from the rules"
                        + (f" ({board.source})" if game.kit.source_lines else "") + "; not the published map art.",
                        6, "DejaVuSans", "#555555", "end"))
    return out
