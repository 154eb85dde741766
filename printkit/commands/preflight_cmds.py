"""`printkit preflight GAME`: check the built PDFs as a print shop would."""

from __future__ import annotations

import json
import time
from pathlib import Path
from printkit.commands.registry import GAME, INK, PALETTE, JSON, SHOP_CHECK, arg, command

from printkit.commands.kit_cmds import _languages
from printkit.errors import PrintkitError
from printkit.load.game_loader import load_game


@command("preflight", "check the built PDFs as a print shop would (boxes, marks, text, fonts)",
         GAME,
         arg("--out", default="out", help="output folder the kit was built in (default out/)"),
         arg("--lang", help="the language the kit was built in, or 'all'; default the game's first"),
         JSON, INK, PALETTE, SHOP_CHECK,
         kind="tool")
def preflight(args) -> int:
    from printkit.kit import folder_name
    from printkit.preflight import preflight_folder

    if getattr(args, "shop", None):
        from printkit.commands.shop_build import check_shop
        from printkit.load.shop_loader import load_shop
        from printkit.shop_kit import shop_folder

        shop = load_shop(args.shop)
        failed = 0
        for lang in _languages(args):
            game = load_game(args.game, lang=lang)
            failed |= check_shop(shop_folder(game, shop, Path(args.out)), game, shop)
        return failed

    report, failed = [], 0
    for lang in _languages(args):
        game = load_game(args.game, lang=lang)
        folder = Path(args.out) / folder_name(game)
        if not (folder / "manifest.json").is_file():
            raise PrintkitError(f"{folder} holds no built kit; run printkit build {args.game}"
                                + (f" --lang {lang}" if lang else "")
                               + (" --ink low" if getattr(args, "ink", None) == "low" else "")
                               + (" --palette colourblind" if getattr(args, "palette", None) == "colourblind" else ""))
        size = game.counter_sheet.size if game.counters and game.counters.pieces else None
        bleed = game.counter_sheet.bleed if size else 0.0
        start = time.perf_counter()
        problems, pages = preflight_folder(folder, size, bleed)
        seconds = time.perf_counter() - start
        failed += len(problems)
        report.append({"kit": folder_name(game), "pages": pages, "seconds": round(seconds, 2),
                       "problems": [p.as_dict() for p in problems]})
        if not args.json:
            for p in problems:
                print(f"FAIL {folder.name}/{p.line()}")
            print(f"{folder_name(game)}: {pages} pages checked in {seconds:.1f} s, {len(problems)} problems")
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    return 1 if failed else 0
