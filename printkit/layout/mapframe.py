"""A map's furniture as published maps carry it: title cartouche, compass rose, scale bar, framed legend."""

from __future__ import annotations

import math

from printkit.layout.scene import Circle, Line, Polygon, Rect, Style, Text

INK = "#1a1a1a"
PAPER = "#fbfaf6"
CARTOUCHE_FILL = "#f3ecd8"


def cartouche(title: str, x: float, y: float, size: float = 15, subtitle: str = "") -> tuple[list, tuple]:
    """The map's title in a double-ruled frame, top-left at (x, y); returns items and the frame's box."""
    from printkit.fonts import width

    pad = size * 0.6
    w = max(width(title, size, "DejaVuSans-Bold"), width(subtitle, size * 0.5) if subtitle else 0) + 2 * pad
    h = size * 1.25 + 2 * pad * 0.7 + (size * 0.75 if subtitle else 0)
    out = [Rect(x, y, w, h, Style(fill=CARTOUCHE_FILL, stroke=INK, width=1.4)),
           Rect(x + 2.5, y + 2.5, w - 5, h - 5, Style(stroke=INK, width=0.4)),
           Text(x + pad, y + pad * 0.7 + size, title, size, "DejaVuSans-Bold", INK)]
    if subtitle:
        out.append(Text(x + pad, y + pad * 0.7 + size * 1.95, subtitle, size * 0.5, "DejaVuSans", "#3a3a3a"))
    return out, (x, y, x + w, y + h)


def compass_rose(cx: float, cy: float, r: float, north: str = "N") -> list:
    """A north arrow: four-point star in a ring, the north point dark, 'N' above it."""
    out = [Circle(cx, cy, r * 0.62, Style(fill=PAPER, stroke=INK, width=0.6))]
    for k in range(4):
        a = math.radians(90 * k)
        tip = (cx + math.sin(a) * r, cy - math.cos(a) * r)
        left = (cx + math.sin(a - math.pi / 2) * r * 0.2, cy - math.cos(a - math.pi / 2) * r * 0.2)
        right = (cx + math.sin(a + math.pi / 2) * r * 0.2, cy - math.cos(a + math.pi / 2) * r * 0.2)
        dark = Style(fill=INK if k == 0 else "#6b6b6b", stroke=INK, width=0.4)
        light = Style(fill=PAPER, stroke=INK, width=0.4)
        out += [Polygon((tip, left, (cx, cy)), dark), Polygon((tip, right, (cx, cy)), light)]
    out.append(Text(cx, cy - r - 2.5, north, r * 0.55, "DejaVuSans-Bold", INK, "middle"))
    return out


def _nice(value: float) -> float:
    """The largest of 1, 2, 5 x 10^n not above value."""
    p = 10 ** math.floor(math.log10(value))
    return max(m * p for m in (1, 2, 5) if m * p <= value)


def _fmt(v: float) -> str:
    return f"{v:g}"


def scale_bar(scale, pt_per_unit: tuple[float, float], x: float, y: float, max_w: float, lang=None) -> tuple[list, float]:
    """A scale bar from the rules' scale (MapScale): alternating black and white blocks, ticks in the rules'
    unit, and a caption with the rule. pt_per_unit: points per unit at the least and the most scale the rules
    allow (one value: a single bar; a range: the bar is drawn for the middle and the caption gives the
    range). Returns items and the height used."""
    from printkit.layout.i18n import t

    lo_pt, hi_pt = pt_per_unit  # points per km (or m) at the largest and smallest stated scale
    mid = (lo_pt + hi_pt) / 2
    total = _nice(max_w / mid)
    step = total / (5 if str(int(total))[0] in "15" else 4)
    n = round(total / step)
    unit = t(lang, scale.unit)
    out = []
    for k in range(n):
        out.append(Rect(x + k * step * mid, y, step * mid, 3.2,
                        Style(fill=INK if k % 2 == 0 else PAPER, stroke=INK, width=0.4)))
    from printkit.fonts import width

    for k in range(n + 1):  # every number centred under its tick; the unit follows the last one
        label = _fmt(k * step)
        out.append(Text(x + k * step * mid, y + 10.5, label, 6.5, "DejaVuSans", INK, "middle"))
    end = x + n * step * mid + width(_fmt(n * step), 6.5, "DejaVuSans") / 2 + width(" ", 6.5, "DejaVuSans")
    out.append(Text(end, y + 10.5, unit, 6.5, "DejaVuSans", INK))
    lo, hi = scale.per_hex or scale.per_mm
    per = t(lang, "1 hex") if scale.per_hex else "1 mm"
    amount = _fmt(lo) if lo == hi else f"{_fmt(lo)}-{_fmt(hi)}"
    rule = f" ({t(lang, 'Rule')} {scale.rule})" if scale.rule else ""
    out.append(Text(x, y - 3, f"{t(lang, 'Scale')}{rule}: {per} ≈ {amount} {unit}", 6.5, "DejaVuSans", INK))
    return out, 17.0


def legend_frame(x: float, y: float, w: float, h: float, title: str) -> list:
    """The legend's frame and heading bar (title 8.5 pt bold on a dark bar)."""
    from printkit.layout.textflow import fit

    return [Rect(x, y, w, h, Style(fill=PAPER, stroke=INK, width=0.9)),
            Rect(x, y, w, 14, Style(fill="#2f3b48")),
            Text(x + 5, y + 10, title, fit(title, 8.5, w - 10, "DejaVuSans-Bold"), "DejaVuSans-Bold", "#ffffff")]


def bleed_background(w: float, h: float, bleed: float, color: str = PAPER) -> Rect:
    """The sheet's paper tone, running `bleed` past every trim edge (the full-size page's art bleed)."""
    return Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, Style(fill=color))
