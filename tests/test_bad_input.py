"""Bad input: every broken fixture gives exactly these messages (file:line:col: path: what), all at once, exit 1."""

from __future__ import annotations

import pytest

from tests.conftest import DATA, run_cli

BAD = DATA / "bad"

EXPECTED = {
    "syntax_error.yaml": [
        "syntax_error.yaml:7:3: YAML syntax error: while parsing a flow mapping (line 6, column 8): "
        "did not find expected ',' or '}'",
    ],
    "wrong_type.yaml": [
        "wrong_type.yaml:13:58: counters.pieces[0].cv: expected a whole number, got 'two'",
        "wrong_type.yaml:14:50: counters.pieces[1].label: expected text, got 12 (quote numbers that are labels, e.g. '0512')",
        "wrong_type.yaml:15:71: counters.pieces[2].quantity: quantity must be at least 1, got -1",
        "wrong_type.yaml:16:77: counters.pieces[3].front.stripe: expected true or false, got 'maybe'",
    ],
    "unknown_key.yaml": [
        # one misspelt key, one message: not also "missing required key 'color'"
        "unknown_key.yaml:6:20: sides.red.colour: unknown key 'colour' (did you mean 'color'?); expected one of: abbreviation, "
        "adjective, color, colorblind, faction, id, name, note, play_value, printed, source, status, text_color",
        "unknown_key.yaml:10:3: counters.peices: unknown key 'peices' (did you mean 'pieces'?); expected one of: note, pieces, "
        "play_value, source, status, total",
    ],
    "dangling_reference.yaml": [
        "dangling_reference.yaml:13:22: counters.pieces[0].side: no side 'blue'; sides are: red",
        "dangling_reference.yaml:14:33: counters.pieces[1].type: no unit type 'cavalry'; unit types are: infantry",
        "dangling_reference.yaml:24:66: maps.main.areas[0].adjacent[0]: adjacency is not symmetric: 'a' lists 'b', "
        "but 'b' does not list 'a'",
        "dangling_reference.yaml:24:69: maps.main.areas[0].adjacent[1]: no area 'c' on map 'main'",
        "dangling_reference.yaml:25:35: maps.main.areas[1].country: no country 'sea'; countries are: land",
        "dangling_reference.yaml:30:14: scenarios.s1.victory: no chart 'win'",
        "dangling_reference.yaml:32:33: scenarios.s1.setup[0].location: no location 'atlantis' on any map",
        "dangling_reference.yaml:33:19: scenarios.s1.setup[1].counter: no counter 'r9'",
    ],
    "bad_scenery.yaml": [
        "bad_scenery.yaml:26:80: maps.main.areas[3].features: 'd' is a pass, but no road or track runs through it",
        "bad_scenery.yaml:28:45: maps.main.rivers[0].points[1]: point [140.0, 50.0] (mm) lies off the 100 x 100 mm sheet",
        "bad_scenery.yaml:30:19: maps.main.roads[0].via[1]: a road from 'a' to 'c': the areas are not adjacent "
        "(a road joins adjacent areas only)",
        "bad_scenery.yaml:31:19: maps.main.roads[1].via[1]: no area 'atlantis' on this map",
    ],
    "duplicate_id.yaml": [
        "duplicate_id.yaml:7:3: sides.red: duplicate key 'red'",
        "duplicate_id.yaml:15:12: counters.pieces[1].id: duplicate counter id 'r1'",
    ],
    "bad_length.yaml": [
        "bad_length.yaml:6:9: counter_sheet.size: expected a length with a unit such as '16mm' or '0.625in', got 16",
        "bad_length.yaml:7:10: counter_sheet.bleed: expected a length such as '16mm', '0.625in', '5/8in' or '9pt', "
        "got '2 furlongs'",
        "bad_length.yaml:13:18: maps.main.size[1]: expected a length such as '16mm', '0.625in', '5/8in' or '9pt', "
        "got '8.5inch'",
    ],
    "missing_glyph.yaml": [
        "missing_glyph.yaml:13:46: counters.pieces[0].label: the font DejaVuSans has no glyph for '坦' (U+5766), "
        "'克' (U+514B)",
    ],
    "provenance.yaml": [
        "provenance.yaml:14:18: charts.crt.cells.1.1: status is 'unknown' but a value 'AS' is given; "
        "unknown values stay null",
        "provenance.yaml:15:7: charts.crt.cells.3: row '3' is not among the rows ['1', '2']",
        "provenance.yaml:22:7: charts.events.entries: ranges 1-2 and 4-6 leave a gap or overlap",
        "provenance.yaml:25:11: charts.odd.kind: expected kind to be one of 'table', 'ranges', 'list', 'steps', 'rolls', 'ladder', got 'pie'",
    ],
    "count_mismatch.yaml": [
        "count_mismatch.yaml:12:10: counters.total: the pieces add up to 2 counters, but total says 30",
    ],
    "over_placed.yaml": [
        "over_placed.yaml:32:9: scenarios.s1.reinforcements[0].quantity: places 3 of counter 'r1', "
        "but the counter mix has 2",
    ],
}


def test_every_fixture_has_expectations():
    assert sorted(p.name for p in BAD.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_validate_reports_every_problem_exactly(name, capsys, monkeypatch):
    monkeypatch.chdir(BAD)
    code, out, err = run_cli(capsys, "validate", name)
    assert code == 1
    assert out.splitlines() == EXPECTED[name]
    assert "Traceback" not in out + err


@pytest.mark.parametrize("name", ["wrong_type.yaml", "missing_glyph.yaml", "syntax_error.yaml"])
def test_build_of_bad_data_writes_nothing(name, capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(BAD)
    code, out, err = run_cli(capsys, "build", name, "--out", str(tmp_path / "out"))
    assert code == 1
    assert err.splitlines() == EXPECTED[name]
    assert not (tmp_path / "out").exists()


def test_not_utf8(tmp_path, capsys):
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes("title: Gy\xf6r\n".encode("latin-1"))
    code, out, err = run_cli(capsys, "validate", str(bad))
    assert code == 1
    assert err == "" and "latin1.yaml:1:1: the file is not UTF-8 text" in out


def test_alias_bomb_is_bounded(tmp_path, capsys):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, "
              f"*a{i - 1}, *a{i - 1}]" for i in range(1, 9)]
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text("\n".join(lines) + "\n")
    code, out, _ = run_cli(capsys, "validate", str(bomb))
    assert code == 1
    assert "document expands to more than" in out


def test_usage_errors_exit_2(capsys):
    code, _, err = run_cli(capsys, "hits", "little_war")
    assert code == 2 and "--dice" in err
    code, _, err = run_cli(capsys, "hits", "little_war", "--dice", "many")
    assert code == 2 and "expected a whole number, got 'many'" in err
    code, _, err = run_cli(capsys, "build", "little_war", "--back-offset", "left")
    assert code == 2 and "--back-offset expects X,Y in mm" in err


def test_unknown_game_is_one_clear_line(capsys):
    code, out, err = run_cli(capsys, "hits", "no_such_game", "--dice", "2")
    assert code == 1
    assert err.startswith("printkit: error: unknown game 'no_such_game'; games in data: ")
    assert len(err.splitlines()) == 1
