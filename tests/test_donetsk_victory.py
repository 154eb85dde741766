"""Donetsk: who is winning, from hex control (10) and the scenarios' victory conditions (10.2, 10.3).

en/ru 10: "A side is considered to control a hex if its units are currently the only ones occupying it, or were
the last to occupy it. If units of both sides occupy the same hex, it is considered contested / uncontrolled.
For multi-level hexes, both levels must be controlled, or one level must be controlled and the other must be
empty." Expected winners are read from the printed conditions by hand.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT, run_cli

G = "donetsk_airport"


def check(capsys, scenario, *control, last=True):
    argv = ["victory-check", G, "--scenario", scenario, "--json"]
    argv += [a for c in control for a in ("--control", c)]
    code, out, err = run_cli(capsys, *(argv + (["--last-turn"] if last else [])))
    assert code == 0, err
    return json.loads(out)


# --- 10: control --------------------------------------------------------------------------------------

def test_10_sole_occupation_controls_and_both_sides_contest(capsys):
    r = check(capsys, "counterattack", "ukraine=O9", "ukraine=P9", "dnr=P9")
    assert r["held"] == {"O9": "ukraine"}  # P9 has both sides' units: contested


def test_10_multi_level_one_level_controlled_and_the_other_empty(capsys):
    assert check(capsys, "counterattack", "ukraine=O9^")["held"] == {"O9": "ukraine"}
    assert check(capsys, "counterattack", "ukraine=O9^", "ukraine=O9")["held"] == {"O9": "ukraine"}
    # each level held by another side: neither "both levels controlled" nor "the other empty"
    assert check(capsys, "counterattack", "ukraine=O9^", "dnr=O9")["held"] == {}
    assert check(capsys, "counterattack", "ukraine=O9^", "dnr=O9", "ukraine=O9")["held"] == {}


# --- 10.3 Counterattack -------------------------------------------------------------------------------

OLD = ("O9", "P9", "O10")  # the 3 hexes of the old terminal (map zone old_terminal)


def test_10_3_ukraine_takes_all_three_hexes_and_wins(capsys):
    r = check(capsys, "counterattack", *(f"ukraine={h}" for h in OLD))
    assert (r["winner"], r["counts"]) == ("ukraine", {"ukraine": 3, "dnr": 0})


def test_10_3_one_hex_is_a_draw(capsys):
    assert check(capsys, "counterattack", "ukraine=O10", "dnr=O9", "dnr=P9")["winner"] == "draw"


def test_10_3_the_dnr_retains_all_three(capsys):
    assert check(capsys, "counterattack", *(f"dnr={h}" for h in OLD))["winner"] == "dnr"


def test_10_3_no_ukrainian_hex_but_one_contested_is_the_dnrs(capsys):
    """The texts leave this end open; the kit's play value: no foothold won, the counterattack failed."""
    r = check(capsys, "counterattack", "dnr=O9", "dnr=P9", "dnr=O10", "ukraine=O10")
    assert r["winner"] == "dnr" and r["counts"]["ukraine"] == 0
    from printkit.load.game_loader import load_game

    rule = load_game(G).scenarios["counterattack"].victory_rules[r["rule"]]
    assert rule.when == "otherwise" and rule.status == "reconstructed" and rule.play_value


def test_10_3_before_the_last_turn_play_on_and_say_who_leads(capsys):
    r = check(capsys, "counterattack", "ukraine=O10", last=False)
    assert r["winner"] is None and "play on" in r["undecided"] and r["if_ended_now"] == "draw"


# --- 10.2 Second Battle: building hexes of the airport grounds --------------------------------------------

BUILDINGS = ("K4", "L4", "M4", "L5", "M5", "P5", "O9", "P9", "O10", "Q4", "R4", "U5", "V5", "S9", "U9")


@pytest.mark.parametrize("held,winner", [(8, "dnr"), (15, "dnr"), (7, "draw"), (4, "draw"), (3, "ukraine"),
                                         (0, "ukraine")])
def test_10_2_the_dnr_needs_8_building_hexes_for_victory_4_for_a_draw(capsys, held, winner):
    r = check(capsys, "second_battle", *(f"dnr={h}" for h in BUILDINGS[:held]), "dnr=K10")
    assert r["winner"] == winner and r["counts"]["dnr"] == held  # K10 is no building: it never counts


def test_10_2_the_zone_is_every_building_hex_of_the_grounds():
    from printkit.load.game_loader import load_game
    from printkit.rules.zones import zone_hexes

    g = load_game(G)
    board = g.maps["airport"]
    grounds = zone_hexes(board, "airport_grounds")
    built = {h for h in grounds if board.terrain_of(h) in ("buildings", "terminal", "control_tower")}
    assert zone_hexes(board, "s2_buildings") == built == set(BUILDINGS)


# --- refusals and the session ----------------------------------------------------------------------------

@pytest.mark.parametrize("control,message", [("nato=O9", "expected SIDE=HEX"), ("O9", "expected SIDE=HEX"),
                                             ("dnr=Z99", "not on the map"), ("dnr=L7^", "no upper level")])
def test_bad_control_entries_are_refused(capsys, control, message):
    code, out, err = run_cli(capsys, "victory-check", G, "--scenario", "counterattack", "--control", control)
    assert code == 1 and message in err and "Traceback" not in err


def test_a_scenario_without_checkable_conditions_says_so(capsys):
    code, _, err = run_cli(capsys, "victory-check", G, "--scenario", "first_battle")
    assert code == 1 and "scenarios.first_battle.victory_rules" in err


def play(*commands):
    return subprocess.run([sys.executable, "-m", "printkit", "play", G, "--scenario", "counterattack"],
                          input="\n".join(commands) + "\n", capture_output=True, text=True, cwd=ROOT,
                          env={"PRINTKIT_CACHE": "off", "PATH": "/usr/bin:/bin"})


def test_session_counts_the_units_on_the_map_and_the_control_markers():
    """The units' hexes decide; an empty hex keeps the side its control marker names (last to occupy it)."""
    r = play("move dnr-inf.1 O9", "move dnr-inf.2 P9", "move ua-inf.1 O10", "move ua-inf.2 O10^",
             "mark O9^ control=ukraine", "set turn 6", "victory-check")
    assert r.returncode == 0, r.stderr
    assert "O10 Ukraine" in r.stdout and "P9 DNR" in r.stdout and "O9 DNR" not in r.stdout  # O9^ Ukrainian
    assert "a draw (Rule 10.3)" in r.stdout
