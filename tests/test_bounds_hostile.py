"""Numbers, costs and Ctrl-C (issue 16): every numeric option is bounded whatever the other options say, a
calculator's work is bounded for any legal game file, and Ctrl-C at any moment is one line and exit 130."""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_cli

sys.path.insert(0, str(ROOT / "tools"))
from bench import CALCULATORS  # noqa: E402 - every calculator of every game, with arguments that answer

UKRAINIAN_CRISIS = (ROOT / "data" / "ukrainian_crisis.yaml").read_text(encoding="utf-8")


def _int_options(command: str) -> list[str]:
    from printkit.cli import _int, build_parser

    parser = build_parser(command)
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]
    return [a.option_strings[-1] for a in sub._actions if a.type is _int and a.option_strings]


def _arity(command: str, option: str) -> int:
    """How many values the option takes at once (2 for `--rolls U D`; 1 for the rest, nargs='+' kept to one)."""
    from printkit.cli import build_parser

    parser = build_parser(command)
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]
    nargs = next(a.nargs for a in sub._actions if option in a.option_strings)
    return nargs if isinstance(nargs, int) else 1


def _with(argv: list[str], option: str, value: str) -> list[str]:
    """argv with `option value` (replacing its value when it is there; nargs='+' options keep one value; an
    option of two values gets it twice)."""
    out, skip = [], False
    for a in argv:
        if skip and not a.startswith("--"):
            continue
        skip = a == option
        if not skip:
            out.append(a)
    return out + [option] + [value] * _arity(argv[0], option)


CASES = [(argv, option) for game, runs in sorted(CALCULATORS.items()) for argv in runs
         for option in _int_options(argv[0])]


@pytest.mark.parametrize("argv,option", CASES, ids=[f"{a[0]}-{a[1]}{o}" for a, o in CASES])
def test_every_numeric_option_of_every_calculator_is_bounded(capsys, argv, option):
    """Each whole-number option of each calculator, at a value no rule allows, is refused with one line
    (exit 1), whatever the other options of that command line say."""
    for value in ("123456789", "-123456789", "9" * 40):
        code, out, err = run_cli(capsys, *_with(argv, option, value))
        assert code == 1, (argv, option, value, out, err)
        assert err.count("\n") == 1 and "out of range" in err and "internal error" not in err, err


@pytest.mark.parametrize("argv,message", [
    (["initiative", "donetsk_airport", "--scenario", "counterattack", "--turn", "1", "--ukraine", "99"],
     "ukraine Initiative 99 is out of range"),
    (["initiative", "donetsk_airport", "--scenario", "counterattack", "--turn", "1", "--dnr", "0"],
     "dnr Initiative 0: a side whose Initiative is reduced to zero is broken"),
    (["air-move", "case_blue", "3153", "3152", "--unit", "ger-4luf", "--sorties", "99", "--end-only"],
     "--sorties must be 0 to 6 (the highest Sorties marker), got 99"),
    (["air-move", "case_blue", "3153", "3152", "--unit", "ger-4luf", "--sorties", "-1", "--end-only"],
     "--sorties must be 0 to 6"),
])
def test_the_ranges_hold_on_every_branch(capsys, argv, message):
    """The two the issue found: a range skipped when another option takes a short cut."""
    code, _, err = run_cli(capsys, *argv)
    assert code == 1 and message in err, err


def test_the_short_cuts_still_answer_in_range(capsys):
    code, out, _ = run_cli(capsys, "initiative", "donetsk_airport", "--scenario", "counterattack", "--turn", "1",
                           "--json")
    assert code == 0 and '"tie": 0.0' in out, out
    code, out, err = run_cli(capsys, "air-move", "case_blue", "3153", "3152", "--unit", "ger-4luf", "--sorties", "2",
                             "--end-only")
    assert code in (0, 1) and "out of range" not in err and "must be 0 to" not in err


def _column(dice: str, results: dict) -> str:
    body = "".join(f'          "{t}": {v}\n' for t, v in results.items())
    return f"      - id: minor\n        title: Minor\n        dice: {dice}\n        results:\n{body}"


def _with_minor(dice: str, results: dict) -> str:
    start = UKRAINIAN_CRISIS.index("      - id: minor\n")
    end = UKRAINIAN_CRISIS.index("      - id: moderate\n")
    return UKRAINIAN_CRISIS[:start] + _column(dice, results) + UKRAINIAN_CRISIS[end:]


def test_an_effort_column_of_4d20_is_counted_by_totals(tmp_path, capsys):
    """A legal game file whose Effort column rolls 4d20 (160,000 rolls): the calculators count its 77 totals
    (the answer equals counting every roll, checked here by brute force for the totals' weights)."""
    from itertools import product

    from printkit.load.game_loader import validated
    from printkit.rules import effort

    results = {t: 1 + (t - 4) // 10 for t in range(4, 81)}
    game = validated("g.yaml", _with_minor("4d20", results), glyphs=False)
    counts, doubles, den = effort.outcomes(game, "minor")
    brute: dict = {}
    for roll in product(range(1, 21), repeat=4):
        brute[results[sum(roll)]] = brute.get(results[sum(roll)], 0) + 1
    assert counts == dict(sorted(brute.items())) and den == 20 ** 4 and doubles == 0
    path = tmp_path / "ukrainian_crisis.yaml"
    path.write_text(_with_minor("4d20", results), encoding="utf-8")
    code, out, err = run_cli(capsys, "ceasefire", str(path), "--ukraine", "minor", "--russia", "moderate", "--json")
    assert code == 0, err
    code, out, err = run_cli(capsys, "neutralize", str(path), "--chit", "minor", "--rp", "8", "--json")
    assert code == 0, err


@pytest.mark.parametrize("dice", ["1d6", "2d6", "2d20", "3d4", "1d2"])
def test_counting_by_totals_equals_counting_every_roll(dice):
    """Doubles included (a 2-dice column's Critical Incidents)."""
    from itertools import product

    from printkit.load.game_loader import validated
    from printkit.rules import effort

    n, sides = map(int, dice.split("d"))
    results = {t: t % 5 for t in range(n, n * sides + 1)}
    text = _with_minor(dice, results).replace("        dice: " + dice + "\n", "        dice: " + dice + "\n"
                                              "        doubles: critical_incident\n", 1)
    game = validated("g.yaml", text, glyphs=False)
    col = effort.column(game, "minor")[3]
    counts, doubles, den = effort.outcomes(game, "minor")
    brute, brute_doubles = {}, 0
    for roll in product(range(1, sides + 1), repeat=n):
        brute[results[sum(roll)]] = brute.get(results[sum(roll)], 0) + 1
        brute_doubles += bool(col.doubles) and n == 2 and roll[0] == roll[1]
    assert (counts, doubles, den) == (dict(sorted(brute.items())), brute_doubles, sides ** n)


# -- Ctrl-C ---------------------------------------------------------------------------------------------

def _ctrl_c_default() -> None:
    """In the child before it runs: Ctrl-C as a terminal's program gets it. A test run started in the background
    of a shell (`make test &`) inherits SIGINT ignored, and Python then never sees a Ctrl-C at all."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


# Ctrl-C after `delay` seconds, as Python delivers SIGINT (KeyboardInterrupt in the main thread at the next
# instruction), from the moment the CLI's first module is imported
INTERRUPTED = """
import signal, sys
from printkit.entry import run
def ctrl_c(*_):
    raise KeyboardInterrupt
signal.signal(signal.SIGALRM, ctrl_c)
signal.setitimer(signal.ITIMER_REAL, float(sys.argv[1]))
code = run(sys.argv[2:])
signal.setitimer(signal.ITIMER_REAL, 0)  # (an answer first: no alarm after it, while Python shuts down)
sys.exit(code)
"""


@pytest.mark.parametrize("argv", [
    ["build", "little_war", "--paper", "a4", "--format", "pdf"],
    ["ceasefire", "ukrainian_crisis", "--ukraine", "moderate", "--russia", "moderate"],
    ["validate"],
])
def test_ctrl_c_at_any_moment_is_one_line_and_exit_130(tmp_path, argv):
    """Interrupted at seeded random moments from the first import of the CLI on (its imports, the parser, the
    game's loading, the build, its write phase): exit 130 and the one line, or the answer if it came first."""
    rng = random.Random(" ".join(argv))
    env = {**os.environ, "PRINTKIT_CACHE": "off"}
    out = tmp_path / "out"
    seen = set()
    for delay in [0.0001, 0.001, 0.005] + [rng.uniform(0.01, 0.6) for _ in range(9)]:
        run = subprocess.run([sys.executable, "-c", INTERRUPTED, str(delay), *argv,
                              *(["--out", str(out)] if argv[0] == "build" else [])],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
        if run.returncode in (-signal.SIGINT, -signal.SIGALRM) and "printkit" not in run.stderr.replace(
                "printkit.entry import", ""):
            continue  # the timer went off in this harness, outside run() (a busy machine): not a finding
        seen.add(run.returncode)
        assert run.returncode in (0, 130), run.stderr
        if run.returncode == 130:
            assert run.stderr == "printkit: interrupted\n", run.stderr
        assert not list(out.glob(".little_war.build-*"))  # an interrupted build leaves no temporary folder
    assert 130 in seen


def test_a_real_ctrl_c_reaches_the_whole_build_and_is_one_line(tmp_path):
    """SIGINT to the process group, as a terminal sends it (the forked SVG renderer gets it too)."""
    env = {**os.environ, "PRINTKIT_CACHE": "off", "PRINTKIT_JOBS": "2"}
    for delay in (0.6, 1.2, 2.0):
        proc = subprocess.Popen([sys.executable, "-m", "printkit", "build", "case_blue", "--paper", "a4", "--out",
                                 str(tmp_path / "out")], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, start_new_session=True, preexec_fn=_ctrl_c_default)
        time.sleep(delay)
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=300)
        # 130, or the end by the signal itself that a shell also shows as 130 (seen on a loaded machine once the
        # line was out); never more than the one line
        assert proc.returncode in (0, 130, -signal.SIGINT), err
        assert proc.returncode == 0 or err in ("printkit: interrupted\n", ""), err
        assert "Traceback" not in err and not re.search(r"Error\b", err)


def test_ctrl_c_in_the_first_tenth_of_a_second_of_the_installed_command(tmp_path):
    """The `printkit` command as installed (bin/printkit), a real SIGINT from 2 ms to 0.12 s after it starts:
    `printkit: interrupted` and 130, the answer, or an end by the signal itself, silent (before Python set up
    its handler, or after the answer while it shuts down). Python's own start may say 'Fatal Python error:
    init_...' (before any line of printkit runs; nothing can catch it); no traceback from printkit's
    command or modules. (pip's generated wrapper printed one while it imported `re`.)"""
    command = Path(sys.executable).parent / "printkit"
    assert command.is_file() and "try:" in command.read_text(encoding="utf-8").split("\n", 8)[4], command
    env = {**os.environ, "PRINTKIT_CACHE": "off"}
    seen = set()
    for step in range(80):  # 2 ms to 0.12 s; on a loaded machine, where Python starts slowly, on to 0.9 s
        if step >= 40 and 130 in seen:
            break
        proc = subprocess.Popen([str(command), "hits", "little_war", "--dice", "3"], cwd=tmp_path, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_ctrl_c_default)
        time.sleep(0.002 + step * 0.003 if step < 40 else 0.12 + (step - 40) * 0.02)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
        frames = re.findall(r'File "([^"]*)", line (\d+)', err)
        if err.startswith(("Fatal Python error: init_", "Failed checking if argv[0] is an import path entry")) or (
                frames and all(f.startswith("<frozen ") or (f == str(command) and n == "0") for f, n in frames)):
            seen.add("python's start")  # in Python's own start-up, or at line 0: before the script's first line ran
            continue
        assert "Traceback" not in err, err
        assert (proc.returncode, err) in ((130, "printkit: interrupted\n"), (0, ""), (-signal.SIGINT, "")), (proc.returncode, err)
        assert proc.returncode != 0 or "hits" in out.lower() or "%" in out, out
        seen.add(proc.returncode)
    assert 130 in seen, seen


def test_a_game_file_with_huge_cvs_still_answers_in_bounded_work(tmp_path, capsys):
    """Counters of CV 400 make the rules' own bound on --dice thousands for the Hungarian side: the exact dice
    distribution is computed term by term (linear, where it took minutes for 10,000 dice) and for at most
    MAX_DICE dice at once."""
    from printkit.rules.dice import MAX_DICE

    game = tmp_path / "little_war.yaml"
    game.write_text(re.sub(r"cv: \d+\b", "cv: 400", (ROOT / "data" / "little_war.yaml").read_text(encoding="utf-8")),
                    encoding="utf-8")
    code, out, err = run_cli(capsys, "hits", str(game), "--dice", str(MAX_DICE), "--json")
    assert code == 0, err
    code, _, err = run_cli(capsys, "hits", str(game), "--dice", str(MAX_DICE + 1))
    assert code == 1 and err == f"printkit: error: 1,001 dice at once: at most {MAX_DICE:,} (no game rolls more)\n"


def test_the_dice_distribution_term_by_term_equals_the_binomial_formula():
    from math import comb

    from printkit.rules.dice import binomial

    for n in range(0, 40):
        for a, b in ((0, 6), (2, 6), (5, 6), (6, 6), (1, 2), (3, 7)):
            d = binomial(n, (a, b))
            assert d.num == [comb(n, k) * a ** k * (b - a) ** (n - k) for k in range(n + 1)] and d.den == b ** n
