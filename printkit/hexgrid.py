"""Hex grids: offset labels ('XXYY' or 'K4') <-> cube coordinates, neighbours, distance, centres."""

from __future__ import annotations

import math
from collections import namedtuple
from functools import lru_cache


def _xxyy(label: str) -> tuple[str, str] | None:
    """'0303' -> ('03', '03'): four digits (no regular expression: `re` costs a calculator ~6 ms to import)."""
    return (label[:2], label[2:]) if len(label) == 4 and label.isdecimal() else None


def _letter(label: str) -> tuple[str, str] | None:
    """'K4' -> ('K', '4'): an ASCII letter, then one or two digits."""
    ok = 2 <= len(label) <= 3 and label[0].isascii() and label[0].isalpha() and label[1:].isdecimal()
    return (label[0], label[1:]) if ok else None


CUBE_DIRECTIONS = ((1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1), (0, -1, 1))


class Cube(namedtuple("Cube", "x y z")):
    """Cube coordinates (x + y + z == 0). A named tuple: `dataclasses` is too slow to import for the calculators."""

    __slots__ = ()

    def __add__(self, other: "Cube") -> "Cube":
        return Cube(self.x + other.x, self.y + other.y, self.z + other.z)

    def distance(self, other: "Cube") -> int:
        return max(abs(self.x - other.x), abs(self.y - other.y), abs(self.z - other.z))

    def neighbors(self) -> list["Cube"]:
        return [self + Cube(*d) for d in CUBE_DIRECTIONS]


class HexGridSpec:
    """Geometry of one model.HexGrid: labels, offsets, cubes and centres in points."""

    def __init__(self, grid):
        self.grid = grid
        self.flat = grid.orientation == "flat"
        self.shift_odd = grid.shifted == "odd"

    # labels <-> offset (col, row)
    def parse(self, label: str) -> tuple[int, int]:
        """(col, row) of a label; ValueError if malformed or off the map."""
        if self.grid.labels == "XXYY":
            m = _xxyy(label)
            if not m:
                raise ValueError(f"expected a hex ID of four digits XXYY, got {label!r}")
            col, row = int(m[0]), int(m[1])
            if self.grid.xx == "row":
                col, row = row, col
        else:
            m = _letter(label)
            if not m:
                raise ValueError(f"expected a hex ID like 'K4' (column letter, row number), got {label!r}")
            letter = m[0]
            if letter.islower() and letter.upper() not in self.grid.lower_letters:
                raise ValueError(f"expected a hex ID like 'K4' (column letter, row number), got {label!r}")
            col, row = ord(letter.upper()) - ord("A") + 1, int(m[1])
        if not self.on_map(col, row):
            raise ValueError(f"hex {label!r} is not on the map")
        return col, row

    def label(self, col: int, row: int) -> str:
        if self.grid.labels == "XXYY":
            return f"{row:02d}{col:02d}" if self.grid.xx == "row" else f"{col:02d}{row:02d}"
        letter = chr(ord("A") + col - 1)
        return f"{letter.lower() if letter in self.grid.lower_letters else letter}{row}"

    def on_map(self, col: int, row: int) -> bool:
        c0, c1 = self.grid.columns
        r0, r1 = self.grid.rows
        return c0 <= col <= c1 and r0 <= row <= r1

    def is_label(self, label: str) -> bool:
        try:
            self.parse(label)
        except ValueError:
            return False
        return True

    # offset <-> cube
    def _shifted(self, n: int) -> bool:
        return (n % 2 == 1) == self.shift_odd

    def to_cube(self, col: int, row: int) -> Cube:
        if self.flat:
            x = col
            z = row - _half(col, self.shift_odd)
            return Cube(x, -x - z, z)
        z = row
        x = col - _half(row, self.shift_odd)
        return Cube(x, -x - z, z)

    def from_cube(self, cube: Cube) -> tuple[int, int]:
        if self.flat:
            col = cube.x
            return col, cube.z + _half(col, self.shift_odd)
        row = cube.z
        return cube.x + _half(row, self.shift_odd), row

    # queries by label
    def cube(self, label: str) -> Cube:
        return self.to_cube(*self.parse(label))

    def distance(self, a: str, b: str) -> int:
        return self.cube(a).distance(self.cube(b))

    def neighbors(self, label: str) -> list[str]:
        """Labels of the on-map neighbours, sorted."""
        out = []
        for n in self.cube(label).neighbors():
            col, row = self.from_cube(n)
            if self.on_map(col, row):
                out.append(self.label(col, row))
        return sorted(out)

    def edges(self, label: str) -> list[str]:
        """Map edges the hex lies on: 'north', 'south', 'west', 'east'."""
        col, row = self.parse(label)
        out = []
        if row == self.grid.rows[0]:
            out.append("north")
        if row == self.grid.rows[1]:
            out.append("south")
        if col == self.grid.columns[0]:
            out.append("west")
        if col == self.grid.columns[1]:
            out.append("east")
        return out

    def extent(self) -> tuple[float, float]:
        """Width and height in points of the grid's bounding box."""
        xs, ys = [], []
        for col in range(self.grid.columns[0], self.grid.columns[1] + 1):
            for row in (self.grid.rows[0], self.grid.rows[1]):
                for x, y in self.corners(col, row):
                    xs.append(x)
                    ys.append(y)
        for row in range(self.grid.rows[0], self.grid.rows[1] + 1):
            for col in (self.grid.columns[0], self.grid.columns[1]):
                for x, y in self.corners(col, row):
                    xs.append(x)
                    ys.append(y)
        return max(xs), max(ys)

    def shared_side(self, a: str, b: str) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two corners of the side between adjacent hexes a and b."""
        ca, cb = self.corners(*self.parse(a)), self.corners(*self.parse(b))
        common = [p for p in ca if any(abs(p[0] - q[0]) < 1e-6 and abs(p[1] - q[1]) < 1e-6 for q in cb)]
        if len(common) != 2:
            raise ValueError(f"hexes {a} and {b} are not adjacent")
        return common[0], common[1]

    # geometry (points, origin at the top-left hex's bounding box corner)
    def radius(self) -> float:
        return self.grid.hex_size / math.sqrt(3)

    def center(self, col: int, row: int) -> tuple[float, float]:
        s = self.grid.hex_size
        r = self.radius()
        c0, r0 = self.grid.columns[0], self.grid.rows[0]
        if self.flat:
            x = r + (col - c0) * 1.5 * r
            y = s / 2 + (row - r0) * s + (s / 2 if self._shifted(col) else 0)
        else:
            x = s / 2 + (col - c0) * s + (s / 2 if self._shifted(row) else 0)
            y = r + (row - r0) * 1.5 * r
        return x, y

    def corners(self, col: int, row: int) -> list[tuple[float, float]]:
        cx, cy = self.center(col, row)
        r = self.radius()
        start = 0 if self.flat else 30
        return [(cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
                for i in range(6)]


def _half(n: int, shift_odd: bool) -> int:
    """Row (or column) correction for offset -> cube: odd-q / even-q style."""
    return (n - (n & 1)) // 2 if shift_odd else (n + (n & 1)) // 2


@lru_cache(maxsize=16)
def all_labels(grid) -> tuple[str, ...]:
    """Every hex label of a grid, column by column."""
    spec = HexGridSpec(grid)
    return tuple(spec.label(c, r) for c in range(grid.columns[0], grid.columns[1] + 1)
                 for r in range(grid.rows[0], grid.rows[1] + 1))
