"""Small side-view and top-view silhouettes for markers: the equipment or the thing a marker stands for
(a howitzer for an artillery barrage, a helicopter for a helicopter strike, binoculars for overwatch), drawn
in one ink as published wargame markers do.

Each drawing is given in a unit box (x from -0.5 to 0.5, y downwards) and scaled to `w` points wide about
(cx, cy). `paper` is the ground the silhouette sits on: wheels, windows and lenses are cut out in it.
"""

from __future__ import annotations

import math
from printkit.model.record import replace

from printkit.layout.scene import Circle, Line, Polygon, Rect, Style
from printkit.colors import mix

Shape = tuple[tuple[float, float], ...]


def _poly(points, cx: float, cy: float, w: float, style: Style, turn: float = 0.0) -> Polygon:
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    return Polygon(tuple((cx + (u * c - v * s) * w, cy + (u * s + v * c) * w) for u, v in points), style)


def _bar(x0: float, y0: float, x1: float, y1: float, thick: float) -> Shape:
    """A straight bar of the given thickness from (x0, y0) to (x1, y1), in unit coordinates."""
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    nx, ny = -(y1 - y0) / length * thick / 2, (x1 - x0) / length * thick / 2
    return ((x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny))


def _wheels(centres, r: float, cx: float, cy: float, w: float, ink: str, paper: str | None) -> list:
    out = [Circle(cx + u * w, cy + v * w, r * w, Style(fill=ink)) for u, v in centres]
    if paper:
        out += [Circle(cx + u * w, cy + v * w, r * w * 0.35, Style(fill=paper)) for u, v in centres]
    return out


def tank(cx, cy, w, ink, paper=None):
    """A tank from the side, gun to the right."""
    fill = Style(fill=ink)
    hull = ((-0.44, 0.04), (0.3, 0.04), (0.38, 0.11), (0.3, 0.19), (-0.38, 0.19), (-0.46, 0.11))
    turret = ((-0.2, 0.04), (-0.16, -0.06), (0.06, -0.075), (0.16, -0.01), (0.16, 0.04))
    out = [_poly(hull, cx, cy, w, fill), _poly(turret, cx, cy, w, fill),
           _poly(_bar(0.12, -0.035, 0.52, -0.045, 0.035), cx, cy, w, fill)]
    return out + _wheels([(-0.33 + 0.13 * i, 0.135) for i in range(6)], 0.045, cx, cy, w, ink, paper)


def wreck(cx, cy, w, ink, paper=None):
    """A knocked-out tank: the hull, the turret thrown askew, the gun down, flames from the engine deck."""
    fill = Style(fill=ink)
    hull = ((-0.44, 0.08), (0.3, 0.08), (0.38, 0.15), (0.3, 0.23), (-0.38, 0.23), (-0.46, 0.15))
    turret = ((-0.12, 0.07), (-0.06, -0.03), (0.14, -0.01), (0.2, 0.07))
    flames = ((-0.38, 0.08), (-0.36, -0.1), (-0.3, -0.01), (-0.25, -0.22), (-0.2, -0.03), (-0.14, -0.14),
              (-0.12, 0.08))
    out = [_poly(hull, cx, cy, w, fill), _poly(turret, cx, cy, w, fill, turn=12),
           _poly(_bar(0.18, 0.06, 0.48, 0.2, 0.035), cx, cy, w, fill),
           _poly(flames, cx, cy, w, Style(fill=mix(ink, paper, 0.45) if paper else ink))]
    return out + _wheels([(-0.33 + 0.13 * i, 0.175) for i in range(6)], 0.045, cx, cy, w, ink, paper)


def howitzer(cx, cy, w, ink, paper=None):
    """A towed howitzer from the side: barrel raised to the right, shield, wheel, trail."""
    fill = Style(fill=ink)
    out = [_poly(_bar(-0.12, 0.04, 0.46, -0.2, 0.05), cx, cy, w, fill),
           _poly(((-0.16, 0.0), (0.06, -0.06), (0.08, 0.06), (-0.14, 0.09)), cx, cy, w, fill),
           _poly(((-0.02, -0.1), (0.08, -0.13), (0.1, 0.08), (0.0, 0.1)), cx, cy, w, fill),
           _poly(_bar(-0.06, 0.07, -0.5, 0.17, 0.045), cx, cy, w, fill)]
    return out + _wheels([(0.02, 0.12)], 0.09, cx, cy, w, ink, paper)


def rocket_launcher(cx, cy, w, ink, paper=None):
    """A multiple rocket launcher truck from the side: the cab at the right, the tube pack raised over it."""
    fill = Style(fill=ink)
    cab = ((0.24, -0.07), (0.38, -0.07), (0.47, 0.03), (0.47, 0.11), (0.24, 0.11))
    out = [Rect(cx - 0.46 * w, cy + 0.06 * w, 0.93 * w, 0.06 * w, fill), _poly(cab, cx, cy, w, fill),
           _poly(((-0.44, -0.02), (0.18, -0.02), (0.18, 0.07), (-0.44, 0.07)), cx, cy, w, Style(fill=mix(ink, paper, 0.35) if paper else ink)),
           _poly(_bar(-0.4, -0.04, 0.26, -0.2, 0.13), cx, cy, w, fill)]
    if paper:
        pen = Style(stroke=paper, width=max(0.25, w * 0.012))
        for k in (-0.03, 0.0, 0.03):
            (x0, y0), (x1, y1) = (-0.38, -0.04 + k), (0.24, -0.195 + k)
            out.append(Line(cx + x0 * w, cy + y0 * w, cx + x1 * w, cy + y1 * w, pen))
    return out + _wheels([(-0.33, 0.14), (-0.18, 0.14), (0.36, 0.14)], 0.06, cx, cy, w, ink, paper)


def helicopter(cx, cy, w, ink, paper=None):
    """An attack helicopter from the side, nose left: stepped tandem canopies, stub wings, the tail boom and
    fin, the main rotor over it all."""
    fill = Style(fill=ink)
    body = ((-0.47, 0.07), (-0.44, 0.0), (-0.38, -0.05), (-0.31, -0.065), (-0.26, -0.055), (-0.21, -0.105),
            (-0.13, -0.12), (-0.05, -0.14), (0.12, -0.14), (0.2, -0.085), (0.4, -0.06), (0.43, -0.19),
            (0.49, -0.19), (0.48, -0.02), (0.4, 0.0), (0.16, 0.03), (0.08, 0.11), (-0.3, 0.12), (-0.43, 0.11))
    out = [_poly(body, cx, cy, w, fill),
           _poly(((-0.15, 0.04), (0.12, 0.04), (0.16, 0.08), (-0.18, 0.08)), cx, cy, w, fill),
           Rect(cx - 0.15 * w, cy + 0.08 * w, 0.06 * w, 0.035 * w, fill),
           Rect(cx + 0.04 * w, cy + 0.08 * w, 0.06 * w, 0.035 * w, fill),
           Rect(cx + 0.02 * w, cy - 0.19 * w, 0.035 * w, 0.06 * w, fill),
           Rect(cx - 0.5 * w, cy - 0.205 * w, w, 0.022 * w, fill),
           Rect(cx + 0.455 * w, cy - 0.25 * w, 0.018 * w, 0.16 * w, fill)]
    return out + [Circle(cx + u * w, cy + 0.14 * w, 0.024 * w, fill) for u in (-0.33, 0.02)]


def jet(cx, cy, w, ink, paper=None):
    """A ground-attack jet from above, nose up (w is its span)."""
    right = ((0.0, -0.5), (0.035, -0.42), (0.05, -0.24), (0.085, -0.12), (0.095, -0.06), (0.49, 0.06),
             (0.49, 0.12), (0.1, 0.08), (0.08, 0.25), (0.07, 0.31), (0.22, 0.41), (0.22, 0.46), (0.05, 0.44),
             (0.03, 0.5))
    return [_poly(right + tuple((-u, v) for u, v in reversed(right)), cx, cy, w, Style(fill=ink))]


def fighter(cx, cy, w, ink, paper=None):
    """A propeller fighter from above, nose up (w is its span)."""
    from printkit.layout.symbols import aircraft

    return aircraft(cx, cy, w, ink)


def rifle(cx, cy, w, ink, paper=None, turn: float = -28.0):
    """A bolt-action rifle, muzzle up and to the right (turn: its angle, degrees clockwise)."""
    stock = ((-0.5, 0.04), (-0.48, -0.03), (-0.3, -0.025), (-0.22, -0.03), (0.2, -0.03), (0.5, -0.025),
             (0.5, -0.008), (0.2, -0.005), (0.12, 0.02), (-0.18, 0.02), (-0.27, 0.045), (-0.44, 0.09))
    return [_poly(stock, cx, cy, w, Style(fill=ink), turn=turn),
            _poly(_bar(-0.08, 0.0, -0.08, 0.06, 0.02), cx, cy, w, Style(fill=ink), turn=turn)]


def binoculars(cx, cy, w, ink, paper=None):
    """Field glasses seen from the front."""
    fill = Style(fill=ink)
    out = [Rect(cx - 0.3 * w, cy - 0.18 * w, 0.18 * w, 0.12 * w, fill),
           Rect(cx + 0.12 * w, cy - 0.18 * w, 0.18 * w, 0.12 * w, fill),
           Rect(cx - 0.12 * w, cy - 0.1 * w, 0.24 * w, 0.08 * w, fill),
           Circle(cx - 0.22 * w, cy + 0.06 * w, 0.18 * w, fill), Circle(cx + 0.22 * w, cy + 0.06 * w, 0.18 * w, fill)]
    if paper:
        out += [Circle(cx - 0.22 * w, cy + 0.06 * w, 0.1 * w, Style(fill=paper)),
                Circle(cx + 0.22 * w, cy + 0.06 * w, 0.1 * w, Style(fill=paper))]
    return out


def jerrycan(cx, cy, w, ink, paper=None):
    """A fuel can: the handles along the top, the spout at one corner, the embossed cross."""
    fill = Style(fill=ink)
    body = ((-0.2, -0.2), (0.12, -0.2), (0.2, -0.12), (0.2, 0.28), (-0.2, 0.28))
    out = [_poly(body, cx, cy, w, fill), Rect(cx - 0.16 * w, cy - 0.27 * w, 0.22 * w, 0.05 * w, fill),
           _poly(_bar(0.12, -0.2, 0.2, -0.28, 0.06), cx, cy, w, fill)]
    if paper:
        pen = Style(stroke=paper, width=max(0.3, w * 0.025))
        out += [Line(cx - 0.14 * w, cy - 0.12 * w, cx + 0.14 * w, cy + 0.22 * w, pen),
                Line(cx - 0.14 * w, cy + 0.22 * w, cx + 0.14 * w, cy - 0.12 * w, pen),
                Rect(cx - 0.12 * w, cy - 0.255 * w, 0.05 * w, 0.025 * w, Style(fill=paper)),
                Rect(cx - 0.03 * w, cy - 0.255 * w, 0.05 * w, 0.025 * w, Style(fill=paper))]
    return out


def building(cx, cy, w, ink, paper=None):
    """A multi-storey building from the side with its upper floor drawn solid (the floor a marker puts a unit
    on), windows below."""
    fill = Style(fill=ink)
    out = [Rect(cx - 0.3 * w, cy - 0.28 * w, 0.6 * w, 0.22 * w, fill),
           Rect(cx - 0.3 * w, cy - 0.06 * w, 0.6 * w, 0.34 * w, Style(stroke=ink, width=max(0.4, w * 0.03)))]
    for i in range(3):
        x = cx + (-0.22 + i * 0.17) * w
        out.append(Rect(x, cy + 0.04 * w, 0.1 * w, 0.1 * w, fill))
        if paper:
            out.append(Rect(x, cy - 0.22 * w, 0.1 * w, 0.09 * w, Style(fill=paper)))
    return out


def smoke(cx, cy, w, ink, paper=None):
    """A bank of smoke: billows of different sizes on a flat base, in a half tone of the ink."""
    puff = Style(fill=mix(ink, paper, 0.45) if paper else ink)
    billows = ((-0.36, 0.06, 0.1), (-0.22, -0.03, 0.15), (-0.02, -0.09, 0.17), (0.18, -0.04, 0.15),
               (0.34, 0.05, 0.11), (0.06, 0.06, 0.13), (-0.14, 0.07, 0.12))
    out = [Circle(cx + u * w, cy + v * w, r * w, puff) for u, v, r in billows]
    return out + [Rect(cx - 0.4 * w, cy + 0.06 * w, 0.8 * w, 0.1 * w, puff)]


def cloud(cx, cy, w, ink, paper=None):
    """A rain cloud: the weather."""
    fill = Style(fill=ink)
    out = [Circle(cx + u * w, cy + v * w, r * w, fill) for u, v, r in
           ((-0.18, -0.02, 0.12), (0.0, -0.1, 0.16), (0.18, -0.03, 0.12))]
    out.append(Rect(cx - 0.3 * w, cy - 0.02 * w, 0.6 * w, 0.1 * w, fill))
    pen = Style(stroke=ink, width=max(0.4, w * 0.04))
    for u in (-0.16, 0.0, 0.16):
        out.append(Line(cx + u * w, cy + 0.14 * w, cx + (u - 0.06) * w, cy + 0.26 * w, pen))
    return out


def arrow(cx, cy, w, ink, paper=None):
    """An arrow of attack as a map draws it, pointing at the top edge (the hex attacked)."""
    # a broad wedge as on an operations map: a wide head, a shaft that widens to a swallow-tailed base
    head = ((0.0, -0.5), (0.3, -0.1), (0.12, -0.12), (0.17, 0.5), (0.0, 0.36), (-0.17, 0.5), (-0.12, -0.12),
            (-0.3, -0.1))
    return [_poly(head, cx, cy, w, Style(fill=ink))]


SILHOUETTES = {"tank": tank, "wreck": wreck, "howitzer": howitzer, "rocket_launcher": rocket_launcher,
               "helicopter": helicopter, "jet": jet, "fighter": fighter, "rifle": rifle, "binoculars": binoculars,
               "jerrycan": jerrycan, "building": building, "smoke": smoke, "cloud": cloud, "arrow": arrow}


def _bounds(items) -> tuple[float, float, float, float]:
    xs, ys = [], []
    for i in items:
        if isinstance(i, Polygon):
            xs += [p[0] for p in i.points]
            ys += [p[1] for p in i.points]
        elif isinstance(i, Rect):
            xs += [i.x, i.x + i.w]
            ys += [i.y, i.y + i.h]
        elif isinstance(i, Circle):
            xs += [i.cx - i.r, i.cx + i.r]
            ys += [i.cy - i.r, i.cy + i.r]
        elif isinstance(i, Line):
            xs += [i.x1, i.x2]
            ys += [i.y1, i.y2]
    return min(xs), min(ys), max(xs), max(ys)


def _moved(item, dx: float, dy: float):
    if isinstance(item, Polygon):
        return replace(item, points=tuple((x + dx, y + dy) for x, y in item.points))
    if isinstance(item, Rect):
        return replace(item, x=item.x + dx, y=item.y + dy)
    if isinstance(item, Circle):
        return replace(item, cx=item.cx + dx, cy=item.cy + dy)
    return replace(item, x1=item.x1 + dx, y1=item.y1 + dy, x2=item.x2 + dx, y2=item.y2 + dy)


def draw(name: str, cx: float, cy: float, box_w: float, box_h: float, ink: str, paper: str | None = None) -> list:
    """The silhouette `name` as large as fits a box_w x box_h box, centred on (cx, cy)."""
    fn = SILHOUETTES[name]
    x0, y0, x1, y1 = _bounds(fn(0.0, 0.0, 1.0, ink, paper))
    w = min(box_w / (x1 - x0), box_h / (y1 - y0))
    items = fn(0.0, 0.0, w, ink, paper)
    x0, y0, x1, y1 = _bounds(items)
    return [_moved(i, cx - (x0 + x1) / 2, cy - (y0 + y1) / 2) for i in items]
