"""Ukrainian Crisis play values (issue 17): the 18 Event Cards, the Events Chart of the playing-card variant
(10.0) and the Critical Incidents (6.0), none of which the rulebook text prints.

They are reconstructed; these tests hold what they must fit: the printed titles kept, every card a title
and an effect, effects in the rules' own terms and resolvable with the components and calculators, the
Events Chart covering every card 10.0 removes, the Critical Incidents covering every double, and 10.0's RP
statement examined against its own deck.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction as F
from itertools import combinations

import pytest

from printkit.errors import RulesError
from printkit.rules import effort, politics
from tests.conftest import ROOT, run_cli

RULES_FILE = ROOT.parent / "shared" / "rules" / "ukrainian_crisis_and_little_war.en.txt"
RULES = RULES_FILE.read_text(encoding="utf-8") if RULES_FILE.is_file() else ""
needs_rules = pytest.mark.skipif(not RULES, reason="the rulebook texts (../shared/rules) are not here")
UC_TEXT = RULES[RULES.index("Ukrainian Crisis\n\n1.0 Introduction"):RULES.index("The Little War\n\n1.0 Introduction")] if RULES else ""
SUITS = ("Hearts", "Diamonds", "Clubs", "Spades")
RED = ("Hearts", "Diamonds")


@pytest.fixture(scope="module")
def uc():
    from printkit.load.game_loader import load_game

    return load_game("ukrainian_crisis", glyphs=True)


def _words_of_rules(game) -> set[str]:
    """Every word the rulebook's Ukrainian Crisis half prints, the map's area names and the markers' codes."""
    words = set(re.findall(r"[A-Za-z][A-Za-z'-]*", UC_TEXT))
    for board in game.maps.values():
        for a in board.areas:
            words.update(re.findall(r"[A-Za-z][A-Za-z'-]*", a.name))
    words.update(c.label for c in game.counters.pieces if c.rank is not None)
    return words


def _capitalized_inside(text: str) -> list[str]:
    """Capitalized words that do not open a sentence, a line or a clause after a colon: the game's terms."""
    out = []
    for sentence in re.split(r"(?<=[.:;!?])\s+|\n", text):
        tokens = re.findall(r"[A-Za-z][A-Za-z'-]*", sentence)
        out += [t for t in tokens[1:] if t[0].isupper()]
    return out


def _effects(game) -> list[tuple[str, str]]:
    """(where, effect text) of every reconstructed effect a player reads."""
    out = [(f"card {c.id}", c.text) for c in game.cards.cards]
    out += [(f"critical incident {e.low}", e.result.split(": ", 1)[1]) for e in game.charts["critical_incidents"].entries]
    return out


# ---- the deck: printed facts kept ------------------------------------------------------------------------

@needs_rules
def test_2_3_the_printed_cards_are_kept(uc):
    cards = {c.id: c for c in uc.cards.cards}
    assert uc.cards.count() == 18 == uc.cards.total  # 2.3: "one of the 18 Random Event Cards"
    assert cards["belarus"].title == "Belarus" and cards["moldova"].title == "Moldova"  # 6.12, 6.23
    for cid in ("belarus", "moldova"):  # the title is printed, the effect is not
        assert cards[cid].printed == ("title",) and cards[cid].status == "reconstructed" and cards[cid].play_value
        assert f'"{cards[cid].title}"' in UC_TEXT


def test_6_23_belarus_removes_its_marker_whatever_the_outcome_and_may_open_belarus(uc):
    text = next(c.text for c in uc.cards.cards if c.id == "belarus")
    first, *outcomes = text.splitlines()
    assert first.startswith("Remove the BY marker from the Foreign Relations Display")  # before any outcome
    assert any("Russian Regular units may deploy in and move through Belarus" in o for o in outcomes)  # 6.12, 7.21
    assert any("stays out of the crisis" in o for o in outcomes)  # 6.23: "not to take any further part"


def test_6_12_moldova_lets_in_at_most_one_regular(uc):
    text = next(c.text for c in uc.cards.cards if c.id == "moldova")
    assert "deploy 1 Regular unit in Moldova" in text and "move Regular units through Moldova" in text
    rules = uc.parameters["deployment"].value["rules"]
    assert {"group": "regular", "side": "russia", "areas": ["moldova"], "event": "moldova", "max": 1,
            "no_enemy": True, "prestige": -1} in rules


def test_the_events_the_calculators_know_are_cards_of_the_deck(uc):
    """The Events that open Belarus and Moldova (deployment, movement_limits) name cards of the deck."""
    ids = {c.id for c in uc.cards.cards}
    named = {r["event"] for r in uc.parameters["deployment"].value["rules"] if r.get("event")}
    named |= set(uc.parameters["movement_limits"].value["by_event"]["russia"].values())
    assert named == {"belarus", "moldova"} and named <= ids


@pytest.mark.parametrize("event, allowed", [(None, False), ("belarus", True)])
def test_7_21_belarus_opens_only_by_its_event(capsys, event, allowed):
    argv = ["move", "ukrainian_crisis", "--side", "russia", "--unit", "ru-mech", "--from", "russia", "--to", "belarus"]
    code, _, err = run_cli(capsys, *argv, *(["--event", event] if event else []))
    assert (code == 0) is allowed and (allowed or "Event Card" in err)


# ---- every card: a title, an effect, in the rules' terms ---------------------------------------------------

def test_every_card_has_a_title_an_effect_a_kind_and_a_reason(uc):
    for c in uc.cards.cards:
        assert c.title and c.text and c.mandatory in (True, False), c.id
        assert (c.status or uc.cards.status) == "reconstructed" and (c.play_value or uc.cards.play_value), c.id
        assert c.note and len(c.note) > 80, c.id  # what it fits and how it was reasoned
    assert len({c.title for c in uc.cards.cards}) == 18 and len({c.id for c in uc.cards.cards}) == 18


@needs_rules
def test_effects_use_only_terms_the_rules_define(uc):
    """Every capitalized word inside an effect (the game's terms: Prestige, RP, Zone, Regular, Neutralized,
    Ceasefire, area names, country codes ...) is a word the rulebook prints, an area of the map or a marker's
    code; a term the rules do not use ("Transnistria") fails."""
    known = _words_of_rules(uc)
    for where, text in _effects(uc):
        strange = sorted(set(_capitalized_inside(text)) - known)
        assert not strange, f"{where}: {strange}"
    assert "Transnistria" not in known  # the check can fail: a history word is not a rules term


def test_every_effect_uses_a_rules_mechanism(uc):
    terms = ("Prestige", "RP", "Zone", "Neutraliz", "deploy", "Mobilized", "Effort", "Ceasefire", "recover",
             "Foreign Relations Display")
    for where, text in _effects(uc):
        assert any(t in text for t in terms), where


@needs_rules
def test_cited_rules_exist(uc):
    """Every rule number an effect cites is a section of the Ukrainian Crisis rules."""
    sections = set(re.findall(r"^(\d+\.\d+)\s", UC_TEXT, re.M))
    for where, text in _effects(uc):
        for number in re.findall(r"\b(\d+\.\d+)\b", text):
            assert number in sections, f"{where}: {number}"


def test_areas_and_countries_an_effect_names_are_on_the_components(uc):
    areas = {a.name for a in uc.maps["main"].areas}
    codes = {c.label for c in uc.counters.pieces if c.rank is not None}
    for where, text in _effects(uc):
        for name in re.findall(r"\b[A-Z][a-z]+'[a-z]+\b|Respublika Krym|Sevastopol", text):
            assert name in areas, f"{where}: {name}"
        for code in re.findall(r"\b([A-Z]{2})\b", text):
            assert code in codes | {"RP", "EU"}, f"{where}: {code}"


def test_the_ring_of_stars_cards_exist(uc):
    """2.5: EU countries carry the ring of stars "to help identify them quickly when resolving some Event
    Cards": more than one card turns on them, and those countries are the markers that carry it."""
    using = [c.id for c in uc.cards.cards if "ring of stars" in (c.text or "")]
    assert len(using) >= 2
    assert {c.label for c in uc.counters.pieces if c.type == "eu_country"} == {"DE", "FR", "GB", "PL", "RO"}


def test_card_text_fits_its_card_at_print_size(uc):
    """The card face prints the effect at 8 pt in at most 12 lines and the title whole on one line."""
    from printkit.layout.cards import BODY_LINES, BODY_SIZE, body_lines, title_lines
    from printkit.units import PT_PER_MM

    w = uc.cards.size[0]
    for c in uc.cards.cards:
        size, lines = body_lines(c.text, w - 14 * PT_PER_MM)
        assert size == BODY_SIZE and len(lines) <= BODY_LINES, c.id
        assert title_lines(c.title, w - 12 * PT_PER_MM) == [c.title], c.id  # whole, on one line


def test_a_longer_text_shrinks_rather_than_being_cut():
    from printkit.layout.cards import BODY_SIZE, body_lines

    text = " ".join(["Prestige"] * 200)
    size, lines = body_lines(text, 140)
    assert size < BODY_SIZE and " ".join(lines).count("Prestige") <= 200
    short = body_lines("Gain 1 Prestige.", 140)
    assert short == (BODY_SIZE, ["Gain 1 Prestige."])


# ---- mandatory cards and 10.0 --------------------------------------------------------------------------

def test_5_0_mandatory_cards_are_the_red_face_cards_of_the_variant(uc):
    """Six red titles (Mandatory, 5.0); in the variant they are the six red face cards, so a red card's
    colour still tells a player to resolve it at once."""
    chart = uc.charts["events"]
    mandatory = {c.id for c in uc.cards.cards if c.mandatory}
    red_faces = {it.key for it in chart.items if it.label.split(" of ")[0] in ("Jack", "Queen", "King")
                 and it.label.endswith(RED)}
    assert mandatory == red_faces and len(mandatory) == 6
    assert {"belarus", "moldova"} <= mandatory  # their outcome is always settled (6.12, 6.23)


def test_10_0_mandatory_cards_never_add_or_take_rp(uc):
    """10.0 compares the RP a side gets (115 or more with cards, 99 on average with chits): a Mandatory
    card, which both players meet whatever they choose, gives and takes no RP, so those totals stand."""
    for c in uc.cards.cards:
        if c.mandatory:
            assert not re.search(r"\bRP\b", c.text), c.id


@needs_rules
def test_10_0_rp_statement_examined(uc):
    """10.0: "the 27 cards used by each side will give a total of at least 115 Resources ... versus the
    average expected total of 99 with the randomized results from the Effort Chart". The red A-9 of two
    suits are 18 cards (90 RP), which reads as a contradiction; it is not: 18 cards serve Turns 1-6 (three a
    Turn), then 9 of them, drawn at random, Turns 7-9: 27 cards used, at least 90 + 25 = 115."""
    printed = re.search(r"the (\d+) cards used by each side will give a total of at least (\d+) Resources.*?"
                        r"average expected total of (\d+)", UC_TEXT, re.S)
    used, least, average = map(int, printed.groups())
    deck = [rank for rank in range(1, 10) for _ in RED]  # one side's cards: A-9 of two suits
    turns, areas = uc.parameters["game_turns"].value, len(uc.charts["area_options"].rows.values)
    redrawn = int(re.search(r"draws (\d+) randomly", UC_TEXT).group(1))
    first_turns = int(re.search(r"At the end of the (\d+)th Turn", UC_TEXT).group(1))
    assert len(deck) == first_turns * areas == 18 and sum(deck) == 90
    assert redrawn == (turns - first_turns) * areas
    assert used == len(deck) + redrawn == turns * areas == 27
    lowest = min(sum(c) for c in combinations(sorted(deck)[:redrawn + 1], redrawn))
    assert sum(deck) + lowest == least == 115  # as printed
    assert F(sum(deck)) + F(redrawn) * F(sum(deck), len(deck)) == 135  # the mean, for comparison
    # ... and the chits: 13 Minor, 9 Moderate, 5 Maximum on the (reconstructed) Effort Chart average 99
    counts = {c.level: c.quantity for c in uc.chits.pieces if c.side == "russia"}
    mean = sum(n * F(*effort.distribution(uc, level)["expected"]) for level, n in counts.items())
    assert mean == average == 99
    line = next(it for it in uc.charts["card_variant"].items if it.label == "RP totals")
    assert line.status == "derived" and "27 cards" in line.text and "at least 115" in line.text


# ---- the Events Chart (10.0) ---------------------------------------------------------------------------

def _variant_cards() -> list[str]:
    """The cards 10.0 removes: "the Jokers, 10s and face cards"."""
    ranks = ("10", "Jack", "Queen", "King")
    return [f"{r} of {s}" for r in ranks for s in SUITS] + ["Red Joker", "Black Joker"]


def test_10_0_events_chart_covers_every_removed_card_once(uc):
    chart = uc.charts["events"]
    assert sorted(it.label for it in chart.items) == sorted(_variant_cards())
    keys = [it.key for it in chart.items]
    assert sorted(keys) == sorted(c.id for c in uc.cards.cards)  # each card's event once: the same 18 events
    titles = {c.id: c for c in uc.cards.cards}
    for it in chart.items:
        assert it.values["Event"] == titles[it.key].title
        assert it.values["Kind"] == ("Mandatory" if titles[it.key].mandatory else "Optional")
    assert (chart.status, chart.play_value) == ("reconstructed", True) and chart.note and chart.footnote


def test_10_0_red_tens_are_russian_events_black_tens_ukrainian(uc):
    """10.0 gives the red cards to the Russian player, the black to the Ukrainian: the 10s follow suit."""
    cards = {c.id: c for c in uc.cards.cards}
    for it in uc.charts["events"].items:
        if it.label.startswith("10 of "):
            text = cards[it.key].text
            side = "Russian" if it.label.endswith(RED) else "Ukrainian"
            assert text.startswith(f"{side}:") or "Either player" in text, it.label


@pytest.mark.parametrize("label", _variant_cards()[:16])
def test_card_command_reads_every_variant_card(capsys, uc, label):
    rank, _, suit = label.partition(" of ")
    code, out, err = run_cli(capsys, "card", "ukrainian_crisis", rank, suit, "--json")
    data = json.loads(out)
    key = next(it.key for it in uc.charts["events"].items if it.label == label)
    card = next(c for c in uc.cards.cards if c.id == key)
    assert code == 0 and data["event"] == key and data["title"] == card.title and data["text"] == card.text


def test_card_command_reads_both_jokers_and_refuses_a_resource_card(capsys):
    code, out, _ = run_cli(capsys, "card", "ukrainian_crisis", "Joker")
    assert code == 0 and out.startswith("Red Joker: Minsk Talks") and "Black Joker: Humanitarian Convoy" in out
    code, out, err = run_cli(capsys, "card", "ukrainian_crisis", "7", "Hearts")
    assert code == 1 and "the 7 of Hearts is not on the Events Chart" in err  # A-9 are Resource cards (10.0)


def test_card_command_reads_an_event_card_by_title(capsys):
    code, out, _ = run_cli(capsys, "card", "ukrainian_crisis", "Moldova")
    assert code == 0 and out.startswith("Moldova, Mandatory") and "deploy 1 Regular unit in Moldova" in out
    code, out, _ = run_cli(capsys, "card", "ukrainian_crisis", "minsk-talks", "--json")
    assert json.loads(out)["mandatory"] is False


# ---- the Critical Incidents (6.0) ------------------------------------------------------------------------

def test_6_0_critical_incidents_cover_every_double(uc):
    """6.0: "Resolve the incident depending on which double number was rolled": one incident for each face
    of the Maximum Effort's dice, and no more."""
    chart = uc.charts["critical_incidents"]
    col = effort.column(uc, "maximum")[3]
    n, sides = effort.dice_of(col)
    assert n == 2 and col.doubles
    assert [(e.low, e.high) for e in chart.entries] == [(d, d) for d in range(1, sides + 1)]
    for e in chart.entries:
        assert e.result and ": " in e.result  # a name, then the effect
    assert (chart.status, chart.play_value) == ("reconstructed", True) and chart.note


@pytest.mark.parametrize("double", range(1, 7))
def test_6_0_every_double_answers_with_its_incident_and_its_rp(capsys, uc, double):
    code, out, _ = run_cli(capsys, "effort", "ukrainian_crisis", "--chit", "maximum", "--roll", str(double), str(double))
    entry = uc.charts["critical_incidents"].entries[double - 1]
    assert code == 0 and f"Critical Incident {double}-{double}: {entry.result.split(': ')[0]}" in out
    assert f"{2 * double} RP" in out  # the indicated RP are still taken (6.0): the chart's 2d6 total
    assert "unknown" not in out and "not in the rulebook" not in out


def test_critical_incidents_cost_the_roller_more_the_more_rp_the_double_gives(uc):
    """The balance argument of the chart's note: from 4-4 up the player who rolled loses 1, 2, 3 Prestige;
    below, the incident helps him or hurts both; so the doubles leave the Effort Chart's RP alone and make a
    Maximum Effort a risk."""
    cost = {}
    for e in uc.charts["critical_incidents"].entries:
        m = re.search(r"the rolling player loses (\d+) Prestige", e.result)
        cost[e.low] = int(m.group(1)) if m else 0
    assert [cost[d] for d in (4, 5, 6)] == [1, 2, 3] and all(cost[d] == 0 for d in (1, 2, 3))
    assert F(*effort.distribution(uc, "maximum")["expected"]) == 7  # untouched: 10.0's 99 still holds


# ---- effects the calculators apply -----------------------------------------------------------------------

def test_budapest_memorandum_is_the_6_21_example(uc):
    """GB from Support up with the card's 3 RP and 4 Prestige: the 6.21 example's 7 spent, 2d6 <= 7."""
    r = politics.diplomacy(uc, "GB", "support", "up", 3, 4)
    assert (r["dice"], r["spent"]) == (2, 7) and F(*r["probability"]) == F(21, 36)


def test_normandy_format_attempts_are_ordinary_attempts(uc):
    r = politics.diplomacy(uc, "DE", "neutral", "up", 3, 2)  # arrow 2 + Rank 3 = 5 at least
    assert r["dice"] == 3 and F(*r["probability"]) == F(10, 216)
    with pytest.raises(RulesError, match="Rank 3"):
        politics.diplomacy(uc, "DE", "neutral", "up", 3, 1)
    with pytest.raises(RulesError, match="bottom Zone"):  # the Russian moves it down: not from Neutral
        politics.diplomacy(uc, "DE", "neutral", "down", 3, 0)


def test_minsk_talks_and_information_war_are_chit_levels_the_calculators_take(uc):
    """Counting a chit as a stronger Effort: the ceasefire, information and neutralize calculators answer."""
    moderate = F(*politics.ceasefire(uc, "moderate", "moderate")["probability"])
    maximum = F(*politics.ceasefire(uc, "maximum", "moderate")["probability"])
    assert maximum == F(187, 216) and maximum > moderate  # 2d6 beats the Moderate column (2,3,3,4,4,5) so often
    assert politics.neutralize(uc, "maximum", 12)["attempts"] == 3


@needs_rules
def test_sf_count_as_neither_friendly_nor_enemy_when_deploying(uc):
    """6.12: "Special Forces units do not count as friendly or enemy units": the session's deploy does not
    call an area holding only enemy Special Forces an enemy area (parameters.deployment.not_counted)."""
    assert uc.parameters["deployment"].value["not_counted"] == ["special_forces"]
    assert "Special Forces units do not count as friendly or enemy units" in UC_TEXT


# ---- 6.22: "at large" RP added to an area, which the calculators take ---------------------------------

def test_6_22_at_large_rp_add_to_a_neutralize_attempt(uc):
    """6.22: the at-large RP "may be added to the resolution in any one area": a Minor chit's 4 RP (a roll the
    column gives) plus 2 make each attempt a 1d6 <= 6."""
    assert F(*politics.neutralize(uc, "minor", 4, 2)["p_each"]) == 1
    assert F(*politics.neutralize(uc, "minor", 3)["p_each"]) == F(1, 2)
    with pytest.raises(RulesError, match="never 5"):  # the chit's own RP still come from its column
        politics.neutralize(uc, "minor", 5)


def test_6_22_at_large_rp_in_a_ceasefire(uc):
    # Moderate + 2 (4,5,5,6,6,7) against Moderate (2,3,3,4,4,5): higher in 31 of 36, equal in 4 of 36
    r = politics.ceasefire(uc, "moderate", "moderate", "ukraine", {"ukraine": 2})
    assert F(*r["probability"]) == F(31, 36) and F(*r["tie"]) == F(4, 36)


def test_6_22_at_large_rp_beyond_a_chit_in_diplomacy(uc, capsys):
    r = politics.diplomacy(uc, "GB", "support", "up", 12, 0, 3)  # a Maximum's 12 + 3 at large: 2d6 <= 15
    assert r["spent"] == 15 and F(*r["probability"]) == 1
    code, _, err = run_cli(capsys, "effort", "ukrainian_crisis", "--chit", "minor", "--roll", "5", "--extra-rp", "16")
    ranks = sum(c.rank for c in uc.counters.pieces if c.rank is not None)
    assert code == 1 and f"0 to {ranks}" in err  # at most every Rank together (6.22)
