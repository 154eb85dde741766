"""What the counter mix can put together: a combat group of TYPE:CV units no side's counters hold is refused.

`group(game, who, units)` takes (group, cv, neutralized, label) tuples (rules/groups.py) and checks that one
side's counters hold at least as many units of each group and CV as the group lists.
"""

from __future__ import annotations

from collections import Counter

from printkit.errors import RulesError


def _held(game) -> dict[str, Counter]:
    """side -> Counter of (group, cv) over its counters."""
    out: dict[str, Counter] = {}
    for c in (game.counters.pieces if game.counters else ()):
        t = game.unit_types.get(c.type)
        if t is None or t.domain != "ground":
            continue
        out.setdefault(c.side, Counter())[(t.group or c.type, c.cv)] += c.quantity
    return out


def group(game, who: str, units) -> None:
    """RulesError when no single side's counters hold every (group, CV) of the group as many times."""
    if not game.counters:
        return
    wanted = Counter((g, cv) for g, cv, _neutral, _label in units if cv)
    held = _held(game)
    if not wanted or any(all(mix[k] >= n for k, n in wanted.items()) for mix in held.values()):
        return
    for (g, cv), n in sorted(wanted.items(), key=str):
        best = max((mix[(g, cv)], side) for side, mix in held.items()) if held else (0, "")
        if best[0] < n:
            kind = g.replace("_", " ")
            if best[0] == 0:
                raise RulesError(f"the {who} group lists {n} {kind} unit(s) of CV {cv}, but no counter of "
                                 f"{game.title} is a {kind} unit of CV {cv}")
            side = getattr((game.sides or {}).get(best[1]), "adjective", None) or best[1].capitalize()
            raise RulesError(f"the {who} group lists {n} {kind} units of CV {cv}, but the counter mix holds at "
                             f"most {best[0]} ({side})")
    raise RulesError(f"the {who} group mixes units no one side's counters hold together")
