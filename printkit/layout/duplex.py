"""The counter, card and duplex-test pages for the kit's duplex choice: gutter-fold sheets (layout/gutter.py,
fronts and mirrored backs on one page) or fronts and backs on pages of their own (layout/sheets.py,
layout/cards.py). Above all three, so that the two-sided modules need not import the gutter-fold one, which
builds on them."""

from __future__ import annotations


def counter_pages(game, opts) -> list:
    """Fronts page then backs page for every sheet of counters (gutter-fold: one page with both)."""
    if opts.duplex == "gutter":
        from printkit.layout.gutter import gutter_counter_pages

        return gutter_counter_pages(game, opts)
    from printkit.layout.sheets import counter_pages as two_sided

    return two_sided(game, opts)


def alignment_pages(game, opts) -> list:
    """A duplex test: crosses on the front, the same crosses with mm scales on the back."""
    if opts.duplex == "gutter":
        from printkit.layout.gutter import gutter_alignment_page

        return [gutter_alignment_page(game, opts)]
    from printkit.layout.sheets import alignment_pages as two_sided

    return two_sided(game, opts)


def card_pages(game, opts) -> list:
    """Fronts page then backs page (mirrored for the duplex edge) for every 9 cards."""
    if opts.duplex == "gutter":
        from printkit.layout.gutter import gutter_card_pages

        return gutter_card_pages(game, opts)
    from printkit.layout.cards import card_pages as two_sided

    return two_sided(game, opts)
