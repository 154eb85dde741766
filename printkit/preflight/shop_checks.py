"""Preflight of a print-shop PDF (printkit build --shop), as a prepress department runs it on a file it is sent:
the PDF/X document (version, keys, output intent and its ICC profile, XMP, no encryption), the page boxes and
the bleed, colour (no RGB), total ink, transparency (PDF/X-1a), text inside the safe area, embedded fonts.

Everything is read back from the file. A problem of the document as a whole is on page 0. The document's
checks are in pdfx_checks, the reading of the content streams (colour, ink, transparency, where ink is laid
down) in ink_scan.
"""

from __future__ import annotations

from pathlib import Path

from printkit.preflight.problems import Problem
from printkit.units import PT_PER_MM

INK_TOL = 0.5  # per cent
BOX_TOL = 0.01  # pt
TOUCH = 0.25  # pt: art this close to the cut reaches it
CHECKS = ("pdf-version", "pdfx-keys", "output-intent", "xmp", "encryption", "boxes", "bleed", "art-bleed", "rgb",
          "ink", "transparency", "safe-area", "fonts")


def check_press_file(path: Path, rel: str, standard: str, max_ink: int, bleed: float | None,
                     safe: float | None) -> tuple[list[Problem], dict]:
    """All problems of the PDF at path (`rel`, its name in the report) against the standard ("PDF/X-4" or
    "PDF/X-1a:2003"), the total ink limit (per cent), the bleed and the safe margin (pt; None: not checked),
    and the file's facts for a report."""
    from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect

    from printkit.preflight import pdfx_checks
    from printkit.render.pdfx import STANDARDS

    if standard not in STANDARDS:
        raise ValueError(f"unknown standard {standard!r}, expected one of {', '.join(STANDARDS)}")
    problems: list[Problem] = []
    facts = {"file": rel, "pages": 0, "pdf_version": None, "standard": None, "expected": standard,
             "output_condition": None, "profile": None, "max_ink": 0.0, "max_ink_page": None, "max_ink_where": "",
             "ink_limit": max_ink, "ink_exact": True, "rgb": 0, "transparency": [], "bleed": bleed, "min_bleed": None,
             "safe": safe}

    def out(check: str, page: int, obj: str, message: str) -> None:
        problems.append(Problem(check, rel, page, obj, message))

    try:  # a hostile file can break the PDF reader anywhere: it is one problem, never a traceback
        data = Path(path).read_bytes()
        pdfx_checks.document(data, standard, out, facts)
        if not any(p.check == "encryption" for p in problems):
            _pages(path, standard, max_ink, bleed, safe, out, facts)
    except (PDFPasswordIncorrect, PDFEncryptionError) as e:
        out("encryption", 0, "document", f"encrypted with a password ({type(e).__name__}), expected no encryption")
    except Exception as e:  # noqa: BLE001
        out("pdf", 0, "file", f"cannot be read as a PDF ({type(e).__name__}: {e})")
    facts["checks"] = {c: sum(p.check == c for p in problems) for c in CHECKS + ("pdf",)}
    facts["problems"] = len(problems)
    return problems, facts


def _pages(path, standard: str, max_ink: int, bleed, safe, out, facts: dict) -> None:
    from printkit.preflight import ink_scan, page_checks, pdfread
    from printkit.render.pdfx import TRANSPARENCY
    from printkit.verify.pdfscan import read_pages

    tags: dict[str, str] = {}
    pages = pdfread.read(path)
    facts["pages"] = len(pages)
    for page, scanned in zip(pages, read_pages(path)):
        n = page.number

        def here(check, obj, message, _n=n):
            out(check, _n, obj, message)

        paint = ink_scan.scan(scanned.page_obj)
        _boxes(page, paint.inked, bleed, here, facts)
        if safe is not None:
            _safe(page, safe, here)
        page_checks.fonts(page, tags, lambda check, obj, message: here("fonts", obj, message))
        facts["rgb"] += len(paint.rgb)
        for what in paint.rgb:
            here("rgb", what, "RGB colour, expected CMYK or grey only")
        if paint.ink > facts["max_ink"] or facts["max_ink_page"] is None:
            facts.update(max_ink=round(paint.ink, 1), max_ink_page=n, max_ink_where=paint.ink_where)
        if paint.ink > max_ink + INK_TOL:
            here("ink", paint.ink_where, f"total ink {paint.ink:.1f} %, limit {max_ink} %")
        facts["ink_exact"] = facts["ink_exact"] and paint.exact
        if paint.transparency:
            facts["transparency"].append(n)
            if not TRANSPARENCY[standard]:
                for what in paint.transparency:
                    here("transparency", what, f"transparency, which {standard} does not allow")


def _ydown(page, box) -> tuple:
    return (box[0], page.height - box[3], box[2], page.height - box[1])


def _inside(a, b, tol: float = BOX_TOL) -> bool:
    return a[0] >= b[0] - tol and a[1] >= b[1] - tol and a[2] <= b[2] + tol and a[3] <= b[3] + tol


def _fmt(box) -> str:
    return "[" + " ".join(f"{v:.2f}" for v in box) + "]"


SIDES = ("left", "bottom", "right", "top")  # of a box in PDF user space: x0, y0, x1, y1


def _boxes(page, inked: list, bleed, out, facts: dict) -> None:
    """TrimBox (or ArtBox) inside BleedBox inside MediaBox; the bleed around the trim; ink at the cut bleeds
    (boxes in PDF user space, y up, as `inked` is)."""
    b = page.boxes
    media = b.get("MediaBox", (0, 0, page.width, page.height))
    trim = b.get("TrimBox", b.get("ArtBox"))
    bb = b.get("BleedBox", b.get("CropBox", media))
    if trim is None:
        out("boxes", "TrimBox", "missing (and no ArtBox), expected the finished size")
        return
    name = "TrimBox" if "TrimBox" in b else "ArtBox"
    for inner, outer, x, y in ((name, "BleedBox", trim, bb), ("BleedBox", "MediaBox", bb, media)):
        if not _inside(x, y):
            out("boxes", inner, f"{_fmt(x)} is not inside {outer} {_fmt(y)}")
    if bleed is None:
        return
    t = trim
    room = (t[0] - bb[0], t[1] - bb[1], bb[2] - t[2], bb[3] - t[3])
    facts["min_bleed"] = min(room) if facts["min_bleed"] is None else min(facts["min_bleed"], *room)
    short = [f"{side} {r / PT_PER_MM:.2f} mm" for side, r in zip(SIDES, room) if r < bleed - BOX_TOL]
    if short:
        out("bleed", "BleedBox",
            f"{', '.join(short)} beyond the TrimBox, expected {bleed / PT_PER_MM:.2f} mm on every side")
    want = [min(bleed, x) for x in room]  # the bleed asked for, or to the BleedBox's edge if that is nearer
    seen = set()
    for r in inked:
        if not (r[0] < t[2] - TOUCH and r[2] > t[0] + TOUCH and r[1] < t[3] - TOUCH and r[3] > t[1] + TOUCH):
            continue  # not on the finished piece
        # beyond the trim on each side, for the sides that reach the cut
        beyond = ((r[0] <= t[0] + TOUCH, t[0] - r[0]), (r[1] <= t[1] + TOUCH, t[1] - r[1]),
                  (r[2] >= t[2] - TOUCH, r[2] - t[2]), (r[3] >= t[3] - TOUCH, r[3] - t[3]))
        late = [f"{side} by {max(past, 0) / PT_PER_MM:.2f} mm" for side, (reach, past), w in zip(SIDES, beyond, want)
                if reach and past < w - BOX_TOL]
        if late and _fmt(r) not in seen:
            seen.add(_fmt(r))
            out("art-bleed", f"ink at {_fmt(r)} pt",
                f"reaches the cut and runs past it on the {', '.join(late)}, expected the {bleed / PT_PER_MM:.1f} mm "
                "bleed")


def _safe(page, safe: float, out) -> None:
    """Every glyph on the finished piece inside the TrimBox shrunk by `safe` (text wholly outside the BleedBox
    is on the slug, cut away: not checked)."""
    b = page.boxes
    trim = b.get("TrimBox", b.get("ArtBox"))
    if trim is None:
        return
    t = _ydown(page, trim)
    bb = _ydown(page, b.get("BleedBox", b.get("CropBox", b.get("MediaBox", trim))))
    area = (t[0] + safe, t[1] + safe, t[2] - safe, t[3] - safe)
    runs: dict[int, list] = {}
    texts: dict[int, str] = {}
    last = None
    for g in page.glyphs:  # (spaces are not glyphs: a gap of a fifth of an em is one)
        space = " " if last and last.run == g.run and g.box[0] - last.box[2] > 0.2 * g.size else ""
        texts[g.run], last = texts.get(g.run, "") + space + g.text, g
        on_piece = g.box[0] < bb[2] and g.box[2] > bb[0] and g.box[1] < bb[3] and g.box[3] > bb[1]
        if on_piece and not _inside(g.box, area, 0.05):
            runs.setdefault(g.run, []).append(g)
    for run, glyphs in runs.items():
        x0, y0 = min(g.box[0] for g in glyphs), min(g.box[1] for g in glyphs)
        gaps = [(g.box[0] - t[0], g.box[1] - t[1], t[2] - g.box[2], t[3] - g.box[3]) for g in glyphs]
        side, gap = min(((s, min(v[i] for v in gaps)) for i, s in enumerate(("left", "top", "right", "bottom"))),
                        key=lambda sv: sv[1])
        out("safe-area", f"text {texts[run][:40]!r} at ({x0 / PT_PER_MM:.1f}, {y0 / PT_PER_MM:.1f}) mm",
            f"{gap / PT_PER_MM:.2f} mm from the {side} trim, expected {safe / PT_PER_MM:.1f} mm or more")


def report_lines(rel: str, facts: dict, problems: list[Problem]) -> list[str]:
    """A short report of one file: its facts in a line, OK or the number of problems, then each problem."""
    def mm(v):
        return f"{v / PT_PER_MM:.1f} mm"

    def count(n, word):
        return f"{n} {word}{'s' * (n != 1)}"

    intent = (f"output intent {facts['output_condition']} ({facts['profile'] or 'no profile'})"
              if facts["output_condition"] else "no output intent")
    ink = f"max ink {facts['max_ink']:.0f} %" + (f" on page {facts['max_ink_page']}" if facts["max_ink_page"] else "")
    ink += f" (limit {facts['ink_limit']} %{'' if facts['ink_exact'] else ', not exact: blend modes or overprint'})"
    seen = facts["transparency"]
    parts = [count(facts["pages"], "page"), facts["standard"] or "no PDF/X version", intent, ink,
             count(facts["rgb"], "RGB colour"),
             f"transparency on page{'s' * (len(seen) > 1)} {', '.join(map(str, seen))}" if seen else "no transparency"]
    if facts["bleed"] is not None:
        parts.append(f"bleed {mm(facts['min_bleed'])}" if facts["min_bleed"] is not None else "bleed not read")
    if facts["safe"] is not None:
        outside = sum(p.check == "safe-area" for p in problems)
        parts.append(f"{count(outside, 'text')} outside the {mm(facts['safe'])} safe area" if outside
                     else f"text inside the {mm(facts['safe'])} safe area")
    verdict = "OK" if not problems else count(len(problems), "problem")
    return [f"{rel}: {', '.join(parts)}: {verdict}"] + ["  " + _line(p) for p in problems]


def _line(p: Problem) -> str:
    return p.line() if p.page else f"{p.file}: document: {p.check}: {p.obj}: {p.message}"
