"""The abbreviations legend closes its component but never stands alone on a page (issue 21, final look after the
merges: the Donetsk A4 player aid printed a third page holding only the legend, the Ukrainian Crisis Letter
set-up card a second page holding only the legend)."""

from __future__ import annotations

import pytest

from printkit.layout.scene import Group, Marker, Text, texts_in


def _markers(items):
    for i in items:
        if isinstance(i, Marker):
            yield i.text
        elif isinstance(i, Group):
            yield from _markers(i.items)


_texts = texts_in


def _lone_legend_pages(pages):
    """Numbers of pages whose content is the legend and nothing else (the running head and ruler aside)."""
    out = []
    for n, page in enumerate(pages, 1):
        if not any(str(m).startswith("legend:") for m in _markers(page.items)):
            continue
        legend_y = min(t.y for t in _texts(page.items) if t.text in ("Abbreviations", "Сокращения"))
        if not any(t.y < legend_y - 1 and t.y > 60 for t in _texts(page.items)):
            out.append(n)
    return out


def _block(height):
    def part(x, y, w):
        return [Text(x, y + height, "x", 7, "DejaVuSans", "#000")], height
    return part


def test_a_closing_block_that_would_open_a_page_takes_the_last_block_along():
    from printkit.layout.flow import Flow

    flow = Flow("a4", "t")
    room = flow.bottom - flow.y
    flow.place(_block(room * 0.5))
    flow.place(_block(room * 0.45))  # page 1 now all but full
    flow.place_not_alone(_block(room * 0.2))
    assert len(flow.pages) == 2
    assert len(flow.pages[0].items) < len(flow.pages[1].items)  # the second block went over with it
    texts = [i for i in flow.pages[1].items if isinstance(i, Text) and i.text == "x"]
    assert len(texts) == 2


def test_a_closing_block_that_fits_stays_put():
    from printkit.layout.flow import Flow

    flow = Flow("a4", "t")
    room = flow.bottom - flow.y
    flow.place(_block(room * 0.5))
    flow.place_not_alone(_block(room * 0.2))
    assert len(flow.pages) == 1


@pytest.mark.parametrize("gid,lang", [("donetsk_airport", "en"), ("donetsk_airport", "ru"),
                                      ("ukrainian_crisis", None), ("case_blue", None), ("little_war", None)])
def test_no_component_page_holds_the_legend_alone(gid, lang):
    from printkit.layout.aids import aid_pages
    from printkit.layout.odds_card import odds_pages
    from printkit.layout.scenario_card import has_forces, scenario_pages
    from printkit.layout.setup import setup_pages
    from printkit.load.game_loader import load_game

    game = load_game(gid, lang=lang) if lang else load_game(gid)
    bad = []
    for paper in ("a4", "letter"):
        for name, pages in (("aid", aid_pages(game, paper)), ("aid+key", aid_pages(game, paper, counter_key=True)),
                            ("setup", scenario_pages(game, paper) if has_forces(game) else setup_pages(game, paper)),
                            ("odds", odds_pages(game, paper))):
            bad += [f"{paper} {name} p{n}" for n in _lone_legend_pages(pages)]
    assert not bad, f"{gid}: the legend alone on {bad}"
