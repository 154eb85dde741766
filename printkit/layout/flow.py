"""Stack blocks down pages, starting a new page when the next block does not fit."""

from __future__ import annotations

from printkit.layout import furniture
from printkit.layout.scene import Page
from printkit.units import paper_size

GAP = 12.0


class Flow:
    """Pages of one paper size filled top to bottom with blocks."""

    def __init__(self, paper: str, title: str, subtitle: str = "", backfill: bool = False, gap: float = GAP):
        self.size = paper_size(paper)
        self.gap = gap  # the space after each block
        # a block that does not fit the last page goes to the bottom of an earlier page with room for it
        # before a new page is started (a player aid's sections: no page holds one short section alone)
        self.backfill = backfill
        self.free: list[float] = []  # the y each earlier page's next block would start at
        self.title = title
        self.subtitle = subtitle
        self.pages: list[Page] = []
        # a block (x, y, w) -> (items, height) opening every page that continues the card being placed (its
        # "Scenario (continued)" bar); None between cards
        self.continued = None
        # the last block placed at the foot of the flow: (parts, its page, its top y, its items, continued), so
        # that a closing block (a legend) that would open a page alone can take it along; None after a split
        self.last = None
        self._new_page()

    def _new_page(self, continued=None) -> None:
        if self.pages:
            self.free.append(self.y)
        page = Page(*self.size, f"{self.title} page {len(self.pages) + 1}")
        furniture.header(page, self.title, self.subtitle)
        furniture.ruler(page)
        self.pages.append(page)
        self.x, self.y, self.w, h = furniture.content_box(page)
        self.bottom = self.y + h
        if continued is not None:
            items, ch = continued(self.x, self.y, self.w)
            page.add(*items)
            self.y += ch + 6
        self.page_top = self.y  # where the page's first block starts (under its continuation bar)

    def new_page(self) -> None:
        """Start the next block on a fresh page (unless this page is still empty)."""
        if self.y > furniture.content_box(self.pages[-1])[1] + 1:
            self._new_page()

    def place(self, *parts, continued=None) -> None:
        """Place parts (each a function (x, y, w) -> (items, height)) together, on a fresh page if needed.

        A page this starts opens with `self.continued` (the card's continuation bar), or, for a break between
        these very parts (a group taller than a page), with `continued` when given."""
        height = 0.0
        for part in parts:
            height += part(self.x, 0.0, self.w)[1]
        if self.y + height > self.bottom and self.backfill and self.continued is None:
            for n, y in enumerate(self.free):
                if y + height <= self.bottom:  # every page of a flow has the same content box
                    for part in parts:
                        items, h = part(self.x, y, self.w)
                        self.pages[n].add(*items)
                        y += h
                    self.free[n] = y + self.gap
                    return
        if self.y + height > self.bottom and self.y > furniture.content_box(self.pages[-1])[1] + 1:
            self._new_page(self.continued)
        split = self.y + height > self.bottom  # taller than a page: break between its parts instead
        first = len(self.pages[-1].items)
        self.last = None if split else (parts, len(self.pages) - 1, self.y, self.continued)
        for i, part in enumerate(parts):
            if split and self.y + part(self.x, 0.0, self.w)[1] > self.bottom and \
                    self.y > furniture.content_box(self.pages[-1])[1] + 1:
                self._new_page((continued if i else None) or self.continued)
            items, h = part(self.x, self.y, self.w)
            self.pages[-1].add(*items)
            self.y += h
        if self.last is not None:
            self.last = (*self.last, self.pages[-1].items[first:])
        self.y += self.gap

    def fits(self, height: float) -> bool:
        """Whether a block of this height goes on a page already started (the last, or with backfill an earlier)."""
        return self.y + height <= self.bottom or (
            self.backfill and self.continued is None and any(y + height <= self.bottom for y in self.free))

    def place_not_alone(self, part) -> None:
        """Place a closing block (x, y, w) -> (items, height); where it would open a page of its own, the block
        placed last on the page before goes to the new page with it (no page holds a legend alone)."""
        last = self.last
        if not self.fits(part(self.x, 0.0, self.w)[1]) and last is not None and \
                last[1] == len(self.pages) - 1 and last[2] > self.page_top + 1:
            parts, _, y0, continued, items = last
            ids = {id(i) for i in items}
            self.pages[-1].items = [i for i in self.pages[-1].items if id(i) not in ids]
            self.y = y0
            self._new_page(continued)
            for p in parts:
                items, h = p(self.x, self.y, self.w)
                self.pages[-1].add(*items)
                self.y += h
            self.y += self.gap
            backfill, self.backfill = self.backfill, False  # with the block it came for
            self.place(part)
            self.backfill = backfill
            return
        self.place(part)

    def last_page_fill(self) -> float:
        """How much of the last page's content box its blocks fill (0..1)."""
        top, h = furniture.content_box(self.pages[-1])[1], furniture.content_box(self.pages[-1])[3]
        return max(0.0, self.y - self.gap - top) / h
