"""verify for the digital files: the PNG set (sizes, transparency), the VASSAL module, the Tabletop Simulator saves,
the kit page."""

from __future__ import annotations

from pathlib import Path


def check_digital(game, folder: Path, manifest: dict, built: set[Path], rep) -> None:
    names = set(manifest["files"])
    if any(n.startswith("png/") for n in names):
        from printkit.digital.png_checks import check_png_set

        check_png_set(game, folder, manifest, rep)
    vmod = folder / f"{game.id}.vmod"
    if f"{game.id}.vmod" in names:
        from printkit.digital.vassal.checks import check_module

        check_module(game, vmod, rep)
    if any(n.startswith("tts/") for n in names):
        from printkit.digital.tts.checks import check_tts

        check_tts(game, folder, names, rep)
    from printkit.digital.page_checks import check_page

    check_page(folder, names, rep)
