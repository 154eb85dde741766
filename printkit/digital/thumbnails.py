"""Small previews of every component for the kit page (kit/thumbs/NAME.svg): vector, in milliseconds.

A build that makes SVG pages shows them on the kit page itself; any other build (PDF only, PNG, VASSAL) gets
a sketch of each component's first page (printkit.render.sketch: no rasteriser on the way). The first
counter front is sketched as large as a thumbnail, its words readable, as kit/thumbs/counter-face.svg in
every build."""

from __future__ import annotations

from pathlib import Path

MAX_PX = 220  # the longer side of a thumbnail


def counter_face(game, folder: Path) -> dict[Path, bytes]:
    """kit/thumbs/counter-face.svg: the first counter front as large as a thumbnail (its words readable)."""
    if not (game.counters and game.counters.pieces):
        return {}
    from printkit.digital.images import face_page, translated
    from printkit.kit_names import COUNTER_FACE
    from printkit.paths import kit_file
    from printkit.render.sketch import render_page

    face = translated(game, {"f": face_page(game, game.counters.pieces[0], "front")})["f"]
    return {kit_file(folder, "kit", "thumbs", f"{COUNTER_FACE}.svg"): render_page(face, MAX_PX)}

def sketches(folder: Path, previews: dict) -> dict[Path, bytes]:
    """kit/thumbs/NAME.svg for each component's first page (`previews`: name -> page)."""
    from printkit.paths import kit_file
    from printkit.render.sketch import render_page

    return {kit_file(folder, "kit", "thumbs", f"{name}.svg"): render_page(page, MAX_PX)
            for name, page in previews.items()}
