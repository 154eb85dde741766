"""Area maps that look drawn: the areas' cells with hand-drawn borders (deterministic noise, the same line for
both neighbours, so the areas still tile exactly), terrain marks scattered over each area, and adjacency
lines only where the border alone leaves it unclear."""

from __future__ import annotations

import math

from printkit.layout.curves import chaikin, jittered, length

SNAP = 0.01  # pt: cell corners closer than this are one point
SHORT_BORDER = 10.0  # mm: a shared border shorter than this is drawn with an adjacency line too


def _canonical(cells: dict[str, list]) -> dict[str, list]:
    """The cells with corners that are the same point made identical (computed per cell, they differ in
    the last bits)."""
    seen: dict[tuple[int, int], tuple[float, float]] = {}

    def snap(p):
        key = (round(p[0] / SNAP), round(p[1] / SNAP))
        return seen.setdefault(key, (key[0] * SNAP, key[1] * SNAP))

    return {k: [snap(p) for p in poly] for k, poly in cells.items()}


def _on_frame(p, q, frame, tol: float = 0.05) -> bool:
    x0, y0, x1, y1 = frame
    return any((abs(p[i] - v) < tol and abs(q[i] - v) < tol) for i, v in ((0, x0), (0, x1), (1, y0), (1, y1)))


def drawn_cells(cells: dict[str, list], frame, rugged: set[str]) -> tuple[dict[str, list], dict]:
    """Each cell's outline with every inner edge replaced by its hand-drawn line, and the drawn border of each
    pair of neighbours: ({area: points}, {frozenset(pair): points}). Edges of `rugged` areas (mountains) get
    a rougher line."""
    outlines, lines, _ = drawn_pieces(cells, frame, rugged)
    return outlines, lines


def drawn_pieces(cells: dict[str, list], frame, rugged: set[str]) -> tuple[dict[str, list], dict, dict]:
    """drawn_cells, and each outline as its pieces in order: {area: [(neighbour or None for the frame,
    points)]}, each piece running from one corner to the next (its last point is the next piece's first)."""
    cells = _canonical(cells)
    owners: dict[frozenset, list[str]] = {}
    for k, poly in cells.items():
        for p, q in zip(poly, poly[1:] + poly[:1]):
            owners.setdefault(frozenset((p, q)), []).append(k)
    lines: dict[frozenset, list] = {}
    outlines: dict[str, list] = {}
    pieces: dict[str, list] = {}
    for k, poly in cells.items():
        out: list = []
        pieces[k] = []
        for p, q in zip(poly, poly[1:] + poly[:1]):
            edge = frozenset((p, q))
            if _on_frame(p, q, frame) or len(owners[edge]) < 2:
                seg, other = [p, q], None
            else:
                d = math.hypot(q[0] - p[0], q[1] - p[1])
                rough = bool(rugged & set(owners[edge]))
                seg = jittered(p, q, min(0.11 * d, 22.0), pieces=max(3, int(d / 24)), rounds=1 if rough else 2)
                lines[frozenset(owners[edge])] = seg
                other = next(o for o in owners[edge] if o != k)
            out += seg[:-1]
            pieces[k].append((other, seg))
        outlines[k] = out
    return outlines, lines, pieces


def needs_link(line_pts) -> bool:
    """Whether a drawn border is too short to show adjacency on its own (an adjacency line is added)."""
    from printkit.units import PT_PER_MM

    return line_pts is None or length(line_pts) < SHORT_BORDER * PT_PER_MM


def smooth_ring(points, rounds: int = 1):
    return chaikin(list(points) + [points[0]], rounds)
