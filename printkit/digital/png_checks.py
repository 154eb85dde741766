"""verify the PNG set: every counter face and board is there, at the size its print size gives at the dpi."""

from __future__ import annotations

from pathlib import Path


def check_png_set(game, folder: Path, manifest: dict, rep) -> None:
    from printkit.digital.images import board_pages
    from printkit.digital.png_set import pixel_size, png_size

    dpi = manifest.get("png_dpi")
    if not rep.check(isinstance(dpi, int) and dpi > 0, f"{folder}/manifest.json: the PNG set has no png_dpi"):
        return
    s = pixel_size(game.counter_sheet.size, dpi)
    for c in (game.counters.pieces if game.counters else ()):
        for which in ("front", "back"):
            path = folder / "png" / "counters" / f"{c.id}-{which}.png"
            if rep.check(path.is_file(), f"{path}: counter face missing from the PNG set"):
                got = _size(path)
                rep.check(got == (s, s), f"{path}: {got} px, expected {s} x {s} px (the counter at {dpi} dpi)")
    for name, page in board_pages(game).items():
        path = folder / "png" / f"{name}.png"
        if rep.check(path.is_file(), f"{path}: board missing from the PNG set"):
            want = (pixel_size(page.width, dpi), pixel_size(page.height, dpi))
            got = _size(path)
            rep.check(got == want, f"{path}: {got} px, expected {want} px ({dpi} dpi)")


def _size(path: Path):
    from printkit.digital.png_set import png_size

    try:
        return png_size(path.read_bytes()[:32])
    except ValueError:
        return None
