"""The kit's pages: which components a game has and their pages per paper size, the maps drawn once per game,
the full-size maps (moved from printkit/kit.py, which renders them into the kit's files, so that the digital
outputs that use these pages need not import the module that calls them)."""

from __future__ import annotations

from functools import lru_cache

from printkit.layout.counter_key import KEY_PAGE
from printkit.layout.sheets import Options
from printkit.kit_names import NOTES, full_stem, map_stem, tiled_stem
from printkit.model.boards import AreaMap, Display, HexMap


def components(game, opts: Options) -> dict[str, list]:
    """Component name -> pages, in kit order, for one paper size."""
    from printkit.layout.aids import aid_pages
    from printkit.layout.setup import setup_pages
    from printkit.layout.duplex import alignment_pages, counter_pages

    comps: dict[str, list] = {}
    key_page = []  # the counter key's page of its own, when no counter sheet leaves room for it
    if game.counters and game.counters.pieces:
        comps["counters"] = counter_pages(game, opts)
        comps["alignment"] = alignment_pages(game, opts)
        key_page = [p for p in comps["counters"] if p.name == KEY_PAGE]
    if game.chits and game.chits.pieces:
        comps["chits"] = counter_pages(chit_view(game), opts)
    if game.cards and game.cards.cards:
        from printkit.layout.duplex import card_pages

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
    return _low_ink({COMPONENT: cover, **comps}, game)  # first: the cover opens the kit (and the whole-kit PDF)


def _low_ink(comps: dict, game) -> dict:
    """A low-ink kit's pages with light title bars (layout/low_ink_pages.py); any other kit's as they are."""
    if getattr(game, "palette", None) != "lowink":
        return comps
    from printkit.layout.low_ink_pages import lighten

    return {name: lighten(pages) for name, pages in comps.items()}


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


def fullsize_maps(game, bleed: bool = True, shop=None) -> dict[str, list]:
    """Each map on one page of its own size (paper-independent); with `bleed`, maps are set for a print shop:
    the sheet as TrimBox, 3 mm of art bleed, crop marks outside it (layout/bleed.py). For a `shop` (its
    bleed and safe area, printkit build --shop) the art runs the shop's bleed past the sheet and the sheet's
    note keeps inside its safe area."""
    from printkit.layout.bleed import BLEED, bleed_page, note_baseline
    from printkit.layout.tiling import full_page

    from printkit.layout.i18n import translate_pages

    from printkit.layout.map_scale import scale_note

    amount = BLEED if shop is None else shop.bleed
    baseline = note_baseline(0.0 if shop is None else shop.safe)

    def page(b):
        note = scale_note(game, b, 1.0)
        if bleed and isinstance(b, (AreaMap, HexMap)):
            items = map_drawing(game, b)
            if amount > BLEED:
                from printkit.layout.shop_pages import bled

                items = [bled(i, b.size[0], b.size[1], amount) for i in items]
            return bleed_page(items, b.size, b.title or "Map", bleed=amount, note=note, note_at=baseline)
        return full_page(map_drawing(game, b), b.size, b.title or "Map", note, note_at=baseline)

    from printkit.layout.typography import as_printed, typeset_pages

    keep = as_printed(game)
    return _low_ink({full_stem(game, mid): typeset_pages(translate_pages([page(b)], game.lang), keep)
                     for mid, b in game.maps.items()}, game)
