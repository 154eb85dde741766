"""The files a print shop takes (`printkit build GAME --shop NAME`), made into out/GAME-NAME/: the kit's
components as PDF/X with the shop's bleed, a deck one card face to a page (or image) at the shop's card size,
counters and chits one face to an image at the size of the shop's chit. Nothing is written here."""

from __future__ import annotations

from pathlib import Path

from printkit.paths import kit_file


def shop_folder(game, shop, out: Path) -> Path:
    from printkit.kit_names import folder_name

    return kit_file(out, f"{folder_name(game)}-{shop.id}")


def shop_files(game, shop, papers: list[str], folder: Path) -> tuple[dict[Path, bytes], list[str], dict]:
    """{path: bytes} of the shop's files, what the shop does not take of this game (one line each;
    PrintkitError when it takes nothing), and each image's text margin {path: mm}: how far its text nearest the
    cut stays inside it, measured on the drawing (an image keeps no text for a preflight to read)."""
    files: dict[Path, bytes] = {}
    left: list[str] = []
    margins: dict[Path, float] = {}
    if "kit" in shop.takes:
        files.update(_kit(game, shop, papers, folder))
    if "cards" in shop.takes:
        if game.cards and game.cards.cards:
            files.update(_deck(game, shop, folder, margins))
        else:
            left.append("cards: the game has no deck")
    if "pieces" in shop.takes:
        made, skipped = _pieces(game, shop, folder, margins)
        files.update(made)
        left += skipped
    if not files:
        from printkit.errors import PrintkitError

        raise PrintkitError(f"{shop.title} makes nothing of {game.title}: " + "; ".join(left))
    return files, left, margins


def _title(game, what: str) -> str:
    return f"{game.title} - {what}"


def _pdf(title: str, pages: list, shop) -> bytes:
    from printkit.layout.scene import Document
    from printkit.render.pdf import render

    return render(Document(title, pages), press=shop.standard)


HOME_ONLY = ("cover", "alignment")  # the home kit's file list and printing steps, the home printer's duplex test


def kit_components(game, paper: str) -> dict[str, list]:
    """The components a shop prints for one paper: not the home-print pages (HOME_ONLY), nor the map tiles
    (the shop prints each map whole, from its full-size file)."""
    from printkit.kit_names import tiled_stem
    from printkit.kit_pages import components
    from printkit.layout.sheets import Options

    tiles = {tiled_stem(game, mid) for mid in game.maps}
    return {name: pages for name, pages in components(game, Options(paper=paper)).items()
            if pages and name not in HOME_ONLY and name not in tiles}


def _kit(game, shop, papers: list[str], folder: Path) -> dict[Path, bytes]:
    """Every component of the kit for each paper, and each map at 100 %, each page with the shop's bleed."""
    from printkit.kit_pages import fullsize_maps
    from printkit.layout.shop_pages import with_bleed

    files = {}
    for paper in papers:
        for name, pages in kit_components(game, paper).items():
            files[kit_file(folder, paper, f"{name}.pdf")] = _pdf(
                _title(game, f"{name} ({paper.upper()})"), [with_bleed(p, shop.bleed) for p in pages], shop)
    for name, pages in fullsize_maps(game, shop=shop).items():
        pages = [p if p.trim is not None else with_bleed(p, shop.bleed) for p in pages]  # a display: its page
        files[kit_file(folder, f"{name}.pdf")] = _pdf(_title(game, name), pages, shop)
    return files


def _typeset(game, pages: list) -> list:
    """Pages made here as the kit's own are: in the kit's language, its signs set."""
    from printkit.layout.i18n import translate_pages
    from printkit.layout.typography import as_printed, typeset_pages

    return typeset_pages(translate_pages(pages, game.lang), as_printed(game))


def _deck(game, shop, folder: Path, margins: dict) -> dict[Path, bytes]:
    """The deck: one PDF of every face in the shop's order, or an image of each card's front and back."""
    from printkit.layout.shop_pages import deck_pages

    pages = _typeset(game, deck_pages(game, shop.cards, shop.order))
    if shop.format == "pdf":
        return {kit_file(folder, "cards.pdf"): _pdf(_title(game, game.cards.title), pages, shop)}
    files, seen = {}, set()
    for page in pages:
        card_id, copy, which = page.name.rsplit(" ", 2)
        if copy != "1":  # an image per design: quantities.csv says how many of each
            continue
        path = kit_file(folder, "cards", f"{card_id}-{which}.png")
        files[path], margins[path] = _png(page, shop, shop.cards)
        seen.add(card_id)
    files[kit_file(folder, "cards", "quantities.csv")] = _quantities(
        (f"{c.id}-front.png", c.quantity) for c in game.cards.cards if c.id in seen)
    return files


def _pieces(game, shop, folder: Path, margins: dict) -> tuple[dict[Path, bytes], list[str]]:
    """Each counter and chit design, front and back, an image at the size of the shop's chit that matches the
    game's counter size; a size the shop has no chit for is left out, and said."""
    from printkit.kit_pages import chit_view
    from printkit.layout.shop_pages import piece_face_page

    files, left = {}, []
    for kind, view, pieces in (("counters", game, game.counters), ("chits", chit_view(game) if game.chits else None,
                                                                  game.chits)):
        if view is None or not (pieces and pieces.pieces):
            continue
        size = view.counter_sheet.size
        product = next((p for p in shop.pieces if abs(p.trim[0] - size) < 0.5 and abs(p.trim[1] - size) < 0.5), None)
        if product is None:
            sizes = ", ".join(f"{p.name} {_inches(p.trim[0])}" for p in shop.pieces)
            left.append(f"{kind}: {_inches(size)} square; the shop cuts {sizes}")
            continue
        for counter in pieces.pieces:
            for which in ("front", "back"):
                page = _typeset(view, [piece_face_page(view, counter, which, product.bleed)])[0]
                path = kit_file(folder, kind, f"{counter.id}-{which}.png")
                files[path], margins[path] = _png(page, shop, product)
        files[kit_file(folder, kind, "quantities.csv")] = _quantities(
            (f"{c.id}-front.png", c.quantity) for c in pieces.pieces)
    return files, left


def _inches(pt: float) -> str:
    return f"{pt / 72:g} in"


def _png(page, shop, product) -> tuple[bytes, float | None]:
    """The page as the shop's image, with the shop's resolution recorded in it, and its text margin (mm): its
    pixels exactly as the shop asks (a page of another size is an error in printkit, never a file the shop
    would refuse)."""
    from printkit.digital.png_set import png_bytes, png_size
    from printkit.layout.shop_pages import text_margin

    data = png_bytes(page, shop.dpi)
    if product.pixels and png_size(data) != tuple(product.pixels):
        from printkit.errors import PrintkitError

        raise PrintkitError(f"{page.name}: {png_size(data)} px, but {shop.title} asks {tuple(product.pixels)} px")
    margin = text_margin(page)
    return with_dpi(data, shop.dpi), (None if margin is None else round(margin * 25.4 / 72, 2))


def with_dpi(png: bytes, dpi: int) -> bytes:
    """The PNG with its resolution written in (a pHYs chunk after the header), so a shop's upload page and an
    image program read its print size; cairosvg writes none."""
    import struct
    import zlib

    if png[12:16] != b"IHDR" or b"pHYs" in png[:4096]:
        return png
    body = b"pHYs" + struct.pack(">IIB", round(dpi / 0.0254), round(dpi / 0.0254), 1)
    chunk = struct.pack(">I", 9) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    end = 8 + 4 + 4 + 13 + 4  # signature, then IHDR: length, type, 13 bytes of data, CRC
    return png[:end] + chunk + png[end:]


def _quantities(rows) -> bytes:
    """The image names with how many of each the shop prints, as CSV."""
    return ("image,quantity\n" + "".join(f"{name},{n}\n" for name, n in rows)).encode()
