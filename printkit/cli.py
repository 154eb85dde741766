"""Command line: `printkit COMMAND GAME ...`. Text by default, --json for scripts.

Exit codes: 0 ok, 1 bad data or a rules question that cannot be answered, 2 usage error.
The commands are declared by their own modules (printkit/commands/registry.py); this is the generic machinery.
Imports are lazy so that the calculators stay fast: a line imports only its command's module, a plainly
well-formed line is read by printkit.fastargs from the declarations without importing argparse; argparse
reads every other line (and writes help).
"""

from __future__ import annotations

import os
import sys

from printkit.commands import registry

_int = registry.whole  # the whole-number type of every numeric option
COMMANDS = registry.names()  # every command, in the order `printkit --help` lists them (printkit/commands/__init__.py)


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


def __getattr__(name: str):
    if name == "WITHOUT_GAME":  # the commands that take no game (nor --as-printed): every module imported
        return tuple(c.name for c in registry.every() if not c.game)
    raise AttributeError(name)


def build_parser(only: str | None = None, root=None):
    """The command line, made from the registry (printkit/commands/registry.py): an argparse parser; with `only`,
    just that subcommand (and only its module imported). With `root` (a printkit.fastargs.Recorder) the
    declarations go to it instead, and argparse is not imported."""
    parser = _parser_class() if root is None else None
    p = root if root is not None else parser(prog="printkit",
                                             description="Print-and-play kits and table-side calculators for board wargames.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=parser)
    sub.required = True
    found = registry.find(only) if only is not None else None
    for cmd in [found] if found is not None else registry.every():
        registry.declare(sub, cmd)
    return p


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


def _palette(args) -> str | None:
    """The palette variant `--ink low` or `--palette colourblind` asks for (UsageError for both at once)."""
    from printkit.errors import UsageError

    low = getattr(args, "ink", "normal") == "low"
    blind = getattr(args, "palette", "standard") == "colourblind"
    if low and blind:
        raise UsageError("--ink low and --palette colourblind are two kits: build them one at a time")
    return "lowink" if low else "colourblind" if blind else None


def main(argv: list[str] | None = None) -> int:
    """Run one command; map every user-caused failure to a message and an exit code (Ctrl-C: 130, one line)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        from printkit.interrupt import interrupted

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
    old_mode = old_palette = None
    try:
        variant = _palette(args)
        if variant:  # once, at load: the game comes in the palette variant (printkit.model.palette)
            from printkit.load.game_loader import palette_mode

            old_palette = palette_mode(variant) or ""
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
            from printkit.interrupt import interrupted

            return interrupted()
        print(f"printkit: internal error: {type(exc).__name__}: {exc} (a value in the game file has a shape "
              "this command does not expect; please report it with the file)", file=sys.stderr)
        return 1
    finally:
        if old_palette is not None:
            from printkit.load.game_loader import palette_mode

            palette_mode(old_palette or None)
        if old_mode is not None:
            from printkit.load.game_loader import as_printed_mode

            as_printed_mode(old_mode)
