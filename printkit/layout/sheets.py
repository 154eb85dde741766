"""Counter sheets: imposition on paper, crop marks, backs mirrored for duplex, alignment test page."""

from __future__ import annotations

from printkit.model.record import record

from printkit.layout import furniture
from printkit.layout.scene import Circle, Group, Line, Page, Style, Text
from printkit.units import PT_PER_MM, paper_size

CROP_GAP = 1.5 * PT_PER_MM  # between the bleed and a crop mark
CROP_LEN = 4.5 * PT_PER_MM
CROP = Style(stroke="#000000", width=0.3)


@record(eq=True)
class Options:
    """Print options chosen at build time."""

    paper: str = "a4"
    duplex: str = "long"  # long-edge or short-edge flip
    back_offset: tuple[float, float] = (0.0, 0.0)  # mm, added to the backs page
    cut_file: str | None = None  # 'svg' or 'dxf': cut files beside the sheets, registration marks on them


@record(eq=True)
class Slot:
    """Where one counter copy sits on a fronts page (top-left of its cut square)."""

    counter: object
    copy: int
    x: float
    y: float


def mirror(x: float, y: float, size: float, page: tuple[float, float], duplex: str) -> tuple[float, float]:
    """Top-left of the back of a square whose front's top-left is (x, y)."""
    w, h = page
    return (w - x - size, y) if duplex == "long" else (x, h - y - size)


def _grid(game, paper: tuple[float, float], fold: bool = False):
    sheet = game.counter_sheet
    pitch = sheet.size + 2 * sheet.bleed
    cx, cy, cw, ch = furniture.content_box(Page(*paper, ""))
    room = CROP_GAP + CROP_LEN + 2
    if fold:  # gutter-fold: the fronts fill the left half, their crop marks stop short of the fold line
        cols = int((paper[0] / 2 - cx - 2 * room) // pitch)
        left = paper[0] / 2 - room - cols * pitch + sheet.bleed
    else:
        cols = int((cw - 2 * room) // pitch)
        left = (paper[0] - cols * pitch) / 2 + sheet.bleed
    rows = int((ch - 2 * room - 10) // pitch)
    top = cy + room + 10 + sheet.bleed
    return cols, rows, pitch, left, top


def groups(game) -> list[tuple[bool, list[tuple[object, int]]]]:
    """(is a marker run, [(counter, copy)]) runs that start a row of their own: the units of each faction
    (or side, in games without factions), then the markers of each, in the order the file first names them."""
    runs: dict[tuple, list] = {}
    for counter in game.counters.pieces:
        side = game.sides[counter.side]
        key = (game.unit_types[counter.type].domain == "marker", side.faction or side.id)
        runs.setdefault(key, []).extend((counter, copy) for copy in range(1, counter.quantity + 1))
    ordered = sorted(runs.items(), key=lambda kv: kv[0][0])  # units first; stable: in file order within
    return [(marker, run) for (marker, _), run in ordered]


def _rows(runs: list[list], cols: int) -> list[list]:
    return [run[i:i + cols] for run in runs for i in range(0, len(run), cols)]


def pack(runs: list[tuple[bool, list]], cols: int, rows: int, room=None) -> list[list[list]]:
    """Rows of pieces per sheet: as few sheets as the pieces need, none under half full while another has room.

    Each run starts a row of its own where that costs no sheet (and, with `room`, a function telling whether
    a sheet of n rows leaves room for the key, where the key still finds a sheet); else the markers run on as
    one run; else everything does. Over several sheets the rows are shared out evenly: no remnant sheet."""
    flat = [piece for _, run in runs for piece in run]
    least = max(1, -(-len(flat) // (cols * rows)))
    units = [run for marker, run in runs if not marker]
    markers = [piece for marker, run in runs if marker for piece in run]
    options = [_share(_rows(candidate, cols), rows)
               for candidate in ([run for _, run in runs], units + ([markers] if markers else []), [flat])]
    fitting = [sheets for sheets in options if len(sheets) <= least]
    with_key = [sheets for sheets in fitting if room is None or any(room(len(sheet)) for sheet in sheets)]
    return (with_key or fitting or options[-1:])[0]


def _share(lines: list[list], rows: int) -> list[list[list]]:
    """Rows split into sheets of at most `rows`, each taking an equal share of the pieces still to place."""
    sheets = max(1, -(-len(lines) // rows))
    out, start = [], 0
    for k in range(sheets, 1, -1):  # k sheets still to fill
        share = sum(len(line) for line in lines[start:]) / k
        end, count = start, 0
        while end < len(lines) and end - start < rows and count + len(lines[end]) / 2 <= share:
            count += len(lines[end])
            end += 1
        end = max(end, len(lines) - (k - 1) * rows)  # the sheets after this one must hold the rest
        out.append(lines[start:end])
        start = end
    out.append(lines[start:])
    return out


def slots(game, paper: tuple[float, float], fold: bool = False, key_height: float = 0.0) -> list[list[Slot]]:
    """Counter copies per sheet (see pack): each faction's units start a row, then its markers; with
    key_height, packed so that some sheet leaves that much room under its block for the key.
    With fold, only the left half of the page is used."""
    cols, rows, pitch, left, top = _grid(game, paper, fold)
    bleed = game.counter_sheet.bleed

    def room(n: int) -> bool:  # the band _page_of leaves under a block of n rows (see free_band there)
        hint_y = top - bleed + n * pitch + CROP_GAP + CROP_LEN + 12
        return paper[1] - furniture.MARGIN - 24 - (hint_y + 10) >= key_height

    return [[Slot(counter, copy, left + c * pitch, top + r * pitch)
             for r, line in enumerate(sheet) for c, (counter, copy) in enumerate(line)]
            for sheet in pack(groups(game), cols, rows, room if key_height else None)]


def crop_marks(xs: set[float], ys: set[float], box: tuple[float, float, float, float]) -> list:
    """Short marks on every cut line, outside the block's bleed box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    out = []
    for x in sorted(xs):
        out += [Line(x, y0 - CROP_GAP, x, y0 - CROP_GAP - CROP_LEN, CROP),
                Line(x, y1 + CROP_GAP, x, y1 + CROP_GAP + CROP_LEN, CROP)]
    for y in sorted(ys):
        out += [Line(x0 - CROP_GAP, y, x0 - CROP_GAP - CROP_LEN, y, CROP),
                Line(x1 + CROP_GAP, y, x1 + CROP_GAP + CROP_LEN, y, CROP)]
    return out


def _page_of(game, sheet_slots, which: str, opts: Options, paper, number: int, total: int) -> Page:
    from printkit.layout.counters import draw_face  # here: crop marks and mirroring need no counter drawing

    size, bleed = game.counter_sheet.size, game.counter_sheet.bleed
    label = "fronts" if which == "front" else f"backs (mirrored for {opts.duplex}-edge duplex)"
    page = Page(*paper, f"Counters sheet {number} {label}")
    furniture.header(page, f"{furniture.running_title(game)} - {game.counter_sheet.title}, sheet {number}/{total}: {label}",
                     f"{size / PT_PER_MM:.2f} mm counters, {bleed / PT_PER_MM:.1f} mm bleed")
    items, xs, ys = [], set(), set()
    for slot in sheet_slots:
        x, y = (slot.x, slot.y) if which == "front" else mirror(slot.x, slot.y, size, paper, opts.duplex)
        items += draw_face(game, slot.counter, which, x, y, size, bleed, slot.copy)
        xs.update((x, x + size))
        ys.update((y, y + size))
    block = (min(xs) - bleed, min(ys) - bleed, max(xs) + bleed, max(ys) + bleed)
    items += crop_marks(xs, ys, block)
    shift = (0.0, 0.0)
    if which == "back" and opts.back_offset != (0.0, 0.0):
        shift = tuple(v * PT_PER_MM for v in opts.back_offset)
        items = [Group(tuple(items), *shift)]
    page.add(*items)
    page.trim = (min(xs) + shift[0], min(ys) + shift[1], max(xs) - min(xs), max(ys) - min(ys))
    page.bleed = (block[0] + shift[0], block[1] + shift[1], block[2] - block[0], block[3] - block[1])
    hint = ("Print this page on the back of the fronts page (duplex, flip on the "
            f"{opts.duplex} edge), or print it alone and glue it back to back.") if which == "back" else \
        "Print double-sided at 100 %: this page, then the backs page on its reverse."
    hint_y = block[3] + shift[1] + CROP_GAP + CROP_LEN + 12
    below = True
    if hint_y + 2 > page.height - furniture.MARGIN - 8:  # it would meet the ruler (short-edge backs): go above
        hint_y = block[1] + shift[1] - CROP_GAP - CROP_LEN - 3
        below = False
    page.add(Text(furniture.MARGIN, hint_y, hint, 7, "DejaVuSans", "#333333"))
    furniture.ruler(page)
    page.free_band = (hint_y + 10, page.height - furniture.MARGIN - 24) if below else \
        (furniture.MARGIN + 10, hint_y - 10)  # the room left for the key, below the block (or above it)
    return page


def counter_pages(game, opts: Options) -> list[Page]:
    """Fronts page then backs page for every sheet of counters (gutter-fold, one page with both: layout/duplex.py)."""
    paper = paper_size(opts.paper)
    sheets = slots(game, paper, key_height=_key_height(game, paper))
    pages = []
    for i, sheet in enumerate(sheets, 1):
        pages.append(_page_of(game, sheet, "front", opts, paper, i, len(sheets)))
        pages.append(_page_of(game, sheet, "back", opts, paper, i, len(sheets)))
    if game.counter_sheet.key:
        from printkit.layout.counter_key import place_key

        pages = place_key(game, pages, [p.free_band for p in pages])
    return pages


def _key_height(game, paper: tuple[float, float], width: float | None = None) -> float:
    """The height of the counter key printed in a band `width` wide (default: the page's content width)."""
    if not game.counter_sheet.key:
        return 0.0
    from printkit.layout.counter_key import key_height

    return key_height(game, paper[0] - 2 * furniture.MARGIN if width is None else width)


def alignment_pages(game, opts: Options) -> list[Page]:
    """A duplex test: crosses on the front, the same crosses with mm scales on the back (gutter-fold: duplex.py)."""
    paper = paper_size(opts.paper)
    w, h = paper
    points = [(w * fx, h * fy) for fx, fy in ((0.25, 0.3), (0.75, 0.3), (0.5, 0.5), (0.25, 0.7), (0.75, 0.7))]
    pages = []
    for which in ("front", "back"):
        page = Page(w, h, f"Duplex alignment test ({which})")
        furniture.header(page, f"{furniture.running_title(game)} - duplex alignment test, {which}",
                         f"{opts.paper.upper()}, {opts.duplex}-edge flip")
        items = []
        for px, py in points:
            x, y = (px, py) if which == "front" else mirror(px, py, 0, paper, opts.duplex)
            items += _cross(x, y, scales=which == "back")
        if which == "back" and opts.back_offset != (0.0, 0.0):
            dx, dy = (v * PT_PER_MM for v in opts.back_offset)
            items = [Group(tuple(items), dx, dy)]
        page.add(*items)
        text = ["1. Print both pages double-sided at 100 % (actual size), flipping on the "
                f"{opts.duplex} edge.",
                "2. Hold the sheet against a light: each front cross should sit on the centre of its back scale.",
                *offset_instructions(game, 3)] \
            if which == "front" else ["Back side: the scales are in millimetres from the intended centre."]
        for i, line in enumerate(text):
            page.add(Text(furniture.MARGIN, h * 0.86 + i * 11, line, 8, "DejaVuSans", "#222222"))
        furniture.ruler(page)
        pages.append(page)
    return pages


def offset_instructions(game, step: int) -> list[str]:
    """What a player does when the crosses miss their scales, in a player's words (no command line: the
    Maker's notes say how the kit is built with a back offset).

    The offset moves the backs in their own page coordinates (right and down are +), as seen looking at
    the back side; a front cross that shows right of / below its scale's centre needs the backs moved
    the same way, so the measured values are given as they are."""
    return [f"{step}. If a cross misses: on the back side, read how far right (R mm) and down (D mm) of the scale centre",
            "   the front cross shows (left and up count as minus), e.g. R 1.5 and D -0.5.",
            f"{step + 1}. Ask for the kit with the backs moved by R and D, or set them as your printer's duplex offset."]


def _cross(x: float, y: float, scales: bool) -> list:
    pen = Style(stroke="#000000", width=0.3)
    arm = 10 * PT_PER_MM
    out = [Line(x - arm, y, x + arm, y, pen), Line(x, y - arm, x, y + arm, pen),
           Circle(x, y, 2 * PT_PER_MM, pen)]
    if scales:
        for i in range(-8, 9):
            t = (1.6 if i % 5 == 0 else 0.8) * PT_PER_MM
            d = i * PT_PER_MM
            out += [Line(x + d, y - t, x + d, y + t, pen), Line(x - t, y + d, x + t, y + d, pen)]
    return out

