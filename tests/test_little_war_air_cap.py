"""The Little War: air dice capped by the ground units involved (6.21) and the card's rank (6.2)."""

from __future__ import annotations

import json

from tests.conftest import run_cli


def test_air_units_up_to_the_ground_units(capsys):
    # 6.21: "each air unit may assist ... by adding 1d6 per air unit, up to the number of friendly ground units"
    code, out, err = run_cli(capsys, "hits", "little_war", "--dice", "3", "--air", "2", "--ground-units", "1")
    assert code == 1 and out == ""
    assert "--air 2 is out of range: 0 to 1" in err and "Rule 6.21" in err
    code, out, _ = run_cli(capsys, "hits", "little_war", "--dice", "6", "--air", "2", "--ground-units", "2", "--json")
    assert code == 0 and json.loads(out)["dice"] == 8  # 6 CV + 1 die per air unit


def test_a_combat_card_bounds_the_units(capsys):
    # 6.2: "with a total number of ground and air units up to the rank of the card (so, 1-10 units)"
    code, _, err = run_cli(capsys, "hits", "little_war", "--dice", "20", "--air", "4", "--ground-units", "7")
    assert code == 1 and "Rule 6.2" in err
