"""The digital files of a build: the PNG set (--format png), the VASSAL module (--format vmod) and the Tabletop
Simulator saves (--format tts)."""

from __future__ import annotations

from pathlib import Path


def digital_files(game, formats: list[str], folder: Path, dpi: int, image_url: str = "") -> dict[Path, bytes]:
    files: dict[Path, bytes] = {}
    if "png" in formats:
        from printkit.digital.png_set import png_set

        files.update(png_set(game, folder, dpi))
    if "vmod" in formats:
        from printkit.digital.vassal.module import module_file

        from printkit.paths import kit_file

        files[kit_file(folder, f"{game.id}.vmod")] = module_file(game, dpi)
    if "tts" in formats:
        from printkit.digital.tts.save import tts_files

        files.update(tts_files(game, folder, dpi, image_url))
    return files
