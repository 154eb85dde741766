"""The pages a digital kit is made of: one page per counter face, each map, each aid and display page.

Counter faces are drawn with no bleed and clipped to the cut square, so the image is the counter as cut
(a transparent background everywhere the face does not paint).
"""

from __future__ import annotations

from printkit.layout.scene import Group, Page


def face_page(game, counter, which: str) -> Page:
    """One counter face on a page the size of its cut square."""
    from printkit.layout.counters import draw_face

    s = game.counter_sheet.size
    page = Page(s, s, f"{counter.id} {which}")
    page.add(Group(tuple(draw_face(game, counter, which, 0, 0, s, 0)), clip=(0, 0, s, s)))
    return page


def face_pages(game) -> dict[str, Page]:
    """'counters/ID-front' / '-back' -> page, for every counter design (not every copy)."""
    from printkit.kit_names import piece_images

    out = {}
    for c in (game.counters.pieces if game.counters else ()):
        for which in ("front", "back"):
            out[piece_images("counters", c.id)[which == "back"]] = face_page(game, c, which)
    return out


def chit_pages(game) -> dict[str, Page]:
    """'chits/ID-front' / '-back' -> page, for every chit design."""
    from printkit.kit_pages import chit_view

    if not (game.chits and game.chits.pieces):
        return {}
    return {k.replace("counters/", "chits/", 1): v for k, v in face_pages(chit_view(game)).items()}


def card_pages(game) -> dict[str, Page]:
    """'cards/ID-front' / '-back' -> page, for every card of the deck (no bleed)."""
    from printkit.kit_names import piece_images
    from printkit.layout.cards import card_back, card_front

    deck = game.cards
    if not (deck and deck.cards):
        return {}
    w, h = deck.size
    out = {}
    for card in deck.cards:
        for which, items in (("front", card_front(game, deck, card, 0, 0, 1)), ("back", card_back(game, deck, card, 0, 0))):
            page = Page(w, h, f"{card.id} {which}")
            page.add(Group(tuple(items), clip=(0, 0, w, h)))
            out[piece_images("cards", card.id)[which == "back"]] = page
    return out


def board_pages(game) -> dict[str, Page]:
    """Each map and display on one page of its own size: 'map', 'map-ID', 'faction-card' ..."""
    from printkit.kit_pages import fullsize_maps

    from printkit.kit_names import FULL

    return {name.removesuffix(FULL): pages[0] for name, pages in fullsize_maps(game, bleed=False).items()}


def aid_pages(game, paper: str = "a4") -> dict[str, Page]:
    """The player aid and setup cards, page by page: 'aid-1', 'setup-2' ..."""
    from printkit.kit_pages import components
    from printkit.layout.sheets import Options

    out = {}
    for name, pages in components(game, Options(paper=paper)).items():
        if name in ("aid", "setup"):
            for i, page in enumerate(pages, 1):
                out[f"{name}-{i}"] = page
    return out


def translated(game, pages: dict[str, Page]) -> dict[str, Page]:
    """Pages in the game's language (the kit's pages are translated the same way)."""
    if not game.lang or game.lang == "en":
        return pages
    from printkit.layout.i18n import translate_pages

    return {k: translate_pages([p], game.lang)[0] for k, p in pages.items()}
