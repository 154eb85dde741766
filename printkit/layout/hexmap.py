"""Hex maps at full size, painted as a publisher's map: terrain masses (layout/hex_terrain.py), rivers along
their hexsides (layout/hexmap_art.py), roads and railways (layout/hex_routes.py), runways and buildings seen
from the air (layout/hex_runway.py, layout/hex_buildings.py), the grid over the art, then symbols, hex numbers
and names with their knock-out halos, the frame, boxes, title and key."""

from __future__ import annotations

from printkit.layout.boxes import draw_box
from printkit.layout.scene import Circle, Marker, Polygon, Rect, Style, Text
from printkit.rules import hexes
from printkit.rules.citations import bare
from printkit.units import PT_PER_MM

INK = "#1a1a1a"
GRID_STYLE = Style(stroke="#5b5a50", width=0.45)  # dark enough to read over woods and roofs, light over fields


def hexmap_items(game, board) -> list:
    """Everything drawn on the map sheet, in points from the sheet's top-left corner: the painted terrain,
    water, runways, buildings and lines clipped to the frame, the grid over them, then symbols, hex numbers
    and names (each name with its knock-out halo), the frame, boxes, title and key."""
    from printkit.layout import hex_buildings, hex_routes, hex_runway
    from printkit.layout import hexmap_art as art
    from printkit.layout.bleed import BLEED
    from printkit.layout.hex_terrain import TerrainArt
    from printkit.layout.labels import PAPER
    from printkit.layout.mapframe import bleed_background
    from printkit.layout.scene import Group

    sp = hexes.spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    s = board.grid.hex_size
    w, h = board.size

    def at(label):
        x, y = sp.center(*sp.parse(label))
        return ox + x, oy + y

    labels = [sp.label(c, r) for r in range(board.grid.rows[0], board.grid.rows[1] + 1)
              for c in range(board.grid.columns[0], board.grid.columns[1] + 1)]
    gw, gh = sp.extent()
    frame = (ox, oy, ox + gw, oy + gh)
    runways = [a for a in board.art if a.kind == "runway"]
    terrain = TerrainArt(board, sp, ox, oy, under_art={sp.parse(hx) for a in runways for hx in a.hexes})
    painted = terrain.items((ox, oy, gw, gh))
    for a in runways:
        run = set(a.hexes)
        paved = board.terrain_of(a.hexes[0])
        aprons = [at(lab) for lab in labels if lab not in run and board.terrain_of(lab) == paved
                  and any(n in run for n in sp.neighbors(lab))]
        near = {lab: at(lab) for lab in run | {n for lab in run for n in sp.neighbors(lab)}}
        painted += hex_runway.taxiways([at(hx) for hx in a.hexes], s, aprons,
                                       lambda x, y, run=run, aprons=aprons, near=near: _nearest(x, y, run, aprons, near))
        painted += hex_runway.runway([at(hx) for hx in a.hexes], s, _runway_reach(a, sp, s))
    water = {lab for lab in labels if hexes.is_water(board, lab)}
    sides, river_lines = art.hexside_features(board, sp, ox, oy, s, water)
    courses = hex_routes.courses(board, sp, at, s, avoid=number_boxes(labels, at, s))
    roads = [(c.points, hex_routes.half_width(c.feature, s)) for c in courses]
    built, sheds = hex_buildings.buildings(board, terrain, roads, s)
    painted += sides + hex_routes.draw(courses, board.lines_types, s) + built
    for label in labels:
        info = board.info(label)
        if info.city or info.factory:
            painted += hex_buildings.city_mass(*at(label), s, label)
    items: list = [bleed_background(w, h, BLEED), Group(tuple(painted), clip=(ox, oy, gw, gh))]
    items += grid_lines(sp, labels, ox, oy)
    placer = art.new_placer(frame)
    for pts, width in river_lines:
        placer.block_line(pts, width)
    for c in courses:
        placer.block_line(c.points, 2 * hex_routes.half_width(c.feature, s), weight=4)
    for box in terrain.water_boxes():
        placer.block(box, weight=2)
    for box in sheds:  # a place's name beside its buildings, not over them
        placer.block(box, weight=1)
    names = []
    for label in labels:
        info = board.info(label)
        x, y = at(label)
        if info.faded_dot:
            items.append(Circle(x, y, s * 0.06, Style(fill="#555555")))
        if info.factory:
            items += hex_buildings.factory(x, y + s * 0.02, s)
        elif "town" in info.features and not info.city:
            items += art.town(x, y, s)
        if info.name:
            names.append((label, info) + _name_anchor(board, label, at))
        if info.levels and board.level_mark == "triangle":
            items.append(_triangle(x, y, s))
        elif info.levels:
            items.append(Text(x + s * 0.3, y + s * 0.1, f"L{info.levels}", s * 0.15, "DejaVuSans-Bold", INK, "middle",
                              halo=PAPER))
        number = _number(label, x, y, s)
        items.append(number)
        placer.block(art.box_of(number), hard=True)
        placer.block(art.symbol_box(x, y, s, info), hard=bool(info.levels))  # a rule mark stays clear
    items += art.place_names(placer, names, at, s)
    items += art.river_names(placer, board, sp, ox, oy, s)
    items += _supply_marks(game, board, at, sp, s)
    items.append(Rect(ox, oy, gw, gh, Style(stroke="#4a4a4a", width=0.8)))
    for box in board.boxes:
        items += draw_box(game, box)
    from printkit.layout.ladder import placed_chart

    for placed in board.charts:  # charts on the map sheet, drawn as an area map's are
        items += placed_chart(game, placed)
    kx, ky = (v * PT_PER_MM for v in board.key_at) if board.key_at else (ox + gw + 6 * PT_PER_MM, 24 * PT_PER_MM)
    items += _title_and_key(game, board, kx, ky)
    return items


def _number(label: str, x: float, y: float, s: float) -> Text:
    """A hex's number, at the top of the hex (x, y: its centre)."""
    from printkit.layout.labels import PAPER

    return Text(x, y - s * 0.3, label, s * 0.15, "DejaVuSans", "#333333", "middle", halo=PAPER)


def number_boxes(labels, at, s: float) -> dict:
    """Each hex's label -> the box its number covers (what a road through the hex keeps off)."""
    from printkit.layout.hexmap_art import box_of

    return {lab: box_of(_number(lab, *at(lab), s)) for lab in labels}


def grid_lines(sp, labels, ox: float, oy: float) -> list:
    """The hex grid in few strokes: the slanted hexsides as zig-zag lines, the hexsides square to the grid
    (vertical ones of pointy hexes, horizontal ones of flat hexes) as dashed straight lines, one dash a
    hexside (the same lines as every hex outlined, a tenth of the shapes to draw)."""
    from printkit.layout.curves import chains
    from printkit.layout.hex_regions import _k, art_line

    r = sp.radius()
    edges = {}
    for label in labels:
        cs = [(ox + x, oy + y) for x, y in sp.corners(*sp.parse(label))]
        for a, b in zip(cs, cs[1:] + cs[:1]):
            edges.setdefault(frozenset((_k(a), _k(b))), (a, b))
    square = 0 if sp.flat else 1  # the coordinate that changes along a square hexside (y: pointy, x: flat)
    slanted, straight = [], {}
    for a, b in edges.values():
        if abs(a[1 - square] - b[1 - square]) < 1e-6:
            straight.setdefault(round(a[1 - square], 2), []).append(tuple(sorted((a, b), key=lambda p: p[square])))
        else:
            slanted.append((a, b))
    out = [Polygon(tuple(pts), GRID_STYLE, closed=False) for pts in chains(slanted)]
    dashed = Style(stroke=GRID_STYLE.stroke, width=GRID_STYLE.width, dash=(r, 2 * r))
    for segs in straight.values():
        segs.sort(key=lambda ab: ab[0][square])
        run = [segs[0]]
        for seg in segs[1:] + [None]:
            if seg is not None and abs(seg[0][square] - run[-1][0][square] - 3 * r) < 0.01:
                run.append(seg)
                continue
            out.append(art_line(run[0][0], run[-1][1], dashed if len(run) > 1 else GRID_STYLE))
            run = [seg] if seg is not None else []
    return out


def _nearest(x, y, run, aprons, near) -> bool:
    """Whether (x, y) lies in a hex of the run or in one of the apron hexes: its nearest centre among the run
    and its neighbours (`near`: label -> centre) is one of them."""
    best = min(near, key=lambda lab: (near[lab][0] - x) ** 2 + (near[lab][1] - y) ** 2)
    return best in run or near[best] in aprons


def _runway_reach(a, sp, s) -> tuple[float, float]:
    """How far past its end hexes' centres a runway runs: half a hex, or past the frame where it leaves the map."""
    def reach(label):
        return 2.5 if sp.edges(label) else 0.5

    return reach(a.hexes[0]), reach(a.hexes[-1])


def _name_anchor(board, label, at) -> tuple:
    """Where a place's name may be set on its building or town, centred (its baseline's middle): the middle
    of its hex group, below each group hex's centre (clear of a multi-storey mark), and between neighbouring
    group hexes; for a hex alone, below its centre. None: beside the hex's symbol."""
    info = board.info(label)
    s = board.grid.hex_size
    members = [lab for lab, i in (board.hexes or {}).items() if info.group and i.group == info.group] or [label]
    if len(members) < 2 and not info.levels:
        return (None,)
    pts = [at(m) for m in members]
    mid = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
    out = [mid] + [(mid[0], mid[1] + d * s) for d in (-0.12, 0.12, -0.24, 0.24)] + [(x, y + s * 0.27) for x, y in pts]
    out += [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + d * s) for i, a in enumerate(pts) for b in pts[i + 1:]
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) < s * 1.3 for d in (0.0, 0.12)]
    r = s / 3 ** 0.5
    room = (min(x for x, _ in pts) - r * 0.75, min(y for _, y in pts) - s * 0.42,
            max(x for x, _ in pts) + r * 0.75, max(y for _, y in pts) + s * 0.42)
    return ((out, room),)


def _triangle(x: float, y: float, s: float, r: float = 0.13):
    """The multi-storey mark: a red triangle in the centre of the hex."""
    return Polygon(((x, y - s * r), (x + s * r * 0.95, y + s * r * 0.65), (x - s * r * 0.95, y + s * r * 0.65)),
                   Style(fill="#d7261e", stroke="#7a0f0a", width=0.4))


def _scale(board, x: float, y: float, lang) -> list:
    """The scale bar of the rules' scale (MapScale): a hex (flat to flat) is per_hex units."""
    from printkit.layout.mapframe import scale_bar

    s = board.grid.hex_size
    lo, hi = board.scale.per_hex or (v * board.grid.hex_size / PT_PER_MM for v in board.scale.per_mm)
    items, _ = scale_bar(board.scale, (s / hi, s / lo), x, y, 110, lang)
    return items


def _supply_marks(game, board, at, sp, s) -> list:
    """Supply sources that are fixed by the map (edge hexes), as small faction-coloured flags."""
    from printkit.rules.supply import edge_sources

    out = []
    if "supply_sources" not in game.parameters:
        return out
    for faction, labels in edge_sources(game, board).items():
        side = next((sd for sd in game.sides.values() if sd.faction == faction), None)
        color = side.color if side else "#000000"
        for label in sorted(labels):
            x, y = at(label)
            x += s * (0.07 if hexes.is_city(board, label) else 0.0)  # clear of the city's built-up mass
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

    from printkit.layout import hex_buildings, hex_routes, hex_runway
    from printkit.layout.hex_terrain import fill_of, swatch

    tall = {board.terrain_of(lab) for lab, i in (board.hexes or {}).items() if i.levels}
    for key, tr in (board.terrain or {}).items():
        if key in used:
            row(lambda x0, y0, tr=tr, k=key: swatch(tr, x0, y0 - 5, 22, 12, k in tall), tr.name)
    for a in board.art:
        tr = (board.terrain or {}).get(board.terrain_of(a.hexes[0]))
        ground = (board.terrain or {}).get(board.default_terrain)
        row(lambda x0, y0, g=ground: ([Rect(x0, y0 - 5, 22, 12, Style(fill=str(g.color) if g else "#ffffff"))]
                                      + hex_runway.runway([(x0 + 3, y0 + 1), (x0 + 19, y0 + 1)], 16, (0.2, 0.2))
                                      + [Rect(x0, y0 - 5, 22, 12, Style(stroke="#7a7a7a", width=0.5))]),
            f"{a.name or a.kind}: {tr.name}" if tr else (a.name or a.kind))
    infos = list((board.hexes or {}).values())
    if any(i.faded_dot for i in infos):
        faded = fill_of((board.terrain or {}).get(board.default_terrain), True)
        row(lambda x0, y0: [Rect(x0, y0 - 5, 22, 12, Style(fill=faded, stroke="#7a7a7a", width=0.5)),
                            Circle(x0 + 11, y0 + 1, 2, Style(fill="#555555"))], "Faded Dot: no ground movement")
    if board.level_mark == "triangle" and any(i.levels for i in infos):
        row(lambda x0, y0: [Rect(x0, y0 - 5, 22, 12, Style(fill="#ffffff", stroke="#7a7a7a", width=0.5)),
                            _triangle(x0 + 11, y0 + 1, 36, 0.16)],
            t(lang, "Multi-storey building: upper level") + bare(game, "multi_storey"))
    sides = {sd.feature for sd in board.all_hexsides()}
    for key, tr in (board.hexsides_types or {}).items():
        if key in sides:
            width = art.SIDE_WIDTH.get(key, 2.2)
            row(lambda x0, y0, c=tr.color, wd=width, k=key: art.key_sample(k, str(c), wd, x0, y0 + 1),
                f"{tr.name} hexside")
    kinds = {ln.feature for ln in board.lines}
    for key, tr in (board.lines_types or {}).items():
        if key in kinds:
            row(lambda x0, y0, k=key, c=tr.color: list(hex_routes.line_art(k, [(x0, y0 + 1), (x0 + 22, y0 + 1)], str(c))),
                tr.name)
    if any(i.city and not i.factory for i in infos):
        row(lambda x0, y0: hex_buildings.city_mass(x0 + 11, y0 + 1, 36, "key"), "City")
    if any(i.factory for i in infos):
        row(lambda x0, y0: hex_buildings.city_mass(x0 + 11, y0 + 1, 36, "key")
            + hex_buildings.factory(x0 + 11, y0 + 1.7, 36), "Factory (also a city)")
    if any("town" in i.features for i in infos):
        row(lambda x0, y0: art.town(x0 + 11, y0 + 1, 36), "Town (a name for orientation)")
    for faction in sorted({sd.faction for sd in game.sides.values() if sd.faction}
                          if "supply_sources" in game.parameters else ()):
        side = next(sd for sd in game.sides.values() if sd.faction == faction)
        row(lambda x0, y0, c=side.color: [Polygon(((x0 + 4, y0 - 4), (x0 + 18, y0 + 1), (x0 + 4, y0 + 6)),
                                                  Style(fill=c, stroke=INK, width=0.4))],
            f"{faction.capitalize()} supply source" + bare(game, "supply_sources"))
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
                        f"Map {board.status} from the rules{where}; not the published map art.",
                        6, "DejaVuSans", "#555555", "end"))
    return out
