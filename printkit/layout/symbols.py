"""Unit symbols drawn from primitives: NATO/APP-6 frames and icons, aircraft silhouettes.

Drawn by hand rather than through a symbol library: `military-symbol` does not import on Python 3.11
and `milsymbol` emits SVG markup only (the PDF backend would need an SVG importer), and neither has
the wargame icons needed here (irregular, infantry gun) at counter size. These are a few lines each.
"""

from __future__ import annotations

from printkit.layout.scene import Ellipse, Line, Polygon, Rect, Style, Text, Circle

Box = tuple[float, float, float, float]
MIN_TEXT = 4.5  # pt: the smallest text on a counter (preflight's minimum for it)


def nato(symbol: str, box: Box, ink: str, fill: str, text: str | None = None) -> list:
    """A framed NATO land-unit symbol in box (x, y, w, h); `text` replaces the letters of a lettered symbol
    (irregular 'IRR', special forces 'SF') in a kit of another language."""
    x, y, w, h = box
    pen = Style(stroke=ink, width=max(0.6, h / 18))
    items = [Polygon(((x, y), (x + w, y), (x + w, y + h), (x, y + h)), Style(fill=fill, stroke=ink, width=pen.width))]
    cross = [Line(x, y, x + w, y + h, pen), Line(x, y + h, x + w, y, pen)]
    if symbol == "infantry":
        items += cross
    elif symbol == "motorized":  # infantry with the motorized bar (FM 101-5-1)
        items += cross + [Line(x + w / 2, y, x + w / 2, y + h, pen)]
    elif symbol == "infantry_gun":  # infantry with the artillery dot
        items += cross + [Circle(x + w / 2, y + h * 0.78, h * 0.13, Style(fill=ink))]
    elif symbol == "armored_cavalry":  # armour oval and cavalry slash
        items += [Ellipse(x + w / 2, y + h / 2, w * 0.32, h * 0.27, pen), Line(x, y + h, x + w, y, pen)]
    elif symbol == "armor":
        items.append(Ellipse(x + w / 2, y + h / 2, w * 0.32, h * 0.27, pen))
    elif symbol == "cavalry":
        items.append(Line(x, y + h, x + w, y, pen))
    elif symbol == "artillery":
        items.append(Circle(x + w / 2, y + h / 2, h * 0.18, Style(fill=ink)))
    elif symbol == "recon":
        items.append(Line(x, y + h, x + w, y, pen))
    elif symbol == "mechanized":
        items += cross + [Ellipse(x + w / 2, y + h / 2, w * 0.32, h * 0.27, pen)]
    elif symbol == "irregular":  # irregular/guerrilla: the frame with 'IRR'
        items.append(_letters(text or "IRR", x, y, w, h, 0.55, ink))
    elif symbol == "parachute":  # infantry with the airborne canopy: a half circle at the foot of the frame
        import math

        canopy = tuple((x + w / 2 + w * 0.2 * math.cos(math.pi * k / 10), y + h * 0.95 - h * 0.3 * math.sin(
            math.pi * k / 10)) for k in range(11))
        items += cross + [Polygon(canopy, Style(fill=fill, stroke=ink, width=pen.width), closed=False)]
    elif symbol == "naval_infantry":  # infantry with the anchor-like amphibious wave
        items += cross + [Line(x + w * .2, y + h * .85, x + w * .8, y + h * .85, pen)]
    elif symbol == "special_forces":  # the frame with 'SF'
        items.append(_letters(text or "SF", x, y, w, h, 0.65, ink))
    elif symbol == "engineer":
        items += [Line(x + w * .25, y + h * .65, x + w * .75, y + h * .65, pen),
                  Line(x + w * .25, y + h * .65, x + w * .25, y + h * .4, pen),
                  Line(x + w * .5, y + h * .65, x + w * .5, y + h * .4, pen),
                  Line(x + w * .75, y + h * .65, x + w * .75, y + h * .4, pen)]
    return items


def _letters(text: str, x: float, y: float, w: float, h: float, share: float, ink: str) -> Text:
    """Letters centred in the frame, share of its height tall at most, never wider than the frame."""
    from printkit.layout.textflow import fit

    size = fit(text, h * share, w * 0.9, "DejaVuSans-Bold", smallest=3.0)
    return Text(x + w / 2, y + h / 2 + size * 0.36, text, size, "DejaVuSans-Bold", ink, "middle")


def aircraft(cx: float, cy: float, span: float, ink: str) -> list:
    """A top-view aircraft silhouette, nose up, `span` wide."""
    s = span / 2
    pts = [(0, -1.0), (0.09, -0.8), (0.1, -0.25), (1.0, -0.08), (1.0, 0.08), (0.1, 0.12), (0.07, 0.62),
           (0.38, 0.72), (0.38, 0.84), (0.0, 0.8), (-0.38, 0.84), (-0.38, 0.72), (-0.07, 0.62), (-0.1, 0.12),
           (-1.0, 0.08), (-1.0, -0.08), (-0.1, -0.25), (-0.09, -0.8)]
    return [Polygon(tuple((cx + px * s, cy + py * s * 0.8) for px, py in pts), Style(fill=ink))]


def ring_of_stars(cx: float, cy: float, r: float, color: str = "#f2c500") -> list:
    """The European ring of twelve five-pointed stars, radius r, on a blue disc."""
    import math

    out = [Circle(cx, cy, r * 1.3, Style(fill="#1f3f99"))]
    for k in range(12):
        a = math.radians(k * 30)
        sx, sy = cx + r * math.sin(a), cy - r * math.cos(a)
        pts = []
        for i in range(10):
            rad = r * 0.17 if i % 2 == 0 else r * 0.07
            b = math.radians(-90 + 36 * i)
            pts.append((sx + rad * math.cos(b), sy + rad * math.sin(b)))
        out.append(Polygon(tuple(pts), Style(fill=color)))
    return out


def echelon_mark(cx: float, bottom: float, h: float, echelon: str, ink: str) -> list:
    """The NATO unit-size mark centred on cx, standing on `bottom`: bars (I, II, III) or crosses (X ... XXXXX)."""
    pen = Style(stroke=ink, width=max(0.5, h / 5))
    n = len(echelon)
    if set(echelon) == {"I"}:
        gap = h * 0.45
        return [Line(cx + (i - (n - 1) / 2) * gap, bottom, cx + (i - (n - 1) / 2) * gap, bottom - h, pen) for i in range(n)]
    w = h * 0.8
    gap = w * 1.25
    out = []
    for i in range(n):
        x0 = cx + (i - (n - 1) / 2) * gap - w / 2
        out += [Line(x0, bottom, x0 + w, bottom - h, pen), Line(x0, bottom - h, x0 + w, bottom, pen)]
    return out


def reminder(kind: str, cx: float, cy: float, r: float, ink: str) -> list:
    """Reminder symbols: a small die (roll for the turns) or a '#T' text."""
    if kind == "die":
        out = [Rect(cx - r, cy - r, 2 * r, 2 * r, Style(fill="#ffffff", stroke=ink, width=0.4))]
        for dx, dy in ((-0.5, -0.5), (0, 0), (0.5, 0.5)):
            out.append(Circle(cx + dx * r, cy + dy * r, r * 0.16, Style(fill="#000000")))
        return out
    size = max(MIN_TEXT, r * 1.4)
    return [Text(cx, cy + size * 0.36, kind, size, "DejaVuSans-Bold", ink, "middle")]
