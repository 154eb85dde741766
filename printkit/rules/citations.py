"""Rule citations from the data: a parameter's `rule:` field becomes "Rule 5.3.5" in a message.

The code holds no rule numbers: a resolver names the parameter it applies, and the game's YAML says which
rule section that is. A parameter without a `rule:` gives no citation (the message stays without one).
"""

from __future__ import annotations


def rule(game, name: str) -> str:
    """'Rule 5.3.5' for parameters.NAME.rule ('' when the game gives none)."""
    p = game.parameters.get(name)
    ref = getattr(p, "rule", None) if p is not None else None
    return f"Rule {ref}" if ref else ""


def cited(text: str, game, name: str) -> str:
    """text + ' (Rule N)' from parameters.NAME.rule, or text alone."""
    ref = rule(game, name)
    return f"{text} ({ref})" if ref else text


def rules_of(game, *names: str) -> dict[str, str]:
    """{name: 'Rule N'} for the named parameters (those the game cites)."""
    return {n: rule(game, n) for n in names}
