"""games, build and verify."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from printkit.commands.registry import GAME, INK, PALETTE, SHOP, arg, command, whole

from printkit.errors import UsageError
from printkit.load.game_loader import game_ids, load_game


@command("games", "list the games in data/", kind="tool")
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


@command("build", "render the kit to out/GAME/ (PDF and SVG, A4 and Letter)",
         GAME,
         arg("--format", action="append", choices=["pdf", "svg", "png", "vmod", "tts"],
             help="repeatable; default pdf and svg (png: an image per counter face, map and aid page; vmod: the "
                  "VASSAL module; tts: Tabletop Simulator saves)"),
         arg("--dpi", type=whole, default=150, help="resolution of the PNG set and the module's images (default 150)"),
         arg("--paper", action="append", choices=["a4", "letter"], help="repeatable; default both"),
         arg("--out", default="out", help="output folder (default out/)"),
         arg("--back-offset", default="0,0", metavar="X,Y",
             help="shift the backs page by X,Y mm to match your printer (default 0,0)"),
         arg("--duplex", choices=["long", "short", "gutter"], default="long",
             help="duplex flip edge, or 'gutter' for fronts and backs side by side to fold (default long)"),
         arg("--lang", help="build in this language of the game (out/GAME-LANG/), or 'all'; default its first"),
         arg("--cut-file", choices=["svg", "dxf"],
             help="also write the cut lines of each counter and card sheet (PAPER/cut/counters-1.svg ...) for a "
                  "print-then-cut machine, with registration marks on the sheets"),
         INK, PALETTE, SHOP,
         kind="tool")
def build(args) -> int:
    shop = _shop(args)
    failed = 0
    for lang in _languages(args):
        if shop is None:
            _build(args, lang)
        else:
            from printkit.commands.shop_build import build_shop

            failed |= build_shop(args, load_game(args.game, glyphs=True, lang=lang), shop)
    return failed


def _shop(args):
    """The print shop `--shop` names (None without it); the options a shop's files decide refused with it."""
    ref = getattr(args, "shop", None)
    if ref is None:
        return None
    given = [opt for opt, on in (("--format", args.format), ("--cut-file", getattr(args, "cut_file", None)),
                                 ("--duplex", args.duplex != "long"), ("--back-offset", args.back_offset != "0,0"))
             if on]
    if given:
        raise UsageError(f"--shop {ref} decides the files the shop takes; build without {', '.join(given)}")
    from printkit.load.shop_loader import load_shop

    return load_shop(ref)


def _build(args, lang) -> None:
    from printkit.kit import folder_name, render_kit
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import source_sha256
    from printkit.outputs import write_kit

    cut = getattr(args, "cut_file", None)
    if cut and args.duplex == "gutter":
        raise UsageError("--cut-file with --duplex gutter: a gutter-fold sheet is folded before it is cut, so its "
                         "cut lines are not on the printed page; build with --duplex long or short")
    opts = Options(duplex=args.duplex, back_offset=_offset(args.back_offset), cut_file=cut)
    start = time.perf_counter()
    game = load_game(args.game, glyphs=True, lang=lang)
    formats = args.format or ["pdf", "svg"]
    dpi = getattr(args, "dpi", 150)
    if not 10 <= dpi <= 600:
        raise UsageError(f"--dpi {dpi}: expected 10 to 600 dpi")
    from printkit.digital.tts.save import image_base

    image_url = image_base(getattr(args, "image_url", None))
    if "png" in formats or "vmod" in formats or "tts" in formats:
        from printkit.digital.png_set import check_pixels

        check_pixels(game, dpi)
    from printkit.digital.kit_page import finish_kit

    folder = Path(args.out) / folder_name(game)
    finish = finish_kit(game, folder, formats)
    try:
        files = render_kit(game, formats, args.paper or ["a4", "letter"], Path(args.out), opts, dpi,
                           meanwhile=finish.meanwhile, image_url=image_url)
        write_kit(files, folder, source_sha256(args.game), finish=finish)
    finally:
        finish.close()
    size = sum(len(b) for b in files.values())
    print(f"{folder.name}: {len(files)} files, {size / 1024:.0f} KiB in {folder} "
          f"({time.perf_counter() - start:.2f} s)")
    if cut:
        from printkit.verify.cut_check import area_warnings

        for line in area_warnings(files, folder):
            print(f"warning: {line}", file=sys.stderr)
    for path in sorted(files):
        if path.name.endswith("-kit-a4.pdf") or path.name.endswith("-kit-letter.pdf"):
            print(f"  kit: {path}")


@command("vassal", "add the VASSAL module (out/GAME/GAME.vmod) to the kit; keeps the other files",
         GAME,
         arg("--out", default="out", help="output folder (default out/)"),
         arg("--dpi", type=whole, default=150, help="resolution of the module's images (default 150)"),
         arg("--lang", help="build in this language of the game, or 'all'; default its first"),
         kind="tool", defaults={"format": ["vmod"], "paper": None, "duplex": "long", "back_offset": "0,0",
                                "cut_file": None})
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
        args.cut_file = prev.get("cut_file")  # the kit's cut files are made again with it
        _build(args, lang)
    return 0


@command("verify", "read the built PDF and SVG back and check them against the data",
         GAME,
         arg("--out", default="out", help="output folder the kit was built in (default out/)"),
         arg("--lang", help="the language the kit was built in, or 'all'; default the game's first"),
         INK, PALETTE,
         kind="tool")
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
