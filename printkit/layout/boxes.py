"""Boxes and tracks printed on maps and displays."""

from __future__ import annotations

from printkit.layout.scene import Marker, Rect, Style, Text
from printkit.colors import mix
from printkit.layout.textflow import fit
from printkit.units import PT_PER_MM


def owner_side(game, owner: str | None):
    """The side that colours a box: the side itself, or the first side of a faction."""
    if owner is None:
        return None
    if owner in game.sides:
        return game.sides[owner]
    return next((s for s in game.sides.values() if s.faction == owner), None)


PAPER = "#fbfaf6"
BAND = 14.0  # pt: the title band
INK = "#1a1a1a"


def box_colors(side) -> tuple[str, str, str, str]:
    """A box's band colour, band text colour, body tint and line colour: the owning side's, else neutral."""
    band = side.color if side else "#5f6670"
    text = side.text_color if side else "#ffffff"
    if side is not None and side.band:  # a low-ink kit: a white band, the side's colour in the tint and lines
        return band, text, mix(side.band, PAPER, 0.85), text
    return band, text, mix(band, PAPER, 0.85), _readable(mix(band, "#000000", 0.35))


def _readable(line: str) -> str:
    """The frame's colour, darkened (hue kept) until the section names written in it read 4.5:1 on the paper
    (a white or pale side's frame would print them pale grey)."""
    from printkit.wcag import MIN_TEXT_CONTRAST, contrast_ratio

    t, out = 0.0, line
    while contrast_ratio(out, PAPER) < MIN_TEXT_CONTRAST and t < 1:
        t = min(1.0, t + 0.05)
        out = mix(line, "#000000", t)
    return out


def piece_size(game, holds: str = "counters") -> float | None:
    """The size (pt) of the largest piece a space holding `holds` must fit: the counter or the chit sheet's."""
    sheet = game.chit_sheet if holds == "chits" else game.counter_sheet
    return sheet.size if sheet is not None else None


def space_note(x: float, y: float, name: str, need: float | None) -> list:
    """The read-back note of a space a counter goes in, at the top-left corner of its drawn rectangle: which
    space and the piece (mm) it must hold; `printkit preflight` measures the rectangle there in the PDF."""
    if not need:
        return []
    return [Marker(x, y, f"space:{need / PT_PER_MM:.2f}:{name}")]


def draw_box(game, box) -> list:
    """A box as a game prints it: a frame in its side's colour, a title band, a tinted body holding a
    paper panel per section (a track: one numbered square per space), and any value marked in it."""
    x, y, w, h = (v * PT_PER_MM for v in box.rect)
    band, band_text, tint, line = box_colors(owner_side(game, box.side))
    need = piece_size(game, box.holds)
    out = [Rect(x, y + BAND, w, h - BAND, Style(fill=tint, stroke=line, width=1.4)),
           Rect(x, y, w, BAND, Style(fill=band, stroke=line, width=1.4)),
           Text(x + 5, y + 10, box.name, fit(box.name, 8.5, w - 10, "DejaVuSans-Bold"), "DejaVuSans-Bold", band_text)]
    body = (x, y + BAND, w, h - BAND)
    if box.sections and box.columns:
        out += _track(box, *body, line, need)
    elif box.sections:
        out += _sections(box, *body, line, need)
    else:
        out += space_note(x, y + BAND, box.id, need)
    if box.text:
        size = min(22.0, (h - BAND) * 0.5)
        out.append(Text(x + w / 2, y + BAND + (h - BAND) / 2 + size * 0.36, box.text, size, "DejaVuSans-Bold",
                        mix(line, PAPER, 0.35), "middle"))
    return out


def _pad(cw: float, ch: float) -> float:
    return min(1.4 * PT_PER_MM, 0.07 * min(cw, ch))


def _sections(box, x, y, w, h, line, need=None) -> list:
    """Sections side by side, each a paper panel with its name at the top."""
    n = len(box.sections)
    cw = w / n
    pad = _pad(cw, h)
    out = []
    for i, name in enumerate(box.sections):
        sx = x + i * cw
        out.append(Rect(sx + pad, y + pad, cw - 2 * pad, h - 2 * pad, Style(fill=PAPER, stroke=line, width=0.6)))
        out += space_note(sx + pad, y + pad, f"{box.id}/{name}", need)
        size = fit(name, 7.5 if n < 4 else 9, cw - 2 * pad - 3, "DejaVuSans-Bold")
        out.append(Text(sx + cw / 2, y + pad + size + 2.5, name, size, "DejaVuSans-Bold", line, "middle"))
    return out


def _track(box, x, y, w, h, line, need=None) -> list:
    """Sections wrapped into rows of `box.columns` numbered squares (a long record track)."""
    cols = box.columns
    rows = -(-len(box.sections) // cols)
    cw, ch = w / cols, h / rows
    pad = _pad(cw, ch) * 0.6
    out = []
    for i, name in enumerate(box.sections):
        cx, cy = x + (i % cols) * cw, y + (i // cols) * ch
        out.append(Rect(cx + pad, cy + pad, cw - 2 * pad, ch - 2 * pad, Style(fill=PAPER, stroke=line, width=0.6)))
        out += space_note(cx + pad, cy + pad, f"{box.id}/{name}", need)
        size = fit(name, 9, cw - 2 * pad - 4, "DejaVuSans-Bold")
        out.append(Text(cx + pad + 2.5, cy + pad + size + 1.5, name, size, "DejaVuSans-Bold", line))
    return out


def section_centres(box) -> dict[str, tuple[float, float, float]]:
    """Section name -> (x, y, room) in points: the centre of its panel as draw_box lays it out (side by side, or
    wrapped into rows of `columns`), and the panel's smaller side; where a piece in that section is shown."""
    x, y, w, h = (v * PT_PER_MM for v in box.rect)
    y, h = y + BAND, h - BAND
    n = len(box.sections)
    cols = box.columns or n or 1
    rows = -(-n // cols) if n else 1
    cw, ch = w / cols, h / rows
    return {name: (x + (i % cols + 0.5) * cw, y + (i // cols + 0.5) * ch, min(cw, ch))
            for i, name in enumerate(box.sections)}


def cell_sizes(box) -> list[tuple[float, float]]:
    """The inner size (mm) of every space of a box a counter goes in: a section's panel, a track's square,
    the whole body of a box without sections (what a counter must fit, +1 mm, issue 21)."""
    x, y, w, h = box.rect
    body = h - BAND / PT_PER_MM
    if box.sections and box.columns:
        rows = -(-len(box.sections) // box.columns)
        cw, ch = w / box.columns, body / rows
        pad = _pad(cw * PT_PER_MM, ch * PT_PER_MM) * 0.6 / PT_PER_MM
        return [(cw - 2 * pad, ch - 2 * pad)] * len(box.sections)
    if box.sections:
        cw = w / len(box.sections)
        pad = _pad(cw * PT_PER_MM, body * PT_PER_MM) / PT_PER_MM
        return [(cw - 2 * pad, body - 2 * pad)] * len(box.sections)
    return [(w, body)]
