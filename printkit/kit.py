"""The kit: which components a game has, their pages per paper size, and the files they become."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from printkit.layout.makers_notes import COMPONENT as NOTES  # the component for the kit's maker, last
from printkit.layout.counter_key import KEY_PAGE
from printkit.layout.scene import Document
from printkit.layout.sheets import Options
from printkit.kit_names import FULL, NOTES, folder_name, full_stem, map_stem, tiled_stem  # noqa: F401 (the kit's names)
from printkit.model.boards import AreaMap, Display, HexMap
from printkit.paths import kit_file


def components(game, opts: Options) -> dict[str, list]:
    """Component name -> pages, in kit order, for one paper size."""
    from printkit.layout.aids import aid_pages
    from printkit.layout.setup import setup_pages
    from printkit.layout.sheets import alignment_pages, counter_pages

    comps: dict[str, list] = {}
    key_page = []  # the counter key's page of its own, when no counter sheet leaves room for it
    if game.counters and game.counters.pieces:
        comps["counters"] = counter_pages(game, opts)
        comps["alignment"] = alignment_pages(game, opts)
        key_page = [p for p in comps["counters"] if p.name == KEY_PAGE]
    if game.chits and game.chits.pieces:
        comps["chits"] = counter_pages(chit_view(game), opts)
    if game.cards and game.cards.cards:
        from printkit.layout.cards import card_pages

        comps["cards"] = card_pages(game, opts)
    for map_id, board in game.maps.items():
        if isinstance(board, Display):
            from printkit.layout.tiling import fitted_page

            from printkit.layout.display import SHEET_MARGIN
            from printkit.layout.furniture import running_title

            comps[map_stem(game, map_id)] = [fitted_page(map_drawing(game, board), board.size, opts.paper,
                                                           f"{running_title(game)} - {board.title}", SHEET_MARGIN)]
        else:
            comps[tiled_stem(game, map_id)] = _map_tiles(game, board, opts.paper)
    if game.kit.player_aid or game.kit.computed:
        # a key with no room on the sheets closes the player aid (in the room its last page leaves, or on a
        # page of the aid) rather than taking a page of the counter sheets alone
        comps["aid"] = aid_pages(game, opts.paper, counter_key=bool(key_page))
        if key_page:
            comps["counters"] = [p for p in comps["counters"] if p.name != KEY_PAGE]
    from printkit.layout.odds_card import odds_pages

    odds = odds_pages(game, opts.paper)
    if odds:
        comps["odds"] = odds
    if game.scenarios:
        from printkit.layout.scenario_card import has_forces, scenario_pages

        comps["setup"] = scenario_pages(game, opts.paper) if has_forces(game) else setup_pages(game, opts.paper)
    if game.lang and game.lang != "en":
        from printkit.layout.i18n import translate_pages

        comps = {name: translate_pages(pages, game.lang) for name, pages in comps.items()}
    from printkit.layout.typography import TEXT_PAGES, as_printed, typeset_pages

    keep = as_printed(game)
    comps = {name: typeset_pages(pages, keep, scale=name in TEXT_PAGES) for name, pages in comps.items()}
    from printkit.layout.makers_notes import notes_pages

    from printkit.layout.i18n import translate_pages

    # last, and for the maker (sources and YAML paths), in the kit's language like every page
    comps[NOTES] = typeset_pages(translate_pages(notes_pages(game, opts.paper), game.lang), keep)
    from printkit.layout.cover import COMPONENT, cover_pages

    tiled = {tiled_stem(game, mid): mid for mid, b in game.maps.items() if not isinstance(b, Display)}
    cover = typeset_pages(translate_pages(cover_pages(game, opts.paper, comps, full_boards(game), tiled, opts.duplex),
                                          game.lang), keep)
    return {COMPONENT: cover, **comps}  # first: the cover opens the kit (and the whole-kit PDF)


def full_boards(game) -> dict[str, tuple[str, str]]:
    """File stem -> (title, size as printed) of each board on one page at 100 % (the cover lists them)."""
    from printkit.units import PT_PER_IN, PT_PER_MM

    out = {}
    for map_id, board in game.maps.items():
        w, h = board.size
        inches = all(abs(v / PT_PER_IN * 4 - round(v / PT_PER_IN * 4)) < 0.01 for v in (w, h))
        from printkit.layout.i18n import inches_word, t

        x = "\u00d7"  # the multiplication sign, in every language
        size = (f"{w / PT_PER_IN:g} {x} {h / PT_PER_IN:g} {inches_word(game.lang, round(h / PT_PER_IN, 2))}" if inches
                else f"{w / PT_PER_MM:.0f} {x} {h / PT_PER_MM:.0f} {t(game.lang, 'mm')}")
        out[full_stem(game, map_id)] = (board.title or map_id, size)
    return out


def chit_view(game):
    """The game seen with its chits as the counters on the chit sheet (chits reuse the counter sheets)."""
    from printkit.model.record import replace

    return replace(game, counters=game.chits, counter_sheet=game.chit_sheet)


def map_drawing(game, board) -> list:
    """A map sheet's drawing, every map label with its knock-out halo (layout/labels.knock_out); drawn once
    per game and map however many components show it (the full-size sheet, the tiles for each paper)."""
    return list(_map_drawing(game, board))


@lru_cache(maxsize=4)
def _map_drawing(game, board) -> tuple:
    """Painted once per game file and printkit code: the drawing is kept in the game cache (printkit.load.cache)
    under the game's own key, so the next build of the same file (make pdf, then make png or make vassal)
    reads it back in a tenth of the time painting takes."""
    from printkit.layout.labels import knock_out
    from printkit.load import cache
    from printkit.load.game_loader import cache_key

    mid = next((m for m, b in game.maps.items() if b is board), None)
    key = cache_key(game)
    key = f"{key}-map-{mid}-{cache.code_stamp()}" if key and mid else None
    drawing = cache.get(key) if key else None
    if not isinstance(drawing, tuple):
        drawing = tuple(knock_out(_map_items(game, board)))
        if key:
            cache.put(key, drawing)
    return drawing


def _map_items(game, board) -> list:
    from printkit.layout.areamap import map_items

    if isinstance(board, AreaMap):
        return map_items(game, board)
    if isinstance(board, HexMap):
        from printkit.layout.hexmap import hexmap_items

        return hexmap_items(game, board)
    from printkit.layout.display import display_items

    return display_items(game, board)


def _map_tiles(game, board, paper: str) -> list:
    from printkit.layout.scene import Group
    from printkit.layout.tiling import tiled_pages

    k = getattr(board, "print_scale", 1.0)
    items = map_drawing(game, board)
    if k != 1.0:
        items = [Group(tuple(items), scale=k)]
    title = (board.title or "Map") + (f" ({k:.0%})" if k != 1.0 else "")
    from printkit.layout.map_scale import scale_note

    return tiled_pages(items, (board.size[0] * k, board.size[1] * k), paper, title, scale_note(game, board, k))


def fullsize_maps(game, bleed: bool = True) -> dict[str, list]:
    """Each map on one page of its own size (paper-independent); with `bleed`, maps are set for a print shop:
    the sheet as TrimBox, 3 mm of art bleed, crop marks outside it (layout/bleed.py)."""
    from printkit.layout.bleed import bleed_page
    from printkit.layout.tiling import full_page

    from printkit.layout.i18n import translate_pages

    from printkit.layout.map_scale import scale_note

    def page(b):
        note = scale_note(game, b, 1.0)
        if bleed and isinstance(b, (AreaMap, HexMap)):
            return bleed_page(map_drawing(game, b), b.size, b.title or "Map", note=note)
        return full_page(map_drawing(game, b), b.size, b.title or "Map", note)

    from printkit.layout.typography import as_printed, typeset_pages

    keep = as_printed(game)
    return {full_stem(game, mid): typeset_pages(translate_pages([page(b)], game.lang), keep)
            for mid, b in game.maps.items()}


def render_kit(game, formats: list[str], papers: list[str], out: Path, opts: Options, dpi: int = 150,
               meanwhile=None) -> dict[Path, bytes]:
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
    digital = digital_files(game, formats, folder, dpi)
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

    previews: dict[str, object] = {}  # the first page of each component: the kit page's thumbnails
    for paper in papers:
        popts = Options(paper=paper, duplex=opts.duplex, back_offset=opts.back_offset)
        comps = components(game, popts)
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
    if thumbs:
        files.update(thumbnails.counter_face(game, folder))
    if "svg" not in formats:  # the kit page shows the SVG pages themselves when the build has them
        files.update(thumbnails.sketches(folder, previews))
    return files
