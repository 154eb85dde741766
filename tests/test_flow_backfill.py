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

    assert len(aid_pages(load_game("case_blue"), "a4")) == 3


def test_the_makers_notes_leave_no_last_page_of_a_few_lines():
    """The Little War A4 Maker's notes were a full page and a second holding two lines; set closer, one page."""
    from printkit.layout.makers_notes import notes_pages
    from printkit.load.game_loader import load_game

    assert len(notes_pages(load_game("little_war"), "a4")) == 1
