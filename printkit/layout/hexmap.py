"""Hex maps at full size: terrain, faded-dot hexes, hexsides, transport lines, cities, labels, edges, key."""

from __future__ import annotations

import math

from printkit.layout.boxes import draw_box
from printkit.layout.scene import Circle, Line, Marker, Polygon, Rect, Style, Text
from printkit.layout.terrain_style import hex_pattern, legend_swatch, patterns_of
from printkit.render.colors import mix
from printkit.rules import hexes
from printkit.units import PT_PER_MM

INK = "#1a1a1a"
GRID = Style(stroke="#7a7a7a", width=0.5)
SIDE_STYLE = {"river": (2.4, None), "water": (3.6, None)}
LINE_STYLE = {"rail": (1.3, (4.0, 2.5)), "road": (1.3, None)}


def _terrain_color(board, label: str) -> str:
    t = (board.terrain or {}).get(board.terrain_of(label))
    color = t.color if t else "#ffffff"
    return mix(color, "#ffffff", 0.6) if board.info(label).faded_dot else color


def hexmap_items(game, board) -> list:
    """Everything drawn on the map sheet, in points from the sheet's top-left corner."""
    from printkit.layout import hexmap_art as art
    from printkit.layout.bleed import BLEED
    from printkit.layout.mapframe import bleed_background

    sp = hexes.spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    s = board.grid.hex_size
    w, h = board.size

    def at(label):
        x, y = sp.center(*sp.parse(label))
        return ox + x, oy + y

    def corners(label):
        return tuple((ox + x, oy + y) for x, y in sp.corners(*sp.parse(label)))

    labels = [sp.label(c, r) for r in range(board.grid.rows[0], board.grid.rows[1] + 1)
              for c in range(board.grid.columns[0], board.grid.columns[1] + 1)]
    gw, gh = sp.extent()
    frame = (ox, oy, ox + gw, oy + gh)
    items: list = [bleed_background(w, h, BLEED)]
    for label in labels:
        items.append(Polygon(corners(label), Style(fill=_terrain_color(board, label), stroke="#8a8a82", width=0.4)))
    for label in labels:
        items += _terrain_symbol(board, label, at(label), s)
    rivers, river_lines = art.hexside_features(board, sp, ox, oy, s)
    items += rivers
    lines, transport = art.transport_lines(board, at, lambda lab: _toward_edge(lab, at, sp, s), s)
    items += lines
    placer = art.new_placer(frame)
    for pts, width in river_lines + transport:
        placer.block_line(pts, width)
    names = []
    for label in labels:
        info = board.info(label)
        x, y = at(label)
        if info.faded_dot:
            items.append(Circle(x, y, s * 0.06, Style(fill="#555555")))
        if info.city or info.factory:
            items += _city(x, y, s, info.factory)
        elif "town" in info.features:
            items += art.town(x, y, s)
        if info.name:
            names.append((label, info))
        if info.levels and board.level_mark == "triangle":
            items.append(_triangle(x, y, s))
        elif info.levels:
            items.append(Text(x + s * 0.3, y + s * 0.1, f"L{info.levels}", s * 0.15, "DejaVuSans-Bold", INK, "middle"))
        number = Text(x, y - s * 0.3, label, s * 0.15, "DejaVuSans", "#333333", "middle")
        items += art.halo(number, _terrain_color(board, label)) if placer.crowded(art.box_of(number)) else [number]
        placer.block(art.box_of(number), hard=True)
        placer.block(art.symbol_box(x, y, s, info))
        if patterns_of((board.terrain or {}).get(board.terrain_of(label))):
            placer.block((x - s * 0.42, y - s * 0.2, x + s * 0.42, y + s * 0.22))
    items += art.place_names(placer, names, at, s)
    items += _supply_marks(game, board, at, sp, s)
    items.append(Rect(ox, oy, gw, gh, Style(stroke="#4a4a4a", width=0.8)))
    for box in board.boxes:
        items += draw_box(game, box)
    kx, ky = (v * PT_PER_MM for v in board.key_at) if board.key_at else (ox + gw + 6 * PT_PER_MM, 24 * PT_PER_MM)
    items += _title_and_key(game, board, kx, ky)
    return items


def _triangle(x: float, y: float, s: float, r: float = 0.13):
    """The multi-storey mark: a red triangle in the centre of the hex."""
    return Polygon(((x, y - s * r), (x + s * r * 0.95, y + s * r * 0.65), (x - s * r * 0.95, y + s * r * 0.65)),
                   Style(fill="#d7261e", stroke="#7a0f0a", width=0.4))


def _terrain_symbol(board, label, xy, s) -> list:
    """The hex's terrain pattern (layout/terrain_style.py): marks that read in greyscale too; either side of
    the centre where the centre carries the multi-storey mark."""
    aside = bool(board.info(label).levels and board.level_mark == "triangle")
    return hex_pattern((board.terrain or {}).get(board.terrain_of(label)), xy[0], xy[1], s, 1.8 if aside else 1.0)


def _lines(board, at, sp, s) -> list:
    out = []
    for line in board.lines:
        t = (board.lines_types or {}).get(line.feature)
        width, dash = LINE_STYLE.get(line.feature, (1.2, None))
        style = Style(stroke=t.color if t else "#3a3a3a", width=width * s / 36,
                      dash=tuple(d * s / 36 for d in dash) if dash else None)
        pts = [at(hx) for hx in line.hexes]
        if "start" in line.off_map:
            pts.insert(0, _toward_edge(line.hexes[0], at, sp, s))
        if "end" in line.off_map:
            pts.append(_toward_edge(line.hexes[-1], at, sp, s))
        out.append(Polygon(tuple(pts), style, closed=False))
    return out


def _toward_edge(label, at, sp, s):
    """A point just outside the map edge nearest to the hex, for a line that runs off the map."""
    x, y = at(label)
    edges = sp.edges(label)
    dx = -1 if "west" in edges else 1 if "east" in edges else 0
    dy = -1 if "north" in edges else 1 if "south" in edges else 0
    if not (dx or dy):
        return x, y
    norm = math.hypot(dx, dy)
    return x + dx / norm * s * 0.65, y + dy / norm * s * 0.65


def _scale(board, x: float, y: float, lang) -> list:
    """The scale bar of the rules' scale (MapScale): a hex (flat to flat) is per_hex units."""
    from printkit.layout.mapframe import scale_bar

    s = board.grid.hex_size
    lo, hi = board.scale.per_hex or (v * board.grid.hex_size / PT_PER_MM for v in board.scale.per_mm)
    items, _ = scale_bar(board.scale, (s / hi, s / lo), x, y, 110, lang)
    return items


def _city(x, y, s, factory: bool) -> list:
    r = s * 0.11
    if factory:
        return [Rect(x - r, y - r, 2 * r, 2 * r, Style(fill=INK)),
                Polygon(((x - r, y - r), (x - r, y - r * 2), (x - r * 0.3, y - r)), Style(fill=INK)),
                Polygon(((x - r * 0.1, y - r), (x - r * 0.1, y - r * 2), (x + r * 0.6, y - r)), Style(fill=INK)),
                Rect(x - r * 0.45, y - r * 0.35, r * 0.9, r * 0.7, Style(fill="#ffffff"))]
    return [Rect(x - r, y - r, 2 * r, 2 * r, Style(fill="#ffffff", stroke=INK, width=1.2 * s / 36)),
            Rect(x - r * 0.4, y - r * 0.4, r * 0.8, r * 0.8, Style(fill=INK))]


def _supply_marks(game, board, at, sp, s) -> list:
    """Supply sources of 7.3 that are fixed by the map (edge hexes), as small faction-coloured flags."""
    from printkit.rules.supply import edge_sources

    out = []
    if "supply_sources" not in game.parameters:
        return out
    for faction, labels in edge_sources(game, board).items():
        side = next((sd for sd in game.sides.values() if sd.faction == faction), None)
        color = side.color if side else "#000000"
        for label in sorted(labels):
            x, y = at(label)
            out += [Polygon(((x + s * 0.2, y - s * 0.12), (x + s * 0.42, y - s * 0.02), (x + s * 0.2, y + s * 0.08)),
                            Style(fill=color, stroke=INK, width=0.4)),
                    Marker(x, y, f"source:{faction}:{label}")]
    return out


def _title_and_key(game, board, x: float, y: float) -> list:
    """The title cartouche with the compass and the rules' scale beside it, then the framed key (only what is
    on this map), then the map's notes."""
    from printkit.layout import hexmap_art as art
    from printkit.layout import mapframe
    from printkit.layout.i18n import t

    lang = game.lang
    grow = max(1.0, board.size[0] / 792) ** 0.5  # bigger sheets, bigger title
    car, cbox = mapframe.cartouche(board.title or game.title, board.origin[0] * PT_PER_MM, 4 * PT_PER_MM, 15 * grow)
    out = list(car)
    cx, cy = cbox[2] + 18 * grow, (cbox[1] + cbox[3]) / 2 + 4
    out += mapframe.compass_rose(cx, cy, 10 * grow, t(lang, "N"))
    if board.scale is not None:
        out += _scale(board, cx + 24 * grow, cy, lang)
    labels = [hexes.spec(board).label(c, r) for r in range(board.grid.rows[0], board.grid.rows[1] + 1)
              for c in range(board.grid.columns[0], board.grid.columns[1] + 1)]
    used = {board.terrain_of(lab) for lab in labels}
    rows: list = []

    def row(draw, label):
        rows.append((draw, label))

    for key, tr in (board.terrain or {}).items():
        if key in used:
            row(lambda x0, y0, tr=tr: legend_swatch(tr, x0, y0 - 5, 22, 12), tr.name)
    infos = list((board.hexes or {}).values())
    if any(i.faded_dot for i in infos):
        row(lambda x0, y0: [Rect(x0, y0 - 5, 22, 12, Style(fill="#f2f2f2", stroke="#7a7a7a", width=0.5)),
                            Circle(x0 + 11, y0 + 1, 2, Style(fill="#555555"))], "Faded Dot: no ground movement")
    if board.level_mark == "triangle" and any(i.levels for i in infos):
        row(lambda x0, y0: [Rect(x0, y0 - 5, 22, 12, Style(fill="#ffffff", stroke="#7a7a7a", width=0.5)),
                            _triangle(x0 + 11, y0 + 1, 36, 0.16)], "Multi-storey building: upper level (9.1)")
    sides = {sd.feature for sd in board.hexsides}
    for key, tr in (board.hexsides_types or {}).items():
        if key in sides:
            width = art.SIDE_WIDTH.get(key, 2.2)
            row(lambda x0, y0, c=tr.color, wd=width: [Line(x0, y0 + 1, x0 + 22, y0 + 1, Style(stroke=c, width=wd))],
                f"{tr.name} hexside")
    kinds = {ln.feature for ln in board.lines}
    for key, tr in (board.lines_types or {}).items():
        if key in kinds:
            row(lambda x0, y0, k=key, c=tr.color: art.line_art(k, [(x0, y0 + 1), (x0 + 22, y0 + 1)], str(c)), tr.name)
    if any(i.city and not i.factory for i in infos):
        row(lambda x0, y0: _city(x0 + 11, y0 + 1, 36, False), "City")
    if any(i.factory for i in infos):
        row(lambda x0, y0: _city(x0 + 11, y0 + 3, 36, True), "Factory (also a city)")
    if any("town" in i.features for i in infos):
        row(lambda x0, y0: art.town(x0 + 11, y0 + 1, 36), "Town (a name for orientation)")
    for faction in sorted({sd.faction for sd in game.sides.values() if sd.faction}
                          if "supply_sources" in game.parameters else ()):
        side = next(sd for sd in game.sides.values() if sd.faction == faction)
        row(lambda x0, y0, c=side.color: [Polygon(((x0 + 4, y0 - 4), (x0 + 18, y0 + 1), (x0 + 4, y0 + 6)),
                                                  Style(fill=c, stroke=INK, width=0.4))],
            f"{faction.capitalize()} supply source (7.3)")
    from printkit.fonts import width as text_width

    heading = t(lang, "Terrain Key")
    wide = max([text_width(t(lang, label), 7.5) for _, label in rows] + [60, text_width(heading, 8.5, "DejaVuSans-Bold")
                                                                        - 34]) + 44
    room = board.size[0] - x - 6 * PT_PER_MM
    fw = min(room, wide)
    out += mapframe.legend_frame(x - 6, y - 10, fw, 14 + 17 * len(rows) + 6, heading)
    y += 14
    from printkit.layout.textflow import fit

    for draw, label in rows:
        out.extend(draw(x, y))
        out.append(Text(x + 30, y + 4, label, fit(t(lang, label), 7.5, x - 6 + fw - (x + 30) - 4), "DejaVuSans", INK))
        y += 17
    y += 8
    for note in board.notes:
        from printkit.layout.textflow import wrap

        for line in wrap(note, 6.5, board.size[0] - x - 8 * PT_PER_MM):
            out.append(Text(x, y, line, 6.5, "DejaVuSans", INK))
            y += 8.5
        y += 3
    if board.status != "printed" and game.kit.source_lines:  # a maker's draft; else the cover and notes say so
        where = f" ({board.source})" if game.kit.source_lines else ""
        out.append(Text(board.size[0] - 6 * PT_PER_MM, board.size[1] - 3 * PT_PER_MM,
                        f"Map {board.status} by printkit from the rules{where}; not the published map art.",
                        6, "DejaVuSans", "#555555", "end"))
    return out
