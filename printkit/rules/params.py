"""Reading rules parameters with errors that say what to add to the YAML."""

from __future__ import annotations

from printkit.errors import RulesError


def param(game, name: str, needed_by: str):
    """A parameter's value, or RulesError naming the YAML path to fill in."""
    p = game.parameters.get(name)
    if p is None:
        raise RulesError(f"{game.id} has no parameters.{name}, which {needed_by} needs; add it to the game's YAML")
    if p.value is None:
        raise RulesError(f"parameters.{name} of {game.id} is unknown (null); fill it in to use {needed_by}")
    return p.value
