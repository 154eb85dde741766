"""The calculators' command lines read without argparse (printkit.fastargs) mean what argparse makes of them:
the same namespace, or no fast reading at all (then argparse reads the line, as before)."""

from __future__ import annotations

import contextlib
import functools
import io
import re
import shlex
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.cli import COMMANDS, build_parser
from printkit.fastargs import read
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))
import bench  # noqa: E402 - the benchmark's calculator lines


@functools.lru_cache(maxsize=None)
def _parser(command: str):
    return build_parser(command)


def argparse_reading(argv: list[str]):
    """vars() of argparse's namespace, or None when argparse refuses the line (it exits)."""
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            return vars(_parser(argv[0]).parse_args(argv))
    except SystemExit:
        return None


def fast_reading(argv: list[str]):
    found = read(lambda root: build_parser(argv[0], root=root), argv)
    return None if found is None else vars(found)


def readme_lines() -> list[list[str]]:
    """Every `printkit ...` line of the README's shell blocks (continuations joined, comments dropped)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        for line in block.replace("\\\n", " ").split("\n"):
            line = line.strip()
            if line.startswith("printkit "):
                try:
                    lines.append(shlex.split(line, comments=True)[1:])
                except ValueError:  # an apostrophe in a word (Kyivs'ka): the shell would wait for its pair
                    lines.append(line.split("  #")[0].split()[1:])
    return lines


BENCH = [argv for lines in bench.CALCULATORS.values() for argv in lines]


def test_the_readme_has_lines_to_check():
    assert len(readme_lines()) > 60 and len(BENCH) > 50


@pytest.mark.parametrize("argv", BENCH, ids=[" ".join(a)[:60] for a in BENCH])
def test_every_benchmarked_calculator_is_read_fast_and_as_argparse_reads_it(argv):
    fast = fast_reading(argv)
    assert fast is not None, "this line fell back to argparse: a declaration fastargs does not know?"
    assert fast == argparse_reading(argv)


def test_every_readme_line_means_the_same():
    fast_count = 0
    for argv in readme_lines():
        if argv[0] not in COMMANDS:
            continue
        fast = fast_reading(argv)
        if fast is not None:
            fast_count += 1
            assert fast == argparse_reading(argv), argv
    assert fast_count > 50


@pytest.mark.parametrize("argv", [
    ["crt", "case_blue", "--att", "4", "--defender", "6"],  # an abbreviation: argparse expands it
    ["crt", "--json", "case_blue", "--attacker", "4", "--defender", "6"],  # a positional after an option
    ["crt", "case_blue", "--attacker", "x", "--defender", "6"],  # refused by the type: argparse says why
    ["crt", "case_blue", "--attacker", "4"],  # a required option missing
    ["crt", "case_blue", "--attacker", "4", "--defender", "6", "extra"],
    ["crt", "case_blue", "-h"], ["crt", "case_blue", "--help"], ["crt", "case_blue", "--", "x"],
    ["weather", "case_blue", "--month", "Mar", "--roll", "5", "--json=1"],  # a flag given a value
    ["build", "little_war", "--format", "tiff"],  # not one of the choices
    ["hits", "little_war", "--dice", "4", "--bogus"],
])
def test_a_doubtful_line_is_left_to_argparse(argv):
    assert fast_reading(argv) is None


def test_negative_numbers_and_equals_values_are_values():
    argv = ["combat", "case_blue", "--attacker-drm=-2", "--defender-drm", "-1", "--json"]
    fast = fast_reading(argv)
    assert fast is not None and fast == argparse_reading(argv)
    assert (fast["attacker_drm"], fast["defender_drm"]) == (-2, -1)


@functools.lru_cache(maxsize=None)
def _vocabulary(command: str) -> list[str]:
    """Option names of a command (and an abbreviation of each), and values of every kind argparse sorts."""
    from printkit.fastargs import Recorder

    root = Recorder()
    build_parser(command, root=root)
    names = [n for arg in root.commands[command].args for n in arg.names if n.startswith("-")]
    values = ["4", "0", "-1", "-2.5", "x", "", "a b", "-x", "--", "case_blue", "little_war", "3155", "full", "pdf",
              "a4", "Spades", "7", "sk-inf-2=1", "axis", "soviet", "-", "--json=x"]
    return names + [n[:-2] for n in names if len(n) > 5] + [n + "=3" for n in names] + values


GOOD = {}  # command -> the known-good lines of it (the README's and the benchmark's)
for _argv in BENCH + readme_lines():
    if _argv and _argv[0] in COMMANDS:
        GOOD.setdefault(_argv[0], []).append(_argv)


@pytest.mark.parametrize("command", sorted(GOOD))
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_a_fast_reading_is_always_argparse_reading(command, data):
    """Known-good lines of each command, mutated (a token inserted, dropped, replaced or moved; the command's
    own options, their abbreviations and values of every kind): whenever fastargs reads one, argparse reads it
    the same, and never refuses it."""
    words = _vocabulary(command)
    argv = list(data.draw(st.sampled_from(GOOD[command])))
    for _ in range(data.draw(st.integers(0, 3))):
        at = data.draw(st.integers(1, len(argv)))
        change = data.draw(st.sampled_from(["insert", "drop", "replace", "move"]))
        if change == "insert":
            argv.insert(at, data.draw(st.sampled_from(words)))
        elif at < len(argv):
            token = argv.pop(at)
            if change == "replace":
                argv.insert(at, data.draw(st.sampled_from(words)))
            elif change == "move":
                argv.insert(data.draw(st.integers(1, len(argv))), token)
    fast = fast_reading(argv)
    if fast is not None:
        assert fast == argparse_reading(argv), argv


@settings(max_examples=300, deadline=None)
@given(nargs=st.lists(st.sampled_from([None, "?", "*", "+", 1, 2, 3]), max_size=5), n=st.integers(0, 8))
def test_positional_spans_are_argparse_regular_expression_s(nargs, n):
    """fastargs counts each positional's values without a regular expression: as argparse's own patterns do."""
    from printkit.fastargs import _spans

    class A:
        def __init__(self, nargs):
            self.nargs = nargs

    pattern = "".join({None: "(A)", "?": "(A?)", "*": "(A*)", "+": "(A+)"}.get(k) or f"({'A' * k})" for k in nargs)
    found = re.fullmatch(pattern, "A" * n)
    assert _spans([A(k) for k in nargs], n) == (None if found is None else [len(g) for g in found.groups()])


@given(token=st.text(alphabet="-0123456789.\n a٣²", max_size=6))
def test_negative_numbers_are_argparse_s(token):
    from printkit.fastargs import _negative

    assert _negative(token) == bool(re.match(r"^-\d+$|^-\d*\.\d+$", token))
