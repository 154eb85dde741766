"""Case Blue scenario victory (16.1-16.3) from city control: the printed conditions as cases."""

from __future__ import annotations

import json

from tests.conftest import run_cli
from tests.test_play_session import play

# the map's cities (factories count as cities): Voronezh 2655, Kursk 2752, Kharkov 2952 (factory),
# Stalingrad 3060 (factory), Rostov 3255, Astrakhan 3464, Grozny 3863 (factory)
FACTORIES = ["2952", "3060", "3863"]


def check(capsys, scenario, *extra):
    code, out, err = run_cli(capsys, "victory-check", "case_blue", "--scenario", scenario, *extra, "--json")
    return code, json.loads(out)


def test_1942_axis_wins_with_every_factory(capsys):
    # 16.1: "The Axis faction wins if on any turn it controls all Factory hexes"
    code, r = check(capsys, "case_blue_1942", "--axis-control", *FACTORIES)
    assert code == 0 and r["winner"] == "axis"


def test_1942_axis_wins_when_the_soviets_hold_only_two_cities(capsys):
    # 16.1: "... or the Soviet faction controls only two cities"
    code, r = check(capsys, "case_blue_1942", "--axis-control", "2655", "2752", "2952", "3060", "3255")
    assert r["counts"]["soviet"] == 2 and r["winner"] == "axis"


def test_1942_otherwise_the_soviets_win_at_the_end(capsys):
    code, r = check(capsys, "case_blue_1942")
    assert r["winner"] is None  # the game goes on
    code, r = check(capsys, "case_blue_1942", "--last-turn")
    assert r["winner"] == "soviet"  # 16.1: "Otherwise, the Soviet faction wins."


def test_uranus_soviets_win_when_the_axis_holds_fewer_than_three(capsys):
    # 16.2: "The Soviet faction wins if on any turn the Axis faction controls less than three cities."
    code, r = check(capsys, "operation_uranus_1942", "--axis-control", "2752", "2952")
    assert r["winner"] == "soviet"
    code, r = check(capsys, "operation_uranus_1942")  # its start: Axis markers on 5 cities
    assert r["winner"] is None
    code, r = check(capsys, "operation_uranus_1942", "--last-turn")
    assert r["winner"] == "axis"  # "the faction that controls the most cities wins": 5 to 2


def test_turning_point_either_side_by_factories(capsys):
    # 16.3: "On any turn, a faction wins the game if it controls all Factory hexes."
    code, r = check(capsys, "turning_point_1942", "--axis-control", "2752")
    assert r["winner"] == "soviet"  # Axis marker on Kursk only: the Soviets hold all three factories
    code, r = check(capsys, "turning_point_1942", "--axis-control", "2752", "2952", "--last-turn")
    assert r["winner"] == "soviet"  # 5 cities to 2


def test_session_victory_from_the_position():
    r = play("case_blue", ["mark 3060 control", "mark 3863 control", "victory-check"], "--scenario", "case_blue_1942")
    assert r.returncode == 0, r.stderr
    assert "Axis wins (Rule 16.1" in r.stdout  # the 1942 start puts Kharkov (2952) under Axis control
