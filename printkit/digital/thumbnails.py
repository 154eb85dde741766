"""Small previews of every component for the kit page (kit/thumbs/NAME.png): its first page."""

from __future__ import annotations

from pathlib import Path

MAX_PX = 220  # the longer side of a thumbnail


def thumbnails(game, folder: Path, previews: dict) -> dict[Path, bytes]:
    """kit/thumbs/NAME.png for each component's first page, and 'counter-face' for the first counter front."""
    from printkit.digital.images import face_page, translated
    from printkit.digital.png_set import png_bytes

    pages = dict(previews)
    if game.counters and game.counters.pieces:
        pages["counter-face"] = translated(game, {"f": face_page(game, game.counters.pieces[0], "front")})["f"]
    out = {}
    for name, page in pages.items():
        dpi = max(4, min(72, int(MAX_PX / max(page.width, page.height) * 72)))
        out[folder / "kit" / "thumbs" / f"{name}.png"] = png_bytes(page, dpi)
    return out
