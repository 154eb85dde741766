"""Options that name a side of the game: `--vp SIDE=N`, `--level SIDE=N`, `--chit SIDE=LEVEL`.

The sides come from the data; an unknown side is one line naming the game's sides (exit 1). A value without
`SIDE=` goes to the next side, in the game's order, not yet given. An error names the option as the user
spelled it: a game's older spelling (printkit/games/aliases.py) when the line used one.
"""

from __future__ import annotations

from printkit.errors import RulesError, UsageError


def label(args, option: str, side: str | None = None) -> str:
    """How an error names `option` (for `side`): the game's old spelling when the line used old spellings."""
    if getattr(args, "aliased", False):
        from printkit.games.aliases import old_spelling

        old = old_spelling(args.game, getattr(args, "command", None), option, side)
        if old:
            return old
    return option


def shown(args, option: str, side: str | None, value) -> str:
    """The option with its value as the user would write it: `--vp SIDE=3` (or a game's old `--OLD 3`)."""
    old = label(args, option, side)
    return f"{old} {value}" if old != option or not side else f"{option} {side}={value}"


def values(args, option: str, entries, sides: list[str], title: str, whole: bool = False) -> dict:
    """{side: value} from `SIDE=VALUE` entries (a bare VALUE: the next side of `sides` not yet given)."""
    out: dict = {}
    for entry in entries or ():
        side, sep, value = entry.partition("=")
        side, value = side.strip(), value.strip()
        if not sep:
            rest = [s for s in sides if s not in out]
            if not rest:
                raise UsageError(f"{option} {entry}: every side of {title} is given already ({', '.join(sides)})")
            side, value = rest[0], entry.strip()
        if side not in sides:
            raise RulesError(f"{option} {entry}: no side {side!r} in {title}; sides: {', '.join(sides)}")
        if side in out:
            raise UsageError(f"{option} {side}= is given twice")
        if whole:
            value = number(args, option, side, value)
        out[side] = value
    return out


def number(args, option: str, side: str | None, text: str) -> int:
    """A whole number (exit 2 otherwise), within the bound no rule of any game exceeds (exit 1)."""
    from printkit.rules.bounds import TECHNICAL_MAX

    try:
        n = int(text)
    except ValueError:
        raise UsageError(f"{shown(args, option, side, text)}: expected a whole number, got {text!r}") from None
    if abs(n) > TECHNICAL_MAX:
        raise RulesError(f"{shown(args, option, side, n)} is out of range: -{TECHNICAL_MAX:,} to {TECHNICAL_MAX:,} "
                         "(no rule of any game takes a number so large)")
    return n
