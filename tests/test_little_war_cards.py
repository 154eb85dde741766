"""The Little War card matrix looked up by an actual card (6.0), and cards no deck holds refused."""

from __future__ import annotations

import json

import pytest

from tests.conftest import run_cli


@pytest.mark.parametrize("card, result, red", [
    (["7", "Spades"], "Combat, 1-10 units", False),  # 6.0: SPADE or DIAMOND Ace-10 are Combat cards
    (["Ace", "of", "Hearts"], "Move 1-10 units", True),  # 6.0: HEART or CLUB Ace-10 are Movement cards
    (["10", "Diamonds"], "Combat, 1-10 units", True),
    (["Queen", "Clubs"], "Special Action", False),  # 6.0: any FACE card is a Special Action card
    (["Joker"], "Random Event (1d6)", None),  # 6.0: a JOKER ... rolls 1d6 on the Random Events Chart
])
def test_card_lookup(capsys, card, result, red):
    code, out, _ = run_cli(capsys, "card", "little_war", *card, "--json")
    r = json.loads(out)
    assert code == 0 and r["result"] == result and r["red"] is red


def test_card_text_names_the_card_and_the_units(capsys):
    code, out, _ = run_cli(capsys, "card", "little_war", "7", "Spades")
    # 6.2 / 6.1: "up to the rank of the card (so, 1-10 units)"
    assert out.strip() == "7 of Spades, a black card: Combat, 1-10 units; up to 7 unit(s) (the card's rank) (Rule 6.0)"


@pytest.mark.parametrize("card, message", [
    (["11", "Hearts"], "'11' is not a card rank"),
    (["Joker", "Hearts"], "a Joker has no suit"),
    (["7"], "give the suit of the 7"),
    (["7", "Stars"], "give the suit of the 7"),
])
def test_cards_no_deck_holds_are_refused(capsys, card, message):
    code, out, err = run_cli(capsys, "card", "little_war", *card)
    assert code == 1 and out == "" and message in err
