"""A player aid's sections fill the room left on earlier pages before a page holds one short section alone
(issue 21, "wasted sheets": the Case Blue aid printed its Combat Resolution Sequence alone on a fourth page)."""

from __future__ import annotations


def _block(height):
    def part(x, y, w):
        return [], height
    return part


def test_a_block_that_misses_the_last_page_goes_to_an_earlier_page_with_room():
    from printkit.layout.flow import Flow

    flow = Flow("a4", "t", backfill=True)
    room = flow.bottom - flow.y
    flow.place(_block(room * 0.6))   # page 1: 60 % full
    flow.place(_block(room * 0.7))   # page 2
    flow.place(_block(room * 0.35))  # misses page 2, fits page 1
    assert len(flow.pages) == 2
    plain = Flow("a4", "t")
    for h in (0.6, 0.7, 0.35):
        plain.place(_block(room * h))
    assert len(plain.pages) == 3  # without backfill the short block takes a page of its own


def test_the_case_blue_a4_aid_wastes_no_page():
    from printkit.layout.aids import aid_pages
    from printkit.load.game_loader import load_game

    game = load_game("case_blue")
    for paper in ("a4", "letter"):  # Letter printed a fourth page for the Combat Resolution Sequence alone
        assert len(aid_pages(game, paper)) == 3, paper


def test_the_makers_notes_leave_no_last_page_of_a_few_lines():
    """The Little War A4 Maker's notes were a full page and a second holding two lines; set closer, one page."""
    from printkit.layout.makers_notes import notes_pages
    from printkit.load.game_loader import load_game

    assert len(notes_pages(load_game("little_war"), "a4")) == 1


def test_two_narrow_tables_in_a_row_share_a_row_of_the_card():
    """Two consecutive charts whose tables fit half the width are set side by side, a two-column card (issue 21:
    aids as two-column cards), not each under a full-width bar with half the width blank: Case Blue's Movement
    Points and Weather Table."""
    from printkit.layout.aids import GUTTER, chart_parts, aid_pages
    from printkit.layout.flow import Flow
    from printkit.layout.reconstructed import chart_caption
    from printkit.layout.scene import Text
    from printkit.load.game_loader import load_game

    game = load_game("case_blue")
    half = (Flow("a4", "t").w - GUTTER) / 2
    widths = [(c, chart_parts(game, c)[1]) for c in game.kit.player_aid]
    pairs = [(a, b) for (a, x), (b, y) in zip(widths, widths[1:]) if x and y and x <= half and y <= half]
    assert ("movement_points", "weather") in pairs
    texts = {t.text: t for page in aid_pages(game, "a4") for t in page.items if isinstance(t, Text)}
    left, right = (texts[chart_caption(game, game.charts[c])] for c in ("movement_points", "weather"))
    assert left.y == right.y and right.x - left.x >= half


def test_no_aid_page_of_the_little_war_or_case_blue_holds_one_section_alone():
    """Both papers: the Case Blue Letter aid printed its Combat Resolution Sequence alone on a fourth page
    (issue 21 review); with the narrow tables paired it shares the page with the Sequence of Play."""
    import pytest

    from printkit.layout.aids import aid_pages
    from printkit.layout.blocks import TITLE_FILL
    from printkit.layout.scene import Rect
    from printkit.load.game_loader import load_game

    for gid in ("little_war", "case_blue"):
        game = load_game(gid)
        for paper in ("a4", "letter"):
            bars = [sum(1 for i in page.items if isinstance(i, Rect) and i.style.fill == TITLE_FILL)
                    for page in aid_pages(game, paper)]
            if min(bars) < 2:
                pytest.fail(f"{gid} {paper}: an aid page holds one section alone (sections per page: {bars})")


def test_the_direction_die_stays_on_the_page_of_the_scatter_distances_it_follows():
    """Donetsk A4 (English), after the typography merge: the Fire Support Scatter Distance (16.4) table closed page
    1 and its Direction die compass opened page 2, a chart read in two halves across a page turn."""
    import pytest

    from printkit.layout.aids import aid_pages
    from printkit.layout.reconstructed import chart_caption
    from printkit.layout.scene import Text
    from printkit.load.game_loader import load_game

    for lang in ("en", "ru"):
        game = load_game("donetsk_airport", lang=lang)
        assert game.kit.compass and game.kit.compass_after
        caption = chart_caption(game, game.charts[game.kit.compass_after])
        for paper in ("a4", "letter"):
            pages = [{t.text for t in p.items if isinstance(t, Text)} for p in aid_pages(game, paper)]
            chart_page = next(n for n, texts in enumerate(pages) if caption in texts)
            compass_page = next(n for n, texts in enumerate(pages) if any(t.startswith(("Direction die", "Кубик направления"))
                                                                         for t in texts))
            if chart_page != compass_page:
                pytest.fail(f"{lang} {paper}: {caption!r} on page {chart_page + 1}, its compass on {compass_page + 1}")
