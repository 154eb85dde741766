"""The code knows no game (issue 19): no shipped game's side or option names in printkit/ outside
printkit/games/. The sides come from the data; the shipped games' older option spellings live in
printkit/games/aliases.py. This is the grep of the issue, in Python:

    grep -rnE "['\\"](hungarian|...)['\\"]|hungarian[_-]vp|..." printkit --include=*.py \\
        | grep -v '^printkit/games/' | grep -vE '^[^:]+:[0-9]+:\\s*#'
"""

from __future__ import annotations

import re

from tests.conftest import ROOT

SIDES = "hungarian|slovak|soviet|axis|ukraine|russia|dnr|germany|italy|romania|hungary|slovakia|ussr"
PATTERN = re.compile(rf"['\"]({SIDES})['\"]|hungarian[_-]vp|ukraine[_-]vp|russia[_-]vp|axis[_-]control|"
                     r"soviet[_-]control")
COMMENT = re.compile(r"^\s*#")


def offending_lines(root=ROOT) -> list[str]:
    """'path:line: text' for every line the grep prints (comment lines and printkit/games/ left out)."""
    out = []
    for path in sorted((root / "printkit").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel.startswith("printkit/games/"):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if PATTERN.search(line) and not COMMENT.match(line):
                out.append(f"{rel}:{n}: {line.strip()}")
    return out


def test_no_shipped_side_or_option_name_in_the_shared_code():
    found = offending_lines()
    assert not found, "shipped games' side or option names in the shared code:\n" + "\n".join(found)


def test_the_check_can_fail(tmp_path):
    """The same scan finds a planted name (and leaves comments and printkit/games/ alone)."""
    (tmp_path / "printkit" / "games").mkdir(parents=True)
    (tmp_path / "printkit" / "rules.py").write_text(
        "# 'axis' in a comment is fine\nside = 'axis'\nx = '--hungarian-vp'\n", encoding="utf-8")
    (tmp_path / "printkit" / "games" / "aliases.py").write_text("OLD = '--axis-control'\n", encoding="utf-8")
    assert offending_lines(tmp_path) == ["printkit/rules.py:2: side = 'axis'", "printkit/rules.py:3: x = '--hungarian-vp'"]
