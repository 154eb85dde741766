"""A game file from someone else (issue 16): every id that names a file is a slug, no two ids name one file,
nothing is written outside --out, face texts show only their unit's fields, texts and grids are bounded.

Each attack the issue recorded is here: it ends in a located error (file:line:col, YAML path, what was
expected), and a build never writes outside --out, whatever the game file says.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from printkit.errors import DataError, PrintkitError
from printkit.load.game_loader import validated
from tests.conftest import ROOT, run_cli

CASE_BLUE = (ROOT / "data" / "case_blue.yaml").read_text(encoding="utf-8")
LITTLE_WAR = (ROOT / "data" / "little_war.yaml").read_text(encoding="utf-8")
UKRAINIAN_CRISIS = (ROOT / "data" / "ukrainian_crisis.yaml").read_text(encoding="utf-8")
MINI = (ROOT / "tests" / "data" / "mini_game.yaml").read_text(encoding="utf-8")


def _issues(text: str) -> list[str]:
    with pytest.raises(DataError) as info:
        validated("g.yaml", text, glyphs=False)
    return [str(i) for i in info.value.issues]


def _display_id(new: str) -> str:
    """Case Blue with its display (the faction card, at maps.faction_card, line FACTION_CARD) renamed."""
    return CASE_BLUE.replace("faction_card", new)


# the line of the faction card's key under maps: (read from the file, which other work moves)
FACTION_CARD = next(i for i, line in enumerate(CASE_BLUE.split("\n"), 1) if line == "  faction_card:")


@pytest.mark.parametrize("bad", ["../../../../elsewhere/report", "/tmp/abs-display", "javascript:alert(1)",
                                 "a b", "Faction", "x" * 65, ".hidden", "a/b", "a\\b", "..", "café"])
def test_a_display_id_that_is_not_a_slug_is_a_located_error(bad):
    text = _display_id(bad)
    issues = _issues(text)
    line = next(i for i, l in enumerate(text.split("\n"), 1) if l.startswith("  ") and bad + ":" in l.replace('"', ""))
    assert issues[0].startswith(f"g.yaml:{line}:3: maps.") and "must be 1-64 lower-case letters" in issues[0], issues


@pytest.mark.parametrize("part,old,new", [
    ("counters", "id: hu-inf-1,", "id: ../../hu-inf-1,"),
    ("counters", "id: hu-inf-1,", "id: " + "h" * 300 + ","),
    ("scenarios", "\n  standard:\n", "\n  ../standard:\n"),
])
def test_counter_and_scenario_ids_are_slugs(part, old, new):
    text = LITTLE_WAR.replace(old, new, 1)
    assert text != LITTLE_WAR
    issues = _issues(text)
    assert any(re.match(rf"g\.yaml:\d+:\d+: {part}\.", i) and "must be 1-64 lower-case letters" in i for i in issues), issues
    assert not any("File name too long" in i for i in issues)


@pytest.mark.parametrize("part,old,new", [
    ("chits", "id: ru-minor,", "id: ru/minor,"),
    ("cards", "- id: belarus\n      title: Belarus", "- id: ../belarus\n      title: Belarus"),
])
def test_chit_and_card_ids_are_slugs(part, old, new):
    text = UKRAINIAN_CRISIS.replace(old, new, 1)
    assert text != UKRAINIAN_CRISIS
    assert any(f": {part}." in i and "must be 1-64 lower-case letters" in i for i in _issues(text))


def test_a_language_code_names_a_folder():
    text = (ROOT / "data" / "donetsk_airport.yaml").read_text(encoding="utf-8").replace("languages: [en, ru]",
                                                                                        "languages: [en, ../ru]", 1)
    assert any(i.startswith("g.yaml:45:17: languages[1]: language '../ru' must be a two-letter code such as 'en' or 'ru'")
               for i in _issues(text))


@pytest.mark.parametrize("new,clash", [
    ("counters", "a4/counters.pdf, which is printkit's own counters sheet"),
    ("makers_notes", "a4/makers-notes.pdf, which is printkit's own makers-notes sheet"),
    ("counter_face", "kit/thumbs/counter-face.png, which is printkit's own counter thumbnail"),
    ("setup_2", "png/setup-2.png, which is printkit's own page of the player aid or setup card"),
    ("map", "map-100.pdf, the same file as map 'main'"),
])
def test_a_display_that_would_replace_another_file_is_refused(new, clash):
    issues = _issues(_display_id(new))
    assert len(issues) == 1 and issues[0].startswith(f"g.yaml:{FACTION_CARD}:3: maps.{new}: map {new!r} would be the kit's file "), issues
    assert clash in issues[0]


def test_two_ids_that_become_one_file_are_refused():
    text = _display_id("faction-card").replace("\nmaps:\n", "\nmaps:\n  faction_card:\n    kind: display\n    title: Copy\n"
                                                             "    source: x\n    status: reconstructed\n"
                                                             "    size: [100mm, 100mm]\n", 1)
    assert "\n  faction_card:\n    kind: display" in text
    issues = _issues(text)
    assert issues == [f"g.yaml:{FACTION_CARD + 6}:3: maps.faction-card: map 'faction-card' would be the kit's file a4/faction-card.pdf, "
                      "the same file as map 'faction_card'; choose another id"]  # the renamed one, under the 6 lines added


def test_a_counter_whose_images_a_display_would_replace():
    text = _display_id("counters-ger-6-front")
    assert any("would be the kit's file images/counters-ger-6-front.png in the VASSAL module" in i or
               "the same file as counter 'ger-6'" in i for i in _issues(text))


def test_a_build_from_hostile_ids_writes_nothing_outside_out(tmp_path, capsys, monkeypatch):
    """The issue's first attack, run as a user would: exit 1, one located line, no file anywhere."""
    game = tmp_path / "work" / "g.yaml"
    game.parent.mkdir()
    game.write_text(_display_id("../../../../elsewhere/report"), encoding="utf-8")
    monkeypatch.chdir(game.parent)
    code, out, err = run_cli(capsys, "build", str(game), "--format", "pdf", "--out", str(tmp_path / "work" / "out"))
    assert code == 1 and err.count("\n") == 1 and f":{FACTION_CARD}:3: maps.../../../../elsewhere/report: map id" in err
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == ["work", "work/g.yaml"]


@pytest.mark.parametrize("name", ["../x.pdf", "/tmp/x.pdf", "a//b.pdf", "a/./b.pdf", ".x", "a\x00b", "", "x" * 401,
                                  "a/../../b", "javascript:alert(1)", "a b.pdf", "C:\\x"])
def test_the_one_kit_path_join_refuses_to_leave_the_kit(tmp_path, name):
    from printkit.paths import kit_file, kit_name

    with pytest.raises(PrintkitError, match="refusing to write"):
        kit_file(tmp_path, name)
    with pytest.raises(PrintkitError, match="refusing to write"):
        kit_name("images", name)
    assert kit_file(tmp_path, "png", "counters", "ger-6-front.png") == tmp_path / "png" / "counters" / "ger-6-front.png"


@pytest.mark.parametrize("path", ["../x.pdf", "/tmp/x.pdf", "a/../../b.pdf", "../kit2/x.pdf"])
def test_write_kit_refuses_a_path_outside_the_kit(tmp_path, path):
    from printkit.outputs import write_kit

    folder = tmp_path / "out" / "kit"
    files = {folder / "manifest.json": b'{"files": {}}', (folder / path if not path.startswith("/") else Path(path)): b"x"}
    with pytest.raises(PrintkitError, match="refusing to write"):
        write_kit(files, folder)
    assert not list(tmp_path.rglob("*.pdf"))


def test_ids_past_validation_still_cannot_leave_the_kit(tmp_path, little_war):
    """Every kit path is made by the checked join: a model whose ids never passed validation (a bug, or a
    game built in code) is refused at the first path it would make, before anything is written."""
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.model.record import replace

    counters = replace(little_war.counters, pieces=(replace(little_war.counters.pieces[0], id="../../../escape"),
                                                   *little_war.counters.pieces[1:]))
    bad_counter = replace(little_war, counters=counters, scenarios={})
    for game, formats in ((replace(little_war, id="../escape"), ["svg"]), (bad_counter, ["png"]), (bad_counter, ["vmod"])):
        with pytest.raises(PrintkitError, match="refusing to write"):
            render_kit(game, formats, ["a4"], tmp_path / "out", Options(), dpi=10)
    assert not list(tmp_path.rglob("*"))


# -- face texts ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("template,message", [
    ("{cv:>30000000}", "the width is at most 32 and the precision at most 12 characters"),
    ("{cv:.13f}", "the width is at most 32 and the precision at most 12 characters"),
    ("{label.nope}", "shows 'label.nope': a face text shows only its unit's fields, {cv}, {label}, {rank}"),
    ("{label.__class__.__mro__}", "shows 'label.__class__.__mro__': a face text shows only its unit's fields"),
    ("{cv[0]}", "shows 'cv[0]': a face text shows only its unit's fields"),
    ("{nope}", "shows 'nope'"),
    ("{}", "shows an empty field '{}'"),
    ("{0}", "shows '0'"),
    ("{label!r}", "no '!r' in a face text"),
    ("{cv:{label}}", "'{label}' is not a format"),
    ("{cv:c}", "'c' is not a format"),
    ("{", "is not a face text: Single '{' encountered"),
    ("{label:d}", "{label} is 'R1' here, which 'd' cannot show"),
])
def test_a_face_text_shows_only_its_units_fields(template, message):
    text = MINI.replace('front: {value: "{cv}"}', f'front: {{value: "{template}"}}', 1)
    assert text != MINI
    issues = _issues(text)
    assert len(issues) == 1 and issues[0].startswith("g.yaml:20:20: unit_types.infantry.front.value: "), issues
    assert message in issues[0], issues


@pytest.mark.parametrize("template,shown", [("{cv:>3}", "  2"), ("{cv:02d}", "02"), ("{label:^6}", "  R1  "),
                                            ("{{cv}} {cv}", "{cv} 2"), ("{cv:.1f}", "2.0")])
def test_a_face_text_fills_in_its_fields(template, shown):
    from printkit.layout.counters import resolve_face

    text = MINI.replace('front: {value: "{cv}"}', f'front: {{value: "{template}"}}', 1)
    game = validated("g.yaml", text, glyphs=False)
    counter = next(c for c in game.counters.pieces if c.id == "r-inf")
    assert resolve_face(game, counter, "front").value == shown


def test_the_layout_never_calls_str_format_on_game_text(little_war):
    """A face text that skipped validation still cannot reach into Python."""
    from printkit.layout.counters import resolve_face
    from printkit.model.record import replace

    counter = little_war.counters.pieces[0]
    evil = replace(counter, front=replace(little_war.unit_types[counter.type].front, top="{label.__class__}"))
    game = replace(little_war, counters=replace(little_war.counters, pieces=(evil,), total=None))
    with pytest.raises(PrintkitError, match="a face text shows only its unit's fields"):
        resolve_face(game, evil, "front")


# -- texts and sizes that reach a renderer ------------------------------------------------------------------

def test_a_title_of_a_million_characters_is_refused():
    issues = _issues(LITTLE_WAR.replace("title: The Little War", "title: " + "W" * 1_000_000, 1))
    assert any(i.startswith("g.yaml:13:8: title: a text of 1,000,000 characters; at most 200 for a title") for i in issues), issues


def test_a_note_longer_than_any_printed_text_is_refused():
    issues = _issues(LITTLE_WAR.replace("\nnote: Slovakia", "\nnote: " + "w " * 6000 + "Slovakia", 1))
    assert any("g.yaml:16:7: note: a text of 12," in i and "characters; at most 10,000" in i for i in issues), issues


def test_every_text_of_the_longest_legal_length_is_accepted():
    from printkit.load.schema import MAX_SHORT, MAX_TEXT

    text = LITTLE_WAR.replace("title: The Little War", "title: " + "W" * MAX_SHORT, 1)
    text = text.replace("\nnote: Slovakia", "\nnote: " + "w" * (MAX_TEXT - 10) + " Slovakia", 1)
    text = text[:text.index(" Slovakia")] + "\n" + text[text.index("\n", text.index(" Slovakia")) + 1:]
    assert len(validated("g.yaml", text, glyphs=False).title) == MAX_SHORT


def test_a_map_enlarged_past_what_tiles_is_refused():
    issues = _issues(CASE_BLUE.replace("print_scale: 1.5", "print_scale: 1000", 1))
    assert any("maps.main.print_scale: print_scale 1000 tiles a map of 279,400 mm; at most 2000 mm" in i for i in issues)


@pytest.mark.parametrize("old,new,message", [
    ("rows: [26, 38]", "rows: [26, 100]", "XXYY labels number rows 0 to 99; got [26, 100]"),
    ("rows: [26, 38]", "rows: [-1, 38]", "XXYY labels number rows 0 to 99; got [-1, 38]"),
])
def test_a_grid_its_labels_cannot_number_is_refused(old, new, message):
    issues = _issues(CASE_BLUE.replace(old, new, 1))
    assert any(message in i for i in issues), issues


def test_more_cards_than_a_kit_prints_are_refused():
    text = UKRAINIAN_CRISIS.replace("- id: belarus\n      title: Belarus", "- id: belarus\n      quantity: 6000\n      title: Belarus", 1)
    text = text.replace("  total: 18\n", "  total: 6017\n", 1)
    assert any("cards to print; at most 5000" in i for i in _issues(text))


def _largest_grid() -> str:
    """tests/data/mini_hex.yaml with the largest grid its labels number: 100 x 100 hexes (XXYY), 1.7 x 1.9 m."""
    text = (ROOT / "tests" / "data" / "mini_hex.yaml").read_text(encoding="utf-8")
    for old, new in (("size: [200mm, 120mm]", "size: [1700mm, 1900mm]"),
                     ("labels: letter-number, columns: [1, 8], rows: [1, 6]", "labels: XXYY, columns: [0, 99], rows: [0, 99]"),
                     ("hex_size: 0.55in", "hex_size: 16mm"), ("C3:", '"0303":'), ("D3:", '"0403":'), ("H6:", '"0806":'),
                     ("A1:", '"0101":'), ("[E2, E3]", '["0502", "0503"]'), ("hexes: [A4, B3, C3, D3, E3, F2, G2, H1]",
                                                                          'hexes: ["0104", "0203"]'),
                     ("hexes: [A6]", 'hexes: ["0106"]'), ("location: C3", 'location: "0303"'),
                     ("location: F4", 'location: "0604"')):
        assert old in text, old
        text = text.replace(old, new)
    return text


def test_the_largest_grid_that_validates_builds(tmp_path):
    """MAX_HEXES is what two-digit labels number (10,000; it was 20,000, which no label scheme could print and
    whose build was an internal error): such a map validates and its kit renders."""
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.load.limits import MAX_HEXES

    game = validated("g.yaml", _largest_grid(), glyphs=False)
    grid = game.maps["main"].grid
    assert (grid.columns[1] - grid.columns[0] + 1) * (grid.rows[1] - grid.rows[0] + 1) == MAX_HEXES == 10_000
    files = render_kit(game, ["pdf"], ["a4"], tmp_path, Options())
    assert any(p.name == "map-100.pdf" for p in files)
    assert all(data.startswith(b"%PDF-") for path, data in files.items() if path.suffix == ".pdf")


def test_an_image_too_large_for_memory_is_refused(tmp_path, capsys):
    game = tmp_path / "g.yaml"
    game.write_text(_largest_grid(), encoding="utf-8")
    code, _, err = run_cli(capsys, "build", str(game), "--format", "png", "--dpi", "600", "--out", str(tmp_path / "o"))
    assert code == 1 and err == ("printkit: error: --dpi 600: Terminal Siege would be an image of 40,157 x 44,882 "
                                 "pixels; at most 150 million pixels (use --dpi 173 or less)\n")
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("game_id", ["little_war", "case_blue", "donetsk_airport", "ukrainian_crisis"])
def test_the_names_the_loader_checks_are_the_names_the_kit_makes(game_id):
    """load/names.py checks collisions among kit_names.COMPONENTS and the boards' stems: every component
    kit.components makes is one of those, so a new component cannot silently take a display's file."""
    from printkit import kit_names
    from printkit.kit import components
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    game = load_game(game_id)
    made = set(components(game, Options(paper="a4")))
    boards = {kit_names.page_stem(game, m) for m in game.maps}
    assert made <= set(kit_names.COMPONENTS) | boards, made - set(kit_names.COMPONENTS) - boards
