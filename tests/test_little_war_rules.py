"""The Little War rulebook (ukrainian_crisis_and_little_war.en.txt, second half) as test cases.

Each test names the section it checks. Probabilities are exact: a d6 shows 5 or 6 with chance 1/3.
"""

from __future__ import annotations

from fractions import Fraction as F
from math import comb

import pytest

from printkit.errors import RulesError
from printkit.rules import dicepool, ranges


def exact(dist):
    return [F(n, dist.den) for n in dist.num]


def binom(n, p=F(1, 3)):
    return [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]


# 6.21 / 6.22 / 6.33: 'A "5" or "6" on a d6 scores a Hit'
def test_6_21_one_die_hits_on_five_or_six(little_war):
    assert exact(dicepool.hits(little_war, 1)["distribution"]) == [F(2, 3), F(1, 3)]


@pytest.mark.parametrize("cv", range(0, 11))
def test_6_21_cv_dice_binomial(little_war, cv):
    r = dicepool.hits(little_war, cv)
    assert r["dice"] == cv
    assert exact(r["distribution"]) == binom(cv)
    assert F(*r["expected"]) == F(cv, 3)


# 6.21: "The defender adds 1d6 for each terrain type (woods or mountain) in the area."
def test_6_21_terrain_adds_one_die_per_type(little_war):
    assert dicepool.hits(little_war, 2, ["woods"])["dice"] == 3
    assert dicepool.hits(little_war, 2, ["woods", "mountain"])["dice"] == 4
    with pytest.raises(RulesError, match="given twice"):
        dicepool.hits(little_war, 2, ["woods", "woods"])
    with pytest.raises(RulesError, match="unknown terrain 'swamp'"):
        dicepool.hits(little_war, 2, ["swamp"])


# 6.21/6.22: "Both players add 1d6 for each undisrupted air unit assisting their units"
def test_6_21_air_units_add_one_die_each(little_war):
    r = dicepool.hits(little_war, 3, ["mountain"], air=2)
    assert (r["dice"], r["terrain_dice"], r["air_dice"]) == (6, 1, 2)
    assert exact(r["distribution"]) == binom(6)


# 6.33: raid succeeds on 3 or more hits; the Airfield Box defends with 3d6 (its CV of (3)).
def test_6_33_raid_needs_three_hits(little_war):
    assert F(*dicepool.raid(little_war, 2)["p_success"]) == 0  # two dice cannot score three hits
    assert F(*dicepool.raid(little_war, 3)["p_success"]) == F(1, 27)
    assert F(*dicepool.raid(little_war, 4)["p_success"]) == F(4 * 2 + 1, 81)


def test_6_33_airfield_box_rolls_exactly_3d6(little_war):
    r = dicepool.raid(little_war, 5)
    assert r["defense_dice"] == 3
    assert exact(r["defense_distribution"]) == [F(8, 27), F(12, 27), F(6, 27), F(1, 27)]
    assert dicepool.raid(little_war, 1)["defense_distribution"].num == r["defense_distribution"].num  # any raid size


# 7.0: "On a 5 or 6 a disrupted unit is undisrupted, and a damaged unit is moved to the Ready section"
def test_7_0_recovery_on_five_or_six(little_war):
    r = dicepool.recovery(little_war, 3)
    assert F(*r["p_each"]) == F(1, 3)
    assert exact(r["distribution"]) == binom(3)


# 8.0: 0 to 2 Slovakian player wins; 3 Draw; 4 to 9 Hungarian player wins.
@pytest.mark.parametrize("vp, result", [(0, "Slovakian player wins"), (2, "Slovakian player wins"), (3, "Draw"),
                                        (4, "Hungarian player wins"), (9, "Hungarian player wins")])
def test_8_0_victory_levels(little_war, vp, result):
    assert dicepool.victory(little_war, vp)["result"] == result


@pytest.mark.parametrize("vp", [-1, 10])
def test_8_0_victory_out_of_range(little_war, vp):
    with pytest.raises(RulesError, match=r"--vp must be between 0 and 9 \(Rule 8.0\)"):
        dicepool.victory(little_war, vp)


# 9.1: "subtract Victory Points at the end, at the rate of 1 VP for every 2 cards removed (round up)"
@pytest.mark.parametrize("vp, removed, net, result", [(4, 1, 3, "Draw"), (4, 2, 3, "Draw"), (4, 3, 2, "Slovakian player wins"),
                                                      (9, 5, 6, "Hungarian player wins"), (1, 4, 0, "Slovakian player wins")])
def test_9_1_c3_penalty_rounds_up(little_war, vp, removed, net, result):
    r = dicepool.victory(little_war, vp, removed)
    assert (r["net_vp"], r["result"]) == (net, result)


# 6.0: the Random Events chart is not in the text: every roll answers with a play value, never passed off as
# printed (tests/test_little_war_play_values.py holds what the events are).
@pytest.mark.parametrize("roll", range(1, 7))
def test_6_0_random_events_are_play_values(little_war, roll):
    entry = ranges.lookup(little_war, "random_events", roll)
    chart = little_war.charts["random_events"]
    assert entry.result and (entry.status or chart.status) == "reconstructed" and (entry.play_value or chart.play_value)


# 6.0 / 5.0 / 3.0: the card matrix.
@pytest.mark.parametrize("rank, suit, effect", [
    ("Ace-10", "Hearts", "Move 1-10 units"), ("Ace-10", "Clubs", "Move 1-10 units"),
    ("Ace-10", "Spades", "Combat, 1-10 units"), ("Ace-10", "Diamonds", "Combat, 1-10 units"),
    ("Jack/Queen/King", "Hearts", "Special Action"), ("Jack/Queen/King", "Spades", "Special Action"),
    ("Joker", "Clubs", "Random Event (1d6)"),
])
def test_6_0_card_matrix(little_war, rank, suit, effect):
    cell, status = ranges.cell(little_war, "card_matrix", rank, suit)
    assert (cell.value, status) == (effect, "derived")  # composed from 6.0, 6.1, 6.2, 3.0: the chart itself is not in the text


# 2.1 and 9.2: the counters.
def test_2_1_thirty_counters_of_the_named_types(little_war):
    pieces = little_war.counters.pieces
    assert little_war.counters.count() == 30
    types = {p.type for p in pieces}
    assert types == {"irregular", "infantry", "infantry_gun", "armored_cavalry", "motorized", "air", "fighter"}
    assert {p.side for p in pieces} == {"slovak", "hungarian"}


def test_2_1_nationality_colours(little_war):
    from printkit.colors import rgb

    r, g, b = rgb(little_war.sides["slovak"].color)
    assert b > r and b > g  # blue
    r, g, b = rgb(little_war.sides["hungarian"].color)
    assert max(r, g, b) - min(r, g, b) < 0.05  # grey


def test_2_4_one_slovak_armored_cavalry_unit(little_war):
    ac = [p for p in little_war.counters.pieces if p.type == "armored_cavalry"]
    assert [(p.side, p.quantity) for p in ac] == [("slovak", 1)]


def test_9_2_ragged_guard(little_war):
    rg = [p for p in little_war.counters.pieces if p.label == "RG"]
    assert len(rg) == 1
    assert (rg[0].side, rg[0].type, rg[0].cv, rg[0].optional_rule) == ("hungarian", "irregular", 1, "9.2")


def test_9_1_hungarian_cvs_are_higher(little_war):
    def mean_cv(side):
        cvs = [p.cv for p in little_war.counters.pieces if p.side == side and p.type == "infantry"]
        return sum(cvs) / len(cvs)

    assert mean_cv("hungarian") > mean_cv("slovak")


def test_2_1_faces(little_war):
    from printkit.layout.counters import resolve_face

    by_type = {}
    for p in little_war.counters.pieces:
        by_type.setdefault(p.type, p)
    inf = by_type["infantry"]
    front, back = resolve_face(little_war, inf, "front"), resolve_face(little_war, inf, "back")
    assert (front.value, front.stripe) == (str(inf.cv), False)
    assert (back.value, back.stripe) == (f"({inf.cv})", True)  # 6.21: "show its CV in parentheses"
    fighter, bomber = by_type["fighter"], by_type["air"]
    assert resolve_face(little_war, fighter, "front").mark == "F"
    assert resolve_face(little_war, fighter, "front").stripe is False  # fighters: no stripe behind the CV
    assert resolve_face(little_war, bomber, "front").stripe is True
    for air in (fighter, bomber):  # "Air units have a blank back to denote they are Disrupted": no silhouette, no
        back = resolve_face(little_war, air, "back")  # CV, no stripe; it says so (the word is the kit's)
        assert (back.symbol, back.value, back.stripe) == (False, None, False) and "Disrupted" in back.text


# 2.31, 6.1, 6.11, 8.0: the map.
def test_2_31_five_vp_areas_in_slovakia_summing_to_nine(little_war):
    board = little_war.maps["main"]
    vp = [a for a in board.areas if a.vp is not None]
    assert len(vp) == 5
    assert {a.country for a in vp} == {"slovakia"}
    assert sum(a.vp for a in vp) == little_war.charts["victory"].span()[1] == 9


def test_6_1_base_areas_one_slovak_two_hungarian_at_home(little_war):
    board = little_war.maps["main"]
    bases = [(a.base, a.country) for a in board.areas if a.base]
    assert sorted(bases) == [("hungarian", "hungary"), ("hungarian", "hungary"), ("slovak", "slovakia")]


def test_2_31_woods_and_mountains_present(little_war):
    terrain = {t for a in little_war.maps["main"].areas for t in a.terrain}
    assert terrain == {"woods", "mountain"}


def test_2_32_unit_boxes_and_airfields(little_war):
    boxes = {b.id: b for b in little_war.maps["main"].boxes}
    for side in ("slovak", "hungarian"):
        assert boxes[f"{side}_units"].sections == ("Damaged", "Ready")
        assert boxes[f"{side}_airfields"].text == "(3)"  # 6.33: "a CV of (3) marked in it"


def test_drawn_borders_are_the_declared_adjacency(little_war):
    from printkit.geometry import geometric_neighbors

    board = little_war.maps["main"]
    declared = {frozenset((a.id, b)) for a in board.areas for b in a.adjacent}
    assert geometric_neighbors(board) == declared


def test_1_1_seven_turns(little_war):
    assert little_war.param("game_turns") == 7
    assert len([b for b in little_war.maps["main"].boxes if b.id == "turn_track"][0].sections) == 7
    assert little_war.scenarios["standard"].turns == 7


def test_setup_places_every_counter_once(little_war):
    placed = [p.counter for p in little_war.scenarios["standard"].setup]
    assert sorted(placed) == sorted(p.id for p in little_war.counters.pieces)


def test_6_11_setup_respects_movement_limits(little_war):
    board = little_war.maps["main"]
    areas = {a.id: a for a in board.areas}
    counters = {c.id: c for c in little_war.counters.pieces}
    for p in little_war.scenarios["standard"].setup:
        c = counters[p.counter]
        if p.location in areas:
            area = areas[p.location]
            if c.type in ("armored_cavalry", "motorized"):
                assert "mountain" not in area.terrain
            if c.side == "slovak":
                assert area.country == "slovakia"  # "Slovakian units may not enter Hungary"
            assert little_war.unit_types[c.type].domain == "ground"  # air units start in Airfields (6.1)
