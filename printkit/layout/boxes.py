"""Boxes and tracks printed on maps and displays."""

from __future__ import annotations

from printkit.layout.scene import Line, Rect, Style, Text
from printkit.layout.textflow import fit
from printkit.units import PT_PER_MM


def owner_side(game, owner: str | None):
    """The side that colours a box: the side itself, or the first side of a faction."""
    if owner is None:
        return None
    if owner in game.sides:
        return game.sides[owner]
    return next((s for s in game.sides.values() if s.faction == owner), None)


def draw_box(game, box) -> list:
    """A titled box, split into named sections when it has them (a track is a box of many sections)."""
    x, y, w, h = (v * PT_PER_MM for v in box.rect)
    side = owner_side(game, box.side)
    color = side.color if side else "#dddddd"
    out = [Rect(x, y, w, h, Style(fill="#ffffff", stroke="#1a1a1a", width=1.0)),
           Rect(x, y, w, 14, Style(fill=color, stroke="#1a1a1a", width=1.0)),
           Text(x + 5, y + 10, box.name, 8.5, "DejaVuSans-Bold",
                side.text_color if side else "#000000")]
    if box.sections and box.columns:
        out += _track(box, x, y + 14, w, h - 14)
    elif box.sections:
        n = len(box.sections)
        cw = w / n
        for i, name in enumerate(box.sections):
            sx = x + i * cw
            if i:
                out.append(Line(sx, y + 14, sx, y + h, Style(stroke="#1a1a1a", width=0.6)))
            size = fit(name, 7.5 if n < 4 else 9, cw - 3, "DejaVuSans-Bold")
            out.append(Text(sx + cw / 2, y + 25, name, size, "DejaVuSans-Bold", "#444444", "middle"))
    if box.text:
        out.append(Text(x + w / 2, y + h / 2 + 14, box.text, 22, "DejaVuSans-Bold", "#777777", "middle"))
    return out


def _track(box, x, y, w, h) -> list:
    """Sections wrapped into rows of `box.columns` numbered squares (a long record track)."""
    cols = box.columns
    rows = -(-len(box.sections) // cols)
    cw, ch = w / cols, h / rows
    out = []
    for i, name in enumerate(box.sections):
        cx, cy = x + (i % cols) * cw, y + (i // cols) * ch
        out.append(Rect(cx, cy, cw, ch, Style(stroke="#1a1a1a", width=0.5)))
        out.append(Text(cx + 3, cy + 9, name, fit(name, 8, cw - 4, "DejaVuSans-Bold"), "DejaVuSans-Bold", "#444444"))
    return out
