"""Map art (issue 12): drawn borders that still tile, smooth lines, the label placer, the rules' scale, the
legend, bleed and crop marks on the full-size maps, and no invented river names."""

from __future__ import annotations

import math

import pytest

from printkit.units import PT_PER_MM


@pytest.fixture(scope="module")
def games():
    from printkit.load.game_loader import load_game

    return {g: load_game(g, glyphs=True) for g in ("little_war", "case_blue", "donetsk_airport", "ukrainian_crisis")}


def _texts(items):
    from printkit.layout.scene import Group, Text

    for it in items:
        if isinstance(it, Group):
            yield from _texts(it.items)
        elif isinstance(it, Text):
            yield it


def _all(items, kind):
    from printkit.layout.scene import Group

    for it in items:
        if isinstance(it, Group):
            yield from _all(it.items, kind)
        elif isinstance(it, kind):
            yield it


# --- curves -------------------------------------------------------------------------------------------

def test_chaikin_keeps_the_ends_and_cuts_the_corner():
    from printkit.layout.curves import chaikin

    pts = chaikin([(0, 0), (10, 0), (10, 10)], 1)
    assert pts[0] == (0, 0) and pts[-1] == (10, 10)
    assert (10, 0) not in pts  # the corner is cut
    assert all(0 <= x <= 10 and 0 <= y <= 10 for x, y in pts)


def test_jittered_border_is_the_same_line_from_both_sides():
    from printkit.layout.curves import jittered

    p, q = (3.0, 4.0), (80.0, 41.0)
    ab, ba = jittered(p, q, 8.0), jittered(q, p, 8.0)
    assert ab == list(reversed(ba))
    assert ab[0] == p and ab[-1] == q
    assert max(abs((y - 4) * 77 - (x - 3) * 37) / math.hypot(77, 37) for x, y in ab) > 0.5  # not straight


def test_chains_join_hexside_segments_into_one_line():
    from printkit.layout.curves import chains

    segs = [((0, 0), (1, 0)), ((2, 1), (1, 0)), ((2, 1), (3, 1)), ((10, 10), (11, 10))]
    lines = sorted(chains(segs), key=len)
    assert [len(line) for line in lines] == [2, 4]
    assert lines[1][0] in ((0, 0), (3, 1)) and lines[1][-1] in ((0, 0), (3, 1))


# --- label placer ----------------------------------------------------------------------------------------

def test_placer_keeps_labels_apart_and_off_obstacles():
    from printkit.layout.labels import Label, Placer, place_all, text_box

    placer = Placer((0, 0, 400, 400))
    placer.block((105, 90, 160, 110))  # a symbol right of the first anchor
    labels = [Label(f"Town {i}", (100 + (i % 3) * 4, 100 + (i // 3) * 4), 9) for i in range(6)]
    texts = place_all(placer, labels)
    boxes = [text_box(t) for t in texts]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert min(a[2], b[2]) <= max(a[0], b[0]) or min(a[3], b[3]) <= max(a[1], b[1])  # no overlap
    first = boxes[0]
    assert min(first[2], 160) <= max(first[0], 105) or min(first[3], 110) <= max(first[1], 90)


def test_placer_prefers_the_first_clear_position():
    from printkit.layout.labels import Label, Placer

    placer = Placer((0, 0, 300, 300))
    right = placer.place(Label("Rostov", (100, 100), 9))
    assert right.anchor == "start" and right.x > 100  # right of the point: the cartographer's first choice
    placer2 = Placer((0, 0, 300, 300))
    placer2.block((102, 80, 200, 120))
    moved = placer2.place(Label("Rostov", (100, 100), 9))
    assert moved.x <= 100  # the right side is taken: elsewhere


# --- area maps: hand-drawn borders that still tile -------------------------------------------------------

def test_little_war_drawn_cells_share_their_borders_exactly(games):
    from printkit.geometry import area_shapes
    from printkit.layout.area_art import drawn_cells

    board = games["little_war"].maps["main"]
    cells = {k: [(x * PT_PER_MM, y * PT_PER_MM) for x, y in v] for k, v in area_shapes(board).items()}
    x, y, w, h = (v * PT_PER_MM for v in board.region)
    outlines, borders = drawn_cells(cells, (x, y, x + w, y + h), set())
    for pair, line in borders.items():
        a, b = sorted(pair)
        for pt in line:  # every point of the drawn border is a corner of both areas' outlines
            assert pt in outlines[a] or pt in (line[0], line[-1])
            assert pt in outlines[b] or pt in (line[0], line[-1])
    declared = {frozenset((a.id, o)) for a in board.areas for o in a.adjacent}
    assert set(borders) == declared  # Little War 2.31 adjacency: the drawn borders are the adjacency


def test_little_war_adjacency_lines_only_where_the_border_is_short(games):
    """Dotted adjacency lines only where the border alone leaves adjacency unclear (issue 12)."""
    from printkit.layout.area_art import SHORT_BORDER
    from printkit.layout.areamap import map_items
    from printkit.layout.areamap import LINK
    from printkit.layout.scene import Line

    board = games["little_war"].maps["main"]
    links = [i for i in _all(map_items(games["little_war"], board), Line) if i.style == LINK and i.x1 > 30 * PT_PER_MM]
    declared = {frozenset((a.id, o)) for a in board.areas for o in a.adjacent}
    assert 0 <= len(links) < len(declared) / 3
    assert SHORT_BORDER <= 15


# --- hex maps -------------------------------------------------------------------------------------------

def test_case_blue_scale_is_the_rules_scale(games):
    """case_blue.en.txt 1.1.5: "A hex represents about 30-40 miles (50-65 kilometers)"."""
    scale = games["case_blue"].maps["main"].scale
    assert (scale.per_hex, scale.unit, scale.rule, scale.status) == ((50, 65), "km", "1.1.5", "printed")
    texts = [t.text for t in _texts(_hexmap(games, "case_blue"))]
    assert "Scale (Rule 1.1.5): 1 hex ≈ 50-65 km" in texts
    from printkit.audit import audit

    rows = {r.name: r for r in audit(games["case_blue"])}
    assert rows["maps.main.scale"].status == "printed"


def test_donetsk_scale_is_150_metres_a_hex(games):
    """donetsk_airport.en.txt 1, Map and Scale: "Each hex is approximately 150 metres across"."""
    board = next(iter(games["donetsk_airport"].maps.values()))
    assert (board.scale.per_hex, board.scale.unit) == ((150, 150), "m")
    texts = [t.text for t in _texts(_hexmap(games, "donetsk_airport"))]
    assert "Scale (Rule 1): 1 hex ≈ 150 m" in texts


def test_no_scale_bar_where_the_rules_give_none(games):
    """Ukrainian Crisis: "The game has an abstract scale in all respects"; The Little War is silent."""
    from printkit.kit import map_drawing

    for g in ("little_war", "ukrainian_crisis"):
        board = next(iter(games[g].maps.values()))
        assert board.scale is None
        assert not any(t.text.startswith("Scale") for t in _texts(map_drawing(games[g], board)))


def _hexmap(games, g):
    from printkit.layout.hexmap import hexmap_items

    game = games[g]
    return hexmap_items(game, next(b for b in game.maps.values() if hasattr(b, "grid")))


def test_legend_lists_only_terrain_on_the_map(games):
    from printkit.rules.hexes import spec

    for g in ("case_blue", "donetsk_airport"):
        game = games[g]
        board = next(b for b in game.maps.values() if hasattr(b, "grid"))
        sp = spec(board)
        used = {board.terrain_of(sp.label(c, r)) for r in range(board.grid.rows[0], board.grid.rows[1] + 1)
                for c in range(board.grid.columns[0], board.grid.columns[1] + 1)}
        texts = {t.text for t in _texts(_hexmap(games, g))}
        for key, t in board.terrain.items():
            assert (t.name in texts) == (key in used), (g, key)


def test_case_blue_towns_have_a_symbol_and_cities_are_bigger(games):
    """The thirteen orientation names of Case Blue get a town dot; city names are bold and larger."""
    from printkit.layout.scene import Circle

    items = _hexmap(games, "case_blue")
    board = games["case_blue"].maps["main"]
    towns = [i for i in board.hexes.values() if "town" in i.features]
    assert len(towns) == 13  # with Taganrog and Tuapse, where the Stalino and Maikop railways end
    texts = {t.text: t for t in _texts(items)}
    assert texts["Stalingrad"].size > texts["Millerovo"].size and texts["Stalingrad"].font.endswith("Bold")
    s = board.grid.hex_size
    assert sum(1 for c in _all(items, Circle) if abs(c.r - s * 0.055) < 1e-6) == 13


def _hex_at(board, x, y):
    """The label of the map hex whose centre is nearest to (x, y) in sheet points (None: off the map)."""
    from printkit.rules.hexes import spec

    sp = spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    best = None
    g = board.grid
    for col in range(g.columns[0] - 1, g.columns[1] + 2):
        for row in range(g.rows[0] - 1, g.rows[1] + 2):
            cx, cy = sp.center(col, row)
            d = (ox + cx - x) ** 2 + (oy + cy - y) ** 2
            if best is None or d < best[0]:
                best = (d, col, row)
    _, col, row = best
    return sp.label(col, row) if sp.on_map(col, row) else None


def _courses(games, g):
    from printkit.layout import hex_routes
    from printkit.rules.hexes import spec

    board = next(b for b in games[g].maps.values() if hasattr(b, "grid"))
    sp = spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)

    def at(label):
        x, y = sp.center(*sp.parse(label))
        return ox + x, oy + y

    from printkit.layout.hexmap import number_boxes

    labels = [sp.label(c, r) for r in range(board.grid.rows[0], board.grid.rows[1] + 1)
              for c in range(board.grid.columns[0], board.grid.columns[1] + 1)]
    s = board.grid.hex_size
    return board, at, hex_routes.courses(board, sp, at, s, avoid=number_boxes(labels, at, s))


@pytest.mark.parametrize("g", ["case_blue", "donetsk_airport"])
def test_lines_run_through_their_own_hexes_only(games, g):
    """Issue 21: roads and railways straightened, yet every point of a drawn course lies in one of the hexes
    its line lists (or off the map where the line runs off it), and it passes through every listed hex."""
    board, at, courses = _courses(games, g)
    s = board.grid.hex_size
    for c in courses:
        listed = {h for h in c.hexes if h}
        for x, y in c.points:
            assert _hex_at(board, x, y) in listed | {None}, (c.hexes, (x, y))
        for h in listed:
            cx, cy = at(h)
            assert min(math.hypot(x - cx, y - cy) for x, y in c.points) < 0.32 * s, (c.hexes, h)
    drawn = {(c.feature, a, b) for c in courses for a, b in zip(c.hexes, c.hexes[1:]) if a and b}
    for line in board.lines:
        for a, b in zip(line.hexes, line.hexes[1:]):
            assert (line.feature, a, b) in drawn or (line.feature, b, a) in drawn, (line.name, a, b)


def test_lines_meet_where_they_join(games):
    """Case Blue 3157: the Likhaya-Stalingrad railway starts where the Rostov line passes, so both courses go
    through the very point (no line ending beside another: the dead end of issue 21)."""
    board, at, courses = _courses(games, "case_blue")
    x, y = at("3157")
    through = [c for c in courses if any(math.hypot(px - x, py - y) < 1e-6 for px, py in c.points)]
    assert len(through) >= 3  # the Rostov line's two courses (3156 side and 3256 side) and the Stalingrad one
    free = [c for c in courses if "3157" in c.hexes and c not in through]
    assert not free


@pytest.mark.parametrize("g", ["case_blue", "donetsk_airport"])
def test_no_line_ends_in_the_middle_of_nowhere(games, g):
    """Every line end runs off the map, serves a place (a city, town or named hex or group) or meets another
    line (issue 21: railways and roads join the places they serve)."""
    from printkit.layout.hex_routes import dead_ends

    board = next(b for b in games[g].maps.values() if hasattr(b, "grid"))
    assert dead_ends(board) == []
    from types import SimpleNamespace

    from printkit.model.boards import HexLine

    stub = SimpleNamespace(lines=board.lines + (HexLine("road", ("3454", "3455")),), info=board.info, art=board.art)
    if g == "case_blue":  # a road between two empty hexes: both its ends are dead
        assert dead_ends(stub) == [("road", "3454"), ("road", "3455")]


def test_donetsk_highway_is_straight_not_a_wave(games):
    """The road along row 3 (A3-K3, flat hexes whose even columns sit half a hex lower) is drawn straight:
    its course swings by under a tenth of a hex, where hex centre to hex centre it swings by half a hex."""
    board, at, courses = _courses(games, "donetsk_airport")
    s = board.grid.hex_size
    road = next(c for c in courses if "B3" in c.hexes)
    inner = [p for p in road.points if at("B3")[0] <= p[0] <= at("j3")[0]]
    ys = [y for _, y in inner]
    assert max(ys) - min(ys) < 0.1 * s


def test_rails_keep_their_ties(games):
    """Railways: a black line with white ties over it, one pair per drawn course and the key's sample."""
    from printkit.layout.scene import Polygon

    items = _hexmap(games, "case_blue")
    ties = [p for p in _all(items, Polygon) if not p.closed and p.style.stroke == "#ffffff" and p.style.dash]
    _, _, courses = _courses(games, "case_blue")
    assert len(ties) == sum(1 for c in courses if c.feature == "rail") + 1


def _river_segments(board):
    from printkit.rules.hexes import spec

    sp = spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    out = []
    for side in board.hexsides:
        (x1, y1), (x2, y2) = sp.shared_side(*side.between)
        out.append((side.feature, (ox + x1, oy + y1), (ox + x2, oy + y2)))
    return out


def _to_segment(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def test_rivers_follow_their_hexsides_and_meet(games):
    """Case Blue rivers meander (issue 21: no regular sine wave) but never stray from their hexsides: every
    drawn point is within a fifth of a hex of a river hexside, or beyond the frame where a river runs off
    the map; and where the Donets joins the Don (3157/3158/3257) the courses share the point."""
    from printkit.layout.hexmap_art import hexside_features
    from printkit.rules.hexes import spec

    board = games["case_blue"].maps["main"]
    s = board.grid.hex_size
    ox, oy = (v * PT_PER_MM for v in board.origin)
    _, lines = hexside_features(board, spec(board), ox, oy, s)
    segs = _river_segments(board)
    for pts, _ in lines:
        for p in pts:
            if _hex_at(board, *p) is not None:  # on the map (a river runs on past the frame beyond it)
                assert min(_to_segment(p, a, b) for _, a, b in segs) < 0.2 * s, p
        bends = [abs((math.atan2(c[1] - b[1], c[0] - b[0]) - math.atan2(b[1] - a[1], b[0] - a[0]) + math.pi)
                     % (2 * math.pi) - math.pi) for a, b, c in zip(pts, pts[1:], pts[2:])]
        assert max(bends, default=0) < 2.5  # no cusp: eased, not zig-zag
    sp = spec(board)
    common = {tuple(round(v, 3) for v in p) for p in sp.corners(*sp.parse("3157"))} & \
        {tuple(round(v, 3) for v in p) for p in sp.corners(*sp.parse("3158"))} & \
        {tuple(round(v, 3) for v in p) for p in sp.corners(*sp.parse("3257"))}
    (cx, cy), = common
    meet = [pts for pts, _ in lines if min(math.hypot(x - ox - cx, y - oy - cy) for x, y in (pts[0], pts[-1])) < 0.01]
    assert len(meet) >= 2


@pytest.mark.parametrize("g", ["case_blue", "donetsk_airport"])
def test_every_hex_is_painted_its_own_terrain(games, g):
    """The terrain masses keep every hex recognisable: each hex's centre (and points a third of the way to its
    corners) lie in the drawn region of its own terrain, and the regions cover the map's frame."""
    from printkit.layout.hex_regions import inside
    from printkit.layout.hex_terrain import TerrainArt
    from printkit.rules.hexes import spec

    board = next(b for b in games[g].maps.values() if hasattr(b, "grid"))
    sp = spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    art = TerrainArt(board, sp, ox, oy)
    for cell in art.cells.values():
        if not cell.on_map:
            continue
        probes = [cell.center] + [(cell.center[0] + (x - cell.center[0]) / 3, cell.center[1] + (y - cell.center[1]) / 3)
                                  for x, y in cell.corners]
        for px, py in probes:
            hits = [r.key for r in art.regions if inside(r.rings[0], px, py)
                    and not any(inside(h, px, py) for h in r.rings[1:])]
            assert hits == [cell.key], (sp.label(cell.col, cell.row), hits)


def test_woods_and_buildings_stay_inside_their_hexes(games):
    """Donetsk: woods and buildings block line of sight (16.1), so their drawn canopy and footprints never
    reach into a hex of another terrain."""
    from printkit.layout import hex_buildings, hex_routes
    from printkit.layout.hex_terrain import TerrainArt, kind_of
    from printkit.layout.scene import Polygon
    from printkit.rules.hexes import spec

    board, at, courses = _courses(games, "donetsk_airport")
    sp = spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    art = TerrainArt(board, sp, ox, oy)
    art.items((ox, oy, *sp.extent()))
    assert art.canopies
    for r in art.canopies:
        for ring in r.rings:
            for x, y in ring:
                label = _hex_at(board, x, y)
                assert label is None or kind_of(board.terrain[board.terrain_of(label)]) == "woods", label
    s = board.grid.hex_size
    roads = [(c.points, hex_routes.half_width(c.feature, s)) for c in courses]
    items, _ = hex_buildings.buildings(board, art, roads, s)
    roofs = [i for i in items if isinstance(i, Polygon) and i.style.stroke and i.style.fill]
    assert len(roofs) > 60
    for roof in roofs:
        for x, y in roof.points:
            label = _hex_at(board, x, y)
            assert label is None or kind_of(board.terrain[board.terrain_of(label)]) == "built", label


def test_donetsk_runway_is_one_straight_strip_inside_row_7(games):
    """Donetsk: the runway (row 7, asphalt) is one straight strip laid through the row's hexes, which zig-zag
    (flat hexes, even columns half a hex lower): both its long edges stay inside row 7 all along."""
    from printkit.layout.hex_runway import strip

    board, at, _ = _courses(games, "donetsk_airport")
    (run,) = board.art
    assert run.kind == "runway" and len(run.hexes) == 25
    corners, ((mx, my), (dx, dy), t0, t1) = strip([at(h) for h in run.hexes], board.grid.hex_size)
    assert abs(dy) < 1e-9  # straight along the row
    for a, b in ((corners[0], corners[1]), (corners[3], corners[2])):
        for k in range(101):
            x, y = a[0] + (b[0] - a[0]) * k / 100, a[1] + (b[1] - a[1]) * k / 100
            label = _hex_at(board, x, y)
            assert label is None or label.endswith("7") and label[:-1].isalpha(), (x, y, label)


def test_terminal_names_are_set_on_their_buildings(games):
    """Issue 21: "New terminal" and "Old terminal" on their buildings, not in an open hex beside them."""
    board = games["donetsk_airport"].maps["airport"]
    texts = {t.text: t for t in _texts(_hexmap(games, "donetsk_airport"))}
    for name in ("New terminal", "Old terminal"):
        t = texts[name]
        for x in (t.x - 10, t.x, t.x + 10):
            label = _hex_at(board, x, t.y - 2)
            assert board.terrain_of(label) == "terminal", (name, label)


def test_knock_out_halos_are_shapes_not_second_texts(games):
    """Every hex number and placed name has a paper-coloured halo round its letters, drawn as glyph outlines
    (so copying or searching the map's text finds each label once)."""
    from printkit.kit import map_drawing
    from printkit.layout.cull import bounds
    from printkit.layout.labels import halo_shapes, text_box
    from printkit.layout.mapframe import PAPER
    from printkit.layout.scene import Polygon

    game = games["case_blue"]
    board = game.maps["main"]
    items = map_drawing(game, board)
    texts = list(_texts(items))
    numbers = [t for t in texts if t.text in {"3157", "2655", "3654"}]
    assert len(numbers) == 3 and all(t.halo == PAPER for t in numbers)
    assert len(texts) == len(list(_texts(_hexmap(games, "case_blue"))))  # no text added
    halos = [p for p in _all(items, Polygon) if p.style.stroke == PAPER and p.style.fill == PAPER]
    for t in numbers + [texts[[x.text for x in texts].index("Novorossiysk")]]:
        shapes = halo_shapes(t)
        assert shapes and all(sh in halos for sh in shapes)
        x0, y0, x1, y1 = text_box(t)
        bx = [bounds(sh) for sh in shapes]
        assert min(b[0] for b in bx) < x0 and max(b[2] for b in bx) > x1 - 0.5  # round the whole word
        assert min(b[1] for b in bx) < y0 + t.size * 0.1


def test_a_halo_closes_the_gaps_between_letters():
    """Issue 21 review: a road or runway under a hex number showed between its letters (the halo went round
    each glyph only, so "E10" read as "E|10" with the column E road through it). Along the middle of a
    label's letters, every point is under its knock-out."""
    from printkit.layout.labels import _inside, halo_shapes, text_box
    from printkit.layout.scene import Text

    for word, font in (("E10", "DejaVuSans"), ("j7", "DejaVuSans"), ("Old terminal", "DejaVuSans-Bold")):
        t = Text(100.0, 100.0, word, 7.5, font, "#333333", "middle", halo="#fbfaf6")
        shapes = halo_shapes(t)
        reach = shapes[0].style.width / 2
        x0, y0, x1, y1 = text_box(t)

        def covered(x, y):
            for sh in shapes:
                ring = list(sh.points)
                if _inside(ring, x, y):
                    return True
                for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
                    dx, dy = bx - ax, by - ay
                    k = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy or 1e-9)))
                    if math.hypot(ax + k * dx - x, ay + k * dy - y) <= reach:
                        return True
            return False

        for y in (t.y - 0.2 * t.size, t.y - 0.45 * t.size):
            gaps = [x for k in range(41) for x in [x0 + 1.0 + (x1 - x0 - 2.0) * k / 40] if not covered(x, y)]
            assert not gaps, (word, y, gaps)


def test_glyph_outlines_match_the_fonts_own_boxes():
    """The halo's glyph reader: each outline spans the glyph's box as the font's glyf table records it."""
    import struct

    from printkit.glyphs import face, outline

    for font in ("DejaVuSans", "DejaVuSans-Bold"):
        f = face(font)
        for ch in "0A8gQ%":
            glyph = f.char_to_glyph[ord(ch)]
            head = f.glyf[f.loca[glyph]:f.loca[glyph] + 10]
            want = [v / f.units_per_em for v in struct.unpack(">hhhh", head[2:10])]
            pts = [p for c in outline(ch, font) for p in c]
            got = [min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts)]
            assert got == pytest.approx(want, abs=0.01), (font, ch)
    assert len(outline("8")) == 3 and len(outline("й")) == 2 and outline(" ") == ()


@pytest.mark.parametrize("g", ["case_blue", "donetsk_airport"])
def test_map_sheet_carries_no_build_tool_text(games, g):
    """Player pages carry game text only: no "printkit" or "reconstructed" footer on the map."""
    from printkit.kit import map_drawing

    board = next(b for b in games[g].maps.values() if hasattr(b, "grid"))
    words = " ".join(t.text for t in _texts(map_drawing(games[g], board)))
    assert "printkit" not in words and "reconstructed" not in words.lower()


# --- geographic map ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["ukrainian_crisis", "little_war"])
def test_no_river_name_the_rulebook_does_not_print(games, game_id):
    """The rivers are real geography the rulebook does not name (status reconstructed): drawn, not labelled."""
    from printkit.kit import map_drawing

    game = games[game_id]
    board = next(iter(game.maps.values()))
    assert board.rivers and {r.status for r in board.rivers} == {"reconstructed"}
    texts = {t.text for t in _texts(map_drawing(game, board))}
    assert not texts & {r.name for r in board.rivers}


def test_smoothed_geography_still_tiles(games):
    """Smoothed borders are shared by both areas: every area ring is made of the drawn border lines."""
    from printkit.geo import Projector
    from printkit.layout.geomap import smooth_borders, smooth_outlines

    board = next(iter(games["ukrainian_crisis"].maps.values()))
    lines = smooth_borders(board, Projector(board.projection, board.region))
    rings = smooth_outlines(board, lines)
    for key, b in board.borders.items():
        for side in b.between:
            if side in rings:
                ring = set(rings[side][0]) | {p for r in rings[side][1:] for p in r}
                assert set(lines[key][1:-1]) <= ring, (key, side)


# --- full-size sheets: bleed and crop marks ---------------------------------------------------------------

def test_full_size_maps_bleed_3mm_with_crop_marks_outside(games):
    """Issue 9 item 1: TrimBox = the map sheet, BleedBox = trim + 3 mm, the art runs into it, crop marks
    outside the bleed."""
    from printkit.kit import fullsize_maps
    from printkit.layout.scene import Line, Rect

    for g, game in games.items():
        for name, pages in fullsize_maps(game).items():
            page = pages[0]
            if not name.startswith("map"):
                continue
            board = next(b for b in game.maps.values() if (b.title or "Map") == page.name)
            tx, ty, tw, th = page.trim
            assert (tw, th) == pytest.approx(tuple(board.size))
            bx, by, bw, bh = page.bleed
            assert (tx - bx, ty - by, bw - tw, bh - th) == pytest.approx((3 * PT_PER_MM, 3 * PT_PER_MM,
                                                                          6 * PT_PER_MM, 6 * PT_PER_MM))
            group = page.items[0]
            art = [r for r in group.items if isinstance(r, Rect) and r.style.fill]
            assert art[0].x + group.dx <= bx + 0.01 and art[0].x + art[0].w + group.dx >= bx + bw - 0.01
            marks = [i for i in page.items[1:] if isinstance(i, Line)]
            assert len(marks) == 8
            for m in marks:
                x0, x1 = sorted((m.x1, m.x2))
                y0, y1 = sorted((m.y1, m.y2))
                assert x1 <= bx or x0 >= bx + bw or y1 <= by or y0 >= by + bh, (g, m)


def test_board_images_for_vassal_keep_the_sheet_size(games):
    from printkit.digital.images import board_pages

    page = board_pages(games["case_blue"])["map"]
    assert (page.width, page.height) == pytest.approx((11 * 72, 8.5 * 72))


@pytest.mark.parametrize("game_id", ["little_war", "case_blue", "donetsk_airport", "ukrainian_crisis"])
def test_no_map_text_overlaps_other_text(games, game_id):
    """The label placer keeps every name clear of every other text on the map sheet (as preflight checks
    in the PDF; here in the scene, so a failure names the two texts)."""
    from printkit.kit import map_drawing
    from printkit.layout.labels import text_box

    game = games[game_id]
    board = next(iter(game.maps.values()))
    texts = [t for t in _texts(map_drawing(game, board)) if not t.angle and t.text.strip()]
    boxes = [(text_box(t), t.text) for t in texts]
    boxes.sort(key=lambda b: b[0][0])
    clashes = []
    for i, (a, ta) in enumerate(boxes):
        for b, tb in boxes[i + 1:]:
            if b[0] >= a[2] - 0.3:
                break
            h = min(a[3], b[3]) - max(a[1], b[1])
            if h > 0.3 and min(a[2], b[2]) - max(a[0], b[0]) > 0.3:
                clashes.append((ta, tb))
    assert not clashes, clashes[:5]


def test_a_name_on_a_building_keeps_its_halo_clear_of_hex_numbers(games):
    """Issue 21 review: "Old terminal" ran into the P9 hex number (their letters touched, halos merged).
    A name set on its building keeps at least both halos' width from every hex number beside it."""
    import re as _re

    from printkit.layout.labels import halo_width, text_box

    texts = [t for t in _texts(_hexmap(games, "donetsk_airport")) if t.text.strip()]
    numbers = [t for t in texts if _re.fullmatch(r"[A-Za-z]\d{1,2}", t.text)]
    names = [t for t in texts if t.font == "DejaVuSans-Bold" and t.text in
             {"Old terminal", "New terminal", "Parking", "Tower", "Peski", "Spartak", "Donetsk"}]
    assert len(names) >= 5
    for name in names:
        a = text_box(name)
        gap = halo_width(name.size) + 0.5
        for n in numbers:
            b = text_box(n)
            apart = max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])
            assert apart >= gap - 0.05, (name.text, n.text, round(apart, 2))


def test_a_tile_leaves_out_only_what_its_clip_hides():
    from printkit.layout.cull import visible
    from printkit.layout.scene import Circle, Group, Line, Marker, Rect, Text

    inside, edge, far = Rect(10, 10, 5, 5), Line(-20, 50, 5, 50), Circle(500, 500, 3)
    text_near = Text(-3, 20, "Sobrance", 9)  # starts left of the tile, its letters reach in
    marker = Marker(900, 900, "area:x")
    kept = visible([inside, edge, far, text_near, marker], (0, 0, 100, 100))
    assert kept == [inside, edge, text_near]  # the far marker too is left out: verify reads what a tile shows
    scaled = Group((Rect(0, 0, 10, 10), Rect(400, 400, 10, 10)), scale=2.0)
    (group,) = visible([scaled], (0, 0, 100, 100))
    assert group.items == (Rect(0, 0, 10, 10),) and group.scale == 2.0


def test_a_clip_inside_an_enlarged_map_is_enlarged_with_it(tmp_path):
    """The Case Blue tiles print the map at 150 %: the frame's clip inside the map's group scales with it (it
    cut the art off at two thirds of the map before). The clip's read-back note, as verify reads it."""
    from printkit.layout.scene import Document, Group, Page, Rect, Style
    from printkit.render import pdf
    from printkit.verify.readback import read_pdf

    inner = Group((Rect(0, 0, 100, 100, Style(fill="#336699")),), clip=(10, 20, 30, 40))
    page = Page(300, 300, "p", items=[Group((inner,), 5, 5, scale=2.0)])
    path = tmp_path / "t.pdf"
    path.write_bytes(pdf.render(Document("t", [page])))
    (note, *_), *_ = [m for m in read_pdf(path)[0].marker("clip:") if m[0] != "clip:end"]
    x0, top, x1, bottom = (float(v) for v in note.removeprefix("clip:").split(","))
    assert (x0, top, x1 - x0, bottom - top) == pytest.approx((25, 45, 60, 80))


def test_the_scale_bars_last_number_sits_under_its_tick(games):
    """Every number of the scale bar is centred under its tick, the last one too, its unit set after it: '100 km'
    was set from the tick, so the 100 stood right of the bar's end (issue 21 review)."""
    from printkit.layout.mapframe import scale_bar
    from printkit.layout.scene import Rect, Text

    scale = games["case_blue"].maps["main"].scale
    items, _ = scale_bar(scale, (1.0, 1.0), 0.0, 0.0, 200.0)
    blocks = [i for i in items if isinstance(i, Rect)]
    end = max(b.x + b.w for b in blocks)
    numbers = [i for i in items if isinstance(i, Text) and i.text.replace(".", "").isdigit()]
    assert len(numbers) == len(blocks) + 1 and all(n.anchor == "middle" for n in numbers)
    assert abs(max(n.x for n in numbers) - end) < 0.01
    unit = next(i for i in items if isinstance(i, Text) and i.text == scale.unit)
    assert unit.x > end


def _woods_art(games, g):
    from printkit.layout.hex_terrain import TerrainArt
    from printkit.rules.hexes import spec

    board = next(b for b in games[g].maps.values() if hasattr(b, "grid"))
    sp = spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    art = TerrainArt(board, sp, ox, oy)
    art.items((ox, oy, *sp.extent()))
    return board, art


def test_wood_edges_are_organic_not_hex_outlines(games):
    """Issue 21 (aerial art): a wood is an organic mass, not a hex-shaped patch: at every outer corner of its
    hexes (a convex corner of the region) its edge is rounded well inside the corner (an inset hex outline
    passes within a tenth of a hex of it), and the edge never repeats a hexside's straight line."""
    from printkit.geometry import polyline_distance
    board, art = _woods_art(games, "donetsk_airport")
    s = board.grid.hex_size
    assert art.canopies
    for canopy in art.canopies:
        region = next(r for r in art.regions if r.cells == canopy.cells)
        for ring, edge in zip(region.rings, canopy.rings):
            closed = edge + edge[:1]
            n = len(ring)
            for i in range(n):
                a, b, c = ring[i - 1], ring[i], ring[(i + 1) % n]
                turn = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
                if turn > 0:  # convex: the region on the left
                    assert polyline_distance(closed, b) > s * 0.12, ([(c.col, c.row) for c in region.cells], b)
            assert len(edge) > 8 * len(ring)


def test_a_wood_is_one_canopy_across_its_hexes(games):
    """Tree crowns run on across the hexside between two wooded hexes of one wood (no bare seam marking out
    each hex): a crown stands near the middle of every such hexside (streams aside)."""
    from printkit.layout.hex_terrain import _canopy, fill_of
    from printkit.layout.terrain_style import patterns_of

    board, art = _woods_art(games, "donetsk_airport")
    s = board.grid.hex_size
    checked = 0
    for canopy in art.canopies:
        if "waves" in patterns_of(art.t(canopy.key)):
            continue
        crowns = [c for cell in canopy.cells
                  for _, c, _ in _canopy(cell, s, fill_of(art.t(cell.key), False), [], canopy)]
        for i, a in enumerate(canopy.cells):
            for b in canopy.cells[i + 1:]:
                if math.dist(a.center, b.center) < s * 1.05:
                    mid = ((a.center[0] + b.center[0]) / 2, (a.center[1] + b.center[1]) / 2)
                    assert min(math.dist((c.cx, c.cy), mid) for c in crowns) < s * 0.12, (a.col, a.row, b.col, b.row)
                    checked += 1
    assert checked >= 3


def test_large_buildings_are_footprints_square_to_the_runway(games):
    """Issue 21 (aerial art): the terminals and car park (multi-storey hex groups) are building footprints
    with every wall along or across the runway (row 7: the page's x axis), not hex-shaped slabs (whose
    sides run at 60 degrees), and each covers the centre of every hex of its group."""
    from printkit.layout import hex_buildings, hex_routes
    from printkit.layout.hex_regions import inside
    from printkit.layout.hex_terrain import TerrainArt
    from printkit.layout.scene import Polygon
    from printkit.rules.hexes import spec

    board, at, courses = _courses(games, "donetsk_airport")
    sp = spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    art = TerrainArt(board, sp, ox, oy)
    s = board.grid.hex_size
    roads = [(c.points, hex_routes.half_width(c.feature, s)) for c in courses]
    items, _ = hex_buildings.buildings(board, art, roads, s)
    walls = [i for i in items if isinstance(i, Polygon) and i.style.stroke and i.style.fill
             and i.style.width >= 0.9 * s / 36]
    tall = [lab for lab, info in board.hexes.items() if info.levels]
    assert len(walls) >= 4
    for wall in walls:
        pts = list(wall.points)
        for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
            assert abs(x1 - x0) < 1e-6 or abs(y1 - y0) < 1e-6, ((x0, y0), (x1, y1))
    for lab in tall:
        assert any(inside(list(w.points), *at(lab)) for w in walls), lab


def _crossed_numbers(courses, at, s) -> set:
    from printkit.layout import hex_routes
    from printkit.layout import hexmap_art as art
    from printkit.layout.hexmap import _number

    out = set()
    for c in courses:
        grow = hex_routes.half_width(c.feature, s)
        for h in c.hexes:
            if h is None:
                continue
            x0, y0, x1, y1 = art.box_of(_number(h, *at(h), s))
            box = (x0 - grow, y0 - grow, x1 + grow, y1 + grow)
            if any(hex_routes._crosses(p, q, box) for p, q in zip(c.points, c.points[1:])):
                out.add(h)
    return out


def test_donetsk_roads_run_beside_the_hex_numbers(games):
    """Issue 21: the roads down columns E and O run beside the hex numbers, not through them (legible only
    by their halo), where their course is free to move: E8-E13 and O12 (O10, O13 and E7 are fixed points of
    the course: a building, a town, a road end; O11's number, between O10's centre and a shifted O11, may
    stay crossed)."""
    board, at, courses = _courses(games, "donetsk_airport")
    crossed = _crossed_numbers(courses, at, board.grid.hex_size)
    for h in ("E8", "E9", "E10", "E11", "E12", "E13", "O12"):
        assert h not in crossed, h


@pytest.mark.parametrize("g", ["case_blue", "donetsk_airport"])
def test_courses_cross_fewer_hex_numbers_than_unshifted(games, g):
    """The shift round hex numbers is general (any hex map): each map's courses cross fewer number boxes than
    the same courses laid without it, and Case Blue's railways at most a handful."""
    from printkit.layout import hex_routes
    from printkit.rules.hexes import spec

    board, at, courses = _courses(games, g)
    s = board.grid.hex_size
    plain = hex_routes.courses(board, spec(board), at, s)
    assert len(_crossed_numbers(courses, at, s)) < len(_crossed_numbers(plain, at, s))
