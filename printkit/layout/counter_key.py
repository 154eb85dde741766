"""The key to a counter's layout, printed on the counter sheet: one unit counter drawn large, with a line
from each thing it shows (ID, unit size, type symbol, values ...) to the words saying what it is.

The words come from the game's `kit.counter_key` (element -> label), else from printkit's defaults.
"""

from __future__ import annotations

from printkit.layout.scene import Group, Line, Marker, Rect, Style, Text

SCALE = 2.2
LABEL = 7.0
DEFAULTS = {"top": "Unit ID", "side_text": "Unit ID", "echelon": "Unit size", "symbol": "Unit type",
            "value": "Combat value", "mark": "Special ability", "corner": "Movement", "bottom": "Nationality",
            "stripe": "Reduced side: stripe behind the value"}


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
    if top:
        out.append(("top", 0.8 * s, 0.12 * s))
    if utype.echelon and utype.symbol != "aircraft":
        out.append(("echelon", 0.64 * s, 0.25 * s))
    if face.side_text:
        out.append(("side_text", (0.17 if face.side_text_at == "left" else 0.93) * s, 0.5 * s))
    if face.symbol and utype.symbol != "none":
        out.append(("symbol", 0.76 * s, 0.45 * s))
    if face.corner:
        out.append(("corner", 0.84 * s, 0.17 * s))
    if face.mark:
        out.append(("mark", 0.88 * s, 0.45 * s))
    if face.value:
        out.append(("value", 0.7 * s, 0.8 * s))
    if face.bottom:
        out.append(("bottom", 0.75 * s, 0.92 * s))
    return out


def key_block(game, x: float, y: float, w: float) -> tuple[list, float]:
    """The key at (x, y): the enlarged counter on the left, the labels on the right."""
    from printkit.layout.counters import draw_face
    from printkit.layout.i18n import t

    counter = example_counter(game)
    if counter is None:
        return [], 0.0
    s = game.counter_sheet.size
    big = s * SCALE
    words = {**DEFAULTS, **(game.kit.counter_key or {})}
    face = [i for i in draw_face(game, counter, "front", 0, 0, s, 0) if not isinstance(i, Marker)
            and not (isinstance(i, Rect) and i.tag)]
    from printkit.layout.reconstructed import caption, counters_reconstructed

    heading = caption(game.lang, t(game.lang, "Key to the counters"), counters_reconstructed(game, game.counters))
    items: list = [Text(x, y + 8, heading, 8.5, "DejaVuSans-Bold", "#1a1a1a")]
    cx, cy = x, y + 14
    items.append(Group(tuple(face), cx, cy, clip=(cx, cy, big, big), scale=SCALE))
    items.append(Rect(cx, cy, big, big, Style(stroke="#333333", width=0.4)))
    points = sorted(callouts(game, counter, s), key=lambda p: p[2])
    label_x = cx + big + 16
    step = max(LABEL * 1.5, big / max(1, len(points)))
    pen = Style(stroke="#333333", width=0.35)
    for i, (element, px, py) in enumerate(points):
        ly = cy + step * (i + 0.5)
        ax, ay = cx + px * SCALE, cy + py * SCALE
        items += [Line(ax, ay, cx + big + 3, ly, pen), Line(cx + big + 3, ly, label_x - 2, ly, pen)]
        items.append(Text(label_x, ly + LABEL * 0.35, t(game.lang, words[element]), LABEL, "DejaVuSans", "#1a1a1a"))
    return items, 14 + max(big, step * len(points)) + 4


def place_key(game, pages: list, room_top: list[float], bottom: list[float]) -> list:
    """Put the key in the free space of the first fronts page with room for it; else on a page of its own
    after the sheets. room_top/bottom: the free band of each page (page coordinates)."""
    from printkit.layout import furniture
    from printkit.layout.scene import Page

    probe, height = key_block(game, 0, 0, 0)
    if not probe:
        return pages
    for i in range(0, len(pages), 2):
        if bottom[i] - room_top[i] >= height:
            items, _ = key_block(game, furniture.MARGIN, room_top[i], 0)
            pages[i].add(*items)
            return pages
    first = pages[0]
    page = Page(first.width, first.height, "Counter key")
    furniture.header(page, f"{game.title} - key to the counters", "")
    furniture.ruler(page)
    _, top, _, _ = furniture.content_box(page)
    page.add(*key_block(game, furniture.MARGIN, top, 0)[0])
    return pages + [page]
