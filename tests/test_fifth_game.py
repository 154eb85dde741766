"""A fifth game added by YAML alone: it validates, builds, verifies and answers calculators."""

from __future__ import annotations

import json
from fractions import Fraction as F

from tests.conftest import DATA, run_cli

GAME = str(DATA / "mini_game.yaml")


def test_validates(capsys):
    code, out, _ = run_cli(capsys, "validate", GAME)
    assert code == 0 and "ok (6 counters, 1 map(s), 3 charts, 1 scenario(s))" in out


def test_builds_and_verifies(capsys, tmp_path):
    """Its Events and Morale charts keep blank cells (unknown, no play values): the kit verifies as printed, and
    the default kit fails only the playable-kit check, naming the blanks."""
    for extra in (["--as-printed"], []):
        code, _, err = run_cli(capsys, "build", GAME, "--out", str(tmp_path), *extra)
        assert code == 0, err
    code, out, _ = run_cli(capsys, "verify", GAME, "--out", str(tmp_path), "--as-printed")
    assert code == 0 and out.strip().endswith(" 0 failed")
    code, out, _ = run_cli(capsys, "verify", GAME, "--out", str(tmp_path))
    fails = [line for line in out.splitlines() if line.startswith("FAIL")]
    assert code == 1 and fails and all("not playable as printed" in line for line in fails), out
    assert (tmp_path / "mini_game" / "a4" / "counters.pdf").is_file()


def test_its_own_dice_rules(capsys, mini_game):
    from printkit.rules.dicepool import hits

    r = hits(mini_game, 1, ["woods"])  # hits on a 6 only; woods add two dice
    assert r["dice"] == 3
    assert [F(n, r["distribution"].den) for n in r["distribution"].num] == [F(125, 216), F(75, 216), F(15, 216), F(1, 216)]
    code, out, _ = run_cli(capsys, "lookup", GAME, "victory", "3", "--json")
    assert json.loads(out)["result"] == "Red wins"


def test_unknown_cells_of_a_2d_table(capsys):
    code, out, err = run_cli(capsys, "lookup", GAME, "morale", "1", "Green", "--json")
    assert code == 1 and json.loads(out)["fill_in"] == "charts.morale.cells.1.Green"
    code, out, _ = run_cli(capsys, "lookup", GAME, "morale", "2", "Red", "--json")
    assert json.loads(out)["result"] == "Rout" and json.loads(out)["status"] == "reconstructed"
