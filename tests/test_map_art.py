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
    """The ten orientation names of Case Blue get a town dot; city names are bold and larger."""
    from printkit.layout.scene import Circle

    items = _hexmap(games, "case_blue")
    board = games["case_blue"].maps["main"]
    towns = [i for i in board.hexes.values() if "town" in i.features]
    assert len(towns) == 10
    texts = {t.text: t for t in _texts(items)}
    assert texts["Stalingrad"].size > texts["Millerovo"].size and texts["Stalingrad"].font.endswith("Bold")
    s = board.grid.hex_size
    assert sum(1 for c in _all(items, Circle) if abs(c.r - s * 0.055) < 1e-6) == 10


def test_railways_are_drawn_as_railways(games):
    """Rail lines: a black line with white ties over it, eased round the bends (no straight zig-zag)."""
    from printkit.layout.scene import Polygon

    items = _hexmap(games, "case_blue")
    ties = [p for p in _all(items, Polygon) if not p.closed and p.style.stroke == "#ffffff" and p.style.dash]
    board = games["case_blue"].maps["main"]
    assert len(ties) == sum(1 for ln in board.lines if ln.feature == "rail") + 1  # and the key's sample
    longest = max(ties, key=lambda p: len(p.points))
    assert len(longest.points) > 3 * len(max((ln.hexes for ln in board.lines), key=len))


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
