"""Issue 21 (items 2 and 5): counters and markers as a publisher prints them. Markers in one palette family per
game (the sides' colours and one neutral in two tones), text-led with period silhouettes and no user-interface
glyphs; every counter convention explained on the sheet's key in the game's own words; values that fit their
counter; sheets packed; the Russian kit's counters all Russian."""

from __future__ import annotations

import math
import re

import pytest

from tests.conftest import DATA

GAMES = ["little_war", "case_blue", "donetsk_airport", "ukrainian_crisis"]


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    from printkit.load.game_loader import load_game

    return load_game(request.param, glyphs=True)


def _texts(items):
    from printkit.layout.scene import texts_in

    return texts_in(items)


def _faces(game):
    from printkit.layout.counters import draw_face

    s = game.counter_sheet.size
    for c in game.counters.pieces:
        for which in ("front", "back"):
            yield c, which, draw_face(game, c, which, 0.0, 0.0, s, game.counter_sheet.bleed)


# --- one palette family per game (item 2) ---------------------------------------------------------------

def test_markers_are_in_their_sides_colours_or_one_neutral_in_two_tones(game):
    from printkit.layout.marker_icons import ground, owns_units

    fielding = {sid for sid in game.sides if owns_units(game, sid)}
    side_colours = {game.sides[sid].color for sid in fielding}
    neutral = {ground(game, c)[0] for c in game.counters.pieces if c.function and c.side not in fielding}
    assert len(neutral) <= 2, f"{game.id}: neutral markers in {sorted(neutral)}"
    for c in game.counters.pieces:
        if c.function and c.side in fielding:
            assert ground(game, c) == (game.sides[c.side].color, game.sides[c.side].text_color), c.id
    assert not neutral & side_colours


def test_neutral_markers_cannot_be_taken_for_a_sides_counters(game):
    """The neutral tones are apart from every colour a side's units are printed in (CIE76 >= 20)."""
    from printkit.layout.marker_icons import ground, owns_units
    from printkit.contrast import contrast_ratio, distance

    fielding = [sid for sid in game.sides if owns_units(game, sid)]
    for c in game.counters.pieces:
        if c.function and c.side not in fielding:
            fill, ink = ground(game, c)
            assert contrast_ratio(fill, ink) >= 4.5, c.id
            for sid in fielding:
                assert distance(fill, game.sides[sid].color) >= 20, (c.id, sid)


USER_INTERFACE = re.compile("[\u2190-\u21ff\u2300-\u23ff\u2500-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff]")


def test_no_marker_or_counter_prints_a_user_interface_glyph(game):
    """No club for smoke, down arrow for suppressed, warning sign for events, triangle for assault: the
    arrows, technical, geometric and pictograph blocks never appear as text on a counter (a leader's star is
    a star, drawn as text in the rules' own sense, 1)."""
    for c, which, items in _faces(game):
        for t in _texts(items):
            assert not USER_INTERFACE.search(t.text.replace("\u2605", "")), (c.id, which, t.text)


def test_case_blue_soviet_markers_say_ussr_as_the_rules_name_them():
    """1.6 and 13.2 name "a USSR Heavy Arty marker": every Soviet marker's bottom says USSR, none SOV."""
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue", glyphs=True)
    bottoms = {t.text for c, _, items in _faces(cb) if c.side == "ussr" and c.function for t in _texts(items)
               if t.y > 0.85 * cb.counter_sheet.size}
    assert bottoms == {"USSR"}


def test_the_weather_marker_reads_weather_in_large_letters():
    """14.10: the Weather marker, legible: its word at least 5 pt on the 1/2 in counter, in light ink on the
    dark tone of the record markers."""
    from printkit.layout.marker_icons import ground
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue", glyphs=True)
    weather = next(c for c in cb.counters.pieces if c.id == "weather")
    items = next(items for c, which, items in _faces(cb) if c is weather and which == "front")
    word = next(t for t in _texts(items) if t.text == "Weather")
    assert word.size >= 5.0 and word.fill == ground(cb, weather)[1] == "#ffffff"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_donetsk_fire_support_is_in_its_owners_colours_with_its_equipment(lang):
    """7.1: each fire support asset is a marker; Ukraine's are blue with yellow markings (1), the DNR's red;
    the Mi-24 is a helicopter, the Su-25 a jet, the BM-21 a rocket launcher, a howitzer a howitzer."""
    from printkit.layout.marker_icons import ground
    from printkit.layout.marker_face import marker_face
    from printkit.layout.counters import resolve_face
    from printkit.load.game_loader import load_game

    g = load_game("donetsk_airport", glyphs=True, lang=lang)
    want = {"fs-ua-bm21": "rocket_launcher", "fs-ua-how": "howitzer", "fs-ua-mi24": "helicopter",
            "fs-ua-su25": "jet", "fs-dnr-bm21": "rocket_launcher", "fs-dnr-how": "howitzer"}
    from printkit.layout import marker_icons

    for cid, silhouette in want.items():
        c = next(c for c in g.counters.pieces if c.id == cid)
        side = g.sides[c.side]
        assert ground(g, c) == (side.color, side.text_color), cid
        face = resolve_face(g, c, "front")
        assert (face.silhouette or marker_icons.default_silhouette(c.function)) == silhouette, cid
        items = marker_face(g, c, face, 0, 0, g.counter_sheet.size, 0)
        assert any(getattr(i, "style", None) and i.style.fill == side.text_color and hasattr(i, "points")
                   for i in items), cid  # the silhouette, drawn in the side's marking colour
        assert side.abbreviation in {t.text for t in _texts(items)}, cid


# --- conventions explained (item 2) ---------------------------------------------------------------------

def test_every_convention_on_the_counters_is_on_the_key(game):
    """Each thing a counter shows is either called out on the key's enlarged counter or shown at actual
    size beside words saying what it means: a stripe, a star, the upgrade symbol, a circled movement,
    rifle marks, a set-up weapon's '*', the ring of stars, a reminder, the back of a unit."""
    from printkit.layout.counter_key import CONVENTIONS, _flips, _has, called_out, example_counter, samples

    example = example_counter(game)
    shown = called_out(game, example)
    explained = shown | {e for elements, _, _ in samples(game) for e in elements}
    used = {e for e in CONVENTIONS[1:] for c in game.counters.pieces for w in ("front", "back") if _has(game, c, w, e)}
    assert used - explained == set(), f"{game.id}: unexplained {sorted(used - explained)}"
    assert _flips(game, example) and "back" in explained  # what flipping a unit over means


def test_a_counter_whose_values_read_otherwise_is_on_the_key(game):
    """Issue 21 review: the Donetsk Spetsnaz counter prints "8/6", two figures the key's example (attack
    heavy / light - range) does not explain. A unit type whose value line is built from figures the example's
    is not gets a sample of its own with the game's words ('unit.TYPE' in kit.counter_key)."""
    from printkit.layout.counter_key import example_counter, samples

    def figures(utype):
        return set(re.findall(r"{(\w+)}", getattr(utype.front, "value", None) or ""))

    example = figures(game.unit_types[example_counter(game).type])
    odd = {c.type for c in game.counters.pieces
           if game.unit_types[c.type].domain != "marker" and not figures(game.unit_types[c.type]) <= example}
    shown = {c.type for elements, c, _ in samples(game) if any(e.startswith("unit.") for e in elements)}
    assert odd <= shown, f"{game.id}: {sorted(odd - shown)} read otherwise and the key does not say how"
    if game.id == "donetsk_airport":
        assert odd == {"demolition"}


def test_the_keys_words_are_the_games_own(game):
    """The key cites the rules (a section number in every convention's words) in the game's language."""
    from printkit.layout.counter_key import key_words, samples

    words = key_words(game)
    for elements, _, _ in samples(game):
        for e in elements:
            assert re.search(r"\(\d+(\.\d+)*", words[e]), (game.id, e, words[e])


def test_the_donetsk_key_is_russian_in_the_russian_kit():
    from printkit.layout.counter_key import callouts, example_counter, key_words, samples
    from printkit.load.game_loader import load_game

    ru = load_game("donetsk_airport", glyphs=True, lang="ru")
    words = key_words(ru)
    used = {e for e, _, _ in callouts(ru, example_counter(ru), 1.0)} | {e for el, _, _ in samples(ru) for e in el}
    for e in used:
        assert not re.search("[A-Za-z]{2,}", words[e]), (e, words[e])


def test_set_up_weapons_and_leaders_are_explained_in_both_languages():
    """Donetsk 8.2: set-up weapons are "marked with an * on the reverse side"; the leader's star and the
    wounded cross (6.7) are reconstructed symbols: both on the key, in English and in Russian."""
    from printkit.layout.counter_key import key_words, samples
    from printkit.load.game_loader import load_game

    for lang, star in (("en", "leader"), ("ru", "лидер")):
        g = load_game("donetsk_airport", glyphs=True, lang=lang)
        entries = {e: c.id for elements, c, _ in samples(g) for e in elements}
        assert entries["setup_weapon"] in ("ua-ags", "ua-konkurs") and "*" in key_words(g)["setup_weapon"]
        assert entries["text"].endswith("leader") and star in key_words(g)["text"].lower()


def test_an_aircraft_back_says_what_it_is():
    """Little War 2.1: "Air units have a blank back to denote they are Disrupted": the back keeps no
    silhouette and no CV, and says its aircraft and that it is disrupted (a fighter: that it is one)."""
    from printkit.load.game_loader import load_game

    lw = load_game("little_war", glyphs=True)
    for c, which, items in _faces(lw):
        if lw.unit_types[c.type].domain != "air" or which != "back":
            continue
        words = " ".join(t.text for t in _texts(items))
        assert c.label in words and "Disrupted" in words, c.id
        assert str(c.cv) not in words.replace(c.label, ""), c.id
        assert ("Fighter" in words) == (c.type == "fighter"), c.id


def test_the_star_keeps_clear_of_the_id_up_the_side():
    """Case Blue 3.2: the ID runs along the right side, a star marks an Elite unit: on '5 Shock' (no upgrade
    symbol) the star moves to the top left; on the Guards (upgrade top left, 8.2) the ID starts below it."""
    from printkit.layout.scene import Polygon
    from printkit.load.game_loader import load_game

    cb = load_game("case_blue", glyphs=True)
    s = cb.counter_sheet.size
    for c, which, items in _faces(cb):
        if "elite" not in c.traits:
            continue
        star = next(i for i in items if isinstance(i, Polygon) and len(i.points) == 10)
        sx0, sy0 = min(p[0] for p in star.points), min(p[1] for p in star.points)
        sx1, sy1 = max(p[0] for p in star.points), max(p[1] for p in star.points)
        side = next(t for t in _texts(items) if t.angle == 90)
        from printkit.fonts import width

        half = width(side.text, side.size, side.font) / 2
        tx0, tx1, ty0, ty1 = side.x - side.size, side.x, side.y - half, side.y + half
        assert sx1 < tx0 or tx1 < sx0 or sy1 < ty0 or ty1 < sy0, (c.id, which)
        assert side.size >= 4.5 and ty0 >= 0 and ty1 <= s, (c.id, which)


# --- values fit (item 3) --------------------------------------------------------------------------------

@pytest.mark.parametrize("values,text", [({"attack": 3, "defence": 2, "movement": 10}, "3-2-10"),
                                         ({"attack": 10, "defence": 10, "movement": 10}, "10-10-10")])
def test_a_value_shrinks_to_fit_its_counter_and_stays_legible(values, text):
    from printkit.fonts import width
    from printkit.model.record import replace
    from printkit.layout.counters import draw_face
    from printkit.load.game_loader import load_game

    g = load_game(str(DATA / "island_raid.yaml"), glyphs=True)
    s = g.counter_sheet.size  # 1/2 in
    c = replace(g.counters.pieces[0], values=values)
    value = next(t for t in _texts(draw_face(g, c, "front", 0, 0, s, 0)) if t.text == text)
    assert width(value.text, value.size, value.font) <= 0.9 * s and value.size >= 4.5


@pytest.mark.parametrize("lang,cid,lines", [("en", "m-suppressed", ["Sup-", "pressed"]),
                                             ("ru", "m-activated", ["Активи-", "рован"]),
                                             ("ru", "m-overwatch", ["Наблю-", "дение"]),
                                             ("ru", "m-waver-ua", ["Коле-", "бание"])])
def test_a_long_marker_word_is_hyphenated_at_a_syllable_not_squeezed(lang, cid, lines):
    """A lone word too wide for the marker ('Активирован' would be 5.25 pt on one line) is broken at a
    syllable into two lines at least a third larger; the word itself is unchanged."""
    from printkit.fonts import width
    from printkit.layout.textflow import fit
    from printkit.load.game_loader import load_game

    g = load_game("donetsk_airport", glyphs=True, lang=lang)
    s = g.counter_sheet.size
    c = next(c for c in g.counters.pieces if c.id == cid)
    texts = [t for cc, which, items in _faces(g) if cc is c and which == "front" for t in _texts(items)]
    got = [t for t in texts if t.text in lines]
    assert [t.text for t in got] == lines
    one_line = fit(c.label, 0.2 * s, 0.88 * s, "DejaVuSans-Bold", 4.5)
    assert all(t.size >= 1.3 * one_line and width(t.text, t.size, t.font) <= 0.88 * s for t in got)
    assert "".join(lines).replace("-", "") == c.label


def test_a_word_that_fits_is_not_hyphenated(game):
    """A lone word that reads at 70 % of the marker's largest size or more stays whole ('Подавлен', 'Wreck')."""
    from printkit.layout.textflow import fit

    s = game.counter_sheet.size
    for c, which, items in _faces(game):
        label = c.label or ""
        if c.function and label.isalpha() and fit(label, 0.2 * s, 0.88 * s, "DejaVuSans-Bold", 4.5) >= 0.14 * s:
            words = {t.text for t in _texts(items)}
            assert not any(w.endswith("-") for w in words), (c.id, which, words)


def test_no_text_on_any_counter_is_under_the_preflight_minimum(game):
    for c, which, items in _faces(game):
        for t in _texts(items):
            assert t.size >= 4.5 - 1e-9, (c.id, which, t.text, t.size)


# --- Russian counters (item 5) --------------------------------------------------------------------------

def test_russian_counters_and_markers_print_no_latin_letters():
    """Donetsk --lang ru: every word on every counter and marker face is Russian (unit names like T-64БМ are
    printed as the Russian rulebook prints them); the militia's symbol says ОПЛ, not IRR."""
    from printkit.load.game_loader import load_game

    ru = load_game("donetsk_airport", glyphs=True, lang="ru")
    for c, which, items in _faces(ru):
        for t in _texts(items):
            assert not re.search("[A-Za-z]", t.text), (c.id, which, t.text)
    militia = next(items for c, w, items in _faces(ru) if c.id == "dnr-militia" and w == "front")
    assert "ОПЛ" in {t.text for t in _texts(militia)}


# --- sheets packed (item 4) -----------------------------------------------------------------------------

@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("fold", [False, True])
def test_sheets_are_few_and_none_is_a_remnant(game, paper, fold):
    """As few sheets as the counters need, and no sheet under half full while another has room."""
    from printkit.layout.sheets import _grid, slots
    from printkit.units import paper_size

    size = paper_size(paper)
    size = (max(size), min(size)) if fold else size
    cols, rows, *_ = _grid(game, size, fold)
    sheets = [len(s) for s in slots(game, size, fold)]
    total, capacity = sum(sheets), cols * rows
    assert total == sum(c.quantity for c in game.counters.pieces)
    assert len(sheets) == -(-total // capacity), sheets
    if len(sheets) > 1:
        assert min(sheets) >= capacity / 2, sheets


def test_units_of_a_side_start_a_row_where_the_sheet_has_the_room():
    """Case Blue: Axis units, then the Soviet units from a new row, then the markers."""
    from printkit.layout.sheets import slots
    from printkit.load.game_loader import load_game
    from printkit.units import paper_size

    cb = load_game("case_blue")
    sheet = slots(cb, paper_size("a4"))[0]
    first_ussr = next(s for s in sheet if s.counter.side == "ussr")
    assert first_ussr.x == sheet[0].x and first_ussr.y > sheet[0].y
    last_unit = max(i for i, s in enumerate(sheet) if cb.unit_types[s.counter.type].domain != "marker")
    assert all(cb.unit_types[s.counter.type].domain == "marker" for s in sheet[last_unit + 1:])


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_key_shares_a_counter_sheet_or_closes_the_aid(game, paper):
    """The key goes in the room a sheet leaves (item 4: no page of its own for a short key). Where no sheet
    has room (Ukrainian Crisis on Letter paper: its 92 counters fill 11 of the sheet's 12 rows, 13 mm left
    for a 30 mm key) it closes the player aid under a title bar of its own, in the room the aid's last page
    leaves, instead of taking a counters page alone (issue 21 review: the Letter kit gave it a page)."""
    from printkit.kit import components
    from printkit.layout.sheets import Options

    comps = components(game, Options(paper=paper))
    pages = [p for name in ("counters", "aid") for p in comps.get(name, [])]
    assert not [p for p in comps["counters"] if p.name == "Counter key"]
    with_key = [p for p in pages if any(t.text.startswith("Key to the counters") for t in _texts(p.items))]
    assert len(with_key) == 1
    on_aid = with_key[0] in comps.get("aid", [])
    assert on_aid == ((game.id, paper) == ("ukrainian_crisis", "letter"))
    if on_aid:  # in the room the aid left: the aid has as many pages as without the key
        from printkit.layout.aids import aid_pages

        assert len(comps["aid"]) == len(aid_pages(game, paper))
    # and the cover's list of files says where the key is
    cover = [t.text for p in comps["cover"] for t in _texts(p.items)]
    assert ("player aid: charts and tables, the key to the counters" in cover) == on_aid


@pytest.mark.parametrize("game_id", ["donetsk_airport", "ukrainian_crisis", "little_war", "case_blue"])
def test_the_keys_lines_cross_no_figure_of_the_counter(game_id):
    """Issue 21 review: the Donetsk key's "Unit" line pointed at the movement figure, and the lines of the
    name and the type symbol ran out across the morale and movement figures. Each callout line now leaves
    the counter on the side where nothing stands between it and the edge: no line passes through the
    middle of any figure or word on the enlarged counter."""
    from printkit.layout.counter_key import SCALES, _main, example_counter, key_words
    from printkit.layout.labels import text_box
    from printkit.layout.scene import Group, Line, Text
    from printkit.load.game_loader import load_game

    g = load_game(game_id, glyphs=True)
    items, _, _ = _main(g, example_counter(g), 0.0, 0.0, key_words(g), SCALES[0])
    face = next(i for i in items if isinstance(i, Group))
    boxes = []
    for t in (i for i in face.items if isinstance(i, Text) and i.text.strip()):
        x0, y0, x1, y1 = text_box(t)
        ix, iy = (x1 - x0) * 0.15, (y1 - y0) * 0.15
        corners = [(u - t.x, t.y - v) for u in (x0 + ix, x1 - ix) for v in (y0 + iy, y1 - iy)]  # v up
        a = math.radians(t.angle or 0.0)  # turned as the renderers turn it
        pts = [(t.x + u * math.cos(a) - v * math.sin(a), t.y - u * math.sin(a) - v * math.cos(a)) for u, v in corners]
        boxes.append((t.text, face.dx + min(p[0] for p in pts) * face.scale, face.dy + min(p[1] for p in pts) * face.scale,
                      face.dx + max(p[0] for p in pts) * face.scale, face.dy + max(p[1] for p in pts) * face.scale))
    lines = [i for i in items if isinstance(i, Line)]
    assert lines
    for ln in lines:
        for k in range(51):
            px, py = ln.x1 + (ln.x2 - ln.x1) * k / 50, ln.y1 + (ln.y2 - ln.y1) * k / 50
            hit = [b[0] for b in boxes if b[1] < px < b[3] and b[2] < py < b[4]]
            assert not hit, (game_id, hit, (round(px, 1), round(py, 1)))


def test_the_donetsk_key_says_what_the_militia_letters_mean():
    """The militia's type symbol is letters in the frame (IRR; ОПЛ in the Russian kit): the key says what
    they mean, in the kit's language."""
    from printkit.layout.counter_key import key_words, samples
    from printkit.load.game_loader import load_game

    for lang, letters in (("en", "IRR"), ("ru", "ОПЛ")):
        g = load_game("donetsk_airport", glyphs=True, lang=lang)
        entries = [elements for elements, _, _ in samples(g)]
        assert any("letters" in e for e in entries), lang
        assert key_words(g)["letters"].startswith(letters), lang
