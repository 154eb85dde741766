"""Pages as a print shop takes them (printkit build --shop): whole pages grown by the shop's bleed, a deck's
cards one face to a page at the shop's card size, counters and chits one face to an image at its chit size."""

from __future__ import annotations

from printkit.layout.scene import Group, Marker, Page, Rect


def with_bleed(page: Page, bleed: float) -> Page:
    """The page as a shop prints it: the paper page is the trim, on a sheet `bleed` larger on every side, and
    a fill that touches the paper's edge (a display's ground) runs on into the bleed. A page made for a home
    printer has white margins, so little else reaches the trim; the cut lines inside it (a counter block's)
    are the player's, not the shop's. A page whose own bleed already reaches that far (a map at 100 %, its
    sheet the trim) is kept as it is."""
    if page.trim is not None and page.bleed is not None:
        tx, ty, tw, th = page.trim
        bx, by, bw, bh = page.bleed
        if min(tx - bx, ty - by, bx + bw - tx - tw, by + bh - ty - th) >= bleed - 0.01:
            return page
    w, h = page.width, page.height
    items = tuple(_bled(item, w, h, bleed) for item in page.items)
    grown = Page(w + 2 * bleed, h + 2 * bleed, page.name, [Group(items, dx=bleed, dy=bleed)])
    grown.trim = (bleed, bleed, w, h)
    grown.bleed = (0.0, 0.0, w + 2 * bleed, h + 2 * bleed)
    return grown


def _bled(item, w: float, h: float, bleed: float, tol: float = 0.01):
    """A filled rectangle that touches the page's edge, carried on past it by `bleed` on that side."""
    if type(item) is not Rect or not item.style.fill:
        return item
    x0, y0, x1, y1 = item.x, item.y, item.x + item.w, item.y + item.h
    x0, y0 = (x0 - bleed if x0 <= tol else x0), (y0 - bleed if y0 <= tol else y0)
    x1, y1 = (x1 + bleed if x1 >= w - tol else x1), (y1 + bleed if y1 >= h - tol else y1)
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
