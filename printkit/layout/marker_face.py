"""A marker's face: the function's colour and icon, its words below, its owner in a band along the top.

A marker that belongs to a side (a Prestige, Control or Initiative marker) carries the side's colour and
name in the top band, so both the function (body colour, icon) and the owner read at a glance.
"""

from __future__ import annotations

from printkit.layout import marker_icons
from printkit.layout.scene import Rect, Style, Text
from printkit.layout.textflow import fit
from printkit.render.contrast import best_ink

BAND = 0.24  # the owner band's height, as a share of the counter


def owns_units(game, side_id: str) -> bool:
    """A side that fields units (not a pool of neutral markers): its markers show it as their owner."""
    return any(c.side == side_id and game.unit_types[c.type].domain != "marker" for c in game.counters.pieces)


def marker_face(game, counter, face, x: float, y: float, s: float, bleed: float) -> list:
    """Items of one marker face (without the cut square) whose cut square's top-left is (x, y)."""
    side = game.sides[counter.side]
    body = marker_icons.color(counter.function)
    ink = best_ink(body)
    items: list = [Rect(x - bleed, y - bleed, s + 2 * bleed, s + 2 * bleed, Style(fill=body))]
    owner = face.bottom or side.abbreviation or side.name
    band = owns_units(game, counter.side)
    top = y
    if band:
        items.append(Rect(x - bleed, y - bleed, s + 2 * bleed, BAND * s + bleed, Style(fill=side.color)))
        items.append(Text(x + s / 2, y + 0.175 * s, owner, fit(owner, 0.15 * s, 0.8 * s, "DejaVuSans-Bold"),
                          "DejaVuSans-Bold", best_ink(side.color), "middle"))
        top = y + BAND * s
    lines = [ln.strip() for ln in (face.text or counter.label).split("\n")
             if ln.strip() and (len(ln.strip()) > 1 or ln.strip().isalnum())]  # a lone '▲': the icon says it
    room = (y + s) - top
    icon_r = room * (0.2 if lines else 0.3)
    cy = top + room * (0.3 if lines else 0.5)
    items += marker_icons.icon(counter.function, x + s / 2, cy, icon_r, ink)
    if face.reminder:
        from printkit.layout.counters import _reminder

        items += _reminder(face.reminder, x + 0.86 * s, top + 0.14 * s, 0.09 * s, ink)
    width = 0.9 * s
    if len(lines) == 1 and " " in lines[0] and fit(lines[0], 0.17 * s, width, "DejaVuSans-Bold") < 0.14 * s:
        lines = _two_lines(lines[0])  # 'Def. fire used': two lines read larger than one squeezed line
    if lines:
        size = max(5.0, min(min(fit(line, 0.17 * s, width, "DejaVuSans-Bold") for line in lines), room * 0.5 / len(lines)))
        first = top + room * 0.56 + size * 0.8
        step = min(size * 1.15, (y + 0.95 * s - first) / max(1, len(lines) - 1)) if len(lines) > 1 else 0
        for i, line in enumerate(lines):
            items.append(Text(x + s / 2, first + i * step, line, size, "DejaVuSans-Bold", ink, "middle"))
    if face.value:
        items.append(Text(x + 0.85 * s, y + 0.93 * s, face.value, 0.16 * s, "DejaVuSans-Bold", ink, "middle"))
    return items


def _two_lines(text: str) -> list[str]:
    """Split at the space nearest the middle."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return [text[:cut], text[cut + 1:]]
