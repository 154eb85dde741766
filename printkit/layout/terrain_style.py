"""Terrain patterns that read in greyscale too: tree crowns, hill hachures, rough ground, water waves, marsh
tufts, building blocks, crosses. A terrain names its patterns (`Terrain.pattern`) or gets them from its
symbol; every pattern is drawn in a darker shade of the terrain's own colour, in a unit cell round (x, y)."""

from __future__ import annotations

import math

from printkit.layout.scene import Circle, Line, Polygon, Rect, Style
from printkit.colors import mix

FROM_SYMBOL = {"trees": ("woods",), "mountains": ("hills",), "rough": ("rough",), "water": ("waves",),
               "city": ("urban",)}


def patterns_of(terrain) -> tuple[str, ...]:
    """The patterns a terrain is drawn with: its own list, else the one its symbol implies."""
    if terrain is None:
        return ()
    own = getattr(terrain, "pattern", None)
    if own is not None:
        return tuple(p for p in own if p != "none")
    return FROM_SYMBOL.get(terrain.symbol, ())


def kind_of(terrain) -> str:
    """How a terrain is painted: water, woods, rough, hills, marsh, built, graves or plain."""
    if terrain is None:
        return "plain"
    pats = patterns_of(terrain)
    if terrain.symbol == "water" or pats == ("waves",):
        return "water"
    for kind, pattern in (("woods", "woods"), ("rough", "rough"), ("hills", "hills"), ("marsh", "marsh"),
                          ("built", "urban"), ("graves", "crosses"), ("paved", "paving")):
        if pattern in pats:
            return kind
    return "built" if terrain.symbol == "city" else "plain"


def ink(color: str, amount: float = 0.5) -> str:
    return mix(color, "#000000", amount)


def woods(x: float, y: float, s: float, color: str) -> list:
    """A tree crown on a short trunk, s across."""
    r = s * 0.32
    return [Line(x, y + r * 0.6, x, y + r * 1.5, Style(stroke=ink(color, 0.6), width=max(0.4, s * 0.08))),
            Circle(x, y, r, Style(fill=mix(color, "#1f4d1a", 0.55), stroke=ink(color, 0.7), width=max(0.3, s * 0.04)))]


def hills(x: float, y: float, s: float, color: str) -> list:
    """A hill: a peaked outline with hachures down its shaded side."""
    pen = Style(stroke=ink(color, 0.55), width=max(0.35, s * 0.06))
    h, w = s * 0.5, s * 0.55
    out = [Polygon(((x - w, y + h * 0.5), (x, y - h * 0.5), (x + w, y + h * 0.5)), pen, closed=False)]
    for k in range(1, 4):
        t = k / 4
        px, py = x + w * t, y - h * 0.5 + h * t
        out.append(Line(px, py, px - s * 0.12, py + s * 0.2, Style(stroke=ink(color, 0.55), width=max(0.3, s * 0.035))))
    return out


def rough(x: float, y: float, s: float, color: str) -> list:
    """Broken ground: two small peaks."""
    pen = Style(stroke=ink(color, 0.5), width=max(0.35, s * 0.06))
    a = s * 0.28
    return [Polygon(((x - 2 * a, y + a * 0.6), (x - a, y - a * 0.6), (x, y + a * 0.6)), pen, closed=False),
            Polygon(((x - a * 0.3, y + a * 0.6), (x + a * 0.7, y - a * 0.9), (x + a * 1.8, y + a * 0.6)), pen, closed=False)]


def waves(x: float, y: float, s: float, color: str) -> list:
    """Two short wavy strokes."""
    pen = Style(stroke=ink(color, 0.45), width=max(0.35, s * 0.05))
    out = []
    for row in (-0.15, 0.15):
        pts = tuple((x - s * 0.5 + s * k / 12, y + row * s + math.sin(k / 12 * 2 * math.pi) * s * 0.06)
                    for k in range(13))
        out.append(Polygon(pts, pen, closed=False))
    return out


def marsh(x: float, y: float, s: float, color: str) -> list:
    """Marsh: a water line with a tuft of reeds above it."""
    pen = Style(stroke=ink(color, 0.55), width=max(0.3, s * 0.045))
    out = [Line(x - s * 0.4, y + s * 0.2, x + s * 0.4, y + s * 0.2, pen)]
    for dx, tilt in ((-0.15, -0.1), (0.0, 0.0), (0.15, 0.1)):
        out.append(Line(x + dx * s, y + s * 0.15, x + (dx + tilt) * s, y - s * 0.2, pen))
    return out


def urban(x: float, y: float, s: float, color: str) -> list:
    """A block of three buildings."""
    st = Style(fill=ink(color, 0.45), stroke=ink(color, 0.7), width=max(0.3, s * 0.03))
    u = s * 0.22
    return [Rect(x - 1.6 * u, y - 0.4 * u, 1.2 * u, 1.2 * u, st), Rect(x - 0.2 * u, y - 0.9 * u, 1.0 * u, 1.7 * u, st),
            Rect(x + 1.0 * u, y - 0.2 * u, 0.9 * u, 1.0 * u, st)]


def crosses(x: float, y: float, s: float, color: str) -> list:
    """A small cross (a cemetery)."""
    pen = Style(stroke=ink(color, 0.6), width=max(0.35, s * 0.07))
    return [Line(x, y - s * 0.3, x, y + s * 0.3, pen), Line(x - s * 0.18, y - s * 0.1, x + s * 0.18, y - s * 0.1, pen)]


DRAW = {"woods": woods, "hills": hills, "rough": rough, "waves": waves, "marsh": marsh, "urban": urban,
        "crosses": crosses}

MARK_SIZE = {"woods": 0.2, "hills": 0.5, "rough": 0.35, "waves": 0.7, "marsh": 0.45, "urban": 0.3, "crosses": 0.22}


def scatter(polygon, kinds: list[str], color_of, step: float, avoid=(), seed: str = "") -> list:
    """Marks of the given patterns scattered over a polygon on a jittered grid (deterministic), skipping
    points inside any `avoid` box; used for area maps, where terrain covers a whole area."""
    from printkit.layout.curves import _unit

    kinds = [k for k in kinds if k in DRAW]
    if not kinds:
        return []
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    out, k = [], 0
    row = 0
    y = min(ys) + step * 0.6
    while y < max(ys) - step * 0.3:
        x = min(xs) + step * (0.6 + 0.5 * (row % 2))
        while x < max(xs) - step * 0.3:
            jx = x + _unit(seed, k) * step * 0.25
            jy = y + _unit(seed, k + 7919) * step * 0.25
            k += 1
            if _inside(polygon, jx, jy, step * 0.45) and not any(b[0] <= jx <= b[2] and b[1] <= jy <= b[3] for b in avoid):
                kind = kinds[(k + row) % len(kinds)]
                out += DRAW[kind](jx, jy, step * MARK_SIZE[kind] * (2.0 if kind in ('woods', 'crosses') else 1.2), color_of(kind))
            x += step
        y += step * 0.85
        row += 1
    return out


def _inside(poly, x: float, y: float, margin: float) -> bool:
    """Inside the polygon and at least `margin` from its edges."""
    inside = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / ((dx * dx + dy * dy) or 1)))
        if math.hypot(x - x0 - t * dx, y - y0 - t * dy) < margin:
            return False
    return inside
