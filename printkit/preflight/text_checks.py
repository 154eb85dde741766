"""Checks of the text on a page, from the glyph boxes in the PDF: overlaps, overflow, size, coverage."""

from __future__ import annotations

from collections import defaultdict

MIN_SIZE = 5.0  # pt at print size
MIN_ID_SIZE = 4.5  # counter ids
OVERLAP_TOL = 0.3  # pt both ways before two glyphs count as overlapping
OVERFLOW_TOL = 0.3  # pt a glyph may stick out of its container
CELL = 24.0  # pt, spatial index cell


def _run_text(glyphs) -> dict[int, str]:
    runs: dict[int, str] = defaultdict(str)
    for g in glyphs:
        runs[g.run] += g.text
    return runs


def overlaps(page, out) -> None:
    """No glyph of one text run overlaps a glyph of another."""
    grid: dict[tuple[int, int], list] = defaultdict(list)
    for g in page.glyphs:
        x0, y0, x1, y1 = g.box
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                grid[i, j].append(g)
    runs = _run_text(page.glyphs)
    reported = set()
    for cell in grid.values():
        for a_i, a in enumerate(cell):
            for b in cell[a_i + 1:]:
                if a.run == b.run or (min(a.run, b.run), max(a.run, b.run)) in reported:
                    continue
                w = min(a.box[2], b.box[2]) - max(a.box[0], b.box[0])
                h = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1])
                if w > OVERLAP_TOL and h > OVERLAP_TOL:
                    reported.add((min(a.run, b.run), max(a.run, b.run)))
                    out("text-overlap", f"'{runs[a.run]}' and '{runs[b.run]}'",
                        f"glyphs '{a.text}' and '{b.text}' overlap by {w:.1f} x {h:.1f} pt "
                        f"at ({a.box[0]:.1f}, {a.box[1]:.1f}) pt")


def overflow(page, containers: list, out) -> None:
    """Every text run lies inside the container it belongs to: the smallest counter or rectangle (card,
    table cell, box) holding the centre of its first glyph, else the page."""
    first: dict[int, object] = {}
    ext: dict[int, list] = {}
    for g in page.glyphs:
        first.setdefault(g.run, g)
        box = ext.setdefault(g.run, list(g.box))
        box[:] = [min(box[0], g.box[0]), min(box[1], g.box[1]), max(box[2], g.box[2]), max(box[3], g.box[3])]
    runs = _run_text(page.glyphs)
    for run, g in first.items():
        cx, cy = g.centre
        best = None
        for name, box in containers:
            if box[0] <= cx <= box[2] and box[1] <= cy <= box[3]:
                area = (box[2] - box[0]) * (box[3] - box[1])
                if best is None or area < best[0]:
                    best = (area, name, box)
        name, box = (best[1], best[2]) if best else ("page", (0.0, 0.0, page.width, page.height))
        x0, y0, x1, y1 = ext[run]
        over = max(box[0] - x0, box[1] - y0, x1 - box[2], y1 - box[3])
        if over > OVERFLOW_TOL:
            out("text-overflow", f"'{runs[run]}'", f"sticks {over:.1f} pt out of its {name}")


def sizes(page, counter_boxes: list, out) -> None:
    """No text under 5 pt, counter ids (text on a counter) under 4.5 pt."""
    runs = _run_text(page.glyphs)
    reported = set()
    for g in page.glyphs:
        if g.run in reported:
            continue
        cx, cy = g.centre
        on_counter = any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for _, b in counter_boxes)
        floor = MIN_ID_SIZE if on_counter else MIN_SIZE
        if g.size < floor - 0.005:
            reported.add(g.run)
            out("text-size", f"'{runs[g.run]}'", f"{g.size:.2f} pt, minimum {floor} pt"
                + (" for counter ids" if on_counter else ""))


def glyph_coverage(page, out) -> None:
    """Every character drawn maps to a glyph of its font (no unmapped CIDs, nothing the font lacks)."""
    from printkit.fonts import FONT_FILES, coverage

    missing = defaultdict(set)
    for g in page.glyphs:
        base = g.font.split("+", 1)[-1]
        notdef = g.text.startswith("(cid:") or any(ord(ch) < 32 for ch in g.text)  # glyph 0 reads back as U+0000
        if notdef or (base in FONT_FILES and any(ord(ch) not in coverage(base) for ch in g.text)):
            missing[base].add(g.text)
    for base, chars in sorted(missing.items()):
        out("glyphs", f"font {base}", "no glyph for " + ", ".join(sorted(repr(c) for c in chars))
            + " (a missing glyph prints as an empty box)")
