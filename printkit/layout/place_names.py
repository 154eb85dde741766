"""Places as the set-up and scenario cards name them: a map's zone by its name, an area, a box's section, a
track's space or a ladder chart's zone in words (used by layout/setup.py, layout/scenario_card.py and
layout/setup_layout.py)."""

from __future__ import annotations

import re

from printkit.model.boards import AreaMap


def zone_name(game, location: str) -> str:
    for board in game.maps.values():
        zones = getattr(board, "zones", None) or {}
        if location in zones:
            return zones[location].name
    return location


def location_name(game, location: str) -> str:
    """'michalovce' -> 'Michalovce'; 'slovak_units/Ready' -> 'Slovak Unit Box: Ready'; hexes as they are.

    A box named with what it records ('All-Purpose Record Track (Turn 1-9, Prestige)') is named without
    it before one of its sections: 'All-Purpose Record Track, space 16', as a set-up line says where, not what for."""
    box_id, _, section = location.partition("/")
    for board in game.maps.values():
        for a in board.areas if isinstance(board, AreaMap) else ():
            if a.id == location:
                return a.name
        for b in board.boxes:
            if b.id == box_id:
                return box_place(game, b.name, section)
    chart = game.charts.get(box_id)
    if section and getattr(chart, "kind", None) == "ladder":
        zone = next((z.name for z in chart.zones if z.id == section), section)
        return f"{chart.title}: {zone}"
    return location


def box_place(game, name: str, section: str) -> str:
    """A place in a box as a setup card names it: a numbered space of a track as 'All-Purpose Record Track,
    space 16' (the track's name without what its parentheses say it records), a named section as
    'Russian Unit Box: Reserve' (a name's closing parenthesis, what the box records, left off)."""
    from printkit.layout.i18n import t

    if not section:
        return name
    bare = re.sub(r"\s*\([^()]*\)$", "", name) or name
    if section.lstrip("+-").isdigit():
        return f"{bare}, {t(game.lang, 'space')} {section}"
    return f"{bare}: {section}"
