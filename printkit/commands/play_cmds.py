"""`printkit play GAME [--scenario ID] [--lang LANG]`: the interactive table-side session."""

from __future__ import annotations

from printkit.commands.registry import GAME, LANG, arg, command


@command("play", "an interactive session at the table: the position, every calculator, undo, save",
         GAME, arg("--scenario", help="start from this scenario's setup"), LANG, kind="tool")
def play(args) -> int:
    from printkit.load.game_loader import load_game
    from printkit.session.shell import run

    game = load_game(args.game, lang=args.lang)
    return run(game, args.game, args.scenario, args.lang)


@command("completion", "print the shell code that completes printkit commands (bash or zsh)",
         arg("shell", choices=["bash", "zsh"]), kind="tool")
def completion(args) -> int:
    from printkit.completion import shellcode

    print(shellcode(args.shell))
    return 0
