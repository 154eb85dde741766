"""Low ink (`printkit build --ink low`) on the pages around the counters and maps: the dark title bars and the
cover's title block become a light tint of their colour, edged in it, with their words in that colour, so no
page chrome floods ink. Only the title fill changes: a table's colours that carry meaning (an odds card's
results) stay as they are."""

from __future__ import annotations

from printkit.colors import mix
from printkit.layout.blocks import TITLE_FILL
from printkit.layout.scene import Group, Rect, Style, Text
from printkit.model.record import replace

LIGHT = mix(TITLE_FILL, "#ffffff", 0.86)  # the bar's tint: 15:1 against its words in TITLE_FILL
EDGE = Style(fill=LIGHT, stroke=TITLE_FILL, width=0.6)
BAR = 5.0  # a title fill at least this tall is a bar (a heading's thin rule stays as it is)
PAPER_WORDS = ("#ffffff", "#fff", "#FFFFFF")


def lighten(pages: list) -> list:
    """The pages with every title bar light: new pages, the old ones unchanged."""
    out = []
    for page in pages:
        items = _items(page.items)
        if items is page.items:
            out.append(page)
        else:
            out.append(replace(page, items=items))
    return out


def _items(items):
    """The items with the bars light and the words drawn on a bar after it in the bar's colour (a bar and its
    title are drawn side by side in one list: blocks.title_bar, the cover's title block)."""
    changed, out, bars = False, [], []
    for item in items:
        kind = type(item)
        if kind is Rect and item.style.fill == TITLE_FILL and item.h >= BAR and item.style.opacity == 1:
            bars.append((item.x, item.y, item.x + item.w, item.y + item.h))
            item = Rect(item.x, item.y, item.w, item.h, EDGE, tag=item.tag)
            changed = True
        elif kind is Text and item.fill in PAPER_WORDS and any(x0 <= item.x <= x1 and y0 <= item.y <= y1
                                                               for x0, y0, x1, y1 in bars):
            item = replace(item, fill=TITLE_FILL)
            changed = True
        elif kind is Group:
            inner = _items(item.items)
            if inner is not item.items:
                item = replace(item, items=tuple(inner))
                changed = True
        out.append(item)
    return out if changed else items
