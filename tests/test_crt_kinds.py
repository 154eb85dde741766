"""CRT kinds declared by the data (final value, differential, odds), terrain column shifts and defence
multipliers from the terrain effects chart, DRMs from a list chart, and the terrain chart's movement costs.

The game is the guide's (docs/examples/marren_ford.yaml). Every expected value below is read by hand off the
charts as that file prints them (and as the aid page shows them), not from the code:

    Combat Results Table (rows: 1D6; columns: odds)      Terrain Effects
    Die  1-2 1-1 2-1 3-1 4-1                             Clear   1   none            -
     1   AE  AR  DR  DR  DE                              Woods   2   1 column left   -
     2   AE  AR  AR  DR  DE                              Hill    2   1 column left   -
     3   AR  EX  DR  DR  DR                              Town    1   1 column left   doubled
     4   AR  AR  EX  DR  DR                              Lake    no entry  -         -
     5   AE  AR  AR  EX  DR                              River   +2  1 column left   -
     6   AE  AE  AR  AR  EX
    DRMs: guns -1, combined_arms -1, uphill +1. Odds round in the defender's favour; below 1-2 refused,
    above 4-1 read at 4-1; a modified roll past 1 or 6 is read as 1 or 6.
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT, run_cli

GAME = str(ROOT / "docs" / "examples" / "marren_ford.yaml")
TEXT = (ROOT / "docs" / "examples" / "marren_ford.yaml").read_text(encoding="utf-8")


def crt(capsys, *argv, game=GAME):
    code, out, err = run_cli(capsys, "crt", game, *argv, "--json")
    return code, (json.loads(out.strip().splitlines()[-1]) if code == 0 else None), err


@pytest.mark.parametrize("attacker, defender, column", [
    (7, 3, "2-1"),   # 7:3 = 2.33, rounded down (the defender's favour) to 2-1
    (5, 5, "1-1"),   # exactly 1-1
    (9, 5, "1-1"),   # 1.8: 1-1, not 2-1
    (4, 5, "1-2"),   # 0.8: at least 1-2
    (8, 2, "4-1"),   # exactly 4-1
])
def test_odds_round_in_the_defenders_favour(capsys, attacker, defender, column):
    code, r, err = crt(capsys, "--attacker", str(attacker), "--defender", str(defender))
    assert code == 0, err
    assert r["kind"] == "odds" and r["column"] == column and r["rule"] == "Rule 5.1"


def test_a_roll_reads_the_column(capsys):
    code, r, _ = crt(capsys, "--attacker", "7", "--defender", "3", "--roll", "4")
    assert (r["column"], r["row"], r["result"], r["status"]) == ("2-1", "4", "EX", "printed")


def test_woods_shifts_one_column_left_and_a_drm_modifies_the_roll(capsys):
    # 12:4 = 3-1; Woods: one column left -> 2-1; guns -1: roll 4 is read as 3 -> DR
    code, r, err = crt(capsys, "--attacker", "12", "--defender", "4", "--terrain", "woods", "--drm", "guns",
                       "--roll", "4")
    assert code == 0, err
    assert (r["shifted_from"], r["shift"], r["column"]) == ("3-1", -1, "2-1")
    assert r["terrain"]["rule"] == "Rule 5.2" and r["terrain"]["name"] == "Woods"
    assert [(d["key"], d["value"], d["rule"]) for d in r["drms"]] == [("guns", -1, "Rule 5.3")]
    assert (r["drm_total"], r["modified_roll"], r["result"]) == (-1, 3, "DR")


def test_the_hex_gives_the_terrain_town_doubles_the_defence_and_shifts(capsys):
    # Marren (0905) is Town: defence 6 doubled = 12; 18:12 = 1.5 -> 1-1; one column left -> 1-2, whose
    # column reads AE on 1, 2, 5, 6 and AR on 3, 4
    code, r, err = crt(capsys, "--attacker", "18", "--defender", "6", "--hex", "0905")
    assert code == 0, err
    assert r["hex"] == "0905" and r["terrain"]["id"] == "town"
    assert (r["defence"], r["ratio"], r["shifted_from"], r["column"]) == (12, "3:2", "1-1", "1-2")
    assert r["ways"] == {"AE": 4, "AR": 2} and r["outcomes"] == 6


def test_the_modified_roll_is_read_at_the_ends(capsys):
    # 30:1 is above 4-1: read at 4-1; guns and combined arms -2: roll 1 is -1, read as 1 -> DE
    code, r, _ = crt(capsys, "--attacker", "30", "--defender", "1", "--drm", "guns", "--drm", "combined_arms",
                     "--roll", "1")
    assert (r["column"], r["drm_total"], r["modified_roll"], r["row"], r["result"]) == ("4-1", -2, -1, "1", "DE")
    assert r["clamped"]
    # 7:3 in Woods: 2-1 -> 1-1; uphill +1: roll 6 is 7, read as 6 -> AE
    code, r, _ = crt(capsys, "--attacker", "7", "--defender", "3", "--terrain", "woods", "--drm", "uphill",
                     "--roll", "6")
    assert (r["column"], r["row"], r["result"]) == ("1-1", "6", "AE")


def test_a_numeric_drm_and_a_named_one_add_up(capsys):
    code, r, _ = crt(capsys, "--attacker", "6", "--defender", "2", "--drm", "uphill", "--drm", "-3", "--roll", "5")
    # 6:2 = 3-1; +1 - 3 = -2: roll 5 is read as 3 -> DR
    assert (r["column"], r["drm_total"], r["row"], r["result"]) == ("3-1", -2, "3", "DR")


@pytest.mark.parametrize("argv, words", [
    (["--attacker", "-1", "--defender", "3"], "--attacker -1 is out of range"),
    (["--attacker", "3", "--defender", "0"], "--defender 0 is out of range"),
    (["--attacker", "2", "--defender", "5"], "below the first column (1-2)"),  # 2:5 is worse than 1-2
    (["--attacker", "3", "--defender", "5", "--terrain", "woods"], "below the first column (1-2)"),  # shifted off
    (["--attacker", "3", "--defender", "1", "--terrain", "swamp"],
     "the terrain is one of clear, woods, hill, town, lake, river, road"),
    (["--attacker", "3", "--defender", "1", "--terrain", "lake"], "Lake has no column shift"),
    (["--attacker", "3", "--defender", "1", "--drm", "tanks"], "the DRMs are guns, combined_arms, uphill"),
    (["--attacker", "3", "--defender", "1", "--roll", "7"], "--roll 7 is out of range: 1 to 6"),
    (["--attacker", "3", "--defender", "1", "--hex", "9999"], "not on the map"),
])
def test_impossible_inputs_are_refused(capsys, argv, words):
    code, out, err = run_cli(capsys, "crt", GAME, *argv)
    assert code == 1 and words in err and "internal error" not in err and out == "", err


def test_a_refused_attack_cites_the_crts_rule(capsys):
    code, _, err = run_cli(capsys, "crt", GAME, "--attacker", "2", "--defender", "5")
    assert "2:5" in err and "(Rule 5.1)" in err


def test_the_text_answer_lists_the_drms_and_their_sum(capsys):
    code, out, _ = run_cli(capsys, "crt", GAME, "--attacker", "12", "--defender", "4", "--terrain", "woods",
                           "--drm", "guns", "--drm", "combined_arms", "--roll", "4")
    assert code == 0
    assert "Woods (Rule 5.2): 1 column left -> column 2-1" in out
    assert "-1 Guns adjacent to the defender join the attack (Rule 5.3)" in out and "total -2" in out
    assert "roll 4 -2 = 2: AR (printed)" in out  # 2-1, row 2: AR


def _variant(tmp_path, old: str, new: str, name: str = "variant") -> str:
    assert old in TEXT
    path = tmp_path / f"{name}.yaml"
    path.write_text(TEXT.replace(old, new).replace("id: marren_ford", f"id: {name}"), encoding="utf-8")
    return str(path)


COMBAT = ("combat: {kind: odds, dice: 1d6, rounding: defender, below: refuse, above: clamp, roll_beyond: clamp,\n"
          "             terrain: terrain_effects, drms: combat_drms, rule: \"5.1\"}")


def test_odds_rounded_in_the_attackers_favour(tmp_path, capsys):
    game = _variant(tmp_path, COMBAT, COMBAT.replace("rounding: defender", "rounding: attacker"))
    code, r, _ = crt(capsys, "--attacker", "7", "--defender", "3", "--roll", "4", game=game)
    assert (r["column"], r["result"]) == ("3-1", "DR")  # 2.33 rounded up to 3-1, row 4: DR
    code, _, err = run_cli(capsys, "crt", game, "--attacker", "1", "--defender", "3")
    assert code == 1 and "below the first column" in err  # 1:3 is worse than 1-2 even rounded up


def test_a_differential_crt(tmp_path, capsys):
    text = COMBAT.replace("kind: odds", "kind: differential").replace("below: refuse, above: clamp",
                                                                       "below: clamp, above: refuse")
    game = _variant(tmp_path, COMBAT, text)
    path = tmp_path / "variant.yaml"
    body = path.read_text(encoding="utf-8")
    for odds, diff in (('"1-2"', '"-1"'), ('"1-1"', '"0"'), ('"2-1"', '"+1"'), ('"3-1"', '"+2"'), ('"4-1"', '"+3"')):
        body = body.replace(odds, diff)
    path.write_text(body, encoding="utf-8")
    # 6 - 4 = +2, row 3: DR (the old 3-1 column)
    code, r, err = crt(capsys, "--attacker", "6", "--defender", "4", "--roll", "3", game=game)
    assert code == 0, err
    assert (r["kind"], r["differential"], r["column"], r["result"]) == ("differential", 2, "+2", "DR")
    # 1 - 4 = -3: below -1 is read at -1; row 6: AE
    code, r, _ = crt(capsys, "--attacker", "1", "--defender", "4", "--roll", "6", game=game)
    assert (r["column"], r["result"]) == ("-1", "AE")
    # Town: 2 doubled = 4; 6 - 4 = +2, one column left -> +1; row 1: DR
    code, r, _ = crt(capsys, "--attacker", "6", "--defender", "2", "--terrain", "town", "--roll", "1", game=game)
    assert (r["defence"], r["differential"], r["column"], r["result"]) == (4, 2, "+1", "DR")
    # 10 - 4 = +6, above +3: refused, as the data says
    code, _, err = run_cli(capsys, "crt", game, "--attacker", "10", "--defender", "4")
    assert code == 1 and "above the last column (+3)" in err


@pytest.mark.parametrize("old, new, words", [
    ('values: ["1-2", "1-1", "2-1", "3-1", "4-1"]', 'values: ["1-2", "1-1", "2-1", "3-1", "4-x"]',
     "an odds CRT's columns are ratios like '1-2', '1-1', '2-1'; got '4-x'"),
    ('values: ["1-2", "1-1", "2-1", "3-1", "4-1"]', 'values: ["1-1", "1-2", "2-1", "3-1", "4-1"]',
     "an odds CRT's columns must rise from left to right"),
    ("dice: 1d6, rounding", "rounding", "needs `dice`"),
    ("column_shift: combat,", "column_shift: fight,", "effects.column_shift: no column 'fight'"),
    ("drms: combat_drms, rule", "drms: combat_drm, rule", "combat.drms: 'combat_drm' is not a list chart of DRMs"),
    ("terrain: terrain_effects, drms", "terrain: victory, drms", "'victory' is not a terrain effects table"),
])
def test_a_crt_or_terrain_chart_that_cannot_be_read_is_a_located_error(tmp_path, capsys, old, new, words):
    game = _variant(tmp_path, old, new)
    code, out, err = run_cli(capsys, "validate", game)
    assert code == 1 and words in out + err, out + err
    assert "variant.yaml:" in out + err and "charts." in out + err


def test_a_final_value_crt_refuses_drms_and_rolls(capsys):
    code, _, err = run_cli(capsys, "crt", "case_blue", "--attacker", "4", "--defender", "6", "--drm", "1")
    assert code == 1 and "final values" in err
    code, _, err = run_cli(capsys, "crt", "case_blue", "--attacker", "4", "--defender", "6", "--roll", "3")
    assert code == 1 and "final values" in err


def test_a_game_without_a_crt_says_so(capsys):
    code, _, err = run_cli(capsys, "crt", "little_war", "--attacker", "4", "--defender", "6")
    assert code == 1 and "has no CRT" in err


# movement costs from the terrain effects chart -------------------------------------------------------------

@pytest.mark.parametrize("argv, total", [
    (["--terrain", "woods"], 2),
    (["--terrain", "town"], 1),
    (["--from", "0302", "--to", "0303"], 2),  # 0303 is Woods
    (["--from", "0701", "--to", "0801"], 3),  # Clear 1, across the river +2
    (["--terrain", "woods", "--river"], 4),  # Woods 2, river +2
    (["--from", "0405", "--to", "0505"], 0.5),  # along the road: 1/2
    (["--from", "0405", "--to", "0505", "--no-line"], 1),  # off the road: Clear
    (["--from", "0805", "--to", "0905"], 0.5),  # the road into Marren (Town 1): the road's 1/2
])
def test_move_cost_reads_the_terrain_chart(capsys, argv, total):
    code, out, err = run_cli(capsys, "move-cost", GAME, *argv, "--json")
    assert code == 0, err
    assert json.loads(out)["total"] == total


def test_move_cost_refusals(capsys):
    code, out, _ = run_cli(capsys, "move-cost", GAME, "--terrain", "lake", "--json")
    assert code == 0 and json.loads(out)["prohibited"] == "Lake"
    code, _, err = run_cli(capsys, "move-cost", GAME, "--terrain", "swamp")
    assert code == 1 and "the terrain is one of clear, woods, hill, town, lake, river, road" in err


def test_path_costs_come_from_the_terrain_chart(capsys):
    code, out, err = run_cli(capsys, "path", GAME, "0302", "0303", "0304", "--mp", "4", "--json")
    assert code == 0, err
    assert json.loads(out)["spent"] == 4  # two Woods hexes, 2 MP each
    code, _, err = run_cli(capsys, "path", GAME, "0302", "0303", "0304", "0305", "--mp", "4")
    assert code == 1 and "5 MP spent by 0305" in err  # + Clear 1
    code, out, err = run_cli(capsys, "path", GAME, "0105", "0205", "0305", "0405", "0505", "--mp", "4", "--json")
    assert code == 0 and json.loads(out)["spent"] == 2, err  # four road hexes of 1/2
    code, _, err = run_cli(capsys, "path", GAME, "0302", "0303", "--mp", "-1")
    assert code == 1 and "--mp -1 is out of range" in err


# the build ------------------------------------------------------------------------------------------------

def test_an_odds_table_named_crt_without_a_combat_block_builds_and_verifies(tmp_path, capsys):
    """Once reported: `internal error: ValueError ... '1-2'` when the odds CRT is the chart named 'crt'."""
    text = TEXT.replace("combat_results", "crt")
    start = text.index("    combat: {kind: odds")
    end = text.index("\n", text.index("drms: combat_drms", start))
    path = tmp_path / "oddsnamed.yaml"
    path.write_text((text[:start] + text[end + 1:]).replace("id: marren_ford", "id: oddsnamed"), encoding="utf-8")
    code, _, err = run_cli(capsys, "build", str(path), "--out", str(tmp_path), "--format", "pdf")
    assert code == 0, err
    code, out, err = run_cli(capsys, "verify", str(path), "--out", str(tmp_path))
    assert code == 0 and "internal error" not in err and out.strip().endswith(" 0 failed"), out + err
    code, _, err = run_cli(capsys, "crt", str(path), "--attacker", "3", "--defender", "1")
    assert code == 1 and "charts.crt.combat" in err and "internal error" not in err


def test_the_refusals_the_guide_quotes_are_printkits(capsys):
    guide = (ROOT / "docs" / "guide.md").read_text(encoding="utf-8")
    for argv in (["--attacker", "2", "--defender", "5"], ["--attacker", "3", "--defender", "1", "--terrain", "swamp"]):
        code, _, err = run_cli(capsys, "crt", GAME, *argv)
        assert code == 1 and err.strip() in guide.splitlines(), err


def test_the_odds_card_gives_each_columns_chances():
    """By hand from the 1D6 columns: 1-2 is AE on 1, 2, 5, 6 and AR on 3, 4; 2-1 is DR, AR, DR, EX, AR, AR."""
    from printkit.load.game_loader import load_game
    from printkit.rules.odds import sections

    section = next(s for s in sections(load_game(GAME)) if s["id"] == "odds_crt")
    assert section["header"] == ["Odds", "AE", "AR", "EX", "DR", "DE"] and section["rule"] == "5.1"
    rows = {r[0]: r[1:] for r in section["rows"]}
    assert rows["1-2"] == ["66.7%", "33.3%", "–", "–", "–"]
    assert rows["2-1"] == ["–", "50.0%", "16.7%", "33.3%", "–"]
    assert rows["4-1"] == ["–", "–", "16.7%", "50.0%", "33.3%"]


def test_a_declared_final_value_crt_with_a_terrain_shift(tmp_path, capsys):
    """The guide's table read by final values (columns 1-5 = the odds columns renamed): attacker 3 against
    defender 4 is row 4, column 3 (the old 2-1): EX; in Woods one column left, column 2 (old 1-1): AR."""
    body = TEXT.replace("kind: odds, dice: 1d6,", "kind: final_value,").replace("id: marren_ford", "id: fv")
    for odds, value in (('"1-2"', '"1"'), ('"1-1"', '"2"'), ('"2-1"', '"3"'), ('"3-1"', '"4"'), ('"4-1"', '"5"')):
        body = body.replace(odds, value)
    path = tmp_path / "fv.yaml"
    path.write_text(body, encoding="utf-8")
    code, out, err = run_cli(capsys, "crt", str(path), "--attacker", "3", "--defender", "4")
    assert code == 0 and out.strip() == "CRT attacker 3 / defender 4: EX (printed; Rule 5.1)", err
    code, r, err = crt(capsys, "--attacker", "3", "--defender", "4", "--terrain", "woods", game=str(path))
    assert (r["kind"], r["shifted_from"], r["column"], r["result"]) == ("final_value", "3", "2", "AR"), err
    code, _, err = run_cli(capsys, "crt", str(path), "--attacker", "3", "--defender", "4", "--terrain", "town")
    assert code == 1 and "only a column shift applies" in err  # Town doubles a strength: not a final value
