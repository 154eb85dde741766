"""Command lines of the air, supply-state and logistics calculators (Case Blue style hex-and-CRT games).

Registered by cli.build_parser through `add(sub, ...)`; NAMES joins cli.COMMANDS, so every one of them is
also a command of `printkit play`.
"""

from __future__ import annotations

NAMES = ("air-move", "air-strike", "air-support", "air-combat", "isolation", "supply-state", "attrition",
         "production", "replacements", "mobilize", "upgrade")

from printkit.cli import CONTROL_HELP, MARKED_HELP

AIR = "printkit.commands.air_cmds"
LOGISTICS = "printkit.commands.logistics_cmds"


def _around(s, friendly_help: str = "a hex with a friendly ground unit") -> None:
    s.add_argument("--enemy", action="append", metavar="HEX", help="a hex with an enemy ground unit (repeatable)")
    s.add_argument("--enemy-air", action="append", metavar="HEX", help="a hex with an enemy air unit (repeatable)")
    s.add_argument("--friendly", action="append", metavar="HEX", help=friendly_help + " (repeatable)")
    s.add_argument("--friendly-air", action="append", metavar="HEX", help="a hex with another friendly air unit")
    s.add_argument("--partisans", action="append", metavar="HEX", help="a hex with an enemy Partisans marker")
    s.add_argument("--no-ezoc", action="append", metavar="HEX", help="a hex with a No EZOC marker")
    s.add_argument("--scenario", help="city control from this scenario's control markers")
    s.add_argument("--marked", nargs="*", metavar="HEX", help=MARKED_HELP)
    s.add_argument("--control", action="append", metavar="[SIDE:]HEX", help=CONTROL_HELP)


def add(sub, game_help: str, whole) -> None:
    """Add the parsers; `whole` is the CLI's whole-number type."""
    s = sub.add_parser("air-move", help="may an air unit move from one hex to another, how far, at what MP")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("hexes", nargs=2, metavar="HEX", help="the start hex and the end hex")
    s.add_argument("--unit", required=True, help="the air unit (counter id or unique label)")
    s.add_argument("--sorties", type=whole, default=0, help="the unit's Sorties now (default 0)")
    s.add_argument("--supply", choices=["full", "low", "no"], default="full", help="its Supply State (MP)")
    s.add_argument("--displaced", action="store_true", help="a ground unit entered its hex (Air Displacement)")
    s.add_argument("--end-only", action="store_true", help="only whether the move may end there (no MP question)")
    _around(s)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(AIR, "air_move"))

    s = sub.add_parser("air-strike", help="may a fighter fly an Air Strike at an enemy air unit")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--unit", required=True, help="the phasing fighter (counter id or label)")
    s.add_argument("--at", required=True, metavar="HEX", help="the fighter's hex")
    s.add_argument("--sorties", type=whole, default=0)
    s.add_argument("--target", required=True, help="the enemy air unit attacked")
    s.add_argument("--target-at", required=True, metavar="HEX")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(AIR, "air_strike"))

    s = sub.add_parser("air-support", help="which fighters may fly Air Support to a ground combat, and its effect")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--defender", required=True, help="the defending ground unit")
    s.add_argument("--defender-at", required=True, metavar="HEX")
    s.add_argument("--attacker", action="append", required=True, help="an attacking ground unit (repeatable)")
    s.add_argument("--fighter", action="append", metavar="UNIT@HEX[:SORTIES]",
                   help="a fighter that might fly, e.g. ger-4luf@3153:2 (repeatable)")
    s.add_argument("--commit", action="append", metavar="UNIT", help="a fighter committed to the combat (up to one a side)")
    s.add_argument("--result", help="the air combat's CRT result when both sides committed (e.g. DR+2)")
    s.add_argument("--weather", choices=["fair", "poor", "severe"], default="fair")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(AIR, "air_support"))

    s = sub.add_parser("air-combat", help="air combat: exact distribution of results, Sorties and Effect")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--attacker-drm", type=whole, help="the attacker's total air DRM (default: itemized)")
    s.add_argument("--defender-drm", type=whole, help="the defender's total air DRM (default: itemized)")
    s.add_argument("--attacker-unit", help="the attacking air unit (counter id or label): its nationality DRM")
    s.add_argument("--defender-unit", help="the defending air unit (counter id or label): its nationality DRM")
    s.add_argument("--attacker-sorties", type=whole, default=0)
    s.add_argument("--defender-sorties", type=whole, default=0)
    s.add_argument("--attacker-supply", choices=["full", "low", "no"], default="full")
    s.add_argument("--defender-supply", choices=["full", "low", "no"], default="full")
    s.add_argument("--partisans", action="store_true", help="an enemy Partisans marker is in the defender's hex")
    s.add_argument("--action", choices=["air_support", "air_strike"], default="air_support",
                   help="the Action that caused the combat (default air_support)")
    s.add_argument("--result", help="one CRT result to apply (e.g. DR+2) instead of the distribution")
    s.add_argument("--weather", choices=["fair", "poor", "severe"], default="fair")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(AIR, "air_combat"))

    s = sub.add_parser("isolation", help="is a defending unit Isolated")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--hex", required=True, help="the defending unit's hex")
    s.add_argument("--side", required=True, help="the defender's faction")
    s.add_argument("--attacker", action="append", required=True, metavar="HEX", help="an attacking unit's hex")
    _around(s)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(LOGISTICS, "isolation"))

    s = sub.add_parser("supply-state", help="the Supply State after a supply check, its effects, and over turns")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--state", choices=["full", "low", "no"], default="full", help="the state now (default full)")
    s.add_argument("--traced", choices=["yes", "no"], help="a supply line was traced (default: trace with --hex)")
    s.add_argument("--hex", help="trace from this hex (with --side and the units around)")
    s.add_argument("--side", help="the unit's faction, to trace")
    s.add_argument("--unit", help="the unit (its group sets the MP)")
    s.add_argument("--reduced", action="store_true", help="the unit is on its reduced side")
    s.add_argument("--reduced-this-turn", action="store_true", help="its Supply State was already reduced this turn")
    s.add_argument("--turns", type=whole, default=0, help="also: turn by turn if it traces no supply line")
    _around(s)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(LOGISTICS, "supply_state"))

    s = sub.add_parser("attrition", help="No Supply Phase: what unsupplied attrition does to a unit")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--unit", required=True)
    s.add_argument("--state", choices=["full", "low", "no"], default="no", help="its Supply State (default no)")
    s.add_argument("--reduced", action="store_true")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(LOGISTICS, "attrition"))

    s = sub.add_parser("production", help="production points a country receives, and the production costs")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--country", required=True, help="a side of the game (a nationality)")
    s.add_argument("--scenario")
    s.add_argument("--first-turn", action="store_true", help="the scenario's first turn")
    s.add_argument("--agreed", action="store_true", help="the players agreed the scenario's production change")
    s.add_argument("--factories", type=whole, help="the Factory hexes the country's faction controls")
    s.add_argument("--marked", nargs="*", metavar="HEX", help=MARKED_HELP + "; counts the Factories")
    s.add_argument("--control", action="append", metavar="[SIDE:]HEX", help=CONTROL_HELP)
    s.add_argument("--spend", action="append", metavar="ITEM[:N]",
                   help="a Production Costs item spent on, N times (activate_leg:3, activate_mobile, upgrade ...)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(LOGISTICS, "production"))

    s = sub.add_parser("replacements", help="may a unit receive replacements, and what they do")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--unit", required=True)
    s.add_argument("--reduced", action="store_true")
    s.add_argument("--sorties", type=whole, default=0, help="an air unit's Sorties")
    s.add_argument("--supply", choices=["full", "low", "no"], default="full")
    s.add_argument("--improved-this-turn", action="store_true")
    s.add_argument("--mobilized-this-turn", action="store_true")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(LOGISTICS, "replacements"))

    s = sub.add_parser("mobilize", help="how a unit is mobilized and where")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--unit", required=True)
    s.add_argument("--hex", help="check this Mobilization Location")
    s.add_argument("--eliminated-this-turn", action="store_true", help="it reached the Eliminated box this turn")
    _around(s, "a hex with a friendly unit")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(LOGISTICS, "mobilize"))

    s = sub.add_parser("upgrade", help="may an Upgrade unit replace a unit")
    s.add_argument("game", metavar="GAME", help=game_help)
    s.add_argument("--unit", required=True, help="the Upgrade unit")
    s.add_argument("--replaces", required=True, help="the unit it replaces")
    s.add_argument("--not-in-box", action="store_true", help="the Upgrade unit is not in the Upgrade box")
    s.add_argument("--replaced-off-map", action="store_true", help="the replaced unit is not in a hex")
    s.add_argument("--replaced-supply", choices=["full", "low", "no"], default="full")
    s.add_argument("--replaced-reduced", action="store_true")
    s.add_argument("--replaced-mobilized-this-turn", action="store_true", help="the replaced unit was mobilized this turn")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(LOGISTICS, "upgrade"))
