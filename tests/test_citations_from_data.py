"""Every answer cites the rule its game's data gives, or none: never another game's (issue 19, item 5).

The shipped games carry their citations in `citations:` (and parameters' `rule:`, a hex map's `citations:`);
a game that gives none - the docs guide games, tests/data/island_raid.yaml - gets answers and printed
legends citing nothing, and a shipped game stripped of its citations loses the numbers its messages showed.
"""

from __future__ import annotations

import re

import pytest

from printkit.errors import RulesError
from printkit.load.game_loader import load_game
from printkit.model.record import replace
from printkit.rules import citations
from tests.conftest import run_cli

SHIPPED = ("little_war", "case_blue", "donetsk_airport", "ukrainian_crisis")
UNCITED = ("docs/examples/three_passes.yaml", "docs/examples/marren_ford.yaml", "tests/data/island_raid.yaml")
NUMBER = re.compile(r"\b\d+\.\d+(?:\.\d+)*\b")


def _shipped_numbers() -> set[str]:
    return {ref for g in SHIPPED for ref in load_game(g).citations.values()}


def test_shipped_games_cite_their_mechanisms():
    assert citations.rule(load_game("little_war"), "hit_allocation") == "Rule 6.21"
    assert citations.bare(load_game("donetsk_airport"), "scatter") == " (7.3)"
    assert citations.paren(load_game("case_blue"), "air_movement") == " (Rule 4.1.2)"  # its parameter's rule:
    assert citations.paren(load_game("case_blue"), "movement_costs") == " (Rule 4.1.1)"
    assert citations.number(load_game("case_blue"), "stacking") == "3.3"  # a parameter's rule: serves too
    board = load_game("case_blue").maps["main"]
    assert citations.bare(board, "faded_dot") == " (1.3.2)"


@pytest.mark.parametrize("path", UNCITED)
def test_a_game_without_citations_cites_no_mechanism(path):
    game = load_game(path)
    keys = {k for g in SHIPPED for k in load_game(g).citations} | {"faded_dot", "stacking", "supply_sources"}
    assert {k: citations.rule(game, k) for k in keys if citations.rule(game, k)} == {}
    for board in game.maps.values():
        assert citations.rule(board, "faded_dot") == ""


def test_a_guide_game_answers_with_its_own_citation_or_none(capsys):
    game = "docs/examples/three_passes.yaml"
    code, out, _ = run_cli(capsys, "hits", game, "--dice", "3", "--terrain", "woods")
    assert code == 0 and "(Rule 5.1)" in out  # its own hit_faces rule, not Little War's 6.21
    assert "6.21" not in out
    code, _, err = run_cli(capsys, "raid", game, "--air-cv", "0")
    assert code == 1 and "1 or more" in err and "Rule" not in err
    code, _, err = run_cli(capsys, "allocate", game, "--hits", "1", "--to", "lea-militia=1", "lea-pikes=1")
    assert code == 1 and err.strip().endswith("2 hits allocated but only 1 scored")
    code, _, err = run_cli(capsys, "allocate", game, "--hits", "2", "--to", "lea-militia=1", "crn-pikes=1")
    assert code == 1 and "(the player inflicting the hits allocates them to enemy units)" in err
    assert not NUMBER.search(err)


def test_the_odds_card_of_a_guide_game_cites_its_own_rule():
    from printkit.rules.odds import sections

    found = sections(load_game("docs/examples/three_passes.yaml"))
    assert found and all(s["rule"] in ("", "5.1") for s in found)
    assert not any(n in s["note"] for s in found for n in _shipped_numbers() - {"5.1"})


def test_a_shipped_game_stripped_of_its_citations_cites_nothing():
    """The numbers come from the data: without it the same refusals say the same thing, uncited."""
    from printkit.rules import hexes
    from printkit.rules.initiative import check_levels
    from printkit.rules.support import scatter

    da = load_game("donetsk_airport")
    bare_da = replace(da, citations={})
    with pytest.raises(RulesError, match=r"broken and loses \(Rule 3\.3\)$"):
        check_levels(da, {"ukraine": 0})
    with pytest.raises(RulesError, match=r"broken and loses$"):
        check_levels(bare_da, {"ukraine": 0})
    board = next(iter(da.maps.values()))
    target = next(iter(board.hexes))
    kind = "artillery"
    with pytest.raises(RulesError) as cited:
        scatter(da, board, target, kind, 6, None, None)
    with pytest.raises(RulesError) as uncited:
        scatter(bare_da, board, target, kind, 6, None, None)
    assert "(Rule 7.3)" in str(cited.value) and not NUMBER.search(str(uncited.value))
    cb = load_game("case_blue").maps["main"]
    assert hexes.ground_prohibited_hex(replace(cb, citations=None), "2864") == "a Faded Dot hex"


def test_island_raid_hex_distance_cites_no_case_blue_rule(capsys):
    code, out, _ = run_cli(capsys, "hex", "tests/data/island_raid.yaml", "distance", "A1", "A3")
    assert code == 0 and out.strip() == "A1 to A3: 2 hexes (the start hex is not counted)"
    code, out, _ = run_cli(capsys, "hex", "case_blue", "distance", "2854", "2856")
    assert code == 0 and out.strip() == "2854 to 2856: 2 hexes (Rule 1.4: the start hex is not counted)"


@pytest.mark.parametrize("game_id, kind", [("ukrainian_crisis", "Mandatory: resolve at once (5.0)"),
                                           ("docs/examples/three_passes.yaml", "Mandatory: resolve at once")])
def test_event_cards_cite_their_own_game(game_id, kind):
    """A red card's kind line cites the game's event_cards section: Ukrainian Crisis 5.0, the guide game none."""
    from printkit.layout.cards import card_front

    game = load_game(game_id)
    card = next(c for c in game.cards.cards if c.mandatory)
    texts = [getattr(i, "text", "") for i in card_front(game, game.cards, card, 0, 0, 0)]
    assert kind in texts
