"""Small previews of every component for the kit page (kit/thumbs/NAME.png): its first page."""

from __future__ import annotations

from pathlib import Path

MAX_PX = 220  # the longer side of a thumbnail


def thumbnails(game, folder: Path, previews: dict, vector: bool = False) -> dict[Path, bytes]:
    """kit/thumbs/NAME.png for each component's first page, and 'counter-face' for the first counter front.

    With `vector` (a build that makes SVG, so `previews` is empty: the kit page shows the SVG pages) the
    counter face is kit/thumbs/counter-face.svg from the SVG backend, and no PNG is rasterized."""
    from printkit.digital.images import face_page, translated
    from printkit.kit_names import COUNTER_FACE
    from printkit.paths import kit_file

    pages = dict(previews)
    out = {}
    if game.counters and game.counters.pieces:
        face = translated(game, {"f": face_page(game, game.counters.pieces[0], "front")})["f"]
        if vector:
            from printkit.layout.scene import Group, Page
            from printkit.render import svg

            side = MAX_PX * 72 / 96  # shown as large as the PNG thumbnails (CSS px are 1/96 in)
            big = Page(side, side, face.name)
            big.add(Group(tuple(face.items), scale=side / max(face.width, face.height)))
            out[kit_file(folder, "kit", "thumbs", f"{COUNTER_FACE}.svg")] = svg.render_page(big)
        else:
            pages[COUNTER_FACE] = face
    if not pages:
        return out
    from printkit.digital.png_set import png_bytes

    for name, page in pages.items():
        dpi = max(4, min(72, int(MAX_PX / max(page.width, page.height) * 72)))
        out[kit_file(folder, "kit", "thumbs", f"{name}.png")] = png_bytes(page, dpi)
    return out
