"""`printkit turn GAME`: the game's own turn track, numbers 1..N or months, from its scenarios (issue 19)."""

from __future__ import annotations

import json

import pytest

from tests.conftest import DATA, ROOT, run_cli

GUIDE = str(ROOT / "docs" / "examples" / "marren_ford.yaml")
ISLAND = str(DATA / "island_raid.yaml")


def test_a_numbered_track_counts_turns():
    from printkit.load.game_loader import load_game
    from printkit.rules.turns import track

    assert track(load_game(GUIDE)) == [str(n) for n in range(1, 9)]  # scenario crossing: turns: 8
    assert track(load_game("case_blue"))[:2] == ["Jul-42", "Aug-42"]  # 16.x: the scenarios' months


def test_turn_on_a_numbered_track(capsys):
    code, out, _ = run_cli(capsys, "turn", GUIDE, "--from", "3", "--later", "2", "--json")
    assert code == 0 and json.loads(out) == {"from": "3", "later": 2, "turn": "5"}
    code, out, _ = run_cli(capsys, "turn", ISLAND, "--from", "2", "--later", "3", "--json")
    assert code == 0 and json.loads(out)["turn"] == "5"  # island_raid's raid lasts 5 turns


@pytest.mark.parametrize("start, later, words", [
    ("9", "0", "turn '9' is not on the game's turn track, which runs 1 to 8"),
    ("Nov-42", "0", "which runs 1 to 8"),
    ("7", "2", "--later 2 is out of range: 0 to 1 (the turn track runs 1 to 8"),
])
def test_a_turn_off_the_numbered_track_names_its_range(capsys, start, later, words):
    code, _, err = run_cli(capsys, "turn", GUIDE, "--from", start, "--later", later)
    assert code == 1 and words in err


def test_month_tracks_still_answer_and_refuse(capsys):
    code, out, _ = run_cli(capsys, "turn", "case_blue", "--from", "nov-42", "--later", "2", "--json")
    assert code == 0 and json.loads(out)["turn"] == "Jan-43"  # 1.6: a turn is a month
    code, _, err = run_cli(capsys, "turn", "case_blue", "--from", "3", "--later", "1")
    assert code == 1 and "runs Jul-42 to Mar-43" in err
    code, _, err = run_cli(capsys, "turn", "case_blue", "--from", "Nov-49", "--later", "1")
    assert code == 1 and "not on the game's turn track" in err


def _session(game_ref: str, scenario: str | None, *lines: str):
    import io

    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    game = load_game(game_ref)
    s = Session(game, game_ref, Position.from_scenario(game, scenario), interactive=False,
                stdin=io.StringIO("\n".join(lines) + "\n"), stdout=io.StringIO())
    s.cmdloop()
    return s


@pytest.mark.parametrize("game, scenario, turn, words", [
    (GUIDE, "crossing", "9", "turn '9' is not on the turn track of The Crossing, which runs 1 to 8"),
    (GUIDE, "crossing", "0", "which runs 1 to 8"),
    (GUIDE, "crossing", "Nov-42", "which runs 1 to 8"),  # a month on a numbered track
    ("case_blue", "case_blue_1942", "12", "which runs Jul-42 to Nov-42"),  # a number on a month track
    ("case_blue", "case_blue_1942", "Jan-43", "not on the turn track of Case Blue 1942, which runs Jul-42 to Nov-42"),
])
def test_set_turn_off_the_track_is_one_line_naming_its_range(capsys, game, scenario, turn, words):
    """`set turn` in `printkit play` holds the turn to the scenario's track, as `printkit turn` holds --from."""
    s = _session(game, scenario, f"set turn {turn}")
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err
    assert s.failed == 1 and not s.history  # the position is unchanged


def test_set_turn_on_the_track_moves_the_turn_marker(capsys):
    s = _session(GUIDE, "crossing", "set turn 8")
    assert s.failed == 0 and s.position.turn == 8
    s = _session("case_blue", "case_blue_1942", "set turn Sep-42")
    assert s.failed == 0 and s.position.turn == "Sep-42"
    assert not capsys.readouterr().err
