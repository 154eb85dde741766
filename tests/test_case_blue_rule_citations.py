"""Rule citations live in the data (each parameter's `rule:`), not in the code; the new calculators are CLI
commands and session commands (driven through standard input, in-process)."""

from __future__ import annotations

import ast
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_cli

CITING = ["printkit/rules/hex_retreat.py", "printkit/rules/area_retreat.py", "printkit/commands/retreat_cmds.py",
          "printkit/rules/air_moves.py", "printkit/rules/air_combat.py", "printkit/rules/air_support.py",
          "printkit/rules/sorties.py", "printkit/rules/supply_state.py", "printkit/rules/logistics.py",
          "printkit/commands/air_cmds.py", "printkit/commands/logistics_cmds.py"]
RULE_NUMBER = re.compile(r"\b\d+\.\d+(\.\d+)*\b(?!%)")  # not a format spec like 7.2%


def _message_strings(path: Path) -> list[str]:
    """String constants of a module that are not docstrings (messages, keys)."""
    tree = ast.parse(path.read_text())
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef)) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and id(n) not in docs]


@pytest.mark.parametrize("module", CITING)
def test_no_rule_number_in_the_code(module):
    found = [s for s in _message_strings(ROOT / module) if RULE_NUMBER.search(s)]
    assert found == [], f"{module} names rule sections in its messages: {found}"


def test_the_citation_follows_the_data():
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.load.game_loader import load_game
    from printkit.model.record import replace
    from printkit.rules.citations import rules_of
    from printkit.rules.hex_retreat import options

    game = load_game("case_blue")
    board = _hexmap(game)
    params = dict(game.parameters)
    params["retreat_prohibitions"] = replace(params["retreat_prohibitions"], rule="99.1")
    other = replace(game, parameters=params)
    opts = options(board, "3356", ["3355"], {"3355"}, set(), {"3255"}, rules_of(other, "retreat", "retreat_prohibitions"))
    assert opts["3255"] == "3255 is an enemy city (Rule 99.1)"  # 5.3.5.1 in the real data, 99.1 here
    opts = options(board, "3356", ["3355"], {"3355"}, set(), {"3255"}, rules_of(game, "retreat", "retreat_prohibitions"))
    assert opts["3255"] == "3255 is an enemy city (Rule 5.3.5.1)"


def test_little_war_cites_its_retreat_rule(capsys):
    code, _, err = run_cli(capsys, "retreat", "little_war", "--from", "sobrance", "--role", "attacker")
    assert code == 1 and "(Rule 6.23)" in err


def test_the_commands_are_registered_once():
    from printkit.cli import COMMANDS
    from printkit.commands import registry
    from printkit.session import air_logistics_args

    assert len(set(COMMANDS)) == len(COMMANDS)
    for name in air_logistics_args.COMMANDS:  # the session's forms of the air and logistics calculators
        assert registry.find(name).run[0] in ("printkit.commands.air_cmds", "printkit.commands.logistics_cmds")


def session(capsys, lines: list[str], scenario: str = "case_blue_1942"):
    from printkit.load.game_loader import load_game
    from printkit.session.position import Position
    from printkit.session.shell import Session

    game = load_game("case_blue")
    s = Session(game, "case_blue", Position.from_scenario(game, scenario), None, False,
                stdin=io.StringIO("\n".join(lines) + "\n"), stdout=sys.stdout)
    s.cmdloop()
    out = capsys.readouterr()
    return s, out.out, out.err


def test_setup_sorties_are_marks(capsys):
    s, out, _ = session(capsys, ["show ger-4luf"])
    # 16.1.2: German 4 Luf in 3153 with S = 2
    assert s.position.pieces["ger-4luf"]["marks"]["sorties"] == 2 and "sorties 2" in out


def test_session_air_commands_read_the_position(capsys):
    s, out, err = session(capsys, ["air-strike ger-4luf ussr-3air",
                                   "air-support ussr-12 ger-17 --commit ger-4luf",
                                   "air-move ger-4luf 3052 --end-only"])
    # 16.1 setup: 4 Luf (2 Sorties) in 3153, USSR 3 Air (4 Sorties) in 3156, 3 hexes apart (6.2.2: range 7)
    assert "German 4 Luf in 3153 -> Soviet 3 Air in 3156: 3 of 7 hexes" in out
    # 6.2.3: the Axis alone commits: it receives Air Support and its 2 Sorties become 3
    assert "attacker: receives Air Support; Sorties afterwards 3" in out
    # 4.1.2.1: the USSR 6 Army in 2953 puts 3052 in an EZOC, and 3052 holds no friendly unit or city
    assert s.failed == 1 and "3052 is in an enemy Zone of Control" in err


def test_session_supply_and_logistics_commands(capsys):
    s, out, err = session(capsys, ["mark ger-17 supply=low", "supply-state ger-17 --traced no --turns 2",
                                   "attrition ger-17", "flip ger-6", "replacements ger-6", "production germany",
                                   "isolation ussr-12 --attacker ger-17",
                                   "next-turn",  # 16.1.3: 1 Gd enters the Upgrade box in Aug-42 (Entry-H)
                                   "upgrade ussr-1gd ussr-6"])
    assert "German 17: low supply -> no supply" in out  # 7.2
    assert "German 17, low supply, No Supply Phase: no attrition" in out  # 7.5.1
    assert "German 6: may receive replacements: flipped to its full side" in out  # 8.1
    assert "Germany: 8 production points" in out  # 16.3
    assert "The Soviet unit in 3155: not Isolated" in out  # 5.3.4 (it can retreat)
    assert "Soviet 1 Gd replacing Soviet 6: allowed" in out  # 8.2, 16.1.3
    assert "cost: 2 production points" in out  # the replacement cost: a Faction Card play value
    assert s.failed == 0 and err == ""


def test_one_fresh_process():
    r = subprocess.run([sys.executable, "-m", "printkit", "air-combat", "case_blue", "--result", "DR+2",
                        "--attacker-sorties", "3", "--defender-sorties", "2"], capture_output=True, text=True,
                       cwd=ROOT, env={"PRINTKIT_CACHE": "off", "PATH": "/usr/bin"})
    assert r.returncode == 0 and "3 -> 4" in r.stdout and "2 -> 4" in r.stdout  # 5.2.1 example


def test_session_completes_pieces_for_the_new_commands(capsys):
    s, _, _ = session(capsys, [])
    assert "ger-4luf" in s.complete_words("ger-4", "air-move ger-4")
    assert "ussr-12" in s.complete_words("ussr-1", "supply-state ussr-1")


def test_session_help_shows_the_piece_form(capsys):
    _, out, _ = session(capsys, ["help air-move"])
    assert out.startswith("air-move PIECE HEX   (the position fills in the rest)")
