"""Rule citations from the data: the game's `citations:` (mechanism -> section) or a parameter's `rule:` field
becomes "Rule N" in a message.

The code holds no rule numbers: a resolver, a command or a layout names the mechanism or parameter it applies,
and the game's YAML says which rule section that is. A name the game does not cite gives no citation (the
message stays without one), never another game's number.
"""

from __future__ import annotations


def number(game, name: str) -> str:
    """The section the game cites for NAME: citations.NAME, else parameters.NAME.rule ('' when it gives none)."""
    ref = (getattr(game, "citations", None) or {}).get(name)
    if not ref:
        p = (getattr(game, "parameters", None) or {}).get(name)
        ref = getattr(p, "rule", None) if p is not None else None
    return str(ref) if ref else ""


def rule(game, name: str) -> str:
    """'Rule N' for NAME as the game cites it ('' when it gives none)."""
    ref = number(game, name)
    return f"Rule {ref}" if ref else ""


def cited(text: str, game, name: str) -> str:
    """text + ' (Rule N)' for NAME, or text alone."""
    ref = rule(game, name)
    return f"{text} ({ref})" if ref else text


def paren(game, name: str) -> str:
    """' (Rule N)' for NAME, or '' (to end a sentence with its citation)."""
    ref = rule(game, name)
    return f" ({ref})" if ref else ""


def bare(game, name: str) -> str:
    """' (N)' for NAME, or '': a printed page's citation (the page's language adds no word)."""
    ref = number(game, name)
    return f" ({ref})" if ref else ""


def rules_of(game, *names: str) -> dict[str, str]:
    """{name: 'Rule N'} for the named parameters (those the game cites)."""
    return {n: rule(game, n) for n in names}
