"""The code knows no game: printkit/ outside printkit/games/ cites no rule number (issue 19, item 5).

The same search as the brief's grep: `Rule N.N` or a dotted number alone in parentheses ("(8.0)") on any
line of printkit/**/*.py outside printkit/games/ that is not a whole-line `#` comment. A citation belongs in
the game's data (`citations:`, a parameter's `rule:`, a hex map's `citations:`), read by rules/citations.py.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATTERN = re.compile(r"Rule [0-9]+\.[0-9]|\(([0-9]+\.)+[0-9]+\)")
COMMENT = re.compile(r"^\s*#")

# Lines that both name a shipped game's side (or a side's option) and cite a rule: the `sides` branch rewrites
# them (data-driven --control / --vp), and its merge drops their rule numbers. Remove an entry once its line
# is gone; an entry that matches nothing any more is reported, so the list cannot go stale silently.
PENDING_SIDES = (
    ('printkit/cli.py', '"Slovak Special Action cards removed (9.1)"'),
    ('printkit/cli.py', '"Axis Ground Support marker committed (13.1)"'),
    ('printkit/cli.py', '"Soviet Heavy Arty marker committed (13.2)"'),
    ('printkit/cli.py', '"side whose USSR unit gets the Tanks marker (13.4)"'),
    ('printkit/rules/dicepool.py', '--hungarian-vp must be between {low} and {high} (8.0)'),
    ('printkit/rules/supply.py', 'given which cities the Axis controls (2.2.1)'),
    ('printkit/commands/calc_cmds.py', '''+ f": {r['result']} (8.0)"]'''),
    ('printkit/commands/effort_cmds.py', '''else r["result"]) + " (9.1)"]'''),
    ('printkit/commands/scenario_victory_cmds.py', "an Axis Control marker marks a city's control (Rule 2.2.1)"),
)


def offending_lines() -> list[str]:
    """'path:line: text' for every line the search finds (the brief's grep, in Python)."""
    found = []
    for path in sorted((ROOT / "printkit").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("printkit/games/"):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if PATTERN.search(line) and not COMMENT.match(line):
                found.append(f"{rel}:{n}: {line.strip()}")
    return found


def _pending(entry: str) -> bool:
    return any(entry.startswith(f"{path}:") and text in entry for path, text in PENDING_SIDES)


def test_the_search_finds_what_it_looks_for():
    """The search can fail: it finds a rule number in a help string and an error message, not in a comment."""
    assert PATTERN.search('help="trace a supply line (7.4)"')
    assert PATTERN.search('raise RulesError("only 2 scored (Rule 6.21)")')
    assert PATTERN.search('"a Faded Dot hex (1.3.2)"')
    assert not PATTERN.search('"a Faded Dot hex" + bare(board, "faded_dot")')
    assert COMMENT.match("    # the S column of the set-up table (15.2.1)")


def test_the_code_cites_no_rule_number():
    found = [e for e in offending_lines() if not _pending(e)]
    assert not found, "rule numbers in printkit/ outside printkit/games/ (cite them from the data):\n" + "\n".join(found)


def test_the_lines_left_to_the_sides_branch_still_exist():
    """Each PENDING_SIDES entry still matches a line; once the sides merge has rewritten it, drop the entry."""
    found = offending_lines()
    stale = [f"{p}: {t}" for p, t in PENDING_SIDES if not any(e.startswith(f"{p}:") and t in e for e in found)]
    assert not stale, "PENDING_SIDES entries whose line is gone (remove them):\n" + "\n".join(stale)
