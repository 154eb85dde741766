"""Case Blue Supply States over turns (7.1, 7.1.1, 7.2), unsupplied attrition (7.5.1), voluntary elimination
(7.5.2) and Isolation (5.3.4): the rulebook's examples and stated facts (case_blue.en.txt) as cases."""

from __future__ import annotations

import json

import pytest

from tests.conftest import run_cli


@pytest.fixture(scope="module")
def game():
    from printkit.load.game_loader import load_game

    return load_game("case_blue")


def cli(capsys, *argv):
    code, out, err = run_cli(capsys, *argv, "--json")
    return code, (json.loads(out) if out.strip() else None), err


@pytest.mark.parametrize("before, after", [("full", "low"), ("low", "no"), ("no", "no")])
def test_a_failed_check_reduces_one_step(game, before, after):
    from printkit.rules.supply_state import step

    # 7.2: no marker -> Low Supply; Low Supply -> flip to No Supply; No Supply -> leave the marker
    assert step(game, before, traced=False)["to"] == after


@pytest.mark.parametrize("before", ["full", "low", "no"])
def test_a_traced_line_restores_full_supply(game, before):
    from printkit.rules.supply_state import step

    # 7.2: "If a unit traces a supply line to a Supply Source, it has a Full Supply State. Remove any Low Supply or
    # No Supply marker on the unit (even if it was placed earlier in the same turn)."
    assert step(game, before, traced=True, reduced_this_turn=True)["to"] == "full"


def test_reduced_only_once_a_turn(game):
    from printkit.rules.supply_state import step

    # 7.2 Important: "A unit's Supply State can only be reduced one time per turn"
    r = step(game, "low", traced=False, reduced_this_turn=True)
    assert r["to"] == "low" and "Rule 7.2" in r["why"]


def test_supplied_means_full_or_low(game):
    from printkit.rules.supply_state import step

    # 7.1: "A unit is supplied if it has a Full or Low Supply State. A unit is unsupplied if it has a No Supply"
    assert step(game, "full", False)["supplied"] is True
    assert step(game, "low", False)["supplied"] is False  # low -> no


@pytest.mark.parametrize("group, state, mp", [("leg", "full", 8), ("leg", "low", 4), ("leg", "no", 4),
                                               ("mobile", "full", 10), ("mobile", "low", 5), ("air", "no", 5)])
def test_state_movement_points(game, group, state, mp):
    from printkit.rules.supply_state import effects

    assert effects(game, state, group)["movement_points"] == mp  # 4.1, 7.1.1


def test_state_effects(game):
    from printkit.rules.supply_state import effects

    low, no = effects(game, "low", "leg"), effects(game, "no", "leg")
    # 7.1.1: Low Supply -2 DRM; Low or No cannot be improved in Replacements; No Supply halved and attrition
    assert low["drm"] == -2 and not low["halved"] and not low["replacements"] and not low["attrition"]
    assert no["halved"] and no["attrition"] and not no["replacements"]
    assert effects(game, "full", "mobile")["replacements"] is True


def test_the_7_4_2_example_keeps_full_supply(capsys):
    # 7.4.2: "A USSR ground unit is in hex 2854. It can trace a supply line into hex 2755 and then into Voronezh"
    code, r, _ = cli(capsys, "supply-state", "case_blue", "--hex", "2854", "--side", "soviet", "--state", "low")
    assert code == 0 and r["to"] == "full" and r["trace"]["path"][-1] == "2655"


def test_the_3_3_example_traces_through_friendly_units(capsys):
    # 3.3: German units in 2952, 3052, 3153, a USSR unit in 3053: "the German unit in 3153 can trace a supply line
    # through hex 3052 and 2952"
    code, r, _ = cli(capsys, "supply-state", "case_blue", "--hex", "3153", "--side", "axis", "--enemy", "3053",
                     "--friendly", "3052", "--friendly", "2952", "--scenario", "case_blue_1942")
    assert code == 0 and r["to"] == "full"


def test_a_cut_off_unit_over_turns(capsys):
    # derived from 7.2 (one step a turn), the Sequence of Play (the No Supply Phase follows the Supply Check
    # Sub-Phase) and 7.5.1: a full-strength unit that never traces is Low on turn 1, No and reduced on turn 2,
    # eliminated on turn 3.
    code, r, _ = cli(capsys, "supply-state", "case_blue", "--traced", "no", "--unit", "ger-6", "--turns", "5")
    assert code == 0
    assert [(p["state"], p["attrition"]) for p in r["projection"]] == [("low", "none"), ("no", "reduced"),
                                                                       ("no", "eliminated")]


def test_supply_state_needs_a_trace_or_an_answer(capsys):
    code, _, err = run_cli(capsys, "supply-state", "case_blue")
    assert code == 1 and "--traced" in err


@pytest.mark.parametrize("unit, reduced, result", [("ger-6", True, "eliminated"), ("ger-6", False, "reduced"),
                                                   ("ussr-3air", False, "eliminated")])
def test_unsupplied_attrition(capsys, unit, reduced, result):
    # 7.5.1: reduced ground unit -> Eliminated box; full strength -> reduce it; air unit -> Sorties removed,
    # Eliminated box
    code, r, _ = cli(capsys, "attrition", "case_blue", "--unit", unit, *(["--reduced"] if reduced else []))
    assert code == 0 and r["result"] == result and r["probability"] == 1.0
    assert r["sorties_removed"] is (unit == "ussr-3air")


def test_no_attrition_in_low_supply(capsys):
    code, r, _ = cli(capsys, "attrition", "case_blue", "--unit", "ger-6", "--state", "low")
    assert code == 0 and r["result"] == "none"  # 7.5.1: "If a phasing unit has No Supply"


@pytest.mark.parametrize("unit, state, allowed", [("ger-6", "no", True), ("ger-6", "low", False),
                                                  ("ger-4luf", "full", True)])
def test_voluntary_elimination(capsys, unit, state, allowed):
    # 7.5.2: a ground unit with a No Supply marker; "a supplied or unsupplied friendly air unit"
    code, r, _ = cli(capsys, "attrition", "case_blue", "--unit", unit, "--state", state)
    assert code == 0 and r["voluntary"] is allowed


def test_an_air_unit_has_no_reduced_side(capsys):
    code, _, err = run_cli(capsys, "attrition", "case_blue", "--unit", "ussr-3air", "--reduced")
    assert code == 1 and "no reduced side" in err  # 3.2.1


# -- Isolation (5.3.4) -------------------------------------------------------------------------------------

def test_the_5_3_4_example(capsys):
    # "A USSR ground unit in hex 3454 attacks a German ground unit in hex 3355. The German unit cannot use the
    # adjacent city of Rostov to avoid being Isolated because the hexside ... is a water hexside."
    code, r, _ = cli(capsys, "isolation", "case_blue", "--hex", "3355", "--side", "axis", "--attacker", "3454",
                     "--enemy", "3356", "--axis-control", "3255")
    assert code == 0 and r["isolated"] is True and r["support"] == []


def test_an_adjacent_friendly_unit_prevents_isolation(capsys):
    code, r, _ = cli(capsys, "isolation", "case_blue", "--hex", "3355", "--side", "axis", "--attacker", "3454",
                     "--enemy", "3356", "--friendly", "3354")
    assert r["isolated"] is False and r["support"] == ["3354"]


def test_a_map_edge_hex_is_never_isolated(capsys, game):
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.rules import hexes

    nbrs = hexes.spec(_hexmap(game)).neighbors("3151")  # a west edge hex
    code, r, _ = cli(capsys, "isolation", "case_blue", "--hex", "3151", "--side", "axis", "--attacker", nbrs[0],
                     *[x for n in nbrs[1:] for x in ("--enemy", n)])
    assert code == 0 and r["eligible"] == [] and r["map_edge"] is True and r["isolated"] is False


def test_a_city_does_not_save_a_surrounded_defender(capsys, game):
    from printkit.commands.hexgame_cmds import _hexmap
    from printkit.rules import hexes

    # 5.3.4: "A defender with no adjacent support that is in a city can be considered Isolated." (Rostov 3255)
    board = _hexmap(game)
    land = [n for n in hexes.spec(board).neighbors("3255") if not hexes.ground_prohibited_hex(board, n)
            and not hexes.ground_prohibited_side(board, "3255", n)]
    code, r, _ = cli(capsys, "isolation", "case_blue", "--hex", "3255", "--side", "soviet", "--attacker", land[0],
                     *[x for n in land[1:] for x in ("--enemy", n)])
    assert code == 0 and r["isolated"] is True


def test_an_attacker_must_be_adjacent(capsys):
    code, _, err = run_cli(capsys, "isolation", "case_blue", "--hex", "3155", "--side", "soviet", "--attacker",
                           "3053")
    assert code == 1 and "not adjacent" in err and "Rule 4.1.3.3" in err
