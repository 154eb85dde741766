"""The code knows no game: printkit/ outside printkit/games/ cites no rule number (issue 19, item 5).

The same search as the brief's grep: `Rule N.N` (or `rule N.N`) or a dotted number or range alone in parentheses
("(8.0)", "(6.21-6.23)") on any line of printkit/**/*.py outside printkit/games/, comments (`#`, whole-line or
after the code) left out. A citation belongs in
the game's data (`citations:`, a parameter's `rule:`, a hex map's `citations:`), read by rules/citations.py.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATTERN = re.compile(r"\b[Rr]ules? [0-9]+\.[0-9]|\(([0-9]+\.)+[0-9]+( ?[-\u2013] ?([0-9]+\.)*[0-9]+)?\)")
COMMENT = re.compile(r"^\s*#")


def offending_lines() -> list[str]:
    """'path:line: text' for every line the search finds (the brief's grep, in Python)."""
    found = []
    for path in sorted((ROOT / "printkit").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("printkit/games/"):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("  # ", 1)[0]  # an inline comment is not a citation either
            if PATTERN.search(code) and not COMMENT.match(line):
                found.append(f"{rel}:{n}: {line.strip()}")
    return found


def test_the_search_finds_what_it_looks_for():
    """The search can fail: it finds a rule number in a help string and an error message, not in a comment."""
    assert PATTERN.search('help="trace a supply line (7.4)"')
    assert PATTERN.search('raise RulesError("only 2 scored (Rule 6.21)")')
    assert PATTERN.search('"a Faded Dot hex (1.3.2)"')
    assert PATTERN.search('help="each unit\'s result (6.21-6.23)"')  # a range of rules
    assert PATTERN.search('"the optional rule 9.1"')
    assert not PATTERN.search("dash=(2.5, 2)") and not PATTERN.search("(0.0, 0.0, -1.0, -1.0)")
    assert not PATTERN.search('"a Faded Dot hex" + bare(board, "faded_dot")')
    assert COMMENT.match("    # the S column of the set-up table (15.2.1)")


def test_the_code_cites_no_rule_number():
    found = offending_lines()
    assert not found, "rule numbers in printkit/ outside printkit/games/ (cite them from the data):\n" + "\n".join(found)
