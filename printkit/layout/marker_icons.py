"""The marker vocabulary: what each marker function (supply, assault, turn, smoke ...) looks like.

Markers are text-led, as published wargames print them: the marker's words large, at most a small
silhouette of the thing it stands for, on a restrained ground. A marker that belongs to a side is printed
in that side's colours, like its units; a marker of no side is printed on the game's neutral ground (the
colour of the side in its YAML that fields no units), in one of two tones of it:

* light: markers placed on units or in hexes/areas (a status, a terrain effect);
* dark (light ink): record markers that sit on a track (turn, weather, a die roll modifier).

So one game's markers form one palette family (its side colours and one neutral) keyed to function by
tone, words and silhouette, never a colour per function. A counter's `function:` in the YAML picks the
tone and the default silhouette; its face's `silhouette:` may name another one.
"""

from __future__ import annotations

from printkit.colors import mix
from printkit.contrast import best_ink

LIGHT, DARK = "light", "dark"

# function -> (tone of the neutral ground, default silhouette or None for words alone)
FUNCTIONS: dict[str, tuple[str, str | None]] = {
    "supply": (LIGHT, None),
    "assault": (LIGHT, "arrow"),
    "turn": (DARK, None),
    "prestige": (DARK, None),
    "control": (LIGHT, None),
    "air": (LIGHT, "fighter"),
    "zoc": (LIGHT, None),
    "production": (DARK, None),
    "drm": (DARK, None),
    "movement": (DARK, None),
    "weather": (DARK, "cloud"),
    "commit": (DARK, None),
    "event": (DARK, None),
    "smoke": (LIGHT, "smoke"),
    "suppressed": (LIGHT, None),
    "overwatch": (LIGHT, "binoculars"),
    "activated": (LIGHT, None),
    "fire_used": (LIGHT, None),
    "fire_support": (DARK, "howitzer"),
    "upper_level": (LIGHT, "building"),
    "wreck": (LIGHT, "wreck"),
    "initiative": (DARK, None),
    "wavering": (DARK, None),
}
DARK_SHARE = 0.68  # how much black the dark tone mixes into the neutral ground


def tone(function: str) -> str:
    return FUNCTIONS[function][0]


def default_silhouette(function: str) -> str | None:
    return FUNCTIONS[function][1]


def owns_units(game, side_id: str) -> bool:
    """A side that fields units (not a pool of neutral markers): its markers are printed in its colours."""
    return any(c.side == side_id and game.unit_types[c.type].domain != "marker" for c in game.counters.pieces)


def ground(game, counter) -> tuple[str, str]:
    """(ground colour, ink) of a marker: its side's colours if the side fields units, else the side's
    neutral colour in the function's tone."""
    side = game.sides[counter.side]
    if owns_units(game, counter.side) or side.band:  # a low-ink kit: every marker on its white ground
        return side.color, side.text_color
    if tone(counter.function) == DARK:
        fill = mix(side.color, "#000000", DARK_SHARE)
        return fill, best_ink(fill)
    return side.color, side.text_color


def palette(game) -> set[str]:
    """Every ground colour the game's markers are printed on."""
    return {ground(game, c)[0] for c in game.counters.pieces if c.function}
