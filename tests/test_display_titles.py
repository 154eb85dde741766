"""A display sheet's chart titles are one size on the type scale (issue 21, final look after the typography
merge: the Case Blue Faction Card set its three side-by-side chart titles at 8.5, 9.5 and 7 pt, each shrunk on
its own to fit its bar, so the row read as three headings of different rank)."""

from __future__ import annotations


def test_the_chart_titles_of_a_display_share_one_size_of_the_scale():
    from printkit.layout.blocks import TITLE_FILL
    from printkit.layout.display import display_items
    from printkit.layout.scene import Rect, Text
    from printkit.layout.typography import SIZES
    from printkit.load.game_loader import load_game

    seen = 0
    for gid in ("case_blue", "little_war", "ukrainian_crisis", "donetsk_airport"):
        game = load_game(gid)
        for bid in game.kit.displays:
            items = display_items(game, game.maps[bid])
            bars = [i for i in items if isinstance(i, Rect) and i.style.fill == TITLE_FILL]
            titles = [t for t in items if isinstance(t, Text) and t.fill == "#ffffff"
                      and any(b.x < t.x < b.x + b.w and b.y < t.y < b.y + b.h for b in bars)]
            sizes = {t.size for t in titles}
            assert len(titles) == len(bars), (gid, bid)
            assert len(sizes) <= 1 and sizes <= set(SIZES), f"{gid} {bid}: chart titles at {sorted(sizes)} pt"
            seen += len(titles)
    assert seen >= 3  # the Faction Card's row of three
