"""The key to the counters, printed on the counter sheet: one unit counter drawn large, with a line from each
thing it shows (ID, unit size, type symbol, values ...) to the words saying what it is; then, at actual size,
a sample of every other convention the game's counters use (the back of a unit, a star, a circled
movement allowance, a reminder, the '*' of a set-up weapon ...) with its meaning.

The words come from the game's `kit.counter_key` (element -> words), else from printkit's defaults; a
convention the counters use and nothing explains is left out (tests/test_counter_key.py keeps every shipped
game's key complete).
"""

from __future__ import annotations

from functools import lru_cache

from printkit.layout.scene import Group, Line, Marker, Rect, Style, Text
from printkit.layout.textflow import wrap

SCALES = (2.2, 1.8, 1.5)  # how much the key's counter is enlarged: the largest the free space takes
LABEL = 7.0
LABEL_WORDS = 125.0  # pt: the width a callout's words wrap to
LEFT_WORDS = 60.0  # pt: the width they wrap to on the left of the counter (a name, a type: a word or two)
ENTRY = 6.5  # the size of a convention's words
ENTRY_WORDS = 95.0  # pt: the width a convention's words wrap to
MIN_ENTRY_WORDS = 56.0  # pt: the narrowest they wrap to, to set the samples in two columns
INK = "#1a1a1a"
KEY_PAGE = "Counter key"  # the name of the key's page of its own (the kit moves it to the player aid)
DEFAULTS = {"top": "Unit ID", "side_text": "Unit ID", "echelon": "Unit size", "symbol": "Unit type",
            "value": "Combat value", "mark": "Special ability", "corner": "Movement", "bottom": "Nationality"}
# the conventions a sample explains, in the order the key lists them: the example's back (what flipping
# means), a stripe on a front, a mark, words on a unit, letters in a type symbol's frame (IRR, SF), a star,
# the upgrade symbol, a circled movement, rifle marks, a set-up weapon's back, an emblem, a die reminder, a
# '#T' reminder, a blank face
CONVENTIONS = ("back", "stripe", "mark", "text", "letters", "star", "upgrade", "corner_circle", "rifles",
               "setup_weapon", "emblem", "reminder", "reminder_turns", "blank")
UNIT_WORDS = "unit."  # kit.counter_key entries 'unit.TYPE': a sample of that unit type, with these words
LETTERED = ("irregular", "special_forces")  # the type symbols drawn as letters in the frame (layout/symbols.py)


def example_counter(game):
    """A counter of the commonest unit type that shows a type symbol (the one the key explains)."""
    units = [c for c in game.counters.pieces if game.unit_types[c.type].domain != "marker"
             and game.unit_types[c.type].symbol != "none" and not c.function]
    if not units:
        return None
    count: dict[str, int] = {}
    for c in units:
        count[c.type] = count.get(c.type, 0) + c.quantity
    common = max(count, key=lambda k: count[k])
    return next(c for c in units if c.type == common)


def callouts(game, counter, s: float) -> list[tuple[str, float, float]]:
    """(element, x, y) of each thing the counter's front shows, in counter coordinates (0..s)."""
    from printkit.layout.counters import resolve_face

    face = resolve_face(game, counter, "front")
    utype = game.unit_types[counter.type]
    out = []
    top = face.top if face.top is not None else counter.label
    if top:  # the name's centre: left of a corner's figure or a star, else the counter's middle
        out.append(("top", (0.38 if (face.corner or face.star) else 0.5) * s, 0.14 * s))
    if utype.echelon and utype.symbol != "aircraft":
        out.append(("echelon", 0.64 * s, 0.25 * s))
    if face.side_text:
        out.append(("side_text", (0.17 if face.side_text_at == "left" else 0.93) * s, 0.5 * s))
    if face.symbol and utype.symbol != "none":
        out.append(("symbol", 0.5 * s, 0.45 * s))
    if face.corner:
        out.append(("corner", 0.84 * s, 0.17 * s))
    if face.mark:
        out.append(("mark", 0.88 * s, 0.45 * s))
    if face.value:
        out.append(("value", 0.7 * s, 0.8 * s))
    if face.bottom:
        out.append(("bottom", 0.75 * s, 0.92 * s))
    return out


def called_out(game, example) -> set[str]:
    """The conventions the enlarged example explains: its callouts, and the letters of its type symbol when
    that symbol is lettered (the type callout's words say what they mean)."""
    shown = {e for e, _, _ in callouts(game, example, 1.0)}
    if game.unit_types[example.type].symbol in LETTERED:
        shown.add("letters")
    return shown


def _has(game, counter, which: str, element: str) -> bool:
    """Does this face of the counter show the convention `element`?"""
    from printkit.layout.counters import resolve_face

    face = resolve_face(game, counter, which)
    utype = game.unit_types[counter.type]
    unit = utype.domain != "marker"
    return {  # a stripe on a back is the back's (explained with the example's back): here, a front's stripe
        "stripe": unit and which == "front" and (face.stripe or face.bottom_stripe) and not face.blank,
        "mark": unit and bool(face.mark) and not face.blank,
        "text": unit and bool(face.text) and face.symbol is not False and not face.blank,
        "letters": unit and utype.symbol in LETTERED and face.symbol is not False and not face.blank,
        "star": face.star, "upgrade": face.upgrade, "corner_circle": face.corner_circle,
        "rifles": face.rifles > 0, "setup_weapon": bool(utype.setup_weapon) and which == "back",
        "emblem": bool(face.emblem), "reminder": face.reminder == "die",
        "reminder_turns": face.reminder not in (None, "die"), "blank": face.blank,
    }[element]


@lru_cache(maxsize=8)  # the same for every enlargement and band the key is laid out in
def samples(game) -> tuple[tuple[tuple[str, ...], object, str], ...]:
    """(elements, counter, face) of each sample the key shows: the example counter's back, then the first
    counter showing each other convention the example's front does not; one sample explains all the
    conventions it shows. Only conventions the game (or printkit's defaults) has words for."""
    example = example_counter(game)
    words = key_words(game)
    shown = called_out(game, example) if example else set()
    out: list[tuple[list, object, str]] = []

    def add(element, counter, which):
        for entry in out:
            if entry[1] is counter and entry[2] == which:
                entry[0].append(element)
                return
        out.append(([element], counter, which))

    if example and "back" in words and _flips(game, example):
        add("back", example, "back")
    for element in CONVENTIONS[1:]:
        if element not in words or element in shown:
            continue
        for c in game.counters.pieces:
            which = next((w for w in ("front", "back") if _has(game, c, w, element)), None)
            if which:
                add(element, c, which)
                break
    # a unit type whose counter reads otherwise than the example (its own values: a demolition team's two
    # strengths), explained by the game's words for it ('unit.TYPE'), shown with its first counter's front
    for key in words:
        if key.startswith(UNIT_WORDS) and key[len(UNIT_WORDS):] in game.unit_types:
            c = next((c for c in game.counters.pieces if c.type == key[len(UNIT_WORDS):]), None)
            if c is not None:
                add(key, c, "front")
    return tuple((tuple(e), c, w) for e, c, w in out)


def _flips(game, counter) -> bool:
    """Its back is a face of its own (not blank, not the front again)."""
    from printkit.layout.counters import resolve_face

    from printkit.model.record import fields

    back, front = resolve_face(game, counter, "back"), resolve_face(game, counter, "front")
    return not back.blank and any(getattr(back, f.name) != getattr(front, f.name) for f in fields(back))


def key_words(game) -> dict[str, str]:
    return {**DEFAULTS, **(game.kit.counter_key or {})}


def _face(game, counter, which: str, scale: float, x: float, y: float) -> list:
    """A counter face without its cut and read-back marks (it is no piece to cut), scaled, at (x, y)."""
    from printkit.layout.counters import draw_face

    s = game.counter_sheet.size
    face = [i for i in draw_face(game, counter, which, 0, 0, s, 0) if not isinstance(i, Marker)
            and not (isinstance(i, Rect) and i.tag)]
    big = s * scale
    out = [Group(tuple(face), x, y, clip=(x, y, big, big), scale=scale),
           Rect(x, y, big, big, Style(stroke="#333333", width=0.4))]
    if scale == 1.0:  # at actual size it is text on a counter (preflight's floor for counter text)
        out.append(Marker(x + s / 2, y + s / 2, f"ctr:{counter.id}:key:sample"))
    else:  # enlarged: counter art all the same (its type fits the face, not the page's type scale)
        out.append(Marker(x + big / 2, y + big / 2, f"art:{big:.2f}"))
    return out


def _reach(game, counter, element: str, s: float) -> float:
    """Half the width of an element on the counter's face (counter units): a line from a label meets the
    element's end, not its middle, and crosses none of its figures."""
    from printkit.fonts import width
    from printkit.layout.counters import resolve_face
    from printkit.layout.textflow import fit

    if element == "top":
        face = resolve_face(game, counter, "front")
        top = face.top if face.top is not None else counter.label
        room = 0.66 * s if (face.corner or face.star) else 0.9 * s
        return width(top, fit(top, 0.14 * s, room, "DejaVuSans-Bold"), "DejaVuSans-Bold") / 2
    return {"symbol": 0.26 * s, "value": 0.3 * s}.get(element, 0.06 * s)


def _sides(points, s: float) -> list[bool]:
    """For each callout (element, x, y): does its line leave the counter on the left? Only where another
    callout's element sits to its right at about its height (the line out to the right would cross it: the
    name before a corner's movement figure, a type symbol before a value beside it)."""
    return [any(qx > px + 0.12 * s and abs(qy - py) < 0.12 * s for _, qx, qy in points) for _, px, py in points]


def _main(game, counter, x: float, y: float, words: dict, scale: float) -> tuple[list, float, float]:
    """The enlarged front with its callouts (each label wrapped to LABEL_WORDS), on the right of the counter
    and, for an element with another to its right, on the left, so no line crosses a figure on the way out:
    items, width, height."""
    from printkit.fonts import width
    from printkit.layout.i18n import t

    s = game.counter_sheet.size
    big = s * scale
    points = sorted(callouts(game, counter, s), key=lambda p: p[2])
    left = _sides(points, s)
    labels = [wrap(t(game.lang, words[element]), LABEL, LEFT_WORDS if lf else LABEL_WORDS, "DejaVuSans")
              for (element, _, _), lf in zip(points, left)]
    left_w = max((width(line, LABEL, "DejaVuSans") for lines, lf in zip(labels, left) if lf for line in lines),
                 default=0.0)
    cx = x + (left_w + 16 if any(left) else 0.0)  # the counter's left edge
    items = _face(game, counter, "front", scale, cx, y)
    pen = Style(stroke="#333333", width=0.35)
    widest, height = 0.0, big
    for side in (False, True):
        these = [(p, lines) for p, lines, lf in zip(points, labels, left) if lf == side]
        steps = [max(LABEL * 1.5, len(lines) * LABEL * 1.2 + 3) for _, lines in these]
        spare = max(0.0, big - sum(steps)) / max(1, len(steps))  # spread the labels down the counter's height
        ly = y
        for ((element, px, py), lines), step in zip(these, steps):
            mid = ly + (step + spare) / 2
            if side:  # the few labels on the left at their element's height, where the one above leaves room
                mid = max(ly + step / 2, y + py * scale)
                ly = mid - (step + spare) / 2
            reach = _reach(game, counter, element, s)
            ay = y + py * scale
            if side:  # from the element's left end out of the counter's left edge
                ax = cx + max(0.04 * s, px - reach) * scale
                edge, label_x, anchor = cx - 3, cx - 16, "end"
                items += [Line(ax, ay, edge, mid, pen), Line(edge, mid, label_x + 2, mid, pen)]
            else:  # from its right end out of the right edge
                ax = cx + min(0.96 * s, px + reach) * scale
                edge, label_x, anchor = cx + big + 3, cx + big + 16, "start"
                items += [Line(ax, ay, edge, mid, pen), Line(edge, mid, label_x - 2, mid, pen)]
            first = mid + LABEL * 0.35 - (len(lines) - 1) * LABEL * 0.6
            for i, line in enumerate(lines):
                items.append(Text(label_x, first + i * LABEL * 1.2, line, LABEL, "DejaVuSans", INK, anchor))
                if not side:
                    widest = max(widest, width(line, LABEL, "DejaVuSans"))
            ly += step + spare
        height = max(height, ly - y)
    return items, cx + big + 16 - x + widest, height


def _entry(game, elements, counter, which, x: float, y: float, words: dict,
           measure: float = ENTRY_WORDS) -> tuple[list, float]:
    """One sample at actual size with its words beside it, wrapped to `measure` pt: items, height."""
    from printkit.layout.i18n import t

    s = game.counter_sheet.size
    items = _face(game, counter, which, 1.0, x, y)
    text = "; ".join(t(game.lang, words[e]) for e in elements)
    lines = wrap(text, ENTRY, measure, "DejaVuSans")
    top = y + max(0.0, (s - len(lines) * ENTRY * 1.25) / 2)
    for i, line in enumerate(lines):
        items.append(Text(x + s + 6, top + ENTRY + i * ENTRY * 1.25, line, ENTRY, "DejaVuSans", INK))
    return items, max(s, len(lines) * ENTRY * 1.25)


def key_block(game, x: float, y: float, w: float, scale: float = SCALES[0], heading: bool = True) -> tuple[list, float]:
    """The key at (x, y) in a band w wide: the counter enlarged `scale` times and its labels, the samples to
    their right (in columns) or, in a narrow band, below them. Items and height.

    Laid out once per game and arguments: packing asks for its height on every paper and place_key again for
    each enlargement it tries (8 layouts of a Case Blue kit, 0.1 s each, before this memo)."""
    items, height = _key_block(game, x, y, w, scale, heading)
    return list(items), height


@lru_cache(maxsize=32)
def _key_block(game, x: float, y: float, w: float, scale: float, heading: bool) -> tuple[tuple, float]:
    items, height = _laid_out_key(game, x, y, w, scale, heading)
    return tuple(items), height


def key_heading(game) -> str:
    """'Key to the counters', captioned '(reconstructed)' where the counters carry play values."""
    from printkit.layout.i18n import t
    from printkit.layout.reconstructed import caption, counters_reconstructed

    return caption(game.lang, t(game.lang, "Key to the counters"), counters_reconstructed(game, game.counters))


def _laid_out_key(game, x: float, y: float, w: float, scale: float, heading: bool = True) -> tuple[list, float]:
    counter = example_counter(game)
    if counter is None:
        return [], 0.0
    words = key_words(game)
    # under a title bar of its own (the player aid's), the key starts without its heading line
    items: list = [Text(x, y + 8, key_heading(game), 8.5, "DejaVuSans-Bold", INK)] if heading else []
    top = y + (14 if heading else 4)
    main, main_w, main_h = _main(game, counter, x, top, words, scale)
    items += main
    s = game.counter_sheet.size
    entry_w = s + 6 + ENTRY_WORDS + 10
    entries = samples(game)
    if not entries:
        return items, 14 + main_h + 4
    beside = x + main_w + 14
    cols = int((x + w - beside + 10) // entry_w)  # the last column needs no gap after it
    measure = ENTRY_WORDS
    if cols == 1 and len(entries) > 2:  # two narrower columns beside the counter, rather than one long one
        narrow = (x + w - beside + 10) / 2 - s - 16
        if narrow >= MIN_ENTRY_WORDS:
            cols, measure = 2, narrow
            entry_w = s + 6 + measure + 10
    if cols >= 1:
        ex, ey = beside, top
    else:
        ex, ey, cols = x, top + main_h + 8, max(1, int((w + 10) // entry_w))
    per = -(-len(entries) // cols)
    bottom = top + main_h
    for col in range(cols):
        cy = ey
        for elements, c, which in entries[col * per:(col + 1) * per]:
            part, h = _entry(game, elements, c, which, ex + col * entry_w, cy, words, measure)
            items += part
            cy += h + 5
        bottom = max(bottom, cy - 5)
    return items, bottom - y + 4


def key_height(game, w: float) -> float:
    """The least height the key takes in a band w wide (its smallest enlargement)."""
    return key_block(game, 0, 0, w, SCALES[-1])[1]


def place_key(game, pages: list, bands: list[tuple[float, float] | None], width: float | None = None,
              x: float | None = None) -> list:
    """Put the key in a free band (top, bottom) of the pages, as large as a band takes it, fronts pages
    first; else on a page of its own after the sheets. `width`/`x`: the bands' width and left edge (default:
    the page's content width)."""
    from printkit.layout import furniture
    from printkit.layout.scene import Page

    first = pages[0]
    left = furniture.MARGIN if x is None else x
    room = first.width - 2 * furniture.MARGIN if width is None else width
    if not key_block(game, left, 0, room)[0]:
        return pages
    order = sorted(range(len(pages)), key=lambda i: (not pages[i].name.endswith("fronts"), i))
    for scale in SCALES:
        height = key_block(game, left, 0, room, scale)[1]
        for i in order:
            if bands[i] and bands[i][1] - bands[i][0] >= height:
                pages[i].add(*key_block(game, left, bands[i][0], room, scale)[0])
                return pages
    page = Page(first.width, first.height, KEY_PAGE)
    furniture.header(page, f"{furniture.running_title(game)} - key to the counters", "")
    furniture.ruler(page)
    _, top, cw, _ = furniture.content_box(page)
    page.add(*key_block(game, furniture.MARGIN, top, cw)[0])
    return pages + [page]
