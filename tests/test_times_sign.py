"""Sizes and tile counts print the multiplication sign, as the typography pass sets ≥, − and – ('530 × 430 mm',
'3 × 2 tiles'), not the letter x (issue 21, final look after the merges: the cover, the assembly diagrams, the card
sheets and the Faction Card printed '530 x 430 mm', '3 x 2 tiles', '2.50 x 3.50 in', '8.5 x 11.0 in')."""

from __future__ import annotations

import re

import pytest

GAMES = ["little_war", "case_blue", "ukrainian_crisis", "donetsk_airport"]


def _texts(items):
    from printkit.layout.scene import texts_in

    return (i.text for i in texts_in(items))


@pytest.mark.parametrize("gid", GAMES)
def test_no_player_page_prints_a_size_with_the_letter_x(gid):
    from printkit.kit import components, full_boards
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game

    game = load_game(gid, glyphs=True)
    bad = sorted({t for pages in components(game, Options(paper="letter")).values() for p in pages
                  for t in _texts(p.items) if re.search(r"\d x \d", t)})
    bad += [size for _, size in full_boards(game).values() if " x " in size]
    assert not bad, bad


def test_a_russian_size_in_inches_agrees_with_its_last_figure():
    """The Russian cover printed '(20 x 12 дюйма)': 12 takes дюймов (2, 3, 4 and a fraction take дюйма)."""
    from printkit.kit import full_boards
    from printkit.layout.i18n import inches_word
    from printkit.load.game_loader import load_game

    assert [inches_word("ru", n) for n in (1, 3, 8.5, 11, 12, 22)] == ["дюйм", "дюйма", "дюйма", "дюймов",
                                                                        "дюймов", "дюйма"]
    assert inches_word("en", 12) == "in"
    (size,) = [s for _, s in full_boards(load_game("donetsk_airport", lang="ru")).values()]
    assert size == "20 × 12 дюймов"
