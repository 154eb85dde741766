"""The Little War play values (issue 17): the Random Events chart (6.0, a Joker: 1d6), which the rulebook
text does not print, and the rules defect of `hits` with air dice and no ground CV (6.21).

The events are reconstructed; these tests hold what they must fit: every roll of the die answered, each
event in the rules' own terms and resolvable with the components and calculators, and the defect refused
with the rule the data cites.
"""

from __future__ import annotations

import json
import re

import pytest

from printkit.errors import RulesError
from printkit.rules import dicepool, ranges
from tests.conftest import ROOT, run_cli

RULES_FILE = ROOT.parent / "shared" / "rules" / "ukrainian_crisis_and_little_war.en.txt"
RULES = RULES_FILE.read_text(encoding="utf-8") if RULES_FILE.is_file() else ""
needs_rules = pytest.mark.skipif(not RULES, reason="the rulebook texts (../shared/rules) are not here")
LW_TEXT = RULES[RULES.index("The Little War\n\n1.0 Introduction"):] if RULES else ""


def _effect(entry) -> str:
    return entry.result.split(": ", 1)[1]


def test_6_0_random_events_cover_every_roll_of_1d6(little_war):
    chart = little_war.charts["random_events"]
    assert chart.dice == "1d6" and little_war.parameters["die_sides"].value == 6
    assert [(e.low, e.high) for e in chart.entries] == [(r, r) for r in range(1, 7)]
    for roll in range(1, 7):
        entry = ranges.lookup(little_war, "random_events", roll)
        assert entry.result and ": " in entry.result  # a name, then the effect
    assert (chart.status, chart.play_value) == ("reconstructed", True) and chart.note and len(chart.note) > 200
    assert len({e.result.split(":")[0] for e in chart.entries}) == 6  # six different events


def test_6_0_the_deck_brings_up_both_jokers_once_a_game(little_war):
    """Why six events are enough: the deck (52 cards less the 12 face cards, plus 2 Jokers, 3.0) is drawn six
    a Turn (5.0) for the 7 Turns (1.1): exactly the whole deck, so each Joker comes up once."""
    deck = 52 - 12 + 2
    assert deck == little_war.parameters["cards_drawn"].value * little_war.parameters["game_turns"].value


@needs_rules
def test_events_use_only_terms_the_rules_define(little_war):
    """Every capitalized word inside an effect is printed in The Little War's rules or names an area; a
    term from outside (a "Victory Track") fails."""
    known = set(re.findall(r"[A-Za-z][A-Za-z'-]*", LW_TEXT))
    for a in little_war.maps["main"].areas:
        known.update(re.findall(r"\w[\w'-]*", a.name))
    for e in little_war.charts["random_events"].entries:
        words = re.findall(r"[A-Za-z][A-Za-z'-]*", _effect(e))
        strange = {w for w in words[1:] if w[0].isupper()} - known
        assert not strange, (e.low, strange)
    assert "Spišská" not in known  # the check can fail: the airfield's name is a title, not a term


def test_every_event_acts_through_a_rules_mechanism(little_war):
    terms = ("air unit", "disrupted", "Damaged", "Ready", "Airfields box", "Combat card", "Special Action", "attack")
    for e in little_war.charts["random_events"].entries:
        assert any(t in _effect(e) for t in terms), e.low


@needs_rules
def test_events_lean_to_the_weaker_side(little_war):
    """The note's balance argument: the Hungarians are stronger (9.1), so three events help the Slovak
    player, two the Hungarian, one neither."""
    helps = {"slovak": 0, "hungarian": 0, "neither": 0}
    for e in little_war.charts["random_events"].entries:
        effect = _effect(e)
        if effect.startswith("the Slovak player") and "disrupted" not in effect:
            helps["slovak"] += 1
        elif effect.startswith("the Hungarian player picks") or effect.startswith("the Hungarian player may raid"):
            helps["hungarian"] += 1
        elif effect.startswith("this Turn the Hungarian player may play at most"):
            helps["slovak"] += 1
        else:
            helps["neither"] += 1
    assert helps == {"slovak": 3, "hungarian": 2, "neither": 1}
    assert "more organized" in LW_TEXT and "higher CV of Hungarian units" in LW_TEXT  # 9.1


def test_the_raid_event_is_a_6_33_raid_the_calculator_answers(little_war):
    """Event 4: a raid on the Slovak Airfields box, as 6.33: the raid calculator answers it (both Ju 86s,
    CV 2 + 2: 3 or more hits of 4 dice, 1/3 each: 9/81)."""
    assert "(6.33)" in little_war.charts["random_events"].entries[3].result
    r = dicepool.raid(little_war, 4)
    assert r["p_success"][0] * 81 == 9 * r["p_success"][1]


def test_the_counterattack_event_is_a_rank_3_combat_card(capsys):
    """Event 6: up to 3 ground and air units together (6.2), air units up to the ground units (6.21)."""
    code, out, _ = run_cli(capsys, "hits", "little_war", "--dice", "4", "--air", "1", "--ground-units", "2", "--json")
    assert code == 0 and json.loads(out)["dice"] == 5


def test_lookup_answers_every_roll(capsys):
    for roll in range(1, 7):
        code, out, _ = run_cli(capsys, "lookup", "little_war", "random_events", str(roll), "--json")
        data = json.loads(out)
        assert code == 0 and data["status"] == "reconstructed" and data["result"]


# ---- 6.21: air units assist, they never attack on their own -------------------------------------------

@needs_rules
def test_6_21_air_dice_without_ground_cv_are_refused(capsys, little_war):
    code, out, err = run_cli(capsys, "hits", "little_war", "--dice", "0", "--air", "2")
    assert code == 1 and out == ""
    assert "Rule 6.21" in err and "may not attack on their own" in err
    p = little_war.parameters["air_assists_only"]  # the rule cited comes from the data
    assert p.value is True and p.source.startswith("Little War 6.21")
    assert "Air units may not attack ground units on their own" in LW_TEXT
    with pytest.raises(RulesError, match="Rule 6.21"):
        dicepool.hits(little_war, 0, [], 1)


def test_6_21_what_the_rules_allow_is_answered(little_war):
    assert dicepool.hits(little_war, 0)["dice"] == 0  # no dice at all: nothing to refuse
    assert dicepool.hits(little_war, 2, [], 2)["dice"] == 4  # ground CV with assisting air units
    assert dicepool.hits(little_war, 1, ["woods"], 1)["dice"] == 3  # a defender: CV, terrain and air


def test_6_21_the_refusal_follows_the_data(little_war):
    """A game that does not state air_assists_only is not refused (the code knows no game)."""
    from printkit.model.record import replace

    params = {k: v for k, v in little_war.parameters.items() if k != "air_assists_only"}
    other = replace(little_war, parameters=params)
    assert dicepool.hits(other, 0, [], 1)["dice"] == 1


@needs_rules
def test_6_2_the_combat_card_bound_cites_its_parameter(capsys, little_war):
    code, _, err = run_cli(capsys, "hits", "little_war", "--dice", "20", "--air", "4", "--ground-units", "7")
    assert code == 1 and "1 to 10" in err and "Rule 6.2" in err
    assert little_war.parameters["combat_card_units"].value == 10 and "(so, 1-10 units)" in LW_TEXT
