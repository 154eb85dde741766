"""A direction compass for scatter: a flat-topped hex with the direction die's faces on its sides."""

from __future__ import annotations

import math

from printkit.layout.i18n import t
from printkit.rules.citations import bare
from printkit.layout.scene import Line, Polygon, Style, Text

INK = "#1a1a1a"
# compass direction -> angle of the hex side's outward normal, degrees clockwise from north
ANGLE = {"N": 0, "NE": 60, "SE": 120, "S": 180, "SW": 240, "NW": 300}
COMPASS_RU = {"N": "С", "NE": "СВ", "SE": "ЮВ", "S": "Ю", "SW": "ЮЗ", "NW": "СЗ"}


def compass(game, x: float, y: float, w: float) -> tuple[list, float]:
    """The die faces of the game's `kit.compass` parameter round a hex, 1 pointing north, as printed."""
    faces = game.parameters[game.kit.compass].value
    r = 30.0
    cx, cy = x + 60, y + 14 + r + 14
    corners = [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]
    items: list = [Text(x, y + 10, t(game.lang, "Direction die{scatter}: 1 is north, then clockwise").format(scatter=bare(game, "scatter")), 8.5,
                        "DejaVuSans-Bold", INK),
                   Polygon(tuple(corners), Style(fill="#f4f1e8", stroke=INK, width=0.8))]
    for i, face in enumerate(faces, 1):
        a = math.radians(ANGLE[face])
        dx, dy = math.sin(a), -math.cos(a)
        items.append(Line(cx + dx * r * 0.35, cy + dy * r * 0.35, cx + dx * r * 0.8, cy + dy * r * 0.8,
                          Style(stroke="#d7261e", width=1.2)))
        items.append(Text(cx + dx * (r + 9), cy + dy * (r + 9) + 3.5, str(i), 10, "DejaVuSans-Bold", INK, "middle"))
        name = COMPASS_RU.get(face, face) if game.lang == "ru" else face
        items.append(Text(x + 140, y + 24 + (i - 1) * 10, f"{i}: {name}", 8, "DejaVuSans", INK))
    return items, 2 * r + 34
