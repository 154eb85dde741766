"""Pages as a print shop takes them (printkit build --shop): whole pages grown by the shop's bleed, a deck's
cards one face to a page at the shop's card size, counters and chits one face to an image at its chit size."""

from __future__ import annotations

from printkit.layout.scene import Group, Marker, Page, Rect, Text


def with_bleed(page: Page, bleed: float) -> Page:
    """The page as a shop prints it: the paper page is the trim, on a sheet `bleed` larger on every side, and
    a fill that touches the paper's edge (a display's ground) runs on into the bleed. A page made for a home
    printer has white margins, so little else reaches the trim; the boxes and cut lines inside it (a counter
    block's) are the player's, not the shop's."""
    w, h = page.width, page.height
    items = tuple(bled(item, w, h, bleed) for item in page.items)
    grown = Page(w + 2 * bleed, h + 2 * bleed, page.name, [Group(items, dx=bleed, dy=bleed)])
    grown.trim = (bleed, bleed, w, h)
    grown.bleed = (0.0, 0.0, w + 2 * bleed, h + 2 * bleed)
    return grown


def bled(item, w: float, h: float, bleed: float, tol: float = 0.01):
    """A filled rectangle that reaches the edge of a w x h sheet, carried on to `bleed` past it on that side."""
    if type(item) is not Rect or not item.style.fill:
        return item
    x0, y0, x1, y1 = item.x, item.y, item.x + item.w, item.y + item.h
    x0, y0 = (min(x0, -bleed) if x0 <= tol else x0), (min(y0, -bleed) if y0 <= tol else y0)
    x1, y1 = (max(x1, w + bleed) if x1 >= w - tol else x1), (max(y1, h + bleed) if y1 >= h - tol else y1)
    return item if (x0, y0, x1, y1) == (item.x, item.y, item.x + item.w, item.y + item.h) else \
        Rect(x0, y0, x1 - x0, y1 - y0, item.style, tag=item.tag)


def _sized(deck, product):
    """The deck laid out at the shop's card size with its bleed."""
    from printkit.model.record import replace

    return replace(deck, size=tuple(product.trim), bleed=product.bleed)


def card_face_page(game, deck, card, copy: int, which: str) -> Page:
    """One card face on a page of the card with its bleed; the trim is the card. No cut line is drawn (the
    shop cuts to its own die)."""
    from printkit.layout.cards import card_back, card_front

    w, h = deck.size
    b = deck.bleed
    items = card_front(game, deck, card, b, b, copy) if which == "front" else card_back(game, deck, card, b, b)
    page = Page(w + 2 * b, h + 2 * b, f"{card.id} {copy} {which}",
                items + [Marker(b + w / 2, b + h / 2, f"card:{card.id}:{copy}:{which}")])
    page.trim = (b, b, w, h)
    page.bleed = (0.0, 0.0, w + 2 * b, h + 2 * b)
    return page


def deck_pages(game, product, order: str) -> list[Page]:
    """Every card copy's two faces at the shop's card size: each card's back then its front ('back-front'),
    or every front then every back ('fronts-backs')."""
    deck = _sized(game.cards, product)
    copies = [(card, copy) for card in deck.cards for copy in range(1, card.quantity + 1)]
    if order == "back-front":
        return [card_face_page(game, deck, card, copy, which) for card, copy in copies for which in ("back", "front")]
    return [card_face_page(game, deck, card, copy, which) for which in ("front", "back") for card, copy in copies]


def piece_face_page(game, counter, which: str, bleed: float) -> Page:
    """One counter or chit face (game: chit_view for chits) with `bleed` of its ground past the cut."""
    from printkit.layout.counters import draw_face

    s = game.counter_sheet.size
    page = Page(s + 2 * bleed, s + 2 * bleed, f"{counter.id} {which}")
    items = [i for i in draw_face(game, counter, which, bleed, bleed, s, bleed)
             if getattr(i, "tag", None) is None or not str(i.tag).startswith("cut:")]
    page.add(Group(tuple(items), clip=(0, 0, s + 2 * bleed, s + 2 * bleed)))
    page.trim = (bleed, bleed, s, s)
    page.bleed = (0.0, 0.0, s + 2 * bleed, s + 2 * bleed)
    return page


def text_margin(page: Page) -> float | None:
    """How far the text nearest the page's trim edge stays inside it, pt (negative: it crosses the cut); None
    for a page without text. Measured on the drawing itself (an image keeps no text to read back)."""
    import math

    from printkit.fonts import INK_ASCENT as ASCENT, INK_DESCENT as DESCENT, width

    tx, ty, tw, th = page.trim or (0.0, 0.0, page.width, page.height)
    nearest = None
    stack = [(page.items, 0.0, 0.0, 1.0)]
    while stack:
        items, dx, dy, k = stack.pop()
        for item in items:
            if type(item) is Group:
                stack.append((item.items, dx + item.dx * k, dy + item.dy * k, k * item.scale))
                continue
            if type(item) is not Text or not item.text.strip():
                continue
            w = width(item.text, item.size, item.font)
            x0 = -w if item.anchor == "end" else -w / 2 if item.anchor == "middle" else 0.0
            corners = [(x0, -ASCENT * item.size), (x0 + w, -ASCENT * item.size), (x0, DESCENT * item.size),
                       (x0 + w, DESCENT * item.size)]
            a = math.radians(-item.angle)  # counter-clockwise on the page, y down
            xs = [dx + k * (item.x + cx * math.cos(a) - cy * math.sin(a)) for cx, cy in corners]
            ys = [dy + k * (item.y + cx * math.sin(a) + cy * math.cos(a)) for cx, cy in corners]
            inside = min(min(xs) - tx, min(ys) - ty, tx + tw - max(xs), ty + th - max(ys))
            nearest = inside if nearest is None else min(nearest, inside)
    return nearest
