"""Track and holding boxes hold their counters: every space a counter goes in is, as printed, at least the
largest piece it holds + 1 mm both ways (issue 21).

A space is found by its read-back note (printkit.layout.boxes.space_note: `space:MM:NAME` at the top-left
corner of its rectangle, MM the piece it must hold); its size is that of the rectangle drawn there, read
from the PDF's own drawing.
"""

from __future__ import annotations

from printkit.units import PT_PER_MM

SPARE = 1.0  # mm round a counter in its space
TOL = 0.3  # pt between a note and its rectangle's corner
MEASURE_TOL = 0.01  # mm


def spaces(page, out) -> None:
    """Each noted space's rectangle is at least its piece + 1 mm wide and high; a space a tile's edge cuts
    is skipped (the untiled sheet of the same map is measured whole)."""
    for text, x, y in page.markers:
        if not text.startswith("space:"):
            continue
        _, need, name = text.split(":", 2)
        need = float(need)
        rect = _rect_at(page.rects, x, y)
        if rect is not None and any(_touches(rect, c) for c in page.clips):
            continue
        if rect is None:
            if not page.clips:
                out("box-size", f"space {name}", "no rectangle drawn at its note")
            continue
        w, h = (rect[2] - rect[0]) / PT_PER_MM, (rect[3] - rect[1]) / PT_PER_MM
        if min(w, h) < need + SPARE - MEASURE_TOL:
            out("box-size", f"space {name}",
                f"{w:.1f} x {h:.1f} mm for a {need:.1f} mm counter (at least {need + SPARE:.1f} mm both ways)")


def _rect_at(rects, x: float, y: float):
    """The smallest rectangle whose top-left corner is at (x, y)."""
    best = None
    for r in rects:
        if abs(r[0] - x) <= TOL and abs(r[1] - y) <= TOL:
            if best is None or (r[2] - r[0]) * (r[3] - r[1]) < (best[2] - best[0]) * (best[3] - best[1]):
                best = r
    return best


def _touches(r, c, tol: float = 0.05) -> bool:
    """The rectangle meets a clip and reaches its edge (it was cut there, or may have been)."""
    if not (r[0] < c[2] and r[2] > c[0] and r[1] < c[3] and r[3] > c[1]):
        return False
    return r[0] <= c[0] + tol or r[1] <= c[1] + tol or r[2] >= c[2] - tol or r[3] >= c[3] - tol
