"""Sorties of air units: adding with a cap, activation, removal by replacements.

Data: parameters `sorties_max` (the highest mark), `air_activation` (`blocked_at_sorties`), and
`replacement_sorties` (how many replacements remove); each parameter's `rule:` is what a message cites.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.citations import cited
from printkit.rules.params import param


def cap(game) -> int:
    return int(param(game, "sorties_max", "the Sorties calculators"))


def check(game, sorties: int, what: str = "sorties") -> int:
    """A Sorties total as a marker can show it: 0 to the cap; RulesError otherwise."""
    top = cap(game)
    if not isinstance(sorties, int) or not 0 <= sorties <= top:
        raise RulesError(cited(f"{what} must be 0 to {top} (the highest Sorties marker), got {sorties}", game,
                               "sorties_max"))
    return sorties


def add(game, sorties: int, n: int) -> int:
    """Sorties after adding n: never marked above the cap, 'even if it suffers a total greater'."""
    return min(cap(game), check(game, sorties) + max(0, n))


def activation_refusal(game, sorties: int, who: str) -> str | None:
    """Why an air unit with these Sorties cannot be activated, or None."""
    blocked = param(game, "air_activation", "air activation")["blocked_at_sorties"]
    if check(game, sorties) >= blocked:
        return cited(f"{who} has {sorties} Sorties and cannot be activated", game, "air_activation")
    return None


def after_replacement(game, sorties: int) -> int:
    """Sorties left after one Replacements improvement (at most `replacement_sorties` removed)."""
    return max(0, check(game, sorties) - int(param(game, "replacement_sorties", "replacements")))
