"""Issue 19's "Done when", the parts no other test holds: a new maker's two games (the guide's, docs/examples/)
get a VASSAL module that passes its checks, every calculator the guide runs is one `printkit help GAME` says the
data serves, and every answer for them cites only rules their own data gives (never another game's).

The rest of the list: tests/test_guide_games.py (built, verified, preflighted; the guide's answers are
printkit's), tests/test_game_help.py (every served example answers), tests/test_bad_input_schema.py (`printkit
schema` validates every game), tests/test_code_knows_no_side.py and tests/test_code_cites_no_rule.py (the grep
tests), tests/test_import_circles.py (no import circles), tests/test_registry.py (the registry of calculators).
"""

from __future__ import annotations

import json
import re
import shlex

import pytest

from tests.conftest import ROOT, run_cli

DOCS = ROOT / "docs"
GUIDE_GAMES = ["docs/examples/marren_ford.yaml", "docs/examples/three_passes.yaml"]


@pytest.mark.parametrize("game", GUIDE_GAMES, ids=lambda g: g.rsplit("/", 1)[1])
def test_the_guide_game_gets_a_vassal_module_that_passes_its_checks(capsys, tmp_path, game):
    from printkit.digital.vassal.checks import check_module
    from printkit.load.game_loader import load_game
    from printkit.verify.checks import Report

    code, _, err = run_cli(capsys, "vassal", game, "--out", str(tmp_path), "--dpi", "72")
    assert code == 0, err
    stem = game.rsplit("/", 1)[1][:-5]
    module = tmp_path / stem / f"{stem}.vmod"
    assert module.is_file()
    rep = Report()
    check_module(load_game(game), module, rep)
    assert rep.problems == [] and rep.checked > 10


def _guide_lines() -> list[tuple[str, list[str]]]:
    """(page, argv) of every `$ printkit CALCULATOR GAME ...` line of the guide pages."""
    from printkit.commands import TOOLS, WHERE

    out = []
    for page in sorted(DOCS.glob("guide*.md")):
        for line in page.read_text(encoding="utf-8").splitlines():
            if line.startswith("$ printkit "):
                argv = shlex.split(line[2:].split(" && ")[0])[1:]
                if argv[0] in WHERE and argv[0] not in TOOLS:
                    out.append((page.name, argv))
    return out


GUIDE_LINES = _guide_lines()


def test_the_guide_runs_calculators_of_both_games():
    assert {argv[1] for _, argv in GUIDE_LINES} == set(GUIDE_GAMES)
    assert {argv[0] for _, argv in GUIDE_LINES} >= {"crt", "move-cost", "hex", "turn", "lookup", "hits", "area"}


@pytest.mark.parametrize("page, argv", GUIDE_LINES, ids=[" ".join(a[:3]) for _, a in GUIDE_LINES])
def test_every_calculator_the_guide_runs_is_one_help_says_its_data_serves(capsys, page, argv):
    code, out, _ = run_cli(capsys, "help", argv[1], "--json")
    served = {c["calculator"] for c in json.loads(out)["calculators"] if c["served"]}
    assert argv[0] in served, f"{page}: help {argv[1]} does not list {argv[0]} as served"


def _cited(game: str) -> set[str]:
    """Every rule section the game's data gives: its citations, any `rule:`, its charts' and parameters'."""
    text = (ROOT / game).read_text(encoding="utf-8")
    return set(re.findall(r"\brule: \"?([0-9]+(?:\.[0-9]+)*)", text)) | set(
        re.findall(r"^\s+\w+: \"([0-9]+(?:\.[0-9]+)*)\"", text, re.M))


def _answers(capsys, game: str) -> list[tuple[str, str]]:
    """(command line, its answer) of every served calculator's example and every guide line of the game."""
    code, out, _ = run_cli(capsys, "help", game, "--json")
    lines = [shlex.split(c["example"])[1:] for c in json.loads(out)["calculators"] if c["served"]]
    lines += [argv for _, argv in GUIDE_LINES if argv[1] == game and "--json" not in argv]
    out = []
    for argv in lines:
        code, text, err = run_cli(capsys, *argv)
        out.append((" ".join(argv), text + err))
    return out


@pytest.mark.parametrize("game", GUIDE_GAMES + ["tests/data/island_raid.yaml"], ids=lambda g: g.rsplit("/", 1)[1])
def test_every_answer_cites_only_the_games_own_rules(capsys, game):
    """"Rule N" or a bare "(N)" in any answer is a section the game's own data names: a new game never shows
    another game's rule numbers."""
    cited = _cited(game)
    answers = _answers(capsys, game)
    assert len(answers) >= 3
    for line, text in answers:
        numbers = re.findall(r"\bRules? ([0-9]+(?:\.[0-9]+)+)", text)
        numbers += re.findall(r"[(,] ?([0-9]+\.[0-9]+(?:\.[0-9]+)*)\)", text)
        stray = [n for n in numbers if n not in cited]
        assert not stray, f"{line}: cites {stray}, which {game} does not give (it gives {sorted(cited)})\n{text}"


def test_the_cited_search_can_fail():
    """Case Blue's turn counting rule is not a guide game's (it was printed for every game before)."""
    assert "1.6" not in _cited("docs/examples/marren_ford.yaml")
    assert "5.1" in _cited("docs/examples/marren_ford.yaml") and "1.6" in _cited("data/case_blue.yaml")
