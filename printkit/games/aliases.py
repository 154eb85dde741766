"""The shipped games' older command-line spellings, rewritten to the generic options before parsing.

The calculators' options name no game's sides: `--control [SIDE:]HEX`, `--marked HEX...`, `--vp SIDE=N`,
`--level SIDE=N`, `--chit SIDE=LEVEL` (the sides come from the data). Players and scripts of the shipped games
still type the spellings those games had (`--axis-control 3255`, `--hungarian-vp 5`, `--ukraine 9 --dnr 8`);
`rewrite` turns them into the generic options, for the command line (cli.main) and for `printkit play`
session lines alike, and `old_spelling` names an option back the way such a line spelled it, for errors.

A game is known by its id: the file name without `.yaml` (`case_blue`, or a copy `/tmp/x/case_blue.yaml`).
Each entry: old option -> (generic option, the value's prefix), or per command {command: ...; None: the rest}.
`POSITIONAL` keeps the session's short forms in the order these games' players type them (`segments maximum
moderate`: the Russian chit first), where the generic order (the game's sides) differs.
"""

from __future__ import annotations

ALIASES: dict[str, dict] = {
    "case_blue": {
        # 2.2.1: "If a city hex does not have an Axis Control marker in it, it is Soviet controlled"
        "--axis-control": {"victory-check": ("--marked", ""), "production": ("--marked", ""), None: ("--control", "")},
        "--soviet-control": ("--control", "soviet:"),
    },
    "little_war": {"--hungarian-vp": ("--vp", "hungarian=")},  # 8.0: the VP total is the Hungarian player's
    "ukrainian_crisis": {
        "--ukraine-vp": ("--vp", "ukraine="), "--russia-vp": ("--vp", "russia="),
        "--ukraine": ("--chit", "ukraine="), "--russia": ("--chit", "russia="),  # ceasefire, segments
    },
    "donetsk_airport": {"--ukraine": ("--level", "ukraine="), "--dnr": ("--level", "dnr=")},  # initiative
}

POSITIONAL: dict[str, dict[str, tuple[str, ...]]] = {
    "little_war": {"victory": ("--hungarian-vp", "--cards-removed")},
    "ukrainian_crisis": {"segments": ("--russia", "--ukraine"), "ceasefire": ("--ukraine", "--russia")},
    "donetsk_airport": {"initiative": ("--ukraine", "--dnr")},
}


def game_id(ref: str | None) -> str:
    """'case_blue' for 'case_blue', 'data/case_blue.yaml' or a copy of it under another folder."""
    if not ref:
        return ""
    name = ref.replace("\\", "/").rsplit("/", 1)[-1]
    return name[:-5] if name.endswith(".yaml") else name[:-4] if name.endswith(".yml") else name


def _entry(table: dict, option: str, command: str | None):
    found = table.get(option)
    if isinstance(found, dict):
        found = found.get(command, found.get(None))
    return found


def rewrite(argv: list[str]) -> tuple[list[str], bool]:
    """argv (COMMAND GAME ...) with the game's old spellings rewritten; True when one was."""
    if len(argv) < 2:
        return argv, False
    table = ALIASES.get(game_id(argv[1]))
    if not table:
        return argv, False
    return words(table, argv[0], argv[:2], argv[2:])


def rewrite_words(game_ref: str, command: str, rest: list[str]) -> list[str]:
    """A session line's words after the command, rewritten the same way."""
    table = ALIASES.get(game_id(game_ref))
    return words(table, command, [], rest)[0] if table else rest


def words(table: dict, command: str, head: list[str], rest: list[str]) -> tuple[list[str], bool]:
    out, changed, i = list(head), False, 0
    while i < len(rest):
        word = rest[i]
        if word == "--":
            out += rest[i:]
            break
        name, eq, inline = word.partition("=") if word.startswith("--") else (word, "", "")
        found = _entry(table, name, command) if word.startswith("--") else None
        if found is None:
            out.append(word)
            i += 1
            continue
        new, prefix = found
        changed = True
        if eq:
            out += [new, prefix + inline]
        elif prefix and i + 1 < len(rest) and not rest[i + 1].startswith("--"):
            out += [new, prefix + rest[i + 1]]
            i += 1
        else:
            out.append(new)  # the values that follow are the generic option's as they are
        i += 1
    return out, changed


def old_spelling(game_ref: str, command: str | None, option: str, side: str | None = None) -> str | None:
    """The old option this game spelled `option` (for `side`) with, or None."""
    table = ALIASES.get(game_id(game_ref)) or {}
    for old in table:
        found = _entry(table, old, command)
        if found is None or found[0] != option:
            continue
        prefix = found[1]
        if side is None or prefix.rstrip("=:") == side:
            return old
    return None


def positional(game_ref: str, command: str) -> tuple[str, ...] | None:
    """The session short form's slots in this game's order, or None (the generic ones)."""
    return (POSITIONAL.get(game_id(game_ref)) or {}).get(command)
