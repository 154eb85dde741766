"""One counter face as scene items: colour with bleed, label, type symbol, value, stripe, marks."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from printkit.errors import PrintkitError
from printkit.layout.ink_band import band
from printkit.layout.scene import Circle, Marker, Polygon, Rect, Style, Text
from printkit.layout.textflow import fit
from printkit.layout.symbols import MIN_TEXT, aircraft, echelon_mark, nato, ring_of_stars
from printkit.layout.symbols import reminder as _reminder
from printkit.model.pieces import Face
from printkit.colors import mix

STRIPE = "#f2c12e"
DARK = "#111111"


def resolve_face(game, counter, which: str) -> Face:
    """The face a counter shows on 'front' or 'back': its own, else its unit type's, with {cv} filled in.
    Kept per game (the sheets, the counter key's search for samples and the read-back marks resolve the same
    faces: 2,250 times for the 280-counter sheet before, 560 now)."""
    try:
        memo = _FACES[game]
    except KeyError:
        memo = _FACES[game] = {}
    except TypeError:  # not weakly referable: not memoized
        return _resolve_face(game, counter, which)
    found = memo.get((id(counter), which))
    if found is None or found[0] is not counter:
        found = memo[(id(counter), which)] = (counter, _resolve_face(game, counter, which))
    return found[1]


_FACES: WeakKeyDictionary = WeakKeyDictionary()
_TEXTS = ("value", "mark", "top", "text", "bottom", "side_text", "corner")  # a Face's fields that take {fields}


def _resolve_face(game, counter, which: str) -> Face:
    """The face filled in. Counters showing the same face with the same values of the fields it names share
    one filled Face (the 280-counter sheet's 560 faces are 36 of them: '{cv}' of nine values)."""
    from printkit import face_text

    utype = game.unit_types[counter.type]
    face = getattr(counter, which) or getattr(utype, which)
    fields = face_text.values(counter, utype)
    try:
        shared = _FILLED.get(game)
        if shared is None:
            shared = _FILLED[game] = {}
        names = shared.get(id(face))
        if names is None or names[0] is not face:
            names = shared[id(face)] = (face, sorted({name for attr in _TEXTS if getattr(face, attr)
                                                      for _, name, _ in face_text.parts(getattr(face, attr), fields)
                                                      if name is not None}))
        key = (id(face), *[(fields[name].__class__, fields[name]) for name in names[1]])  # 1 and True differ
        found = shared.get(key)
    except (KeyError, TypeError, face_text.FaceTextError):  # a game not weakly referable, an unhashable value,
        return _fill_face(face, counter, fields)  # a bad text (said by _fill_face, as without the memo)
    if found is None:
        found = shared[key] = _fill_face(face, counter, fields)
    return found


_FILLED: WeakKeyDictionary = WeakKeyDictionary()  # game -> {id(face): (face, names), (id(face), values): Face}


def _fill_face(face, counter, fields: dict) -> Face:
    from printkit import face_text

    def fill(text):
        try:
            return face_text.fill(text, fields)
        except face_text.FaceTextError as exc:  # the loader refuses these (load/faces.py): a bug if it comes here
            raise PrintkitError(f"counter {counter.id}: {exc}") from None

    return Face(value=fill(face.value), stripe=face.stripe, symbol=face.symbol, blank=face.blank,
                mark=fill(face.mark), top=fill(face.top), text=fill(face.text), bottom=fill(face.bottom),
                bottom_stripe=face.bottom_stripe, side_text=fill(face.side_text), side_text_at=face.side_text_at,
                star=face.star, upgrade=face.upgrade, reminder=face.reminder, corner=fill(face.corner),
                corner_circle=face.corner_circle, corner_color=face.corner_color, rifles=face.rifles,
                stripe_color=face.stripe_color, emblem=face.emblem, silhouette=face.silhouette)


def draw_face(game, counter, which: str, x: float, y: float, size: float, bleed: float, copy: int = 1) -> list:
    """Items for one face whose cut square has its top-left corner at (x, y)."""
    side = game.sides[counter.side]
    utype = game.unit_types[counter.type]
    face = resolve_face(game, counter, which)
    s = size
    ink = side.text_color
    if counter.function and not face.blank:
        from printkit.layout.marker_face import marker_face

        return marker_face(game, counter, face, x, y, s, bleed) + _cut(counter, side, which, x, y, s, copy)
    items: list = [Rect(x - bleed, y - bleed, s + 2 * bleed, s + 2 * bleed, Style(fill=side.color))] \
        + band(side, x, y, s, bleed)
    top = face.top if face.top is not None else counter.label
    echelon = utype.echelon if face.symbol and utype.symbol not in ("none", "aircraft") and not face.blank else None
    if top and (face.corner or face.star) and not face.blank:  # keep clear of the corner: centre in the width left
        items.append(Text(x + 0.38 * s, y + 0.19 * s, top, fit(top, 0.14 * s, 0.66 * s, "DejaVuSans-Bold"),
                          "DejaVuSans-Bold", ink, "middle"))
    elif top and echelon:  # a little higher and smaller: the unit-size mark sits between it and the symbol
        items.append(Text(x + s / 2, y + 0.155 * s, top, fit(top, 0.13 * s, 0.9 * s, "DejaVuSans-Bold"),
                          "DejaVuSans-Bold", ink, "middle"))
    elif top:
        items.append(Text(x + s / 2, y + 0.19 * s, top, fit(top, 0.14 * s, 0.9 * s, "DejaVuSans-Bold"),
                          "DejaVuSans-Bold", ink, "middle"))
    if face.bottom_stripe:
        items.append(Rect(x - bleed, y + 0.76 * s, s + 2 * bleed, 0.24 * s + bleed, Style(fill=STRIPE)))
    if face.bottom and face.reminder and not face.blank:  # keep clear of the reminder in the corner
        items.append(Text(x + 0.385 * s, y + 0.93 * s, face.bottom, fit(face.bottom, 0.17 * s, 0.6 * s, "DejaVuSans-Bold"),
                          "DejaVuSans-Bold", DARK if face.bottom_stripe else ink, "middle"))
    elif face.bottom:
        items.append(Text(x + s / 2, y + 0.93 * s, face.bottom, fit(face.bottom, 0.17 * s, 0.8 * s, "DejaVuSans-Bold"),
                          "DejaVuSans-Bold", DARK if face.bottom_stripe else ink, "middle"))
    if face.side_text:
        left = face.side_text_at == "left"
        # up the side, between the corner marks (a star top right, an upgrade symbol top left) and the bottom text
        start = 0.26 if (face.star and not left and face.upgrade) or (face.upgrade and left) else 0.06
        end = 0.95
        if face.bottom:  # down to the bottom text's line only where the bottom text leaves the corner free
            from printkit.fonts import width

            reach = width(face.bottom, fit(face.bottom, 0.17 * s, 0.8 * s, "DejaVuSans-Bold"), "DejaVuSans-Bold") / 2
            end = 0.95 if 0.5 * s + reach < 0.84 * s and not face.bottom_stripe else 0.76
        size = fit(face.side_text, 0.16 * s, (end - start) * s, "DejaVuSans-Bold", MIN_TEXT)
        items.append(Text(x + (0.17 * s if left else 0.93 * s), y + (start + end) / 2 * s, face.side_text, size,
                          "DejaVuSans-Bold", ink, "middle", angle=90))
    if face.upgrade:
        items += _upgrade(x + 0.12 * s, y + 0.12 * s, 0.09 * s, ink)
    if face.star:  # top right; top left when the ID runs up the right side and no upgrade symbol is there
        star_left = not face.upgrade and face.side_text and face.side_text_at == "right"
        items += _star(x + (0.14 if star_left else 0.86) * s, y + 0.14 * s, 0.09 * s, ink)
    if face.text and not face.blank:
        lines = face.text.split("\n")
        # keep clear of a side text: centre the words in the width that is left
        left, right = (0.3, 0.04) if face.side_text and face.side_text_at == "left" else \
            (0.04, 0.3) if face.side_text else (0.07, 0.07)
        room = (1 - left - right) * s
        size = min(fit(line, 0.2 * s, room, "DejaVuSans-Bold") for line in lines)
        top_y = y + 0.5 * s - (len(lines) - 1) * size * 0.6 + size * 0.35
        for i, line in enumerate(lines):
            items.append(Text(x + left * s + room / 2, top_y + i * size * 1.2, line, size, "DejaVuSans-Bold", ink,
                              "middle"))
    if face.corner and not face.blank:
        items += _corner(face, x + 0.84 * s, y + 0.17 * s, s, face.corner_color or ink)
    if face.rifles and not face.blank:
        items += _rifles(face.rifles, x + 0.13 * s, y + 0.3 * s, s, ink)
    if face.reminder and not face.blank:
        items += _reminder(face.reminder, x + 0.84 * s, y + 0.84 * s, 0.12 * s, ink)
    if not face.blank:
        if face.stripe:
            items.append(Rect(x - bleed, y + 0.64 * s, s + 2 * bleed, 0.3 * s, Style(fill=face.stripe_color or STRIPE)))
        if face.emblem == "ring_of_stars":
            items += ring_of_stars(x + s / 2, y + 0.47 * s, 0.12 * s)
        if face.symbol and utype.symbol == "aircraft":
            items += aircraft(x + s / 2, y + 0.42 * s, 0.5 * s, DARK if _light(side.color) else "#000000")
        elif face.symbol and utype.symbol != "none":
            box = (x + 0.24 * s, y + 0.25 * s, 0.52 * s, 0.33 * s)
            if echelon:  # NATO unit-size mark centred above the frame
                box = (x + 0.26 * s, y + 0.31 * s, 0.48 * s, 0.28 * s)
                items += echelon_mark(x + s / 2, y + 0.285 * s, 0.075 * s, echelon, ink)
            items += nato(utype.symbol, box, DARK, mix(side.band or side.color, "#ffffff", 0.7), utype.symbol_text)
        if face.mark:
            items.append(Text(x + 0.88 * s, y + 0.5 * s, face.mark, 0.2 * s, "DejaVuSans-Bold", ink, "middle"))
        if face.value:  # as large as the counter's width allows ('3-2-10' on a 1/2 in counter)
            items.append(Text(x + s / 2, y + 0.9 * s, face.value, fit(face.value, 0.3 * s, 0.9 * s, "DejaVuSans-Bold",
                                                                       MIN_TEXT), "DejaVuSans-Bold",
                              DARK if face.stripe else ink, "middle"))
    return items + _cut(counter, side, which, x, y, s, copy)


def _cut(counter, side, which: str, x: float, y: float, s: float, copy: int) -> list:
    """The cut square (tagged for the die-cut layer) and the marker verify finds the counter by."""
    return [Rect(x, y, s, s, Style(stroke=mix(side.color, "#000000", 0.35), width=0.25), tag=f"cut:{counter.id}:{copy}"),
            Marker(x + s / 2, y + s / 2, f"ctr:{counter.id}:{copy}:{which}")]


def _corner(face, cx: float, cy: float, s: float, ink: str) -> list:
    """The top-right corner number (a movement allowance), in a circle when the face asks for one."""
    size = fit(face.corner, 0.2 * s, 0.24 * s, "DejaVuSans-Bold")
    out = [Text(cx, cy + size * 0.36, face.corner, size, "DejaVuSans-Bold", ink, "middle")]
    if face.corner_circle:
        out.insert(0, Circle(cx, cy, 0.13 * s, Style(stroke=ink, width=max(0.4, s / 90))))
    return out


def _rifles(n: int, x: float, y: float, s: float, ink: str) -> list:
    """n small rifles stacked down the left edge beside the symbol: how many infantry units a vehicle
    carries (the top edge holds the name)."""
    from printkit.layout.silhouettes import rifle

    gap = 0.06 * s  # upright, side by side, as tall as the symbol
    return [item for i in range(n)
            for item in rifle(x + (i - (n - 1) / 2) * gap, y + 0.12 * s, 0.3 * s, ink, turn=-80.0)]


def _star(cx: float, cy: float, r: float, ink: str) -> list:
    """A five-pointed star (elite)."""
    import math

    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * i)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return [Polygon(tuple(pts), Style(fill=ink))]


def _upgrade(cx: float, cy: float, r: float, ink: str) -> list:
    """The upgrade symbol: an upward chevron."""
    pen = Style(stroke=ink, width=max(0.6, r / 3))
    return [Polygon(((cx - r, cy + r * 0.6), (cx, cy - r * 0.6), (cx + r, cy + r * 0.6)), pen, closed=False),
            Polygon(((cx - r, cy + r * 1.2), (cx, cy), (cx + r, cy + r * 1.2)), pen, closed=False)]


def _light(color: str) -> bool:
    from printkit.colors import rgb

    r, g, b = rgb(color)
    return 0.299 * r + 0.587 * g + 0.114 * b > 0.6
