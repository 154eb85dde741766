"""The calculators' side options are the data's (issue 19): `--control [SIDE:]HEX`, `--marked HEX...`,
`--vp SIDE=N`, `--level SIDE=N`, `--chit SIDE=LEVEL`, `--requested-by SIDE`. The shipped games' older spellings
(`--axis-control`, `--hungarian-vp`, `--ukraine 9 --dnr 8` ...) are rewritten to them (printkit/games/aliases.py)
and mean the same; an unknown side is one line naming the game's sides, exit 1."""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT, run_cli

MINI_GAME = str(ROOT / "tests" / "data" / "mini_game.yaml")


def _json(capsys, *argv):
    code, out, err = run_cli(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


@pytest.mark.parametrize("old,new", [
    (["victory", "little_war", "--hungarian-vp", "5"], ["victory", "little_war", "--vp", "hungarian=5"]),
    (["victory", "little_war", "--hungarian-vp=5"], ["victory", "little_war", "--vp", "5"]),
    (["victory", "ukrainian_crisis", "--ukraine-vp", "30", "--russia-vp", "12"],
     ["victory", "ukrainian_crisis", "--vp", "russia=12", "--vp", "ukraine=30"]),
    (["ceasefire", "ukrainian_crisis", "--ukraine", "minor", "--russia", "maximum", "--requested-by", "russia"],
     ["ceasefire", "ukrainian_crisis", "--chit", "russia=maximum", "--chit", "ukraine=minor", "--requested-by", "russia"]),
    (["segments", "ukrainian_crisis", "--russia", "moderate", "--ukraine", "minor"],
     ["segments", "ukrainian_crisis", "--chit", "ukraine=minor", "--chit", "russia=moderate"]),
    (["initiative", "donetsk_airport", "--ukraine", "12", "--dnr", "10", "--rolls", "1", "4"],
     ["initiative", "donetsk_airport", "--level", "dnr=10", "--level", "ukraine=12", "--rolls", "1", "4"]),
    (["supply", "case_blue", "--side", "soviet", "--hex", "3356", "--axis-control", "3255", "--soviet-control", "2752"],
     ["supply", "case_blue", "--side", "soviet", "--hex", "3356", "--control", "3255", "--control", "soviet:2752"]),
    (["victory-check", "case_blue", "--scenario", "case_blue_1942", "--axis-control", "2655", "2752", "2952", "3060"],
     ["victory-check", "case_blue", "--scenario", "case_blue_1942", "--marked", "2655", "2752", "2952", "3060"]),
    (["victory-check", "case_blue", "--scenario", "operation_uranus_1942", "--soviet-control", "2752"],
     ["victory-check", "case_blue", "--scenario", "operation_uranus_1942", "--control", "ussr:2752"]),
    (["retreat", "case_blue", "--from", "3356", "--attacker", "3355", "--side", "axis", "--axis-control", "3255"],
     ["retreat", "case_blue", "--from", "3356", "--attacker", "3355", "--side", "axis", "--control", "axis:3255"]),
    (["production", "case_blue", "--country", "ussr", "--axis-control", "2952", "3060"],
     ["production", "case_blue", "--country", "ussr", "--marked", "2952", "--control", "3060"]),
])
def test_the_old_spelling_and_the_generic_one_answer_alike(capsys, old, new):
    assert _json(capsys, *old) == _json(capsys, *new)


def test_a_marked_city_taken_back_and_the_markers_side(capsys):
    """2.2.1: a city without an Axis Control marker is Soviet controlled; SOVIET:HEX takes a marked one back."""
    start = _json(capsys, "victory-check", "case_blue", "--scenario", "operation_uranus_1942")
    back = _json(capsys, "victory-check", "case_blue", "--scenario", "operation_uranus_1942", "--control", "soviet:2952")
    assert back["counts"]["axis"] == start["counts"]["axis"] - 1
    assert back["counts"]["soviet"] == start["counts"]["soviet"] + 1


@pytest.mark.parametrize("argv,valid", [
    (["victory", "little_war", "--vp", "nobody=3"], "slovak, hungarian"),
    (["victory", "ukrainian_crisis", "--vp", "moscow=3", "--vp", "russia=1"], "ukraine, russia"),
    (["ceasefire", "ukrainian_crisis", "--chit", "ukraine=minor", "--chit", "russia=minor", "--requested-by", "kyiv"],
     "ukraine, russia"),
    (["segments", "ukrainian_crisis", "--chit", "nato=minor", "--chit", "russia=minor"], "ukraine, russia"),
    (["initiative", "donetsk_airport", "--level", "nato=9", "--level", "dnr=8"], "ukraine, dnr"),
    (["supply", "case_blue", "--side", "axis", "--hex", "3356", "--control", "allies:3255"], "axis, soviet"),
    (["victory", MINI_GAME, "--vp", "purple=2"], "red, green"),
])
def test_an_unknown_side_is_one_line_naming_the_games_sides(capsys, argv, valid):
    code, out, err = run_cli(capsys, *argv)
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "no side" in err and f"sides: {valid}" in err, err


def test_a_missing_side_names_the_generic_option(capsys):
    code, _, err = run_cli(capsys, "victory", "ukrainian_crisis", "--vp", "ukraine=3")
    assert code == 2 and "--vp russia=N" in err
    code, _, err = run_cli(capsys, "ceasefire", "ukrainian_crisis", "--chit", "ukraine=minor")
    assert code == 2 and "--chit russia=LEVEL" in err


def test_a_vp_total_in_a_game_not_shipped(capsys):
    """tests/data/mini_game.yaml: a ranges chart 'victory' keyed by Red VP; the side is the data's."""
    assert _json(capsys, "victory", MINI_GAME, "--vp", "red=2")["result"] == "Red wins"
    assert _json(capsys, "victory", MINI_GAME, "--vp", "0")["result"] == "Green wins"
    code, out, _ = run_cli(capsys, "victory", MINI_GAME, "--vp", "red=2")
    assert code == 0 and "Red VP 2" in out


def _siege(tmp_path, markers: str | None = "south"):
    """tests/data/mini_hex.yaml with city supply for `south`, whose control markers mark the cities it holds."""
    text = (ROOT / "tests" / "data" / "mini_hex.yaml").read_text(encoding="utf-8")
    old = ("  supply_sources: {value: {north: {hexes: [A6]}, south: {edges: [east], transport_line_into_edge: true}}, "
           "source: invented, status: reconstructed}")
    assert old in text
    new = ("  supply_sources: {value: {north: {hexes: [A6]}, south: {friendly_cities: true}}, source: invented, "
           "status: reconstructed}\n  supply_first_leg: {value: 2, source: invented, status: reconstructed}")
    if markers:
        new += f"\n  control_markers: {{value: {markers}, source: invented, status: reconstructed}}"
    text = text.replace(old, new).replace("    setup:\n      - {counter: b1, location: C3}",
                                          "    control: [C3]\n    setup:\n      - {counter: b1, location: C3}")
    path = tmp_path / "siege.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_control_markers_in_a_game_not_shipped(tmp_path, capsys):
    """The markers' side is parameters.control_markers: a marked city is its, an unmarked one the other's."""
    game = _siege(tmp_path)
    line = ["supply", game, "--side", "south", "--hex", "D3"]
    assert not _json(capsys, *line)["supplied"]  # no marker: the Terminal (C3) is north's
    assert _json(capsys, *line, "--control", "C3")["source"] == "C3"  # the marker side by default
    assert _json(capsys, *line, "--control", "south:C3")["source"] == "C3"
    assert _json(capsys, *line, "--control", "tan:C3")["source"] == "C3"  # a nationality counts as its faction
    assert _json(capsys, *line, "--scenario", "opening")["source"] == "C3"  # the scenario's markers
    assert not _json(capsys, *line, "--scenario", "opening", "--control", "north:C3")["supplied"]  # taken back
    assert not _json(capsys, *line, "--scenario", "opening", "--marked")["supplied"]  # no marker now


def test_a_game_that_does_not_say_whose_markers_they_are(tmp_path, capsys):
    code, _, err = run_cli(capsys, "supply", _siege(tmp_path, markers=None), "--side", "south", "--hex", "D3",
                           "--control", "C3")
    assert code == 1 and err.count("\n") == 1 and "parameters.control_markers" in err and "north, south" in err


def test_the_aliases_are_per_game():
    """A game not shipped keeps no old spelling: `--axis-control` is an unknown option there (exit 2)."""
    from printkit.games.aliases import rewrite

    assert rewrite(["supply", "case_blue", "--axis-control", "3255"]) == (["supply", "case_blue", "--control", "3255"], True)
    assert rewrite(["supply", "/tmp/copy/case_blue.yaml", "--soviet-control=2752"])[0][2:] == ["--control", "soviet:2752"]
    assert rewrite(["victory-check", "case_blue", "--axis-control"])[0][2:] == ["--marked"]
    assert rewrite(["supply", "mini_hex", "--axis-control", "C3"]) == (["supply", "mini_hex", "--axis-control", "C3"], False)


def test_session_lines_take_both_spellings():
    from tests.test_play_session import play

    r = play("ukrainian_crisis", ["victory --vp ukraine=14 --vp russia=12", "victory --ukraine-vp 14 --russia-vp 12",
                                  "ceasefire maximum moderate", "ceasefire --chit ukraine=maximum --chit russia=moderate"])
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("Ukraine 14 VP, Russia 12 VP: difference 2") == 2
    assert r.stdout.count("obtained 86.57%") == 2
