"""Hex grid geometry: label <-> cube round trips (Hypothesis), neighbours, distances, both label schemes."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printkit.hexgrid import HexGridSpec, all_labels
from printkit.model.boards import HexGrid

GRIDS = [
    HexGrid(orientation="pointy", labels="XXYY", columns=(51, 64), rows=(26, 38), shifted="even"),
    HexGrid(orientation="flat", labels="XXYY", columns=(1, 20), rows=(1, 15), shifted="odd"),
    HexGrid(orientation="flat", labels="letter-number", columns=(1, 12), rows=(1, 10), shifted="even"),
    HexGrid(orientation="pointy", labels="letter-number", columns=(1, 12), rows=(1, 10), shifted="odd"),
]


@pytest.mark.parametrize("grid", GRIDS)
@given(data=st.data())
def test_label_cube_round_trip(grid, data):
    spec = HexGridSpec(grid)
    col = data.draw(st.integers(*grid.columns))
    row = data.draw(st.integers(*grid.rows))
    label = spec.label(col, row)
    assert spec.parse(label) == (col, row)
    assert spec.from_cube(spec.to_cube(col, row)) == (col, row)


@pytest.mark.parametrize("grid", GRIDS)
def test_neighbours_are_symmetric_and_at_distance_one(grid):
    spec = HexGridSpec(grid)
    for label in all_labels(grid):
        ns = spec.neighbors(label)
        assert 2 <= len(ns) <= 6
        for n in ns:
            assert spec.distance(label, n) == 1
            assert label in spec.neighbors(n)


@pytest.mark.parametrize("grid", GRIDS)
def test_centres_of_neighbours_are_one_hex_apart(grid):
    spec = HexGridSpec(grid)
    label = spec.label(grid.columns[0] + 2, grid.rows[0] + 2)
    x, y = spec.center(*spec.parse(label))
    for n in spec.neighbors(label):
        nx, ny = spec.center(*spec.parse(n))
        assert ((nx - x) ** 2 + (ny - y) ** 2) ** 0.5 == pytest.approx(grid.hex_size, rel=1e-9)


def test_letter_labels_and_off_map():
    spec = HexGridSpec(GRIDS[2])
    assert spec.parse("K4") == (11, 4)
    assert spec.label(1, 10) == "A10"
    for bad in ("Z1", "K0", "k4", "44"):
        assert not spec.is_label(bad)


@pytest.mark.parametrize("label", ["0303", "03a3", "303", "03033", "٠٣٠٣", "0303\n", "K4", "K10", "K100", "k4", "4K",
                                   "KK", "Ж4", "K٤", "", "K", "K4\n"])
def test_label_reading_is_the_regular_expressions_it_replaced(label):
    """hexgrid reads labels without `re` (a calculator's import time): the same answers as the patterns it had,
    `^(\\d{2})(\\d{2})$` and `^([A-Za-z])(\\d{1,2})$`, except a trailing newline, which `$` let through."""
    import re

    from printkit.hexgrid import _letter, _xxyy

    xxyy = re.match(r"^(\d{2})(\d{2})\Z", label)
    letter = re.match(r"^([A-Za-z])(\d{1,2})\Z", label)
    assert _xxyy(label) == (xxyy.groups() if xxyy else None)
    assert _letter(label) == (letter.groups() if letter else None)
