"""Rules parameters read with their expected shape: a value of the wrong shape (a hand-edit gone wrong) is a
one-line refusal naming the YAML path and what was expected, never a crash deep in a resolver.

A shape is `int`, `str`, `bool`, `[shape]` (a list of it), `{key: shape}` (a mapping with those keys; a key
ending in '?' may be missing) or `{str: shape}` (a mapping of any keys to that shape).
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.params import param

NAMES = [str]
WHO = {"side?": str, "type?": str, "traits?": NAMES, "except_traits?": NAMES}

SHAPES = {
    "air_movement": {"ends_in": NAMES, "supply_line?": bool, "sorties_added?": int},
    "air_movement_prohibitions": {"stacking?": str, "ezoc_unless_friendly?": NAMES, "enemy?": NAMES},
    "air_prohibited_hexes": NAMES,
    "air_displacement": {"sorties_added": int, "nowhere": str},
    "air_activation": {"blocked_at_sorties": int},
    "air_strike": {"attacker": str, "range": str, "sorties_after?": int},
    "air_support": {"unit": str, "range": str, "nationality?": NAMES, "per_side?": int, "sorties_if_unopposed?": int},
    "ranges": {str: int},
    "sorties_max": int,
    "replacement_sorties": int,
    "mobilized_air_sorties": int,
    "movement_points": {str: {str: int}},
    "supply_states": {"states": NAMES, "traced": str, "not_traced": {str: str}, "reductions_per_turn?": int,
                      "supplied?": NAMES},
    "supply_effects": {"drm?": {str: int}, "halved?": NAMES, "no_replacements?": NAMES, "attrition?": NAMES},
    "unsupplied_attrition": {"state": str, "ground_full": str, "ground_reduced": str, "air": str},
    "voluntary_elimination": {"ground?": NAMES, "air?": NAMES},
    "replacements": {"supply": str, "per_turn?": int},
    "mobilization_strength": {"ground": str, "full?": [WHO], "air_sorties": str},
    "mobilization_timing": {"mobilized_after_elimination?": str, "improved_when_mobilized?": bool},
    "upgrades": {"faction": str, "replaced?": {"in_hex?": bool, "supply?": str}, "pairs": [{"upgrade": WHO,
                                                                                          "replaces": WHO}]},
    "production": {"saved?": bool, "by_factories?": NAMES},
    "spending": {"saved?": bool, "deficit?": bool},
    "first_turn_production": {str: {str: int}},
    "agreed_production": {str: {str: int}},
    "attack_adjacent": bool,
}


def _kind(shape) -> str:
    if shape is int:
        return "a whole number"
    if shape is str:
        return "a text"
    if shape is bool:
        return "true or false"
    if isinstance(shape, list):
        return f"a list of {_kind(shape[0])}s"
    return "a mapping"


def problem(value, shape, path: str) -> str | None:
    """What is wrong with `value` for `shape` (first problem, with its YAML path), or None."""
    if shape is int:
        ok = isinstance(value, int) and not isinstance(value, bool) and abs(value) <= 10**6
    elif shape is bool or shape is str:
        ok = isinstance(value, shape)
    elif isinstance(shape, list):
        if not isinstance(value, list):
            ok = False
        else:
            for i, v in enumerate(value):
                found = problem(v, shape[0], f"{path}[{i}]")
                if found:
                    return found
            return None
    else:
        if not isinstance(value, dict):
            ok = False
        elif str in shape:
            for k, v in value.items():
                found = problem(k, str, f"{path} key") or problem(v, shape[str], f"{path}.{k}")
                if found:
                    return found
            return None
        else:
            for key, sub in shape.items():
                name = key.rstrip("?")
                if name not in value:
                    if key.endswith("?"):
                        continue
                    return f"{path}.{name} is missing ({_kind(sub)} expected)"
                found = problem(value[name], sub, f"{path}.{name}")
                if found:
                    return found
            return None
    return None if ok else f"{path} must be {_kind(shape)}, got {value!r:.40}"


def shaped(game, name: str, needed_by: str):
    """The value of parameters.NAME when it has its expected shape; RulesError naming the path otherwise."""
    value = param(game, name, needed_by)
    found = problem(value, SHAPES[name], f"parameters.{name}.value") if name in SHAPES else None
    if found:
        raise RulesError(f"{game.id}: {found}; fix the game's YAML to use {needed_by}")
    return value
