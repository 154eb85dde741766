"""One counter face as scene items: colour with bleed, label, type symbol, value, stripe, marks."""

from __future__ import annotations

from printkit.errors import PrintkitError
from printkit.layout.scene import Marker, Rect, Style, Text
from printkit.layout.symbols import aircraft, nato
from printkit.model.pieces import Face
from printkit.render.colors import mix

STRIPE = "#f2c12e"
DARK = "#111111"


def resolve_face(game, counter, which: str) -> Face:
    """The face a counter shows on 'front' or 'back': its own, else its unit type's, with {cv} filled in."""
    utype = game.unit_types[counter.type]
    face = getattr(counter, which) or getattr(utype, which)
    fields = {"cv": "" if counter.cv is None else counter.cv, "label": counter.label}

    def fill(text):
        if text is None:
            return None
        try:
            return text.format(**fields)
        except (KeyError, IndexError, ValueError) as exc:
            raise PrintkitError(f"counter {counter.id}: cannot fill in {text!r}: {exc}") from None

    return Face(value=fill(face.value), stripe=face.stripe, symbol=face.symbol, blank=face.blank,
                mark=fill(face.mark), top=fill(face.top))


def draw_face(game, counter, which: str, x: float, y: float, size: float, bleed: float, copy: int = 1) -> list:
    """Items for one face whose cut square has its top-left corner at (x, y)."""
    side = game.sides[counter.side]
    utype = game.unit_types[counter.type]
    face = resolve_face(game, counter, which)
    s = size
    ink = side.text_color
    items: list = [Rect(x - bleed, y - bleed, s + 2 * bleed, s + 2 * bleed, Style(fill=side.color))]
    top = face.top if face.top is not None else counter.label
    items.append(Text(x + s / 2, y + 0.19 * s, top, 0.14 * s, "DejaVuSans-Bold", ink, "middle"))
    if not face.blank:
        if face.stripe:
            items.append(Rect(x - bleed, y + 0.64 * s, s + 2 * bleed, 0.3 * s, Style(fill=STRIPE)))
        if face.symbol and utype.symbol == "aircraft":
            items += aircraft(x + s / 2, y + 0.42 * s, 0.5 * s, DARK if _light(side.color) else "#000000")
        elif face.symbol and utype.symbol != "none":
            box = (x + 0.24 * s, y + 0.25 * s, 0.52 * s, 0.33 * s)
            items += nato(utype.symbol, box, DARK, mix(side.color, "#ffffff", 0.7))
        if face.mark:
            items.append(Text(x + 0.88 * s, y + 0.5 * s, face.mark, 0.2 * s, "DejaVuSans-Bold", ink, "middle"))
        if face.value:
            items.append(Text(x + s / 2, y + 0.9 * s, face.value, 0.3 * s, "DejaVuSans-Bold",
                              DARK if face.stripe else ink, "middle"))
    items.append(Rect(x, y, s, s, Style(stroke=mix(side.color, "#000000", 0.35), width=0.25), tag=f"cut:{counter.id}:{copy}"))
    items.append(Marker(x + s / 2, y + s / 2, f"ctr:{counter.id}:{copy}:{which}"))
    return items


def _light(color: str) -> bool:
    from printkit.render.colors import rgb

    r, g, b = rgb(color)
    return 0.299 * r + 0.587 * g + 0.114 * b > 0.6
