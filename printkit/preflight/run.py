"""Run every preflight check over the PDFs of one built kit folder."""

from __future__ import annotations

from pathlib import Path

from printkit.preflight import page_checks, space_checks, text_checks
from printkit.preflight.problems import Problem
from printkit.units import PT_PER_MM, paper_size

BACK_TOL = 0.1 * PT_PER_MM


def paper_of(rel: str) -> tuple[float, float] | None:
    """The paper a kit file was built for, from its place in the kit (None: a page of its own size)."""
    parts = rel.split("/")
    if len(parts) > 1 and parts[0] in ("a4", "letter"):
        return paper_size(parts[0])
    for name in ("a4", "letter"):
        if parts[-1].endswith(f"-kit-{name}.pdf"):
            return paper_size(name)
    return None


def preflight_folder(folder: Path, counter_size: float | None, bleed: float, duplex: str = "long",
                     back_offset_mm=(0.0, 0.0)) -> tuple[list[Problem], int]:
    """All problems in the kit's PDFs and the number of pages checked."""
    from printkit.outputs import inside, read_manifest

    manifest = read_manifest(folder) or {}
    duplex = manifest.get("duplex", duplex)
    back_offset_mm = manifest.get("back_offset_mm", back_offset_mm)
    # (only files inside the kit: a manifest entry is never trusted to name another file)
    names = sorted(n for n in manifest.get("files", {}) if n.endswith(".pdf") and inside(folder, n)) or \
        sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.pdf"))
    problems: list[Problem] = []
    pages = 0
    for rel in names:
        found, n = preflight_pdf(folder / rel, rel, paper_of(rel), counter_size, bleed, duplex, back_offset_mm)
        problems += found
        pages += n
    problems += cover_problems(folder, names)
    return problems, pages


def cover_problems(folder: Path, names: list[str]) -> list[Problem]:
    """Each paper's kit opens with its cover: PAPER/cover.pdf is there, and is the whole-kit PDF's first page."""
    from printkit.layout.cover import COMPONENT, MARKER
    from printkit.verify.readback import read_pdf

    def marked(rel: str) -> bool:
        pages = read_pdf(folder / rel, limit=1)
        return bool(pages) and bool(pages[0].marker(MARKER))

    out = []
    papers = sorted({n.split("/")[0] for n in names if n.split("/")[0] in ("a4", "letter")})
    for paper in papers:
        cover = f"{paper}/{COMPONENT}.pdf"
        if cover not in names:
            out.append(Problem("cover", cover, 1, "the cover", "missing: every kit opens with its cover"))
            continue
        for rel in (cover, *(n for n in names if n.endswith(f"-kit-{paper}.pdf"))):
            if not marked(rel):
                out.append(Problem("cover", rel, 1, "first page", "is not the kit's cover"))
    return out


def preflight_pdf(path: Path, rel: str, paper, counter_size, bleed: float, duplex: str,
                  back_offset_mm) -> tuple[list[Problem], int]:
    from printkit.preflight import pdfread

    problems: list[Problem] = []
    # the whole-kit PDF repeats the component files' pages (same scenes, same renderer): its content is
    # checked there, here only its page sizes, boxes and fonts
    content = not path.name.endswith(("-kit-a4.pdf", "-kit-letter.pdf"))
    facts = pdfread.read(path, content)
    tags: dict[str, str] = {}
    for page in facts:
        def out(check, obj, message, _n=page.number):
            problems.append(Problem(check, rel, _n, obj, message))

        counters = _counter_boxes(page, counter_size, 0.0)
        art = _counter_boxes(page, counter_size, bleed)
        page_checks.page_size(page, paper, out)
        page_checks.boxes(page, out)
        page_checks.crop_marks(page, art, out)
        page_checks.ruler(page, out) if paper is not None and content else None
        page_checks.line_weights(page, out)
        page_checks.fonts(page, tags, out)
        text_checks.overlaps(page, out)
        rects = [(f"box {r[2] - r[0]:.0f} x {r[3] - r[1]:.0f} pt", r) for r in page.rects
                 if r[2] - r[0] > 4 and r[3] - r[1] > 4 and not any(_within(r, b) for _, b in art)]
        text_checks.overflow(page, counters + rects, out)
        text_checks.sizes(page, counters, out)
        text_checks.glyph_coverage(page, out)
        space_checks.spaces(page, out)
    if counter_size:
        _backs(facts, rel, duplex, back_offset_mm, problems)
    return problems, len(facts)


def _within(r, b) -> bool:
    return r[0] >= b[0] - 0.05 and r[1] >= b[1] - 0.05 and r[2] <= b[2] + 0.05 and r[3] <= b[3] + 0.05


def _counter_boxes(page, size, grow: float) -> list:
    if not size:
        return []
    half = size / 2 + grow
    return [(f"counter {t.split(':')[1]}", (x - half, y - half, x + half, y + half))
            for t, x, y in page.markers if t.startswith("ctr:") and t.count(":") >= 3]


def _backs(facts, rel: str, duplex: str, offset_mm, problems: list) -> None:
    """Each back sits within 0.1 mm of the mirror image of its front (offset applied), on the right page."""
    ox, oy = (v * PT_PER_MM for v in offset_mm)
    fronts, backs = {}, {}
    for page in facts:
        for text, x, y in page.markers:
            parts = text.split(":")
            if parts[0] != "ctr" or len(parts) < 4:
                continue
            key = ":".join(parts[1:-1])
            (fronts if parts[-1] == "front" else backs).setdefault(key, (page, x, y))
    for key, (fp, fx, fy) in sorted(fronts.items()):
        if key not in backs:
            continue
        bp, bx, by = backs[key]
        want_page = fp.number if duplex == "gutter" else fp.number + 1
        if duplex == "short":
            ex, ey = fx + ox, fp.height - fy + oy
        else:  # long-edge flip and gutter fold both mirror left to right
            ex, ey = fp.width - fx + ox, fy + oy
        obj = f"back of counter {key.replace(':', ' copy ')}"
        if bp.number != want_page:
            problems.append(Problem("backs", rel, bp.number, obj, f"on page {bp.number}, expected page {want_page}"))
        elif abs(bx - ex) > BACK_TOL or abs(by - ey) > BACK_TOL:
            problems.append(Problem("backs", rel, bp.number, obj,
                                    f"{(bx - ex) / PT_PER_MM:+.3f} mm, {(by - ey) / PT_PER_MM:+.3f} mm off the mirrored "
                                    f"front ({duplex}, tolerance 0.1 mm)"))
