"""A polygon's inside as a grid of cells, for the many point tests of map textures (crowns, hachures): built
once by scanlines, then each test is a lookup; `margin` keeps points that far from every edge."""

from __future__ import annotations

import math


class Mask:
    """The union of some polygons' insides (pt), on cells of `cell` pt, shrunk by `margin` pt."""

    def __init__(self, polygons: list[list], cell: float, margin: float = 0.0):
        pts = [p for poly in polygons for p in poly]
        self.cell = cell
        self.x0 = min(p[0] for p in pts) - cell
        self.y0 = min(p[1] for p in pts) - cell
        self.nx = int((max(p[0] for p in pts) - self.x0) / cell) + 2
        self.ny = int((max(p[1] for p in pts) - self.y0) / cell) + 2
        rows = [bytearray(self.nx) for _ in range(self.ny)]
        for j in range(self.ny):
            y = self.y0 + (j + 0.5) * cell
            for poly in polygons:
                xs = sorted(x0 + (y - y0) * (x1 - x0) / (y1 - y0)
                            for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]) if (y0 > y) != (y1 > y))
                for a, b in zip(xs[::2], xs[1::2]):
                    i0 = max(0, math.ceil((a - self.x0) / cell - 0.5))
                    i1 = min(self.nx - 1, math.floor((b - self.x0) / cell - 0.5))
                    for i in range(i0, i1 + 1):
                        rows[j][i] = 1
        k = math.ceil(margin / cell)
        if k:
            rows = _eroded(rows, k)
        self.rows = rows

    def cut(self, box) -> None:
        """Leave out a box (x0, y0, x1, y1): a name or symbol the texture keeps clear of."""
        i0, i1 = max(0, int((box[0] - self.x0) / self.cell)), min(self.nx - 1, int((box[2] - self.x0) / self.cell))
        j0, j1 = max(0, int((box[1] - self.y0) / self.cell)), min(self.ny - 1, int((box[3] - self.y0) / self.cell))
        if i1 < i0 or j1 < j0:
            return
        blank = bytes(i1 - i0 + 1)
        for j in range(j0, j1 + 1):
            self.rows[j][i0:i1 + 1] = blank

    def __call__(self, x: float, y: float) -> bool:
        i, j = int((x - self.x0) / self.cell), int((y - self.y0) / self.cell)
        return 0 <= i < self.nx and 0 <= j < self.ny and bool(self.rows[j][i])


def _eroded(rows: list[bytearray], k: int) -> list[bytearray]:
    """Cells whose whole (2k+1)-square neighbourhood is inside: a summed-area table, one lookup per cell."""
    ny, nx = len(rows), len(rows[0])
    sat = [[0] * (nx + 1) for _ in range(ny + 1)]
    for j in range(ny):
        run, row, above, here = 0, rows[j], sat[j], sat[j + 1]
        for i in range(nx):
            run += row[i]
            here[i + 1] = above[i + 1] + run
    full = (2 * k + 1) ** 2
    out = [bytearray(nx) for _ in range(ny)]
    for j in range(k, ny - k):
        top, bottom, row = sat[j - k], sat[j + k + 1], rows[j]
        for i in range(k, nx - k):
            if row[i] and bottom[i + k + 1] - top[i + k + 1] - bottom[i - k] + top[i - k] == full:
                out[j][i] = 1
    return out
