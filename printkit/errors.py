"""Error types: every failure a user can cause maps to one of these, never to a traceback."""

from __future__ import annotations

from collections import namedtuple


class Issue(namedtuple("Issue", "file line col path message")):
    """One problem in an input file, located by file:line:col and YAML path. Sorts by place.

    A named tuple rather than a dataclass: `dataclasses` imports `inspect`, too slow for the calculators.
    """

    __slots__ = ()

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}:{self.col}"
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"


class PrintkitError(Exception):
    """Base of all errors shown to the user as plain messages (exit 1)."""


class DataError(PrintkitError):
    """The game data is invalid; carries every issue found in one run."""

    def __init__(self, issues: list[Issue]):
        self.issues = sorted(set(issues))
        super().__init__("\n".join(str(i) for i in self.issues))


class RulesError(PrintkitError):
    """A rules question cannot be answered (unknown chart cell, out-of-range input).

    `fill_in` names the YAML path whose value is unknown, when that is why.
    """

    def __init__(self, message: str, fill_in: str | None = None):
        from printkit.wording import player_text  # rule citations as a player aid writes them ("Rule N")

        super().__init__(player_text(message))
        self.fill_in = fill_in


class UsageError(PrintkitError):
    """The command line is wrong (exit 2)."""
