"""The kit: which components a game has, their pages per paper size, and the files they become."""

from __future__ import annotations

import json
from pathlib import Path

from printkit.layout.scene import Document
from printkit.layout.sheets import Options
from printkit.model.boards import AreaMap


def components(game, opts: Options) -> dict[str, list]:
    """Component name -> pages, in kit order, for one paper size."""
    from printkit.layout.aids import aid_pages
    from printkit.layout.setup import setup_pages
    from printkit.layout.sheets import alignment_pages, counter_pages

    comps: dict[str, list] = {}
    if game.counters and game.counters.pieces:
        comps["counters"] = counter_pages(game, opts)
        comps["alignment"] = alignment_pages(game, opts)
    for map_id, board in game.maps.items():
        comps[_map_name(game, map_id)] = _map_tiles(game, board, opts.paper)
    if game.kit.player_aid or game.kit.computed:
        comps["aid"] = aid_pages(game, opts.paper)
    if game.scenarios:
        comps["setup"] = setup_pages(game, opts.paper)
    return comps


def _map_name(game, map_id: str) -> str:
    return "map" if len(game.maps) == 1 else f"map-{map_id}"


def map_drawing(game, board) -> list:
    from printkit.layout.areamap import map_items

    if isinstance(board, AreaMap):
        return map_items(game, board)
    from printkit.layout.hexmap import hexmap_items  # noqa: WPS433 (hex maps arrive with their first game)

    return hexmap_items(game, board)


def _map_tiles(game, board, paper: str) -> list:
    from printkit.layout.tiling import tiled_pages

    return tiled_pages(map_drawing(game, board), board.size, paper, board.title or "Map")


def fullsize_maps(game) -> dict[str, list]:
    """Each map on one page of its own size (paper-independent)."""
    from printkit.layout.tiling import full_page

    return {f"{_map_name(game, mid)}-fullsize": [full_page(map_drawing(game, b), b.size, b.title or "Map")]
            for mid, b in game.maps.items()}


def render_kit(game, formats: list[str], papers: list[str], out: Path, opts: Options) -> dict[Path, bytes]:
    """Render every file of the kit into memory: {path: bytes}. Nothing is written here."""
    from printkit.render import render

    files: dict[Path, bytes] = {}
    folder = out / game.id

    def emit(stem: Path, title: str, pages: list) -> None:
        if "pdf" in formats:
            files[stem.with_suffix(".pdf")] = render("pdf", Document(title, pages))
        if "svg" in formats:
            for i, page in enumerate(pages, 1):
                files[stem.parent / f"{stem.name}-{i}.svg"] = render("svg", Document(title, [page]), 0)

    for paper in papers:
        popts = Options(paper=paper, duplex=opts.duplex, back_offset=opts.back_offset)
        comps = components(game, popts)
        for name, pages in comps.items():
            emit(folder / paper / name, f"{game.title} - {name} ({paper.upper()})", pages)
        if "pdf" in formats:
            kit_pages = [p for pages in comps.values() for p in pages]
            files[folder / f"{game.id}-kit-{paper}.pdf"] = render("pdf", Document(f"{game.title} - kit ({paper.upper()})", kit_pages))
    for name, pages in fullsize_maps(game).items():
        emit(folder / name, f"{game.title} - {name}", pages)
    manifest = {"game": game.id, "formats": sorted(formats), "papers": sorted(papers), "duplex": opts.duplex,
                "back_offset_mm": list(opts.back_offset),
                "files": {str(p.relative_to(folder)): len(b) for p, b in sorted(files.items())}}
    files[folder / "manifest.json"] = (json.dumps(manifest, indent=2) + "\n").encode()
    return files
