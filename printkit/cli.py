"""Command line: `printkit COMMAND GAME ...`. Text by default, --json for scripts.

Exit codes: 0 ok, 1 bad data or a rules question that cannot be answered, 2 usage error.
Imports are lazy so that the calculators stay fast.
"""

from __future__ import annotations

import argparse
import os
import sys

GAME_HELP = "game id (a file in data/) or a path to a game YAML file"


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


def _nonneg(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    return value


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="printkit", description="Print-and-play kits and table-side calculators for board wargames.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True

    s = sub.add_parser("games", help="list the games in data/")
    s.set_defaults(run=("printkit.commands.kit_cmds", "games"))

    s = sub.add_parser("validate", help="check game files; every problem at once")
    s.add_argument("games", nargs="*", metavar="GAME", help=GAME_HELP + " (default: all)")
    s.set_defaults(run=("printkit.commands.data_cmds", "validate"))

    s = sub.add_parser("audit", help="provenance of every dataset: printed / derived / reconstructed / unknown")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.data_cmds", "audit"))

    s = sub.add_parser("build", help="render the kit to out/GAME/ (PDF and SVG, A4 and Letter)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--format", action="append", choices=["pdf", "svg"], help="repeatable; default both")
    s.add_argument("--paper", action="append", choices=["a4", "letter"], help="repeatable; default both")
    s.add_argument("--out", default="out", help="output folder (default out/)")
    s.add_argument("--back-offset", default="0,0", metavar="X,Y",
                   help="shift the backs page by X,Y mm to match your printer (default 0,0)")
    s.add_argument("--duplex", choices=["long", "short"], default="long", help="duplex flip edge (default long)")
    s.set_defaults(run=("printkit.commands.kit_cmds", "build"))

    s = sub.add_parser("verify", help="read the built PDF and SVG back and check them against the data")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--out", default="out", help="output folder the kit was built in (default out/)")
    s.set_defaults(run=("printkit.commands.kit_cmds", "verify"))

    s = sub.add_parser("hits", help="exact distribution of hits for a combat roll")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--dice", type=_nonneg, required=True, help="total CV of the units rolling")
    s.add_argument("--terrain", action="append", help="terrain of the area (repeatable: woods, mountain)")
    s.add_argument("--air", type=_nonneg, default=0, help="undisrupted air units assisting")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "hits"))

    s = sub.add_parser("raid", help="airfield raid odds")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--air-cv", type=_nonneg, required=True, help="total CV of the raiding air units")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "raid"))

    s = sub.add_parser("recovery", help="Final Phase recovery odds")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--units", type=_nonneg, default=1, help="units rolling to recover (default 1)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "recovery"))

    s = sub.add_parser("victory", help="victory level from the VP total")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("--hungarian-vp", type=_nonneg, required=True, help="Hungarian VP total")
    s.add_argument("--cards-removed", type=_nonneg, default=0, help="Slovak Special Action cards removed (9.1)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "victory"))
    s = sub.add_parser("lookup", help="look a value up in any chart (range table or 2-D table)")
    s.add_argument("game", metavar="GAME", help=GAME_HELP)
    s.add_argument("chart", metavar="CHART", help="chart id, e.g. victory or random_events")
    s.add_argument("key", metavar="KEY", help="roll or score (range table), or row (table)")
    s.add_argument("column", metavar="COLUMN", nargs="?", help="column (2-D table only)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(run=("printkit.commands.calc_cmds", "lookup"))
    return p


def main(argv: list[str] | None = None) -> int:
    """Run one command; map every user-caused failure to a message and an exit code."""
    from importlib import import_module

    from printkit.errors import DataError, PrintkitError, UsageError

    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    module, func = args.run
    try:
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
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
