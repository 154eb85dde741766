"""Session calculators: a session command line becomes the one-shot calculator's command line.

The calculators themselves are the CLI's (printkit.commands.*): a session adds the game, the session's
language, the short positional forms players type (`crt 4 6`), and what the position already knows
(turn, weather, which hexes hold enemy units, a unit's reduced side and supply), then runs them in-process.
"""

from __future__ import annotations


def _session_names() -> dict[str, str]:
    """A calculator's session name -> its command, where the two differ (the index's SESSION, and any declared
    command the index does not hold yet)."""
    from printkit.commands import SESSION
    from printkit.commands.registry import unindexed

    return {**SESSION, **{c.session: c.name for c in unindexed() if c.calculator and c.session}}


def calculator_names() -> list[str]:
    """The session's calculator commands: every calculator of the registry, by its session name (a CLI
    calculator named like a position command is renamed: printkit/commands/__init__.py SESSION); a calculator
    declared in a module the index does not list yet too (printkit.commands.registry.unindexed)."""
    from printkit.commands import TOOLS, WHERE
    from printkit.commands.registry import unindexed

    back = {v: k for k, v in _session_names().items()}
    return [back.get(c, c) for c in WHERE if c not in TOOLS] + [c.session_name for c in unindexed() if c.calculator]


def session_name(command: str) -> str:
    """The session's name of a CLI calculator (`move` is `can-move` in a session)."""
    return {v: k for k, v in _session_names().items()}.get(command, command)


def cli_name(command: str) -> str:
    return _session_names().get(command, command)


def declaration(command: str):
    """The calculator's declaration (printkit/commands/registry.py), by its session name."""
    from printkit.commands import registry

    return registry.find(cli_name(command))


def short(command: str) -> tuple | None:
    """The options a calculator's positional words fill in a session (`crt 4 6`), in order."""
    found = declaration(command)
    return found.short if found is not None else None


def options(command: str) -> dict:
    """The calculator's options: option string -> its declared argument (.choices, .names)."""
    from printkit.commands.registry import arg

    found = declaration(command)
    if found is None:
        return {}
    return {"-h": arg("-h"), "--help": arg("--help"), **found.options()}  # argparse's own, as it lists them


def word_kinds(command: str, game_ref: str | None = None) -> tuple[str, ...]:
    """The kinds of word a calculator's positional words take in a session, for completion ("piece", or a kind
    of printkit.session.vocabulary.words; the game's locations are offered anyway): a mechanism's own session
    form's (printkit.session.mechanisms), else those of the options its short form fills, a piece first where
    one of them takes a piece (arg(..., piece=))."""
    from printkit.games import aliases
    from printkit.session.mechanisms import MECHANISMS

    found = MECHANISMS.get(cli_name(command))
    if found is not None and found.words:
        return found.words
    decl = declaration(command)
    if decl is None:
        return ()
    slots = (aliases.positional(game_ref, cli_name(command)) if game_ref else None) or decl.short or ()
    opts = decl.options()
    args = [opts[s.rstrip("*")] for s in slots if s.rstrip("*") in opts]
    kinds = ["piece"] if any(a.piece for a in args) else []
    for a in args:
        if a.words and a.words not in kinds and a.words not in ("location", "hex", "area"):
            kinds.append(a.words)
    return tuple(kinds)


def expand(command: str, words: list[str], game_ref: str | None = None) -> list[str]:
    """Positional words before the first option become the command's options (the declaration's short form, or the game's own
    order of printkit/games/aliases.POSITIONAL); a shipped game's older option spellings become the generic
    options."""
    from printkit.games import aliases

    slots = (aliases.positional(game_ref, cli_name(command)) if game_ref else None) or short(command)
    if game_ref:
        return aliases.rewrite_words(game_ref, cli_name(command), _expand(slots, words))
    return _expand(slots, words)


def _expand(slots, words: list[str]) -> list[str]:
    if not slots:
        return list(words)
    out, i = [], 0
    while i < len(words) and not words[i].startswith("-"):
        k = min(i, len(slots) - 1)
        slot = slots[k]
        if i >= len(slots) and not slot.endswith("*"):
            break
        out += [slot.rstrip("*"), words[i]]
        i += 1
    return out + list(words[i:])


def _given(argv: list[str], option: str) -> bool:
    return any(a == option or a.startswith(option + "=") for a in argv)


def _month(pos):
    return pos.turn if isinstance(pos.turn, str) else None


# what the position knows, by the registry's key (printkit/commands/registry.py FILLS): the value, or None
FILLS = {
    "weather": lambda pos: pos.weather or None,
    "scenario": lambda pos: pos.scenario or None,
    "turn": lambda pos: pos.turn if isinstance(pos.turn, int) and not isinstance(pos.turn, bool) else None,
    "month": _month,
    "month-name": lambda pos: _month(pos).split("-")[0] if _month(pos) else None,
}


def _filled(decl, argv: list[str], session) -> list[str]:
    """The options the player did not give that the declaration fills from the position (arg(..., fill=KEY)),
    as words: ['--weather', 'poor', '--scenario', 'case_blue_1942']."""
    out: list[str] = []
    for a in decl.arguments() if decl is not None else ():
        if a.fill is None or not a.option or any(_given(argv + out, n) for n in a.names):
            continue
        value = FILLS[a.fill](session.position)
        if value is None or (a.choices and value not in a.choices):
            continue
        out += [a.names[0], str(value)]
    return out


def _pieces(decl, argv: list[str], session) -> list[str]:
    """argv with each piece named for an option that takes one (arg(..., piece="counter")) as its counter."""
    takes = {n: a for a in decl.arguments() if a.piece for n in a.names} if decl is not None else {}
    if not takes:
        return argv
    pieces = session.position.pieces
    out, i = [], 0
    while i < len(argv):
        out.append(argv[i])
        a = takes.get(argv[i])
        i += 1
        if a is None:
            continue
        many = a.kw.get("nargs") in ("*", "+")
        while i < len(argv) and not argv[i].startswith("-"):
            out.append(pieces[argv[i]]["counter"] if argv[i] in pieces else argv[i])
            i += 1
            if not many:
                break
    return out


def with_position(command: str, argv: list[str], session) -> list[str]:
    """Fill in from the position what the player did not say: what the declaration's options take from the
    position (fill=, piece=), then a mechanism's own session form (printkit.session.mechanisms), then the
    tallies the player set."""
    from printkit.session.mechanisms import MECHANISMS

    decl = declaration(command)
    opts = options(command)
    extra = _filled(decl, argv, session)
    argv = _pieces(decl, argv, session)
    mechanism = MECHANISMS.get(cli_name(command))
    if mechanism is not None and mechanism.whole:  # its session form makes the whole line: no tallies after it
        return mechanism.fill(session, command, argv + extra, [])
    if mechanism is not None:
        argv = mechanism.fill(session, command, argv, extra)
    for name, value in session.position.values.items():  # tallies the player set: `set prestige 5`
        _tally(session, command, opts, f"--{name}", str(value), argv + extra, extra)
    return argv + extra


def _tally(session, command: str, opts: dict, option: str, value: str, given: list[str], extra: list[str]) -> None:
    """A tally as the calculator's option, unless the line gives it: `--prestige 5`; a shipped game's older
    name for one (`set OLD-OPTION N`) as its generic option (`--vp SIDE=N`, printkit/games/aliases.py)."""
    from printkit.games import aliases

    words = aliases.rewrite_words(session.ref, cli_name(command), [option, value])
    if words[0] not in opts:
        return
    side = words[1].split("=", 1)[0] + "=" if len(words) > 1 and words[1] != value else None
    for i, word in enumerate(given):
        if word == words[0] or word.startswith(words[0] + "="):
            if side is None or (i + 1 < len(given) and given[i + 1].startswith(side)):
                return
    extra.extend(words)
