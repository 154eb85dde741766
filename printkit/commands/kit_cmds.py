"""games, build and verify."""

from __future__ import annotations

import time
from pathlib import Path

from printkit.errors import UsageError
from printkit.load.game_loader import game_ids, load_game


def games(args) -> int:
    for gid in game_ids():
        print(gid)
    return 0


def _offset(text: str) -> tuple[float, float]:
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        raise UsageError(f"--back-offset expects X,Y in mm such as 0.5,-0.3, got {text!r}") from None
    if abs(x) > 20 or abs(y) > 20:
        raise UsageError(f"--back-offset of more than 20 mm ({text}) is surely a mistake")
    return x, y


def _languages(args) -> list[str | None]:
    """--lang LANG, --lang all (every language of the game), or the game's default (None)."""
    lang = getattr(args, "lang", None)
    if lang != "all":
        return [lang]
    return list(load_game(args.game).languages) or [None]


def build(args) -> int:
    for lang in _languages(args):
        _build(args, lang)
    return 0


def _build(args, lang) -> None:
    from printkit.kit import folder_name, render_kit
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import source_sha256
    from printkit.outputs import write_kit

    opts = Options(duplex=args.duplex, back_offset=_offset(args.back_offset))
    start = time.perf_counter()
    game = load_game(args.game, glyphs=True, lang=lang)
    formats = args.format or ["pdf", "svg"]
    dpi = getattr(args, "dpi", 150)
    if not 10 <= dpi <= 600:
        raise UsageError(f"--dpi {dpi}: expected 10 to 600 dpi")
    if "png" in formats or "vmod" in formats:
        from printkit.digital.png_set import check_pixels

        check_pixels(game, dpi)
    from printkit.digital.kit_page import finish_kit

    folder = Path(args.out) / folder_name(game)
    finish = finish_kit(game, folder, formats)
    try:
        files = render_kit(game, formats, args.paper or ["a4", "letter"], Path(args.out), opts, dpi,
                           meanwhile=finish.meanwhile)
        write_kit(files, folder, source_sha256(args.game), finish=finish)
    finally:
        finish.close()
    size = sum(len(b) for b in files.values())
    print(f"{folder.name}: {len(files)} files, {size / 1024:.0f} KiB in {folder} "
          f"({time.perf_counter() - start:.2f} s)")
    for path in sorted(files):
        if path.name.endswith("-kit-a4.pdf") or path.name.endswith("-kit-letter.pdf"):
            print(f"  kit: {path}")


def vassal(args) -> int:
    """build --format vmod: the module joins the kit; the kit's other files are carried over unchanged
    (so the module is built with the kit's own paper, duplex and offset options)."""
    from printkit.kit import folder_name
    from printkit.outputs import read_manifest

    for lang in _languages(args):
        prev = read_manifest(Path(args.out) / folder_name(load_game(args.game, lang=lang))) or {}
        args.paper = prev.get("papers") or None
        args.duplex = prev.get("duplex", "long")
        offset = prev.get("back_offset_mm") or [0, 0]
        args.back_offset = f"{offset[0]},{offset[1]}"
        _build(args, lang)
    return 0


def verify(args) -> int:
    from printkit.kit import folder_name
    from printkit.verify import verify_kit

    from printkit.load.game_loader import source_sha256

    failed = 0
    for lang in _languages(args):
        game = load_game(args.game, lang=lang)
        problems, checked = verify_kit(game, Path(args.out), source_sha256(args.game))
        for p in problems:
            print(f"FAIL {p}")
        print(f"{folder_name(game)}: {checked} checks, {len(problems)} failed")
        failed += len(problems)
    return 1 if failed else 0
