"""Issue 12: counters and markers that look like a published game's (unit-size marks where the rules give a
formation size, nationality colours with contrast, markers in their side's colours or a neutral tone keyed to
their function, a key to the counter layout), setup cards laid out by location, map files named by scale.
Issue 21's marker scheme is tested further in tests/test_markers.py."""

from __future__ import annotations

import itertools
import typing

import pytest

GAMES = ["little_war", "case_blue", "donetsk_airport", "ukrainian_crisis"]


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    from printkit.load.game_loader import load_game

    return load_game(request.param, glyphs=True)


def test_contrast_ratio_matches_wcag():
    from printkit.contrast import best_ink, contrast_ratio

    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # the classic just-fails grey
    assert best_ink("#f2c80f") == "#111111" and best_ink("#2b579f") == "#ffffff"


def test_every_side_prints_legible_text(game):
    """WCAG AA for text: at least 4.5:1 between a side's text colour and its counter colour."""
    from printkit.contrast import contrast_ratio

    for sid, side in game.sides.items():
        assert contrast_ratio(side.color, side.text_color) >= 4.5, f"{game.id} {sid}: {side.color} / {side.text_color}"


def test_opposing_sides_differ_at_a_glance(game):
    """Sides of different factions (or different sides, in games without factions) are far apart in colour."""
    from printkit.contrast import distance

    fielding = {c.side for c in game.counters.pieces if game.unit_types[c.type].domain != "marker"}
    for a, b in itertools.combinations(sorted(fielding), 2):
        sa, sb = game.sides[a], game.sides[b]
        if sa.faction and sa.faction == sb.faction:
            continue
        assert distance(sa.color, sb.color) >= 40, f"{game.id}: {a} and {b} look alike"


def test_every_marker_function_has_a_tone_and_every_silhouette_draws():
    from printkit.layout import marker_icons, silhouettes
    from printkit.model.hints import MarkerFunction, Silhouette

    assert set(typing.get_args(MarkerFunction)) == set(marker_icons.FUNCTIONS)
    assert set(typing.get_args(Silhouette)) == set(silhouettes.SILHOUETTES)
    for name in marker_icons.FUNCTIONS:
        assert marker_icons.tone(name) in (marker_icons.LIGHT, marker_icons.DARK), name
        assert marker_icons.default_silhouette(name) in (None, *silhouettes.SILHOUETTES), name
    for name in silhouettes.SILHOUETTES:
        x0, y0, x1, y1 = silhouettes._bounds(silhouettes.draw(name, 50, 50, 40, 20, "#000000", "#ffffff"))
        assert x0 >= 30 - 0.01 and x1 <= 70 + 0.01 and y0 >= 40 - 0.01 and y1 <= 60 + 0.01, name  # in its box
        assert max(x1 - x0, y1 - y0) >= 19.99, name  # and as large as the box allows


def test_no_grey_text_only_markers_left(game):
    """Every marker that is not a country marker (which prints its Rank) says its function."""
    for c in game.counters.pieces:
        utype = game.unit_types[c.type]
        if utype.domain == "marker" and c.rank is None:
            assert c.function, f"{game.id}: marker {c.id} has no function"


def test_a_side_marker_is_printed_in_its_sides_colours_with_the_owner_at_the_bottom():
    """Case Blue 3.0: "If a counter specifically belongs to a country or faction, its faction or country name
    abbreviation is on the bottom of the counter": an Axis Control marker (14.3) is German field grey, 'Axis'
    along the bottom, 'Control' above it."""
    from printkit.layout.counters import draw_face
    from printkit.layout.scene import Rect, Text
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue", glyphs=True)
    control = next(c for c in cb.counters.pieces if c.id == "axis-control")
    s = cb.counter_sheet.size
    items = draw_face(cb, control, "front", 0, 0, s, 4)
    assert [i.style.fill for i in items if isinstance(i, Rect) and i.style.fill] == [cb.sides["germany"].color]
    texts = {i.text: i for i in items if isinstance(i, Text)}
    assert set(texts) == {"Axis", "Control"}
    assert texts["Axis"].y > 0.85 * s > texts["Control"].y


def test_unit_size_marks_only_where_the_rules_give_one():
    """Little War 2.4: 'each ground unit is a battalion' (II) except the armored cavalry (about 15 vehicles);
    Case Blue 1.1.5: 'A ground unit is represented at the army level' (XXXX); Ukrainian Crisis (2.4 'an abstract
    scale') and Donetsk give no formation size: no marks."""
    from printkit.load.game_loader import load_game

    lw = load_game("little_war")
    assert {t: u.echelon for t, u in lw.unit_types.items()} == {
        "irregular": "II", "infantry": "II", "infantry_gun": "II", "armored_cavalry": None, "motorized": "II",
        "air": None, "fighter": None}
    cb = load_game("case_blue")
    assert {t: u.echelon for t, u in cb.unit_types.items() if u.domain == "ground"} == {
        "infantry": "XXXX", "motorized": "XXXX", "tank": "XXXX"}
    for gid in ("ukrainian_crisis", "donetsk_airport"):
        assert all(u.echelon is None for u in load_game(gid).unit_types.values())


def test_echelon_mark_draws_bars_and_crosses():
    from printkit.layout.scene import Line
    from printkit.layout.symbols import echelon_mark

    assert len([i for i in echelon_mark(0, 10, 4, "II", "#000") if isinstance(i, Line)]) == 2
    assert len([i for i in echelon_mark(0, 10, 4, "XXXX", "#000") if isinstance(i, Line)]) == 8


def test_the_counter_sheet_carries_its_key(game):
    from printkit.kit import components
    from printkit.layout.scene import Text
    from printkit.layout.sheets import Options

    from printkit.layout.counter_key import key_words

    pages = components(game, Options(paper="a4"))["counters"]
    words = [i.text for p in pages for i in p.items if isinstance(i, Text)]
    # (captioned "(reconstructed)" where the counters carry play values: said once, on the key)
    assert any(w in ("Key to the counters", "Key to the counters (reconstructed)") for w in words)
    assert key_words(game)["symbol"] in " ".join(words)  # a long caption wraps onto lines of its own


def test_setup_groups_follow_map_order():
    """Little War: the areas in the order the map lists them; Case Blue: hexes by label, then off-map boxes."""
    from printkit.layout.setup_layout import groups
    from printkit.load.game_loader import load_game

    lw = load_game("little_war")
    sc = lw.scenarios["standard"]
    board = next(iter(lw.maps.values()))
    area_order = [a.id for a in board.areas]
    got = [loc for loc, _ in groups(lw, sc.setup) if loc in area_order]
    assert got == [a for a in area_order if a in got]
    cb = load_game("case_blue")
    locs = [loc for loc, _ in groups(cb, cb.scenarios["case_blue_1942"].setup)]
    hexes = [loc for loc in locs if loc.isdigit()]
    assert hexes == sorted(hexes) and locs[:len(hexes)] == hexes


def test_reinforcements_go_on_the_turn_strip():
    """Case Blue 16.1: German 2 Army enters Aug-42 (historical); it is not laid out at start."""
    from printkit.layout.setup_layout import is_reinforcement
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue")
    ger2 = next(p for p in cb.scenarios["case_blue_1942"].setup if p.counter == "ger-2")
    assert is_reinforcement(ger2) and ger2.entry_h == "Aug-42"
    ger6 = next(p for p in cb.scenarios["case_blue_1942"].setup if p.counter == "ger-6")
    assert not is_reinforcement(ger6)


def test_special_rules_print_under_one_heading():
    from printkit.layout.scene import Text
    from printkit.layout.setup import setup_pages
    from printkit.load.game_loader import load_game

    lw = load_game("little_war", glyphs=True)
    words = [i.text for p in setup_pages(lw, "a4") for i in p.items if isinstance(i, Text)]
    assert words.count("Special rules") == 1 and "Special rule" not in words


def test_map_files_are_named_by_scale():
    """Case Blue's tiled map is enlarged 150 % to fit its 1/2 in counters; every other map prints at 100 %."""
    from printkit.kit import components, fullsize_maps
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue", glyphs=True)
    comps = components(cb, Options(paper="a4"))
    assert "map-150-tiled" in comps and "map" not in comps
    assert set(fullsize_maps(cb)) == {"map-100", "faction-card-100"}
    lw = load_game("little_war", glyphs=True)
    assert "map-100-tiled" in components(lw, Options(paper="a4"))


def test_each_map_says_which_counters_it_fits():
    """Case Blue's hexes are 0.55 in (14.0 mm) across at 100 %, 21.0 mm on the 150 % tiles, for its 1/2 in
    (12.7 mm) counters; 5/8 in counters would not fit the 100 % hexes."""
    from printkit.layout.map_scale import scale_note
    from printkit.load.game_loader import load_game
    from printkit.model.common import Length
    from printkit.model.record import replace

    cb = load_game("case_blue")
    board = next(b for b in cb.maps.values() if getattr(b, "grid", None))
    assert scale_note(cb, board, 1.5) == "At 150%: hexes 21.0 mm across, for the 12.7 mm counters of this kit."
    assert scale_note(cb, board, 1.0) == "At 100%: hexes 14.0 mm across, for the 12.7 mm counters of this kit."
    big = replace(cb, counter_sheet=replace(cb.counter_sheet, size=Length(45.0)))
    assert "smaller than the 15.9 mm counters" in scale_note(big, board, 1.0)
    lw = load_game("little_war")
    assert scale_note(lw, next(iter(lw.maps.values())), 1.0) == "At 100%: for the 15.9 mm counters of this kit."


def test_assembly_diagram_shows_the_map_without_its_words():
    from printkit.kit import components
    from printkit.layout.scene import Group, Text
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue", glyphs=True)
    page = components(cb, Options(paper="a4"))["map-150-tiled"][0]
    thumbs = [i for i in page.items if isinstance(i, Group) and i.scale < 1]
    assert thumbs, "no thumbnail under the tile grid"

    def texts(items):
        for i in items:
            if isinstance(i, Group):
                yield from texts(i.items)
            elif isinstance(i, Text):
                yield i

    assert not list(texts(thumbs[0].items))


@pytest.mark.parametrize("gid", ["little_war", "case_blue"])
def test_assembly_diagram_leaves_no_label_halo_behind(gid):
    """A label's knock-out halo goes with its words: left in the thumbnail it printed as a blank paper smudge
    where each place name was (issue 21 review)."""
    from printkit.kit import components, map_drawing
    from printkit.layout.labels import halo_shapes
    from printkit.layout.scene import Group, Text
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    def flat(items):
        for i in items:
            if isinstance(i, Group):
                yield from flat(i.items)
            else:
                yield i

    game = load_game(gid, glyphs=True)
    board = next(iter(game.maps.values()))
    halos = {s for t in flat(map_drawing(game, board)) if isinstance(t, Text) and t.halo for s in halo_shapes(t)}
    assert halos, "the map has no haloed label"
    tiled = next(v for k, v in components(game, Options(paper="a4")).items() if k.endswith("-tiled"))
    thumb = next(i for i in tiled[0].items if isinstance(i, Group) and i.scale < 1)
    left = [s for s in flat(thumb.items) if s in halos]
    assert not left, f"{len(left)} label halos without their labels in the assembly diagram"


def test_tile_marks_stay_off_the_map():
    """Every tick of a tile page lies outside the tile's frame (the map's own area)."""
    from printkit.kit import components
    from printkit.layout.scene import Group, Line, Rect
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue", glyphs=True)
    tile = components(cb, Options(paper="a4"))["map-150-tiled"][1]
    group = next(i for i in tile.items if isinstance(i, Group))
    bx, by, bw, bh = group.clip
    lines = [i for i in tile.items if isinstance(i, Line)]
    assert lines
    for ln in lines:
        inside = all(bx < x < bx + bw and by < y < by + bh for x, y in ((ln.x1, ln.y1), (ln.x2, ln.y2)))
        assert not inside, ln


def test_subset_retag_leaves_streams_alone():
    """A compressed stream whose bytes happen to read like a font subset tag must not be rewritten."""
    from printkit.render.pdf import unique_subset_tags

    pdf = (b"/FontName /AAAAAA+DejaVuSans\n/BaseFont /AAAAAA+DejaVuSans-Bold\n"
           b"stream\nxx/AAAAAA+Junk yy\nendstream\n")
    out = unique_subset_tags(pdf)
    assert b"stream\nxx/AAAAAA+Junk yy\nendstream" in out
    assert b"/AAAAAA+DejaVuSans\n" not in out or b"/AAAAAA+DejaVuSans-Bold" not in out
    assert len(out) == len(pdf)


def test_turn_track_labels_follow_the_scenario():
    """Case Blue 16.1: five turns, Jul-42 to Nov-42; 16.3: nine, Jul-42 to Mar-43 (across the new year);
    Donetsk 10.4: eight numbered turns."""
    from printkit.layout.setup_layout import turn_labels
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue")
    assert turn_labels(cb.scenarios["case_blue_1942"]) == ["Jul-42", "Aug-42", "Sep-42", "Oct-42", "Nov-42"]
    assert turn_labels(cb.scenarios["turning_point_1942"])[-3:] == ["Jan-43", "Feb-43", "Mar-43"]
    da = load_game("donetsk_airport")
    assert turn_labels(da.scenarios["final_assault"]) == [str(t) for t in range(1, 9)]


@pytest.mark.parametrize("game_id", ["ukrainian_crisis", "little_war", "case_blue", "donetsk_airport"])
def test_a_setup_location_names_the_box_not_what_it_records(game_id):
    """Issue 21 ('machine-joined locations: "All-Purpose Record Track (Turn 1-9, Prestige): 16"'): a counter
    set up in a box's section is placed at 'All-Purpose Record Track, space 16', the box's name without the
    parenthesis saying what it records; no location reads '(...): section'."""
    import re

    from printkit.layout.setup import location_name
    from printkit.load.game_loader import load_game

    game = load_game(game_id)
    names = [location_name(game, p.location) for sc in game.scenarios.values() for p in sc.setup]
    assert names
    assert not [n for n in names if re.search(r"\)\s*:", n)], names
    boxed = [p.location for sc in game.scenarios.values() for p in sc.setup if "/" in p.location]
    if game_id == "ukrainian_crisis":
        assert location_name(game, "record_track/16") == "All-Purpose Record Track, space 16"
        assert boxed


def test_tiles_leave_off_blank_sheet_margin_that_would_cost_a_column():
    """Issue 21 review: Donetsk's 508 x 305 mm sheet holds 461 mm of art; on Letter paper its blank right
    margin alone took a third column of tiles (3 x 2, tile B3 two hexes on a blank page). The tiles now
    cover the art with 6 mm of sheet round it: 2 x 2, as on A4. Where the margin costs no tile (A4, the
    other maps) the tiles cover the whole sheet as before, and the window always holds all the art."""
    from printkit.kit import components, map_drawing
    from printkit.layout.cull import Culler
    from printkit.layout.sheets import Options
    from printkit.layout.tiling import content_window
    from printkit.load.game_loader import load_game

    game = load_game("donetsk_airport")
    for paper in ("a4", "letter"):
        pages = components(game, Options(paper=paper))["map-100-tiled"]
        assert len([p for p in pages if " tile " in p.name]) == 4, paper
    board = game.maps["airport"]
    drawing = Culler(map_drawing(game, board))
    x0, y0, x1, y1 = content_window(drawing, board.size)
    art = [b for _, b, _ in drawing.entries if b[2] - b[0] < 0.9 * board.size[0]]
    assert all(b[0] >= x0 and b[1] >= y0 and b[2] <= x1 and b[3] <= y1 for b in art)
    assert x1 - x0 < board.size[0] - 30  # the sheet's blank margin is left off


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_scenario_card_track_numbers_read_on_their_space(lang):
    """Issue 21 review: the Initiative track's 0 space (broken) is dark grey, and its number was printed in
    the same near-black as on the white spaces (contrast 1.9:1, unreadable at 7 pt). Every number of a
    scenario card's tracks reads on its space's fill at 4.5:1 or better."""
    from printkit.layout.scenario_card import scenario_pages
    from printkit.layout.scene import Rect, Text
    from printkit.load.game_loader import load_game
    from printkit.wcag import contrast_ratio

    game = load_game("donetsk_airport", lang=lang)
    checked = 0
    for page in scenario_pages(game, "a4"):
        spaces = {(round(i.x + 3, 2), round(i.y + 9, 2)): i.style.fill for i in page.items
                  if isinstance(i, Rect) and i.style.fill and i.w == i.h and i.w >= 22}
        for t in page.items:
            fill = spaces.get((round(t.x, 2), round(t.y, 2))) if isinstance(t, Text) else None
            if fill and t.text.isdigit():
                assert contrast_ratio(t.fill, fill) >= 4.5, (t.text, t.fill, fill)
                checked += 1
    assert checked > 50


def test_a_fire_support_line_says_how_many_barrages():
    """Issue 21 review: the tick boxes beside a fire support line (one per barrage) were the only place its
    number of barrages showed; the line now says it ('Howitzer barrage ×4: strength 12, ...')."""
    from printkit.layout.scenario_card import scenario_pages
    from printkit.layout.scene import Text
    from printkit.load.game_loader import load_game

    game = load_game("donetsk_airport")
    texts = [i.text for p in scenario_pages(game, "a4") for i in p.items if isinstance(i, Text)]
    for sc in game.scenarios.values():
        for force in sc.forces:
            for fs in force.fire_support:
                line = f"{game.fire_support[fs.asset].name} ×{fs.barrages}: "
                assert any(t.startswith(line) for t in texts), line
@pytest.mark.parametrize("gid", GAMES)
def test_every_running_head_names_the_game_as_the_cover_does(gid):
    """One name per kit: Case Blue's cover, map, aid and notes said "Case Blue" while its counter sheets,
    alignment test, faction card and setup cards said "Unconditional Surrender! Case Blue" (issue 21 review)."""
    from printkit.kit import components
    from printkit.layout.furniture import MARGIN
    from printkit.layout.scene import Text
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    game = load_game(gid, glyphs=True)
    title = game.kit.title or game.title  # the cover's
    heads = {}
    for name, pages in components(game, Options(paper="a4")).items():
        if name.endswith("-tiled"):  # a map's tiles are headed by the map's own title
            continue
        for n, page in enumerate(pages, 1):
            head = next((i.text for i in page.items if isinstance(i, Text) and i.x == MARGIN and i.y == MARGIN - 2),
                        None)
            if head is not None:
                heads[f"{name} p{n}"] = head
    assert len(heads) > 5, heads
    wrong = {k: v for k, v in heads.items() if not v.startswith(f"{title} \u2013 ")}  # an en dash, typeset
    assert not wrong, f"running heads not under the kit's title {title!r}: {wrong}"


@pytest.mark.parametrize("gid", GAMES)
def test_every_abbreviated_setup_column_is_spelt_out_on_the_card(gid):
    """A setup table's abbreviated headers (Case Blue's Entry-H, Entry-V, R, S) are explained on the card that
    prints them: the player has no rulebook section at hand (issue 21: no unexplained code on a player page)."""
    import re

    from printkit.kit import components
    from printkit.layout.scene import texts_in
    from printkit.layout.setup import setup_rows
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    def words(items):
        return (i.text for i in texts_in(items))

    game = load_game(gid, glyphs=True)
    header, _ = setup_rows(game, next(iter(game.scenarios.values())))
    comps = components(game, Options(paper="a4"))
    printed = [w for page in comps["setup"] for w in words(page.items)]
    short = [h for h in header if (len(h) <= 2 or re.fullmatch(r"\w+-\w", h)) and h in printed]  # as a header
    text = " ".join(printed)
    key = " ".join(w for page in comps["counters"] for w in words(page.items))  # the counter key's terms
    for h in short:
        assert re.search(rf"(?<![\w-]){re.escape(h)}: \w", text) or f"({h})" in key, \
            f"setup column {h!r} is explained neither on the card nor in the counter key"


def test_tile_labels_point_at_their_neighbour_with_an_arrow():
    """'B1 overlaps here (v)' and 'A2 overlaps here >' set ASCII stand-ins for arrows, the '>' of the label read
    downwards even pointing down the page (issue 21 review): the bottom label ends in ↓, the right-hand one,
    turned to read downwards, in ↑, which points at the page's right edge."""
    from printkit.kit import components
    from printkit.layout.scene import Text
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    tile = components(load_game("little_war", glyphs=True), Options(paper="a4"))["map-100-tiled"][1]  # A1
    labels = [i for i in tile.items if isinstance(i, Text) and "overlaps here" in i.text]
    assert {(i.text, i.angle) for i in labels} == {("A2 overlaps here \u2191", -90.0), ("B1 overlaps here \u2193", 0.0)}


@pytest.mark.parametrize("gid,lang", [("little_war", None), ("case_blue", None), ("donetsk_airport", "ru")])
def test_the_covers_reconstruction_paragraph_names_no_command_line_option(gid, lang):
    """The cover is the page every player reads first: it says that the Maker's notes tell how to build a kit with
    the rulebooks' values only, not the program's option ('... is built with --as-printed', issue 21 review)."""
    import re

    from printkit.layout.cover import paragraph_reconstructed
    from printkit.load.game_loader import load_game

    text = paragraph_reconstructed(load_game(gid, lang=lang) if lang else load_game(gid))
    assert not re.search(r"(?<![\w-])--[a-z]", text), text
