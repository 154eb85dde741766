"""Small previews of every component for the kit page (kit/thumbs/NAME.png): its first page."""

from __future__ import annotations

from pathlib import Path

MAX_PX = 220  # the longer side of a thumbnail


def component_pages(game) -> dict[str, object]:
    """Component name -> its first page (A4), the full-size boards, and one counter front."""
    from printkit.digital.images import board_pages, face_pages, translated
    from printkit.kit import components
    from printkit.layout.sheets import Options

    pages = {name: pp[0] for name, pp in components(game, Options(paper="a4")).items() if pp}
    pages.update({f"{name}-fullsize": page for name, page in board_pages(game).items()})
    faces = face_pages(game)
    if faces:
        first = next(iter(faces))
        pages["counter-face"] = faces[first]
    return translated(game, pages)


def thumbnails(game, folder: Path) -> dict[Path, bytes]:
    from printkit.digital.png_set import png_bytes

    out = {}
    for name, page in component_pages(game).items():
        dpi = max(4, min(72, int(MAX_PX / max(page.width, page.height) * 72)))
        out[folder / "kit" / "thumbs" / f"{name}.png"] = png_bytes(page, dpi)
    return out
