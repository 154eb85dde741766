"""The shape of every rules parameter a resolver, renderer or calculator reads, checked when a game loads, so
no calculator meets a value it cannot handle (issue: "what validates must build").

A parameter is known by its name in every game (`die_sides` means the same in each); a game may have any
other parameter, which nothing reads and which is therefore free-form. Bounds come from the components or
from what a calculator can answer in well under a second (no die of more than 100 faces, no more than 10
dice in a roll). `null` stays allowed everywhere: it means unknown, and the resolver says what to fill in.
"""

from __future__ import annotations

from printkit.load.shapes import (Bool, Either, Fields, HexRef, Int, ListOf, MapOf, Nullable, OneOf, Pair, Ref,
                                  Text)

FACE = Int(1, 100)
FACES = ListOf(FACE, lo=1, hi=100, unique=True)
COUNT = Int(0, 1000)
SMALL = Int(0, 100)
NAMES = ListOf(Text())
EDGES = ListOf(OneOf("north", "east", "south", "west"), lo=1, hi=4, unique=True)
DIE = Int(2, 100)
WHO = Fields(optional={"side": Text(), "type": Text(), "traits": NAMES, "except_traits": NAMES})  # which units
RESULT = OneOf("none", "disrupted", "disrupt_or_retreat", "stay_or_retreat", "retreat", "damaged", "removed")

SHAPES = {
    # dice (The Little War 6.2, Ukrainian Crisis 7.32, Case Blue 5.1): rules/dicepool, groups, crt, politics, odds
    "die_sides": DIE,
    "hit_faces": FACES,
    "recovery_faces": FACES,
    "terrain_dice": MapOf(Int(0, 20)),
    "air_die_per_unit": Int(0, 20),
    "air_assists_only": Bool(),  # air dice need ground CV (rules/dicepool.hits)
    "combat_card_units": Int(1, 100),  # the most ground and air units one Combat card commits (commands/calc_cmds)
    "raid_success_hits": SMALL,
    "airfield_defense_dice": SMALL,
    "game_turns": Int(1, 1000),
    "cards_drawn": COUNT,
    "special_action_cards": COUNT,
    "c3_vp_per_cards": Int(1, 1000),  # a divisor
    "victory_vp_max": COUNT,
    # Case Blue: rules/movement, crt, supply, mobilization, setup_check; the VASSAL turn track
    "movement_points": MapOf(MapOf(SMALL)),
    "activation_cost": MapOf(SMALL),
    "drm_cap": SMALL,
    "min_final_value": Int(-100, 100),
    "supply_sources": MapOf(Fields(optional={"hexes": ListOf(HexRef()), "edges": EDGES,
                                             "friendly_cities": Bool(), "transport_line_into_edge": Bool(),
                                             "except": ListOf(HexRef())}), lo=1),
    "supply_first_leg": SMALL,
    "control_markers": Text(),  # the faction (or side) whose markers mark the cities it controls (rules/control_markers)
    "mobilization": MapOf(Fields(optional={"edge": OneOf("north", "east", "south", "west"), "from": HexRef(),
                                           "to": HexRef(), "friendly_cities": Bool(), "edges": EDGES,
                                           "not_faded_dot": Bool(), "except": ListOf(HexRef())}), lo=1),
    "ranges": MapOf(COUNT),
    "turns": ListOf(Text(), lo=1),
    "sorties_max": SMALL,
    "stacking": MapOf(SMALL),
    "mobilized_air_sorties": SMALL,
    "replacement_sorties": SMALL,
    "assault_max_units": SMALL,
    # Donetsk: rules/fire, support, initiative
    "hex_capacity": MapOf(SMALL),
    "crt_dice": Pair(Int(1, 10), DIE),
    "initiative": Fields({"die": DIE}, {"ties": Nullable(Text())}),
    "initiative_ties": Nullable(Either(OneOf("reroll"), Ref("sides"))),
    "support_arrival": Fields({"die": DIE}),
    "support_halvings": Fields({"below_and_beside": Text()}, {"lower_floor": Int(0, 10)}),
    "scatter_directions": ListOf(Text(), lo=1, hi=12, unique=True),
    "sniper": Fields({"rolls": ListOf(Int(1, 1000), lo=1), "group_more_than": SMALL}),
    "fire_conflicts": ListOf(Pair(Text(), Text(), Text())),
    # Ukrainian Crisis: rules/effort, politics, groups, scoring, deployment, area_moves
    "prestige_start": MapOf(Int(0, 1000)),
    "prestige_max": Int(0, 1000),
    "card_chart": Ref("charts"),  # the chart a playing card is looked up in (rules/cards)
    "effort_chart": Ref("charts", "rolls"),
    "neutralize_chart": Ref("charts", "rolls"),
    "effort_levels": ListOf(Text(), lo=1, hi=20, unique=True),
    "action_segments": MapOf(Int(0, 20), lo=1),
    "neutralize_attempts": MapOf(Int(0, 20), lo=1),
    "first_segment": Ref("sides"),
    "ties_to": Ref("sides"),
    "combat_system": OneOf("troop_groups"),
    "combat_groups": ListOf(Text(), lo=2, hi=2, unique=True),
    "combat_excluded_groups": NAMES,
    "neutralized_may_attack": Bool(),
    "group_regular_share": Pair(Int(0, 100), Int(1, 100)),
    "combat_types": Fields({"same": NAMES, "opposite": NAMES}),
    "diplomacy_chart": Ref("charts", "ladder"),
    "alliance_zones": Fields({"at_large": NAMES, "prestige": NAMES}),
    "alliance_prestige": MapOf(Pair(Ref("sides"), Int(-100, 100))),
    "prestige_reduction_rolls": Int(2, 2),  # UC 6.31: a higher and a lower roll
    "victory_sides": ListOf(Ref("sides"), lo=2, hi=2, unique=True),
    "victory_chart": Ref("charts", "ranges"),
    "score_map": Ref("maps", "area"),
    "deployment": Fields({"cost": Fields({"mobilize": SMALL, "deploy": SMALL}),
                          "rules": ListOf(Fields(
                              {"group": Text(), "areas": Either(OneOf("own_country", "any"), NAMES,
                                                                Fields({"zone": Text()}),
                                                                Fields({"country": NAMES}))},
                              {"side": Ref("sides"), "event": Text(), "needs": Text(), "no_enemy": Bool(),
                               "prestige": Int(-100, 100), "max": SMALL}))},
                         {"not_counted": NAMES}),  # groups that count as neither friendly nor enemy (the session)
    "movement_limits": Fields(optional={"static": NAMES, "own_country_only": ListOf(Ref("sides")),
                                        "never": MapOf(NAMES), "by_event": MapOf(MapOf(Text())),
                                        "anywhere": MapOf(NAMES), "airborne": NAMES, "amphibious": NAMES,
                                        "closed_terrain": MapOf(NAMES), "box_moves_only": NAMES}),
    # hit allocation (The Little War 6.21-6.23, 9.2): rules/hit_allocation
    "movement_map": Ref("maps", "area"),
    "hits_barred_domain": Text(),
    "hits_all_allocated": Bool(),
    "hit_result_defender": RESULT,
    "hit_result_defender_disrupted": RESULT,
    "hit_result_attacker": RESULT,
    "hit_result_excess": RESULT,
    "hit_result_air": RESULT,
    "hit_result_air_excess": RESULT,
    "air_to_air_first": Text(),
    "never_disrupted": NAMES,
    "removed_if_damaged": NAMES,
    "cannot_attack": NAMES,
    # Case Blue air, supply states and logistics (4.1.2, 5.2, 6.2, 7.x, 8.x, 9.0, 16.x): rules/air_moves, air_support,
    # sorties, supply_state, logistics
    "air_movement": Fields({"ends_in": NAMES}, {"supply_line": Bool(), "sorties_added": SMALL}),
    "air_movement_prohibitions": Fields(optional={"stacking": Text(), "ezoc_unless_friendly": NAMES, "enemy": NAMES}),
    "air_prohibited_hexes": ListOf(HexRef()),
    "air_displacement": Fields({"sorties_added": SMALL, "nowhere": Text()}, {"moves_at_max_sorties": Bool()}),
    "air_activation": Fields({"blocked_at_sorties": SMALL}, {"production_cost": SMALL, "actions_per_activation": SMALL}),
    "air_strike": Fields({"attacker": Text(), "range": Text()}, {"sorties_after": SMALL, "target": Text()}),
    "air_support": Fields({"unit": Text(), "range": Text()},
                          {"nationality": NAMES, "per_side": SMALL, "sorties_if_unopposed": SMALL}),
    "supply_states": Fields({"states": NAMES, "traced": Text(), "not_traced": MapOf(Text())},
                            {"reductions_per_turn": SMALL, "supplied": NAMES}),
    "supply_effects": Fields(optional={"drm": MapOf(Int(-100, 100)), "halved": NAMES, "no_replacements": NAMES,
                                       "attrition": NAMES}),
    "unsupplied_attrition": Fields({"state": Text(), "ground_full": Text(), "ground_reduced": Text(), "air": Text()}),
    "voluntary_elimination": Fields(optional={"ground": NAMES, "air": NAMES}),
    "replacements": Fields({"supply": Text()}, {"per_turn": SMALL, "ground": Text(), "air_sorties": Text()}),
    "mobilization_strength": Fields({"ground": Text(), "air_sorties": Text()}, {"full": ListOf(WHO)}),
    "mobilization_timing": Fields(optional={"mobilized_after_elimination": Text(), "improved_when_mobilized": Bool()}),
    "upgrades": Fields({"faction": Text(), "pairs": ListOf(Fields({"upgrade": WHO, "replaces": WHO}))},
                       {"replaced": Fields(optional={"in_hex": Bool(), "supply": Text()})}),
    "production": Fields(optional={"saved": Bool(), "by_factories": NAMES}),
    "spending": Fields(optional={"saved": Bool(), "deficit": Bool()}),
    "first_turn_production": MapOf(MapOf(Int(0, 1000))),
    "agreed_production": MapOf(MapOf(Int(0, 1000))),
    "attack_adjacent": Bool(),
    "air_hex_cost": SMALL,
    "ground_movement_prohibitions": NAMES,  # cited by the retreat calculator  # MP per hex of air movement (unknown in Case Blue: null)
}


class _Context:
    """What a shape may look at besides the value: the game, and its hex labels (listed once, on demand)."""

    def __init__(self, game, failed=frozenset()):
        self.game = game
        self._labels = None
        self.failed = failed

    def lost(self, part: str) -> bool:
        """A whole part of the game (a map) failed to build: values that refer into it cannot be judged."""
        return bool(getattr(self.failed, "whole", None)) and self.failed.whole(part)

    def hex_labels(self) -> set[str]:
        if self._labels is None:
            from printkit.hexgrid import all_labels

            self._labels = {lb for b in self.game.maps.values() if getattr(b, "grid", None) is not None
                            for lb in all_labels(b.grid)}
        return self._labels


def _relations(game, problems: list) -> None:
    """Checks across parameters: faces within the die."""
    sides = game.parameters.get("die_sides")
    die = sides.value if sides is not None and isinstance(sides.value, int) else None
    for name in ("hit_faces", "recovery_faces"):
        p = game.parameters.get(name)
        if die is None or p is None or not isinstance(p.value, list):
            continue
        for i, face in enumerate(p.value):
            if isinstance(face, int) and face > die:
                problems.append((("parameters", name, "value", i), f"face {face} is not on a {die}-sided die "
                                                                  "(parameters.die_sides)"))


def check(game, marked, failed=frozenset()) -> list:
    """Located issues for every parameter whose value does not have the shape its readers expect."""
    ctx = _Context(game, failed)
    problems: list = []
    for name, shape in SHAPES.items():
        p = game.parameters.get(name)
        if p is None or p.value is None:
            continue
        shape.check(p.value, ("parameters", name, "value"), ctx, problems)
    _relations(game, problems)
    return [marked.issue(path, message) for path, message in problems]
