"""The palette variants (printkit.model.palette): the colour-blind kit keeps sides and touching map fills apart
under simulated protanopia and deuteranopia (Machado et al. 2009, severity 1.0) by a stated ΔE76, where the
games' own palettes do not; the low-ink kit prints white grounds, fills at half their ink that touching ones still tell apart, and text
that still reads."""

from __future__ import annotations

from itertools import combinations

import pytest

from printkit.cvd import MACHADO, seen_apart, simulate
from printkit.load.game_loader import load_game
from printkit.model.palette import FILLS_APART, INK_SHARE, SIDES_APART, apply, fill_colours, touching
from printkit.wcag import MIN_TEXT_CONTRAST, contrast_ratio, luminance

GAMES = ("little_war", "case_blue", "donetsk_airport", "ukrainian_crisis")
DEFICIENCIES = ("protanopia", "deuteranopia")


def closest_sides(game, vision):
    return min((seen_apart(a.color, b.color, vision), a.id, b.id)
               for a, b in combinations(game.sides.values(), 2))


def closest_fills(game, vision):
    found = [(float("inf"), None, None)]
    for board in game.maps.values():
        colours, _ = fill_colours(board)
        found += [(seen_apart(colours[a], colours[b], vision), a, b) for a, b in touching(board)]
    return min(found, key=lambda f: f[0])


def apart(game) -> list[str]:
    """Every way the game's sides or touching fills run together under a deficiency."""
    bad = []
    for vision in DEFICIENCIES:
        d, a, b = closest_sides(game, vision)
        if d < SIDES_APART:
            bad.append(f"{vision}: sides {a} and {b} ΔE {d:.1f} < {SIDES_APART}")
        d, a, b = closest_fills(game, vision)
        if d < FILLS_APART:
            bad.append(f"{vision}: fills {a} and {b} ΔE {d:.1f} < {FILLS_APART}")
    return bad


def test_machado_matrices_keep_greys_grey():
    """Each row of the published matrices sums to 1 (white stays white), and red is what a protanope loses."""
    for m in MACHADO.values():
        for row in m:
            assert sum(row) == pytest.approx(1.0, abs=2e-3)
    assert simulate("#ffffff", "protanopia") == "#ffffff"
    assert seen_apart("#ff0000", "#00ff00", "normal") > 80
    assert seen_apart("#ff0000", "#00ff00", "protanopia") < seen_apart("#ff0000", "#00ff00", "normal") / 2


@pytest.mark.parametrize("gid", GAMES)
def test_colourblind_palette_keeps_sides_and_fills_apart(gid):
    assert apart(apply(load_game(gid), "colourblind")) == []


def test_the_games_own_palettes_fail_the_same_test():
    """The check can fail: three of the four shipped palettes run two colours together under a deficiency
    (Case Blue's Hungarian and Romanian grounds, the Ukrainian Crisis map's Moldova and Romania, ...)."""
    failing = {gid: apart(load_game(gid)) for gid in GAMES}
    assert failing["case_blue"] and any("sides" in f for f in failing["case_blue"])
    assert failing["ukrainian_crisis"] and any("fills" in f for f in failing["ukrainian_crisis"])


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("variant", ["lowink", "colourblind"])
def test_variant_text_reads_on_its_ground(gid, variant):
    game = apply(load_game(gid), variant)
    for side in game.sides.values():
        assert contrast_ratio(side.color, side.text_color) >= MIN_TEXT_CONTRAST, side.id
    if game.cards is not None and game.cards.back is not None:
        assert contrast_ratio(game.cards.back.color, game.cards.back.text_color) >= MIN_TEXT_CONTRAST


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("variant", ["lowink", "colourblind"])
def test_corner_colours_that_read_in_the_standard_kit_still_read(gid, variant):
    """A face's own corner colour (Donetsk's yellow manoeuvrability) keeps 4.5:1 on the variant's ground
    wherever it had it on the game's own (the colour-blind ground is shaded, hue kept, until it does)."""
    plain = load_game(gid)
    game = apply(plain, variant)
    pairs = 0
    for before, after in zip(plain.counters.pieces, game.counters.pieces):
        for which in ("front", "back"):
            f0 = getattr(before, which) or getattr(plain.unit_types[before.type], which)
            f1 = getattr(after, which) or getattr(game.unit_types[after.type], which)
            if f0 is not None and f0.corner_color and \
                    contrast_ratio(f0.corner_color, plain.sides[before.side].color) >= MIN_TEXT_CONTRAST:
                pairs += 1
                assert contrast_ratio(f1.corner_color, game.sides[after.side].color) >= MIN_TEXT_CONTRAST, after.id
    assert pairs or gid != "donetsk_airport"


@pytest.mark.parametrize("gid", GAMES)
def test_low_ink_is_white_grounds_coloured_bands_and_light_fills(gid):
    plain = load_game(gid)
    game = apply(plain, "lowink")
    for sid, side in game.sides.items():
        assert side.color == "#ffffff" and side.band == plain.sides[sid].color
    faces = [f for t in game.unit_types.values() for f in (t.front, t.back) if f is not None and f.corner_color]
    for face in faces:
        assert contrast_ratio(face.corner_color, "#ffffff") >= MIN_TEXT_CONTRAST
    for mid, board in game.maps.items():
        colours, _ = fill_colours(board)
        before, _ = fill_colours(plain.maps[mid])
        for key, colour in colours.items():  # half the ink, at most
            assert 1 - luminance(colour) <= (1 - luminance(before[key])) * INK_SHARE + 0.01, key
        for a, b in touching(board):  # lighter, yet apart: the order of lightness kept, and 30 % of the ΔE (half the darkness compresses Lab)
            assert (luminance(colours[a]) - luminance(colours[b])) * (luminance(before[a]) - luminance(before[b])) >= 0
            assert seen_apart(colours[a], colours[b], "normal") >= 0.3 * seen_apart(before[a], before[b], "normal")
    assert game.palette == "lowink"


def test_a_declared_colour_blind_ground_is_kept():
    from printkit.model.record import replace

    game = load_game("little_war")
    first = next(iter(game.sides))
    game = replace(game, sides={**game.sides, first: replace(game.sides[first], colorblind="#cc79a7")})
    assert apply(game, "colourblind").sides[first].color == "#cc79a7"


def test_build_puts_each_variant_in_its_own_folder(tmp_path, capsys):
    from printkit.cli import main

    assert main(["build", "little_war", "--ink", "low", "--format", "pdf", "--paper", "a4",
                 "--out", str(tmp_path)]) == 0
    assert (tmp_path / "little_war-lowink" / "manifest.json").is_file()
    assert main(["verify", "little_war", "--ink", "low", "--out", str(tmp_path)]) == 0
    assert main(["preflight", "little_war", "--ink", "low", "--out", str(tmp_path)]) == 0
    assert not (tmp_path / "little_war").exists()
    assert main(["build", "little_war", "--ink", "low", "--palette", "colourblind", "--out", str(tmp_path)]) == 2


@pytest.mark.parametrize("gid", GAMES)  # slow tier (tests/conftest.py SLOW_TESTS)
@pytest.mark.parametrize("option", [["--ink", "low"], ["--palette", "colourblind"]])
def test_every_game_builds_verifies_and_preflights_in_each_variant(gid, option, tmp_path, capsys):
    from printkit.cli import main

    assert main(["build", gid, *option, "--format", "pdf", "--paper", "a4", "--out", str(tmp_path)]) == 0
    suffix = "lowink" if "low" in option else "colourblind"
    assert (tmp_path / f"{gid}-{suffix}" / "manifest.json").is_file()
    assert main(["verify", gid, *option, "--out", str(tmp_path)]) == 0, capsys.readouterr().out[-2000:]
    assert main(["preflight", gid, *option, "--out", str(tmp_path)]) == 0, capsys.readouterr().out[-2000:]


def _bars_and_words(items, found):
    """(fill, [colours of the words drawn on it after it]) for every filled rectangle 5 pt tall or more."""
    from printkit.layout.scene import Group, Rect, Text

    bars = []
    for item in items:
        if type(item) is Rect and item.style.fill and item.h >= 5:
            bars.append(((item.x, item.y, item.x + item.w, item.y + item.h), item.style.fill, []))
            found.append(bars[-1])
        elif type(item) is Text:
            for (x0, y0, x1, y1), _, words in bars:
                if x0 <= item.x <= x1 and y0 <= item.y <= y1:
                    words.append(item.fill)
        elif type(item) is Group:
            _bars_and_words(item.items, found)
    return found


@pytest.mark.parametrize("gid", GAMES)
def test_low_ink_title_bars_are_light_and_their_words_read(gid):
    """--ink low: nothing floods ink on the pages round the counters and maps either: the title bars (dark, with
    white words, in the standard kit) are a light tint with dark words, at least 4.5:1."""
    from printkit.kit_pages import components
    from printkit.layout.blocks import TITLE_FILL
    from printkit.layout.low_ink_pages import LIGHT
    from printkit.layout.sheets import Options

    def bars(game):
        comps = components(game, Options(paper="a4"))
        return [b for name in ("cover", "aid", "setup", "odds") for page in comps.get(name, ())
                for b in _bars_and_words(page.items, [])]

    standard = [b for b in bars(load_game(gid)) if b[1] == TITLE_FILL]
    assert standard and all(words and set(words) == {"#ffffff"} for _, _, words in standard)
    low = bars(apply(load_game(gid), "lowink"))
    assert not [b for b in low if b[1] == TITLE_FILL]
    titled = [(fill, words) for _, fill, words in low if fill == LIGHT]
    assert len(titled) == len(standard) and luminance(LIGHT) > 0.7
    for fill, words in titled:
        assert all(contrast_ratio(w, fill) >= MIN_TEXT_CONTRAST for w in words), (fill, words)


@pytest.mark.parametrize("gid", GAMES)
def test_colourblind_grounds_are_never_black_where_other_colours_keep_the_sides_apart(gid):
    """Okabe–Ito's black floods ink and hides a unit symbol's black frame: Case Blue's six sides had Hungary on
    black, though the set without black keeps every two sides 20 ΔE apart."""
    game = apply(load_game(gid), "colourblind")
    assert "#000000" not in {str(s.color) for s in game.sides.values()}
    assert not apart(game)
