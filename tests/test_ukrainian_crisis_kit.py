"""Build the Ukrainian Crisis kit (SVG, A4) and prove the read-back catches what it should: cards and chits,
borders against adjacency, VP values, Foreign Relations arrow costs, Effort Chart and victory rows."""

from __future__ import annotations

import re
import shutil

import pytest

from printkit.units import PT_PER_MM


@pytest.fixture(scope="module")
def uc():
    from printkit.load.game_loader import load_game

    return load_game("ukrainian_crisis", glyphs=True)


@pytest.fixture(scope="module")
def built(tmp_path_factory, uc):
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.outputs import write_kit

    out = tmp_path_factory.mktemp("uc")
    files = render_kit(uc, ["svg"], ["a4"], out, Options())
    write_kit(files, out / uc.id)
    return out, files


def _verify(game, out):
    from printkit.verify import verify_kit

    return verify_kit(game, out)


def _tampered(built, tmp_path, path, old, new, count=1):
    out = tmp_path / "out"
    shutil.copytree(built[0], out)
    f = out / "ukrainian_crisis" / path
    text = f.read_text()
    assert old in text, old
    f.write_text(text.replace(old, new, count))
    return out


def test_verify_passes_and_builds_every_component(built, uc):
    problems, checked = _verify(uc, built[0])
    assert problems == [] and checked > 1500
    names = {str(p.relative_to(built[0] / "ukrainian_crisis")) for p in built[1]}
    for comp in ("counters", "chits", "cards", "map-100-tiled", "aid", "setup"):
        assert f"a4/{comp}-1.svg" in names
    assert "map-100-1.svg" in names


def test_cards_are_poker_size_nine_a_page(built):
    svg = (built[0] / "ukrainian_crisis" / "a4" / "cards-1.svg").read_text()
    cuts = re.findall(r'class="cut:[^"]*" fill="none" height="([\d.]+)"[^>]*width="([\d.]+)"', svg)
    cuts = [(w, h) for h, w in cuts]
    assert len(cuts) == 9
    assert all(abs(float(w) - 2.5 * 72) < 0.01 and abs(float(h) - 3.5 * 72) < 0.01 for w, h in cuts)


def test_verify_catches_a_card_back_out_of_register(built, uc, tmp_path):
    svg = (built[0] / "ukrainian_crisis" / "a4" / "cards-2.svg").read_text()
    m = re.search(r'translate\(([\d.]+),([\d.]+)\)"><metadata>card:moldova:1:back', svg)
    x = float(m.group(1))
    out = _tampered(built, tmp_path, "a4/cards-2.svg", f'translate({m.group(1)},{m.group(2)})"><metadata>card:moldova',
                    f'translate({x + 0.3 * PT_PER_MM:.3f},{m.group(2)})"><metadata>card:moldova')
    problems, _ = _verify(uc, out)
    assert "a4/svg: back of card moldova is off its mirrored front" in problems


def test_verify_catches_a_missing_chit(built, uc, tmp_path):
    out = _tampered(built, tmp_path, "a4/chits-1.svg", ">ctr:ua-maximum:5:front<", ">ctr:ua-maximum:9:front<")
    problems, _ = _verify(uc, out)
    assert "a4/svg chits: counter ua-maximum copy 5 has no front" in problems


def test_verify_catches_a_border_that_is_not_an_adjacency(built, uc, tmp_path):
    out = _tampered(built, tmp_path, "map-100-1.svg", ">border:donetsk|luhansk<", ">border:donetsk|odesa<")
    problems, _ = _verify(uc, out)
    assert any("drawn borders and declared adjacency differ: [('donetsk', 'luhansk'), ('donetsk', 'odesa')]" in p
               for p in problems)


def test_verify_catches_a_wrong_arrow_cost(built, uc, tmp_path):
    out = _tampered(built, tmp_path, "map-100-1.svg", ">ladder:support:intervention:3<",
                    ">ladder:support:intervention:2<")
    problems, _ = _verify(uc, out)
    assert any("arrow ('support', 'intervention') prints 2, printkit diplomacy says 3" in p for p in problems)


def test_verify_catches_a_missing_vp_value(built, uc, tmp_path):
    svg = (built[0] / "ukrainian_crisis" / "map-100-1.svg").read_text()
    m = re.search(r'(fill="#c0202a"[^>]*font-weight="bold" text-anchor="middle"[^>]*>)5<', svg)
    out = _tampered(built, tmp_path, "map-100-1.svg", m.group(0), m.group(1) + "6<")
    problems, _ = _verify(uc, out)
    assert "map-100.svg: the VP value 5 of Donets'ka is not printed by its name" in problems


def test_verify_catches_a_wrong_effort_cell(built, uc, tmp_path):
    pages = sorted((built[0] / "ukrainian_crisis" / "a4").glob("aid-*.svg"))
    page = next(p for p in pages if "row:effort:4" in p.read_text())
    text = page.read_text()
    # Minor 5 = 3 RP (6.21): the row '5 3 4 5' - make the Minor cell read 2
    row = re.search(r'>row:effort:4<', text)
    assert row
    cells = re.findall(r'<text [^>]*>([^<]*)<', text[row.start() - 1500: row.start()])  # the label left-aligned
    assert cells[-4:] == ["5", "3", "4", "5"]
    three = [m for m in re.finditer(r'text-anchor="middle"[^>]*>3<', text) if m.end() <= row.start()][-1]
    out = tmp_path / "out"
    shutil.copytree(built[0], out)
    f = out / "ukrainian_crisis" / "a4" / page.name
    f.write_text(text[:three.end() - 2] + '2<' + text[three.end():])
    problems, _ = _verify(uc, out)
    assert any("Effort Chart Minor 5 prints 2, printkit effort says 3" in p for p in problems)
    assert any("table effort row 5 reads" in p for p in problems)


def test_verify_catches_a_misprinted_victory_level(built, uc, tmp_path):
    pages = sorted((built[0] / "ukrainian_crisis" / "a4").glob("aid-*.svg"))
    page = next(p for p in pages if ">Tactical Victory<" in p.read_text())
    out = _tampered(built, tmp_path, f"a4/{page.name}", ">Tactical Victory<", ">Draw<")
    problems, _ = _verify(uc, out)
    assert any("victory row 11-25 prints 'Draw', printkit victory says 'Tactical Victory'" in p for p in problems)
