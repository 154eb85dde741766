"""The odds card's result-mix bars are one ordered scale, not a rainbow (issue 21: "a rainbow palette"): the
segments darken steadily in the order the game lists its results, so a glance reads severity."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("game_id", ["little_war", "case_blue"])
def test_result_mix_colours_darken_in_order(game_id):
    from printkit.layout.odds_card import odds_pages
    from printkit.layout.scene import Rect
    from printkit.load.game_loader import load_game
    from printkit.wcag import luminance

    page = odds_pages(load_game(game_id), "a4")[-1]
    legend = [it for it in page.items if isinstance(it, Rect) and it.style.fill and abs(it.w - 9) < 0.01
              and abs(it.h - 7) < 0.01]
    fills = [luminance(r.style.fill) for r in legend]
    assert len(fills) >= 3
    assert all(a > b for a, b in zip(fills, fills[1:])), fills
