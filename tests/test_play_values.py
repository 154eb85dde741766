"""Issue 17: reconstructed play values and `--as-printed`.

The default kit uses play values (status: reconstructed, play_value: true), says so once per component and in the
audit; `--as-printed` (every command) withholds each one, at load: exactly the rulebook's blanks, with every
printed value identical in both."""

from __future__ import annotations

import json

import pytest

from tests.conftest import DATA, ROOT, run_cli

PLAY = str(DATA / "mini_play.yaml")
GAMES = sorted(p.stem for p in (ROOT / "data").glob("*.yaml"))


def load(ref, as_printed=False, lang=None):
    from printkit.load.game_loader import load_game

    return load_game(ref, as_printed=as_printed, lang=lang)


# -- the model transform ----------------------------------------------------------------------------------------


def test_withhold_each_kind_of_record():
    from printkit.model.cards import Card
    from printkit.model.charts import Arrow, Cell, Item, Range
    from printkit.model.game import Parameter
    from printkit.model.pieces import Counter, UnitType
    from printkit.model.play_values import withhold
    from printkit.model.scenarios import Force
    from printkit.model.support import FireSupport

    rec = dict(status="reconstructed", play_value=True, note="why")
    assert (withhold(Cell("DR", **rec)).value, withhold(Cell("DR", **rec)).status) == (None, "unknown")
    assert withhold(Cell("DR", **rec)).note is None and not withhold(Cell("DR", **rec)).play_value
    assert withhold(Range(1, 2, "Rain", **rec)).result is None
    assert withhold(Arrow("a", "b", 3, **rec)).cost is None
    assert withhold(Parameter(10, "src", **rec)).value is None
    card = withhold(Card("c", "Title", True, "Text", **rec))
    assert (card.title, card.mandatory, card.text) == (None, None, None)
    # a DRM item keeps the words that describe it and loses its value; an item without a value is its text
    drm = withhold(Item("Italian", value=-1, text="nationality", values={"Fair": -1, "Poor": 0}, **rec))
    assert (drm.value, drm.values, drm.text) == (None, {"Fair": None, "Poor": None}, "nationality")
    assert withhold(Item("DD", text="Defender damaged", **rec)).text is None
    # a unit type keeps what the text prints (`printed:`) and its own status; its ratings go
    t = withhold(UnitType("inf", "Infantry", "ground", values={"attack": 4, "range": 3}, carries=2,
                          printed=("name",), **rec))
    assert t.values == {"attack": None, "range": None} and t.carries is None and t.status == "reconstructed"
    kept = withhold(UnitType("inf", "Infantry", "ground", values={"attack": 4}, printed=("values",), **rec))
    assert kept.values == {"attack": 4}
    c = withhold(Counter("x", "red", "inf", "X", cv=3, rank=2, **rec))
    assert (c.cv, c.rank, c.label) == (None, None, "X")
    f = withhold(Force("red", initiative=3, wavering=2, **rec))
    assert (f.initiative, f.wavering) == (None, None)
    fs = withhold(FireSupport("bm21", 2, 16, False, 4, **rec))
    assert (fs.strength, fs.reliability, fs.barrages) == (None, None, 2)


def test_a_play_value_dataset_covers_its_entries_but_not_the_printed_ones():
    from printkit.model.charts import Range, RangeTable
    from printkit.model.play_values import as_printed, is_play

    chart = RangeTable(source="s", status="reconstructed", play_value=True, title="Events", entries=(
        Range(1, 3, "Rain", status="printed"), Range(4, 5, "Supply", status="derived"), Range(6, 6, "None")))
    assert [is_play(e, chart) for e in chart.entries] == [False, False, True]
    game = load(PLAY)
    from printkit.model.record import replace

    out = as_printed(replace(game, charts={"events": chart}))
    assert [e.result for e in out.charts["events"].entries] == ["Rain", "Supply", None]
    assert out.charts["events"].status == "unknown" and out.as_printed


def test_a_reconstructed_victory_rule_is_no_rule_as_printed():
    from printkit.model.play_values import as_printed, listing
    from printkit.model.record import replace
    from printkit.model.scenarios import VictoryRule

    game = load(PLAY)
    printed = VictoryRule("red", "last_turn", source="s", status="printed")
    guess = VictoryRule("green", "otherwise", source="s", status="reconstructed", play_value=True)
    sc = replace(game.scenarios["meeting"], victory_rules=(printed, guess))
    game = replace(game, scenarios={"meeting": sc})
    assert ("scenarios.meeting.victory_rules[1]", 1) in [(e["path"], e["count"]) for e in listing(game)]
    assert as_printed(game).scenarios["meeting"].victory_rules == (printed,)


@pytest.mark.parametrize("ref", GAMES + [PLAY, str(DATA / "mini_game.yaml")])
def test_printed_values_are_identical_in_both(ref):
    """Every value that is not a play value is the same object's equal in the kit as printed; every play value
    is withheld there (and there are none left)."""
    from printkit.model import play_values as pv

    full, printed = load(ref), load(ref, as_printed=True)
    assert pv.count(printed) == 0 and printed.as_printed and not full.as_printed
    pairs = []  # (default record, as-printed record, container)
    for cid, chart in full.charts.items():
        pairs += [(a, b, chart) for a, b in zip(pv.chart_entries(chart), pv.chart_entries(printed.charts[cid]))]
    pairs += [(full.parameters[k], printed.parameters[k], None) for k in full.parameters]
    pairs += [(full.unit_types[k], printed.unit_types[k], None) for k in full.unit_types]
    for name in ("counters", "chits"):
        a, b = getattr(full, name), getattr(printed, name)
        if a is not None:
            pairs += [(x, y, a) for x, y in zip(a.pieces, b.pieces)]
    if full.cards is not None:
        pairs += [(x, y, full.cards) for x, y in zip(full.cards.cards, printed.cards.cards)]
    withheld = 0
    rated = {t for t, u in full.unit_types.items() if pv.is_play(u)}
    for a, b, container in pairs:
        if pv.is_play(a, container):
            withheld += 1
            assert not pv.holds(b), (a, b)
        elif type(a).__name__ != "Counter" or a.type not in rated:
            assert same(a, b), (a, b)
    assert withheld >= len([e for e in pv.listing(full) if e["count"]])
    assert same(full.maps, printed.maps) and same(full.sides, printed.sides)  # no play values there: untouched
    for sid in full.scenarios:
        assert same(full.scenarios[sid].setup, printed.scenarios[sid].setup)


def same(a, b) -> bool:
    """Deep equality of model values (records compare field by field)."""
    from printkit.model.record import fields, is_record

    if is_record(type(a)):
        return type(a) is type(b) and all(same(getattr(a, f.name), getattr(b, f.name)) for f in fields(a))
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def test_the_fixture_as_printed_is_todays_blank():
    game = load(PLAY, as_printed=True)
    assert [e.result for e in game.charts["events"].entries] == ["Rain", None, None]
    assert game.charts["morale"].cell("0", "Red").value == "Steady"  # printed
    assert game.charts["morale"].cell("1", "Red").value is None
    assert game.unit_types["tank"].values == {"movement": None}
    assert [c.title for c in game.cards.cards] == ["Rain", None]


# -- validation -------------------------------------------------------------------------------------------------


def _validate(tmp_path, capsys, text: str):
    f = tmp_path / "g.yaml"
    f.write_text(text)
    return run_cli(capsys, "validate", str(f))


def test_play_value_needs_status_reconstructed_and_a_place_to_be_withheld(tmp_path, capsys):
    base = (DATA / "mini_play.yaml").read_text()
    text = base.replace("      - {low: 1, high: 3, result: Rain, status: printed}",
                        "      - {low: 1, high: 3, result: Rain, status: printed, play_value: true}")
    text = text.replace("      - {id: hill, name: Hill,", "      - {play_value: true, id: hill, name: Hill,")
    text = text.replace("  die_sides: {value: 6, source: invented, status: reconstructed}",
                        "  die_sides: {value: 6, source: invented, status: printed, play_value: true}")
    text = "as_printed: true\n" + text
    code, out, _ = _validate(tmp_path, capsys, text)
    assert code == 1
    lines = out.splitlines()
    assert any(":1:1: as_printed: 'as_printed' is set by printkit, not by the game file" in x for x in lines), out
    assert any("charts.events.entries[0].play_value: play_value: true marks a reconstructed play value, so it "
               "needs status: reconstructed (here: printed)" in x for x in lines), out
    assert any("parameters.die_sides.play_value: play_value: true marks" in x for x in lines), out
    assert any("maps.main.areas[0].play_value: --as-printed cannot withhold a play value here" in x for x in lines)
    assert all(x.startswith(str(tmp_path / "g.yaml") + ":") for x in lines if x.strip())


def test_play_value_may_inherit_its_datasets_status(tmp_path, capsys):
    text = (DATA / "mini_play.yaml").read_text().replace("      - {low: 6, high: 6, result: No event}",
                                                         "      - {low: 6, high: 6, result: No event, play_value: true}")
    code, out, _ = _validate(tmp_path, capsys, text)
    assert code == 0, out


# -- every command ----------------------------------------------------------------------------------------------


def test_every_command_that_takes_a_game_has_as_printed():
    from printkit.cli import COMMANDS, WITHOUT_GAME, build_parser

    parser = build_parser()
    subs = next(a for a in parser._actions if a.dest == "command").choices
    for name in COMMANDS:
        opts = {o for a in subs[name]._actions for o in a.option_strings}
        assert ("--as-printed" in opts) == (name not in WITHOUT_GAME), name


def test_calculators_answer_with_play_values_and_withhold_them_as_printed(capsys):
    code, out, _ = run_cli(capsys, "lookup", PLAY, "events", "6", "--json")
    assert code == 0 and json.loads(out)["result"] == "No event" and json.loads(out)["status"] == "reconstructed"
    code, out, err = run_cli(capsys, "lookup", PLAY, "events", "6", "--as-printed")
    assert code == 1 and "fill in charts.events.entries[2].result" in err
    code, out, _ = run_cli(capsys, "lookup", PLAY, "events", "2", "--as-printed")
    assert code == 0 and "Rain (printed)" in out  # printed values answer alike
    code, out, _ = run_cli(capsys, "lookup", PLAY, "events", "6")  # the mode does not leak into the next command
    assert code == 0


def test_audit_counts_play_values_apart_and_lists_them(capsys):
    code, out, _ = run_cli(capsys, "audit", PLAY, "--json")
    data = json.loads(out)
    # 1 tank rating, 1 card, 2 event entries, 5 morale cells (the printed 1-3 entry and 0/Red cell stay printed)
    assert data["totals"]["play_value"] == 9 and data["totals"]["unknown"] == 0
    assert [(p["path"], p["count"]) for p in data["play_values"]] == [
        ("unit_types.tank", 1), ("cards", 1), ("charts.events", 2), ("charts.morale", 5)]
    assert data["play_values"][3]["notes"][0].startswith("Reconstructed: monotone in losses")
    code, out, _ = run_cli(capsys, "audit", PLAY, "--json", "--as-printed")
    data = json.loads(out)
    assert data["as_printed"] and data["totals"]["play_value"] == 0 and data["totals"]["unknown"] == 9
    assert data["play_values"] == []
    code, out, _ = run_cli(capsys, "audit", PLAY)
    assert "reconstructed play values: 9 in 4 datasets" in out
    assert "  charts.morale: 5 - Reconstructed: monotone in losses" in out


def test_play_as_printed_passes_the_mode_to_its_calculators(tmp_path):
    import subprocess
    import sys

    def play(*extra):
        return subprocess.run([sys.executable, "-m", "printkit", "play", PLAY, "--scenario", "meeting", *extra],
                              input="lookup events 6\n", capture_output=True, text=True, cwd=ROOT,
                              env={"PRINTKIT_CACHE": "off", "PATH": "/usr/bin:/bin"})

    r = play()
    assert r.returncode == 0 and "No event" in r.stdout, r.stderr
    r = play("--as-printed")
    assert r.returncode == 1 and "charts.events.entries[2].result" in r.stderr


# -- the kits ---------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def kits(tmp_path_factory):
    """The fixture's kit and its as-printed kit, side by side in one --out folder."""
    from printkit.cli import main

    out = tmp_path_factory.mktemp("play-kits")
    for extra in ([], ["--as-printed"]):
        assert main(["build", PLAY, "--out", str(out), *extra]) == 0
    return out


def _text(pdf) -> str:
    from printkit.verify.readback import read_pdf

    return "\n".join(p.all_text() for p in read_pdf(pdf))


def test_both_kits_coexist_verify_and_pass_preflight(kits, capsys):
    assert (kits / "mini_play" / "manifest.json").is_file() and (kits / "mini_play-as-printed" / "manifest.json").is_file()
    manifest = json.loads((kits / "mini_play-as-printed" / "manifest.json").read_text())
    assert manifest["as_printed"] is True and "as_printed" not in json.loads((kits / "mini_play" / "manifest.json").read_text())
    for extra in ([], ["--as-printed"]):
        code, out, err = run_cli(capsys, "verify", PLAY, "--out", str(kits), *extra)
        assert code == 0 and out.strip().endswith(" 0 failed"), out + err
        code, out, err = run_cli(capsys, "preflight", PLAY, "--out", str(kits), *extra)
        assert code == 0 and out.strip().endswith(" 0 problems"), out + err


def test_captions_say_reconstructed_once(kits):
    aid = _text(kits / "mini_play" / "a4" / "aid.pdf")
    assert "Events (reconstructed)" in aid and "Morale (reconstructed)" in aid and "Victory (reconstructed)" not in aid
    assert aid.count("reconstructed") == 2  # once per table, never in a cell
    counters = _text(kits / "mini_play" / "a4" / "counters.pdf")
    assert "Key to the counters (reconstructed)" in counters
    assert "event cards (reconstructed) 1/1" in _text(kits / "mini_play" / "a4" / "cards.pdf")
    plain = _text(kits / "mini_play-as-printed" / "a4" / "aid.pdf")
    assert "reconstructed" not in plain and "Blank cell with a circle" in plain
    assert "(reconstructed)" not in _text(kits / "mini_play-as-printed" / "a4" / "counters.pdf")
    assert "?" in _text(kits / "mini_play-as-printed" / "a4" / "counters.pdf")  # the tank's withheld movement


def test_the_cover_opens_the_kit_and_says_what_is_reconstructed(kits):
    from printkit.verify.readback import read_pdf

    cover = " ".join(_text(kits / "mini_play" / "a4" / "cover.pdf").split())
    assert cover.startswith("Border Skirmish, Playable Edition – cover")
    for row in ("a4/counters.pdf 8 counters: fronts, then backs 2", "a4/cards.pdf 2 cards: fronts, then backs 2",
                "mini_play-kit-a4.pdf the whole kit in one file, in this order"):
        assert row in cover, cover
    assert ("counter sheets (the ratings of 1 unit type); Event Cards (1 card); Events (2 values); "
            "Morale (5 values)") in cover
    assert "Game design: the printkit test team" in cover  # the colophon's credits (kit.credits)
    assert "How to print and assemble" in cover and "Print at 100 %" in cover
    first = read_pdf(kits / "mini_play" / "mini_play-kit-a4.pdf", limit=1)[0]
    assert first.marker("cover:mini_play")
    printed = " ".join(_text(kits / "mini_play-as-printed" / "a4" / "cover.pdf").split())
    assert "As printed: the rulebooks' values only" in printed and "left blank" in printed
    assert "(5 values)" not in printed
    for kit in ("mini_play", "mini_play-as-printed"):  # credits go on the cover and the notes, not player pages
        for pdf in (kits / kit / "a4").glob("*.pdf"):
            assert ("printkit test team" in _text(pdf)) == (pdf.stem in ("cover", "makers-notes")), pdf


def test_the_makers_notes_list_each_reconstruction_with_its_reasoning(kits):
    notes = " ".join(_text(kits / "mini_play" / "a4" / "makers-notes.pdf").split())
    assert "Reconstructed: Morale 5 values, charts.morale: Reconstructed: monotone in losses" in notes
    assert "Reconstructed: Tank 1 value, unit_types.tank: Play value: movement 3" in notes
    assert "--as-printed builds the kit without them" in notes
    assert "`" not in notes, "a Markdown backtick set as a character on the page"
    plain = " ".join(_text(kits / "mini_play-as-printed" / "a4" / "makers-notes.pdf").split())
    assert "Reconstructed: Morale" not in plain and "This kit is built as printed (--as-printed)" in plain
    assert "fill in charts.morale.cells" in plain


def test_the_kit_page_shows_the_cover_first(kits):
    html = (kits / "mini_play" / "index.html").read_text()
    assert html.index("<h3>cover</h3>") < html.index("<h3>counters</h3>")
    assert 'id="play-values"' in html and "charts.morale" in html and 'id="total-play_value">9<' in html
    printed = (kits / "mini_play-as-printed" / "index.html").read_text()
    assert 'id="play-values"' not in printed and "left blank" in printed


def test_verify_and_preflight_fail_without_the_cover(kits, tmp_path, capsys):
    import shutil

    out = tmp_path / "out"
    shutil.copytree(kits / "mini_play", out / "mini_play")
    kit = out / "mini_play"
    (kit / "a4" / "cover.pdf").write_bytes((kit / "a4" / "aid.pdf").read_bytes())  # a cover that is not one
    from printkit.preflight.run import cover_problems

    problems = cover_problems(kit, ["a4/cover.pdf", "a4/aid.pdf", "mini_play-kit-a4.pdf"])
    assert [p.line() for p in problems] == ["a4/cover.pdf: page 1: cover: first page: is not the kit's cover"]
    problems = cover_problems(kit, ["a4/aid.pdf"])
    assert [p.check for p in problems] == ["cover"] and "missing" in problems[0].message
    code, text, _ = run_cli(capsys, "verify", PLAY, "--out", str(out))
    assert code == 1 and "a4/cover.pdf: not this game's cover (cover:mini_play missing)" in text


def test_cover_words_are_complete_in_every_language():
    import re

    from printkit.layout.cover import WORDS

    for lang, words in WORDS.items():
        assert set(words) == set(WORDS["en"]), lang
        for key, text in words.items():
            assert set(re.findall(r"{(\w+)}", text)) == set(re.findall(r"{(\w+)}", WORDS["en"][key])), (lang, key)


def test_the_russian_cover_is_russian():
    from printkit.kit import components
    from printkit.layout.sheets import Options
    from printkit.verify.kit_language import LATIN_WORD

    game = load("donetsk_airport", lang="ru")
    cover = components(game, Options(paper="a4"))["cover"]
    words = [t.text for page in cover for t in page.items if hasattr(t, "text") and hasattr(t, "font")]
    text = " ".join(words)
    assert "Состав набора" in text and "Как напечатать и собрать" in text and "Выходные данные" in text
    latin = {w for w in LATIN_WORD.findall(text)} - {"pdf", "printkit", "kit", "cover", "counters", "alignment",
                                                      "map", "tiled", "aid", "odds", "setup", "makers", "notes",
                                                      "donetsk", "airport", "printed", "as", "DejaVu"}
    assert not latin, latin


# -- odds cards -------------------------------------------------------------------------------------------------


def test_odds_cards_show_whole_distributions_on_complete_tables():
    """A complete CRT has no unknown share; the same card as printed keeps it (the blank cells' mass)."""
    from printkit.model.charts import Cell
    from printkit.model.record import replace
    from printkit.rules.odds import sections

    game = load("case_blue", as_printed=True)
    crt = game.charts["crt"]
    before = next(s for s in sections(game) if s["id"] == "odds_combat")
    assert before["header"][-1] == "unknown"  # as printed: one cell of 256 (5.1)
    full = {r: {c: Cell("AS+2" if int(c) < int(r) else "DR+1", status="reconstructed", play_value=True)
                for c in crt.columns.labels()} for r in crt.rows.labels()}
    complete = replace(game, charts={**game.charts, "crt": replace(crt, cells=full, status="reconstructed",
                                                                  play_value=True)})
    s = next(s for s in sections(complete) if s["id"] == "odds_combat")
    assert "unknown" not in s["header"] and all(k != "unknown" for _, segs in s["bars"] for k, _ in segs)
    assert "unknown" not in s["note"] and s["bar_title"] == "Result mix"
    from printkit.layout.odds_card import reconstructed

    assert reconstructed(complete, s) and not reconstructed(game, before)
    for row in s["rows"]:  # each row is a whole distribution: its shares add up to 100 %
        assert sum(float(c.rstrip("%")) for c in row[1:] if c != "–") == pytest.approx(100, abs=0.2)
