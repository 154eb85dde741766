"""Ukrainian Crisis rulebook (ukrainian_crisis_and_little_war.en.txt, first half, English) as test cases.

Each test names the section it checks. Expected values are worked out here from the rule text
(brute force over dice with fractions), never copied from the resolvers' output.
"""

from __future__ import annotations

import json
import os
from fractions import Fraction as F
from itertools import product

import pytest

from printkit.errors import RulesError
from printkit.rules import effort, groups, politics, scoring
from tests.conftest import run_cli

GAME = os.environ.get("UC_GAME", "ukrainian_crisis")


@pytest.fixture(scope="module")
def uc():
    from printkit.load.game_loader import load_game

    return load_game(GAME, glyphs=True)


def frac(pair):
    return F(pair[0], pair[1])


def cli_json(capsys, *argv):
    code, out, err = run_cli(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


# ---- 2.1-2.3, 2.5, 3.0: components ---------------------------------------------------------------

def test_2_1_fifty_four_chits_two_sets_of_13_9_5(uc):
    assert uc.chits.count() == 54
    for side in ("russia", "ukraine"):
        levels = {}
        for c in uc.chits.pieces:
            if c.side == side:
                levels[c.level] = levels.get(c.level, 0) + c.quantity
        assert levels == {"minor": 13, "moderate": 9, "maximum": 5}


def test_2_0_2_2_ninety_two_counters_ten_markers(uc):
    assert uc.counters.count() == 92
    markers = sum(c.quantity for c in uc.counters.pieces if uc.unit_types[c.type].domain == "marker")
    assert markers == 10
    assert uc.counters.count() + uc.chits.count() == 146  # 2.0: "146 counters"


def test_2_2_special_forces_have_no_cv_and_others_do(uc):
    for c in uc.counters.pieces:
        group = uc.unit_types[c.type].group
        if group == "special_forces":
            assert c.cv is None
        elif group in ("regular", "irregular"):
            assert c.cv is not None and c.cv >= 1


def test_2_2_colours_russian_red_ukrainian_yellow(uc):
    r, u = uc.sides["russia"].color.lstrip("#"), uc.sides["ukraine"].color.lstrip("#")
    assert int(r[0:2], 16) > 2 * int(r[2:4], 16)  # red
    assert int(u[0:2], 16) > 200 and int(u[2:4], 16) > 150 and int(u[4:6], 16) < 100  # yellow


def test_2_5_seven_country_markers_iso_codes_gb_rank_2(uc):
    countries = {c.label: c for c in uc.counters.pieces if c.rank is not None}
    assert set(countries) == {"BY", "DE", "FR", "GB", "RO", "US", "PL"}
    assert countries["GB"].rank == 2  # 6.21: "Great Britain is a Rank 2 country"


def test_2_3_eighteen_event_cards_belarus_and_moldova_named(uc):
    assert uc.cards.count() == 18
    titles = {c.title for c in uc.cards.cards}
    assert {"Belarus", "Moldova"} <= titles
    for c in uc.cards.cards:  # never passed off as printed: the text prints only these two titles
        if c.title not in ("Belarus", "Moldova"):
            assert (c.status or uc.cards.status) == "reconstructed" and (c.play_value or uc.cards.play_value)
        else:
            assert c.printed == ("title",) and c.status == "reconstructed"  # the title printed, the effect not


def test_3_0_starting_positions_and_prestige(uc):
    sc = uc.scenarios["standard"]
    where = {p.counter: p.location for p in sc.setup}
    for code in ("by", "de", "fr", "gb", "ro"):
        assert where[f"cc-{code}"] == "foreign_relations/neutral"
    for code in ("us", "pl"):
        assert where[f"cc-{code}"] == "foreign_relations/support"
    assert where["prestige-ua"] == "record_track/16" and where["prestige-ru"] == "record_track/32"
    assert uc.param("prestige_start") == {"ukraine": 16, "russia": 32}


def test_3_0_regulars_in_reserve_sf_and_irregulars_mobilized(uc):
    counters = {c.id: c for c in uc.counters.pieces}
    placed = {}
    for p in uc.scenarios["standard"].setup:
        c = counters[p.counter]
        group = uc.unit_types[c.type].group
        if group:
            section = p.location.split("/")[1]
            assert section == ("Reserve" if group == "regular" else "Mobilized"), p.counter
            placed[c.id] = placed.get(c.id, 0) + p.quantity
    units = {c.id: c.quantity for c in uc.counters.pieces if uc.unit_types[c.type].group}
    assert placed == units  # every unit is set up


# ---- 6.0 and the Effort Chart -----------------------------------------------------------------------

def test_6_21_minor_roll_5_gives_3_rp(uc):
    assert effort.result(uc, "minor", [5]) == {"rp": 3, "critical_incident": False, "total": 5}


def test_6_24_moderate_4_gives_4_and_2_gives_3(uc):
    assert effort.result(uc, "moderate", [4])["rp"] == 4
    assert effort.result(uc, "moderate", [2])["rp"] == 3


def test_6_33_moderate_4_gives_4_rp(uc, capsys):
    assert cli_json(capsys, "effort", GAME, "--chit", "moderate", "--roll", "4") == {"rp": 4, "critical_incident": False}


def test_6_0_minor_and_moderate_roll_one_die_maximum_two(uc):
    with pytest.raises(RulesError, match="give 1 roll"):
        effort.result(uc, "minor", [3, 4])
    with pytest.raises(RulesError, match="give 2 roll"):
        effort.result(uc, "maximum", [6])
    with pytest.raises(RulesError, match="1 to 6"):
        effort.result(uc, "moderate", [7])


@pytest.mark.parametrize("a", range(1, 7))
def test_6_0_maximum_doubles_are_critical_incidents_and_still_give_rp(uc, a):
    r = effort.result(uc, "maximum", [a, a])
    assert r["critical_incident"] is True and isinstance(r["rp"], int)
    other = 1 if a != 1 else 2
    assert effort.result(uc, "maximum", [a, other])["critical_incident"] is False


def test_6_0_no_critical_incident_below_maximum(uc):
    for level in ("minor", "moderate"):
        assert frac(effort.distribution(uc, level)["critical_incident"]) == 0


def test_6_0_maximum_critical_incident_chance_is_one_in_six(uc, capsys):
    assert F(cli_json(capsys, "effort", GAME, "--chit", "maximum")["critical_incident"]).limit_denominator(100) == F(1, 6)


def test_10_0_average_expected_total_of_99_rp_for_27_chits(uc):
    """10.0: "the average expected total of 99 with the randomized results from the Effort Chart"."""
    mean = {lv: frac(effort.distribution(uc, lv)["expected"]) for lv in ("minor", "moderate", "maximum")}
    assert 13 * mean["minor"] + 9 * mean["moderate"] + 5 * mean["maximum"] == 99


def test_7_0_stronger_chits_never_average_less(uc):
    means = [frac(effort.distribution(uc, lv)["expected"]) for lv in ("minor", "moderate", "maximum")]
    assert means == sorted(means) and len(set(means)) == 3


def test_6_0_effort_distribution_sums_to_one(uc, capsys):
    d = cli_json(capsys, "effort", GAME, "--chit", "minor")
    assert abs(sum(d["distribution"].values()) - 1) < 1e-12
    assert abs(d["expected"] - sum(int(k) * p for k, p in d["distribution"].items())) < 1e-12


# ---- 6.21 diplomacy ---------------------------------------------------------------------------------

def two_dice_at_most(n):
    return F(sum(1 for a, b in product(range(1, 7), repeat=2) if a + b <= n), 36)


def test_6_21_example_great_britain_to_intervention(uc, capsys):
    """3 RP for the arrow + 2 Prestige for Rank 2 + 2 more Prestige = 7; roll 2d6 <= 7 (a '5' succeeds)."""
    got = cli_json(capsys, "diplomacy", GAME, "--country", "GB", "--from", "support", "--direction", "up",
                   "--rp", "3", "--prestige", "4")
    assert got["dice"] == 2 and got["minimum_rp"] == 3 and got["spent"] == 7
    assert F(got["probability"]).limit_denominator(1000) == two_dice_at_most(7) == F(21, 36)


def test_6_21_success_when_total_equal_or_less(uc):
    r = politics.diplomacy(uc, "GB", "support", "up", 3, 2)  # 5 spent: 2d6 <= 5
    assert frac(r["probability"]) == two_dice_at_most(5) == F(10, 36)


def test_6_21_up_must_also_pay_the_rank(uc):
    with pytest.raises(RulesError, match="6.21.*Rank 2"):
        politics.diplomacy(uc, "GB", "support", "up", 3, 1)  # 4 < 3 + 2


def test_6_21_less_than_the_arrow_minimum_is_refused(uc, capsys):
    code, out, err = run_cli(capsys, "diplomacy", GAME, "--country", "GB", "--from", "support", "--direction", "up",
                             "--rp", "2", "--prestige", "5")
    assert code == 1 and "6.21" in err and "at least 3 RP" in err


def test_6_21_off_the_display_is_refused(uc):
    with pytest.raises(RulesError, match="6.21.*cannot move up"):
        politics.diplomacy(uc, "US", "intervention", "up", 3, 4)
    with pytest.raises(RulesError, match="6.21.*cannot move down"):
        politics.diplomacy(uc, "BY", "neutral", "down", 3, 0)


def test_6_21_down_needs_only_the_minimum(uc):
    arrow = uc.charts["foreign_relations"].arrow("support", "neutral")
    assert arrow.cost in (1, 2)  # 6.21: "not required to expend more than the minimum cost of 1 or 2 RP"
    r = politics.diplomacy(uc, "US", "support", "down", arrow.cost, 0)
    assert r["spent"] == arrow.cost
    us = next(c for c in uc.counters.pieces if c.label == "US")
    want = F(sum(1 for rolls in product(range(1, 7), repeat=us.rank) if sum(rolls) <= arrow.cost), 6 ** us.rank)
    assert frac(r["probability"]) == want


def test_6_21_arrow_costs_are_1_2_or_3(uc):
    chart = uc.charts["foreign_relations"]
    assert chart.arrow("support", "intervention").cost == 3
    assert {a.cost for a in chart.arrows} <= {1, 2, 3}
    assert all(a.cost in (1, 2) for a in chart.arrows if chart.zone_index(a.to_zone) < chart.zone_index(a.from_zone))


# ---- 6.24 ceasefire ---------------------------------------------------------------------------------

def _rp_outcomes(uc, level):
    col = uc.charts["effort"].column(level)
    n = int(col.dice[0])
    return [col.results[str(sum(r))].value for r in product(range(1, 7), repeat=n)]


def test_6_24_example_4_beats_3(uc):
    u = effort.result(uc, "moderate", [4])["rp"]
    r = effort.result(uc, "moderate", [2])["rp"]
    assert (u, r) == (4, 3) and u > r  # "The Ukrainian player gets his Ceasefire"


@pytest.mark.parametrize("u,r", [("moderate", "moderate"), ("minor", "maximum"), ("maximum", "minor")])
def test_6_24_more_rp_wins_ties_to_the_russian(uc, capsys, u, r):
    ua, ru = _rp_outcomes(uc, u), _rp_outcomes(uc, r)
    want = F(sum(1 for a in ua for b in ru if a > b), len(ua) * len(ru))
    got = cli_json(capsys, "ceasefire", GAME, "--ukraine", u, "--russia", r)
    assert F(got["probability"]).limit_denominator(10 ** 6) == want
    asked_by_russia = politics.ceasefire(uc, u, r, "russia")
    assert frac(asked_by_russia["probability"]) == F(sum(1 for a in ua for b in ru if b >= a), len(ua) * len(ru))


# ---- 6.33 neutralization ----------------------------------------------------------------------------

def test_6_33_example_moderate_4_rp_two_attempts_at_4_or_less(uc, capsys):
    got = cli_json(capsys, "neutralize", GAME, "--chit", "moderate", "--rp", "4")
    assert got["attempts"] == 2
    assert F(got["p_each"]).limit_denominator(100) == F(4, 6)
    want = {"0": F(1, 9), "1": F(4, 9), "2": F(4, 9)}
    assert {k: F(v).limit_denominator(1000) for k, v in got["distribution"].items()} == want


@pytest.mark.parametrize("level,n", [("minor", 1), ("moderate", 2), ("maximum", 3)])
def test_6_33_attempts_by_chit(uc, level, n):
    rp = _rp_outcomes(uc, level)[0]
    assert politics.neutralize(uc, level, rp)["attempts"] == n


def test_6_33_rp_the_chit_cannot_give_is_refused(uc):
    with pytest.raises(RulesError, match="6.33"):
        politics.neutralize(uc, "minor", 9)


def test_6_33_rp_above_six_always_succeeds(uc):
    assert frac(politics.neutralize(uc, "maximum", 8)["p_each"]) == 1


# ---- 7.0 / 7.1 action segments ----------------------------------------------------------------------

def test_7_1_example_moderate_and_minor_two_segments_each(uc, capsys):
    got = cli_json(capsys, "segments", GAME, "--russia", "moderate", "--ukraine", "minor")
    assert got["segments"] == 2
    assert got["order"] == ["russia", "ukraine", "russia", "ukraine"]  # 7.1: Russian first, alternating
    assert got["units_per_segment"]["russia"]["chit"] == "moderate"
    assert got["units_per_segment"]["ukraine"]["chit"] == "minor"


@pytest.mark.parametrize("r,u,n", [("minor", "minor", 1), ("maximum", "minor", 3), ("minor", "moderate", 2)])
def test_7_0_strongest_chit_sets_the_segments(uc, r, u, n):
    assert politics.segments(uc, r, u)["segments"] == n


# ---- 7.3 combat -------------------------------------------------------------------------------------

EXAMPLE = dict(attackers=["regular:4", "regular:4"], defenders=["irregular:1", "irregular:1:neutralized", "regular:2"])


def test_7_33_example_exactly(uc, capsys):
    """Asymmetric: 3 Russian Hits neutralize the fresh Irregular and the Regular, one Hit left over costs
    the Russian 1 Prestige; the Ukrainian Hit costs the Russian 1 Prestige more."""
    got = cli_json(capsys, "combat", GAME, "--attacker", *EXAMPLE["attackers"], "--defender", *EXAMPLE["defenders"],
                   "--type", "asymmetric", "--attacker-hits", "3", "--defender-hits", "1")
    assert got["attacker_group"] == "regular" and got["defender_group"] == "irregular"
    assert got["allowed_types"] == ["symbolic", "asymmetric"]
    assert got["effects"] == {
        "attacker": {"prestige": -2, "neutralized": 0, "eliminated": 0, "excess_neutralizations": 1},
        "defender": {"prestige": 0, "neutralized": 2, "eliminated": 0, "excess_neutralizations": 0}}


def test_7_33_example_dice_8_and_4(uc):
    r = groups.combat(uc, EXAMPLE["attackers"], EXAMPLE["defenders"], "asymmetric", 3, 1)
    assert (r["attacker_dice"], r["defender_dice"]) == (8, 4)  # "rolls 8d6" / "rolls 4d6"


def test_7_31_half_or_more_regular_is_a_regular_group(uc):
    assert groups.group_type(uc, [groups.parse_unit(uc, u) for u in ("regular:2", "irregular:1")], "x") == "regular"
    assert groups.group_type(uc, [groups.parse_unit(uc, u) for u in ("regular:2", "irregular:1", "irregular:1")],
                             "x") == "irregular"


def test_7_31_same_type_symbolic_or_kinetic(uc):
    r = groups.combat(uc, ["regular:4"], ["regular:2"], "kinetic", 0, 0)
    assert r["allowed_types"] == ["symbolic", "kinetic"]
    with pytest.raises(RulesError, match="7.31"):
        groups.combat(uc, ["regular:4"], ["regular:2"], "asymmetric", 0, 0)


def test_7_31_opposite_type_refuses_kinetic(uc, capsys):
    code, out, err = run_cli(capsys, "combat", GAME, "--attacker", *EXAMPLE["attackers"], "--defender",
                             *EXAMPLE["defenders"], "--type", "kinetic")
    assert code == 1 and "7.31" in err


def test_7_31_symbolic_prestige_capped_by_enemy_units(uc):
    e = groups.combat(uc, ["regular:4", "regular:4"], ["regular:2", "regular:2"], "symbolic", 5, 1)["effects"]
    assert e["defender"]["prestige"] == -2  # at most one Hit per unit in the enemy group
    assert e["attacker"]["prestige"] == -1
    assert e["defender"]["neutralized"] == 0 and e["attacker"]["excess_neutralizations"] == 0


def test_7_31_kinetic_second_hit_eliminates_both_lose_prestige(uc):
    e = groups.combat(uc, ["regular:4"], ["regular:2", "regular:2:neutralized"], "kinetic", 2, 0)["effects"]
    # hit 1 neutralizes the fresh unit, hit 2 eliminates the neutralized one: both players lose 1 Prestige
    assert e["defender"] == {"prestige": -1, "neutralized": 1, "eliminated": 1, "excess_neutralizations": 0}
    assert e["attacker"]["prestige"] == -1


def test_7_31_kinetic_excess_neutralizations_cost_the_inflicting_player(uc):
    e = groups.combat(uc, ["regular:5"], ["regular:2"], "kinetic", 4, 0)["effects"]
    # one unit absorbs two Hits (neutralized, then eliminated); two Hits are excess
    assert e["defender"]["eliminated"] == 1 and e["defender"]["neutralized"] == 0
    assert e["attacker"]["excess_neutralizations"] == 2
    assert e["attacker"]["prestige"] == -1 - 2 and e["defender"]["prestige"] == -1


def test_7_31_asymmetric_regular_neutralizes_once_never_eliminates(uc):
    e = groups.combat(uc, ["regular:4", "regular:4"], ["irregular:1:neutralized"], "asymmetric", 2, 0)["effects"]
    assert e["defender"]["neutralized"] == 0 and e["defender"]["eliminated"] == 0
    assert e["attacker"]["excess_neutralizations"] == 2 and e["attacker"]["prestige"] == -2


def test_7_32_special_forces_refused(uc, capsys):
    with pytest.raises(RulesError, match="7.32"):
        groups.combat(uc, ["regular:4"], ["special_forces"], "symbolic")
    code, out, err = run_cli(capsys, "combat", GAME, "--attacker", "ru-sf", "ru-mech", "--defender", "ua-mech",
                             "--type", "kinetic")
    assert code == 1 and "7.32" in err


def test_7_33_neutralized_units_may_not_attack(uc):
    with pytest.raises(RulesError, match="7.33"):
        groups.combat(uc, ["regular:4:neutralized"], ["regular:2"], "kinetic")


def test_7_31_counter_ids_give_group_and_cv(uc):
    r = groups.combat(uc, ["ru-mech", "ru-mech"], ["ua-irr", "ua-irr:neutralized", "ua-mech"], "asymmetric", 3, 1)
    assert r["attacker_dice"] == 8 and r["defender_dice"] == 4 and r["defender_group"] == "irregular"


def test_7_31_effect_distribution_matches_brute_force(uc, capsys):
    got = cli_json(capsys, "combat", GAME, "--attacker", "regular:2", "--defender", "irregular:1", "--type", "asymmetric")
    # attacker 2d6, defender 1d6, hits on 5-6. Defender prestige never changes (Regular group neutralizes);
    # attacker prestige = -(defender hits) - (excess: attacker hits beyond the one fresh unit)
    want: dict[int, F] = {}
    for rolls in product(range(1, 7), repeat=3):
        ah = sum(1 for r in rolls[:2] if r >= 5)
        dh = 1 if rolls[2] >= 5 else 0
        v = -dh - max(ah - 1, 0)
        want[v] = want.get(v, 0) + F(1, 216)
    assert {int(k): F(p).limit_denominator(1000) for k, p in got["effects"]["attacker"]["prestige"].items()} == want
    assert got["effects"]["defender"]["prestige"] == {"0": 1.0}


def test_7_31_hits_cannot_exceed_dice(uc):
    with pytest.raises(RulesError, match="7.31"):
        groups.combat(uc, ["regular:2"], ["regular:2"], "kinetic", 3, 0)  # CV 2: at most 2 hits


# ---- 9.0 / 9.1 victory ------------------------------------------------------------------------------

@pytest.mark.parametrize("u,r,diff,winner,result", [
    (20, 20, 0, None, "Tie"), (21, 20, 1, "ukraine", "Draw"), (10, 20, 10, "russia", "Draw"),
    (31, 20, 11, "ukraine", "Tactical Victory"), (5, 30, 25, "russia", "Tactical Victory"),
    (46, 20, 26, "ukraine", "Smashing Victory"), (0, 90, 90, "russia", "Smashing Victory")])
def test_9_1_levels_of_victory(uc, capsys, u, r, diff, winner, result):
    got = cli_json(capsys, "victory", GAME, "--ukraine-vp", str(u), "--russia-vp", str(r))
    assert got == {"difference": diff, "winner": winner, "result": result}


def test_9_0_no_combat_turns_vp_is_prestige(uc, capsys):
    assert cli_json(capsys, "score", GAME, "--prestige", "23") == {"vp": 23}


def test_9_0_combat_turns_half_prestige_round_up_plus_areas(uc, capsys):
    board = uc.maps["main"]
    want = 12 + board.area("donetsk").vp + board.area("kyiv_city").vp
    got = cli_json(capsys, "score", GAME, "--prestige", "23", "--combat-turns", "--area", "Donets'ka", "--area",
                   "kyivs'ka")
    assert got["vp"] == 12 + board.area("donetsk").vp + board.area("kyiv_oblast").vp
    got = cli_json(capsys, "score", GAME, "--prestige", "23", "--combat-turns", "--area", "donetsk", "KYIV")
    assert got["vp"] == want  # 'KYIV' is the city's printed name, case-insensitive


def test_9_0_areas_need_a_combat_turn_and_a_vp_value(uc):
    with pytest.raises(RulesError, match="9.0"):
        scoring.score(uc, 10, False, ["donetsk"])
    with pytest.raises(RulesError, match="2.41"):
        scoring.score(uc, 10, True, ["russia"])


# ---- 2.41 / 2.5 / 11.0 map facts ----------------------------------------------------------------------

OBLASTS = ["Zhytomyrs'ka", "Vinnyts'ka", "Kyivs'ka", "Chernihivs'ka", "Sums'ka", "Kharkivs'ka", "Luhans'ka",
           "Donets'ka", "Zaporiz'ka", "Dnipropetrovs'ka", "Poltavs'ka", "Cherkas'ka", "Kirovohrads'ka",
           "Mykolaivs'ka", "Khersons'ka", "Odes'ka"]


def test_2_41_areas_are_the_oblasts_krym_kyiv_sevastopol_and_neighbours(uc):
    names = {a.name for a in uc.maps["main"].areas}
    assert names == set(OBLASTS) | {"Respublika Krym", "Kyiv", "Sevastopol", "Russia", "Belarus", "Moldova", "Romania"}


def test_2_41_every_area_in_ukraine_has_a_vp_value(uc):
    for a in uc.maps["main"].areas:
        assert (a.vp is not None) == (a.country == "ukraine"), a.id


def test_2_41_kyiv_inside_kyivska_both_zones_orange(uc):
    kyiv = uc.maps["main"].area("kyiv_city")
    assert kyiv.inside == "kyiv_oblast" and set(kyiv.zones) == {"pro_ukrainian", "pro_russian"}
    r, g, b = (int(kyiv.tint[i:i + 2], 16) for i in (1, 3, 5))
    assert r > 200 and 100 < g < 200 and b < 100  # orange


def test_2_41_sevastopol_russian_enclave_in_krym_no_zone(uc):
    s = uc.maps["main"].area("sevastopol")
    assert s.country == "russia" and s.inside == "krym" and s.zones == ()


def test_2_5_poltava_pro_ukrainian_sumy_pro_russian(uc):
    board = uc.maps["main"]
    assert board.area("poltava").zones == ("pro_ukrainian",)
    assert board.area("sumy").zones == ("pro_russian",)


def test_11_0_no_vp_in_the_ukrainian_zone_except_kyiv(uc):
    for a in uc.maps["main"].areas:
        if a.zones == ("pro_ukrainian",):
            assert a.vp == 0, a.id
        elif "pro_russian" in a.zones:
            assert a.vp >= 1, a.id


@pytest.mark.parametrize("area,neighbors", [
    ("kyiv_oblast", {"zhytomyr", "vinnytsia", "cherkasy", "poltava", "chernihiv", "belarus", "kyiv_city"}),
    ("poltava", {"kyiv_oblast", "chernihiv", "sumy", "kharkiv", "dnipropetrovsk", "kirovohrad", "cherkasy"}),
    ("donetsk", {"luhansk", "kharkiv", "dnipropetrovsk", "zaporizhzhia", "russia"}),
    ("krym", {"kherson", "sevastopol"}),
    ("kyiv_city", {"kyiv_oblast"}),
])
def test_7_21_land_border_adjacency(uc, capsys, area, neighbors):
    got = cli_json(capsys, "area", GAME, "neighbors", area)
    assert got == {"area": area, "neighbors": sorted(neighbors)}


def test_7_21_areas_by_printed_name_case_insensitive(capsys):
    assert cli_json(capsys, "area", GAME, "neighbors", "RESPUBLIKA KRYM")["area"] == "krym"
    assert cli_json(capsys, "area", GAME, "neighbors", "sums\u2019ka")["area"] == "sumy"


def test_area_neighbors_is_generic_little_war(capsys):
    got = cli_json(capsys, "area", "little_war", "neighbors", "Ungvár")
    assert got == {"area": "ungvar", "neighbors": ["nagykapos", "perecseny", "sobrance"]}


def test_area_unknown_name_exits_1(capsys):
    code, out, err = run_cli(capsys, "area", GAME, "neighbors", "Lviv")
    assert code == 1 and "no area 'Lviv'" in err


def test_7_21_coastal_areas_and_ports(uc):
    board = uc.maps["main"]
    coastal = {a.id for a in board.areas if a.coast}
    assert {"odesa", "mykolaiv", "kherson", "krym", "sevastopol", "zaporizhzhia", "donetsk"} <= coastal
    assert not coastal & {"kyiv", "poltava", "kharkiv", "luhansk", "zhytomyr"}
    assert all(a.coast for a in board.areas if "port" in a.features)  # a port is on the coast


def test_combat_dispatch_keeps_case_blue_and_little_war(capsys):
    code, out, err = run_cli(capsys, "combat", "case_blue", "--attacker-drm", "1", "--defender-drm", "0", "--json")
    assert code == 0 and "results" in json.loads(out)
    code, out, err = run_cli(capsys, "victory", "little_war", "--hungarian-vp", "5", "--json")
    assert code == 0 and json.loads(out)["result"] == "Hungarian player wins"
    code, out, err = run_cli(capsys, "combat", "case_blue", "--attacker-drm", "1")
    assert code == 2


# ---- 6.22 allies, 6.31 / 6.32 Information ---------------------------------------------------------------

def test_6_22_start_positions_support_us_and_pl(uc, capsys):
    """3.0: US and PL start in Support; 6.22: their Ranks go to the Ukrainian Prestige in a Strategic Turn."""
    ranks = {c.label: c.rank for c in uc.counters.pieces if c.rank is not None}
    got = cli_json(capsys, "alliances", GAME, "--turn", "strategic")
    assert got == {"at_large_rp": 0, "prestige": {"side": "ukraine", "change": ranks["US"] + ranks["PL"]}}


def test_6_22_intervention_gives_at_large_rp_and_combat_turns_cost_russia(uc, capsys):
    ranks = {c.label: c.rank for c in uc.counters.pieces if c.rank is not None}
    got = cli_json(capsys, "alliances", GAME, "--turn", "combat", "--at", "GB=intervention", "--at", "US=neutral")
    assert got["at_large_rp"] == 2  # 6.21: GB is Rank 2
    assert got["prestige"] == {"side": "russia", "change": -(ranks["GB"] + ranks["PL"])}


def test_6_22_no_adjustment_after_the_9th_turn(uc):
    assert politics.alliances(uc, {}, "strategic", 9)["prestige"]["change"] == 0
    assert politics.alliances(uc, {}, "strategic", 8)["prestige"]["change"] > 0


def test_6_23_belarus_removed_counts_nowhere(uc):
    r = politics.alliances(uc, {"BY": "removed", "US": "intervention"}, "strategic")
    us = next(c.rank for c in uc.counters.pieces if c.label == "US")
    assert r["positions"]["cc-by"] is None and r["at_large_rp"] == us


def test_6_31_higher_roll_to_the_enemy_lower_to_yourself(uc):
    values = _rp_outcomes(uc, "minor")
    r = politics.information(uc, "minor", "reduce")
    enemy = {}
    own = {}
    for a in values:
        for b in values:
            enemy[max(a, b)] = enemy.get(max(a, b), 0) + F(1, 36)
            own[min(a, b)] = own.get(min(a, b), 0) + F(1, 36)
    assert {k: frac(v) for k, v in r["enemy_loss"].items()} == enemy
    assert {k: frac(v) for k, v in r["own_loss"].items()} == own
    assert frac(r["expected_enemy_loss"]) > frac(r["expected_own_loss"])


def test_6_32_add_one_roll_to_own_prestige(uc, capsys):
    got = cli_json(capsys, "information", GAME, "--chit", "maximum", "--option", "add")
    assert abs(got["expected"] - 7) < 1e-12


# ---- 7.21 movement ----------------------------------------------------------------------------------

@pytest.mark.parametrize("side,unit,frm,to,events,how", [
    ("russia", "ru-mech", "russia", "kharkiv", [], "land"),  # a shared land border
    ("russia", "ru-vdv", "russia", "odesa", [], "airborne"),  # Parachute from an own airfield, anywhere
    ("russia", "ru-sf", "sevastopol", "kyiv_city", [], "airborne"),  # Special Forces too
    ("russia", "ru-mech", "sevastopol", "odesa", [], "amphibious"),  # a Regular from an own port to the coast
    ("ukraine", "ua-nav", "odesa", "krym", [], "amphibious"),
    ("russia", "ru-mech", "russia", "krym", [], "amphibious"),  # the Kerch Strait is no land border: by sea only
    ("russia", "ru-mech", "russia", "belarus", ["belarus"], "land"),  # only with the Belarus Event
    ("russia", "ru-sf", "russia", "belarus", [], "land"),  # Russian Special Forces go anywhere at all times
])
def test_7_21_legal_moves(uc, capsys, side, unit, frm, to, events, how):
    argv = ["move", GAME, "--side", side, "--unit", unit, "--from", frm, "--to", to]
    for e in events:
        argv += ["--event", e]
    assert cli_json(capsys, *argv) == {"allowed": True, "how": how}


@pytest.mark.parametrize("side,unit,frm,to,why", [
    ("ukraine", "ua-irr", "kyiv_city", "kyiv_oblast", "Irregular units do not move"),
    ("ukraine", "ua-mech", "chernihiv", "russia", "may never enter another country"),
    ("russia", "ru-mech", "russia", "belarus", "only as the 'belarus' Event Card allows"),
    ("russia", "ru-mech", "moldova", "romania", "may never enter Romania"),
    ("russia", "ru-mech", "kharkiv", "odesa", "share no land border"),
    ("russia", "ru-mech", "kharkiv", "krym", "share no land border"),  # no own port in Kharkivs'ka
    ("ukraine", "ua-mech", "kharkiv", "odesa", "share no land border"),  # Kharkiv has an airfield, but not a Parachute unit
])
def test_7_21_refused_moves(uc, side, unit, frm, to, why):
    from printkit.rules.area_moves import move

    with pytest.raises(RulesError, match="7.21") as exc:
        move(uc, side, unit, frm, to)
    assert why in str(exc.value)


# ---- 6.11 / 6.12 mobilizing and deploying -----------------------------------------------------------------

@pytest.mark.parametrize("argv,want", [
    (["--side", "russia", "--unit", "ru-mech", "--area", "russia", "--mobilize"], {"rp": 2, "prestige": -1}),
    (["--side", "russia", "--unit", "ru-mech", "--area", "sevastopol"], {"rp": 1, "prestige": -1}),  # part of Russia
    (["--side", "russia", "--unit", "ru-mech", "--area", "belarus", "--event", "belarus"], {"rp": 1, "prestige": -1}),
    (["--side", "russia", "--unit", "ru-tank", "--area", "moldova", "--event", "moldova"], {"rp": 1, "prestige": -1}),
    (["--side", "russia", "--unit", "ru-irr", "--area", "sumy", "--present", "special_forces"], {"rp": 1, "prestige": 0}),
    (["--side", "ukraine", "--unit", "ua-irr", "--area", "kyiv_city"], {"rp": 1, "prestige": 0}),
    (["--side", "ukraine", "--unit", "ua-mech", "--area", "krym"], {"rp": 1, "prestige": -1}),
    (["--side", "russia", "--unit", "ru-sf", "--area", "moldova"], {"rp": 1, "prestige": 0}),  # SF regardless of Events
])
def test_6_12_legal_deployments_and_costs(capsys, argv, want):
    assert cli_json(capsys, "deploy", GAME, *argv) == want


@pytest.mark.parametrize("args,kwargs,why", [
    (("russia", "ru-mech", "kharkiv"), {}, "Russian regular units may not be deployed in Kharkivs'ka"),
    (("russia", "ru-mech", "belarus"), {}, "needs the 'belarus' Event"),
    (("russia", "ru-mech", "moldova"), {"events": ["moldova"], "already": 1}, "at most 1"),
    (("russia", "ru-irr", "donetsk"), {}, "needs a special forces unit there"),
    (("russia", "ru-irr", "poltava"), {"present": ["special_forces"]}, "may not be deployed in Poltavs'ka"),
    (("ukraine", "ua-mech", "kharkiv"), {"enemy_there": True}, "empty or hold friendly units"),
    (("ukraine", "ua-irr", "russia"), {}, "may not be deployed in Russia"),
])
def test_6_12_refused_deployments(uc, args, kwargs, why):
    from printkit.rules.deployment import deploy

    with pytest.raises(RulesError, match="6.12") as exc:
        deploy(uc, *args, **kwargs)
    assert why in str(exc.value)
