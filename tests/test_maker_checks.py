"""The checks a maker needs (issue 19): what validates as YAML but would print badly or set up illegally is a
located error, each fixture in tests/data/bad_maker/ with its exact messages; one mistake gives one message."""

from __future__ import annotations

import pytest

from tests.conftest import DATA, ROOT, run_cli

BAD = DATA / "bad_maker"

EXPECTED = {
    "contrast.yaml": [
        "contrast.yaml:7:52: sides.blue.text_color: text #8fa9d0 on the side colour #2f5d9e has a contrast of 2.8:1; "
        "printed text needs at least 4.5:1 (text_color '#ffffff' gives 6.6:1)",
        "contrast.yaml:8:27: sides.red.color: the default text colour #000000 on the side colour #b03a2e has a contrast "
        "of 3.5:1; printed text needs at least 4.5:1 (text_color '#ffffff' gives 6.0:1)",
    ],
    "terrain_fill.yaml": [
        "terrain_fill.yaml:28:13: maps.main.terrain.lake: missing required key 'color' (a colour '#rrggbb'): the colour "
        "that fills its hexes (a hexside's or line's colour); there is no default",
    ],
    "chart_title.yaml": [
        "chart_title.yaml:33:5: charts.victory: a chart needs a title (title: ...): it is the chart's heading on the "
        "player aid and the name the calculators give it",
    ],
    "late_reinforcement.yaml": [
        "late_reinforcement.yaml:49:47: scenarios.s1.setup[1].turn: turn 0: turns are numbered from 1",
        "late_reinforcement.yaml:51:47: scenarios.s1.reinforcements[0].turn: enters on turn 7, after the scenario's "
        "last turn (6, scenarios.s1.turns)",
    ],
    "stacking.yaml": [
        "stacking.yaml:49:33: scenarios.s1.setup[0].location: 4 rifles units set up in 0101; at most 2 may stack there "
        "(stacking.per.rifles, rule 5.1)",
        "stacking.yaml:49:33: scenarios.s1.setup[0].location: 4 units set up in 0101; the stacking limit is 3 "
        "(stacking.limit, rule 5.1)",
    ],
    "prohibited.yaml": [
        "prohibited.yaml:49:33: scenarios.s1.setup[1].location: 'r1' is set up in 0303, Lake, which ground units may "
        "not enter (maps.main.terrain.lake.prohibited)",
    ],
    "grid_fit.yaml": [
        "grid_fit.yaml:25:11: maps.main.grid: the grid of 6 x 5 hexes is 104 x 105 mm from its origin (10, 20) mm and "
        "runs 25 mm past the bottom of the 150 x 100 mm sheet (size): make hex_size smaller, the sheet larger or "
        "move the origin",
    ],
    "face_template.yaml": [
        "face_template.yaml:11:27: unit_types.rifles.front.value: '{attack}-{defense}-{movement}' shows 'defense': a "
        "face text shows only its unit's fields, {cv}, {label}, {rank}, {attack}, {defence}, {movement}",
        "face_template.yaml:11:68: unit_types.rifles.front.corner: '{cv' is not a face text: expected '}' before end "
        "of string (write '{{' and '}}' for a brace)",
    ],
    # a misspelt grid key once (not also "missing 'orientation'", nor "no location '0101'" for every setup line,
    # nor the parameters' hexes); a wrong colour once (not also "no side 'red'" for its counters)
    "one_bad_key.yaml": [
        "one_bad_key.yaml:8:27: sides.red.color: expected a colour '#rrggbb', got '#e8b4a'",
        "one_bad_key.yaml:25:12: maps.main.grid.orientaton: unknown key 'orientaton' (did you mean 'orientation'?); "
        "expected one of: columns, hex_size, labels, lower_letters, orientation, rows, shifted, xx",
    ],
    # YAML's own traps a newcomer meets: an unquoted hex label is a number (0303 is octal 195), an unquoted
    # colour a comment (no value, or a flow mapping that never closes)
    "yaml_traps.yaml": [
        "yaml_traps.yaml:10:11: sides.red.color: expected a colour '#rrggbb', got nothing (unquoted, '#' starts a "
        "YAML comment: write it in quotes, \"#2f5d9e\")",
        "yaml_traps.yaml:32:7: maps.main.hexes.195: hex 0303 is read by YAML as the number 195: write hex labels in "
        "quotes, \"0303\"",
    ],
    "yaml_trap_flow.yaml": [
        "yaml_trap_flow.yaml:9:11: YAML syntax error: while parsing a flow mapping (line 8, column 8): did not find "
        "expected ',' or '}' (an unquoted '#' starts a YAML comment: write colours in quotes, \"#2f5d9e\")",
    ],
}


def test_every_fixture_has_expectations():
    assert sorted(p.name for p in BAD.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_check_reports_exactly(name, capsys, monkeypatch):
    monkeypatch.chdir(BAD)
    code, out, err = run_cli(capsys, "validate", name)
    assert code == 1
    assert out.splitlines() == EXPECTED[name]
    assert "Traceback" not in out + err


def test_the_fixtures_differ_from_a_clean_game_only_where_they_say(tmp_path, capsys):
    """Each fixture is the same small game with one mistake: undo it and the game validates (so every message
    above is the mistake's, not the base game's)."""
    clean = (BAD / "prohibited.yaml").read_text().replace(", prohibited: [ground]", "")
    path = tmp_path / "clean.yaml"
    path.write_text(clean.replace("id: prohibited", "id: clean"))
    code, out, err = run_cli(capsys, "validate", str(path))
    assert code == 0, out + err


def _edited(tmp_path, game: str, old: str, new: str):
    text = (ROOT / "data" / f"{game}.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / f"{game}.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(path)


def test_a_bad_key_in_a_shipped_map_is_one_message(tmp_path, capsys):
    """Before: a misspelt grid key in Case Blue gave 87 messages (every setup hex, every parameter's hexes)."""
    path = _edited(tmp_path, "case_blue", "grid: {orientation: pointy", "grid: {orientaton: pointy")
    code, out, _ = run_cli(capsys, "validate", path)
    assert code == 1
    assert len(out.splitlines()) == 1 and "did you mean 'orientation'?" in out


def test_a_wrong_side_colour_in_a_shipped_game_is_one_message(tmp_path, capsys):
    path = _edited(tmp_path, "little_war", 'color: "#3a5f94"', 'color: "#3a5f9"')
    code, out, _ = run_cli(capsys, "validate", path)
    assert code == 1
    assert out.splitlines() == [f"{path}:23:12: sides.slovak.color: expected a colour '#rrggbb', got '#3a5f9'"]


def test_contrast_holds_for_every_shipped_game():
    """The check runs at load for any game; the four games pass it (their colours were chosen for it)."""
    from printkit.load.game_loader import game_ids, load_game
    from printkit.wcag import contrast_ratio

    for gid in game_ids():
        game = load_game(gid)
        assert all(contrast_ratio(s.color, s.text_color) >= 4.5 for s in game.sides.values()), gid


def test_month_turns_are_checked_against_the_scenario(tmp_path, capsys):
    """A reinforcement entering on a month after the scenario's last (Case Blue turns are months)."""
    path = _edited(tmp_path, "case_blue", "{counter: ussr-3gd, location: Upgrade, entry_h: Nov-42, entry_v: Sep-42}",
                   "{counter: ussr-3gd, location: Upgrade, entry_h: Dec-42, entry_v: Sep-42}")
    line = next(i for i, text in enumerate(open(path, encoding="utf-8"), 1) if "entry_h: Dec-42" in text)
    code, out, _ = run_cli(capsys, "validate", path)
    assert code == 1
    assert out.splitlines() == [f"{path}:{line}:57: scenarios.case_blue_1942.setup[29].entry_h: enters on 'Dec-42', "
                                "which is not a turn of this scenario (Jul-42 to Nov-42)"]
