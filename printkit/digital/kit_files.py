"""The digital files of a build: the PNG set (--format png), the VASSAL module (--format vmod) and the
thumbnails of the kit page (every build)."""

from __future__ import annotations

from pathlib import Path


def digital_files(game, formats: list[str], folder: Path, dpi: int, previews: dict) -> dict[Path, bytes]:
    """`previews`: component name -> its first page, as the build laid it out (for the thumbnails)."""
    from printkit.digital.png_set import png_set
    from printkit.digital.thumbnails import thumbnails

    files: dict[Path, bytes] = {}
    if "png" in formats:
        files.update(png_set(game, folder, dpi))
    if "vmod" in formats:
        from printkit.digital.vassal.module import module_file

        from printkit.paths import kit_file

        files[kit_file(folder, f"{game.id}.vmod")] = module_file(game, dpi)
    # the kit page shows the SVG pages themselves when the build has them; small PNGs only for the rest
    vector = "svg" in formats
    files.update(thumbnails(game, folder, {} if vector else previews, vector=vector))
    return files
