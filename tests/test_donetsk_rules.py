"""Donetsk: Battle for the Airport: every stated fact and worked example of both rulebooks as a test.

"en 7.3" cites section 7.3 of ../shared/rules/donetsk_airport.en.txt, "ru 16.1" the same section of the
Russian text (donetsk_airport.ru.txt, which has no section numbers: it is named by the English number).
Expected values are worked out by hand from the rule quoted, never copied from printkit's output.
"""

from __future__ import annotations

import json

import pytest

from printkit.errors import RulesError
from tests.conftest import DATA, run_cli

G = "donetsk_airport"


@pytest.fixture(scope="module")
def en():
    from printkit.load.game_loader import load_game

    return load_game(G, glyphs=True, lang="en")


@pytest.fixture(scope="module")
def ru():
    from printkit.load.game_loader import load_game

    return load_game(G, glyphs=True, lang="ru")


@pytest.fixture(scope="module")
def board(en):
    return en.maps["airport"]


def cli_json(capsys, *argv):
    code, out, err = run_cli(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


def cli_error(capsys, *argv):
    code, out, err = run_cli(capsys, *argv)
    assert code == 1, (out, err)
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    return err


# --- the hex scheme (derived: see the YAML comment above `maps`) -----------------------------------------

def test_7_3_a_hex_side_faces_north_flat_topped(board):
    """en 7.3 "1 is north, then clockwise 2-6": six directions with one due north -> flat-topped hexes."""
    assert board.grid.orientation == "flat"
    from printkit.rules.hexes import spec

    sp = spec(board)
    (x0, y0), (x1, y1) = sp.shared_side("K4", "K3")  # the side towards the hex to the north is horizontal
    assert abs(y0 - y1) < 1e-6


@pytest.mark.parametrize("face,compass,expected", [(1, "N", "P8"), (2, "NE", "Q9"), (3, "SE", "Q10"),
                                                   (4, "S", "P10"), (5, "SW", "O10"), (6, "NW", "O9")])
def test_7_3_direction_die_faces_clockwise_from_north(capsys, en, board, face, compass, expected):
    """en 7.3: 1 north, then clockwise. P (an even column) sits half a hex low: its NE/NW neighbours are in
    row 9 of the odd columns beside it, its SE/SW neighbours in row 10."""
    import math

    from printkit.rules.hexes import spec

    assert en.parameters["scatter_directions"].value[face - 1] == compass
    r = cli_json(capsys, "scatter", G, "--target", "P9", "--kind", "rocket", "--scatter-roll", "6",
                 "--direction", str(face), "--distance-roll", "1")
    assert r == {"scatters": True, "direction": face, "distance": 1, "landing": expected}
    sp = spec(board)
    (x0, y0), (x1, y1) = sp.center(*sp.parse("P9")), sp.center(*sp.parse(expected))
    bearing = math.degrees(math.atan2(x1 - x0, y0 - y1)) % 360  # clockwise from north on the page
    assert bearing == pytest.approx(60 * (face - 1))


def test_10_2_airport_grounds_corners_letters_west_to_east_numbers_north_to_south(board):
    """en 10.2: NE=W4, NW=K4, SW=K10, SE=W10: W east of K; 4 north of 10."""
    from printkit.rules.hexes import spec

    sp = spec(board)
    (kx, k4y), (wx, _) = sp.center(*sp.parse("K4")), sp.center(*sp.parse("W4"))
    assert wx > kx
    assert sp.center(*sp.parse("K10"))[1] > k4y
    from printkit.rules.zones import zone_hexes

    grounds = zone_hexes(board, "airport_grounds")
    assert {"K4", "W4", "K10", "W10"} <= grounds and "J4" not in grounds and "K11" not in grounds


def test_10_2_row_10_is_four_hexes_from_the_southern_side(board):
    """en 10.2: "the line of hexes 10 ... (4 hexes from the southern side)"."""
    from printkit.rules.hexes import spec

    sp = spec(board)
    assert board.grid.rows[1] == 14 and "south" in sp.edges("K14") and sp.distance("K10", "K14") == 4


def test_10_2_row_10_holds_the_river(board):
    assert any(board.terrain_of(f"{c}10") == "wooded_stream" for c in "ABCDEFGH")


def test_10_4_lower_case_i_and_j_are_the_columns_i_and_j(capsys, board):
    """en 10.4 "the building cluster i3, j4": printed lower case; I3 is accepted and answered as i3."""
    from printkit.rules import levels

    assert levels.check(board, "I3") == "i3" and levels.check(board, "j4") == "j4"
    r = cli_json(capsys, "hex", G, "neighbors", "I3")
    assert r["hex"] == "i3" and "H3" in r["neighbors"] and "j3" in r["neighbors"]


def test_10_3_north_of_row_7_and_west_of_f(board):
    """en/ru 10.3: Ukraine "north of row 7 and west of row F"; DNR "east of row N and south of row 8"."""
    from printkit.rules.zones import zone_hexes

    ua, dnr = zone_hexes(board, "s3_ukraine"), zone_hexes(board, "s3_dnr")
    assert {"A1", "E6"} <= ua and not {"F1", "A7", "E7"} & ua
    assert {"O9", "Y14"} <= dnr and not {"N9", "O8"} & dnr


def test_10_1_within_three_hexes_of_the_terminals(board):
    """en 10.1: DNR "anywhere within or within 3 hexes of the new and old terminal"."""
    from printkit.rules.hexes import spec
    from printkit.rules.zones import zone_hexes

    sp = spec(board)
    zone = zone_hexes(board, "s1_dnr")
    terminals = [h for h, i in board.hexes.items() if i.group in ("new_terminal", "old_terminal")]
    for h in sp_all(board):
        near = min(sp.distance(h, t) for t in terminals)
        assert (h in zone) == (near <= 3), h


def sp_all(board):
    from printkit.hexgrid import all_labels

    return all_labels(board.grid)


def test_10_1_and_10_2_edges(board):
    """en 10.1 Ukraine along the western and northern edges; en 10.2 DNR along the southern edge."""
    from printkit.rules.zones import zone_hexes

    assert {"A5", "K1"} <= zone_hexes(board, "s1_ukraine") and "B5" not in zone_hexes(board, "s1_ukraine")
    assert zone_hexes(board, "s2_dnr") == {f"{c}14" for c in "ABCDEFGHKLMNOPQRSTUVWXY"} | {"i14", "j14"}


def test_10_3_the_old_terminal_has_three_hexes_the_dnr_can_hold(board):
    """en/ru 10.3: "all 3 hexes of the old terminal"; the DNR "retains control" so it sets up there."""
    from printkit.rules.zones import zone_hexes

    old = zone_hexes(board, "old_terminal")
    assert len(old) == 3 and old <= zone_hexes(board, "s3_dnr")


def test_10_2_eight_building_hexes_on_the_airport_grounds(board):
    """en 10.2: the DNR wins with "8 or more building hexes on the airport grounds": there must be 8."""
    from printkit.rules.zones import zone_hexes

    built = {h for h in zone_hexes(board, "airport_grounds")
             if board.terrain_of(h) in ("buildings", "terminal", "control_tower")}
    assert len(built) >= 8


def test_10_4_set_up_and_entry(board):
    """en 10.4: new terminal, car park (the parking garage) and i3, j4; reinforcements onto the runway from
    the western edge."""
    from printkit.rules.hexes import spec
    from printkit.rules.zones import zone_hexes

    ua = zone_hexes(board, "s4_ukraine")
    assert {"i3", "j4", "K4", "L4"} <= ua
    assert zone_hexes(board, "s4_dnr").isdisjoint(ua)
    (entry,) = zone_hexes(board, "s4_entry")
    assert "west" in spec(board).edges(entry) and board.terrain_of(entry) == "asphalt"


def test_9_multi_storey_buildings_have_upper_levels(board):
    """en 9: the two terminals, the parking garage and the control tower are multi-storey; only they (9.1)."""
    groups = {i.group for i in board.hexes.values() if i.levels}
    assert groups == {"new_terminal", "old_terminal", "parking_garage", "control_tower"}
    assert all(i.levels == 2 for i in board.hexes.values() if i.levels)


def test_9_1_levels_above_and_below_are_adjacent(capsys):
    """en 9.1 "the levels directly above and below are considered adjacent hexes"; 7.3 adjacent upper floors
    of the building; "Hexes that are below and beside are not attacked"."""
    r = cli_json(capsys, "hex", G, "neighbors", "L4")
    assert "L4^" in r["neighbors"] and "K4" in r["neighbors"]
    up = cli_json(capsys, "hex", G, "neighbors", "L4^")["neighbors"]
    assert "L4" in up and "M4^" in up and "L5^" in up
    assert "M4" not in up and "K4^" not in up  # below-and-beside; another building (the parking garage)
    assert cli_json(capsys, "hex", G, "distance", "L4", "L4^") == {"distance": 1}
    assert cli_json(capsys, "hex", G, "distance", "K4", "W10") == {"distance": 12}


def test_upper_level_of_a_plain_hex_is_refused(capsys):
    assert "has no upper level" in cli_error(capsys, "hex", G, "neighbors", "A1^")
    assert "not on the map" in cli_error(capsys, "hex", G, "neighbors", "Z1")


# --- fire combat (6.2, 16.2, 16.3) ------------------------------------------------------------------------

@pytest.mark.parametrize("flags,attack,expected", [
    ([], 5, 5),
    (["--same-hex"], 5, 10),  # 16.2 doubled
    (["--long-range"], 5, 2),  # 16.2 halved, 1.0 fractions dropped
    (["--defensive-fire"], 5, 4),  # 6.10 "the half attack strength is then doubled again": 5 -> 2 -> 4
    (["--defensive-fire", "--overwatch"], 5, 10),  # 6.10 "not halved before doubling"
    (["--overwatch"], 5, 5),  # 6.9 "fire at full strength"
    (["--moving"], 7, 3),  # 4.2 / 16.2 half strength
    (["--into-smoke"], 7, 3),
    (["--through-smoke"], 7, 3),
    (["--into-smoke", "--through-smoke"], 9, 2),  # 9 -> 4 -> 2
    (["--moving", "--same-hex"], 5, 4),  # halvings first, then doublings: 5 -> 2 -> 4
])
def test_16_2_fire_modifiers(capsys, flags, attack, expected):
    r = cli_json(capsys, "fire", G, "--attack", str(attack), "--defence", "0", *flags)
    assert r["attack"] == expected


@pytest.mark.parametrize("a,b", [("--same-hex", "--long-range"), ("--defensive-fire", "--long-range"),
                                 ("--defensive-fire", "--same-hex"), ("--overwatch", "--moving"),
                                 ("--defensive-fire", "--moving"), ("--same-hex", "--through-smoke")])
def test_contradictory_fire_flags_are_refused_citing_the_rule(capsys, a, b):
    err = cli_error(capsys, "fire", G, "--attack", "5", "--defence", "2", a, b)
    assert "cannot go together" in err and any(r in err for r in ("16.2", "6.10", "6.9", "7.4"))


ROW2 = {-5: "P", -4: "X", -3: "X", -2: "X", -1: "X", 0: "X", 1: "X", 2: "X", 3: "X", 4: "X", 5: "XX"}
ROW3 = {-5: "P", -4: "P", -3: "P", -2: "X", -1: "X", 0: "X", 1: "X"}


@pytest.mark.parametrize("diff", range(-5, 6))
def test_16_3_row_2_as_printed(capsys, diff):
    r = cli_json(capsys, "fire", G, "--attack", str(10 + diff), "--defence", "10", "--roll", "2")
    assert (r["differential"], r["result"], r["status"]) == (diff, ROW2[diff], "printed")


@pytest.mark.parametrize("diff", range(-5, 2))
def test_16_3_row_3_printed_part(capsys, diff):
    r = cli_json(capsys, "fire", G, "--attack", str(10 + diff), "--defence", "10", "--roll", "3")
    assert r["result"] == ROW3[diff]


def test_16_3_columns_clamp_at_minus_5_or_less_and_plus_5_or_more(capsys):
    low = cli_json(capsys, "fire", G, "--attack", "0", "--defence", "9", "--roll", "2")
    high = cli_json(capsys, "fire", G, "--attack", "20", "--defence", "1", "--roll", "2")
    assert (low["column"], low["result"], low["differential"]) == ("-5 or less", "P", -9)
    assert (high["column"], high["result"]) == ("+5 or more", "XX")


def test_16_3_unprinted_cell_answers_as_a_reconstructed_play_value(capsys):
    """en 16.3 stops row 3 at +1: the +2 cell is not printed. The default kit answers it with its play value,
    marked reconstructed (never as printed); row 2 prints X in every column from -4 to +4 and row 3 X at +1,
    so the monotone table can only hold X there (tests/test_donetsk_play_values.py). `--as-printed` gives it
    back as unknown with the YAML path to fill in (issue 17, the as-printed machinery)."""
    r = cli_json(capsys, "fire", G, "--attack", "12", "--defence", "10", "--roll", "3")
    assert (r["result"], r["status"], r["column"]) == ("X", "reconstructed", "+2")


def test_16_3_distribution_over_2d6_with_the_printed_rows_in_it(capsys):
    """Column 0: row 2 (1/36) and row 3 (2/36) are X as printed; rows 4-12 (33/36) are play values, so the
    column is as sure as its weakest cell (reconstructed) and has no unknown share in the default kit."""
    r = cli_json(capsys, "fire", G, "--attack", "4", "--defence", "4")
    assert set(r) == {"attack", "defence", "differential", "column", "result", "status", "distribution"}
    d = r["distribution"]
    assert d["X"] >= 3 / 36 - 1e-9 and d.get("unknown", 0) == 0 and r["status"] == "reconstructed"
    r = cli_json(capsys, "fire", G, "--attack", "9", "--defence", "1")  # +5 or more: row 2 XX printed
    assert r["distribution"]["XX"] >= 1 / 36 - 1e-9 and sum(r["distribution"].values()) == pytest.approx(1)


@pytest.mark.parametrize("roll", ["1", "13"])
def test_crt_roll_out_of_range(capsys, roll):
    assert "2D6" in cli_error(capsys, "fire", G, "--attack", "4", "--defence", "4", "--roll", roll)


def test_6_6_result_codes(en):
    assert [i.key for i in en.charts["combat_results"].items] == ["-", "P", "X", "XX"]


# --- fire support (7.1-7.4, 9.3, 16.4) -------------------------------------------------------------------

@pytest.mark.parametrize("args,expected", [
    (["--strength", "16", "--target", "light"], 16),
    (["--strength", "16", "--target", "heavy"], 8),  # 7.3 halved against heavy targets
    (["--strength", "16", "--target", "light", "--adjacent"], 8),  # halved for adjacent hexes
    (["--strength", "16", "--target", "heavy", "--adjacent"], 4),  # 7.3 "halved twice"
    (["--strength", "7", "--target", "heavy", "--adjacent"], 1),  # 7 -> 3 -> 1, fractions dropped
    (["--strength", "12", "--target", "light", "--floor", "upper"], 12),  # 9.3 upper level: full
    (["--strength", "12", "--target", "light", "--floor", "lower"], 6),  # the floor below: half
    (["--strength", "12", "--target", "heavy", "--floor", "lower"], 3),
    (["--strength", "16", "--target", "light", "--adjacent", "--floor", "upper"], 8),  # adjacent upper floor
])
def test_7_3_and_9_3_fire_support_strength(capsys, args, expected):
    assert cli_json(capsys, "support", G, *args) == {"strength": expected}


def test_7_3_below_and_beside_is_not_attacked(capsys):
    assert "7.3" in cli_error(capsys, "support", G, "--strength", "16", "--target", "light", "--adjacent",
                              "--floor", "lower")


@pytest.mark.parametrize("n,immediate", [(3, 3 / 6), (4, 4 / 6), (5, 5 / 6)])
def test_7_2_arrival_by_reliability(capsys, n, immediate):
    """en 7.2: "on a result equal to or less than the reliability number ... it strikes immediately"."""
    r = cli_json(capsys, "arrival", G, "--reliability", str(n))
    assert r == {"immediate": pytest.approx(immediate), "next_turn": pytest.approx(1 - immediate)}


@pytest.mark.parametrize("n", ["0", "7"])
def test_7_2_reliability_out_of_range(capsys, n):
    cli_error(capsys, "arrival", G, "--reliability", n)


@pytest.mark.parametrize("kind,p_stay", [("rocket", 4 / 6), ("artillery", 5 / 6), ("air", 5 / 6)])
def test_7_3_scatter_chance_and_exact_landing(capsys, kind, p_stay):
    """en 7.3: rockets scatter on 5-6, ordinary artillery and air strikes on 6."""
    r = cli_json(capsys, "scatter", G, "--target", "P9", "--kind", kind)
    assert set(r) == {"landing", "off_map"}
    assert r["landing"]["P9"] == pytest.approx(p_stay)
    assert sum(r["landing"].values()) + r["off_map"] == pytest.approx(1)
    # 16.4: 3 hexes north on a 6 (1/6 of the distance rolls) in one of six directions
    assert r["landing"]["P6"] == pytest.approx((1 - p_stay) / 6 * 1 / 6)
    assert r["landing"]["P7"] == pytest.approx((1 - p_stay) / 6 * 3 / 6)


def test_7_3_scatter_off_the_map_from_a_corner(capsys):
    r = cli_json(capsys, "scatter", G, "--target", "A1", "--kind", "rocket")
    # directions N, NW, SW leave the map at any distance; NE from A1 (row 1) too: 4 of 6 directions
    assert r["off_map"] == pytest.approx(2 / 6 * 4 / 6)
    landed = cli_json(capsys, "scatter", G, "--target", "A1", "--kind", "rocket", "--scatter-roll", "5",
                      "--direction", "1", "--distance-roll", "3")
    assert landed == {"scatters": True, "direction": 1, "distance": 2, "landing": None}


@pytest.mark.parametrize("roll,hexes", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 2), (6, 3)])
def test_16_4_scatter_distance(capsys, roll, hexes):
    r = cli_json(capsys, "scatter", G, "--target", "K12", "--kind", "air", "--scatter-roll", "6",
                 "--direction", "4", "--distance-roll", str(roll))
    assert r["distance"] == hexes
    assert r["landing"] == (f"K{12 + hexes}" if 12 + hexes <= 14 else None)  # south of K14 is off the map


def test_7_3_no_scatter_lands_on_target(capsys):
    r = cli_json(capsys, "scatter", G, "--target", "K12", "--kind", "rocket", "--scatter-roll", "4")
    assert r == {"scatters": False, "direction": None, "distance": 0, "landing": "K12"}


@pytest.mark.parametrize("args,text", [
    (["--kind", "rocket", "--scatter-roll", "4", "--direction", "2"], "7.3"),  # no scatter: nothing more rolled
    (["--kind", "artillery", "--scatter-roll", "6"], "--direction"),  # it scatters: direction and distance needed
    (["--kind", "rocket", "--scatter-roll", "7"], "1 to 6"),
    (["--kind", "mortar"], "--kind must be one of"),
    (["--kind", "air", "--direction", "2"], "--scatter-roll"),
])
def test_scatter_bad_input(capsys, args, text):
    assert text in cli_error(capsys, "scatter", G, "--target", "K12", *args)


def test_scatter_target_off_map(capsys):
    assert "not on the map" in cli_error(capsys, "scatter", G, "--target", "Z99", "--kind", "air")


# --- initiative (3, 3.3) ----------------------------------------------------------------------------------

def test_3_initiative_1d4_plus_level(capsys):
    """Ukraine 12 + a vs DNR 10 + b over 16 pairs: Ukraine higher when b < a + 2 (2+3+4+4 = 13), equal when
    b = a + 2 (2), DNR higher only for a=1, b=4 (1). The texts leave ties open; the kit's play value rolls them
    again (parameters.initiative_ties), so the 13 : 1 of the decided pairs is the whole answer: 13/14, 1/14."""
    r = cli_json(capsys, "initiative", G, "--ukraine", "12", "--dnr", "10")
    assert r == {"ukraine": pytest.approx(13 / 14), "dnr": pytest.approx(1 / 14), "tie": 0.0, "ties": "reroll"}
    even = cli_json(capsys, "initiative", G, "--ukraine", "9", "--dnr", "9")  # 6 : 6 decided, 4 equal: even
    assert even["ukraine"] == even["dnr"] == pytest.approx(1 / 2) and even["tie"] == 0


def test_3_3_zero_initiative_is_broken(capsys):
    assert "3.3" in cli_error(capsys, "initiative", G, "--ukraine", "0", "--dnr", "10")


# --- rules constants (1, 6.4) and units (1, 5.3, 6.6, 6.7, 8.1, 8.2) --------------------------------------

def test_1_hex_capacity_and_6_4_snipers(en):
    assert en.parameters["hex_capacity"].value == {"infantry": 3, "vehicles": 2}
    assert en.parameters["sniper"].value["rolls"] == [11, 12]
    assert en.parameters["initiative"].value["die"] == 4


def test_1_target_classes_and_carriers(en):
    """en 1: infantry, heavy weapons, leaders light; tanks and APCs heavy; trucks light. 5.3: APC 1, truck 3."""
    ut = en.unit_types
    assert {k for k, t in ut.items() if t.target == "heavy"} == {"apc", "tank"}
    assert ut["truck"].target == "light" and ut["truck"].carries == 3 and ut["apc"].carries == 1
    assert ut["apc"].movement_kind == ut["truck"].movement_kind == "carrier" and ut["tank"].movement_kind == "vehicle"
    assert ut["infantry"].back_is == "reduced" and ut["leader"].back_is == "wounded"
    assert ut["heavy_weapon"].back_is is None and ut["tank"].back_is == "wreck"  # 6.6, 8.1
    assert ut["setup_weapon"].setup_weapon is True  # 8.2
    pieces = {c.id: c for c in en.counters.pieces}
    assert pieces["ua-ags"].type == pieces["ua-konkurs"].type == "setup_weapon"


def test_unprinted_ratings_are_play_values_never_passed_off_as_printed(en):
    """The texts print what a counter shows (1 Counters), not one unit's numbers: the default kit's ratings are
    reconstructed play values (their record says so and does not list `values` as printed); the demolition
    team's strengths are printed (10.4)."""
    from printkit.layout.counters import resolve_face

    tank = en.unit_types["tank"]
    assert tank.status == "reconstructed" and tank.play_value and "values" not in tank.printed
    assert all(v is not None for v in tank.values.values())
    c = next(c for c in en.counters.pieces if c.id == "dnr-t72b3")
    face = resolve_face(en, c, "front")
    assert "?" not in face.value and "?" not in face.corner
    demo = next(c for c in en.counters.pieces if c.id == "dnr-demo")
    assert resolve_face(en, demo, "front").value == "8/6"  # 10.4: strength 8 upper, 6 lower


# --- scenarios 10.1-10.4 --------------------------------------------------------------------------------

@pytest.mark.parametrize("sid,turns,levels", [
    ("first_battle", 8, {"dnr": (8, 3), "ukraine": (9, 3)}),
    ("second_battle", 8, {"ukraine": (10, 4), "dnr": (11, 4)}),
    ("counterattack", 6, {"ukraine": (12, 4), "dnr": (10, 3)}),
    ("final_assault", 8, {"ukraine": (11, 3), "dnr": (12, 3)}),
])
def test_10_initiative_wavering_turns(en, sid, turns, levels):
    sc = en.scenarios[sid]
    assert sc.turns == turns
    assert {f.side: (f.initiative, f.wavering) for f in sc.forces} == levels


def test_10_3_same_in_both_rulebooks(ru):
    """ru 10.3 (Контратака): Инициатива 12 / Очков колебания 4 and 10 / 3; 6 turns; 9 infantry, 2 Т-64БМ."""
    sc = ru.scenarios["counterattack"]
    assert {f.side: (f.initiative, f.wavering) for f in sc.forces} == {"ukraine": (12, 4), "dnr": (10, 3)}
    assert sc.turns == 6
    placed = {p.counter: p.quantity for p in sc.setup}
    assert placed["ua-inf"] == 9 and placed["ua-t64bm"] == 2 and placed["dnr-militia"] == 3
    assert "автоматически имеет инициативу" in sc.special_rules[0]


@pytest.mark.parametrize("sid,side,asset,barrages,strength,smoke,reliability", [
    ("first_battle", "ukraine", "mi24", 4, 16, False, 3),
    ("first_battle", "ukraine", "su25", 4, 16, False, 3),
    ("second_battle", "ukraine", "howitzer", 4, 12, True, 5),
    ("second_battle", "dnr", "bm21", 3, 16, False, 4),
    ("second_battle", "dnr", "howitzer", 3, 12, True, 4),
    ("counterattack", "ukraine", "bm21", 2, 16, False, 4),
    ("counterattack", "dnr", "bm21", 2, 16, False, 4),
    ("final_assault", "dnr", "bm21", 3, 16, False, 4),
    ("final_assault", "dnr", "howitzer", 4, 12, True, 5),
])
def test_10_fire_support_as_printed(en, sid, side, asset, barrages, strength, smoke, reliability):
    force = next(f for f in en.scenarios[sid].forces if f.side == side)
    fs = next(f for f in force.fire_support if f.asset == asset)
    assert (fs.barrages, fs.strength, fs.smoke, fs.reliability) == (barrages, strength, smoke, reliability)


def test_10_4_reinforcements_on_turn_3(en):
    r = {p.counter: (p.quantity, p.turn) for p in en.scenarios["final_assault"].reinforcements}
    assert r == {"ua-t64bm": (2, 3), "ua-btr80": (6, 3), "ua-inf": (3, 3), "ua-leader": (1, 3)}


def test_10_counter_mix_fields_every_scenario(en):
    """Each unit counter's quantity is the most any scenario fields (setup plus reinforcements)."""
    from collections import Counter

    mix = {c.id: c.quantity for c in en.counters.pieces}
    most = Counter()
    for sc in en.scenarios.values():
        n = Counter()
        for p in sc.setup + sc.reinforcements:
            n[p.counter] += p.quantity
        for k, v in n.items():
            most[k] = max(most[k], v)
    assert all(mix[k] == v for k, v in most.items())


# --- the charts in both languages ---------------------------------------------------------------------

RU_TERRAIN = {  # ru 16.1 Эффекты местности, every row: foot move, vehicle move, foot / vehicle protection, LOS
    "Лесной ручей": ["2", "запрещено", "0", "запрещено", "нет"],
    "Все водные гексы": ["запрещено", "запрещено", "0", "0", "нет"],
    "Дорога / асфальт / парковка": ["1", "1", "0", "0", "нет"],
    "Открытая": ["1", "2", "0", "0", "нет"],
    "Строения": ["1", "2", "4", "2", "да"],
    "Лес": ["1", "3", "2", "2", "да"],
    "Кладбище": ["1", "3", "2", "0", "нет"],
    "Терминалы / паркинг": ["2", "запрещено", "6", "запрещено", "да"],
    "Диспетчерская вышка": ["1", "запрещено", "4", "запрещено", "да"],
    "Обломки": ["0", "дорога перекрыта (8.1)", "0", "0", "нет"],  # the blank vehicle cell: a play value (8.1)
    "Дым": ["нет эффекта", "нет эффекта", "нет эффекта", "нет эффекта", "да"],
}


def test_16_1_terrain_effects_complete_from_the_russian_table(ru):
    t = ru.charts["terrain_effects"]
    got = {r: [None if t.cell(r, c).value is None else str(t.cell(r, c).value) for c in t.columns.labels()]
           for r in t.rows.labels()}
    assert got == RU_TERRAIN


def test_16_1_english_rows_agree(en):
    """en 16.1 prints the first four rows: wooded stream 2/prohibited/0/prohibited/no ... open 1/2/0/0/no."""
    t = en.charts["terrain_effects"]
    assert [str(t.cell("Wooded stream", c).value) for c in t.columns.labels()] == \
        ["2", "prohibited", "0", "prohibited", "no"]
    assert [str(t.cell("Open ground", c).value) for c in t.columns.labels()] == ["1", "2", "0", "0", "no"]


def test_16_2_both_texts_halve_fire_into_smoke(en, ru):
    assert en.charts["fire_modifiers"].item("into_smoke").value == "halved"
    assert ru.charts["fire_modifiers"].item("into_smoke").value == "ополовинивается"


def test_calculators_answer_in_russian(capsys):
    code, out, _ = run_cli(capsys, "initiative", G, "--ukraine", "12", "--dnr", "10", "--lang", "ru")
    assert code == 0 and "Украина" in out and "при равных суммах" in out
    code, out, _ = run_cli(capsys, "fire", G, "--attack", "5", "--defence", "5", "--lang", "ru")
    assert code == 0 and "столбце" in out and "Огонь" in out


def test_unknown_language_is_one_line_exit_1(capsys):
    assert "no language 'de'" in cli_error(capsys, "arrival", G, "--reliability", "3", "--lang", "de")


# --- bilingual schema: a missing translation is a validation error -----------------------------------------

def test_missing_translation_is_an_error_naming_the_path(capsys):
    code, out, _ = run_cli(capsys, "validate", str(DATA / "languages" / "missing_translation.yaml"))
    assert code == 1
    assert out.splitlines() == [
        "tests/data/languages/missing_translation.yaml:7:15: sides.red.name: missing the 'ru' translation "
        "(the game's languages: en, ru)",
        "tests/data/languages/missing_translation.yaml:8:38: sides.blue.name.de: 'de' is not one of the game's "
        "languages (en, ru)",
        "tests/data/languages/missing_translation.yaml:10:31: unit_types.tank.name.ru: expected text, got 5",
    ]


def test_latin_placeholder_check():
    from printkit.verify.kit_language import latin_words
    from printkit.verify.readback import PageText

    page = PageText(100, 100, words=[("Ход", 0, 1, 1), ("K4", 0, 1, 2), ("XX", 0, 1, 3), ("Turn", 0, 1, 4)])
    assert latin_words([page]) == {"Turn"}


def test_russian_kit_builds_and_verifies(capsys, tmp_path):
    code, out, err = run_cli(capsys, "build", G, "--lang", "ru", "--format", "pdf", "--paper", "a4",
                             "--out", str(tmp_path))
    assert code == 0, err
    assert (tmp_path / "donetsk_airport-ru" / "a4" / "aid.pdf").is_file()
    code, out, _ = run_cli(capsys, "verify", G, "--lang", "ru", "--out", str(tmp_path))
    assert code == 0 and out.strip().endswith(" 0 failed")


def test_10_4_the_building_cluster_i3_j4_is_built_up(capsys):
    for h in ("I3", "j4"):
        assert cli_json(capsys, "hex", G, "info", h)["terrain"] == "buildings"


def test_a_hex_written_in_the_wrong_case_is_an_error(capsys, tmp_path):
    """Data names hexes as the map prints them (i3): 'I3' as a key would silently be another hex."""
    text = (DATA.parent.parent / "data" / f"{G}.yaml").read_text().replace("      i3: {terrain: buildings",
                                                                           "      I3: {terrain: buildings")
    bad = tmp_path / "case.yaml"
    bad.write_text(text)
    code, out, _ = run_cli(capsys, "validate", str(bad))
    assert code == 1 and "maps.airport.hexes.I3: write hex 'I3' as 'i3', as the map prints it" in out


def test_ru_16_1_wreck_vehicle_cell_is_blank_and_lookup_answers_its_play_value(capsys, en):
    """ru 16.1 prints the Wrecks row without a vehicle movement cost. The kit fills it from 8.1 (a wreck blocks
    the road), marked reconstructed; `--as-printed` gives the blank back with the path to fill in."""
    code, out, err = run_cli(capsys, "lookup", G, "terrain_effects", "Wrecks", "Vehicle move")
    assert code == 0 and "8.1" in out, err
    cell = en.charts["terrain_effects"].cell("Wrecks", "Vehicle move")
    assert cell.status == "reconstructed" and cell.play_value


def test_verify_catches_english_left_on_a_russian_page(capsys, tmp_path):
    code, _, err = run_cli(capsys, "build", G, "--lang", "ru", "--format", "svg", "--paper", "a4", "--out", str(tmp_path))
    assert code == 0, err
    page = next(p for p in sorted((tmp_path / "donetsk_airport-ru" / "a4").glob("aid-*.svg"))
                if "Результат" in p.read_text())
    page.write_text(page.read_text().replace("Результат", "Result"))
    code, out, _ = run_cli(capsys, "verify", G, "--lang", "ru", "--out", str(tmp_path))
    assert code == 1 and "Latin words left on a 'ru' page: Result" in out


def test_10_3_ukraine_has_the_initiative_on_turn_1(capsys):
    """en/ru 10.3 special rule: "the Ukrainian player automatically has the initiative on the first turn";
    from turn 2 the 1D4 roll decides, from the printed levels 12 and 10 (13/14 for Ukraine, ties rolled again)."""
    first = cli_json(capsys, "initiative", G, "--scenario", "counterattack", "--turn", "1")
    assert first["ukraine"] == 1.0 and first["dnr"] == 0.0
    later = cli_json(capsys, "initiative", G, "--scenario", "counterattack", "--turn", "2")
    assert later["ukraine"] == pytest.approx(13 / 14)  # 13 : 1 once equal totals are rolled again
    assert "1 to 6" in cli_error(capsys, "initiative", G, "--scenario", "counterattack", "--turn", "7")


def test_a_support_table_left_unknown_is_refused_with_its_path(tmp_path, capsys):
    """Found by make fuzz-ci (seed 1000120): `support_arrival: {value: null}` made `arrival` an internal
    error; a parameter written as unknown is one line naming the path to fill in."""
    from tests.conftest import ROOT, run_cli

    text = (ROOT / "data" / "donetsk_airport.yaml").read_text(encoding="utf-8")
    assert "  support_arrival:\n    value: {die: 6}\n" in text
    game = tmp_path / "donetsk_airport.yaml"
    game.write_text(text.replace("  support_arrival:\n    value: {die: 6}\n", "  support_arrival:\n    value: null\n"),
                    encoding="utf-8")
    code, _, err = run_cli(capsys, "arrival", str(game), "--reliability", "4")
    assert code == 1 and err == ("printkit: error: parameters.support_arrival of donetsk_airport is unknown (null); "
                                 "fill it in to use this calculator\n"), err
