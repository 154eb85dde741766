"""Politico-military resolvers driven by a roll chart and a ladder display: diplomacy moves (roll Rank
dice under the points spent), contested rolls (ceasefire), neutralization attempts, action segments."""

from __future__ import annotations

from itertools import product

from printkit.errors import RulesError
from printkit.rules import effort
from printkit.rules.params import cite, param


def sum_at_most(dice: int, sides: int, limit: int) -> tuple[int, int]:
    """P(sum of `dice` d`sides` <= limit), exactly."""
    ways = [1]
    for _ in range(dice):
        nxt = [0] * (len(ways) + sides)
        for s, w in enumerate(ways):
            for f in range(1, sides + 1):
                nxt[s + f] += w
        ways = nxt
    return sum(w for s, w in enumerate(ways) if s <= limit), sides ** dice


def country_marker(game, ref: str):
    """A marker with a Rank by ISO code (label), counter id or name, case-insensitive."""
    key = ref.casefold()
    for c in game.counters.pieces:
        if c.rank is not None and key in (c.id.casefold(), c.label.casefold(), (c.name or "").casefold()):
            return c
    codes = ", ".join(c.label for c in game.counters.pieces if c.rank is not None)
    raise RulesError(f"no country {ref!r}; countries: {codes}")


def _zone(chart, ref: str):
    key = ref.casefold()
    for i, z in enumerate(chart.zones):
        if key in (z.id.casefold(), z.name.casefold()):
            return i, z
    raise RulesError(f"no Zone {ref!r} on the {chart.title}; zones: {', '.join(z.name for z in chart.zones)}")


def diplomacy(game, country: str, from_zone: str, direction: str, rp: int, prestige: int = 0, extra: int = 0) -> dict:
    """An attempt to move a country one Zone: success when Rank d6 total <= RP + Prestige spent.
    `extra`: RP from outside the chit (an ally's "at large" RP), spent as RP."""
    chart_id = param(game, "diplomacy_chart", "the diplomacy calculator")
    chart = game.charts[chart_id]
    rule = cite(game, "diplomacy_chart")
    c = country_marker(game, country)
    from printkit.rules import bounds

    bounds.effort_rp(game, "--rp", rp)
    bounds.extra_rp(game, "--extra-rp", extra)
    bounds.prestige(game, "--prestige", prestige)
    rp += extra
    i, z = _zone(chart, from_zone)
    j = i + 1 if direction == "up" else i - 1
    if not 0 <= j < len(chart.zones):
        raise RulesError(f"{rule}: {c.label} is in {z.name}, the {'top' if direction == 'up' else 'bottom'} Zone of "
                         f"the {chart.title}; it cannot move {direction} off the display")
    to = chart.zones[j]
    k, arrow = next(((k, a) for k, a in enumerate(chart.arrows) if a.from_zone == z.id and a.to_zone == to.id),
                    (None, None))
    if arrow is None:
        raise RulesError(f"the {chart.title} has no arrow from {z.name} to {to.name}")
    if arrow.cost is None:
        path = f"charts.{chart_id}.arrows[{k}].cost"
        raise RulesError(f"the arrow from {z.name} to {to.name} has an unknown cost; fill in {path}", fill_in=path)
    if rp < arrow.cost:
        raise RulesError(f"{rule}: moving {c.label} from {z.name} to {to.name} needs at least {arrow.cost} RP "
                         f"(the arrow's minimum), got {rp}")
    spent = rp + prestige
    if direction == "up" and spent < arrow.cost + c.rank:
        raise RulesError(f"{rule}: moving {c.label} up also costs RP and/or Prestige equal to its Rank {c.rank}: "
                         f"spend at least {arrow.cost + c.rank} in all, got {spent}")
    sides = param(game, "die_sides", "the diplomacy calculator")
    return {"dice": c.rank, "minimum_rp": arrow.cost, "spent": spent, "to": to.name,
            "probability": sum_at_most(c.rank, sides, spent)}


def ceasefire(game, first: str, second: str, requested_by: str | None = None, extra: dict | None = None) -> dict:
    """Chance that the Ceasefire is obtained more RP wins; a tie goes to parameters.ties_to.
    `first`, `second`: the Diplomatic chits of the two sides of parameters.victory_sides, in its order;
    `requested_by`: the side attempting it (default the first); `extra`: side -> RP added from outside the
    chit (an ally's "at large" RP)."""
    sides = list(param(game, "victory_sides", "the ceasefire calculator"))
    requested_by = sides[0] if requested_by is None else requested_by
    if requested_by not in sides:
        raise RulesError(f"no side {requested_by!r}; sides: {', '.join(sides)}")
    extra = dict(extra or {})
    from printkit.rules import bounds

    for side, n in extra.items():
        if side not in sides:
            raise RulesError(f"--extra-rp: no side {side!r}; sides: {', '.join(sides)}")
        bounds.extra_rp(game, f"--extra-rp {side}", n)
    tie_side = param(game, "ties_to", "the ceasefire calculator")
    one, other = sides
    cu, du, nu = effort.outcomes(game, first)
    cr, dr, nr = effort.outcomes(game, second)
    win = tie = 0
    cu = {k + extra.get(one, 0): v for k, v in cu.items()}
    cr = {k + extra.get(other, 0): v for k, v in cr.items()}
    for a, x in cu.items():
        for b, y in cr.items():
            if a == b:
                tie += x * y
            elif (a > b) == (requested_by == one):
                win += x * y
    den = nu * nr
    num = win + (tie if tie_side == requested_by else 0)
    return {"probability": (num, den), "tie": (tie, den)}


def neutralize(game, level: str, rp: int, extra: int = 0) -> dict:
    """Neutralization: 1/2/3 attempts by chit level, each a 1d6 roll at most the RP from the Effort Chart, plus any RP
    added from outside the chit (`extra`: an ally's "at large" RP)."""
    from printkit.rules.dice import binomial

    attempts = param(game, "neutralize_attempts", "the neutralize calculator")
    lv = effort.column(game, level)[3].id
    if lv not in attempts:
        raise RulesError(f"no neutralization attempts for a {level} chit")
    possible = effort.outcomes(game, lv)[0]
    if rp not in possible:
        raise RulesError(f"{cite(game, 'neutralize_attempts')}: a {lv} chit gives {', '.join(map(str, possible))} "
                         f"RP on the {effort.chart_of(game)[1].title}, never {rp}")
    from printkit.rules import bounds

    bounds.extra_rp(game, "--extra-rp", extra)
    sides = param(game, "die_sides", "the neutralize calculator")
    p = (max(0, min(rp + extra, sides)), sides)
    return {"attempts": attempts[lv], "p_each": p, "distribution": binomial(attempts[lv], p)}


def segments(game, first_chit: str, other_chit: str) -> dict:
    """Action Segments: the strongest Military chit sets the Action Segments; each side rolls its own chit each segment.
    `first_chit`: the Military chit of the side of parameters.first_segment; `other_chit`: the other side's of
    parameters.victory_sides."""
    per = param(game, "action_segments", "the segments calculator")
    first = param(game, "first_segment", "the segments calculator")
    rest = [s for s in param(game, "victory_sides", "the segments calculator") if s != first]
    if len(rest) != 1:
        raise RulesError(f"parameters.first_segment {first!r} must be one of the two parameters.victory_sides",
                         fill_in="parameters.first_segment")
    levels = {first: effort.column(game, first_chit)[3].id, rest[0]: effort.column(game, other_chit)[3].id}
    n = per[effort.stronger(game, list(levels.values()))]
    other = next(s for s in levels if s != first)
    order = [s for _ in range(n) for s in (first, other)]
    units = {side: effort.distribution(game, lv) for side, lv in levels.items()}
    return {"segments": n, "order": order, "levels": levels, "units": units}


def information(game, level: str, option: str) -> dict:
    """Reducing the enemy's Prestige: roll the chit twice; the higher result comes off the enemy's Prestige, the lower off
    one's own. 6.32 add: one roll, added to one's own Prestige. Exact distributions."""
    counts, _, den = effort.outcomes(game, level)
    if option == "add":
        return {"gain": {k: (c, den) for k, c in counts.items()},
                "expected": (sum(k * c for k, c in counts.items()), den)}
    rolls = param(game, "prestige_reduction_rolls", "the information calculator")
    if rolls != 2:
        raise RulesError(f"parameters.prestige_reduction_rolls must be 2 (a higher and a lower roll), got {rolls}")
    enemy: dict = {}
    own: dict = {}
    for a, x in counts.items():
        for b, y in counts.items():
            enemy[max(a, b)] = enemy.get(max(a, b), 0) + x * y
            own[min(a, b)] = own.get(min(a, b), 0) + x * y
    den2 = den * den
    mean = lambda d: (sum(k * c for k, c in d.items()), den2)  # noqa: E731
    return {"enemy_loss": {k: (c, den2) for k, c in sorted(enemy.items())},
            "own_loss": {k: (c, den2) for k, c in sorted(own.items())},
            "expected_enemy_loss": mean(enemy), "expected_own_loss": mean(own)}


def alliances(game, positions: dict[str, str], turn_kind: str, game_turn: int | None = None) -> dict:
    """Allies: 'at large' RP = Ranks in the at-large zones; at the end of the Final Phase (not the last Turn)
    the Ranks in the prestige zones go to a side's Prestige, by the kind of Turn (parameters.alliance_prestige:
    turn kind -> [side, sign]). Countries not given sit where the scenario starts them."""
    zones = param(game, "alliance_zones", "the alliances calculator")
    sides = param(game, "alliance_prestige", "the alliances calculator")
    chart_id = param(game, "diplomacy_chart", "the alliances calculator")
    chart = game.charts[chart_id]
    where = {}
    for sc in game.scenarios.values():
        for p in sc.setup:
            if p.location.startswith(chart_id + "/"):
                where.setdefault(p.counter, p.location.split("/", 1)[1])
        break
    for ref, zone in positions.items():
        c = country_marker(game, ref)
        where[c.id] = _zone(chart, zone)[1].id if zone.lower() not in ("removed", "off") else None
    ranks = {c.id: c.rank for c in game.counters.pieces if c.rank is not None}
    at_large = sum(ranks[c] for c, z in where.items() if z in zones["at_large"])
    total = sum(ranks[c] for c, z in where.items() if z in zones["prestige"])
    last = param(game, "game_turns", "the alliances calculator")
    if turn_kind not in sides:
        raise RulesError(f"the turn is one of {', '.join(sides)}, got {turn_kind!r}")
    if game_turn is not None and not 1 <= game_turn <= last:
        raise RulesError(f"{cite(game, 'game_turns')}: Game Turns run 1 to {last}, got {game_turn}")
    side, sign = sides[turn_kind]
    change = 0 if game_turn == last else sign * total
    return {"at_large_rp": at_large, "prestige": {"side": side, "change": change},
            "positions": {c: z for c, z in sorted(where.items())}}
