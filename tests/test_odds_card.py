"""The odds card: numbers from the resolvers, checked against the rules' stated probabilities; verify reads it."""

from __future__ import annotations

import pytest

from printkit.load.game_loader import load_game
from printkit.rules.odds import sections


def _section(game_id: str, section_id: str, lang: str | None = None) -> dict:
    return next(s for s in sections(load_game(game_id, lang=lang)) if s["id"] == section_id)


def test_little_war_hits_by_dice():
    s = _section("little_war", "odds_hits")
    rows = {r[0]: r[1:] for r in s["rows"]}
    # 6.21: each die hits on 5 or 6 (1/3); one die: 1/3 chance, 1/3 expected
    assert rows["1"][0] == "33.3% / 0.33"
    # 3 CV in woods: 4 dice (6.21 +1 die per terrain type): 1 - (2/3)^4 = 80.2%, 4/3 expected
    assert rows["3"][1] == "80.2% / 1.33"
    two = dict(s["bars"][0][1])  # 2 dice: 0 hits 4/9, 1 hit 4/9, 2 hits 1/9
    assert two == pytest.approx({"0": 4 / 9, "1": 4 / 9, "2": 1 / 9})


def test_case_blue_combat_odds_on_the_whole_crt():
    s = _section("case_blue", "odds_combat")
    # worst result for the attacker first; no "unknown" column: every CRT cell answers (play values)
    assert s["header"] == ["Attacker / defender DRM", "AS+3", "AS+2", "AS+1", "♦", "DR+1", "DR+2", "DD+2", "DD+3",
                           "DE+3"]
    row = next(r for r in s["rows"] if r[0] == "+0 / +0")
    # worked by hand from the table's design (charts.crt note), both final values = the rolls 1-6:
    # AS+3 needs a defender of 7+ (impossible); AS+2 at a margin of -2 or worse against 5 (3 pairs) or 6 (4);
    # AS+1 against 3 (1) or 4 (2); ♦ at -1 (5) and ties of 5 or less (5); DR+1 at the tie of 6 (1), +1 (5) and
    # 3 vs 1 (1); DR+2 at +2 and +3 otherwise (6); DD+2 at +4 (2); DD+3 at +5 (1); DE+3 needs an attacker of 8
    assert row == ["+0 / +0", "–", "19.4%", "8.3%", "27.8%", "19.4%", "16.7%", "5.6%", "2.8%", "–"]
    assert all("unknown" not in label for _, segments in s["bars"] for label, _ in segments)


def test_case_blue_impossible_is_a_dash():
    s = _section("case_blue", "odds_combat")
    row = next(r for r in s["rows"] if r[0] == "+3 / +0")
    # attacker +3 against 0: the attacker's value is 4 to 9, the defender's 1 to 6, so a margin of -2 needs
    # 4 against 6 (one pair in 36: the printed AS+2) and AS+3 (a defender of 7 or more) is impossible
    assert row[1] == "–" and row[2] == "2.8%"
    from printkit.rules.odds import pct

    assert pct(0.0) == "–" and pct((0, 36)) == "–"


def test_donetsk_scatter_on_target():
    s = _section("donetsk_airport", "odds_scatter")
    rows = {r[0]: r for r in s["rows"]}
    # 7.3: rockets scatter on 5-6 (on target 4/6), artillery and air on 6 (5/6)
    assert rows["Rockets / MRLs"][1] == "66.7%"
    assert rows["Artillery"][1] == "83.3%" and rows["Air strikes"][1] == "83.3%"


def test_donetsk_card_in_russian_has_russian_words():
    s = _section("donetsk_airport", "odds_scatter", lang="ru")
    assert s["rows"][0][0] == "Ракеты / РСЗО"


def test_verify_reads_the_card_and_can_fail(tmp_path, monkeypatch):
    from pathlib import Path

    from printkit.commands.kit_cmds import build  # noqa: F401 - the build path users run
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.outputs import write_kit
    from printkit.verify.checks import verify_kit

    game = load_game("little_war", glyphs=True)
    files = render_kit(game, ["pdf"], ["a4"], Path(tmp_path), Options(paper="a4"))
    write_kit(files, Path(tmp_path) / game.id)
    problems, _ = verify_kit(game, Path(tmp_path))
    assert problems == []
    import printkit.rules.odds as odds

    monkeypatch.setattr(odds, "HIT_CV", range(2, 10))  # the resolver now disagrees with the printed card
    problems, _ = verify_kit(game, Path(tmp_path))
    assert any("odds_hits" in p for p in problems)


def test_ukrainian_crisis_diplomacy_odds_match_the_great_britain_example():
    s = _section("ukrainian_crisis", "odds_diplomacy")
    row = next(r for r in s["rows"] if r[0].startswith("2 ("))
    assert "GB" in row[0]
    # 6.21 example: Great Britain (Rank 2) with 7 RP/Prestige spent rolls 2d6 and moves on 7 or less: 21/36
    assert row[s["header"].index("7")] == "58.3%"
    rank1 = next(r for r in s["rows"] if r[0].startswith("1 ("))
    assert rank1[s["header"].index("1")] == "16.7%"  # one d6 at most 1


def test_ukrainian_crisis_effort_odds():
    s = _section("ukrainian_crisis", "odds_effort")
    rows = {r[0]: r for r in s["rows"]}
    # 6.0: a Critical Incident is a Maximum Effort's doubles (2d6: 6 in 36); Minor and Moderate roll one die
    assert rows["maximum"][-1] == "16.7%" and rows["minor"][-1] == "–"
    # the 6.21 example: a Minor Effort roll of 5 yields 3 RP, so 3 RP has at least that roll's 1/6
    assert rows["minor"][s["header"].index("3 RP")] in ("16.7%", "33.3%", "50.0%")
    assert all(s["id"] != "odds_hits" for s in sections(load_game("ukrainian_crisis")))


@pytest.mark.parametrize("game_id", ["little_war", "case_blue"])
def test_the_dash_is_keyed_only_where_a_table_prints_one(game_id):
    """A legend for a mark the card never prints is noise: the Little War's hit table (no impossible cell) said
    '–: impossible.' under it (issue 21 review); Case Blue's, which prints the dash, keeps its key."""
    from printkit.layout.odds_card import odds_pages
    from printkit.layout.scene import Text
    from printkit.rules.odds import IMPOSSIBLE

    game = load_game(game_id)
    printed = any(c == IMPOSSIBLE for s in sections(game) for row in s["rows"] for c in row)
    words = " ".join(i.text for page in odds_pages(game, "a4") for i in page.items if isinstance(i, Text))
    assert ("impossible" in words) == printed
