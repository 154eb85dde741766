"""Area maps painted as a publisher would (issue 21): woods as masses, relief on the ridgelines, rivers and roads
that end where they should, names inside their areas, boxes that hold their counters, no VP circle of 0, an
airfield drawn as an aircraft, and no build-tool words on the map. Little War 2.31-2.32, UC 2.41-2.42, 7.21."""

from __future__ import annotations

import math

import pytest

from printkit.units import PT_PER_MM

AREA_GAMES = ("little_war", "ukrainian_crisis")


@pytest.fixture(scope="module")
def games():
    from printkit.load.game_loader import load_game

    return {g: load_game(g, glyphs=True) for g in AREA_GAMES}


@pytest.fixture(scope="module")
def drawings(games):
    from printkit.kit import map_drawing

    return {g: map_drawing(game, game.maps["main"]) for g, game in games.items()}


def _flat(items):
    from printkit.layout.scene import Group

    for it in items:
        if isinstance(it, Group):
            yield from _flat(it.items)
        else:
            yield it


def _lw_outlines(board):
    from printkit.geometry import area_shapes
    from printkit.layout.area_art import drawn_pieces

    cells = {k: [(x * PT_PER_MM, y * PT_PER_MM) for x, y in v] for k, v in area_shapes(board).items()}
    x, y, w, h = (v * PT_PER_MM for v in board.region)
    rugged = {a.id for a in board.areas if "mountain" in a.terrain}
    return drawn_pieces(cells, (x, y, x + w, y + h), rugged)


# --- boxes hold their counters (issue 21 item 5) ---------------------------------------------------------

def _panels(items, box):
    """The paper panels (a section, a track space) drawn inside a box, measured in the scene (mm)."""
    from printkit.layout.boxes import PAPER
    from printkit.layout.scene import Rect

    x, y, w, h = (v * PT_PER_MM for v in box.rect)
    return [(r.w / PT_PER_MM, r.h / PT_PER_MM) for r in _flat(items) if isinstance(r, Rect) and r.style.fill == PAPER
            and x <= r.x and r.x + r.w <= x + w + 0.01 and y < r.y and r.y + r.h <= y + h + 0.01]


@pytest.mark.parametrize("game_id", AREA_GAMES)
def test_every_box_space_holds_a_counter_with_a_millimetre_to_spare(games, drawings, game_id):
    """Issue 21: "every track box and holding box at least the counter size + 1 mm" (the Little War turn
    track was 11.7 mm, the Ukrainian Crisis record track 14.8 mm, for 15.9 mm counters)."""
    from printkit.layout.boxes import cell_sizes

    game = games[game_id]
    counter = game.counter_sheet.size / PT_PER_MM
    chit = game.chit_sheet.size / PT_PER_MM if game.chit_sheet else 0
    for box in game.maps["main"].boxes:
        need = max(counter, chit if "chit" in box.id else 0) + 1
        panels = _panels(drawings[game_id], box) or [(box.rect[2], box.rect[3] - 14 / PT_PER_MM)]
        assert len(panels) == max(1, len(box.sections)), box.id
        for w, h in panels:
            assert min(w, h) >= need, f"{box.id}: a {w:.1f} x {h:.1f} mm space for a {need - 1:.1f} mm piece"
        flat = [v for wh in sorted(panels) for v in wh]
        assert flat == pytest.approx([v for wh in sorted(cell_sizes(box)) for v in wh], abs=0.01)  # what preflight reads


def test_foreign_relations_zones_hold_the_country_markers(games):
    """UC 2.42: country markers (5/8 in) sit in the Foreign Relations Display's zones."""
    from printkit.layout.ladder import placed_chart
    from printkit.layout.scene import Rect

    game = games["ukrainian_crisis"]
    placed = next(p for p in game.maps["main"].charts if getattr(game.charts[p.chart], "kind", None) == "ladder")
    zones = [r for r in placed_chart(game, placed) if isinstance(r, Rect) and r.h > 100]
    assert len(zones) == len(game.charts[placed.chart].zones)
    for z in zones:
        assert min(z.w, z.h) / PT_PER_MM >= game.counter_sheet.size / PT_PER_MM + 1


# --- terrain as masses and relief ------------------------------------------------------------------------

def test_woods_are_masses_inside_their_own_areas(games, drawings):
    """Little War 2.31: woods are an area's terrain, so each forest mass lies inside its wooded area, and only
    wooded areas have one."""
    from printkit.layout.curves import inside
    from printkit.layout.scene import Polygon
    from printkit.layout.woods import PAPER
    from printkit.colors import mix

    board = games["little_war"].maps["main"]
    outlines, _, _ = _lw_outlines(board)
    fill = mix(str(board.terrain["woods"].color), PAPER, 0.58)
    top = board.region[1] * PT_PER_MM  # the key's sample sits above the map
    masses = [p for p in _flat(drawings["little_war"]) if isinstance(p, Polygon) and p.closed and p.style.fill == fill
              and min(y for _, y in p.points) >= top - 0.5]
    wooded = {a.id for a in board.areas if "woods" in a.terrain}
    assert len(masses) == len(wooded) == 7
    owners = set()
    for m in masses:
        cx = sum(p[0] for p in m.points) / len(m.points)
        cy = sum(p[1] for p in m.points) / len(m.points)
        owner = next(a for a, o in outlines.items() if inside(o, cx, cy))
        owners.add(owner)
        grown = [(cx + (x - cx) * 0.995, cy + (y - cy) * 0.995) for x, y in m.points]  # on the border is inside
        assert sum(inside(outlines[owner], x, y) for x, y in grown) >= 0.98 * len(grown), owner
        assert len(m.points) > 40  # an irregular edge, not the cell's straight sides
    assert owners == wooded


def test_hachures_lie_only_in_mountain_areas(games, drawings):
    """Little War 6.11: mountains are an area's terrain; the relief marks stay inside the mountain areas."""
    from printkit.layout.curves import inside
    from printkit.layout.scene import Line

    board = games["little_war"].maps["main"]
    outlines, _, _ = _lw_outlines(board)
    hills = [outlines[a.id] for a in board.areas if "mountain" in a.terrain]
    from printkit.layout.relief import PAPER
    from printkit.colors import mix

    color = str(board.terrain["mountain"].color)
    pens = {mix(color, "#000000", 0.35), mix(color, PAPER, 0.2)}
    top = board.region[1] * PT_PER_MM  # the key's sample sits above the map
    strokes = [ln for ln in _flat(drawings["little_war"]) if isinstance(ln, Line) and ln.style.stroke in pens
               and ln.y1 > top]
    assert len(strokes) > 300
    for ln in strokes:
        for x, y in ((ln.x1, ln.y1), (ln.x2, ln.y2)):
            assert any(inside(h, x, y) for h in hills), (x / PT_PER_MM, y / PT_PER_MM)
    for a in board.areas:  # every mountain area gets relief
        if "mountain" in a.terrain:
            assert any(inside(outlines[a.id], ln.x1, ln.y1) for ln in strokes), a.id


# --- rivers and roads -------------------------------------------------------------------------------------

def _on_polyline(p, pts, tol) -> bool:
    for a, b in zip(pts, pts[1:]):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)))
        if math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy) <= tol:
            return True
    return False


@pytest.mark.parametrize("game_id", AREA_GAMES)
def test_every_river_ends_at_the_frame_a_coast_or_another_river(games, game_id):
    """A river runs to the sea, into another river, or off the map; never ends in the middle of the land."""
    board = games[game_id].maps["main"]
    if board.projection is None:
        x, y, w, h = board.region
        frame = [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)]
        shores, tol = [], 0.5
    else:
        lo0, la0, lo1, la1 = board.projection.bounds
        frame = [(lo0, la0), (lo1, la0), (lo1, la1), (lo0, la1), (lo0, la0)]
        regions = board.regions or {}
        shores = [b.points for b in board.borders.values() if any(regions.get(r) and regions[r].kind == "sea"
                                                                  for r in b.between)]
        tol = 0.01
    for river in board.rivers:
        mouth = river.points[-1]
        others = [r.points for r in board.rivers if r is not river]
        assert (_on_polyline(mouth, frame, tol) or any(_on_polyline(mouth, s, tol) for s in shores)
                or any(mouth in o for o in others)), river.name


def test_roads_run_through_the_towns_they_join_and_leave_by_the_frame(games):
    """Little War: roads join adjacent areas through their places; an open end lies on the map's frame."""
    from printkit.layout.roads import road_path

    board = games["little_war"].maps["main"]
    _, drawn, _ = _lw_outlines(board)
    places = {a.id: (a.at[0] * PT_PER_MM, a.at[1] * PT_PER_MM) for a in board.areas}
    x, y, w, h = board.region
    frame = [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)]
    areas = {a.id: a for a in board.areas}
    for road in board.roads:
        path = road_path(road, places, drawn, lambda p: (p[0] * PT_PER_MM, p[1] * PT_PER_MM))
        for a, b in zip(road.via, road.via[1:]):
            assert b in areas[a].adjacent  # Little War 6.1: a road never joins areas a move cannot
        for area in road.via:
            assert min(math.hypot(px - places[area][0], py - places[area][1]) for px, py in path) < 0.2
        for end in (road.start, road.end):
            if end is not None:
                assert _on_polyline(end, frame, 0.01)
    mountain = {a.id for a in board.areas if "mountain" in a.terrain}
    assert all(r.kind == "track" for r in board.roads if mountain & set(r.via))  # 2.31: mountains are unroaded


# --- names ------------------------------------------------------------------------------------------------

def test_every_area_name_lies_inside_its_own_area(games, drawings):
    """The Uzsok Pass's name on its pass, not on the frontier: every name inside the area it names."""
    from printkit.layout.curves import inside
    from printkit.layout.labels import text_box
    from printkit.layout.scene import Text

    board = games["little_war"].maps["main"]
    outlines, _, _ = _lw_outlines(board)
    texts = {t.text: t for t in _flat(drawings["little_war"]) if isinstance(t, Text)}
    for a in board.areas:
        x0, y0, x1, y1 = text_box(texts[a.name])
        for px, py in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
            assert inside(outlines[a.id], px, py), a.name
    uzsok = texts["Uzsok Pass"]
    at = board.area("uzsok").at
    assert math.hypot(uzsok.x / PT_PER_MM - at[0], uzsok.y / PT_PER_MM - at[1]) < 15  # by its pass symbol


@pytest.mark.parametrize("game_id", AREA_GAMES)
def test_the_map_carries_game_text_only(games, drawings, game_id):
    """Issue 21 item 3: no "printkit" or build-tool words on a player page."""
    from printkit.layout.scene import Text

    words = " ".join(t.text for t in _flat(drawings[game_id]) if isinstance(t, Text))
    assert "printkit" not in words.lower() and "reconstructed" not in words.lower()


# --- Ukrainian Crisis symbols --------------------------------------------------------------------------------

def test_no_vp_circle_for_an_area_worth_none(games, drawings):
    """UC 2.41: areas carry their VP; an area worth 0 VP prints no circle (issue 21)."""
    from printkit.layout.scene import Marker

    board = games["ukrainian_crisis"].maps["main"]
    bottom = (board.region[1] + board.region[3]) * PT_PER_MM  # the key's sample circle sits below the map
    printed = sorted(int(m.text.split(":")[1]) for m in _flat(drawings["ukrainian_crisis"])
                     if isinstance(m, Marker) and m.text.startswith("vp:") and m.y < bottom)
    assert printed == sorted(a.vp for a in board.areas if a.vp)
    assert any(a.vp == 0 for a in board.areas)  # the rule has areas worth none (the pro-Ukrainian Zone, 11.0)


def test_an_airfield_is_drawn_as_an_aircraft_not_a_peak(games):
    """UC 7.21 airfields: the symbol is an aircraft seen from above (a triangle reads as a mountain peak)."""
    from printkit.layout.geomap import airfield
    from printkit.layout.scene import Polygon

    shapes = [p for p in airfield(0, 0) if isinstance(p, Polygon)]
    assert len(shapes) == 1 and len(shapes[0].points) > 12
    xs = [p[0] for p in shapes[0].points]
    ys = [p[1] for p in shapes[0].points]
    assert max(xs) - min(xs) > 0.9 * (max(ys) - min(ys))  # wings as wide as the fuselage is long
    assert sorted(xs) == sorted(-x for x in xs)  # symmetric about the fuselage


def test_mask_answers_as_the_polygon_does_with_its_margin_and_cuts():
    from printkit.layout.mask import Mask

    square = [(0, 0), (100, 0), (100, 100), (0, 100)]
    tri = [(200, 0), (300, 0), (200, 100)]
    m = Mask([square, tri], 1.0, 3.0)
    assert m(50, 50) and m(4.5, 50) and not m(1.5, 50) and not m(150, 50) and not m(-5, -5)
    assert m(210, 10) and not m(290, 90)  # the triangle's inside, and beyond its slanted edge
    m.cut((40, 40, 60, 60))
    assert not m(50, 50) and m(65, 50)
    m.cut((-50, -50, -10, -10))  # a box off the grid changes nothing
    assert m(20, 20)


def test_a_river_reaches_the_coast_as_drawn(games):
    """Issue 21 review: the Don ended short of the Sea of Azov on the Ukrainian Crisis map: its mouth is a
    point of the coast, but the drawn coast is eased off its corners (the head of Taganrog Bay). Every drawn
    river whose mouth is on a coast ends on the coast as drawn."""
    from printkit.geo import Projector
    from printkit.layout.geomap import _pt, _to_the_coast, smooth_borders
    from printkit.layout.waterways import river_course
    from printkit.units import PT_PER_MM

    board = games["ukrainian_crisis"].maps["main"]
    proj = Projector(board.projection, board.region)
    lines = smooth_borders(board, proj)
    regions = board.regions or {}
    shores = {k: lines[k] for k, b in board.borders.items() if any(regions.get(r) and regions[r].kind == "sea"
                                                                   for r in b.between)}
    checked = 0
    for i, river in enumerate(board.rivers):
        on = [k for k, b in board.borders.items() if k in shores and tuple(river.points[-1]) in map(tuple, b.points)]
        if not on:
            continue
        pts = _to_the_coast(board, lines, river,
                            river_course([_pt(proj.mm(*p)) for p in river.points], f"river{i}", 0.3 * PT_PER_MM))
        end = pts[-1]
        assert any(_on_polyline(end, shores[k], 0.3) for k in on), river.name
        checked += 1
    assert checked >= 3  # the Dnipro, the Southern Bug, the Don ...


def test_the_vp_beside_a_circle_is_knocked_out_of_the_lines_under_it(games, drawings):
    """The "VP" set beside a place's VP circle sits outside the circle, where roads and rivers run on to the
    next place: it carries a knock-out halo as the place names do (The Little War's Sobrance "VP" printed with
    the road through its letters; issue 21 review). Maps that mark VP circles without the word are passed over."""
    from printkit.layout.scene import Text

    vps = [(g, t) for g in AREA_GAMES for t in _flat(drawings[g]) if isinstance(t, Text) and t.text == "VP"]
    assert vps, "no area map sets a VP beside its circles: the test checks nothing"
    assert all(t.halo for _, t in vps), [(g, round(t.x), round(t.y)) for g, t in vps if not t.halo]
