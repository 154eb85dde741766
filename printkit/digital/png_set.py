"""PNG image sets: every counter face, each map as one image, each aid page.

Rendered through cairosvg from the SVG backend's page (the same drawing as the SVG kit, so the images and
the print agree); measured in the closing note of issue 10. Pixel size = points / 72 * dpi.
"""

from __future__ import annotations

from pathlib import Path

DEFAULT_DPI = 150
MAX_PIXELS = 150_000_000  # one image (600 MB as RGBA): the largest map of the four games at 600 dpi has 127 million


def png_bytes(page, dpi: int) -> bytes:
    """One page as PNG at `dpi` (transparent where nothing is painted).

    Memoized by the page's SVG text: a build making the PNG set and the VASSAL module (the same faces and
    aid pages at the same resolution) rasterizes each picture once."""
    from printkit.render import svg

    text = svg.render_page(page)
    key = (text, dpi)
    found = _PNGS.get(key)
    if found is None:
        import cairosvg

        found = cairosvg.svg2png(bytestring=text, dpi=dpi)
        _MEMO_SIZE[0] += len(text) + len(found)
        if _MEMO_SIZE[0] > _PNG_MEMO_BYTES:  # bounded: a long process (the tests) forgets the oldest builds
            _PNGS.clear()
            _MEMO_SIZE[0] = len(text) + len(found)
        _PNGS[key] = found
    return found


_PNGS: dict = {}  # (SVG text, dpi) -> PNG bytes
_MEMO_SIZE = [0]
_PNG_MEMO_BYTES = 96 * 1024 * 1024


def png_set(game, folder: Path, dpi: int = DEFAULT_DPI) -> dict[Path, bytes]:
    """{path: bytes} of the PNG set under folder/png/."""
    from printkit.digital.images import aid_pages, board_pages, card_pages, chit_pages, face_pages, translated

    pages = {**face_pages(game), **chit_pages(game), **card_pages(game), **board_pages(game), **aid_pages(game)}
    from printkit.paths import kit_file

    return {kit_file(folder, "png", f"{name}.png"): png_bytes(page, dpi) for name, page in translated(game, pages).items()}


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG from its IHDR chunk (no image library needed)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def pixel_size(points: float, dpi: int) -> int:
    """The pixels cairosvg gives a length in points at `dpi`: Python's round (18.75 -> 19, 62.5 -> 62)."""
    return round(points / 72 * dpi)


def check_pixels(game, dpi: int) -> None:
    """PrintkitError when a board's image at `dpi` would exceed MAX_PIXELS (a 2 m sheet at 600 dpi would be
    2.2 billion pixels): the PNG set and the module stay within bounded memory, whatever the game file."""
    from printkit.errors import PrintkitError

    for board in game.maps.values():
        w, h = pixel_size(board.size[0], dpi), pixel_size(board.size[1], dpi)
        if w * h > MAX_PIXELS:
            most = int(dpi * (MAX_PIXELS / (w * h)) ** 0.5)
            raise PrintkitError(f"--dpi {dpi}: {board.title or 'a board'} would be an image of {w:,} x {h:,} pixels; "
                                f"at most {MAX_PIXELS // 1_000_000} million pixels (use --dpi {most} or less)")
