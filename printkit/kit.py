"""The kit's files: the pages of its components (printkit/kit_pages.py) rendered for each paper and format,
with the digital files and the manifest."""

from __future__ import annotations

import json
from pathlib import Path

from printkit.layout.makers_notes import COMPONENT as NOTES  # the component for the kit's maker, last
from printkit.layout.scene import Document
from printkit.layout.sheets import Options
from printkit.kit_names import FULL, NOTES, folder_name, full_stem, map_stem, tiled_stem  # noqa: F401 (the kit's names)
from printkit.kit_pages import (  # noqa: F401 (the kit's pages, moved there: its callers import them here too)
    _map_drawing, chit_view, components, full_boards, fullsize_maps, map_drawing)
from printkit.paths import kit_file


def render_kit(game, formats: list[str], papers: list[str], out: Path, opts: Options, dpi: int = 150,
               meanwhile=None, image_url: str = "") -> dict[Path, bytes]:
    """Render every file of the kit into memory: {path: bytes}. Nothing is written here.

    When a CPU is free for a second process (printkit.render.jobs), the kit is made in two, each part laid
    out and rendered where it is made: the first paper here, the other papers and the full-size maps there;
    or, for one paper of a game with maps, the component files here and the whole-kit PDF, the full-size maps
    and the kit page's thumbnails there. This process calls `meanwhile()` (the kit page's preparation) if it is done first.
    The bytes are the same either way."""
    from printkit.digital.kit_files import digital_files
    from printkit.outputs import sha256
    from printkit.render.jobs import parallel, side_by_side

    folder = kit_file(out, folder_name(game))
    first, rest = papers[:1], papers[1:]
    # one paper and no map: the second process would paint the whole-kit file again, costing more than it
    # saves (the 280-counter sheet: 1.75x bare reportlab forked, 1.40x in one process; make bench)
    if parallel() and (rest or ("pdf" in formats and game.maps)):
        _warm(formats)
        if rest:
            here = (first, {"thumbs": True})
            there = (rest, {"full": True})
        else:
            here = (first, {"whole": False})
            there = (first, {"full": True, "parts": False, "thumbs": True})
        files, others = side_by_side(lambda: _kit_part(game, formats, here[0], opts, folder, **here[1]),
                                     lambda: _kit_part(game, formats, there[0], opts, folder, **there[1]), meanwhile)
        files.update(others)
    else:
        files = _kit_part(game, formats, papers, opts, folder, thumbs=True, full=True)
    digital = digital_files(game, formats, folder, dpi, image_url)
    twice = sorted(files.keys() & digital.keys())
    if twice:  # validation refuses names that collide (load/names.py); never let one file replace another
        from printkit.errors import PrintkitError

        raise PrintkitError(f"two parts of the kit would both be {twice[0]}")
    files.update(digital)
    manifest = {"game": game.id, "lang": game.lang, "formats": sorted(formats), "papers": sorted(papers), "duplex": opts.duplex,
                "back_offset_mm": list(opts.back_offset),
                "files": {p.relative_to(folder).as_posix(): {"bytes": len(b), "sha256": sha256(b)}
                          for p, b in sorted(files.items())}}
    if "png" in formats:
        manifest["png_dpi"] = dpi
    if opts.cut_file:
        manifest["cut_file"] = opts.cut_file
    if getattr(game, "as_printed", False):
        manifest["as_printed"] = True  # every reconstructed play value withheld (printkit build --as-printed)
    files[folder / "manifest.json"] = (json.dumps(manifest, indent=2) + "\n").encode()
    return files


def _warm(formats: list[str]) -> None:
    """What both processes need, made once before the second starts (it inherits them): the fonts, and the
    layout and render modules."""
    from printkit.fonts import registered
    from printkit.layout import aids, makers_notes, odds_card, scenario_card, setup, sheets, tiling  # noqa: F401
    from printkit.render import sketch  # noqa: F401

    for face in ("DejaVuSans", "DejaVuSans-Bold"):
        registered(face)
    if "pdf" in formats:
        from printkit.render import pdf  # noqa: F401
    if "svg" in formats:
        from printkit.render import svg, svg_xml  # noqa: F401


def _kit_part(game, formats: list[str], papers: list[str], opts: Options, folder: Path, thumbs: bool = False,
              full: bool = False, parts: bool = True, whole: bool = True) -> dict[Path, bytes]:
    """Files of the kit, in kit order: of `papers`, the component files (`parts`) and the whole-kit PDF
    (`whole`); with `full`, the full-size maps; with `thumbs`, the kit page's thumbnails of the first paper's
    components. A build without SVG pages sketches its components' first pages (printkit.digital.thumbnails)."""
    from printkit.digital import thumbnails
    from printkit.render.jobs import render_files

    pdf_jobs: list = []  # (path, title, pages): laid out first, then rendered
    svg_jobs: list = []  # (path, page)
    order: list[Path] = []  # every file in the order the kit lists them

    def emit(where: tuple[str, ...], title: str, pages: list) -> None:
        """A component's files: where = (paper, name) or (name,) inside the kit folder."""
        if not pages:  # a component with nothing on it is no file (validation ensures the kit has some)
            return
        *sub, stem = where
        if "pdf" in formats:
            pdf_jobs.append((kit_file(folder, *sub, f"{stem}.pdf"), title, pages))
            order.append(pdf_jobs[-1][0])
        if "svg" in formats:
            for i, page in enumerate(pages, 1):
                svg_jobs.append((kit_file(folder, *sub, f"{stem}-{i}.svg"), page))
                order.append(svg_jobs[-1][0])

    files_cut: dict[Path, bytes] = {}  # with --cut-file: a4/cut/counters-1.svg ...
    previews: dict[str, object] = {}  # the first page of each component: the kit page's thumbnails
    for paper in papers:
        popts = Options(paper=paper, duplex=opts.duplex, back_offset=opts.back_offset, cut_file=opts.cut_file)
        comps = components(game, popts)
        if opts.cut_file:  # the registration marks join the fronts pages (here and in the whole-kit PDF)
            from printkit.render.cutfile import cut_files

            made = cut_files(game, comps, opts.cut_file, folder, paper)
            if parts:
                files_cut.update(made)
        if thumbs and not previews:
            previews = {name: pages[0] for name, pages in comps.items() if pages}
        if parts:
            for name, pages in comps.items():
                emit((paper, name), f"{game.title} - {name} ({paper.upper()})", pages)
        if whole and "pdf" in formats and any(comps.values()):
            kit_pages = [p for pages in comps.values() for p in pages]
            pdf_jobs.append((kit_file(folder, f"{game.id}-kit-{paper}.pdf"), f"{game.title} - kit ({paper.upper()})", kit_pages))
            order.append(pdf_jobs[-1][0])
    if full:
        for name, pages in fullsize_maps(game).items():
            emit((name,), f"{game.title} - {name}", pages)
            previews[name] = pages[0]
    rendered = render_files(pdf_jobs, svg_jobs, fork=False)
    files: dict[Path, bytes] = {path: rendered[path] for path in order}
    files.update(files_cut)
    if thumbs:
        files.update(thumbnails.counter_face(game, folder))
    if "svg" not in formats:  # the kit page shows the SVG pages themselves when the build has them
        files.update(thumbnails.sketches(folder, previews))
    return files
