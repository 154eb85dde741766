"""Geographic area maps: real outlines (lon/lat, projected), zones, coasts, airfields, ports, VP, straits,
and the displays placed on the map sheet."""

from __future__ import annotations

import math

from printkit.geo import Projector
from printkit.layout.curves import chaikin
from printkit.layout.scene import Circle, Group, Line, Marker, Polygon, Rect, Style, Text
from printkit.layout.waterways import enters_map, river_course, river_items, river_widths, water_lines
from printkit.colors import mix
from printkit.units import PT_PER_MM

INK = "#1a1a1a"
VP_RED = "#c0202a"
SEA_INK = "#3d6f99"
INTERNAL = Style(stroke="#5a5a5a", width=0.9)
FRONTIER = Style(stroke="#1a1a1a", width=1.9, dash=(7, 2.5, 1.5, 2.5))
FRONTIER_BAND = Style(stroke="#9a4a62", width=7.0, opacity=0.28, round=True)  # the tinted ribbon along a frontier
COAST = Style(stroke=SEA_INK, width=1.0)
OFFMAP = Style(stroke="#8a8a8a", width=0.8, dash=(3, 2))
RIVER = Style(stroke="#4a7fb0", width=1.8, round=True)


def _pt(p):
    return p[0] * PT_PER_MM, p[1] * PT_PER_MM


def area_fill(board, a) -> str:
    """An area's colour: its own tint, else its zone's (several zones: their mix), else its country's."""
    if a.tint:
        return a.tint
    zones = [board.zones[z].tint for z in a.zones if z in (board.zones or {})]
    if zones:
        color = zones[0]
        for other in zones[1:]:
            color = mix(color, other, 0.5)
        return color
    return (board.countries or {})[a.country].tint


def geo_items(game, board) -> list:
    """The map drawing, in points from the sheet's top-left corner."""
    from printkit.layout.bleed import BLEED
    from printkit.layout.mapframe import bleed_background

    proj = Projector(board.projection, board.region)
    lines = smooth_borders(board, proj)
    shapes = smooth_outlines(board, lines)
    rx, ry, rw, rh = (v * PT_PER_MM for v in board.region)
    w, h = board.size
    items: list = [bleed_background(w, h, BLEED)]
    drawing: list = []
    for rid, r in (board.regions or {}).items():
        drawing.append(Polygon(tuple(shapes[rid][0]), Style(fill=r.tint or "#dddddd")))
    drawing += _water_lines(board, lines)
    ordered = sorted(board.areas, key=lambda a: a.inside is not None)  # enclaves and cities on top
    for a in ordered:
        drawing.append(Polygon(tuple(shapes[a.id][0]), Style(fill=area_fill(board, a))))
    rivers = [river_course([_pt(proj.mm(*p)) for p in river.points], f"river{i}", 0.3 * PT_PER_MM)
              for i, river in enumerate(board.rivers)]
    rivers = [_to_the_coast(board, lines, river, pts) for river, pts in zip(board.rivers, rivers)]
    for pts, wide in zip(rivers, river_widths(rivers)):
        drawing += river_items(pts, wide, enters=enters_map(pts, (rx, ry, rx + rw, ry + rh)))
    drawing += _borders(board, lines)
    drawing += _straits(board, proj)
    for rid, r in (board.regions or {}).items():
        if r.kind == "sea":  # water names in the water's ink, lighter than the land's names
            lon_lat = r.label_at or _label_point(board, rid)
            x, y = _pt(proj.mm(*lon_lat))
            drawing.append(Text(x, y, r.name, 14, "DejaVuSans", SEA_INK, "middle"))
        else:
            x, y = _pt(proj.mm(*(r.label_at or _label_point(board, rid))))
            drawing.append(Text(x, y, r.name, 7, "DejaVuSans", "#777777", "middle", angle=90))
    placer = _placer(board, proj, lines, rivers)
    for a in ordered:
        drawing += _area_label(board, a, proj)
    for river, pts in zip(board.rivers, rivers):
        drawing += _river_name(river, pts, placer)
    drawing += _places(board, proj, placer)
    drawing += _compass(board, placer)
    items.append(Group(tuple(drawing), clip=(rx, ry, rw, rh)))
    items.append(Rect(rx, ry, rw, rh, Style(stroke=INK, width=1.2)))
    return items


def _label_point(board, rid):
    """A region's label point: the mean of its outline's points, in lon/lat."""
    from printkit.geo import ring_points

    r = (board.regions or {})[rid]
    pts = ring_points(board.borders or {}, r.ring)
    return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)


def border_style(board, between) -> Style | None:
    """How a border line is drawn: frame none, sea coast, off-map dashed, frontier between countries."""
    areas = {a.id: a for a in board.areas}
    regions = board.regions or {}
    a, b = between
    if "frame" in between:
        return None
    kinds = {regions[x].kind for x in between if x in regions}
    if "sea" in kinds:
        return COAST if len(kinds) == 1 and (a in areas or b in areas) else None
    if "offmap" in kinds:
        return OFFMAP
    return FRONTIER if areas[a].country != areas[b].country else INTERNAL


def _to_the_coast(board, lines, river, pts: list) -> list:
    """A river whose mouth is a point of a coast runs on to that coast as drawn: corner cutting moves a coast
    off its sharp corners (the head of a bay), which would leave the river ending short of the water."""
    regions = board.regions or {}
    mouth = tuple(river.points[-1])
    for key, b in (board.borders or {}).items():
        if any(regions.get(r) and regions[r].kind == "sea" for r in b.between) and mouth in map(tuple, b.points):
            shore = lines[key]
            end = pts[-1]
            best = min((_nearest_on(end, a, c) for a, c in zip(shore, shore[1:])),
                       key=lambda q: math.hypot(q[0] - end[0], q[1] - end[1]))
            if math.hypot(best[0] - end[0], best[1] - end[1]) > 0.1:
                return list(pts) + [best]
            return pts
    return pts


def _nearest_on(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1.0)))
    return (a[0] + t * dx, a[1] + t * dy)


def smooth_borders(board, proj) -> dict[str, list]:
    """Every border line projected (pt) and eased (a round of corner cutting, junctions fixed): the
    same points serve both areas it divides, so the smoothed areas still tile exactly."""
    return {key: chaikin([_pt(proj.mm(*p)) for p in b.points], 0 if "frame" in b.between else 1)
            for key, b in (board.borders or {}).items()}  # the map's frame keeps its corners


def smooth_outlines(board, lines) -> dict[str, list]:
    """Every area's and region's rings built from the smoothed border lines."""
    out = {}
    for a in list(board.areas) + list((board.regions or {}).values()):
        rings = []
        for ring in [a.ring] + list(a.holes):
            pts: list = []
            for key in ring:
                seg = list(lines[key.lstrip("-")])
                if key.startswith("-"):
                    seg.reverse()
                pts += seg[1:] if pts else seg
            if len(pts) > 1 and pts[0] == pts[-1]:
                pts.pop()
            if pts:
                rings.append(pts)
        out[a.id] = rings
    return out


def _water_lines(board, lines) -> list:
    """Water lines along every coast, out into the sea (under the land, which is drawn next)."""
    shores = [lines[key] for key, b in sorted((board.borders or {}).items()) if border_style(board, b.between) is COAST]
    seas = [r.tint for r in (board.regions or {}).values() if r.kind == "sea" and r.tint]
    return water_lines(shores, seas[0] if seas else "#bcd6ea", SEA_INK) if shores else []


def _borders(board, lines) -> list:
    out, bands = [], []
    for key, b in sorted((board.borders or {}).items()):
        style = border_style(board, b.between)
        if style is None:
            continue
        pts = tuple(lines[key])
        if style is FRONTIER:
            bands.append(Polygon(pts, FRONTIER_BAND, closed=False))
        out.append(Polygon(pts, style, closed=False))
        out.append(Marker(*pts[len(pts) // 2], f"border:{'|'.join(sorted(b.between))}"))
    return bands + out


def _placer(board, proj, lines, rivers):
    """The label placer, with every area's name and icons, every drawn border and river as obstacles."""
    from printkit.layout.labels import Placer

    rx, ry, rw, rh = (v * PT_PER_MM for v in board.region)
    placer = Placer((rx + 1, ry + 1, rx + rw - 1, ry + rh - 1))
    for a in board.areas:
        x, y = _pt(proj.mm(*a.at))
        small = a.inside is not None
        from printkit.fonts import width

        half = width(a.name, 8.5 if small else 11.5, "DejaVuSans-Bold") / 2
        placer.block((x - half, y - 10, x + half, y + 3), hard=True)
        n = bool(a.vp) + len(a.features)
        step = 14 if small else 17
        placer.block((x - n * step / 2 - 2, y + 2, x + n * step / 2 + 2, y + (18 if small else 21)), hard=True)
    for key, b in (board.borders or {}).items():
        if border_style(board, b.between) is not None:
            placer.block_line(lines[key], 1.5)
    for pts in rivers:
        placer.block_line(pts, 2.0)
    return placer


def _river_name(river, pts, placer) -> list:
    """A river's name along its course, only when the rules print it (status printed or derived): no
    invented names on the map."""
    if river.status not in ("printed", "derived") or not river.name:
        return []
    from printkit.layout.curves import length, point_at
    from printkit.layout.labels import Label

    (x, y), _ = point_at(pts, length(pts) / 2)
    return [placer.place(Label(river.name, (x, y), 7.5, "DejaVuSans", SEA_INK, gap=2))]


def _places(board, proj, placer) -> list:
    """Towns for orientation: a ringed dot, the name on its preferred side if that is clear, else wherever
    round it is."""
    from printkit.layout.labels import AROUND, Label

    side = {"right": (1, 0), "left": (-1, 0), "above": (0, -1), "below": (0, 1)}
    out, labels = [], []
    for place in board.places:
        x, y = _pt(proj.mm(*place.at))
        out.append(Circle(x, y, 1.9, Style(fill="#333333", stroke="#ffffff", width=0.5)))
        placer.block((x - 2.4, y - 2.4, x + 2.4, y + 2.4), hard=True)
        first = side[place.side]
        labels.append(Label(place.name, (x, y), 6.5, "DejaVuSans", "#333333", gap=1.5, radius=1.9,
                            prefer=(first,) + tuple(d for d in AROUND if d != first)))
    from printkit.layout.labels import place_all

    return out + place_all(placer, labels)


def _compass(board, placer) -> list:
    """A compass rose in the emptiest corner of the map."""
    from printkit.layout.mapframe import compass_rose

    rx, ry, rw, rh = (v * PT_PER_MM for v in board.region)
    r, m = 16.0, 12.0
    spots = [(rx + rw - m - r, ry + rh - m - r), (rx + m + r, ry + rh - m - r), (rx + rw - m - r, ry + m + r + 8),
             (rx + m + r, ry + m + r + 8)]
    cx, cy = min(spots, key=lambda p: placer._cost((p[0] - r, p[1] - r - 8, p[0] + r, p[1] + r)))
    placer.block((cx - r, cy - r - 8, cx + r, cy + r), hard=True)
    return compass_rose(cx, cy, r)


def _straits(board, proj) -> list:
    out = []
    areas = {a.id: a for a in board.areas}
    for s in board.straits:
        pts = s.points or tuple(areas[x].at for x in s.between)
        xy = [_pt(proj.mm(*p)) for p in pts]
        out.append(Polygon(tuple(xy), Style(stroke="#1a1a1a", width=1.4, dash=(2.5, 2)), closed=False))
        if s.name:
            out.append(Text(xy[-1][0] + 6, xy[-1][1] + 10, s.name, 7, "DejaVuSans", SEA_INK))
    return out


def _area_label(board, a, proj) -> list:
    from printkit.fonts import width

    x, y = _pt(proj.mm(*a.at))
    small = a.inside is not None
    size = 8.5 if small else 11.5
    out = [Text(x, y, a.name, size, "DejaVuSans-Bold", INK, "middle"), Marker(x, y, f"area:{a.id}")]
    half = width(a.name, size, "DejaVuSans-Bold") / 2
    cy = y + (9 if small else 12)
    icons = []
    if a.vp:  # an area worth no VP carries no circle
        icons.append(("vp", a.vp))
    for f in a.features:
        icons.append((f, None))
    step = 17 if not small else 14
    x0 = x - (len(icons) - 1) * step / 2
    for i, (kind, value) in enumerate(icons):
        ix = x0 + i * step
        if kind == "vp":
            out += vp_badge(ix, cy, value, small)
        elif kind == "airfield":
            out += airfield(ix, cy)
        else:
            out += anchor(ix, cy)
    return out


def vp_badge(x, y, value, small=False) -> list:
    r = 6.5 if small else 7.5
    return [Circle(x, y, r, Style(fill="#ffffff", stroke=VP_RED, width=1.3)),
            Text(x, y + 3.4, str(value), 9 if not small else 8, "DejaVuSans-Bold", VP_RED, "middle"),
            Marker(x, y, f"vp:{value}")]


# an aircraft seen from above, nose up, in units of its half span (x right, y down): the right half
_PLANE = ((0.0, -1.0), (0.1, -0.86), (0.12, -0.3), (1.0, 0.02), (1.0, 0.2), (0.12, 0.1), (0.09, 0.62), (0.42, 0.8),
          (0.42, 0.93), (0.07, 0.88), (0.0, 0.98))


def airfield(x, y, s=6.5) -> list:
    """The airfield symbol: an aircraft seen from above on a pale disc (not a triangle, which reads
    as a peak)."""
    right = [(x + px * s, y + py * s) for px, py in _PLANE]
    left = [(x - px * s, y + py * s) for px, py in reversed(_PLANE[1:-1])]
    return [Circle(x, y, s * 1.12, Style(fill="#ffffff", stroke=INK, width=0.6)),
            Polygon(tuple(right + left), Style(fill=INK))]


def anchor(x, y, s=6.0) -> list:
    """The port anchor: ring, shank, stock and curved arms."""
    pen = Style(stroke=INK, width=1.2)
    arc = tuple((x + s * 0.8 * math.cos(t / 8 * math.pi), y + s * 0.35 + s * 0.55 * math.sin(t / 8 * math.pi))
                for t in range(0, 9))
    return [Circle(x, y - s * 0.85, s * 0.22, pen), Line(x, y - s * 0.62, x, y + s * 0.9, pen),
            Line(x - s * 0.45, y - s * 0.35, x + s * 0.45, y - s * 0.35, pen), Polygon(arc, pen, closed=False)]


def geo_sheet(game, board) -> list:
    """The whole map sheet: the map, its boxes and displays, title and legend."""
    from printkit.layout.boxes import draw_box
    from printkit.layout.ladder import placed_chart

    items = geo_items(game, board)
    for box in board.boxes:
        items += draw_box(game, box)
    for placed in board.charts:
        items += placed_chart(game, placed)
    items += _title_and_legend(game, board)
    return items


def _title_and_legend(game, board) -> list:
    from printkit.fonts import width

    mm = PT_PER_MM
    from printkit.layout.mapframe import cartouche

    title = board.title or game.title
    out, _ = cartouche(title, 8 * mm, 3 * mm, 17)
    rx, ry, rw, rh = board.region
    x, y = 8 * mm, (ry + rh + 8) * mm
    keys = []
    for z in (board.zones or {}).values():
        keys.append((lambda x, y, c=z.tint: [Rect(x, y - 6, 16, 9, Style(fill=c, stroke=INK, width=0.4))], 20, z.name))
    both = [a for a in board.areas if len(a.zones) > 1]
    for a in both:
        keys.append((lambda x, y, c=area_fill(board, a): [Rect(x, y - 6, 16, 9, Style(fill=c, stroke=INK, width=0.4))],
                     20, f"{a.name}: both Zones"))
    keys.append((lambda x, y: vp_badge(x + 8, y - 1.5, 3), 20, board.vp_label))
    keys.append((lambda x, y: airfield(x + 7, y - 2), 18, "Airfield"))
    keys.append((lambda x, y: anchor(x + 7, y - 2), 18, "Port"))
    if len({a.country for a in board.areas}) > 1:
        keys.append((lambda x, y: [Line(x + 3.5, y - 2, x + 20.5, y - 2, FRONTIER_BAND),
                                   Line(x, y - 2, x + 24, y - 2, FRONTIER)],
                     28, "Frontier"))
    keys.append((lambda x, y: [Line(x, y - 2, x + 24, y - 2, INTERNAL)], 28, "Border"))
    keys.append((lambda x, y: [Line(x, y - 2, x + 24, y - 2, COAST)], 28, "Coast"))
    for river in board.rivers[:1]:
        keys.append((lambda x, y: river_items([(x, y - 2), (x + 24, y - 2)], 1.8), 28, "River"))
    if board.straits:
        keys.append((lambda x, y: [Line(x, y - 2, x + 24, y - 2, Style(stroke=SEA_INK, width=0.8, dash=(2, 2)))], 28,
                     "Strait (not a land border)"))
    right = (rx + rw) * mm
    for draw, offset, name in keys:
        wdt = offset + width(name, 8) + 14
        if x + wdt > right:
            x, y = 8 * mm, y + 15
        out += draw(x, y)
        out.append(Text(x + offset, y + 1, name, 8, "DejaVuSans", INK))
        x += wdt
    for note in board.notes:
        y += 13
        out.append(Text(8 * mm, y + 1, note, 8, "DejaVuSans", INK))
    if board.status != "printed" and game.kit.source_lines:  # a maker's draft; else the cover and notes say so
        out.append(Text(board.size[0] - 6 * mm, board.size[1] - 4 * mm,
                        "Map reconstructed from the rules and real geography; not the published map art.",
                        6.5, "DejaVuSans", "#555555", "end"))
    return out


