"""Case Blue production (9.0, 9.1.1, 16.2.1, 16.3), replacements (8.1, 8.1.1), mobilization (8.3, 8.3.1, 8.3.2)
and upgrades (8.2, 8.2.1): the rulebook's examples and stated facts (case_blue.en.txt) as cases."""

from __future__ import annotations

import json

import pytest

from tests.conftest import run_cli


def cli(capsys, *argv):
    code, out, err = run_cli(capsys, *argv, "--json")
    return code, (json.loads(out) if out.strip() else None), err


# -- production -----------------------------------------------------------------------------------------------

def test_germany_receives_eight_or_nine_by_agreement(capsys):
    # 16.3: "players may agree to change the German production points received each turn from "8" to "9"."
    code, r, _ = cli(capsys, "production", "case_blue", "--country", "germany")
    assert code == 0 and r["points"] == 8
    code, r, _ = cli(capsys, "production", "case_blue", "--country", "germany", "--scenario", "turning_point_1942",
                     "--agreed")
    assert code == 0 and r["points"] == 9


@pytest.mark.parametrize("country, points", [("germany", 3), ("hungary", 1), ("italy", 1), ("romania", 1),
                                             ("ussr", 10)])
def test_operation_uranus_first_turn(capsys, country, points):
    # 16.2.1: "Germany = 3; Hungary, Italy, Romania = 1 each; USSR = 10"
    code, r, _ = cli(capsys, "production", "case_blue", "--country", country, "--scenario", "operation_uranus_1942",
                     "--first-turn")
    assert code == 0 and r["points"] == points


def test_the_ussr_amount_varies_with_its_factories(capsys):
    # 9.1.1: "the USSR amount is variable based on how many factories it controls": it cannot be answered
    # without knowing how many; the table itself (not printed) is the play value 8 + 2 per Factory
    code, _, err = run_cli(capsys, "production", "case_blue", "--country", "ussr")
    assert code == 1 and "--factories" in err and "Rule 9.1.1" in err
    code, r, _ = cli(capsys, "production", "case_blue", "--country", "ussr", "--factories", "3")
    assert code == 0 and r["points"] == 14 and r["factories"] == 3


def test_no_agreed_change_in_other_scenarios(capsys):
    code, _, err = run_cli(capsys, "production", "case_blue", "--country", "germany", "--scenario",
                           "case_blue_1942", "--agreed")
    assert code == 1 and "Rule 16.3" in err


# -- replacements ---------------------------------------------------------------------------------------------

def test_the_8_1_1_example(capsys):
    # "A German air unit with 4 Sorties can remove only two of them" - the cost is on the Faction Card (play value 1)
    code, r, err = cli(capsys, "replacements", "case_blue", "--unit", "ger-4luf", "--sorties", "4")
    assert code == 0 and r["allowed"] and r["sorties_after"] == 2 and r["cost"] == 1 and r["fill_in"] is None


def test_a_reduced_ground_unit_flips_to_full(capsys):
    code, r, err = cli(capsys, "replacements", "case_blue", "--unit", "ger-6", "--reduced")
    assert code == 0 and r["allowed"] and r["reduced_after"] is False and r["cost"] == 2  # play value


@pytest.mark.parametrize("extra, why", [(["--supply", "low"], "Rule 8.1.1"),  # 8.1.1 Full Supply; 7.1.1
                                        (["--improved-this-turn"], "already improved"),  # 8.1.1 once per turn
                                        (["--mobilized-this-turn"], "Rule 8.3.2")])  # 8.3.2
def test_replacement_refusals(capsys, extra, why):
    code, r, err = cli(capsys, "replacements", "case_blue", "--unit", "ger-6", "--reduced", *extra)
    assert code == 1 and not r["allowed"] and why in err


def test_a_full_strength_unit_has_nothing_to_improve(capsys):
    code, _, err = run_cli(capsys, "replacements", "case_blue", "--unit", "ger-6")
    assert code == 1 and "full strength" in err


# -- mobilization -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("unit, strength", [("ussr-62", "full"),  # 8.3: USSR infantry mobilizes at full strength
                                            ("ussr-5shock", "reduced"),  # "(except Shock)"
                                            ("ussr-1gd", "reduced"),  # "a USSR Guards unit is not an infantry unit"
                                            ("ger-6", "reduced"), ("ussr-5tank", "reduced")])
def test_mobilization_strength(capsys, unit, strength):
    code, r, _ = cli(capsys, "mobilize", "case_blue", "--unit", unit, "--scenario", "case_blue_1942")
    assert r["strength"] == strength and r["cost"] == 2 and code == 0  # the cost (Faction Card): play value 2


def test_an_air_unit_is_mobilized_with_four_sorties(capsys):
    code, r, _ = cli(capsys, "mobilize", "case_blue", "--unit", "ussr-4air")
    assert r["sorties"] == 4  # 8.3: "Mobilize an air unit marked with 4 Sorties."


def test_mobilization_locations(capsys):
    # 8.3.1: hexes 2651 to 2654 are not USSR Mobilization Locations; a friendly city is (Stalingrad 3060)
    code, r, _ = cli(capsys, "mobilize", "case_blue", "--unit", "ussr-62")
    assert "2652" not in r["locations"] and "3060" in r["locations"]
    code, r, _ = cli(capsys, "mobilize", "case_blue", "--unit", "ger-6")
    assert "2751" in r["locations"]  # Axis: a land hex of the West edge from 2651 to 3551
    code, r, err = cli(capsys, "mobilize", "case_blue", "--unit", "ger-6", "--hex", "2751", "--enemy", "2751")
    assert code == 1 and r["allowed"] is False  # "which is not occupied by a USSR unit"
    code, r, err = cli(capsys, "mobilize", "case_blue", "--unit", "ussr-62", "--hex", "3060", "--friendly", "3060")
    assert code == 1 and "stacking" in err  # 8.3: "Placement cannot violate stacking limits."


def test_not_in_the_turn_it_was_eliminated(capsys):
    code, _, err = run_cli(capsys, "mobilize", "case_blue", "--unit", "ger-6", "--eliminated-this-turn")
    assert code == 1 and "Rule 8.3.2" in err  # "cannot be mobilized in the same turn it was eliminated"


# -- upgrades -------------------------------------------------------------------------------------------------

def test_the_upgrade_example(capsys):
    # 8.2 Upgrade Example: a reduced USSR infantry unit, a USSR Guards unit in the Upgrade box: the Guards unit is
    # placed "with its reduced strength side face up". 8.2.1: "There is no production cost to upgrade a unit."
    code, r, _ = cli(capsys, "upgrade", "case_blue", "--unit", "ussr-1gd", "--replaces", "ussr-62",
                     "--replaced-reduced")
    assert code == 0 and r["allowed"] and r["reduced"] is True and r["cost"] == 0


@pytest.mark.parametrize("unit, replaces, extra, why, rule", [
    ("ussr-1gd", "ussr-5shock", [], "cannot upgrade", "Rule 8.2"),  # "[except Shock]" (16.1.3)
    ("ussr-1gd", "ussr-62", ["--not-in-box"], "Upgrade box", "Rule 8.2"),  # 8.2.1
    ("ussr-1gd", "ussr-62", ["--replaced-supply", "low"], "supply", "Rule 8.2"),  # 8.2.1 Full Supply
    ("ussr-1gd", "ussr-62", ["--replaced-off-map"], "not in a hex", "Rule 8.2"),  # 8.2.1 "must be in a hex"
    ("ger-2", "ger-6", [], "Soviet", "Rule 8.2"),  # 8.2 "the Soviet faction may"; Sequence of Play: Soviet only
    ("ussr-1gd", "ussr-62", ["--replaced-mobilized-this-turn"], "mobilized this turn", "Rule 8.3.2"),  # 8.3.2
])
def test_upgrade_refusals(capsys, unit, replaces, extra, why, rule):
    code, _, err = run_cli(capsys, "upgrade", "case_blue", "--unit", unit, "--replaces", replaces, *extra)
    assert code == 1 and why in err and f"({rule})" in err


# -- spending (6.2, 6.3, 9.0) ------------------------------------------------------------------------------------

def test_spending_activations(capsys):
    # 6.3: "A Leg unit costs 1 production point to activate. A Mobile unit costs 2"; Germany receives 8 (16.3)
    code, r, _ = cli(capsys, "production", "case_blue", "--country", "germany", "--spend", "activate_mobile:2",
                     "--spend", "activate_leg", "--spend", "activate_air:3")  # 6.2: air activation costs nothing
    assert code == 0 and r["spending"]["total"] == 5 and r["spending"]["left"] == 3


def test_no_deficit_spending(capsys):
    # 9.0: "There is no deficit spending." Five Mobile activations cost 10 of Germany's 8 points.
    code, r, err = cli(capsys, "production", "case_blue", "--country", "germany", "--spend", "activate_mobile:5")
    assert code == 1 and r["spending"]["total"] == 10 and "Rule 9.0" in err


def test_every_cost_is_answered(capsys):
    # the replacement and mobilization costs of the Faction Card are play values: 2, 1, 2, 2
    code, r, _ = cli(capsys, "production", "case_blue", "--country", "germany", "--spend", "mobilize_ground",
                     "--spend", "replace_ground", "--spend", "replace_air", "--spend", "mobilize_air")
    assert code == 0 and r["spending"]["total"] == 7 and r["spending"]["left"] == 1 and r["spending"]["fill_in"] == []
