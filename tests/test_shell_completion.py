"""Shell completion through argcomplete: what the shell gets back for a partial command line."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT


def complete(line: str, tmp_path, shell: str = "bash") -> list[str]:
    out = tmp_path / "completions"
    env = {**os.environ, "_ARGCOMPLETE": "1", "_ARGCOMPLETE_IFS": "\n", "COMP_LINE": line,
           "COMP_POINT": str(len(line)), "_ARGCOMPLETE_STDOUT_FILENAME": str(out), "_ARGCOMPLETE_SHELL": shell}
    subprocess.run([sys.executable, "-m", "printkit"], env=env, cwd=ROOT, capture_output=True, timeout=60)
    text = out.read_text()
    return [w.strip() for w in text.split("\n") if w.strip()]


@pytest.mark.parametrize("line, expected", [
    ("printkit pl", ["play"]),
    ("printkit play case", ["case_blue"]),
    ("printkit drm case_blue --attacker ger-1", ["ger-17", "ger-1pz"]),
    ("printkit lookup little_war vi", ["victory"]),
])
def test_completes_commands_games_counters_charts(line, expected, tmp_path):
    assert complete(line, tmp_path) == expected


def test_completes_hexes_of_the_game_on_the_line(tmp_path):
    # Case Blue hexes are XXYY, columns 51-64 (1.3): 3151 ... 3159 start with 315
    assert complete("printkit hex case_blue info 315", tmp_path) == [f"315{n}" for n in range(1, 10)]


def test_completes_sides_and_factions(tmp_path):
    words = complete("printkit supply case_blue --side ", tmp_path)
    assert {"axis", "soviet", "germany", "ussr"} <= set(words)


def test_zsh_gets_the_same_words(tmp_path):
    words = complete("printkit play case", tmp_path, shell="zsh")
    assert [w.split(":")[0].strip() for w in words] == ["case_blue"]


@pytest.mark.parametrize("shell", ["bash", "zsh"])
def test_completion_prints_shell_code(shell):
    r = subprocess.run([sys.executable, "-m", "printkit", "completion", shell], capture_output=True, text=True,
                       cwd=ROOT)
    assert r.returncode == 0 and "printkit" in r.stdout and "_ARGCOMPLETE" in r.stdout


def test_calculators_do_not_import_argcomplete():
    code = ("import sys; from printkit.cli import main; main(['crt', 'case_blue', '--attacker', '4', "
            "'--defender', '6']); print('argcomplete' in sys.modules)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.stdout.splitlines()[-1] == "False"


def test_completes_country_codes(tmp_path):
    # the Ukrainian Crisis country markers (6.2): GB is Great Britain's code
    assert complete("printkit diplomacy ukrainian_crisis --country G", tmp_path) == ["GB"]


@pytest.mark.parametrize("line, expected", [
    ("printkit victory ukrainian_crisis --vp ", {"ukraine=", "russia="}),
    ("printkit initiative donetsk_airport --level ", {"ukraine=", "dnr="}),
    ("printkit ceasefire ukrainian_crisis --requested-by ", {"ukraine", "russia"}),
    ("printkit supply case_blue --control so", {"soviet:"}),
    ("printkit victory-check case_blue --marked 315", {f"315{n}" for n in range(1, 10)}),
])
def test_side_options_complete_the_games_sides(line, expected, tmp_path):
    """`--vp SIDE=N`, `--level SIDE=N`, `--requested-by SIDE`, `--control [SIDE:]HEX`: the sides of the data."""
    assert expected <= set(complete(line, tmp_path))
