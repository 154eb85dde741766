"""Card sheets: cards at their true size (poker 2.5 x 3.5 in), 9 to a page, crop marks, backs mirrored.

Each card carries an invisible marker 'card:ID:COPY:SIDE' at its centre, so verify can find every card
once and its back behind its front.
"""

from __future__ import annotations

from printkit.layout import furniture
from printkit.layout.scene import Group, Marker, Page, Rect, Style, Text
from printkit.layout.sheets import crop_marks
from printkit.layout.textflow import fit, wrap
from printkit.rules.citations import bare
from printkit.units import PT_PER_MM, paper_size

INK = "#1a1a1a"
UNKNOWN = "#8a8a8a"


EDGE = 6 * PT_PER_MM  # cards may come this close to the paper edge (crop marks need it)


def _slots(deck, paper) -> tuple[list[list[tuple]], int, int]:
    """Card copies in pages of up to cols x rows slots: (card, copy, x, y). Cards with no bleed are butted
    (one cut between neighbours), which is how 9 poker cards fit on A4 and on Letter."""
    cw, ch = deck.size
    pitch_x, pitch_y = cw + 2 * deck.bleed, ch + 2 * deck.bleed
    cols = max(1, int((paper[0] - 2 * EDGE) // pitch_x))
    rows = max(1, int((paper[1] - 2 * EDGE) // pitch_y))
    left = (paper[0] - cols * pitch_x) / 2 + deck.bleed
    top = (paper[1] - rows * pitch_y) / 2 + deck.bleed
    pages, current = [], []
    for card in deck.cards:
        for copy in range(1, card.quantity + 1):
            if len(current) == cols * rows:
                pages.append(current)
                current = []
            k = len(current)
            current.append((card, copy, left + (k % cols) * pitch_x, top + (k // cols) * pitch_y))
    if current:
        pages.append(current)
    return pages, cols, rows


# What a card prints where the rulebook text does not give its value (a kit built --as-printed); verify finds
# none of them on a default kit's cards (printkit.verify.play_check)
NO_TITLE = "Event not in the rulebook text"
NO_KIND = "Mandatory or optional: not in the rulebook text"
NO_TEXT = ("The card text is not in the rulebook text. Write it in from the published card, or play with the "
           "rulebook's Events Chart.")
PLACEHOLDERS = (NO_TITLE, NO_KIND, "Write it in from the published card")


def card_front(game, deck, card, x, y, copy) -> list:
    w, h = deck.size
    b = deck.bleed
    mm = PT_PER_MM
    red = card.mandatory is True
    items = [Rect(x - b, y - b, w + 2 * b, h + 2 * b, Style(fill="#fffdf6")),
             Rect(x + 3 * mm, y + 3 * mm, w - 6 * mm, h - 6 * mm, Style(stroke=deck.back.color if deck.back else INK,
                                                                       width=1.2))]
    title = card.title if card.title is not None else NO_TITLE
    color = deck.mandatory_color if red else (INK if card.title is not None else UNKNOWN)
    lines = title_lines(title, w - 12 * mm)
    for i, line in enumerate(lines[:3]):
        items.append(Text(x + w / 2, y + 14 * mm + i * 15, line, fit(line, 13, w - 12 * mm, "DejaVuSans-Bold"),
                          "DejaVuSans-Bold", color, "middle"))
    ty = y + 16 * mm + 15 * len(lines[:3])
    items.append(Rect(x + 6 * mm, ty - 4 * mm, w - 12 * mm, 0.6, Style(fill=color)))
    cite = bare(game, "event_cards")
    kind = {True: f"Mandatory: resolve at once{cite}", False: f"Optional: use at a relevant time this Turn{cite}",
            None: NO_KIND}[card.mandatory]
    items.append(Text(x + w / 2, ty + 2 * mm, kind, fit(kind, 6.5, w - 12 * mm), "DejaVuSans",
                      deck.mandatory_color if red else "#444444", "middle"))
    body = card.text if card.text else NO_TEXT
    size, lines = body_lines(body, w - 14 * mm)
    for i, line in enumerate(lines):
        items.append(Text(x + 7 * mm, ty + 10 * mm + i * size * 1.3125, line, size, "DejaVuSans",
                          INK if card.text else UNKNOWN))
    items.append(Text(x + w / 2, y + h - 6 * mm, f"{game.title} - Event Card", 6, "DejaVuSans", "#666666", "middle"))
    return items


BODY_SIZE, BODY_LINES, BODY_SMALLEST = 8.0, 12, 6.5
TITLE_SIZE, TITLE_ONE_LINE = 13.0, 10.5


def title_lines(title: str, width: float) -> list[str]:
    """A card title on one line, down to 10.5 pt if need be (a title reads best whole); a longer one wraps."""
    from printkit.fonts import width as text_width

    if text_width(title, TITLE_ONE_LINE, "DejaVuSans-Bold") <= width:
        return [title]
    return wrap(title, TITLE_SIZE, width, "DejaVuSans-Bold")



def body_lines(body: str, width: float) -> tuple[float, list[str]]:
    """The card text wrapped to the card: 8 pt in up to 12 lines, smaller (down to 6.5 pt, in as many more lines
    as the same height holds) for a longer text; only a text too long even then is cut (the shipped decks
    all fit at 8 pt: tests/test_ukrainian_crisis_play_values.py)."""
    size = BODY_SIZE
    while True:
        lines = wrap(body, size, width)
        room = int(BODY_LINES * BODY_SIZE / size)
        if len(lines) <= room or size <= BODY_SMALLEST:
            return size, lines[:room]
        size -= 0.25


def card_back(game, deck, card, x, y) -> list:
    w, h = deck.size
    b = deck.bleed
    mm = PT_PER_MM
    back = deck.back
    color, ink = (back.color, back.text_color) if back else ("#333333", "#ffffff")
    items = [Rect(x - b, y - b, w + 2 * b, h + 2 * b, Style(fill=color)),
             Rect(x + 4 * mm, y + 4 * mm, w - 8 * mm, h - 8 * mm, Style(stroke=ink, width=1.0))]
    title = back.title if back else game.title
    items.append(Text(x + w / 2, y + h / 2 - 4, title, fit(title, 15, w - 14 * mm, "DejaVuSans-Bold"),
                      "DejaVuSans-Bold", ink, "middle"))
    if back and back.subtitle:
        items.append(Text(x + w / 2, y + h / 2 + 14, back.subtitle, 10, "DejaVuSans", ink, "middle"))
    return items


def card_pages(game, opts) -> list[Page]:
    """Fronts page then backs page (mirrored for the duplex edge) for every 9 cards (gutter-fold: layout/duplex.py)."""
    deck = game.cards
    paper = paper_size(opts.paper)
    pages_slots, cols, rows = _slots(deck, paper)
    w, h = deck.size
    pages = []
    for n, slots in enumerate(pages_slots, 1):
        for which in ("front", "back"):
            label = "fronts" if which == "front" else f"backs (mirrored for {opts.duplex}-edge duplex)"
            page = Page(*paper, f"Cards sheet {n} {label}")
            note = (f"{furniture.running_title(game)} - {deck_caption(game, deck)} {n}/{len(pages_slots)}: {label}; "
                    f"{w / 72:.2f} \u00d7 {h / 72:.2f} in; print at 100 % / actual size")
            items, xs, ys = [], set(), set()
            for card, copy, x, y in slots:
                if which == "back":
                    x, y = _mirror_rect(x, y, w, h, paper, opts.duplex)
                items += card_face(game, deck, card, copy, which, x, y)
                xs.update((x, x + w))
                ys.update((y, y + h))
            block = (min(xs) - deck.bleed, min(ys) - deck.bleed, max(xs) + deck.bleed, max(ys) + deck.bleed)
            items += crop_marks(xs, ys, block)
            dx = dy = 0.0
            if which == "back" and opts.back_offset != (0.0, 0.0):
                dx, dy = (v * PT_PER_MM for v in opts.back_offset)
                items = [Group(tuple(items), dx, dy)]
            page.add(*items)
            page.trim = (min(xs) + dx, min(ys) + dy, max(xs) - min(xs), max(ys) - min(ys))
            page.bleed = (block[0] + dx, block[1] + dy, block[2] - block[0], block[3] - block[1])
            page.add(*_side_furniture(page, block, note, marks=bool(getattr(opts, "cut_file", None))))
            pages.append(page)
    return pages


def _side_furniture(page, block, note, marks: bool = False) -> list:
    """Title and a 100 mm scale in whichever margins the card block leaves room in, clear of the crop marks
    (which reach 6 mm out): above and below the block on A4, down the sides on Letter. With `marks` (the
    registration marks of a print-then-cut machine in the page's corners), the title starts right of the
    top-left mark and the scale right of the bottom-left one."""
    from printkit.layout.cutlines import MARK_ARM, MARK_INSET, MARK_SQUARE
    from printkit.layout.scene import Line

    x0, y0, x1, y1 = block
    mm = PT_PER_MM
    pen = Style(stroke="#222222", width=0.4)
    scale = 100 * mm
    if y0 >= 12 * mm:
        nx = max(x0, MARK_INSET + MARK_SQUARE + 2 * mm) if marks else x0
        sx = max(x0, MARK_INSET + MARK_ARM + 2 * mm) if marks else x0
        room = max(x1 - nx, page.width - 12 * mm - nx)  # a narrow block: the line may run on to the margin
        items = [Text(nx, y0 - 8.5 * mm, note, fit(note, 7, room), "DejaVuSans", "#333333")]
        ry = y1 + 9 * mm
        items.append(Line(sx, ry, sx + scale, ry, pen))
        for i in range(0, 101, 5):
            t = (1.6 if i % 10 == 0 else 0.9) * mm
            items.append(Line(sx + i * mm, ry, sx + i * mm, ry + t, pen))
        items.append(Text(sx + scale + 3, ry + 2, "100 mm", 6, "DejaVuSans", "#222222"))
        return items
    mid = (y0 + y1) / 2
    room = 2 * min(mid - 12 * mm, page.height - 12 * mm - mid)  # centred on the block, inside the page margins
    at = mid
    if fit(note, 6.5, room) <= 5.0:  # a short block high on the page: centre the note on the page instead
        at, room = page.height / 2, page.height - 24 * mm
    items = [Text(x0 - 8 * mm, at, note, fit(note, 6.5, room), "DejaVuSans", "#333333", "middle", angle=90)]
    rx = x1 + 9 * mm
    top = mid - scale / 2
    items.append(Line(rx, top, rx, top + scale, pen))
    for i in range(0, 101, 5):
        t = (1.6 if i % 10 == 0 else 0.9) * mm
        items.append(Line(rx, top + i * mm, rx + t, top + i * mm, pen))
    items.append(Text(rx + 3.0 * mm, mid, "100 mm", 5.5, "DejaVuSans", "#222222", "middle", angle=90))
    return items


def _mirror_rect(x, y, w, h, paper, duplex):
    """Top-left of the back of a w x h rectangle whose front's top-left is (x, y)."""
    if duplex == "long":
        return paper[0] - x - w, y
    return x, paper[1] - y - h


def card_face(game, deck, card, copy, which: str, x: float, y: float) -> list:
    """One card face at (x, y) with its cut rectangle and the read-back marker verify and preflight use."""
    w, h = deck.size
    items = card_front(game, deck, card, x, y, copy) if which == "front" else card_back(game, deck, card, x, y)
    items.append(Rect(x, y, w, h, Style(stroke="#bbbbbb", width=0.25), tag=f"cut:{card.id}:{copy}"))
    items.append(Marker(x + w / 2, y + h / 2, f"card:{card.id}:{copy}:{which}"))
    return items


def deck_caption(game, deck) -> str:
    """The deck's name on its sheets, "(reconstructed)" once when its cards hold play values."""
    from printkit.layout.reconstructed import caption
    from printkit.model.play_values import card_play_values

    return caption(game.lang, deck.title.lower(), card_play_values(deck) > 0)
