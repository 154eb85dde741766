"""Shared model pieces: provenance status, lengths, colours."""

from __future__ import annotations

from printkit.model.record import record  # noqa: F401 - the model's dataclass (see record.py)

STATUSES: tuple[str, ...] = ("printed", "derived", "reconstructed", "unknown")

_HEX = frozenset("0123456789abcdefABCDEF")


def _is_color(value: str) -> bool:
    """'#rrggbb' (what `^#[0-9a-fA-F]{6}$` matched, without importing `re`: a calculator loads the model)."""
    return len(value) == 7 and value[0] == "#" and all(c in _HEX for c in value[1:])

# What the keys many records share mean, where a record's own comment says nothing more (docs/reference.md).
COMMON_KEYS: dict[str, str] = {
    "id": "The record's id: lower-case letters, digits, '_' and '-'. In a mapping it is the key itself and may be "
          "left out.",
    "name": "The name printed for it.",
    "title": "The title printed for it.",
    "source": "Where its values come from: the rulebook file and section ('rules.txt 5.1'), or 'invented'. "
              "Shown on the Maker's notes, never on player pages.",
    "status": "How sure its values are: printed (the text states that very value), derived (follows from printed "
              "rules; say how in note), reconstructed (authored to fit every printed fact; say which in note) or "
              "unknown (the value stays null). A record's status overrides its dataset's.",
    "note": "A maker's note: why a value is derived or reconstructed, and what it fits (the Maker's notes print it).",
    "play_value": "A reconstructed play value: it stands in for a value the published component prints and the "
                  "rulebook text does not. The default kit uses it; --as-printed withholds it (unknown, blank). On a "
                  "dataset or chart it covers every entry in it that is not itself printed or derived.",
    "printed": "The fields the source states verbatim, when the record as a whole is derived or reconstructed.",
    "rule": "The rule section a calculator cites for it ('5.3.5'): citations come from the data, never the code.",
    "text": "The rule's or entry's words, as printed.",
    "kind": "Which kind of record this is; it picks the record's keys.",
}


class Length(float):
    """A physical length in points, written in YAML as '16mm', '0.625in', '5/8in' or '9pt'."""


class Color(str):
    """A colour written '#rrggbb'."""


def check_color(value: str) -> None:
    """Raise ValueError unless value is '#rrggbb'."""
    if not _is_color(value):
        raise ValueError(f"expected a colour '#rrggbb', got {value!r}")


@record
class Dataset:
    """Fields every dataset carries: where its values come from and how sure they are."""

    source: str
    status: Status
    note: str | None = None
    # A reconstructed play value: it stands in for a value the published component prints and the rulebook
    # text does not (a CRT cell, a unit rating, an event card). The default kit uses it, marked as
    # reconstructed; `--as-printed` withholds it (unknown). On a dataset it covers every entry in it.
    play_value: bool = False


class InvariantError(ValueError):
    """A model invariant does not hold; `field` names the attribute at fault, if one is."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field


def require(condition: bool, message: str, field: str | None = None) -> None:
    """Raise InvariantError(message) unless condition holds (invariants; never `assert`)."""
    if not condition:
        raise InvariantError(message, field)


def require_all(*checks: tuple) -> None:
    """Each check (condition, message, field): raise one InvariantError naming every one that fails (the loader
    reports each at its own key), so a file's independent mistakes are all reported at once."""
    failed = [(message, field) for condition, message, field in checks if not condition]
    if failed:
        error = InvariantError(failed[0][0], failed[0][1])
        error.more = failed[1:]
        raise error
