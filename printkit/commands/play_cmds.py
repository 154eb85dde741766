"""`printkit play GAME [--scenario ID] [--lang LANG]`: the interactive table-side session."""

from __future__ import annotations


def play(args) -> int:
    from printkit.load.game_loader import load_game
    from printkit.session.shell import run

    game = load_game(args.game, lang=args.lang)
    return run(game, args.game, args.scenario, args.lang)


def completion(args) -> int:
    from printkit.completion import shellcode

    print(shellcode(args.shell))
    return 0
