"""Refusals added by the issue-11 audit of every calculator: each a situation the rules or the components make
impossible, refused in one line citing the rule (exit 1)."""

from __future__ import annotations

import pytest

from tests.conftest import run_cli

CASES = [
    # The Little War (ukrainian_crisis_and_little_war.en.txt, The Little War)
    (["move", "little_war", "--side", "slovak", "--unit", "sk-ac", "--from", "michalovce", "--to", "vihorlat"],
     "Rule 6.1", "may not enter Vihorlat"),  # 6.11: "Armored cavalry and motorized units may not enter areas with mountains"
    (["move", "little_war", "--side", "hungarian", "--unit", "hu-mot-1", "--from", "perecseny", "--to", "bukovske"],
     "Rule 6.1", "mountain"),
    (["move", "little_war", "--side", "slovak", "--unit", "sk-inf-1", "--from", "michalovce", "--to", "nagykapos"],
     "Rule 6.1", "never enter Hungary"),  # 6.11: "Slovakian units may not enter Hungary."
    (["move", "little_war", "--side", "slovak", "--unit", "sk-air", "--from", "michalovce", "--to", "humenne"],
     "Rule 6.1", "air unit"),  # 6.1: air units move from the Airfields box, not area to area
    (["raid", "little_war", "--air-cv", "0"], "Rule 6.33", "at least one raiding air unit"),
    (["recovery", "little_war", "--units", "17"], "", "the Hungarian side has 16 units"),  # 7.0: ground and air
    (["allocate", "little_war", "--hits", "1", "--to", "hu-rg=1", "--role", "attacker"], "Rule 9.2", "cannot attack"),
    # Case Blue (case_blue.en.txt)
    (["move-cost", "case_blue", "--terrain", "rough", "--unit-group", "air"], "Rule 4.1.2", "air unit"),
    (["drm", "case_blue", "--attacker", "ger-6", "--defender", "ussr-62", "--partisans"], "Rule 13.3",
     "Partisans marker is Soviet"),  # 13.3: "put in a hex that contains an enemy: air or ground unit"
    (["victory-check", "case_blue", "--scenario", "operation_uranus_1942", "--axis-control", "3154"], "Rule 2.2.1",
     "3154 is not a city"),  # 2.2.1: control markers mark cities; 1.3.3: 3154 is a land hex, no city
    (["retreat", "case_blue", "--from", "3451", "--attacker", "3452", "--side", "axis"], "Rule 4.1.3.2",
     "water hex"),  # 1.3.3: "Hex 3451 is a water hex"
    (["deploy", "ukrainian_crisis", "--side", "russia", "--unit", "ru-irr", "--area", "sumy", "--present",
      "special_forces", "--already", "14"], "", "the counter mix holds 14 irregular units"),
    # Ukrainian Crisis: a group the counter mix cannot put together
    (["combat", "ukrainian_crisis", "--attacker", *["regular:4"] * 11, "--defender", "regular:2", "--type", "kinetic"],
     "", "holds at most 10"),
    (["combat", "ukrainian_crisis", "--attacker", "regular:1", "--defender", "regular:2", "--type", "kinetic"],
     "", "no counter of Ukrainian Crisis is a regular unit of CV 1"),
]


@pytest.mark.parametrize("argv,rule,words", CASES, ids=[" ".join(c[0][:2]) + f" {i}" for i, c in enumerate(CASES)])
def test_refused_with_the_rule(capsys, argv, rule, words):
    code, _, err = run_cli(capsys, *argv)
    assert code == 1, err
    assert len(err.strip().splitlines()) == 1
    assert words in err and rule in err


def test_the_mix_still_allows_what_it_holds(capsys):
    # Little War 6.1: ground units move to an adjacent area; Ukrainian Crisis: ten Russian regular CV 4 counters
    assert run_cli(capsys, "move", "little_war", "--side", "hungarian", "--unit", "hu-inf-1", "--from", "ungvar",
                   "--to", "sobrance")[0] == 0
    assert run_cli(capsys, "recovery", "little_war", "--units", "16")[0] == 0
    assert run_cli(capsys, "combat", "ukrainian_crisis", "--attacker", *["regular:4"] * 10, "--defender",
                   "regular:2", "--type", "kinetic")[0] == 0
