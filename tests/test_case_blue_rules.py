"""Unconditional Surrender! Case Blue (case_blue.en.txt): every stated fact and worked example as a test.

Each test names its rule section. The hex grid is derived (see data/case_blue.yaml): XX is the row
(north to south), YY the column (west to east), pointy-topped hexes, even rows shifted half a hex east.
"""

from __future__ import annotations

import json

import pytest

from printkit.errors import RulesError
from tests.conftest import run_cli


@pytest.fixture(scope="module")
def cb():
    from printkit.load.game_loader import load_game

    return load_game("case_blue", glyphs=True)


@pytest.fixture(scope="module")
def blank_copy(tmp_path_factory):
    """The game file with the cells a published-component owner has not yet written in: CRT attacker 6 /
    defender 4 and the Jul-Aug weather line blank (null), as --as-printed leaves every play value."""
    import re

    text = open("data/case_blue.yaml", encoding="utf-8").read()
    text, n = re.subn(r'(\n      "4": \{[^\n]*?)"6": "[^"]+"', r'\1"6": {value: null, status: unknown}', text, count=1)
    assert n == 1
    text, n = re.subn(r'Jul-Aug: \{Fair: "1-5", Poor: "6", Severe: "—"\}', 'Jul-Aug: {Fair: {value: null, status: unknown}, '
                      'Poor: {value: null, status: unknown}, Severe: {value: null, status: unknown}}',
                      text, count=1)
    assert n == 1
    path = tmp_path_factory.mktemp("cb") / "case_blue.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def blank(blank_copy):
    from printkit.load.game_loader import load_game

    return load_game(str(blank_copy))


@pytest.fixture(scope="module")
def board(cb):
    return cb.maps["main"]


@pytest.fixture(scope="module")
def sp(board):
    from printkit.rules.hexes import spec

    return spec(board)


# ---- geometry -----------------------------------------------------------------------------------------

def test_1_4_range_counts_out_from_the_counter(sp):
    # "A 5-hex range from an air unit in hex 3055 goes out to and includes hex 3060."
    assert sp.distance("3055", "3060") == 5
    assert sp.distance("3055", "3055") == 0  # "Hex 3055 is within the range"


def test_1_7_no_zoc_across_a_water_hexside(board):
    # "A ground unit in Rostov (hex 3255) does not exert a ZOC into hex 3355, which has a water hexside between them."
    from printkit.rules.supply import ezoc

    zone = ezoc(board, {"3255"})
    assert "3355" not in zone
    assert zone == {"3155", "3156", "3254", "3256", "3356"}


def test_1_3_3_land_and_water(board):
    from printkit.rules import hexes

    assert not hexes.is_water(board, "3154") and not hexes.is_water(board, "3254")  # land hexes
    assert hexes.is_water(board, "3451")  # "Hex 3451 is a water hex"
    assert not hexes.is_water(board, "3552")  # "3552 is not"
    assert hexes.hexside(board, "3255", "3355") == "water"  # "Hexside 3255/3355 is a water hexside"
    assert hexes.hexside(board, "3355", "3356") != "water"  # "3355/3356 is not"


def test_1_3_2_faded_dot(board):
    from printkit.rules import hexes

    assert board.info("2864").faded_dot  # "e.g. hex 2864"
    assert hexes.ground_prohibited_hex(board, "2864") == "a Faded Dot hex (1.3.2)"


def test_3_3_stacking_example_geometry(board, sp):
    # German units in 2952, 3052, 3153; a USSR unit in 3053.
    from printkit.rules.supply import ezoc

    zone = ezoc(board, {"3053"})
    assert "3052" in zone  # 2952 "cannot move into and through 3052 because 3052 has ... an EZOC"
    assert "2952" not in zone  # 3052 "can move into 2952 because it has a friendly ground unit, but no EZOC"
    assert "3052" in sp.neighbors("2952") and "3052" in sp.neighbors("3153")


def _line_path(board, start, goal):
    """Hexes along Transport Lines from start to goal (breadth first)."""
    from collections import deque

    from printkit.rules.hexes import line_links

    links, seen, queue = line_links(board), {start: None}, deque([start])
    while queue:
        h = queue.popleft()
        if h == goal:
            out = []
            while h:
                out.append(h)
                h = seen[h]
            return out[::-1]
        for n in sorted(links.get(h, ())):
            if n not in seen:
                seen[n] = h
                queue.append(n)
    return None


def test_3_3_supply_through_friendly_units_in_an_ezoc(cb, board):
    # "the German unit in 3153 can trace a supply line through hex 3052 and 2952."
    from printkit.rules.supply import check_path, sources, trace

    enemy, friendly, control = {"3053"}, {"2952", "3052", "3153"}, {"2752", "2952"}
    axis_sources = sources(cb, board, "axis", control)
    line = min((p for p in (_line_path(board, "2952", s) for s in sorted(axis_sources)) if p), key=len)
    path = ["3153", "3052"] + line
    assert check_path(cb, board, "axis", path, enemy, friendly, control) is None
    assert check_path(cb, board, "axis", path, enemy, {"2952", "3153"}, control) == "3052 is in an enemy ZOC"
    assert trace(cb, board, "axis", "3153", enemy, friendly, control)["supplied"]


def test_4_1_3_1_ezoc_example(board, sp):
    # 6 Army in 3156, 12 Army in 2955, 1 Tank in 3157; German 1 Pz starts in 3155.
    from printkit.rules.supply import ezoc

    six, twelve, tank = ezoc(board, {"3156"}), ezoc(board, {"2955"}), ezoc(board, {"3157"})
    assert {"3155", "3255", "3055"} <= six  # cannot move 3155 -> 3255 or -> 3055: same unit's EZOC
    assert "3054" in twelve and "3054" not in six  # can move into 3054: the EZOC there is not 6 Army's
    assert {"3156", "3056"} <= tank  # 1 Tank exerts an EZOC into 3156 and 3056
    # the EZOC-free hex next to both 3155 and Rostov (the text prints 3255, which is Rostov itself: 3254 is meant)
    assert "3254" not in six | twelve | tank and {"3155", "3255"} <= set(sp.neighbors("3254"))
    # retreat 3156 -> 3256 puts a one-hex gap between the 6 Army and the attacker in 3155 (5.3.5)
    assert sp.distance("3155", "3256") == 2 and "3256" in sp.neighbors("3156")


def test_4_1_3_1_attack_costs(cb, board):
    from printkit.rules.movement import Step, allowance, cost

    assert allowance(cb, "mobile", "full") == 10  # "it had ten movement points because it is a Mobile unit"
    first = cost(cb, Step(terrain=board.terrain_of("3156"), attack=True, enemy_unit=True))
    second = cost(cb, Step(terrain=board.terrain_of("3256"), attack=True, enemy_unit=True))
    assert first["total"] == 2 and second["total"] == 2  # "1 for the defender's clear hex and +1 for Attacking"
    assert 10 - first["total"] - second["total"] == 6  # "1Pz has six MP left out of its starting ten"


def test_4_1_movement_points(cb):
    from printkit.rules.movement import allowance

    assert [allowance(cb, g, s) for g in ("leg", "mobile") for s in ("full", "low", "no")] == [8, 4, 4, 10, 5, 5]


def test_4_1_1_shock_army_cannot_attack_with_two_mp(cb):
    # Fair: clear hex 1 + river +1 + attacking +1 = 3 > the two MP left of eight.
    from printkit.rules.movement import Step, cost

    r = cost(cb, Step(terrain="clear", river=True, attack=True, enemy_unit=True, weather="fair"))
    assert r["total"] == 3 and r["total"] > 8 - 6


def test_4_1_1_only_plus_costs_add_up(cb):
    # river (+1) into an enemy city (2) with rough terrain (2): "pays three movement points, not five"
    from printkit.rules.movement import Step, cost

    assert cost(cb, Step(terrain="rough", river=True, enemy_city=True))["total"] == 3


def test_10_2_attack_costs_two_in_poor_and_severe(cb):
    from printkit.rules.movement import Step, cost

    for weather in ("poor", "severe"):
        assert cost(cb, Step(terrain="clear", attack=True, enemy_unit=True, weather=weather))["total"] == 3


def test_4_1_3_4_transport_line_counts_as_clear(cb):
    from printkit.rules.movement import Step, cost

    assert cost(cb, Step(terrain="rough", river=True, transport_line=True))["total"] == 1
    # not into a hex with an enemy city or ground unit
    assert cost(cb, Step(terrain="rough", river=True, transport_line=True, enemy_city=True))["total"] == 3


# ---- combat ---------------------------------------------------------------------------------------------

def test_5_1_crt_cell(cb):
    from printkit.rules.crt import lookup

    assert lookup(cb, 4, 6)["result"] == "AS+2"
    assert lookup(cb, 4, 6)["status"] == "printed"


def test_5_1_unknown_crt_cell_names_the_yaml_path(blank):
    from printkit.rules.crt import lookup

    with pytest.raises(RulesError) as exc:
        lookup(blank, 6, 4)
    assert exc.value.fill_in == "charts.crt.cells.4.6"


def test_5_1_final_values(cb):
    from printkit.rules.crt import final_value

    assert final_value(cb, 3, 1, 0) == 4 and final_value(cb, 6, 0, 0) == 6  # the example's rolls
    assert final_value(cb, 1, -5, 0) == 1  # "A final modified value less than one is treated as one"
    assert final_value(cb, 6, 14, 0) == 16  # the +10 cap
    assert final_value(cb, 5, 0, 1) == 3 and final_value(cb, 6, 1, 2) == 2  # halve, rounding up each time


def _drm(cb, **kw):
    from printkit.games.case_blue_drm import Combat, Unit, drm

    return drm(cb, Combat(**kw))


def test_5_1_combat_resolution_example_drms(cb):
    from printkit.games.case_blue_drm import Unit

    r = _drm(cb, attacker=Unit("German tank", "germany", "tank"),
             defender=Unit("USSR infantry", "ussr", "infantry", reduced=True),
             weather="poor", city=True, attacker_air=True, defender_air=True, tanks="defender")
    assert r["attacker"]["total"] == 1  # +2 Germany, +1 Air Support, +1 Tank, -2 Poor, -1 city
    assert r["defender"]["total"] == 0  # +1 Air Support, +1 Tank (Tanks marker), -2 reduced
    assert sorted(e["value"] for e in r["attacker"]["items"] if e["value"]) == [-2, -1, 1, 1, 2]


def test_5_3_4_assault_uses_the_primary_attackers_drms(cb):
    from printkit.games.case_blue_drm import Unit

    inf = Unit("USSR infantry", "ussr", "infantry", reduced=True)
    r = _drm(cb, attacker=Unit("USSR tank", "ussr", "tank"), defender=Unit("German inf", "germany", "infantry"),
             additional=[inf, inf], assault=True, weather="fair", river=False)
    assert r["attacker"]["total"] == 4  # "+2 for a Tank unit in Fair weather and +1 for each Additional Attacker"


def test_13_4_tanks_marker_makes_a_guards_unit_a_tank(cb):
    from printkit.games.case_blue_drm import Unit

    r = _drm(cb, attacker=Unit("German inf", "germany", "infantry"),
             defender=Unit("1 Gd", "ussr", "motorized", elite=True), weather="fair", tanks="defender")
    assert r["defender"]["total"] == 3  # "+1 for Elite unit and +2 for a Tank unit in Fair"


def test_10_2_severe_removes_tank_and_air_and_halves(cb):
    from printkit.games.case_blue_drm import Unit

    r = _drm(cb, attacker=Unit("German tank", "germany", "tank"), defender=Unit("USSR inf", "ussr", "infantry"),
             weather="severe", attacker_air=True)
    assert r["attacker"]["total"] == 2  # Germany +2, Tank 0, Air Support 0
    assert r["attacker"]["halvings"] == r["defender"]["halvings"] == ["Severe weather (10.2)"]


def test_5_1_cap_at_ten(cb):
    from printkit.rules.crt import cap

    assert cap(cb, 13) == 10 and cap(cb, -12) == -10 and cap(cb, 4) == 4


def test_contradictory_combats_are_refused(cb):
    from printkit.errors import RulesError
    from printkit.games.case_blue_drm import Unit

    ger, sov = Unit("g", "germany", "infantry"), Unit("s", "ussr", "infantry")
    with pytest.raises(RulesError, match="only in an Assault"):
        _drm(cb, attacker=sov, defender=ger, additional=[sov])
    with pytest.raises(RulesError, match="Heavy Arty"):
        _drm(cb, attacker=ger, defender=sov, heavy_arty=True)
    with pytest.raises(RulesError, match="only attacking ground units are German"):
        _drm(cb, attacker=ger, defender=sov, ground_support=True)
    with pytest.raises(RulesError, match="same side"):
        _drm(cb, attacker=ger, defender=Unit("h", "hungary", "infantry"))
    with pytest.raises(RulesError, match="Shock"):
        _drm(cb, attacker=ger, defender=Unit("5 Shock", "ussr", "infantry", elite=True, shock=True), tanks="defender")


def test_combat_distribution_pools_unknown_cells(cb, blank):
    from printkit.rules.crt import distribution

    r = distribution(cb, 0, 0)
    assert r["outcomes"] == 36 and r["unknown"] == 0 and sum(r["results"].values()) == 36
    assert r["results"].get("AS+2", 0) >= 1  # attacker rolls 4, defender rolls 6
    b = distribution(blank, 0, 0)  # the blank cell 6/4 is reached by one die pair only, pooled as unknown
    assert b["unknown"] == 1 and b["unknown_cells"] == {"6/4": 1} and sum(b["results"].values()) == 35


# ---- supply -------------------------------------------------------------------------------------------

def test_7_3_supply_sources(cb, board):
    from printkit.rules.supply import sources

    axis = sources(cb, board, "axis", {"2752", "2952"})
    assert {"2652", "2751", "2951", "3151", "3351", "3551"} <= axis
    soviet = sources(cb, board, "soviet", {"2752", "2952"})
    assert "2660" in soviet and "2661" not in soviet and "2652" not in soviet  # 7.3 example and exception
    assert {"2655", "3060", "3255", "3863"} <= soviet  # friendly cities


def test_7_4_2_voronezh_example(cb, board):
    from printkit.rules.supply import trace

    r = trace(cb, board, "soviet", "2854", set(), set(), {"2752", "2952"})
    assert r["supplied"] and r["path"] == ["2854", "2755", "2655"] and r["source"] == "2655"


def test_7_4_2_stalingrad_example(cb, board):
    from printkit.rules.supply import trace

    r = trace(cb, board, "soviet", "2959", set(), set(), {"2752", "2952"})
    assert r["supplied"] and r["path"] == ["2959", "2960", "3060"]


def test_7_4_2_alternative_along_the_line_to_2657(cb, board):
    # "Alternatively, it can trace into hex 2859 ... along a contiguous Transport Line back to hex 2657"
    from printkit.rules import hexes
    from printkit.rules.supply import trace

    from printkit.rules.supply import check_path

    assert hexes.has_line(board, "2859")
    control = {"2752", "2952", "3060"}  # Stalingrad in Axis hands: the Stalingrad route is gone
    path = ["2959"] + _line_path(board, "2859", "2657")
    assert check_path(cb, board, "soviet", path, set(), set(), control) is None
    r = trace(cb, board, "soviet", "2959", set(), set(), control)
    assert r["supplied"] and r["source"] == "2657", r


def test_7_4_1_ezoc_and_enemy_units_block_supply(cb, board):
    from printkit.rules.supply import trace

    r = trace(cb, board, "soviet", "2854", {"2756"}, set(), {"2752", "2952"})  # EZOC over 2755 and 2655?
    blocked = trace(cb, board, "soviet", "2854", {"2755"}, set(), {"2752", "2952"})
    assert blocked["path"][:2] != ["2854", "2755"]
    assert r["supplied"] or r["reason"]


# ---- weather, turns, scenarios ----------------------------------------------------------------------------

def test_10_1_weather_example(cb):
    from printkit.rules.weather import weather

    r = weather(cb, "Mar", 5)
    assert (r["weather"], r["row"], r["range"], r["status"]) == ("Severe", "Mar-Apr", "3-6", "printed")


def test_10_1_unprinted_weather_is_unknown(blank):
    from printkit.rules.weather import weather

    with pytest.raises(RulesError) as exc:
        weather(blank, "Jul", 1)
    assert exc.value.fill_in.startswith("charts.weather.cells.Jul-Aug.")


def test_1_6_turn_counting():
    from printkit.rules.turns import later

    assert later("Nov-42", 2) == "Jan-43"  # "place it in the Jan-43 box"


def test_15_1_1_2_variable_entry(cb):
    from printkit.rules.turns import variable_entry

    sc = cb.scenarios["case_blue_1942"]
    row = next(p for p in sc.setup if p.counter == "ussr-4air")
    assert row.entry_v == "At Start"
    assert variable_entry(row.entry_v, 2, sc.first_turn)["turn"] == "Aug-42"  # "put in the Aug 1942 box"


def test_12_1_grozny(cb, board, sp):
    assert board.info("3863").city and "Grozny" in (board.info("3863").name or "")
    for h in ("3862", "3763"):
        assert sp.distance("3863", h) == 1 and not board.info(h).faded_dot


@pytest.mark.parametrize("sid", ["case_blue_1942", "operation_uranus_1942", "turning_point_1942"])
def test_15_2_1_setups_are_legal(cb, sid):
    from printkit.rules.setup_check import setup_problems

    assert setup_problems(cb, cb.scenarios[sid]) == []


def test_16_scenario_basics(cb):
    s1, s2, s3 = (cb.scenarios[k] for k in ("case_blue_1942", "operation_uranus_1942", "turning_point_1942"))
    assert (s1.turns, s1.first_turn, s1.last_turn, sorted(s1.control)) == (5, "Jul-42", "Nov-42", ["2752", "2952"])
    assert (s2.turns, s2.first_turn, s2.last_turn) == (5, "Nov-42", "Mar-43")
    assert sorted(s2.control) == ["2655", "2752", "2952", "3060", "3255"]
    assert (s3.turns, s3.first_turn, s3.last_turn) == (9, "Jul-42", "Mar-43")


def test_1_1_4_eighty_counters(cb):
    assert cb.counters.count() == 80
    units = [c for c in cb.counters.pieces if cb.unit_types[c.type].domain in ("ground", "air")]
    assert len(units) == 29
    by_label = {(c.side, c.label): c for c in units}
    assert "elite" in by_label[("ussr", "5 Shock")].traits  # 3.2
    for gd in ("1 Gd", "2 Gd", "3 Gd"):
        assert {"elite", "upgrade"} <= set(by_label[("ussr", gd)].traits)
    assert all(cb.unit_types[c.type].symbol == "aircraft" for c in units if cb.unit_types[c.type].domain == "air")


# ---- CLI shapes -------------------------------------------------------------------------------------------

def test_cli_unknown_crt_cell_of_a_blank_copy(capsys, blank_copy):
    code, out, err = run_cli(capsys, "crt", str(blank_copy), "--attacker", "6", "--defender", "4", "--json")
    assert code == 1 and json.loads(out)["status"] == "unknown" and json.loads(out)["result"] is None
    assert "charts.crt.cells.4.6" in err


def test_cli_hex_and_crt_json(capsys):
    code, out, _ = run_cli(capsys, "hex", "case_blue", "neighbors", "3155", "--json")
    assert json.loads(out) == {"hex": "3155", "neighbors": ["3054", "3055", "3154", "3156", "3254", "3255"]}
    code, out, _ = run_cli(capsys, "hex", "case_blue", "distance", "3055", "3060", "--json")
    assert json.loads(out)["distance"] == 5
    code, out, _ = run_cli(capsys, "crt", "case_blue", "--attacker", "4", "--defender", "6", "--json")
    assert json.loads(out) == {"result": "AS+2", "status": "printed"}
    code, out, err = run_cli(capsys, "crt", "case_blue", "--attacker", "1", "--defender", "1", "--json")
    assert code == 0 and json.loads(out) == {"result": "♦", "status": "reconstructed"}


def test_cli_supply_json(capsys):
    code, out, _ = run_cli(capsys, "supply", "case_blue", "--side", "soviet", "--hex", "2854", "--json")
    assert json.loads(out) == {"supplied": True, "path": ["2854", "2755", "2655"], "source": "2655", "reason": None}


def test_cli_bad_input_is_one_line(capsys):
    for argv, message in ((["hex", "case_blue", "info", "9999"], "hex '9999' is not on the map"),
                          (["drm", "case_blue", "--attacker", "nobody", "--defender", "ussr-62"], "no unit 'nobody'"),
                          (["supply", "case_blue", "--side", "axis", "--hex", "3153", "--enemy", "3153"],
                           "cannot hold both"),
                          (["drm", "case_blue", "--attacker", "ussr-62", "--defender", "ger-6", "--assault", "--mobile"],
                           "either --mobile or --assault")):
        code, out, err = run_cli(capsys, *argv)
        assert code in (1, 2) and message in err and len(err.strip().splitlines()) == 1, (argv, err)


def test_cli_weather_turn_entry(capsys):
    code, out, _ = run_cli(capsys, "weather", "case_blue", "--month", "Mar", "--roll", "5", "--json")
    assert json.loads(out)["weather"] == "Severe"
    code, out, _ = run_cli(capsys, "turn", "case_blue", "--from", "Nov-42", "--later", "2", "--json")
    assert json.loads(out)["turn"] == "Jan-43"
    code, out, _ = run_cli(capsys, "entry", "case_blue", "--scenario", "case_blue_1942", "--counter", "ussr-4air",
                           "--roll", "2", "--json")
    assert json.loads(out)["turn"] == "Aug-42"


def test_8_3_1_mobilization_locations(cb, board):
    from printkit.rules.mobilization import locations

    axis = locations(cb, board, "axis", {"2752", "2952"}, enemy={"3151"})
    assert {"2651", "2751", "2951", "3351", "3551"} <= axis  # "the West map edge from hex 2651 to 3551"
    assert "3151" not in axis  # "not occupied by a USSR unit"
    assert not any(board.terrain_of(h) == "water" for h in axis)  # "any land hex"
    assert all(h[2:] == "51" for h in axis)
    soviet = locations(cb, board, "soviet", {"2752", "2952"})
    assert {"2655", "3060", "3255", "3863"} <= soviet  # friendly cities
    assert not soviet & {"2651", "2652", "2653", "2654"}  # "Hexes 2651 to 2654 are not USSR Mobilization Locations"
    assert "2752" not in soviet  # an Axis-controlled city
    assert not any(board.info(h).faded_dot for h in soviet)  # "which is not a Faded Dot hex"
    assert {"2657", "2661"} <= soviet  # north edge hexes


def test_5_3_4_isolated_example_geometry(board, sp):
    # "A USSR ground unit in hex 3454 attacks a German ground unit in hex 3355. The German unit cannot use the
    #  adjacent city of Rostov to avoid being Isolated because the hexside ... is a water hexside."
    from printkit.rules import hexes

    assert "3355" in sp.neighbors("3454") and "3255" in sp.neighbors("3355")
    assert hexes.is_city(board, "3255") and hexes.ground_prohibited_side(board, "3355", "3255") == "a water hexside"


def test_5_3_5_retreat_into_rostov_across_the_gap_exception(board, sp):
    # USSR unit in 3355 attacks a German unit in 3356, which "can retreat into Rostov because the hexside
    # between the USSR unit and Rostov is a water hexside" (no one-hex gap needed).
    from printkit.rules import hexes

    assert "3255" in sp.neighbors("3356") and sp.distance("3355", "3255") == 1
    assert hexes.hexside(board, "3355", "3255") == "water"
    assert not hexes.ground_prohibited_side(board, "3356", "3255")
