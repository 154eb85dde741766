"""A plainly well-formed command line read without argparse: the table-side calculators' fast path.

Importing argparse (with gettext and locale) and building a subcommand's parser cost a calculator about a
sixth of its time. `parse(build, argv)` runs the CLI's own parser declarations (`build(root)`, i.e.
cli.build_parser) against a recorder instead, and reads argv with the same meaning argparse gives it -
but only a line whose reading is beyond doubt: the command, its positional arguments in one run, then
options spelled in full (`--name VALUE` or `--name=VALUE`). Anything else - help, an abbreviated or unknown
option, a positional after an option, a missing or extra value, a value its type or choices refuse, a
required option absent, a declaration this reader does not know - returns None, and the caller asks
argparse, which answers (or fails) exactly as before. tests/test_fastargs.py holds the two readings equal.
"""

from __future__ import annotations


def _negative(token: str) -> bool:
    """argparse's negative-number test, `^-\\d+$|^-\\d*\\.\\d+$` (no regular expression compiled for it):
    a negative number is a value, not an option."""
    if token.endswith("\n"):  # `$` matches before a final newline
        token = token[:-1]
    if len(token) < 2 or token[0] != "-":
        return False
    whole, dot, part = token[1:].partition(".")
    if not dot:
        return whole.isdecimal()
    return (whole == "" or whole.isdecimal()) and part.isdecimal()

_KNOWN = {"action", "nargs", "type", "choices", "required", "default", "dest", "help", "metavar"}
_ACTIONS = {None, "store", "store_true", "store_false", "append", "extend", "count"}


class _Unsure(Exception):
    """The line (or a declaration) is not one this reader is sure of: argparse reads it."""


class _Arg:
    __slots__ = ("names", "dest", "action", "nargs", "type", "choices", "required", "default")

    def __init__(self, names: tuple, kw: dict):
        if set(kw) - _KNOWN or kw.get("action") not in _ACTIONS or not names:
            raise _Unsure
        self.names = names
        self.action = kw.get("action") or "store"
        positional = not names[0].startswith("-")
        if positional and (len(names) != 1 or "dest" in kw or self.action != "store"):
            raise _Unsure
        if not positional and not all(n.startswith("--") and len(n) > 2 for n in names):
            raise _Unsure  # short options: argparse
        self.dest = kw.get("dest") or (names[0] if positional else names[0][2:].replace("-", "_"))
        self.nargs = kw.get("nargs")
        if self.action in ("store_true", "store_false", "count"):
            if self.nargs is not None or "type" in kw or "choices" in kw:
                raise _Unsure
            self.nargs = 0
        if not (self.nargs in (None, 0, "?", "*", "+") or (type(self.nargs) is int and self.nargs > 0)):
            raise _Unsure
        self.type = kw.get("type")
        self.choices = kw.get("choices")
        self.required = bool(kw.get("required", False)) or (positional and self.nargs not in ("?", "*"))
        default = {"store_true": False, "store_false": True}.get(self.action)
        self.default = kw.get("default", default)

    def value(self, text: str):
        """One value as argparse converts and checks it."""
        if self.type is not None:
            try:
                text = self.type(text)
            except Exception:  # noqa: BLE001 - argparse reports it (ArgumentTypeError, TypeError, ValueError)
                raise _Unsure from None
        if self.choices is not None and text not in self.choices:
            raise _Unsure
        return text


class Recorder:
    """Stands in for the parser, its subcommand action and each subcommand's parser while the CLI declares
    them; what it is told is kept for `parse`. Only the calls the CLI makes exist: any other is argparse's."""

    def __init__(self):
        self.args: list[_Arg] = []
        self.defaults: dict = {}
        self.commands: dict[str, Recorder] = {}
        self.command_dest: str | None = None
        self.unsure = False

    def add_subparsers(self, dest=None, **kwargs):
        self.command_dest = dest
        return _Commands(self)

    def add_argument(self, *names, **kwargs):
        try:
            arg = _Arg(names, kwargs)
        except _Unsure:
            self.unsure = True
            return
        if "default" not in kwargs and arg.dest in self.defaults:  # argparse: set_defaults came first
            arg.default = self.defaults[arg.dest]
        self.args.append(arg)

    def set_defaults(self, **kwargs):
        self.defaults.update(kwargs)
        for arg in self.args:  # argparse: a parser default is its argument's default too
            if arg.dest in kwargs:
                arg.default = kwargs[arg.dest]


class _Commands:
    required = False

    def __init__(self, parent: Recorder):
        self.parent = parent

    def add_parser(self, name, **kwargs):
        if set(kwargs) - {"help"}:  # parents=, aliases=, ...: argparse
            self.parent.unsure = True
        child = Recorder()
        self.parent.commands[name] = child
        return child


class Namespace:
    """What argparse.Namespace is to the commands: attributes, compared by their values."""

    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)

    def __eq__(self, other):
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__

    def __repr__(self):
        return "Namespace(" + ", ".join(f"{k}={v!r}" for k, v in sorted(vars(self).items())) + ")"


def read(build, argv: list[str]) -> Namespace | None:
    """The namespace argparse would make of argv, or None when this reader is not sure of the line.

    `build(root)` declares the command line on `root` (cli.build_parser with a Recorder)."""
    if not argv or argv[0].startswith("-"):
        return None
    root = Recorder()
    try:
        build(root)
    except Exception:  # noqa: BLE001 - a declaration the recorder cannot take: argparse reads the line
        return None
    sub = root.commands.get(argv[0])
    if sub is None or root.unsure or sub.unsure or root.args or sub.commands:
        return None
    try:
        values = _read(sub, argv[1:])
    except _Unsure:
        return None
    out = {**root.defaults}
    if root.command_dest:
        out[root.command_dest] = argv[0]
    out.update(values)
    return Namespace(**out)


def _kind(token: str, options: dict) -> str:
    """'O' an option of this command, 'A' a value, as argparse tells them apart; _Unsure for the rest."""
    if not token or token[0] != "-" or len(token) == 1:
        return "A"
    if token in options or (token.startswith("--") and token.split("=", 1)[0] in options and "=" in token):
        return "O"
    if token == "--" or token == "-h" or token.startswith("--h"):
        raise _Unsure
    if any(name.startswith(token.split("=", 1)[0]) for name in options):
        raise _Unsure  # an abbreviation argparse would expand, or find ambiguous
    if _negative(token) or " " in token:
        return "A"
    raise _Unsure  # an unknown option: argparse says so


_SPAN = {None: (1, 1), "?": (0, 1), "*": (0, 1 << 30), "+": (1, 1 << 30)}


def _spans(positionals: list, n: int) -> list[int] | None:
    """How many of n values each positional argument takes, as argparse's regular expression (each argument's
    pattern, greedy, left to right) gives them; None when they cannot take exactly n."""
    bounds = [_SPAN[a.nargs] if a.nargs in _SPAN else (a.nargs, a.nargs) for a in positionals]
    if not sum(lo for lo, _ in bounds) <= n <= sum(hi for _, hi in bounds):
        return None
    out, left = [], n
    for i, (lo, hi) in enumerate(bounds):
        take = min(hi, left - sum(b[0] for b in bounds[i + 1:]))
        out.append(take)
        left -= take
    return out


def _read(sub: Recorder, tokens: list[str]) -> dict:
    options = {name: arg for arg in sub.args if arg.names[0].startswith("-") for name in arg.names}
    positionals = [arg for arg in sub.args if not arg.names[0].startswith("-")]
    kinds = "".join(_kind(t, options) for t in tokens)
    block = len(kinds) - len(kinds.lstrip("A"))
    # the positional arguments: one run before the first option, matched as argparse matches them
    spans = _spans(positionals, block)
    if spans is None:
        raise _Unsure
    values: dict = {}
    for arg in sub.args:  # defaults first, as argparse sets them: the arguments', then the parser's
        values.setdefault(arg.dest, arg.default)
    for dest, value in sub.defaults.items():
        values.setdefault(dest, value)
    seen: set[str] = set()
    at = 0
    for arg, span in zip(positionals, spans):
        taken = tokens[at:at + span]
        at += span
        seen.add(arg.dest)
        if arg.nargs is None:
            values[arg.dest] = arg.value(taken[0])
        elif arg.nargs == "?":
            values[arg.dest] = arg.value(taken[0]) if taken else _string_default(arg)
        elif arg.nargs == "*" and not taken:
            if arg.default is not None:
                values[arg.dest] = arg.default
                if arg.choices is not None and arg.default not in arg.choices:
                    raise _Unsure
            else:
                values[arg.dest] = []
        else:
            values[arg.dest] = [arg.value(t) for t in taken]
    while at < len(tokens):  # then options, each with the values it takes
        token = tokens[at]
        if kinds[at] != "O":
            raise _Unsure  # a value after the options: argparse decides what it is (or refuses it)
        name, eq, explicit = token.partition("=")
        arg = options[name if eq else token]
        at += 1
        if eq:
            if arg.nargs not in (None, "?"):
                raise _Unsure
            taken = [explicit]
        else:
            run = len(kinds[at:]) - len(kinds[at:].lstrip("A"))
            need = arg.nargs
            if need is None:
                count = 1
            elif need == "?":
                count = min(run, 1)
            elif need == "*":
                count = run
            elif need == "+":
                count = run
            else:
                count = need
            if count > run or (need == "+" and count == 0) or (need is None and run < 1):
                raise _Unsure
            taken = tokens[at:at + count]
            at += count
        seen.add(arg.dest)
        _act(arg, taken, values)
    for arg in sub.args:
        if arg.required and arg.dest not in seen:
            raise _Unsure
        if arg.dest not in seen and isinstance(arg.default, str) and values.get(arg.dest) is arg.default:
            values[arg.dest] = _typed(arg, arg.default)  # argparse converts a string default with the type
    return values


def _typed(arg: _Arg, text: str):
    """argparse's _get_value: the type only (no choices)."""
    if arg.type is None:
        return text
    try:
        return arg.type(text)
    except Exception:  # noqa: BLE001
        raise _Unsure from None


def _string_default(arg: _Arg):
    return arg.value(arg.default) if isinstance(arg.default, str) else arg.default


def _act(arg: _Arg, taken: list[str], values: dict) -> None:
    """What the option's action does with its values (argparse's store, append, extend, count, flags)."""
    action = arg.action
    if action == "store_true":
        values[arg.dest] = True
    elif action == "store_false":
        values[arg.dest] = False
    elif action == "count":
        values[arg.dest] = (values.get(arg.dest) or 0) + 1
    else:
        if arg.nargs is None:
            value = arg.value(taken[0])
        elif arg.nargs == "?":
            value = arg.value(taken[0]) if taken else None  # const (None: the CLI declares none)
        else:
            value = [arg.value(t) for t in taken]
        if action == "store":
            values[arg.dest] = value
        elif action == "append":
            values[arg.dest] = [*(values.get(arg.dest) or []), value]
        else:  # extend
            values[arg.dest] = [*(values.get(arg.dest) or []), *value]
