"""A large building's footprint over a group of hexes (a terminal, a car park), as seen from the air: wings
square to the site's axis (a runway's, else the map's), one block in each of its hexes and a wing joining each
pair of neighbouring hexes, so a group reads as an L, a T or a long hall, never as a hex-shaped slab. The
footprint is traced on a fine lattice in the axis' frame and kept inside its own hexes (a building blocks
line of sight only there)."""

from __future__ import annotations

import math

BLOCK = (0.31, 0.31)  # a block's half length and half depth, in hexes (inside a hex of either orientation)
WING = 0.2  # a joining wing's half depth, in hexes
MARGIN = 0.05  # how far the footprint keeps inside its hexes' outline, in hexes
STEP = 1 / 24  # the tracing lattice, in hexes


def site_axis(board, centre_of) -> float:
    """The angle the site's buildings are laid square to: a runway's (the line through its end hexes), else 0
    (the map's own axes). centre_of(label) -> (x, y)."""
    for a in board.art:
        if a.kind == "runway" and len(a.hexes) > 1:
            (x0, y0), (x1, y1) = centre_of(a.hexes[0]), centre_of(a.hexes[-1])
            return math.atan2(y1 - y0, x1 - x0)
    return 0.0


def footprint(members, others, s: float, angle: float) -> list[list]:
    """The outline rings of a building over the cells `members` (Cell objects with .center and .corners);
    `others`: the cells round them (outside the building). Rings run the way a hex's corners do (the building
    on their left), each with straight sides along or across the axis."""
    ca, sa = math.cos(angle), math.sin(angle)
    ox, oy = members[0].center

    def to_uv(x, y):
        return (x - ox) * ca + (y - oy) * sa, -(x - ox) * sa + (y - oy) * ca

    def to_xy(u, v):
        return ox + u * ca - v * sa, oy + u * sa + v * ca

    cs = [to_uv(*m.center) for m in members]
    rects = [(u - BLOCK[0] * s, v - BLOCK[1] * s, u + BLOCK[0] * s, v + BLOCK[1] * s) for u, v in cs]
    for i, (ua, va) in enumerate(cs):
        for ub, vb in cs[i + 1:]:
            if math.hypot(ub - ua, vb - va) > s * 1.05:
                continue
            mu, mv = (ua + ub) / 2, (va + vb) / 2
            if abs(ub - ua) > abs(vb - va):  # side by side along the axis: a wing between them, its depth WING
                rects.append((min(ua, ub), mv - WING * s, max(ua, ub), mv + WING * s))
            else:
                rects.append((mu - WING * s, min(va, vb), mu + WING * s, max(va, vb)))
    near = [(to_uv(*c.center), True) for c in members] + [(to_uv(*c.center), False) for c in others]
    g = STEP * s
    us = [r[0] for r in rects] + [r[2] for r in rects]
    vs = [r[1] for r in rects] + [r[3] for r in rects]
    i0, i1 = math.floor(min(us) / g), math.ceil(max(us) / g)
    j0, j1 = math.floor(min(vs) / g), math.ceil(max(vs) / g)
    k = max(1, round(MARGIN / STEP))  # the margin in lattice steps

    def mine(i, j) -> bool:  # a lattice square in a member hex, by the nearest centre
        u, v = (i + 0.5) * g, (j + 0.5) * g
        return min(near, key=lambda cm: (cm[0][0] - u) ** 2 + (cm[0][1] - v) ** 2)[1]

    ours = {(i, j) for i in range(i0 - k, i1 + k) for j in range(j0 - k, j1 + k) if mine(i, j)}
    filled = set()
    for i in range(i0, i1):
        for j in range(j0, j1):
            u, v = (i + 0.5) * g, (j + 0.5) * g
            if not any(r[0] <= u <= r[2] and r[1] <= v <= r[3] for r in rects):
                continue
            if all((i + di, j + dj) in ours for di in (-k, 0, k) for dj in (-k, 0, k)):
                filled.add((i, j))
    return [[to_xy(u * g, v * g) for u, v in ring] for ring in trace(filled)]


def trace(filled: set) -> list[list]:
    """The outline rings of a set of lattice squares (i, j), as lattice corners, collinear corners dropped;
    each ring runs with the squares on its left (y downwards: the way a hex's corners run)."""
    nxt: dict = {}
    for i, j in filled:
        # the square's sides, corners in turn (the square on the left in y-down coordinates)
        for (a, b), (di, dj) in ((((i, j), (i + 1, j)), (0, -1)), (((i + 1, j), (i + 1, j + 1)), (1, 0)),
                                 (((i + 1, j + 1), (i, j + 1)), (0, 1)), (((i, j + 1), (i, j)), (-1, 0))):
            if (i + di, j + dj) not in filled:
                nxt.setdefault(a, []).append(b)
    rings = []
    while nxt:
        start = min(nxt)
        ring, at = [start], start
        while True:
            b = nxt[at].pop()
            if not nxt[at]:
                del nxt[at]
            if b == start:
                break
            ring.append(b)
            at = b
            if at not in nxt:
                break
        n = len(ring)
        corners = [ring[k] for k in range(n)
                   if (ring[k][0] - ring[k - 1][0]) * (ring[(k + 1) % n][1] - ring[k][1])
                   != (ring[k][1] - ring[k - 1][1]) * (ring[(k + 1) % n][0] - ring[k][0])]
        if len(corners) >= 4:
            rings.append(corners)
    rings.sort(key=lambda r: -abs(_area(r)))
    return rings


def _area(ring) -> float:
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1])) / 2
