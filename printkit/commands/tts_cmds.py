"""`printkit tts GAME`: the Tabletop Simulator saves (out/GAME/tts/) added to the kit."""

from __future__ import annotations

from printkit.commands.registry import GAME, arg, command, whole


@command("tts", "add Tabletop Simulator saves (out/GAME/tts/, one per scenario, with their images) to the kit; "
                "keeps the other files",
         GAME,
         arg("--out", default="out", help="output folder (default out/)"),
         arg("--dpi", type=whole, default=150, help="resolution of the saves' images (default 150)"),
         arg("--image-url", metavar="BASE",
             help="the http(s) URL where out/GAME/tts/ is hosted for online play: the saves name their images "
                  "BASE/images/...; default the absolute file:/// paths of out/GAME/tts/images/ (TTS on this machine)"),
         arg("--lang", help="build in this language of the game, or 'all'; default its first"),
         kind="tool", defaults={"format": ["tts"], "paper": None, "duplex": "long", "back_offset": "0,0"})
def tts(args) -> int:
    """build --format tts, carrying the kit's other files over as `printkit vassal` does."""
    from printkit.commands.kit_cmds import vassal

    return vassal(args)
