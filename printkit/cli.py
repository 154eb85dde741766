"""Command line: `printkit COMMAND GAME ...`. Text by default, --json for scripts.

Exit codes: 0 ok, 1 bad data or a rules question that cannot be answered, 2 usage error.
Imports are lazy so that the calculators stay fast: a plainly well-formed line is read by printkit.fastargs
from the declarations below without importing argparse; argparse reads every other line (and writes help).
"""

from __future__ import annotations

import os
import sys

GAME_HELP = "game id (a file in data/) or a path to a game YAML file"
CONTROL_HELP = ("a city's control (repeatable): HEX is under a control marker, SIDE:HEX is SIDE's (another side's "
                "takes a marked city back); the markers' side is the game's parameters.control_markers")
MARKED_HELP = "every hex under a control marker now (default: the scenario's start); then --control"
LANG_HELP = "answer in this language of the game (e.g. ru); default its first"


_CLASSES: dict = {}


def _parser_class():
    """The CLI's argparse parser class (argparse is imported here, when a line needs it)."""
    if "parser" not in _CLASSES:
        import argparse

        class _Formatter(argparse.HelpFormatter):
            """A fixed-width help formatter: argparse's default imports shutil to ask the terminal (slow)."""

            def __init__(self, prog):
                super().__init__(prog, width=int(os.environ.get("COLUMNS", "100")))

        class _Parser(argparse.ArgumentParser):
            def __init__(self, *args, **kwargs):
                kwargs.setdefault("formatter_class", _Formatter)
                super().__init__(*args, **kwargs)

            def error(self, message):  # usage errors: one line, exit 2
                self.print_usage(sys.stderr)
                print(f"{self.prog}: error: {message}", file=sys.stderr)
                raise SystemExit(2)

        _CLASSES["parser"] = _Parser
    return _CLASSES["parser"]


def _int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        import argparse

        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    return value


class _Skip:
    """Stands in for a subcommand's parser that this run does not need (building all of them costs ~5 ms)."""

    def add_argument(self, *args, **kwargs):
        return None

    def set_defaults(self, **kwargs):
        return None


class _Subcommands:
    """Adds only the subcommand being run (or all of them, for help and errors)."""

    def __init__(self, sub, only: str | None):
        self.sub = sub
        self.only = only

    def add_parser(self, name, **kwargs):
        if self.only is not None and name != self.only:
            return _Skip()
        parser = self.sub.add_parser(name, **kwargs)
        if name not in WITHOUT_GAME:
            parser.add_argument("--as-printed", action="store_true", help=AS_PRINTED_HELP)
        return parser


WITHOUT_GAME = ("games", "validate", "completion")  # the commands --as-printed means nothing to
AS_PRINTED_HELP = ("the game exactly as the rulebooks print it: every reconstructed play value withheld (blank, "
                   "unknown); a kit goes to out/GAME-as-printed/")


def build_parser(only: str | None = None, root=None):
    """The command line (an argparse parser); with `only`, just that subcommand is built. With `root` (a
    printkit.fastargs.Recorder) the declarations go to it instead, and argparse is not imported."""
    parser = _parser_class() if root is None else None
    p = root if root is not None else parser(prog="printkit",
                                             description="Print-and-play kits and table-side calculators for board wargames.")
    sub = _Subcommands(p.add_subparsers(dest="command", metavar="COMMAND", parser_class=parser), only)
    sub.sub.required = True

    s = sub.add_parser("games", help="list the games in data/")
    s.set_defaults(run=("printkit.commands.kit_cmds", "games"))

    s = sub.add_parser("validate", help="check game files; every problem at once")
    s.add_argument("games", nargs="*", metavar="GAME", help=GAME_HELP + " (default: all)")
    s.set_defaults(run=("printkit.commands.data_cmds", "validate"))

    s = sub.add_parser("schema", help="print the game file format as a JSON Schema (draft 2020-12), for editors")
    s.add_argument("--reference", action="store_true",
                   help="print the reference of every key instead (Markdown: docs/reference.md)")
    s.set_defaults(run=("printkit.commands.data_cmds", "schema"))

    s = sub.add_parser("audit", help="provenance of every dataset: printed / derived / reconstructed / unknown")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.data_cmds", "audit"))

    s = sub.add_parser("build", help="render the kit to out/GAME/ (PDF and SVG, A4 and Letter)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--format", action="append", choices=["pdf", "svg", "png", "vmod"],
                   help="repeatable; default pdf and svg (png: an image per counter face, map and aid page; "
                        "vmod: the VASSAL module)")
    s.add_argument("--dpi", type=_int, default=150, help="resolution of the PNG set and the module's images (default 150)")
    s.add_argument("--paper", action="append", choices=["a4", "letter"], help="repeatable; default both")
    s.add_argument("--out", default="out", help="output folder (default out/)")
    s.add_argument("--back-offset", default="0,0", metavar="X,Y",
                   help="shift the backs page by X,Y mm to match your printer (default 0,0)")
    s.add_argument("--duplex", choices=["long", "short", "gutter"], default="long",
                   help="duplex flip edge, or 'gutter' for fronts and backs side by side to fold (default long)")
    s.add_argument("--lang", help="build in this language of the game (out/GAME-LANG/), or 'all'; default its first")
    s.set_defaults(run=("printkit.commands.kit_cmds", "build"))

    s = sub.add_parser("vassal", help="add the VASSAL module (out/GAME/GAME.vmod) to the kit; keeps the other files")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--out", default="out", help="output folder (default out/)")
    s.add_argument("--dpi", type=_int, default=150, help="resolution of the module's images (default 150)")
    s.add_argument("--lang", help="build in this language of the game, or 'all'; default its first")
    s.set_defaults(run=("printkit.commands.kit_cmds", "vassal"), format=["vmod"], paper=None, duplex="long",
                   back_offset="0,0")

    s = sub.add_parser("verify", help="read the built PDF and SVG back and check them against the data")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--out", default="out", help="output folder the kit was built in (default out/)")
    s.add_argument("--lang", help="the language the kit was built in, or 'all'; default the game's first")
    s.set_defaults(run=("printkit.commands.kit_cmds", "verify"))

    s = sub.add_parser("preflight", help="check the built PDFs as a print shop would (boxes, marks, text, fonts)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--out", default="out", help="output folder the kit was built in (default out/)")
    s.add_argument("--lang", help="the language the kit was built in, or 'all'; default the game's first")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.preflight_cmds", "preflight"))

    s = sub.add_parser("hits", help="exact distribution of hits for a combat roll")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--dice", type=_int, required=True, help="total CV of the units rolling")
    s.add_argument("--terrain", action="append", help="terrain of the area (repeatable: woods, mountain)")
    s.add_argument("--air", type=_int, default=0, help="undisrupted air units assisting")
    s.add_argument("--ground-units", type=_int, help="ground units rolling: caps the air units assisting")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "hits"))

    s = sub.add_parser("raid", help="airfield raid odds")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--air-cv", type=_int, required=True, help="total CV of the raiding air units")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "raid"))

    s = sub.add_parser("recovery", help="Final Phase recovery odds")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--units", type=_int, default=1, help="units rolling to recover (default 1)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "recovery"))

    s = sub.add_parser("victory", help="victory level from the VP total")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--vp", action="append", metavar="[SIDE=]N",
                   help="a side's VP (repeatable: one per side in games judged by the VP difference; one VP "
                        "total in games judged by a total)")
    s.add_argument("--cards-removed", type=_int, default=0, help="cards removed from play that cost VP (where the game's victory rules say so)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.effort_cmds", "victory"))
    _hexgame_commands(sub)
    from printkit.commands import air_logistics_parsers  # air, supply-state and logistics calculators
    air_logistics_parsers.add(sub, GAME_HELP, _int)
    _fire_commands(sub)

    _effort_commands(sub)

    s = sub.add_parser("card", help="what a card does: one of the game's own cards (Belarus), or a playing card "
                                    "in the game's card chart (7 Spades, Joker)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("card", nargs="+", metavar="CARD", help="a card of the game's deck (id or title), or rank and "
                                                            "suit: 7 Spades, Queen Hearts, Joker")
    s.add_argument("--chart", help="the card chart (default: parameters.card_chart, else card_matrix)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.card_cmds", "card"))

    s = sub.add_parser("retreat", help="where a defending unit may retreat on an area map")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--from", dest="from_area", required=True, metavar="AREA", help="the Battle area")
    s.add_argument("--to", metavar="AREA", help="the area to check (default: list every choice)")
    s.add_argument("--role", choices=["defender", "attacker"], default="defender")
    s.add_argument("--disrupted", action="store_true", help="the unit is disrupted (it must retreat)")
    s.add_argument("--enemy", action="append", metavar="AREA", help="an area with undisrupted enemy units")
    s.add_argument("--attackers-from", action="append", metavar="AREA",
                   help="an area the attacking units entered the Battle area from")
    s.add_argument("--attacker", action="append", metavar="HEX", help="hex maps: an attacking unit's hex (repeatable)")
    s.add_argument("--friendly", action="append", metavar="HEX", help="hex maps: a friendly ground unit's hex")
    s.add_argument("--side", help="hex maps: the retreating unit's faction")
    s.add_argument("--scenario", help="hex maps: city control from this scenario's control markers")
    s.add_argument("--marked", nargs="*", metavar="HEX", help="hex maps: " + MARKED_HELP)
    s.add_argument("--control", action="append", metavar="[SIDE:]HEX", help="hex maps: " + CONTROL_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.retreat_cmds", "retreat"))

    s = sub.add_parser("victory-check", help="who wins a scenario now, from city or hex control")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--scenario", required=True)
    s.add_argument("--marked", nargs="*", metavar="HEX", help=MARKED_HELP)
    s.add_argument("--control", action="append", metavar="[SIDE:]HEX",
                   help=CONTROL_HELP + "; hex-control scenarios: SIDE:HEX (or SIDE=HEX) says SIDE has units at HEX, "
                        "or last occupied it")
    s.add_argument("--last-turn", action="store_true", help="it is the end of the last turn")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.scenario_victory_cmds", "victory_check"))

    s = sub.add_parser("lookup", help="look a value up in any chart (range table or 2-D table)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("chart", metavar="CHART", help="chart id, e.g. victory or random_events")
    s.add_argument("key", metavar="KEY", help="roll or score (range table), or row (table)")
    s.add_argument("column", metavar="COLUMN", nargs="?", help="column (2-D table only)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "lookup"))

    s = sub.add_parser("play", help="an interactive session at the table: the position, every calculator, undo, save")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--scenario", help="start from this scenario's setup")
    s.add_argument("--lang", help=LANG_HELP)
    s.set_defaults(run=("printkit.commands.play_cmds", "play"))

    s = sub.add_parser("completion", help="print the shell code that completes printkit commands (bash or zsh)")
    s.add_argument("shell", choices=["bash", "zsh"])
    s.set_defaults(run=("printkit.commands.play_cmds", "completion"))
    if only in (None, "allocate"): __import__("printkit.commands.allocate_cmds", fromlist=["_"]).add_parser(sub, GAME_HELP, _int)  # noqa: E701,E501
    if only in (None, "help"): __import__("printkit.commands.game_help", fromlist=["_"]).add_parser(sub, GAME_HELP)  # noqa: E701,E501
    return p


def _effort_commands(sub) -> None:
    """Calculators of area-map, chit and display games (Ukrainian Crisis); `area` serves any area map."""
    mod = "printkit.commands.effort_cmds"

    s = sub.add_parser("area", help="area map questions: neighbors AREA (id or printed name)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("query", choices=["neighbors"])
    s.add_argument("area", metavar="AREA")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "area"))

    s = sub.add_parser("effort", help="Effort Chart: RP for a roll, or the distribution of RP for a chit")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--chit", required=True, help="the chit's effort level (a column of the game's roll chart)")
    s.add_argument("--roll", type=_int, nargs="+", action="extend", metavar="R", help="the die or dice rolled")
    s.add_argument("--extra-rp", type=_int, default=0, metavar="N",
                   help="RP added to this area from outside the chit: the 'at large' RP of allies")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "effort"))

    s = sub.add_parser("diplomacy", help="chance to move a country one Zone on the Foreign Relations Display")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--country", required=True, help="ISO code, e.g. GB")
    s.add_argument("--from", dest="from_zone", required=True, metavar="ZONE", help="its Zone now, e.g. support")
    s.add_argument("--direction", required=True, choices=["up", "down"])
    s.add_argument("--rp", type=_int, required=True, help="RP spent")
    s.add_argument("--prestige", type=_int, default=0, help="Prestige spent (default 0)")
    s.add_argument("--extra-rp", type=_int, default=0, metavar="N",
                   help="RP added to this area from outside the chit: the 'at large' RP of allies")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "diplomacy"))

    s = sub.add_parser("ceasefire", help="chance that a Ceasefire attempt succeeds")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--chit", action="append", metavar="SIDE=LEVEL",
                   help="each side's Diplomatic chit, e.g. SIDE=minor (one per side of parameters.victory_sides)")
    s.add_argument("--requested-by", metavar="SIDE", help="the side that attempts the Ceasefire (default: the first "
                                                          "of parameters.victory_sides)")
    s.add_argument("--extra-rp", action="append", metavar="SIDE=N",
                   help="RP a side adds from outside its chit: the 'at large' RP of allies; repeatable")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "ceasefire"))

    s = sub.add_parser("neutralize", help="Information-area neutralization attempts")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--chit", required=True, help="the chit's effort level")
    s.add_argument("--rp", type=_int, required=True, help="RP the chit gave on the Effort Chart")
    s.add_argument("--extra-rp", type=_int, default=0, metavar="N",
                   help="RP added to this area from outside the chit: the 'at large' RP of allies")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "neutralize"))

    s = sub.add_parser("segments", help="Action Segments and units per segment from the Military chits")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--chit", action="append", metavar="SIDE=LEVEL",
                   help="each side's Military chit (one per side of parameters.victory_sides)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "segments"))

    s = sub.add_parser("information", help="Information area: reduce the enemy's Prestige or add to your own")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--chit", required=True, help="the Information chit's effort level")
    s.add_argument("--option", required=True, choices=["reduce", "add"])
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "information"))

    s = sub.add_parser("alliances", help="'at large' RP and the Final Phase Prestige from the Foreign Relations Display")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--at", action="append", metavar="COUNTRY=ZONE",
                   help="where a country is now (repeatable; 'removed' for Belarus after its Event); others as set up")
    s.add_argument("--turn", required=True, choices=["strategic", "combat"], help="the kind of this Turn")
    s.add_argument("--game-turn", type=_int, help="the Game Turn number (no adjustment after the last)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "alliances"))

    s = sub.add_parser("move", help="may a unit move from one area to another (land, airborne, amphibious)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--side", required=True, help="the moving player's side (a side of the game)")
    s.add_argument("--unit", required=True, help="counter id or unit type (regular, parachute, special_forces ...)")
    s.add_argument("--from", dest="from_area", required=True, metavar="AREA")
    s.add_argument("--to", dest="to_area", required=True, metavar="AREA")
    s.add_argument("--event", action="append", help="an Event Card in force that opens a country (belarus, moldova)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "move"))

    s = sub.add_parser("deploy", help="may a unit be deployed in an area, and at what cost")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--side", required=True)
    s.add_argument("--unit", required=True, help="counter id or unit type")
    s.add_argument("--area", required=True)
    s.add_argument("--mobilize", action="store_true", help="mobilize it from the Reserve first (+1 RP)")
    s.add_argument("--event", action="append", help="an Event Card in force (belarus, moldova)")
    s.add_argument("--present", action="append", metavar="GROUP", help="a friendly unit group already there (special_forces)")
    s.add_argument("--enemy-there", action="store_true", help="enemy units are in the area")
    s.add_argument("--already", type=_int, default=0, help="units of this kind already deployed there")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "deploy"))

    s = sub.add_parser("score", help="a player's Victory Points")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--prestige", type=_int, required=True)
    s.add_argument("--combat-turns", action="store_true", help="one or more Combat Turns were played")
    s.add_argument("--area", nargs="+", action="extend", metavar="AREA", help="areas held alone (id or name)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "score"))


def _hexgame_commands(sub) -> None:
    """Calculators of hex-and-CRT games (Case Blue)."""
    mod = "printkit.commands.hexgame_cmds"

    s = sub.add_parser("hex", help="hex map questions: neighbors HEX, distance A B, info HEX")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("query", choices=["neighbors", "distance", "info"])
    s.add_argument("hexes", nargs="+", metavar="HEX")
    s.add_argument("--lang", help=LANG_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "hex_query"))

    s = sub.add_parser("crt", help="resolve an attack on the Combat Results Table (final values, differential or odds)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--attacker", type=_int, required=True,
                   help="attacker's final value (across the top), or attack strength (differential, odds CRT)")
    s.add_argument("--defender", type=_int, required=True,
                   help="defender's final value (down the side), or defence strength (differential, odds CRT)")
    s.add_argument("--terrain", help="the defender's terrain: its column shift, defence multiplier and DRM")
    s.add_argument("--hex", metavar="HEX", help="instead of --terrain: the defender's hex (its terrain on the map)")
    s.add_argument("--drm", action="append", metavar="NAME|N",
                   help="a die-roll modifier, by its key in the CRT's DRM list or as a number (repeatable)")
    s.add_argument("--roll", type=_int, help="the dice rolled (else: each result's chance)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "crt"))

    s = sub.add_parser("combat", help="exact distribution of CRT results for two DRMs")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--attacker-drm", type=_int, help="CRT games: the attacker's DRM")
    s.add_argument("--defender-drm", type=_int, help="CRT games: the defender's DRM")
    s.add_argument("--attacker", nargs="+", action="extend", metavar="UNIT",
                   help="troop-group games: attacking units, e.g. regular:4 or a counter id")
    s.add_argument("--defender", nargs="+", action="extend", metavar="UNIT",
                   help="troop-group games: defending units, e.g. irregular:1:neutralized")
    s.add_argument("--type", choices=["symbolic", "kinetic", "asymmetric"], help="troop-group games: combat type")
    s.add_argument("--attacker-hits", type=_int, help="hits the attacker scored (with --defender-hits)")
    s.add_argument("--defender-hits", type=_int, help="hits the defender scored")
    s.add_argument("--weather", choices=["fair", "poor", "severe"], help="severe halves both sides")
    s.add_argument("--attacker-halved", action="count", default=0, help="halve the attacker's roll (repeatable)")
    s.add_argument("--defender-halved", action="count", default=0, help="halve the defender's roll (repeatable)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.effort_cmds", "combat"))

    s = sub.add_parser("drm", help="each side's ground combat DRMs, itemized, capped, with halvings")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    for who in ("attacker", "defender"):
        s.add_argument(f"--{who}", metavar="UNIT", help=f"{who} (Primary Attacker) by counter id or unique label")
        s.add_argument(f"--{who}-nationality", metavar="SIDE", help="instead of UNIT: nationality ...")
        s.add_argument(f"--{who}-type", metavar="TYPE", help="... and type (infantry, motorized, tank)")
        s.add_argument(f"--{who}-elite", action="store_true", help="elite (star)")
        s.add_argument(f"--{who}-reduced", action="store_true", help="reduced strength side")
        s.add_argument(f"--{who}-supply", choices=["full", "low", "no"], default="full")
        s.add_argument(f"--{who}-air", action="store_true", help=f"{who} receives Air Support")
    s.add_argument("--additional", action="append", metavar="UNIT", help="Additional Attacker in an Assault (up to 2)")
    s.add_argument("--assault", action="store_true", help="an Assault (default: a Mobile attack)")
    s.add_argument("--mobile", action="store_true", help="a Mobile attack (the default)")
    s.add_argument("--weather", choices=["fair", "poor", "severe"], default="fair")
    s.add_argument("--river", action="store_true", help="the Primary Attacker attacks across a river hexside")
    s.add_argument("--city", action="store_true", help="the defender is in a city")
    s.add_argument("--ground-support", action="store_true", help="a Ground Support marker committed to the attack")
    s.add_argument("--heavy-arty", action="store_true", help="a Heavy Arty marker committed to the defence")
    s.add_argument("--tanks", choices=["attacker", "defender"], help="the side whose unit gets the Tanks marker")
    s.add_argument("--partisans", action="store_true", help="a Partisans marker is in the defender's hex")
    s.add_argument("--isolated", action="store_true", help="the defender is Isolated")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "drm"))

    s = sub.add_parser("move-cost", help="movement point cost of entering a hex (or attacking into it)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--from", dest="from_hex", metavar="HEX")
    s.add_argument("--to", dest="to_hex", metavar="HEX")
    s.add_argument("--terrain", help="without --from/--to: terrain of the hex entered (clear, rough)")
    s.add_argument("--river", action="store_true", help="crossing a river hexside")
    s.add_argument("--enemy-city", action="store_true", help="the hex entered holds an enemy city")
    s.add_argument("--enemy-unit", action="store_true", help="the hex entered holds an enemy ground unit")
    s.add_argument("--attack", action="store_true", help="the cost to attack into the hex")
    s.add_argument("--weather", choices=["fair", "poor", "severe"], default="fair")
    s.add_argument("--no-line", action="store_true", help="do not use a Transport Line between the hexes")
    s.add_argument("--mp-left", type=_int, help="movement points the unit has left")
    s.add_argument("--unit-group", choices=["leg", "mobile", "air"], help="show the unit's allowance too")
    s.add_argument("--supply", choices=["full", "low", "no"], default="full")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "move_cost"))

    s = sub.add_parser("path", help="is a ground move along these hexes legal, and its MP cost")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("hexes", nargs="+", metavar="HEX", help="the start hex, then each hex entered")
    s.add_argument("--group", choices=["leg", "mobile", "air"], default="mobile", help="the unit's group")
    s.add_argument("--supply", choices=["full", "low", "no"], default="full")
    s.add_argument("--mp", type=_int, metavar="N", help="the unit's movement points (instead of --group and --supply)")
    s.add_argument("--enemy", action="append", metavar="HEX", help="a hex with an enemy ground unit (repeatable)")
    s.add_argument("--friendly", action="append", metavar="HEX", help="a hex with a friendly ground unit (repeatable)")
    s.add_argument("--no-ezoc", action="append", metavar="HEX", help="a hex with a No EZOC marker")
    s.add_argument("--continuing", action="store_true", help="not the start of the activation (after an attack)")
    s.add_argument("--weather", choices=["fair", "poor", "severe"], default="fair")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.path_cmds", "path"))

    s = sub.add_parser("supply", help="trace a supply line")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--side", required=True, help="the unit's faction (a faction of the game)")
    s.add_argument("--hex", required=True, help="the checking unit's hex")
    s.add_argument("--scenario", help="take city control from this scenario's control markers")
    s.add_argument("--enemy", action="append", metavar="HEX", help="a hex with an enemy ground unit (repeatable)")
    s.add_argument("--friendly", action="append", metavar="HEX", help="a hex with a friendly ground unit (repeatable)")
    s.add_argument("--marked", nargs="*", metavar="HEX", help=MARKED_HELP)
    s.add_argument("--control", action="append", metavar="[SIDE:]HEX", help=CONTROL_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "supply"))

    s = sub.add_parser("weather", help="the weather for a month and a die roll")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--month", required=True, help="e.g. Mar")
    s.add_argument("--roll", type=_int, required=True)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "weather"))

    s = sub.add_parser("turn", help="turn arithmetic: the turn N turns later")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--from", dest="from_turn", required=True, help="a turn of the game's turn track: 3, or Nov-42")
    s.add_argument("--later", type=_int, required=True)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "turn"))

    s = sub.add_parser("entry", help="variable entry turn of a reinforcement")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--roll", type=_int, required=True)
    s.add_argument("--scenario")
    s.add_argument("--counter", help="counter id (its Entry-V comes from the scenario setup)")
    s.add_argument("--entry-v", help="'At Start' or a turn like Sep-42")
    s.add_argument("--first-turn", help="the scenario's first turn, e.g. Jul-42")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "entry"))


def _fire_commands(sub) -> None:
    """Calculators of fire-and-support games (Donetsk): fire, support, scatter, arrival, initiative."""
    mod = "printkit.commands.fire_cmds"

    s = sub.add_parser("fire", help="fire combat: modified attack, differential column, result or distribution")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--attack", type=_int, required=True, help="the firing unit's attack factor (heavy or light)")
    s.add_argument("--defence", type=_int, required=True, help="the target's modified defence")
    for flag, text in (("same-hex", "target in the firer's hex (doubled)"),
                       ("long-range", "beyond normal range, up to double (halved)"),
                       ("defensive-fire", "defensive fire at a unit entering / leaving the hex (halved, then doubled)"),
                       ("overwatch", "the firer is on overwatch"),
                       ("moving", "fire during a single-unit activation after moving (halved)"),
                       ("into-smoke", "firing into a smoke hex (halved)"),
                       ("through-smoke", "a vehicle firing through a smoke hex (halved)")):
        s.add_argument(f"--{flag}", action="store_true", help=text)
    s.add_argument("--roll", type=_int, help="the 2D6 roll (default: the exact distribution)")
    s.add_argument("--lang", help=LANG_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "fire"))

    s = sub.add_parser("support", help="fire support strength against one target (halvings cumulative)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--strength", type=_int, required=True)
    s.add_argument("--target", required=True, choices=["heavy", "light"], help="the target class")
    s.add_argument("--adjacent", action="store_true", help="the target is in a hex adjacent to the impact hex")
    s.add_argument("--floor", help="upper or lower: the floor of a multi-storey impact hex")
    s.add_argument("--lang", help=LANG_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "support"))

    s = sub.add_parser("scatter", help="where a fire support barrage lands: one resolution, or the exact odds")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--target", required=True, metavar="HEX")
    s.add_argument("--kind", required=True, help="the asset kind: rocket, artillery or air")
    s.add_argument("--scatter-roll", type=_int, metavar="R", help="the 1D6 scatter roll")
    s.add_argument("--direction", type=_int, metavar="D", help="the 1D6 direction roll (1 north, then clockwise)")
    s.add_argument("--distance-roll", type=_int, metavar="R2", help="the 1D6 distance roll")
    s.add_argument("--lang", help=LANG_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "scatter"))

    s = sub.add_parser("arrival", help="chance a barrage strikes this turn or next (reliability)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--reliability", type=_int, required=True)
    s.add_argument("--roll", type=_int, help="the 1D6 arrival roll (default: the chances)")
    s.add_argument("--lang", help=LANG_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "arrival"))

    s = sub.add_parser("initiative", help="chance each side holds the initiative (1D4 + Initiative level)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--level", action="append", metavar="SIDE=N",
                   help="a side's Initiative level (repeatable; default: the scenario's)")
    s.add_argument("--scenario", help="take the starting levels, and the turn-1 rule, from this scenario")
    s.add_argument("--turn", type=_int, help="the turn (with --scenario: a side may hold turn 1 automatically)")
    s.add_argument("--rolls", type=_int, nargs=2, metavar=("R1", "R2"),
                   help="the two 1D4 rolls, the sides in the game's order: who holds the initiative")
    s.add_argument("--lang", help=LANG_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=(mod, "initiative"))


COMMANDS = ("games", "validate", "schema", "audit", "build", "vassal", "verify", "preflight", "hits", "raid", "recovery", "victory",
            "hex", "crt",
            "combat", "drm", "move-cost", "supply", "weather", "turn", "entry", "lookup", "fire", "support", "scatter",
            "arrival", "initiative", "area", "effort", "diplomacy", "ceasefire", "neutralize", "segments", "score",
            "information", "alliances", "move", "deploy", "play", "completion", "path", "card", "retreat", "victory-check",
            "allocate",  # issue 11: hit allocation (6.21-6.23)
            "help",  # the calculators a game's data serves: printkit/commands/game_help.py
            "air-move", "air-strike", "air-support", "air-combat", "isolation", "supply-state", "attrition", "production",
            "replacements", "mobilize", "upgrade")  # the last line: printkit/commands/air_logistics_parsers.NAMES


def _fast_read(command: str | None, argv: list[str]):
    """The line read without argparse, or None (printkit.fastargs: argparse reads it then)."""
    if command not in COMMANDS:
        return None
    from printkit.fastargs import read

    return read(lambda root: build_parser(command, root=root), argv)


def _beyond_any_rule(args) -> str | None:
    """A whole-number option beyond any rule's range (±TECHNICAL_MAX), whatever the other options say: each
    calculator checks its own ranges from the rules, and this bound holds for every option of every one (read
    from the parsed line, so the fast reader and argparse are held to it alike)."""
    from printkit.rules.bounds import TECHNICAL_MAX

    for dest, values in vars(args).items():
        for value in values if isinstance(values, list) else [values]:
            if type(value) is int and abs(value) > TECHNICAL_MAX:
                option = "--" + dest.replace("_", "-")
                return (f"{option} {value} is out of range: -{TECHNICAL_MAX:,} to {TECHNICAL_MAX:,} (no rule of any "
                        "game takes a number so large)")
    return None


def _interrupted(exc: BaseException) -> bool:
    """Whether a KeyboardInterrupt is behind this error (`raise ... from` it, or raised while handling it)."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        if isinstance(exc, KeyboardInterrupt):
            return True
        seen.add(id(exc))
        exc = exc.__cause__ or exc.__context__
    return False


def main(argv: list[str] | None = None) -> int:
    """Run one command; map every user-caused failure to a message and an exit code (Ctrl-C: 130, one line)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        from printkit.entry import interrupted

        return interrupted()


def _main(argv: list[str] | None) -> int:
    from importlib import import_module

    from printkit.errors import DataError, PrintkitError, UsageError

    if argv is None and "_ARGCOMPLETE" in os.environ:  # the shell asks for completions (see printkit.completion)
        from printkit.completion import autocomplete

        autocomplete(build_parser())
    argv = sys.argv[1:] if argv is None else argv
    command = argv[0] if argv and not argv[0].startswith("-") else None
    aliased = False
    try:
        args = _fast_read(command, argv)
        if args is None and command in COMMANDS and len(argv) > 1:
            # not a plain line of the generic options: a shipped game's older spellings, rewritten
            # (printkit/games/aliases.py; no old spelling is a generic option, so a plain line needs none)
            from printkit.games.aliases import rewrite

            argv, aliased = rewrite(argv)
            args = _fast_read(command, argv) if aliased else None
        args = args or build_parser(command if command in COMMANDS else None).parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    args.aliased = aliased
    huge = _beyond_any_rule(args)
    if huge:
        print(f"printkit: error: {huge}", file=sys.stderr)
        return 1
    module, func = args.run
    old_mode = None
    try:
        if getattr(args, "as_printed", False):  # once, at load: every command's game comes withheld
            from printkit.load.game_loader import as_printed_mode

            old_mode = as_printed_mode(True)
        return getattr(import_module(module), func)(args)
    except DataError as exc:
        print(exc, file=sys.stderr)
        return 1
    except UsageError as exc:
        print(f"printkit: error: {exc}", file=sys.stderr)
        return 2
    except PrintkitError as exc:
        print(f"printkit: error: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except RecursionError:
        print("printkit: internal error: a structure nested too deeply", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - a bug must still reach the user as one line, not a traceback
        if _interrupted(exc):  # Ctrl-C inside a library that turned it into its own error (reportlab's fonts)
            from printkit.entry import interrupted

            return interrupted()
        print(f"printkit: internal error: {type(exc).__name__}: {exc} (a value in the game file has a shape "
              "this command does not expect; please report it with the file)", file=sys.stderr)
        return 1
    finally:
        if old_mode is not None:
            from printkit.load.game_loader import as_printed_mode

            as_printed_mode(old_mode)
