"""Group combat by troop type: group types, allowed combat types, exact effects.

Generic over parameters: hit_faces, die_sides, combat_groups, combat_excluded_groups, group_regular_share,
combat_types. A unit is (group, cv, neutralized).
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.params import cite, param

FIELDS = ("prestige", "neutralized", "eliminated", "excess_neutralizations")

MAX_PAIRS = 250 * 250  # (attacker hits, defender hits) pairs summed: the largest groups of the four games make 11,000


def parse_unit(game, text: str) -> tuple[str, int, bool, str]:
    """'regular:4', 'irregular:1:neutralized', 'ru-mech', 'ru-mech:neutralized' -> (group, cv, neutralized, label)."""
    parts = text.split(":")
    neutral = parts[-1].casefold() in ("neutralized", "n")
    if neutral:
        parts = parts[:-1]
    counters = {c.id.casefold(): c for c in (game.counters.pieces if game.counters else ())}
    if len(parts) == 1 and parts[0].casefold() in counters:
        c = counters[parts[0].casefold()]
        group = game.unit_types[c.type].group
        return group or c.type, c.cv, neutral, c.id
    if len(parts) == 2:
        kind, cv = parts[0].casefold(), parts[1]
        if kind in game.unit_types:
            kind = game.unit_types[kind].group or kind
        if not cv.isdigit():
            raise RulesError(f"unit {text!r}: the CV must be a whole number, got {cv!r}")
        return kind, int(cv), neutral, text
    if len(parts) == 1:
        kind = parts[0].casefold()
        if kind in param(game, "combat_excluded_groups", "the combat calculator"):
            return kind, 0, neutral, text
    raise RulesError(f"unit {text!r}: write TYPE:CV (regular:4), TYPE:CV:neutralized, or a counter id")


def group_type(game, units, who: str) -> str:
    """Regular when at least the share parameters.group_regular_share of the units is Regular."""
    groups = param(game, "combat_groups", "the combat calculator")
    excluded = param(game, "combat_excluded_groups", "the combat calculator")
    from printkit.rules import bounds

    if not units:
        raise RulesError(f"the {who} group has no units")
    bounds.group(game, who, [u[1] for u in units])
    from printkit.rules import component_limits

    component_limits.group(game, who, units)  # the counter mix holds that many of each TYPE:CV (issue 11 audit)
    for g, cv, neutral, label in units:
        if g in excluded:
            raise RulesError(f"{cite(game, 'combat_excluded_groups')}: {label} is {g.replace('_', ' ')}: they cannot "
                             "be engaged in any form of combat and do not form part of attacking or defending groups")
        if g not in groups:
            raise RulesError(f"unit {label}: no combat group {g!r}; groups: {', '.join(groups)}")
        if cv is None or cv < 0:
            raise RulesError(f"unit {label} has no Combat Value")
        bounds.unit_cv(game, label, cv)
    num, den = param(game, "group_regular_share", "the combat calculator")
    regular = sum(1 for u in units if u[0] == groups[0])
    return groups[0] if regular * den >= num * len(units) else groups[1]


def allowed(game, a: str, d: str) -> list[str]:
    types = param(game, "combat_types", "the combat calculator")
    return list(types["same"] if a == d else types["opposite"])


def _inflict(kind: str, group: str, hits: int, target) -> dict:
    """What `hits` by a group of type `group` do to the `target` group: target losses and the inflicter's excess."""
    fresh = sum(1 for u in target if not u[2])
    worn = len(target) - fresh
    out = {"target_prestige": 0, "neutralized": 0, "eliminated": 0, "excess": 0, "both_prestige": 0}
    if kind == "symbolic":
        out["target_prestige"] = -min(hits, len(target))
    elif kind == "kinetic":  # fresh units are hit first; second hits eliminate the already neutralized first
        out["eliminated"] = min(max(hits - fresh, 0), fresh + worn)
        out["neutralized"] = min(hits, fresh) - max(0, out["eliminated"] - worn)  # still standing, newly flipped
        out["excess"] = max(hits - 2 * fresh - worn, 0)
        out["both_prestige"] = -out["eliminated"]
    elif group == "irregular":
        out["target_prestige"] = -hits
    else:
        out["neutralized"] = min(hits, fresh)
        out["excess"] = hits - out["neutralized"]
    return out


def effects(kind: str, a_group: str, d_group: str, a_hits: int, d_hits: int, attackers, defenders) -> dict:
    """Both sides' results, applied simultaneously: per side its Prestige change, its units that end
    the combat newly neutralized, its units eliminated, and the excess neutralizations it inflicted (each
    costing it 1 Prestige)."""
    by_a = _inflict(kind, a_group, a_hits, defenders)
    by_d = _inflict(kind, d_group, d_hits, attackers)
    both = by_a["both_prestige"] + by_d["both_prestige"]
    return {
        "attacker": {"prestige": by_d["target_prestige"] - by_a["excess"] + both, "neutralized": by_d["neutralized"],
                     "eliminated": by_d["eliminated"], "excess_neutralizations": by_a["excess"]},
        "defender": {"prestige": by_a["target_prestige"] - by_d["excess"] + both, "neutralized": by_a["neutralized"],
                     "eliminated": by_a["eliminated"], "excess_neutralizations": by_d["excess"]},
    }


def combat(game, attackers: list[str], defenders: list[str], kind: str,
           a_hits: int | None = None, d_hits: int | None = None) -> dict:
    """Group types, allowed combat types and the effects (exact for given hits, else their distribution)."""
    from printkit.rules.dice import binomial, chance

    att = [parse_unit(game, u) for u in attackers]
    dfn = [parse_unit(game, u) for u in defenders]
    a_group, d_group = group_type(game, att, "attacking"), group_type(game, dfn, "defending")
    for g, cv, neutral, label in att:
        if neutral and not param(game, "neutralized_may_attack", "the combat calculator"):
            raise RulesError(f"{cite(game, 'neutralized_may_attack')}: {label} is Neutralized: Neutralized units "
                             "may not initiate attacks")
    types = allowed(game, a_group, d_group)
    if kind not in types:
        rel = "the same troop type" if a_group == d_group else "the opposite troop type"
        raise RulesError(f"{cite(game, 'combat_types')}: a {a_group} group attacking a group of {rel} ({d_group}) may choose "
                         f"{' or '.join(t.capitalize() for t in types)} combat, not {kind.capitalize()}")
    a_dice, d_dice = sum(u[1] for u in att), sum(u[1] for u in dfn)
    out = {"attacker_group": a_group, "defender_group": d_group, "allowed_types": types,
           "attacker_dice": a_dice, "defender_dice": d_dice}
    if (a_hits is None) != (d_hits is None):
        raise RulesError("give both --attacker-hits and --defender-hits, or neither (for the distribution)")
    if a_hits is not None:
        for name, h, n in (("--attacker-hits", a_hits, a_dice), ("--defender-hits", d_hits, d_dice)):
            if not 0 <= h <= n:
                raise RulesError(f"{cite(game, 'hit_faces')}: {name} must be 0 to {n} (one Hit at most per die "
                                 f"rolled), got {h}")
        out["effects"] = effects(kind, a_group, d_group, a_hits, d_hits, att, dfn)
        return out
    if a_dice * d_dice > MAX_PAIRS:  # the exact distribution sums over every pair of hit counts
        raise RulesError(f"{a_dice} attacking and {d_dice} defending dice: the exact distribution is computed for at "
                         f"most {MAX_PAIRS:,} pairs of hit counts; give --attacker-hits and --defender-hits")
    p = chance(param(game, "hit_faces", "the combat calculator"), param(game, "die_sides", "the combat calculator"))
    da, dd = binomial(a_dice, p), binomial(d_dice, p)
    dist = {side: {f: {} for f in FIELDS} for side in ("attacker", "defender")}
    den = da.den * dd.den
    by_a = [_inflict(kind, a_group, i, dfn) for i in range(len(da.num))]  # each side's hits, once
    by_d = [_inflict(kind, d_group, j, att) for j in range(len(dd.num))]
    # Fields that depend on one side's hits only add up per side; Prestige couples both (summed per pair).
    for side, own, other, weights, other_weights in (("attacker", by_d, by_a, dd.num, da.num),
                                                    ("defender", by_a, by_d, da.num, dd.num)):
        total = sum(other_weights)
        for f, key, inflicted_by in (("neutralized", "neutralized", own), ("eliminated", "eliminated", own),
                                     ("excess_neutralizations", "excess", other)):
            cell = dist[side][f]
            ws = weights if inflicted_by is own else other_weights
            norm = total if inflicted_by is own else sum(weights)
            for e, w in zip(inflicted_by, ws):
                cell[e[key]] = cell.get(e[key], 0) + w * norm
    for i, x in enumerate(da.num):  # Prestige: both sides' hits matter
        ea = by_a[i]
        for j, y in enumerate(dd.num):
            ed = by_d[j]
            both = ea["both_prestige"] + ed["both_prestige"]
            w = x * y
            for side, value in (("attacker", ed["target_prestige"] - ea["excess"] + both),
                                ("defender", ea["target_prestige"] - ed["excess"] + both)):
                cell = dist[side]["prestige"]
                cell[value] = cell.get(value, 0) + w
    out["effects"] = {side: {f: {k: (v, den) for k, v in sorted(dist[side][f].items())} for f in FIELDS}
                      for side in dist}
    return out
