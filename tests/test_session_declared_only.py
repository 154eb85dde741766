"""A calculator declared only with @command (printkit/commands/registry.py) is a session command with no session
code: its positional words fill its short form, the position fills the options its declaration says (fill=), a
piece named for an option that takes a counter becomes its counter (piece=), and Tab completes its words (the
kinds its declaration gives). The declaration here is a throwaway one, removed after each test."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from tests.conftest import ROOT

FIXTURE = str(ROOT / "tests" / "data" / "mini_play.yaml")
NAME = "echo-session"


def echo(args) -> int:
    """The throwaway calculator: says what its command line held."""
    print(json.dumps({k: v for k, v in vars(args).items() if k not in ("run", "command", "game")}, sort_keys=True))
    return 0


@pytest.fixture
def declared():
    from printkit.commands import registry as r

    r.command(NAME, "a throwaway calculator: says what the session gave it", r.GAME,
              r.arg("--unit", piece="counter", words="counter"),
              r.arg("--side", words="side"),
              r.arg("--roll", type=r.whole),
              r.arg("--weather", choices=["fair", "poor", "severe"], fill="weather"),
              r.arg("--scenario", fill="scenario"),
              r.arg("--turn", type=r.whole, fill="turn"),
              r.arg("--month", fill="month"),
              r.JSON, short=("--unit", "--side", "--roll"))(echo)
    try:
        yield
    finally:
        del r._DECLARED[NAME]


def _session():
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    game = load_game(FIXTURE)
    return Session(game, FIXTURE, Position.from_scenario(game, "meeting"), interactive=False, stdout=io.StringIO())


def _answer(s, line: str) -> dict:
    out, err = io.StringIO(), io.StringIO()
    s.stdout = out
    failed = s.failed
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        s.onecmd(line)
    assert s.failed == failed, err.getvalue()
    return json.loads(out.getvalue().strip().splitlines()[-1])


def test_the_session_fills_a_declared_calculator_from_the_position(declared):
    s = _session()
    assert NAME in s.calculators
    got = _answer(s, f"{NAME} r-inf.2 green 4")  # the piece r-inf.2 is a Red Infantry (counter r-inf)
    assert (got["unit"], got["side"], got["roll"]) == ("r-inf", "green", 4)
    assert (got["scenario"], got["turn"], got["weather"], got["month"]) == ("meeting", 1, None, None)
    s.onecmd("set weather poor")
    s.onecmd("next-turn")
    got = _answer(s, f"{NAME} r-tank red")
    assert (got["unit"], got["weather"], got["turn"], got["roll"]) == ("r-tank", "poor", 2, None)
    got = _answer(s, f"{NAME} --weather fair --turn 4 --unit g-inf.1")  # what the player says wins
    assert (got["weather"], got["turn"], got["unit"]) == ("fair", 4, "g-inf")


def test_a_value_outside_the_options_choices_fills_nothing(declared):
    s = _session()
    s.onecmd("set weather mud")  # the players' own weather word: not one of --weather's choices
    assert _answer(s, NAME)["weather"] is None


def test_the_session_completes_a_declared_calculators_words(declared):
    s = _session()
    assert NAME in s.completenames("echo")
    assert "r-inf.1" in s.complete_words("r-", f"{NAME} r-")  # --unit takes a piece (piece=)
    assert "r-inf" in s.complete_words("r-", f"{NAME} r-")  # and a counter (words=counter)
    assert "green" in s.complete_words("gr", f"{NAME} r-inf.1 gr")  # --side: the sides
    assert s.complete_words("--we", f"{NAME} --we") == ["--weather"]


def test_session_help_of_a_declared_calculator(declared):
    s = _session()
    s.onecmd(f"help {NAME}")
    said = s.stdout.getvalue()
    assert f"{NAME} UNIT SIDE ROLL" in said and "--weather" in said


def test_no_session_code_names_the_declared_calculator():
    for path in (ROOT / "printkit" / "session").glob("*.py"):
        assert NAME not in Path(path).read_text(encoding="utf-8"), path
    from printkit.session.mechanisms import MECHANISMS

    assert NAME not in MECHANISMS


def test_a_declaration_names_only_what_a_session_knows():
    from printkit.commands.registry import arg

    with pytest.raises(ValueError, match="fill 'tide' is not one of"):
        arg("--tide", fill="tide")
    with pytest.raises(ValueError, match="only an option that takes a value can be filled"):
        arg("--last-turn", action="store_true", fill="turn")
    with pytest.raises(ValueError, match="piece 'hex' is not one of"):
        arg("--at", piece="hex")
