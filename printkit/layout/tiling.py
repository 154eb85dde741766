"""Big drawings on small paper: full-size page, tiles with overlap and alignment marks, assembly diagram."""

from __future__ import annotations

import math

from printkit.layout import furniture
from printkit.layout.bleed import NOTE_BASELINE
from printkit.layout.cull import Culler
from printkit.layout.scene import Group, Line, Page, Rect, Style, Text
from printkit.units import PT_PER_MM, paper_size

OVERLAP = 12 * PT_PER_MM
CONTENT_MARGIN = 6 * PT_PER_MM  # blank sheet kept round a map's art where tiles cover only the art
MARK = Style(stroke="#000000", width=0.4)


def full_page(items: list, size: tuple[float, float], name: str, note: str | None = None,
              note_at: float = NOTE_BASELINE) -> Page:
    """The drawing on one page of its own size (for a print shop or a large-format printer); `note` (which
    counters it fits) in small type along the bottom-left edge."""
    page = Page(size[0], size[1], name)
    page.add(*items)
    if note:
        page.add(Text(6 * PT_PER_MM, size[1] - note_at, note, 6, "DejaVuSans", "#555555"))
    return page


def _plan(size, paper_name):
    """Choose the paper orientation needing fewer tiles; return (paper, cols, rows, box, step)."""
    best = None
    for paper in (paper_size(paper_name), paper_size(paper_name)[::-1]):
        x, y, w, h = furniture.content_box(Page(*paper, ""))
        box = (x, y + 8, w, h - 8)
        step = (box[2] - OVERLAP, box[3] - OVERLAP)
        cols = max(1, math.ceil((size[0] - OVERLAP) / step[0]))
        rows = max(1, math.ceil((size[1] - OVERLAP) / step[1]))
        if best is None or cols * rows < best[1] * best[2]:
            best = (paper, cols, rows, box, step)
    return best


def tile_name(row: int, col: int) -> str:
    return f"{chr(ord('A') + row)}{col + 1}"


def content_window(drawing: Culler, size) -> tuple[float, float, float, float]:
    """The part of a sheet (x0, y0, x1, y1) that holds its art: everything but the sheet-filling background,
    with CONTENT_MARGIN of the sheet kept round it (the whole sheet where an item's extent is unknown)."""
    w, h = size
    boxes = [b for _, b, _ in drawing.entries
             if b[2] >= b[0] and not (b[2] - b[0] >= 0.9 * w and b[3] - b[1] >= 0.9 * h)]
    if not boxes:
        return 0.0, 0.0, w, h
    return (max(0.0, min(b[0] for b in boxes) - CONTENT_MARGIN), max(0.0, min(b[1] for b in boxes) - CONTENT_MARGIN),
            min(w, max(b[2] for b in boxes) + CONTENT_MARGIN), min(h, max(b[3] for b in boxes) + CONTENT_MARGIN))


def tiled_pages(items: list, size, paper_name: str, title: str, note: str | None = None) -> list[Page]:
    """An assembly diagram, then one page per tile; neighbouring tiles overlap by OVERLAP.

    The tiles cover the sheet, or only the part holding its art where blank sheet margin alone would cost
    a row or column of tiles (Donetsk on Letter paper: 2 x 2 tiles for its 461 mm of art, not 3 x 2 for the
    508 mm sheet, the third column 9 mm of blank margin and two hexes)."""
    drawing = Culler(items)  # each tile carries the part of the map its clip shows, not the whole map
    window = (0.0, 0.0, *size)
    trimmed = content_window(drawing, size)
    plan = _plan(size, paper_name)
    small = _plan((trimmed[2] - trimmed[0], trimmed[3] - trimmed[1]), paper_name)
    if small[1] * small[2] < plan[1] * plan[2]:
        window, plan = trimmed, small
    paper, cols, rows, box, step = plan
    wx, wy = window[0], window[1]
    pages = [_assembly((window[2] - wx, window[3] - wy), paper, cols, rows, step, title, items, note, (wx, wy))] \
        if cols * rows > 1 else []
    bx, by, bw, bh = box
    for r in range(rows):
        for c in range(cols):
            ox, oy = wx + c * step[0], wy + r * step[1]
            page = Page(*paper, f"{title} tile {tile_name(r, c)}")
            furniture.header(page, f"{title} - tile {tile_name(r, c)} of {rows * cols}",
                             f"row {r + 1}, column {c + 1}; overlap {OVERLAP / PT_PER_MM:.0f} mm")
            page.add(Group(drawing.visible((ox, oy, ox + bw, oy + bh)), bx - ox, by - oy, clip=(bx, by, bw, bh)))
            page.add(Rect(bx, by, bw, bh, Style(stroke="#999999", width=0.3)))
            page.add(*_overlap_marks(box, c, r, cols, rows))
            furniture.ruler(page)
            pages.append(page)
    return pages


def _overlap_marks(box, c, r, cols, rows) -> list:
    """Ticks in the margin, outside the tile frame, where the neighbouring tiles' edges fall (trim along the
    line joining a pair), and labels saying which tile goes there: nothing is drawn on the map itself."""
    bx, by, bw, bh = box
    out = []
    tick = 4 * PT_PER_MM
    gap = 1 * PT_PER_MM
    for x in ([bx + OVERLAP] if c > 0 else []) + ([bx + bw - OVERLAP] if c < cols - 1 else []):
        out += [Line(x, by - gap, x, by - gap - tick, MARK), Line(x, by + bh + gap, x, by + bh + gap + tick, MARK)]
    for y in ([by + OVERLAP] if r > 0 else []) + ([by + bh - OVERLAP] if r < rows - 1 else []):
        out += [Line(bx - gap, y, bx - gap - tick, y, MARK), Line(bx + bw + gap, y, bx + bw + gap + tick, y, MARK)]
    # the labels sit in the margin outside the tile frame, so they never cover the map's own text; each arrow points
    # at the edge the neighbour overlaps (the right-hand label is set reading downwards: its up is the page's right)
    if c < cols - 1:
        out.append(Text(bx + bw + 3, by + bh / 2, f"{tile_name(r, c + 1)} overlaps here \u2191", 6, "DejaVuSans", "#444444",
                        "middle", -90.0))
    if r < rows - 1:
        out.append(Text(bx + bw / 2, by + bh + 7, f"{tile_name(r + 1, c)} overlaps here \u2193", 6, "DejaVuSans", "#444444",
                        "middle"))
    return out


def shapes_only(items) -> tuple:
    """The drawing without its words and read-back markers: a thumbnail (its text would be too small to
    read, and its markers would count twice). A word's knock-out halo goes with it: left alone it prints as a
    blank paper-coloured smudge where the label was."""
    from printkit.layout.labels import halo_shapes
    from printkit.layout.scene import Marker

    halos = {_shape_key(s) for item in items if isinstance(item, Text) and item.halo for s in halo_shapes(item)}
    out = []
    for item in items:
        if isinstance(item, Group):
            out.append(Group(shapes_only(item.items), item.dx, item.dy, item.clip, item.scale))
        elif not isinstance(item, (Text, Marker)) and not (halos and _shape_key(item) in halos):
            out.append(item)
    return tuple(out)


def _shape_key(item):
    """A polygon's points and paint, hashable however its points are held (a drawing may hold lists)."""
    points = getattr(item, "points", None)
    return None if points is None else (tuple(tuple(p) for p in points), item.style)


def _assembly(size, paper, cols, rows, step, title, items=(), note=None, origin=(0.0, 0.0)) -> Page:
    """The map in miniature under the tile grid; rows lettered on the left, columns numbered on top. `size`
    is the part of the sheet tiled, from `origin` on the sheet."""
    page = Page(*paper, f"{title} assembly")
    furniture.header(page, f"{title} - assembly diagram", f"{cols} \u00d7 {rows} tiles")
    x, y, w, h = furniture.content_box(page)
    scale = min((w - 24) / size[0], (h - 30 - 80) / size[1])  # room for the labels, below for the notes
    ox, oy = x + 24 + (w - 24 - size[0] * scale) / 2, y + 30
    mw, mh = size[0] * scale, size[1] * scale
    if items:
        page.add(Group(shapes_only(items), ox - origin[0] * scale, oy - origin[1] * scale, clip=(ox, oy, mw, mh),
                       scale=scale))
    page.add(Rect(ox, oy, mw, mh, Style(stroke="#000000", width=1.2)))
    tw, th = (step[0] + OVERLAP) * scale, (step[1] + OVERLAP) * scale
    for r in range(rows):
        for c in range(cols):
            tx, ty = ox + c * step[0] * scale, oy + r * step[1] * scale
            page.add(Rect(tx, ty, min(tw, ox + mw - tx), min(th, oy + mh - ty),
                          Style(fill="#3b6fb6", stroke="#1f4f99", width=1.0, opacity=0.10)))
            page.add(Rect(tx, ty, min(tw, ox + mw - tx), min(th, oy + mh - ty), Style(stroke="#1f4f99", width=1.0)))
    for c in range(cols):  # column numbers above the map, row letters to its left: never on the map
        cx = ox + (c * step[0] + (step[0] + OVERLAP) / 2) * scale
        page.add(Text(min(cx, ox + mw - 8), oy - 8, str(c + 1), 14, "DejaVuSans-Bold", "#1f4f99", "middle"))
    for r in range(rows):
        cy = oy + (r * step[1] + (step[1] + OVERLAP) / 2) * scale
        page.add(Text(ox - 10, min(cy, oy + mh - 8) + 5, chr(ord("A") + r), 14, "DejaVuSans-Bold", "#1f4f99", "middle"))
    notes = [f"The map is {size[0] / PT_PER_MM:.0f} \u00d7 {size[1] / PT_PER_MM:.0f} mm. Print every tile at 100 %.",
             f"Trim each tile along the ticks of its neighbour's edge; tiles overlap by {OVERLAP / PT_PER_MM:.0f} mm.",
             "Lay out A1, A2, ... left to right, rows A, B, ... top to bottom; match the edges and tape from behind.",
             "A full-size single-page PDF of the map is also in the kit for large-format printing."]
    if note:
        notes.insert(0, note)
    for i, t in enumerate(notes):
        page.add(Text(x, oy + mh + 20 + i * 12, t, 8, "DejaVuSans-Bold" if note and i == 0 else "DejaVuSans", "#222222"))
    furniture.ruler(page)
    return page


def fitted_page(items: list, size, paper_name: str, title: str, trim: float = 0.0) -> Page:
    """A sheet on one page of the chosen paper, scaled down (never up) to its printable area, centred.

    For displays such as a faction card, where a few per cent matter less than keeping one sheet whole.
    `trim` (pt) of blank sheet margin round every edge is left off the fitted copy, so its boxes print as
    large as the page allows (each still has to hold its counters as printed: preflight's box-size check).
    """
    paper = paper_size(paper_name)
    if (size[0] > size[1]) != (paper[0] > paper[1]):
        paper = paper[::-1]
    page = Page(*paper, title)
    x, y, w, h = furniture.content_box(page)
    sw, sh = size[0] - 2 * trim, size[1] - 2 * trim
    k = min(1.0, w / sw, h / sh)
    dx, dy = x + (w - sw * k) / 2, y + (h - sh * k) / 2
    page.add(Group(tuple(items), dx - trim * k, dy - trim * k, clip=(dx, dy, sw * k, sh * k), scale=k))
    furniture.header(page, title, f"printed at {k:.0%} of its {size[0] / 72:.1f} \u00d7 {size[1] / 72:.1f} in size"
                     if k < 1 else "actual size")
    furniture.ruler(page)
    return page
