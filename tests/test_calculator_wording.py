"""Every calculator's answer reads like a player aid: rules cited as "Rule 5.1" (never a file name or a book's
short title), no raw program values (None, True, False), no YAML path or data/ file (except the "fill in"
message naming the YAML path for an unknown value), and the unit, hex or area asked about is named.

The examples are the ones `make bench` times (tools/bench.py) and every `printkit CALCULATOR` line of the README.
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import sys

import pytest

from tests.conftest import ROOT

NOT_CALCULATORS = {"games", "validate", "audit", "build", "verify", "preflight", "vassal", "play", "completion",
                   "help"}  # help names the YAML keys each calculator reads: for makers, by design
RAW = re.compile(r"\b(None|False|True)\b|\.yaml\b|\bdata/|\.txt\b|\b(?:UC|USCB|Little War) \d|\bparameters\.\w")
SUBJECT_OPTIONS = ("--hex", "--from", "--to", "--area", "--target", "--unit", "--counter", "--country")


def examples() -> list[list[str]]:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from bench import CALCULATORS
    finally:
        sys.path.pop(0)
    found = [c for cmds in CALCULATORS.values() for c in cmds]
    for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines():
        m = re.match(r"printkit (\S+) (.*?)(?:\s+#.*)?$", line.strip())
        if m and m.group(1) not in NOT_CALCULATORS and not m.group(2).endswith("\\"):
            found.append([m.group(1), *shlex.split(m.group(2))])
    out, seen = [], set()
    for argv in found:
        argv = [a for a in argv if a != "--json"]
        if tuple(argv) not in seen:
            seen.add(tuple(argv))
            out.append(argv)
    return out


def run(argv: list[str]) -> tuple[int, str]:
    from printkit.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue() + err.getvalue()


EXAMPLES = examples()


def test_there_are_examples_of_every_game():
    games = {argv[1] for argv in EXAMPLES}
    assert {"little_war", "case_blue", "donetsk_airport", "ukrainian_crisis"} <= games
    assert len(EXAMPLES) > 60


@pytest.mark.parametrize("argv", EXAMPLES, ids=[" ".join(a)[:60] for a in EXAMPLES])
def test_answer_reads_like_a_player_aid(argv):
    code, text = run(argv)
    assert code in (0, 1), text
    lines = [l for l in text.splitlines() if "fill in" not in l and "fill it in" not in l]
    raw = [m.group(0) for l in lines for m in RAW.finditer(l)]
    assert not raw, f"{raw} in: {text}"
    assert not re.search(r"\((?:\d+\.)+\d+\)", text), f"a bare rule number: {text}"


def _subjects(argv: list[str]) -> list[str]:
    subjects = []
    for i, a in enumerate(argv[:-1]):
        if a in SUBJECT_OPTIONS and not argv[i + 1].startswith("-"):
            if not (argv[0] == "diplomacy" and a == "--from"):  # there --from is a Zone, not the subject
                subjects.append(argv[i + 1].split("=")[0])
    if argv[0] == "hex":
        subjects += argv[3:]
    if argv[0] in ("score", "allocate"):  # --area / --to take several words
        for i, a in enumerate(argv):
            if a in ("--area", "--to"):
                subjects += [w.split("=")[0] for w in argv[i + 1:] if not w.startswith("-")][:5]
    return subjects


@pytest.mark.parametrize("argv", [a for a in EXAMPLES if _subjects(a)],
                         ids=[" ".join(a)[:60] for a in EXAMPLES if _subjects(a)])
def test_answer_names_what_it_is_about(argv):
    from printkit.load.game_loader import load_game

    code, text = run(argv)
    if code:
        return  # a refusal names its subject in its own words (tests/test_refusal_audit.py)
    names = {}
    for board in load_game(argv[1]).maps.values():
        for a in getattr(board, "areas", ()) or ():
            names[a.id.casefold()] = a.name
            names[a.name.casefold()] = a.name
    game = load_game(argv[1])
    for c in (game.counters.pieces if game.counters else ()):  # a unit is named as its counter reads
        names.setdefault(c.id.casefold(), c.label)
    for s in _subjects(argv):
        if s.startswith("-") or s in ("heavy", "light", "rocket", "artillery", "air"):
            continue
        name = names.get(s.casefold(), s)
        folded = text.casefold()
        assert s.casefold() in folded or name.casefold() in folded or s.rstrip("^").casefold() in folded, \
            f"{s} not named in: {text}"
