"""The one registry of printkit's commands: each command module (printkit/commands/*_cmds.py) declares its
commands next to their runners with `@command(...)`: the name, its help, its arguments, the data it reads, what it
answers, an example in a game's own terms, and its session forms. Made from these declarations: the argparse
parser (printkit.cli.build_parser), the fast reader of plain lines (printkit.fastargs), `printkit help GAME` and
the session's `help` (printkit.commands.game_help), the session's calculators (printkit.session.calculators) and
shell completion (printkit.completion). A new mechanism is one module here; nothing else lists its commands.

Speed: a calculator line imports only the module declaring its command. printkit/commands/__init__.py (the index) says
which module that is (a cache: tests/test_registry.py holds it equal to the declarations, and a command it lacks is
still found by importing every command module). Nothing here imports argparse.
"""

from __future__ import annotations

import os

GAME_HELP = "game id (a file in data/) or a path to a game YAML file"
CONTROL_HELP = ("a city's control (repeatable): HEX is under a control marker, SIDE:HEX is SIDE's (another side's "
                "takes a marked city back); the markers' side is the game's parameters.control_markers")
MARKED_HELP = "every hex under a control marker now (default: the scenario's start); then --control"
LANG_HELP = "answer in this language of the game (e.g. ru); default its first"
AS_PRINTED_HELP = ("the game exactly as the rulebooks print it: every reconstructed play value withheld (blank, "
                   "unknown); a kit goes to out/GAME-as-printed/")

# an argument's dest -> the kind of word shell completion offers for it (printkit.session.vocabulary.words);
# a declaration may name another with arg(..., words=KIND)
WORDS = {
    "hexes": "location", "hex": "hex", "from_hex": "hex", "to_hex": "hex", "target": "location",
    "enemy": "hex", "friendly": "hex", "marked": "hex", "control": "control",
    "vp": "side=", "level": "side=", "chit": "side=", "extra_rp": "side=", "requested_by": "side",
    "attacker": "counter", "defender": "counter", "additional": "counter", "counter": "counter",
    "side": "side", "scenario": "scenario", "chart": "chart", "lang": "language", "country": "country",
    "from_area": "location", "to": "location",
    "allocation": "counter", "disrupted": "counter",
}

# what a session knows that may fill an option the player did not give (arg(..., fill=KEY); read from the position
# by printkit.session.calculators.FILLS): a value outside the option's choices, or one the position lacks, fills
# nothing
FILLS = {
    "weather": "the weather the players set (`set weather poor`)",
    "scenario": "the session's scenario",
    "turn": "the turn, when the game counts its turns by number",
    "month": "the turn, when the game's turns are months (Jul-42)",
    "month-name": "the month of a month turn (Jul of Jul-42)",
}
FLAGS = ("store_true", "store_false", "store_const", "count")
# what a piece of the position named for an option becomes (arg(..., piece=KEY)): its counter id
PIECES = ("counter",)

KINDS = ("tool", "calculator")  # a tool makes or checks a kit (no session command); a calculator answers a rule


def whole(text: str) -> int:
    """The command line's whole-number type."""
    try:
        value = int(text)
    except ValueError:
        import argparse

        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    return value


class Arg:
    """One argument, as argparse's add_argument takes it (`kw`), the kind of word completion offers, and in a
    session: what fills it when the player omits it (`fill`, a key of FILLS) and what a piece named for it
    becomes (`piece`, one of PIECES)."""

    __slots__ = ("names", "kw", "words", "fill", "piece")

    def __init__(self, names: tuple, kw: dict, words: str | None = None, fill: str | None = None,
                 piece: str | None = None):
        self.names, self.kw = names, kw
        self.words = (words or None) if words is not None else WORDS.get(self.dest)  # "": none
        if fill is not None and fill not in FILLS:
            raise ValueError(f"{names[0]}: fill {fill!r} is not one of {tuple(FILLS)}")
        if fill is not None and (not names[0].startswith("-") or kw.get("action") in FLAGS):
            raise ValueError(f"{names[0]}: only an option that takes a value can be filled")
        if piece is not None and piece not in PIECES:
            raise ValueError(f"{names[0]}: piece {piece!r} is not one of {PIECES}")
        self.fill, self.piece = fill, piece

    @property
    def dest(self) -> str:
        if "dest" in self.kw:
            return self.kw["dest"]
        return self.names[0] if not self.names[0].startswith("-") else self.names[0][2:].replace("-", "_")

    @property
    def choices(self):
        return self.kw.get("choices")

    @property
    def option(self) -> bool:
        return self.names[0].startswith("-")


def arg(*names: str, words: str | None = None, fill: str | None = None, piece: str | None = None, **kw) -> Arg:
    """An argument: argparse's add_argument(*names, **kw); words: the kind of word completion offers (default
    WORDS by its dest; "" none); fill: what a session fills it with when the player omits it (FILLS); piece:
    what a session makes of a piece named for it (PIECES)."""
    return Arg(names, kw, words, fill, piece)


GAME = arg("game", metavar="GAME", help=GAME_HELP)
JSON = arg("--json", action="store_true")
LANG = arg("--lang", help=LANG_HELP)
AS_PRINTED = arg("--as-printed", action="store_true", help=AS_PRINTED_HELP)
# the kit's palette variants (printkit.model.palette): each goes to a folder of its own
INK = arg("--ink", choices=["normal", "low"], default="normal",
          help="low: white counters with a band of the side's colour, light map fills (out/GAME-lowink/)")
PALETTE = arg("--palette", choices=["standard", "colourblind"], default="standard",
              help="colourblind: sides and map colours told apart under protanopia and deuteranopia "
                   "(out/GAME-colourblind/)")
SHOP = arg("--shop", metavar="SHOP",
           help="make the files a print shop takes, into out/GAME-SHOP/, and check them against its rules: "
                "pdfx (any shop, PDF/X-4), drivethrucards, gamecrafter, or a shop file NAME.yaml (docs/shops.md)")
SHOP_CHECK = arg("--shop", metavar="SHOP",
                 help="check the files built for this print shop (out/GAME-SHOP/) against its rules, and keep the "
                      "report as preflight.txt")


class Command:
    """One command as declared: see `command`."""

    __slots__ = ("name", "help", "args", "run", "defaults", "needs", "answers", "example", "short", "session",
                 "form", "kind")

    def __init__(self, **kw):
        for key in self.__slots__:
            setattr(self, key, kw.get(key))

    @property
    def game(self) -> bool:
        """Whether it takes a game (then it also takes --as-printed)."""
        return any(a.dest == "game" for a in self.args)

    @property
    def calculator(self) -> bool:
        return self.kind == "calculator"

    @property
    def session_name(self) -> str:
        return self.session or self.name

    def arguments(self) -> tuple:
        """Its arguments as the command line has them: a game's command takes --as-printed first."""
        return (AS_PRINTED,) + self.args if self.game else self.args

    def options(self) -> dict:
        """Option string -> its Arg."""
        return {n: a for a in self.arguments() for n in a.names if a.option}

    def __repr__(self):
        return f"Command({self.name!r})"


_DECLARED: dict[str, Command] = {}


def command(name: str, help: str, *args: Arg, kind: str = "calculator", needs: tuple = (), answers: str | None = None,
            example=None, short: tuple | None = None, session: str | None = None, form: str | None = None,
            defaults: dict | None = None):
    """Declare the function below as the runner of command `name`:
    help     its line in `printkit --help`; args: its arguments (GAME, JSON, arg(...)) in order;
    kind     "calculator" (a rules question: `printkit help GAME` lists it, a session runs it) or "tool";
    needs    the data it reads (Need: the YAML key a maker writes, and the test on the loaded game);
    answers  what it answers, as `printkit help GAME` says it;
    example  ex -> the words after `printkit NAME GAME` of an example in the game's own terms (ex: the game's
             names, printkit.commands.game_help.Example), or None where the data gives none;
    short    the session's short form: the options its positional words fill, in order (the last may end in *
             and repeat); session: its name in a session when another command has its name there;
    form     the session's line when the position fills in the rest (air-move PIECE HEX);
    defaults extra values the parsed line carries (argparse's set_defaults)."""
    if kind not in KINDS:
        raise ValueError(f"{name}: kind {kind!r} is not one of {KINDS}")

    def register(func):
        _DECLARED[name] = Command(name=name, help=help, args=tuple(args), run=(func.__module__, func.__name__),
                                  defaults=dict(defaults or {}), needs=tuple(needs), answers=answers, example=example,
                                  short=short, session=session, form=form, kind=kind)
        return func

    return register


# -- finding the declarations ------------------------------------------------------------------------------------

PACKAGE = "printkit.commands"


def modules() -> list[str]:
    """Every command module: printkit/commands/*_cmds.py, in name order."""
    here = os.path.dirname(os.path.abspath(__file__))
    return sorted(f"{PACKAGE}.{f[:-3]}" for f in os.listdir(here) if f.endswith("_cmds.py"))


def _import(module: str) -> None:
    from importlib import import_module

    import_module(module)


def names() -> tuple[str, ...]:
    """Every command's name, in the order `printkit --help` lists them (the index's; no module imported)."""
    from printkit.commands import WHERE

    return tuple(WHERE)


def find(name: str) -> Command | None:
    """The declaration of a command, importing only its module when the index knows it."""
    if name in _DECLARED:
        return _DECLARED[name]
    from printkit.commands import WHERE

    if name in WHERE:
        _import(f"{PACKAGE}.{WHERE[name]}")
    if name not in _DECLARED:  # not in the index (a new module): every command module, then
        every()
    return _DECLARED.get(name)


def every() -> list[Command]:
    """Every declared command (every command module imported), in the index's order, then any it lacks."""
    for module in modules():
        _import(module)
    order = {n: i for i, n in enumerate(names())}
    return sorted(_DECLARED.values(), key=lambda c: (order.get(c.name, len(order)), c.name))


def unindexed() -> list[Command]:
    """The commands declared so far (their modules imported) that the index lacks: a new module's before
    `python -m printkit.commands.registry` adds it (nothing is imported to find them)."""
    from printkit.commands import WHERE

    return [c for n, c in _DECLARED.items() if n not in WHERE]


def calculators() -> list[Command]:
    return [c for c in every() if c.calculator]


def declare(sub, cmd: Command):
    """Add a command's parser to `sub`: argparse's subcommands (cli.build_parser) or printkit.fastargs' recorder.
    The one place a declaration becomes argparse's arguments."""
    s = sub.add_parser(cmd.name, help=cmd.help)
    for a in cmd.arguments():
        action = s.add_argument(*a.names, **a.kw)
        if action is not None and a.words:
            action.words = a.words  # the kind of word shell completion offers (printkit.completion)
    s.set_defaults(run=cmd.run, **cmd.defaults)
    return s


# -- the data a calculator reads ---------------------------------------------------------------------------------

class Need:
    """One piece of data a calculator reads: what a maker writes (the YAML key) and the test on the game."""

    __slots__ = ("key", "test")

    def __init__(self, key: str, test):
        self.key, self.test = key, test

    def __repr__(self):
        return f"Need({self.key!r})"


def hexmap(game):
    from printkit.model.boards import HexMap

    return next((b for b in game.maps.values() if isinstance(b, HexMap)), None)


def areamap(game):
    from printkit.model.boards import AreaMap

    return next((b for b in game.maps.values() if isinstance(b, AreaMap)), None)


def tables(game) -> list[str]:
    from printkit.model.charts import RangeTable, Table

    return [cid for cid, c in game.charts.items() if isinstance(c, (Table, RangeTable))]


def chart(cid: str) -> Need:
    return Need(f"charts.{cid}", lambda g: cid in g.charts)


def param(pid: str) -> Need:
    return Need(f"parameters.{pid}", lambda g: pid in g.parameters)


def crt_of(game):
    """The game's CRT (a table chart declaring `combat`, else the table named crt), or None."""
    for c in game.charts.values():
        if getattr(c, "combat", None) is not None:
            return c
    c = game.charts.get("crt")
    return c if c is not None and c.kind == "table" else None


def _movement_costs(game) -> bool:
    from printkit.rules import terrain

    return terrain.chart(game, effect="movement") is not None or "movement_costs" in game.charts


HEX = Need("a hex map (maps.ID with kind: hex)", lambda g: hexmap(g) is not None)
CRT = Need("a CRT (a table chart with combat: {kind: ...}, or a table named crt)", lambda g: crt_of(g) is not None)
MOVEMENT_COSTS = Need("movement costs (a terrain effects chart whose effects give movement, or charts.movement_costs)",
                      _movement_costs)
AREA = Need("an area map (maps.ID with kind: area)", lambda g: areamap(g) is not None)


# -- the index -----------------------------------------------------------------------------------------------------

def index_text() -> str:
    """printkit/commands/__init__.py (the index) as the declarations make it (in its order; new commands last)."""
    commands = every()
    rows = "".join(f"    {c.name!r}: {c.run[0].rsplit('.', 1)[1]!r},\n" for c in commands)
    tools = ", ".join(repr(c.name) for c in commands if not c.calculator)
    session = ", ".join(f"{c.session!r}: {c.name!r}" for c in commands if c.session)
    return (f'"""{INDEX_DOC}"""\n\n'
            f"# command -> its module in printkit/commands/\nWHERE = {{\n{rows}}}\n"
            f"# the commands that are tools, not calculators (a session runs only calculators)\nTOOLS = ({tools},)\n"
            f"# a calculator's session name -> its command, where the two differ\nSESSION = {{{session}}}\n")


INDEX_DOC = """The commands: each is declared next to its runner in a module here (registry.py says how).

This index says which module declares each command, so that a calculator's command line imports only its own
module (the package is imported anyway: the index costs no module of its own). Generated from the declarations
by `python -m printkit.commands.registry`; tests/test_registry.py fails when it differs. Its order is the order
`printkit --help` and `printkit help GAME` list the commands in (move a line to move a command; the generator
keeps the order).
"""


if __name__ == "__main__":  # the declarations register with the imported module, not with this __main__
    from printkit.commands.registry import index_text as _made

    text = _made()
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__init__.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {path}")
