"""Hex-map drawing that reads like a published map: smooth rivers along the hexsides, roads and railways along
the hex centres, town symbols, and place names set clear of everything by the label placer."""

from __future__ import annotations

from printkit.layout.curves import chains, chaikin
from printkit.layout.labels import Label, Placer, place_all, text_box
from printkit.layout.scene import Circle, Polygon, Rect, Style, Text
from printkit.render.colors import mix

INK = "#1a1a1a"
SIDE_WIDTH = {"river": 2.6, "water": 3.8}  # at a hex of 36 pt


def new_placer(frame) -> Placer:
    x0, y0, x1, y1 = frame
    return Placer((x0 + 1, y0 + 1, x1 - 1, y1 - 1))


def box_of(text: Text):
    return text_box(text)


def hexside_features(board, sp, ox, oy, s) -> tuple[list, list]:
    """Hexside features (rivers, shores) joined into continuous lines and smoothed: drawn items, and each
    line's points and width (obstacles for labels)."""
    by_kind: dict[str, list] = {}
    for side in board.hexsides:
        (x1, y1), (x2, y2) = sp.shared_side(*side.between)
        by_kind.setdefault(side.feature, []).append(((ox + x1, oy + y1), (ox + x2, oy + y2)))
    items, lines = [], []
    for kind in sorted(by_kind, key=lambda k: k != "water"):  # shores first, rivers over them
        t = (board.hexsides_types or {}).get(kind)
        color = str(t.color) if t else "#2d6db5"
        width = SIDE_WIDTH.get(kind, 2.2) * s / 36
        for chain in chains(by_kind[kind]):
            pts = chaikin(chain, 2)
            items.append(Polygon(tuple(pts), Style(stroke=color, width=width), closed=False))
            lines.append((pts, width))
    return items, lines


def transport_lines(board, at, toward_edge, s) -> tuple[list, list]:
    """Roads and railways through the hex centres, eased round their bends: railways black with white
    ties (classic railway symbology), roads as a cased band. Returns items and (points, width) per line."""
    items, lines = [], []
    for line in board.lines:
        t = (board.lines_types or {}).get(line.feature)
        pts = [at(hx) for hx in line.hexes]
        if "start" in line.off_map:
            pts.insert(0, toward_edge(line.hexes[0]))
        if "end" in line.off_map:
            pts.append(toward_edge(line.hexes[-1]))
        pts = chaikin(pts, 2)
        items += line_art(line.feature, pts, str(t.color) if t else "#3a3a3a", s)
        lines.append((pts, 2.4 * s / 36))
    return items, lines


def line_art(feature: str, pts, color: str, s: float = 36.0) -> list:
    """A railway or a road drawn along points (also the legend's sample)."""
    k = s / 36
    if feature == "rail":
        return [Polygon(tuple(pts), Style(stroke=INK, width=2.0 * k), closed=False),
                Polygon(tuple(pts), Style(stroke="#ffffff", width=0.9 * k, dash=(3.2 * k, 3.2 * k)), closed=False)]
    return [Polygon(tuple(pts), Style(stroke=mix(color, "#000000", 0.35), width=2.3 * k), closed=False),
            Polygon(tuple(pts), Style(stroke=mix(color, "#ffffff", 0.55), width=1.1 * k), closed=False)]


def town(x: float, y: float, s: float) -> list:
    """A town (named, not a city): a small ringed dot."""
    return [Circle(x, y, s * 0.055, Style(fill=INK, stroke="#ffffff", width=0.5))]


def symbol_box(x: float, y: float, s: float, info):
    """The space a hex's symbols take (for the label placer)."""
    r = s * (0.13 if info.city or info.factory or info.levels else 0.07)
    top = y - r * (2 if info.factory else 1)
    return (x - r, top, x + r, y + r)


def halo(text: Text, color: str) -> list:
    """The text on a patch of its hex's own colour, so a line under it never runs through the letters."""
    x0, y0, x1, y1 = text_box(text)
    return [Rect(x0 - 0.8, y0 - 0.6, x1 - x0 + 1.6, y1 - y0 + 1.2, Style(fill=color)), text]


def place_names(placer: Placer, names, at, s) -> list:
    """Place names beside their symbols: cities bold and larger (factories first), towns and other places in
    regular type; each clear of every other label, symbol and line."""
    below = ((0, 1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1), (0, -1))
    labels = []
    for label, info in names:
        city = info.city or info.factory
        size = s * (0.19 if info.factory else 0.17 if city else 0.15)
        labels.append(Label(info.name, at(label), size, "DejaVuSans-Bold" if city else "DejaVuSans",
                            INK if city else "#3a3a3a", priority=2 if info.factory else 1 if city else 0,
                            gap=1.5, radius=s * (0.13 if city else 0.07), prefer=below))
    return place_all(placer, labels)
