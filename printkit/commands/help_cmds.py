"""`printkit help GAME`: the calculators this game's data serves, each with an example, and what the others need
(the answer itself: printkit/commands/game_help.py)."""

from __future__ import annotations

from printkit.commands.registry import GAME, JSON, command


@command("help", "the calculators this game's data serves, each with an example, and what the others need",
         GAME, JSON, kind="tool")
def run(args) -> int:
    """printkit help GAME [--json]."""
    import json

    from printkit.commands import game_help
    from printkit.load.game_loader import load_game

    game = load_game(args.game)
    if getattr(args, "json", False):
        print(json.dumps(game_help.data(game, args.game), ensure_ascii=False))
    else:
        print("\n".join(game_help.lines(game, args.game)))
    return 0
