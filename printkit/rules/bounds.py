"""Ranges of the calculators' numeric options, from the rules and the components.

Every number a user types has a range: a die roll its faces, a count what the counters can ever put
together, a turn the game's calendar. Out of range is refused with one line saying why (exit 1), so no
input makes a calculator compute for long or allocate much.
"""

from __future__ import annotations

from printkit.errors import RulesError

TECHNICAL_MAX = 10_000  # where neither rules nor components bound a number (no game comes near)


def within(option: str, value: int, low: int, high: int, why: str) -> int:
    """value, or RulesError naming the option, its range and the reason for the range."""
    if not low <= value <= high:
        raise RulesError(f"{option} {value} is out of range: {low} to {high} ({why})")
    return value


def _pieces(game, domain: str | None):
    types = game.unit_types
    for c in (game.counters.pieces if game.counters else ()):
        t = types.get(c.type)
        if t is not None and (domain is None or t.domain == domain):
            yield c


def most_per_side(game, domain: str | None = None, cv: bool = False) -> tuple[int, str]:
    """The most units (or CV) of one domain any one side has, and that side's name."""
    totals: dict[str, int] = {}
    for c in _pieces(game, domain):
        totals[c.side] = totals.get(c.side, 0) + c.quantity * ((c.cv or 0) if cv else 1)
    if not totals:
        return 0, "no side"
    side = max(sorted(totals), key=lambda s: totals[s])
    name = game.sides[side].adjective or game.sides[side].name if side in game.sides else side
    return totals[side], name


def prestige(game, option: str, value: int) -> int:
    """Prestige from 0 to the top of the track the game keeps it on (parameter prestige_max)."""
    p = game.parameters.get("prestige_max")
    high = p.value if p is not None else TECHNICAL_MAX
    return within(option, value, 0, high, f"Prestige is kept on a track of 0 to {high}, {p.source}" if p
                  else "no rule bounds Prestige")


def extra_rp(game, option: str, value: int) -> int:
    """RP an area receives from outside its chit (the "at large" RP of allies): at most every Rank together."""
    ranks = sum(c.rank for c in (game.counters.pieces if game.counters else ()) if getattr(c, "rank", None))
    if not ranks:
        return within(option, value, 0, TECHNICAL_MAX, "no country marker bounds it")
    return within(option, value, 0, ranks, f"every country's Rank together is {ranks}")


def effort_rp(game, option: str, value: int) -> int:
    """RP from 0 to the most any Effort Chart column gives."""
    from printkit.rules import effort

    try:
        chart_id, chart = effort.chart_of(game)
    except RulesError:
        return value
    results = []
    for col in chart.columns:
        try:
            results += [r for r in effort.outcomes(game, col.id)[0] if isinstance(r, int)]
        except RulesError:  # an unknown cell: the chart does not bound RP
            return within(option, value, 0, TECHNICAL_MAX, f"the {chart.title} has unknown results")
    if not results:
        return value
    most = max(results)
    return within(option, value, 0, most, f"no chit gives more than {most} RP on the {chart.title}")


def unit_cv(game, label: str, cv: int) -> int:
    """A unit's CV: at most the highest CV any counter of the game prints."""
    most = max((c.cv for c in (game.counters.pieces if game.counters else ()) if c.cv is not None), default=None)
    if most is None or cv is None:
        return cv
    return within(f"unit {label}: CV", cv, 0, most, f"no counter of the game prints a CV above {most}")


def group(game, who: str, cvs: list[int]) -> None:
    """A combat group: no more ground units, and no more CV, than one side's counters hold together."""
    if not game.counters:
        return
    most, side = most_per_side(game, "ground")
    within(f"the {who} group of", len(cvs), 1, most, f"the {side} side has {most} ground units")
    most_cv, side = most_per_side(game, "ground", cv=True)
    within(f"the {who} group's total CV", sum(c or 0 for c in cvs), 0, most_cv,
           f"all {side} ground units together have {most_cv} CV")
