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


def cite(game, name: str) -> str:
    """The rule a parameter comes from, for messages: its source up to the first ' (' or ','
    ('UC 7.32 (Special Forces ...)' -> 'UC 7.32')."""
    p = game.parameters.get(name)
    if p is None or not p.source:
        return name
    from printkit.wording import rule

    first = p.source.split(" (")[0].split(",")[0].strip()
    return rule(first) or first  # 'Rule N', as a player aid cites it
