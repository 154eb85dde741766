"""Dice-pool combat (hits on given faces): combat hits, airfield raids, recovery rolls.

Driven entirely by the game's parameters (hit_faces, die_sides, terrain_dice, raid_success_hits,
airfield_defense_dice, recovery_faces), so any game that states them gets these calculators.
"""

from __future__ import annotations

from printkit.errors import RulesError
from printkit.rules.dice import binomial, chance
from printkit.rules.citations import bare
from printkit.rules.params import param


def _p_hit(game, what: str) -> tuple[int, int]:
    return chance(param(game, "hit_faces", what), param(game, "die_sides", what))


def _count(name: str, value: int) -> int:
    if value < 0:
        raise RulesError(f"{name} must be 0 or more, got {value}")
    return value


def hits(game, dice: int, terrain: list[str] = (), air: int = 0) -> dict:
    """Distribution of hits for a combat roll: CV dice + 1 per terrain type (defender) + air dice."""
    _count("--dice", dice)
    _count("--air", air)
    assists = game.parameters.get("air_assists_only")
    if air and not dice and assists is not None and assists.value:
        from printkit.rules.params import cite

        raise RulesError(f"{cite(game, 'air_assists_only')}: air units may not attack on their own; each assists "
                         f"ground units, so --air {air} needs the CV of ground units in --dice (got 0)")
    table = param(game, "terrain_dice", "the hits calculator") if terrain else {}
    seen = set()
    extra = 0
    for t in terrain:
        if t not in table:
            from printkit.rules.params import cite

            raise RulesError(f"unknown terrain {t!r}: the defender adds dice in {game.title} for {', '.join(table)} "
                             f"({cite(game, 'terrain_dice')})")
        if t in seen:
            raise RulesError(f"terrain {t!r} given twice; each terrain type adds its dice once")
        seen.add(t)
        extra += table[t]
    per_air = param(game, "air_die_per_unit", "the hits calculator") if air else 1
    total = dice + extra + air * per_air
    dist = binomial(total, _p_hit(game, "the hits calculator"))
    return {"dice": total, "terrain_dice": extra, "air_dice": air * per_air, "distribution": dist,
            "expected": dist.mean()}


def raid(game, air_cv: int) -> dict:
    """Airfield raid: the raider's chance of enough hits, and the box's defensive hits."""
    _count("--air-cv", air_cv)
    p = _p_hit(game, "the raid calculator")
    need = param(game, "raid_success_hits", "the raid calculator")
    attack = binomial(air_cv, p)
    defense = binomial(param(game, "airfield_defense_dice", "the raid calculator"), p)
    return {"air_cv": air_cv, "success_hits": need, "p_success": attack.at_least(need),
            "attack_distribution": attack, "defense_dice": len(defense) - 1, "defense_distribution": defense,
            "defense_expected": defense.mean()}


def recovery(game, units: int) -> dict:
    """Final Phase recovery: how many of `units` rolls succeed."""
    _count("--units", units)
    p = chance(param(game, "recovery_faces", "the recovery calculator"),
               param(game, "die_sides", "the recovery calculator"))
    dist = binomial(units, p)
    return {"units": units, "p_each": p, "distribution": dist, "expected": dist.mean()}


def victory(game, vp: int, cards_removed: int = 0, chart: str = "victory", option: str = "--vp") -> dict:
    """Victory level for a VP total, less 1 VP per `c3_vp_per_cards` cards removed (rounded up); `option` names
    the VP in errors."""
    from printkit.rules.ranges import lookup

    _count("--cards-removed", cards_removed)
    if "special_action_cards" in game.parameters:
        from printkit.rules.bounds import within

        most = param(game, "special_action_cards", "the cards-removed penalty")
        within("--cards-removed", cards_removed, 0, most, f"the game has {most} Special Action cards" + bare(game, "card_penalty"))
    table = game.charts.get(chart)
    if table is None or table.kind != "ranges" or not table.entries:
        what = "none" if table is None else f"charts.{chart} is a {table.kind} chart"
        raise RulesError(f"this calculator reads the ranges chart {chart!r} (score ranges and their results); {what}"
                         + ("" if table is None else f": read it with `printkit lookup {game.id} {chart} ...`"))
    low, high = table.span()
    if not low <= vp <= high:
        raise RulesError(f"{option} must be between {low} and {high}" + bare(game, "victory_levels") + f", got {vp}")
    penalty = 0
    if cards_removed:
        per = param(game, "c3_vp_per_cards", "the cards-removed penalty")
        penalty = -(-cards_removed // per)
    net = max(vp - penalty, low)
    entry = lookup(game, chart, net)
    return {"vp": vp, "penalty": penalty, "net_vp": net, "result": entry.result}
