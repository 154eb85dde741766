"""Checks of a page's geometry: paper size, declared boxes, crop marks, the ruler, line weights, fonts."""

from __future__ import annotations

import math
import re

from printkit.units import PT_PER_MM

SIZE_TOL = 0.01  # pt
MIN_LINE = 0.1 * PT_PER_MM
CROP_LEN = 4.5 * PT_PER_MM
SUBSET = re.compile(r"^([A-Z]{6})\+(.+)$")


def page_size(page, paper: tuple[float, float] | None, out) -> None:
    """The media is exactly the paper asked for (either orientation)."""
    if paper is None:
        return
    got = (page.width, page.height)
    if not any(abs(got[0] - w) <= SIZE_TOL and abs(got[1] - h) <= SIZE_TOL for w, h in (paper, paper[::-1])):
        out("page-size", "MediaBox", f"{got[0]:.2f} x {got[1]:.2f} pt, expected {paper[0]:.2f} x {paper[1]:.2f} pt")


def boxes(page, out) -> None:
    """TrimBox and BleedBox present; ArtBox (if any) and TrimBox inside BleedBox inside MediaBox."""
    media = page.boxes.get("MediaBox")
    for name in ("TrimBox", "BleedBox"):
        if name not in page.boxes:
            out("boxes", name, "missing")
    bleed = page.boxes.get("BleedBox", media)
    for inner, outer in (("BleedBox", "MediaBox"), ("TrimBox", "BleedBox"), ("ArtBox", "BleedBox"),
                         ("CropBox", "MediaBox")):
        a = page.boxes.get(inner)
        b = page.boxes.get(outer) if outer != "BleedBox" else bleed
        if a and b and not _inside(a, b):
            out("boxes", inner, f"{_fmt(a)} is not inside {outer} {_fmt(b)}")


def _inside(a, b, tol: float = 0.01) -> bool:
    return a[0] >= b[0] - tol and a[1] >= b[1] - tol and a[2] <= b[2] + tol and a[3] <= b[3] + tol


def _fmt(box) -> str:
    return "[" + " ".join(f"{v:.2f}" for v in box) + "]"


def crop_marks(page, art: list, out) -> None:
    """Crop marks (short hairlines on the cut lines) lie outside the BleedBox and outside every counter."""
    bleed = page.boxes.get("BleedBox")
    if bleed is not None:  # to y down
        bleed = (bleed[0], page.height - bleed[3], bleed[2], page.height - bleed[1])
    for st in page.strokes:
        if st.kind != "line" or len(st.pts) != 2:
            continue
        (x0, y0), (x1, y1) = st.pts
        if abs(math.hypot(x1 - x0, y1 - y0) - CROP_LEN) > 0.05 or (x0 != x1 and y0 != y1):
            continue
        seg = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        where = f"crop mark at ({x0 / PT_PER_MM:.1f}, {y0 / PT_PER_MM:.1f}) mm"
        if bleed is not None and _overlaps(seg, bleed):
            out("crop-marks", where, "reaches into the BleedBox")
        for name, box in art:
            if _overlaps(seg, box):
                out("crop-marks", where, f"touches {name}")
                break


def _overlaps(seg, box, tol: float = 0.01) -> bool:
    return seg[0] < box[2] - tol and seg[2] > box[0] + tol and seg[1] < box[3] - tol and seg[3] > box[1] + tol


def ruler(page, out) -> None:
    """A "100 mm" label and a horizontal or vertical line exactly 100 mm long (within 0.1 pt)."""
    has_label = _has_text(page, "100 mm") or _has_text(page, "100 мм")
    bars = [st for st in page.strokes if st.kind == "line" and len(st.pts) == 2
            and abs(math.hypot(st.pts[1][0] - st.pts[0][0], st.pts[1][1] - st.pts[0][1]) - 100 * PT_PER_MM) < 0.1
            and (abs(st.pts[0][1] - st.pts[1][1]) < 0.01 or abs(st.pts[0][0] - st.pts[1][0]) < 0.01)]
    if not has_label:
        out("ruler", "100 mm scale", "no '100 mm' label on the page")
    if not bars:
        lengths = sorted({round(abs(st.pts[1][0] - st.pts[0][0]) / PT_PER_MM, 2) for st in page.strokes
                          if st.kind == "line" and len(st.pts) == 2 and abs(st.pts[0][1] - st.pts[1][1]) < 0.01})
        longest = f"{lengths[-1]:.2f} mm" if lengths else "none"
        out("ruler", "100 mm scale", f"no straight line measures 100 mm (longest horizontal: {longest})")


def _has_text(page, text: str) -> bool:
    runs: dict[int, str] = {}
    for g in page.glyphs:
        runs[g.run] = runs.get(g.run, "") + g.text
    return any(text.replace(" ", "") in r for r in runs.values())


def line_weights(page, out) -> None:
    """No stroke thinner than 0.1 mm."""
    seen = set()
    for st in page.strokes:
        if 0 < st.width < MIN_LINE - 1e-6 or st.width == 0:
            key = round(st.width, 3)
            if key in seen:
                continue
            seen.add(key)
            x, y = st.pts[0]
            out("line-weight", f"{st.kind} at ({x / PT_PER_MM:.1f}, {y / PT_PER_MM:.1f}) mm",
                f"{st.width / PT_PER_MM:.3f} mm wide, minimum 0.1 mm")


def fonts(page, tags: dict, out) -> None:
    """Every font embedded; one subset tag names one font subset only (tags: tag -> base, kept per file)."""
    for key, base, embedded in page.fonts:
        if not embedded:
            out("fonts", f"font {key} {base}", "not embedded")
        m = SUBSET.match(base)
        if m:
            other = tags.setdefault(m.group(1), base)
            if other != base:
                out("fonts", f"font {key} {base}", f"subset tag {m.group(1)} also names {other}")
