"""Gutter-fold sheets, for printers without duplex: fronts on the left half of a landscape page, backs
mirrored on the right half, a dashed fold line between. Fold along it, glue, and cut both layers at once."""

from __future__ import annotations

from printkit.layout import furniture
from printkit.layout.counters import draw_face
from printkit.layout.scene import Group, Line, Page, Style, Text
from printkit.layout.sheets import CROP_GAP, CROP_LEN, _cross, _key_height, crop_marks, offset_instructions, slots
from printkit.units import PT_PER_MM, paper_size

FOLD = Style(stroke="#555555", width=0.4, dash=(4.0, 3.0))


def landscape(paper: tuple[float, float]) -> tuple[float, float]:
    return (max(paper), min(paper))


def _fold_line(page: Page, y0: float, y1: float) -> None:
    x = page.width / 2
    page.add(Line(x, y0, x, y1, FOLD))
    page.add(Text(x - 2, y0 - 3, "fold", 6, "DejaVuSans", "#555555", "end"))


def gutter_counter_pages(game, opts) -> list[Page]:
    """One landscape page per sheet: fronts left, backs (mirrored about the fold, offset applied) right."""
    paper = landscape(paper_size(opts.paper))
    w = paper[0]
    size, bleed = game.counter_sheet.size, game.counter_sheet.bleed
    sheets = slots(game, paper, fold=True, key_height=_key_height(game, paper, w / 2 - furniture.MARGIN - 6))
    pages = []
    for n, sheet in enumerate(sheets, 1):
        page = Page(*paper, f"Counters sheet {n} fronts and backs (gutter-fold)")
        furniture.header(page, f"{furniture.running_title(game)} - {game.counter_sheet.title}, sheet {n}/{len(sheets)}: fronts (left) "
                         "and backs (right), fold on the dashed line",
                         f"{size / PT_PER_MM:.2f} mm counters, {bleed / PT_PER_MM:.1f} mm bleed")
        blocks = {}
        for which in ("front", "back"):
            items, xs, ys = [], set(), set()
            for slot in sheet:
                x, y = (slot.x, slot.y) if which == "front" else (w - slot.x - size, slot.y)
                items += draw_face(game, slot.counter, which, x, y, size, bleed, slot.copy)
                xs.update((x, x + size))
                ys.update((y, y + size))
            block = (min(xs) - bleed, min(ys) - bleed, max(xs) + bleed, max(ys) + bleed)
            items += crop_marks(xs, ys, block)
            if which == "back" and opts.back_offset != (0.0, 0.0):
                items = [Group(tuple(items), *(v * PT_PER_MM for v in opts.back_offset))]
            page.add(*items)
            blocks[which] = (xs, ys, block)
        xs, ys, block = blocks["front"]  # the print shop's trim: the fronts (the backs are their mirror)
        page.trim = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        page.bleed = (block[0], block[1], block[2] - block[0], block[3] - block[1])
        reach = CROP_GAP + CROP_LEN
        _fold_line(page, block[1] - reach, block[3] + reach)
        hint_y = block[3] + reach + 12
        page.add(Text(furniture.MARGIN, hint_y,
                      "Print single-sided at 100 %. Fold on the dashed line (backs behind fronts), glue, then cut.",
                      7, "DejaVuSans", "#333333"))
        furniture.ruler(page)
        page.free_band = (hint_y + 10, page.height - furniture.MARGIN - 24)
        pages.append(page)
    if game.counter_sheet.key:  # below the fronts, in the left half: folded, the key is on one face of the flap
        from printkit.layout.counter_key import place_key

        pages = place_key(game, pages, [p.free_band for p in pages], width=w / 2 - furniture.MARGIN - 6)
    return pages


def gutter_alignment_page(game, opts) -> Page:
    """Crosses on the left half, the same crosses mirrored with mm scales on the right half."""
    paper = landscape(paper_size(opts.paper))
    w, h = paper
    page = Page(w, h, "Gutter-fold alignment test")
    furniture.header(page, f"{furniture.running_title(game)} - gutter-fold alignment test", f"{opts.paper.upper()}, single-sided")
    points = [(w * fx, h * fy) for fx, fy in ((0.15, 0.3), (0.35, 0.3), (0.25, 0.5), (0.15, 0.7), (0.35, 0.7))]
    back = []
    for px, py in points:
        page.add(*_cross(px, py, scales=False))
        back += _cross(w - px, py, scales=True)
    if opts.back_offset != (0.0, 0.0):
        back = [Group(tuple(back), *(v * PT_PER_MM for v in opts.back_offset))]
    page.add(*back)
    _fold_line(page, h * 0.18, h * 0.8)
    text = ["1. Print this page single-sided at 100 % (actual size). Fold it on the dashed line, printed sides out.",
            "2. Hold it against a light: each cross should sit on the centre of the scale behind it.",
            *offset_instructions(game, 3)]
    for i, line in enumerate(text):
        page.add(Text(furniture.MARGIN, h * 0.84 + i * 10, line, 7.5, "DejaVuSans", "#222222"))
    furniture.ruler(page)
    return page


def gutter_card_pages(game, opts) -> list[Page]:
    """Card sheets for gutter-fold: the fronts laid out on the left half, their backs mirrored on the right."""
    from printkit.layout.cards import _side_furniture, _slots, card_face

    deck = game.cards
    paper = landscape(paper_size(opts.paper))
    w = paper[0]
    cw, ch = deck.size
    pages_slots, _, _ = _slots(deck, (w / 2, paper[1]))
    pages = []
    for n, slots_ in enumerate(pages_slots, 1):
        page = Page(*paper, f"Cards sheet {n} fronts and backs (gutter-fold)")
        from printkit.layout.cards import deck_caption

        note = (f"{furniture.running_title(game)} - {deck_caption(game, deck)} {n}/{len(pages_slots)}: fronts (left), backs (right), "
                f"fold on the dashed line; {cw / 72:.2f} \u00d7 {ch / 72:.2f} in; print at 100 %")
        blocks = {}
        for which in ("front", "back"):
            items, xs, ys = [], set(), set()
            for card, copy, x, y in slots_:
                if which == "back":
                    x = w - x - cw
                items += card_face(game, deck, card, copy, which, x, y)
                xs.update((x, x + cw))
                ys.update((y, y + ch))
            block = (min(xs) - deck.bleed, min(ys) - deck.bleed, max(xs) + deck.bleed, max(ys) + deck.bleed)
            items += crop_marks(xs, ys, block)
            if which == "back" and opts.back_offset != (0.0, 0.0):
                items = [Group(tuple(items), *(v * PT_PER_MM for v in opts.back_offset))]
            page.add(*items)
            blocks[which] = (xs, ys, block)
        xs, ys, block = blocks["front"]
        page.trim = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        page.bleed = (block[0], block[1], block[2] - block[0], block[3] - block[1])
        reach = CROP_GAP + CROP_LEN
        _fold_line(page, block[1] - reach, block[3] + reach)
        page.add(*_side_furniture(page, block, note))
        pages.append(page)
    return pages
