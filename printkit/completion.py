"""Shell completion (bash, zsh) through argcomplete, imported only while the shell asks for completions.

`printkit completion bash` (or zsh) prints the shell code to source; see README "Shell completion".
Completes commands and options (argparse), game ids, charts, scenarios, languages, hexes, areas and boxes,
counter ids and sides of the game already typed on the line.
"""

from __future__ import annotations

import os

def _game_words(kind: str, parsed_args) -> list[str]:
    from printkit.load.game_loader import load_game
    from printkit.session.vocabulary import words

    ref = getattr(parsed_args, "game", None)
    if not ref:
        return []
    try:
        game = load_game(ref)
    except Exception:  # noqa: BLE001 - a broken file offers no words; completion must never fail loudly
        return []
    return words(game, kind)


def _games(prefix, **kwargs):
    from printkit.load.game_loader import game_ids

    return [g for g in game_ids() if g.startswith(prefix)]


def _completer(kind: str):
    def complete(prefix, parsed_args, **kwargs):
        low = prefix.lower()
        return [w for w in _game_words(kind, parsed_args) if w.lower().startswith(low)]

    return complete


def attach(parser) -> None:
    """Give every subcommand's game, hex, counter, chart... arguments their completers: the kind of word each
    argument takes is its declaration's (printkit/commands/registry.py: `words`, by default WORDS of its dest)."""
    for action in parser._actions:
        if action.dest != "command":
            continue
        for sub in action.choices.values():
            for a in sub._actions:
                if a.dest in ("game", "games"):
                    a.completer = _games
                elif getattr(a, "words", None) and not a.choices:
                    a.completer = _completer(a.words)


def autocomplete(parser) -> None:
    """Answer the shell's completion request and exit (only called when _ARGCOMPLETE is set)."""
    import argcomplete

    attach(parser)
    argcomplete.autocomplete(parser)


def shellcode(shell: str) -> str:
    import argcomplete

    return argcomplete.shellcode(["printkit"], shell=shell)


def asked() -> bool:
    return "_ARGCOMPLETE" in os.environ
