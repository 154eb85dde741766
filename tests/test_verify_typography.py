"""Typography of the player pages (issue 21, item 4): verify fails on a typewriter's sign where a typesetter's
belongs (>=, a hyphen for a minus or an en dash, '1-3' for a range) and on type off the kit's one scale, keeps
the wargame conventions (odds '3-1', ratings '1/4-3', designations 'Mi-24', an odds CRT's '1-2'), and passes
the shipped kits: every player page of all four games, Donetsk in both languages, both papers."""

from __future__ import annotations

import pytest

from printkit.verify.readback import PageText
from printkit.verify.typography import line_problems, scale_problems, sign_problems
from tests.test_player_pages import KITS


def _page(*lines: str, size: float = 8.0) -> PageText:
    page = PageText(595.0, 842.0)
    for i, line in enumerate(lines):
        x = 20.0
        for word in line.split():
            page.words.append((word, x, x + 5 * len(word), 100.0 + 12 * i))
            page.sizes.append((size, x, 100.0 + 12 * i, word, True))
            x += 5 * len(word) + 4
    return page


@pytest.mark.parametrize("line, what", [
    ("Fire at range >= 3", "ASCII >="),
    ("Roll <= CV: Damaged", "ASCII <="),
    ("Attacking a city -1 -1 -1", "a hyphen-minus for a minus sign"),
    ("Low Supply: combat DRM (-2)", "a hyphen-minus for a minus sign"),
    ("Differential -5 or less", "a hyphen-minus for a minus sign"),
    ("Case Blue - player aid", "a hyphen standing alone"),
    ("7 - - 7", "a hyphen standing alone"),
    ("All-Purpose Record Track (Turn 1-9, Prestige)", "a range set with a hyphen, '1-9'"),
    ("a d6 roll of 5-6 hits", "a range set with a hyphen, '5-6'"),
    ("Rules 13.0-13.4", "a range set with a hyphen, '13.0-13.4'"),
    ("Southern Russia 1942-43", "a range set with a hyphen, '1942-43'"),
])
def test_a_typed_sign_is_a_finding(line, what):
    found = sign_problems([_page("The Little War – player aid", line)])
    assert found and all(f.startswith("page 1: ") for f in found), found
    assert any(what in f for f in found), found


@pytest.mark.parametrize("line", [
    "Case Blue – player aid",  # en dash
    "Attacking a city −1 −1 −1",  # minus signs
    "Range ≥ 3, roll ≤ CV, Turn 1–9, Rules 13.0–13.4",
    "Odds 3-1 2-1 1-1",  # odds columns fall or stay level: no range
    "Maximum Effort doubles 1-1 … 6-6",  # doubles
    "BTR-80 Mi-24 Su-25 BM-21",  # designations
    "1/4-3 -/1-2 9/2-8",  # rating groups as the counter prints them
    "3-го полка, 80-й ДШБр",  # Russian ordinals
    "4-4-6 Infantry, a 2-hex range, Jul-Aug",
])
def test_conventions_pass(line):
    assert line_problems(line) == []


def test_an_odds_crts_columns_are_printed_as_the_game_prints_them():
    """'1-2' reads as a rising range unless the data says it is an odds column (combat.kind: odds)."""
    from printkit.layout.typography import as_printed
    from printkit.load.game_loader import load_game

    assert line_problems("1-2 1-1 2-1 3-1") != []
    game = load_game("docs/examples/marren_ford.yaml")
    keep = as_printed(game)
    assert "1-2" in keep
    assert line_problems("1-2 1-1 2-1 3-1", keep) == []


def test_typeset_sets_what_the_check_asks():
    """fmt.typeset on the crafted lines leaves nothing for the check to find, and keeps the conventions."""
    from printkit.fmt import typeset

    for line in ("Fire at range >= 3 and roll <= 4", "Attacking a city -1 (-2)", "Case Blue - player aid",
                 "Turn 1-9, a d6 roll of 5-6, Rules 13.0-13.4, 1942-43", "-"):
        assert line_problems(typeset(line)) == [], typeset(line)
    assert typeset("Attacking a city -1") == "Attacking a city \u22121"
    assert typeset("Turn 1-9") == "Turn 1\u20139" and typeset("-") == "\u2013"
    for kept in ("3-1", "6-6", "Mi-24", "1/4-3", "-/1-2", "3-го", "4-4-6"):
        assert typeset(kept) == kept
    assert typeset("1-2", frozenset({"1-2"})) == "1-2"


def test_type_off_the_scale_is_a_finding():
    page = _page("Combat Results Table", size=7.36)
    found = scale_problems([page], (6.0, 7.0, 8.0, 9.5, 13.5))
    assert len(found) == 1 and "7.36 pt, off the type scale" in found[0], found
    assert scale_problems([_page("Combat Results Table", size=7.0)], (6.0, 7.0, 8.0, 9.5, 13.5)) == []


def test_a_counter_drawn_on_a_setup_card_is_art_not_type():
    page = _page("5 Shock", size=4.01)
    page.markers.append(("ctr:ussr-5:setup", 30.0, 100.0))
    assert scale_problems([page], (6.0, 7.0, 8.0), counter=45.0) == []
    assert scale_problems([page], (6.0, 7.0, 8.0)) != []


def test_turned_text_is_not_read_as_lone_hyphens():
    page = PageText(595.0, 842.0)
    for i, ch in enumerate("long-edge"):  # a turned word reads one letter a word
        page.words.append((ch, 10.0, 11.0, 300.0 + 5 * i))
        page.sizes.append((6.0, 10.0, 300.0 + 5 * i, ch, False))
    assert sign_problems([page]) == []


def test_verify_fails_on_a_tampered_aid_page(tmp_path, capsys):
    """A built kit's aid page (SVG) given a '-1', a '>=' and a table row in 7.36 pt fails verify, with page and text."""
    from tests.conftest import run_cli

    out = tmp_path / "out"
    code, _, err = run_cli(capsys, "build", "little_war", "--paper", "a4", "--format", "svg", "--out", str(out))
    assert code == 0, err
    code, text, _ = run_cli(capsys, "verify", "little_war", "--out", str(out))
    assert code == 0, text
    aid = out / "little_war" / "a4" / "aid-1.svg"
    crafted = ('<text font-size="7.36" x="40" y="60">Attacking a city -1</text>'
               '<text font-size="8" x="40" y="72">Fire at range &gt;= 3</text></svg>')
    aid.write_text(aid.read_text(encoding="utf-8").replace("</svg>", crafted), encoding="utf-8")
    code, text, _ = run_cli(capsys, "verify", "little_war", "--out", str(out))
    assert code == 1
    assert "a4/aid.svg: page 1: a hyphen-minus for a minus sign ('a city -1')" in text, text
    assert "a4/aid.svg: page 1: ASCII >= for ≥" in text, text
    assert "a4/aid.svg: page 1: 1 run(s) of type in 7.36 pt, off the type scale" in text, text


@pytest.mark.parametrize("game, lang", KITS, ids=[f"{g}-{lang or 'en'}" for g, lang in KITS])
def test_shipped_kits_are_typeset(kit_out, game, lang):
    """Every player page of the shipped kit, A4 and Letter: no typed sign, the text pages on the type scale."""
    from printkit.layout.typography import SIZES, TEXT_PAGES, as_printed
    from printkit.load.game_loader import load_game
    from printkit.verify.readback import read_pdf

    g = load_game(game, lang=lang) if lang else load_game(game)
    keep = as_printed(g)
    folder = kit_out(game) / (game if lang in (None, "en") else f"{game}-{lang}")
    found, read = [], 0
    for paper in ("a4", "letter"):
        for pdf in sorted((folder / paper).glob("*.pdf")):
            if pdf.stem in ("cover", "makers-notes"):
                continue
            pages = read_pdf(pdf)
            read += len(pages)
            found += [f"{paper}/{pdf.name}: {p}" for p in sign_problems(pages, keep)]
            if pdf.stem in TEXT_PAGES:
                found += [f"{paper}/{pdf.name}: {p}" for p in scale_problems(pages, SIZES, g.counter_sheet.size)]
    assert read > 10 and found == [], found[:10]


@pytest.mark.parametrize("game, lang", KITS, ids=[f"{g}-{lang or 'en'}" for g, lang in KITS])
def test_no_table_of_the_aid_has_an_empty_corner_or_a_value_header(game, lang):
    """Every chart the aid prints as a table names its row labels in the corner (a list of labels and values has
    no header row at all: no 'Value' over its values)."""
    from printkit.layout.aids import chart_table
    from printkit.layout.i18n import t
    from printkit.load.game_loader import load_game

    g = load_game(game, lang=lang) if lang else load_game(game)
    seen = 0
    for cid in g.kit.player_aid:
        try:
            header, rows = chart_table(g.charts[cid], g.lang)
        except (AttributeError, TypeError):  # steps and prose lists are no tables
            continue
        seen += 1
        assert header is None or header[0].strip(), f"{cid}: an empty corner cell"
        assert header is None or t(g.lang, "Value") not in header, f"{cid}: a 'Value' header"
    assert seen >= 2
