"""Shared model pieces: provenance status, lengths, colours."""

from __future__ import annotations

import re
from printkit.model.record import record  # noqa: F401 - the model's dataclass (see record.py)

STATUSES: tuple[str, ...] = ("printed", "derived", "reconstructed", "unknown")

_COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")


class Length(float):
    """A physical length in points, written in YAML as '16mm', '0.625in', '5/8in' or '9pt'."""


class Color(str):
    """A colour written '#rrggbb'."""


def check_color(value: str) -> None:
    """Raise ValueError unless value is '#rrggbb'."""
    if not _COLOR.match(value):
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
