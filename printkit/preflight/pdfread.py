"""A PDF page as preflight sees it: boxes, fonts, glyph boxes, strokes and rectangles (pt, y down)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from printkit.fonts import INK_ASCENT as ASCENT, INK_DESCENT as DESCENT  # a glyph line's inked part, in ems


@dataclass
class Glyph:
    text: str
    font: str
    size: float  # effective size on the page, pt
    box: tuple[float, float, float, float]  # inked box x0, y0, x1, y1 (y down)
    run: int  # glyphs drawn by one text-showing run share a number
    origin: tuple[float, float]

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.box
        return (x0 + x1) / 2, (y0 + y1) / 2


@dataclass
class Stroke:
    pts: list
    width: float
    kind: str  # line, rect or curve


@dataclass
class PageFacts:
    number: int
    width: float
    height: float
    boxes: dict  # name -> (x0, y0, x1, y1) in PDF coordinates (y up), as declared
    fonts: list  # (resource name, base font, embedded)
    glyphs: list = field(default_factory=list)
    markers: list = field(default_factory=list)  # (text, x, y)
    strokes: list = field(default_factory=list)
    rects: list = field(default_factory=list)  # (x0, y0, x1, y1), y down, filled or stroked
    clips: list = field(default_factory=list)  # the clip rectangles drawn under (x0, y0, x1, y1), y down


def read(path, content: bool = True) -> list[PageFacts]:
    """Every page; with content=False only its boxes and fonts (no content stream is parsed)."""
    from printkit.verify.pdfscan import read_pages

    return [_page(p, i) if content else _frame(p, i) for i, p in enumerate(read_pages(path, content), 1)]


def _frame(page, number: int) -> PageFacts:
    from pdfminer.pdftypes import resolve1

    attrs = page.page_obj.attrs
    boxes = {n: tuple(float(v) for v in resolve1(attrs[n]))
             for n in ("MediaBox", "CropBox", "BleedBox", "TrimBox", "ArtBox") if n in attrs}
    return PageFacts(number, float(page.width), float(page.height), boxes, _fonts(page))


def _page(page, number: int) -> PageFacts:
    from pdfminer.pdftypes import resolve1

    facts = _frame(page, number)
    for r in page.rects:
        facts.rects.append((float(r["x0"]), float(r["top"]), float(r["x1"]), float(r["bottom"])))
    _glyphs(page.chars, page.marks, facts)
    for kind, objs in (("line", page.lines), ("rect", page.rects), ("curve", page.curves)):
        for o in objs:
            if o.get("stroke"):
                facts.strokes.append(Stroke(o["pts"], float(o.get("linewidth") or 0), kind))
    return facts


def _fonts(page) -> list:
    from pdfminer.pdftypes import resolve1

    out = []
    fonts = resolve1((page.page_obj.resources or {}).get("Font")) or {}
    for key, ref in sorted(fonts.items()):
        font = resolve1(ref)
        base = _name(font.get("BaseFont"))
        desc = resolve1(font.get("FontDescriptor"))
        if desc is None and font.get("DescendantFonts"):
            desc = resolve1(resolve1(resolve1(font["DescendantFonts"])[0]).get("FontDescriptor"))
        embedded = bool(desc) and any(k in desc for k in ("FontFile", "FontFile2", "FontFile3"))
        out.append((str(key), base, embedded))
    return out


def _name(v) -> str:
    return getattr(v, "name", str(v)).strip("/'")


def _glyphs(chars, marks, facts: PageFacts) -> None:
    """Glyph boxes and text runs, and the read-back notes (marked content) in stream order among them."""
    run, last, events = 0, None, []
    pending = list(reversed(marks))  # (text, x, y, chars before it)

    def notes_before(i: int) -> None:
        nonlocal last
        while pending and pending[-1][3] <= i:
            last = None  # a note ends a text run, as drawing anything else between two texts does
            text, x, y, _ = pending.pop()
            facts.markers.append((text, x, y))
            events.append(("marker", len(facts.markers) - 1))

    height = facts.height
    units: dict = {}  # matrix[:4] -> the two unit vectors below
    names: dict = {}
    for i, ch in enumerate(chars):
        notes_before(i)
        a, b, c, d, e, f = ch["matrix"]
        x0, x1, top, bottom = float(ch["x0"]), float(ch["x1"]), float(ch["top"]), float(ch["bottom"])
        ox, oy = float(e), height - float(f)
        uv = units.get((a, b, c, d))
        if uv is None:  # the baseline direction and the "up" of the glyph, y down
            uv = units[a, b, c, d] = (*_unit(float(a), -float(b)), *_unit(float(c), -float(d)))
        ux, uy, vx, vy = uv
        # extremes over the box's four corners of (x - ox) * u + (y - oy) * v: as a rounded sum is monotonic
        # in each term, the extreme sum is the sum of the extreme terms
        p0, p1, q0, q1 = (x0 - ox) * ux, (x1 - ox) * ux, (top - oy) * uy, (bottom - oy) * uy
        u0, u1 = min(p0, p1) + min(q0, q1), max(p0, p1) + max(q0, q1)
        p0, p1, q0, q1 = (x0 - ox) * vx, (x1 - ox) * vx, (top - oy) * vy, (bottom - oy) * vy
        size = (max(p0, p1) + max(q0, q1)) - (min(p0, p1) + min(q0, q1))
        end = (ox + ux * u1, oy + uy * u1)
        near = last is not None and math.hypot(ox - last[1][0], oy - last[1][1]) < 0.6
        key = (ch["fontname"], round(size, 2), round(ux, 3), round(uy, 3))
        if not (near and last[0] == "g" and last[2] == key):
            run += 1
        last = ("g", end, key)
        if ch["text"].isspace():
            continue
        pad = 0.04 * size
        # the inked box: corners o + u * (u0 + pad | u1 - pad) + v * (-DESCENT | ASCENT) * size, extremes
        # taken term by term as above
        ua, ub, va, vb = u0 + pad, u1 - pad, -DESCENT * size, ASCENT * size
        xu0, xu1, xv0, xv1 = ox + ux * ua, ox + ux * ub, vx * va, vx * vb
        yu0, yu1, yv0, yv1 = oy + uy * ua, oy + uy * ub, vy * va, vy * vb
        box = (min(xu0, xu1) + min(xv0, xv1), min(yu0, yu1) + min(yv0, yv1),
               max(xu0, xu1) + max(xv0, xv1), max(yu0, yu1) + max(yv0, yv1))
        font = names.get(ch["fontname"])
        if font is None:
            font = names[ch["fontname"]] = _name(ch["fontname"])
        events.append(("glyph", Glyph(ch["text"], font, size, box, run, (ox, oy))))
    notes_before(len(chars))
    _apply_clips(facts, events)


def _apply_clips(facts: PageFacts, events: list) -> None:
    """Drop glyphs a clip rectangle cuts (a tile's edge) and cut rectangles to the clips they cross."""
    stack, clips, keep = [], [], []
    for kind, item in events:
        if kind == "marker":
            text = facts.markers[item][0]
            if text == "clip:end":
                stack.pop() if stack else None
            elif text.startswith("clip:"):
                box = tuple(float(v) for v in text[5:].split(","))
                stack.append(box)
                clips.append(box)
        elif not stack or all(_within(item.box, c) for c in stack):
            keep.append(item)
    facts.glyphs = keep
    facts.clips = clips
    facts.markers = [m for m in facts.markers if not m[0].startswith("clip:")]
    rects = []
    for r in facts.rects:
        if clips and not any(_meets(r, c) for c in clips):
            continue  # outside every clip: most likely drawn inside one and cut away (stream order is not kept)
        for c in clips:
            if _crosses(r, c):
                r = (max(r[0], c[0]), max(r[1], c[1]), min(r[2], c[2]), min(r[3], c[3]))
        rects.append(r)
    facts.rects = rects


def _within(box, clip, tol: float = 0.05) -> bool:
    return box[0] >= clip[0] - tol and box[1] >= clip[1] - tol and box[2] <= clip[2] + tol and box[3] <= clip[3] + tol


def _meets(r, c) -> bool:
    return r[0] < c[2] and r[2] > c[0] and r[1] < c[3] and r[3] > c[1]


def _crosses(r, c) -> bool:
    overlap = r[0] < c[2] and r[2] > c[0] and r[1] < c[3] and r[3] > c[1]
    return overlap and not _within(r, c)


def _unit(x: float, y: float) -> tuple[float, float]:
    n = math.hypot(x, y) or 1.0
    return x / n, y / n
