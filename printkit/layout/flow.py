"""Stack blocks down pages, starting a new page when the next block does not fit."""

from __future__ import annotations

from printkit.layout import furniture
from printkit.layout.scene import Page
from printkit.units import paper_size

GAP = 12.0


class Flow:
    """Pages of one paper size filled top to bottom with blocks."""

    def __init__(self, paper: str, title: str, subtitle: str = ""):
        self.size = paper_size(paper)
        self.title = title
        self.subtitle = subtitle
        self.pages: list[Page] = []
        self._new_page()

    def _new_page(self) -> None:
        page = Page(*self.size, f"{self.title} page {len(self.pages) + 1}")
        furniture.header(page, self.title, self.subtitle)
        furniture.ruler(page)
        self.pages.append(page)
        self.x, self.y, self.w, h = furniture.content_box(page)
        self.bottom = self.y + h

    def new_page(self) -> None:
        """Start the next block on a fresh page (unless this page is still empty)."""
        if self.y > furniture.content_box(self.pages[-1])[1] + 1:
            self._new_page()

    def place(self, *parts) -> None:
        """Place parts (each a function (x, y, w) -> (items, height)) together, on a fresh page if needed."""
        height = 0.0
        for part in parts:
            height += part(self.x, 0.0, self.w)[1]
        if self.y + height > self.bottom and self.y > furniture.content_box(self.pages[-1])[1] + 1:
            self._new_page()
        split = self.y + height > self.bottom  # taller than a page: break between its parts instead
        for part in parts:
            if split and self.y + part(self.x, 0.0, self.w)[1] > self.bottom:
                self.new_page()
            items, h = part(self.x, self.y, self.w)
            self.pages[-1].add(*items)
            self.y += h
        self.y += GAP
