"""The marker vocabulary: each marker function (supply, assault, turn, prestige ...) has a colour and an icon.

A counter says what it is for with `function:` in the game's YAML; the counter sheet then paints it in the
function's colour with the function's icon, so a player finds "the supply markers" by colour and shape
rather than by reading grey squares. Icons are drawn from primitives, centred on (cx, cy) within radius r.
"""

from __future__ import annotations

import math

from printkit.layout.scene import Circle, Ellipse, Line, Polygon, Rect, Style


def _pen(ink: str, r: float) -> Style:
    return Style(stroke=ink, width=max(0.5, r / 5))


def _star(cx, cy, r, ink, points=5, inner=0.45):
    pts = []
    for i in range(2 * points):
        rad = r if i % 2 == 0 else r * inner
        a = math.radians(-90 + 180 / points * i)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return [Polygon(tuple(pts), Style(fill=ink))]


def supply(cx, cy, r, ink):
    """A supply crate with its straps."""
    pen = _pen(ink, r)
    return [Rect(cx - r, cy - 0.7 * r, 2 * r, 1.4 * r, pen), Line(cx - r, cy - 0.7 * r, cx + r, cy + 0.7 * r, pen),
            Line(cx - r, cy + 0.7 * r, cx + r, cy - 0.7 * r, pen)]


def assault(cx, cy, r, ink):
    """A broad arrow: it points at the hex attacked."""
    return [Polygon(((cx, cy - r), (cx + r, cy), (cx + 0.4 * r, cy), (cx + 0.4 * r, cy + r),
                     (cx - 0.4 * r, cy + r), (cx - 0.4 * r, cy), (cx - r, cy)), Style(fill=ink))]


def turn(cx, cy, r, ink):
    """An hourglass."""
    pen = _pen(ink, r)
    return [Polygon(((cx - 0.7 * r, cy - r), (cx + 0.7 * r, cy - r), (cx - 0.7 * r, cy + r), (cx + 0.7 * r, cy + r)),
                    pen), Polygon(((cx - 0.35 * r, cy + 0.75 * r), (cx + 0.35 * r, cy + 0.75 * r), (cx, cy + 0.2 * r)),
                                  Style(fill=ink))]


def prestige(cx, cy, r, ink):
    """A star in a ring."""
    return [Circle(cx, cy, r, _pen(ink, r))] + _star(cx, cy, 0.75 * r, ink)


def control(cx, cy, r, ink):
    """A flag on its pole."""
    return [Line(cx - 0.6 * r, cy + r, cx - 0.6 * r, cy - r, _pen(ink, r)),
            Polygon(((cx - 0.6 * r, cy - r), (cx + r, cy - 0.55 * r), (cx - 0.6 * r, cy - 0.1 * r)), Style(fill=ink))]


def air(cx, cy, r, ink):
    """An aircraft from above."""
    return [Polygon(((cx, cy - r), (cx + 0.12 * r, cy - 0.2 * r), (cx + r, cy), (cx + r, cy + 0.2 * r),
                     (cx + 0.12 * r, cy + 0.15 * r), (cx + 0.1 * r, cy + 0.65 * r), (cx + 0.4 * r, cy + 0.85 * r),
                     (cx + 0.4 * r, cy + r), (cx - 0.4 * r, cy + r), (cx - 0.4 * r, cy + 0.85 * r),
                     (cx - 0.1 * r, cy + 0.65 * r), (cx - 0.12 * r, cy + 0.15 * r), (cx - r, cy + 0.2 * r), (cx - r, cy),
                     (cx - 0.12 * r, cy - 0.2 * r)), Style(fill=ink))]


def zoc(cx, cy, r, ink):
    """A hex struck through: no zone of control."""
    pen = _pen(ink, r)
    hexagon = tuple((cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6))
    return [Polygon(hexagon, pen), Line(cx - 0.8 * r, cy + 0.8 * r, cx + 0.8 * r, cy - 0.8 * r, pen)]


def production(cx, cy, r, ink):
    """A factory with a saw-tooth roof and a chimney."""
    return [Polygon(((cx - r, cy + 0.8 * r), (cx - r, cy - 0.1 * r), (cx - 0.5 * r, cy - 0.5 * r),
                     (cx - 0.5 * r, cy - 0.1 * r), (cx, cy - 0.5 * r), (cx, cy - 0.1 * r), (cx + 0.45 * r, cy - 0.5 * r),
                     (cx + 0.45 * r, cy - r), (cx + r, cy - r), (cx + r, cy + 0.8 * r)), Style(fill=ink))]


def drm(cx, cy, r, ink):
    """A die showing five."""
    pen = _pen(ink, r)
    out = [Rect(cx - 0.85 * r, cy - 0.85 * r, 1.7 * r, 1.7 * r, pen)]
    for dx, dy in ((-0.45, -0.45), (0.45, -0.45), (0, 0), (-0.45, 0.45), (0.45, 0.45)):
        out.append(Circle(cx + dx * r, cy + dy * r, 0.15 * r, Style(fill=ink)))
    return out


def movement(cx, cy, r, ink):
    """Two chevrons: onward."""
    pen = _pen(ink, r)
    return [Polygon(((cx - r, cy - 0.8 * r), (cx - 0.2 * r, cy), (cx - r, cy + 0.8 * r)), pen, closed=False),
            Polygon(((cx - 0.1 * r, cy - 0.8 * r), (cx + 0.7 * r, cy), (cx - 0.1 * r, cy + 0.8 * r)), pen, closed=False)]


def weather(cx, cy, r, ink):
    """A cloud before the sun."""
    return [Circle(cx + 0.45 * r, cy - 0.35 * r, 0.5 * r, _pen(ink, r)),
            Ellipse(cx - 0.1 * r, cy + 0.3 * r, 0.9 * r, 0.45 * r, Style(fill=ink))]


def commit(cx, cy, r, ink):
    """A tick in a circle."""
    pen = _pen(ink, r)
    return [Circle(cx, cy, r, pen),
            Polygon(((cx - 0.5 * r, cy), (cx - 0.1 * r, cy + 0.45 * r), (cx + 0.55 * r, cy - 0.45 * r)), pen, closed=False)]


def event(cx, cy, r, ink):
    """An exclamation mark in a triangle."""
    pen = _pen(ink, r)
    return [Polygon(((cx, cy - r), (cx + r, cy + 0.8 * r), (cx - r, cy + 0.8 * r)), pen),
            Line(cx, cy - 0.35 * r, cx, cy + 0.3 * r, pen), Circle(cx, cy + 0.55 * r, 0.1 * r, Style(fill=ink))]


def smoke(cx, cy, r, ink):
    """Three puffs."""
    fill = Style(fill=ink)
    return [Circle(cx - 0.5 * r, cy + 0.3 * r, 0.45 * r, fill), Circle(cx + 0.1 * r, cy - 0.2 * r, 0.55 * r, fill),
            Circle(cx + 0.55 * r, cy + 0.35 * r, 0.4 * r, fill)]


def suppressed(cx, cy, r, ink):
    """A downward arrow onto a bar: pinned."""
    pen = _pen(ink, r)
    return [Line(cx, cy - r, cx, cy + 0.2 * r, pen),
            Polygon(((cx - 0.5 * r, cy), (cx + 0.5 * r, cy), (cx, cy + 0.6 * r)), Style(fill=ink)),
            Line(cx - r, cy + 0.85 * r, cx + r, cy + 0.85 * r, pen)]


def overwatch(cx, cy, r, ink):
    """An eye."""
    pen = _pen(ink, r)
    return [Polygon(((cx - r, cy), (cx - 0.5 * r, cy - 0.5 * r), (cx + 0.5 * r, cy - 0.5 * r), (cx + r, cy),
                     (cx + 0.5 * r, cy + 0.5 * r), (cx - 0.5 * r, cy + 0.5 * r)), pen),
            Circle(cx, cy, 0.3 * r, Style(fill=ink))]


def activated(cx, cy, r, ink):
    """A bent arrow: the unit has acted (turned 90 degrees)."""
    pen = _pen(ink, r)
    return [Polygon(((cx - 0.8 * r, cy + 0.8 * r), (cx - 0.8 * r, cy - 0.4 * r), (cx + 0.3 * r, cy - 0.4 * r)), pen,
                    closed=False),
            Polygon(((cx + 0.3 * r, cy - 0.9 * r), (cx + r, cy - 0.4 * r), (cx + 0.3 * r, cy + 0.1 * r)), Style(fill=ink))]


def fire_used(cx, cy, r, ink):
    """Cross-hairs struck through: its fire is spent."""
    return fire_support(cx, cy, r, ink) + [Line(cx - r, cy + r, cx + r, cy - r, _pen(ink, r))]


def fire_support(cx, cy, r, ink):
    """Cross-hairs."""
    pen = _pen(ink, r)
    return [Circle(cx, cy, 0.7 * r, pen), Line(cx - r, cy, cx + r, cy, pen), Line(cx, cy - r, cx, cy + r, pen)]


def upper_level(cx, cy, r, ink):
    """A flight of stairs."""
    pts = [(cx - r, cy + r)]
    for i in range(3):
        x0, y0 = cx - r + i * 2 * r / 3, cy + r - (i + 1) * 2 * r / 3
        pts += [(x0, y0), (x0 + 2 * r / 3, y0)]
    pts.append((cx + r, cy + r))
    return [Polygon(tuple(pts), Style(fill=ink))]


def wreck(cx, cy, r, ink):
    """A burst."""
    return _star(cx, cy, r, ink, points=8, inner=0.5)


def initiative(cx, cy, r, ink):
    """A lightning bolt."""
    return [Polygon(((cx + 0.3 * r, cy - r), (cx - 0.6 * r, cy + 0.15 * r), (cx - 0.05 * r, cy + 0.15 * r),
                     (cx - 0.3 * r, cy + r), (cx + 0.6 * r, cy - 0.15 * r), (cx + 0.05 * r, cy - 0.15 * r)),
                    Style(fill=ink))]


def wavering(cx, cy, r, ink):
    """A shield with a crack."""
    pen = _pen(ink, r)
    return [Polygon(((cx - 0.8 * r, cy - r), (cx + 0.8 * r, cy - r), (cx + 0.8 * r, cy), (cx, cy + r),
                     (cx - 0.8 * r, cy)), pen),
            Polygon(((cx, cy - r), (cx - 0.25 * r, cy - 0.3 * r), (cx + 0.2 * r, cy + 0.1 * r), (cx, cy + r)), pen,
                    closed=False)]


# function -> (body colour, icon). Colours are distinct in hue and stay distinct in greyscale by the icon.
FUNCTIONS = {
    "supply": ("#e8892b", supply),
    "assault": ("#d03a2f", assault),
    "turn": ("#5b6f82", turn),
    "prestige": ("#d9b23c", prestige),
    "control": ("#7d5ba6", control),
    "air": ("#5aa7dc", air),
    "zoc": ("#a1887f", zoc),
    "production": ("#4e9a51", production),
    "drm": ("#b05fb8", drm),
    "movement": ("#2aa198", movement),
    "weather": ("#9fb3c2", weather),
    "commit": ("#8d6e63", commit),
    "event": ("#f2c14e", event),
    "smoke": ("#bdbdbd", smoke),
    "suppressed": ("#ef8a3c", suppressed),
    "overwatch": ("#4f86c6", overwatch),
    "activated": ("#6fbf73", activated),
    "fire_used": ("#e0735a", fire_used),
    "fire_support": ("#b84040", fire_support),
    "upper_level": ("#b39b7b", upper_level),
    "wreck": ("#6d6d6d", wreck),
    "initiative": ("#f0d04a", initiative),
    "wavering": ("#e88e8e", wavering),
}


def color(function: str) -> str:
    return FUNCTIONS[function][0]


def icon(function: str, cx: float, cy: float, r: float, ink: str) -> list:
    return FUNCTIONS[function][1](cx, cy, r, ink)
