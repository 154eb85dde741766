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


def build(args) -> int:
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import source_sha256
    from printkit.outputs import write_kit

    opts = Options(duplex=args.duplex, back_offset=_offset(args.back_offset))
    start = time.perf_counter()
    game = load_game(args.game, glyphs=True)
    files = render_kit(game, args.format or ["pdf", "svg"], args.paper or ["a4", "letter"], Path(args.out), opts)
    write_kit(files, Path(args.out) / game.id, source_sha256(args.game))
    size = sum(len(b) for b in files.values())
    print(f"{game.id}: {len(files)} files, {size / 1024:.0f} KiB in {Path(args.out) / game.id} "
          f"({time.perf_counter() - start:.2f} s)")
    for path in sorted(files):
        if path.name.endswith("-kit-a4.pdf") or path.name.endswith("-kit-letter.pdf"):
            print(f"  kit: {path}")
    return 0


def verify(args) -> int:
    from printkit.verify import verify_kit

    from printkit.load.game_loader import source_sha256

    game = load_game(args.game)
    problems, checked = verify_kit(game, Path(args.out), source_sha256(args.game))
    for p in problems:
        print(f"FAIL {p}")
    print(f"{game.id}: {checked} checks, {len(problems)} failed")
    return 1 if problems else 0
