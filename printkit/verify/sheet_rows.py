"""What the kit's read-back checks share (verify/checks.py, checks_more.py, odds_check.py): every counter's
front and its mirrored back on the sheets, and the marked table rows read back and compared with the rows the
data gives. Moved from verify/checks.py, so that the checks it calls need not import it back."""

from __future__ import annotations

from printkit.units import PT_PER_MM, paper_size
from printkit.verify.readback import PageText

MIRROR_TOL = 0.1 * PT_PER_MM
SIZE_TOL = 0.05 * PT_PER_MM


def mirrored(duplex: str, front_page: int, page_width: float, paper: tuple[float, float], x: float, y: float):
    """Where the back of a face whose centre is (x, y) belongs: (page index, x, y) before the back offset.

    Gutter-fold: the same page, mirrored about the fold in the middle; duplex: the next page, mirrored
    about the flip edge (long: left-right; short: top-bottom)."""
    if duplex == "gutter":
        return front_page, page_width - x, y
    width, height = paper
    return (front_page + 1, *((width - x, y) if duplex == "long" else (x, height - y)))


def _counters(game, pages, paper, opts, where, rep: Report) -> None:
    size = game.counter_sheet.size
    width, height = paper_size(paper)
    duplex, (ox, oy) = opts
    fronts, backs = {}, {}
    for i, page in enumerate(pages):
        for text, x, y in page.marker("ctr:"):
            _, cid, copy, which = text.split(":")
            if which not in ("front", "back"):  # a sample on the counter key: no piece to cut
                continue
            target = fronts if which == "front" else backs
            rep.check((cid, copy) not in target, f"{where}: counter {cid} copy {copy} {which} printed twice")
            target[(cid, copy)] = (i, x, y)
            _counter_box(page, cid, x, y, size, f"{where} page {i + 1}", rep)
    wanted = {(c.id, str(n)) for c in game.counters.pieces for n in range(1, c.quantity + 1)}
    for key in sorted(wanted):
        if not rep.check(key in fronts, f"{where}: counter {key[0]} copy {key[1]} has no front"):
            continue
        if not rep.check(key in backs, f"{where}: counter {key[0]} copy {key[1]} has no back"):
            continue
        (pf, xf, yf), (pb, xb, yb) = fronts[key], backs[key]
        page, mx, my = mirrored(duplex, pf, pages[pf].width, (width, height), xf, yf)
        where_to = "beside its front" if duplex == "gutter" else "right after its front"
        rep.check(pb == page, f"{where}: back of {key[0]} is on page {pb + 1}, not {where_to} (page {pf + 1})")
        dx, dy = abs(mx + ox - xb), abs(my + oy - yb)
        rep.check(dx <= MIRROR_TOL and dy <= MIRROR_TOL,
                  f"{where}: back of {key[0]} is {dx / PT_PER_MM:.3f} mm / {dy / PT_PER_MM:.3f} mm off its mirrored front")
    extra = set(fronts) - wanted
    rep.check(not extra, f"{where}: counters not in the order of battle: {sorted(extra)}")


def _counter_box(page: PageText, cid: str, x: float, y: float, size: float, where: str, rep: Report) -> None:
    """The cut square around a counter's centre has the exact counter size."""
    boxes = [r for r in page.rects if abs(r[0] + r[2] / 2 - x) < 0.5 and abs(r[1] + r[3] / 2 - y) < 0.5
             and abs(r[2] - size) < 2]
    if rep.check(bool(boxes), f"{where}: no cut square around counter {cid}"):
        w, h = boxes[0][2], boxes[0][3]
        rep.check(abs(w - size) <= SIZE_TOL and abs(h - size) <= SIZE_TOL,
                  f"{where}: counter {cid} is {w / PT_PER_MM:.3f} x {h / PT_PER_MM:.3f} mm, "
                  f"expected {size / PT_PER_MM:.3f} mm")


def _rows_by_marker(pages) -> dict[str, dict[int, str]]:
    """Printed text of every marked table row: {table_id: {row index (-1 = header): text}}. Rows of
    wrapped tables are their cells' words (read inside each marked cell box) joined in column order. The text
    is read back in ASCII (fmt.plain: '−1' as '-1', '1–3' as '1-3'): these checks compare values, the signs
    are verify.typography's."""
    from printkit.fmt import plain

    rows: dict[str, dict[int, str]] = {}
    for page in pages:
        marked = page.marker("row:")
        for text, x, y in marked:
            _, table_id, index = text.split(":")
            # a row ends where another table's row begins on the same line (tables side by side)
            end = min((ox for other, ox, oy in marked if ox > x + 1 and abs(oy - y) <= 0.6
                       and other.split(":")[1] != table_id), default=1e9)
            rows.setdefault(table_id, {})[int(index)] = plain(page.line_at(y, x, x_to=end))
        cells: dict = {}
        for text, x, y in page.marker("cellbox:"):
            _, table_id, r, c, w, h = text.split(":")
            inside = sorted((wd for wd in page.words if x - 0.5 <= wd[1] and wd[2] <= x + float(w) + 0.5
                             and y <= wd[3] <= y + float(h)), key=lambda wd: (round(wd[3], 1), wd[1]))
            cells.setdefault(table_id, {}).setdefault(int(r), {})[int(c)] = " ".join(wd[0] for wd in inside)
        for table_id, by_row in cells.items():
            for r, by_col in by_row.items():
                rows.setdefault(table_id, {})[r] = plain(" ".join(t for _, t in sorted(by_col.items()) if t))
    return rows


def _unknown_cells(pages) -> set[str]:
    return {m[0].split(":", 1)[1] for page in pages for m in page.marker("unknown:")}


def _compare_rows(table_id: str, want: list[list[str | None]], got: dict[int, str], unknown: set[str],
                  where: str, rep: Report) -> None:
    if not rep.check(len([k for k in got if k >= 0]) == len(want),
                     f"{where}: table {table_id} has {len([k for k in got if k >= 0])} rows printed, expected {len(want)}"):
        return
    from printkit.fmt import plain

    for i, cells in enumerate(want):
        text = " ".join(c for c in cells if c)
        rep.check(plain(" ".join(text.split())) == got.get(i, ""),
                  f"{where}: table {table_id} row {i + 1} reads {got.get(i, '')!r}, expected {text!r}")
        for c, cell in enumerate(cells):
            if cell is None:
                rep.check(f"{table_id}:{i}:{c}" in unknown,
                          f"{where}: table {table_id} row {i + 1} column {c + 1} is unknown but not marked so")
