"""The file names of a kit, from the model alone: the loader checks them for collisions (load/names.py) and
the kit is written under them (kit.py, digital/), so what validates never makes two files one."""

from __future__ import annotations

NOTES = "makers-notes"  # the component that is not player-facing
# the per-paper components printkit names itself (kit.components); a map or display must not take these
COMPONENTS = ("cover", "counters", "alignment", "chits", "cards", "aid", "odds", "setup", NOTES)
FULL = "-100"  # the suffix of a board on one page of its own size: 100 % scale
COUNTER_FACE = "counter-face"  # the kit page's thumbnail of the first counter front
PAGED = ("aid", "setup")  # the PNG set and the module's images carry these page by page: aid-1, setup-2 ...


def _is_display(board) -> bool:
    from printkit.model.boards import Display

    return isinstance(board, Display)


AS_PRINTED = "-as-printed"  # the folder suffix of a kit built --as-printed


def folder_name(game) -> str:
    """The kit's folder under out/: the game id, with '-LANG' for a language other than the game's first and
    '-as-printed' for the kit with every reconstructed play value withheld, '-lowink' or '-colourblind' for a
    palette variant. Its own folder, so that both
    kits (and their manifests, kit pages and verify/preflight runs) live side by side."""
    name = game.id if not game.languages or game.lang in (None, game.languages[0]) else f"{game.id}-{game.lang}"
    palette = getattr(game, "palette", None)  # --ink low, --palette colourblind: out/GAME-lowink/ ...
    return name + (AS_PRINTED if getattr(game, "as_printed", False) else "") + (f"-{palette}" if palette else "")


def display_stem(map_id: str) -> str:
    return map_id.replace("_", "-")


def map_stem(game, map_id: str) -> str:
    """File stem of a map: 'map' when the game has one map, else 'map-ID'; displays by their id."""
    if _is_display(game.maps[map_id]):
        return display_stem(map_id)
    real = [m for m, b in game.maps.items() if not _is_display(b)]
    return "map" if len(real) == 1 else f"map-{map_id}"


def full_stem(game, map_id: str) -> str:
    """File stem of a board on one page at 100 %: 'map-100', 'map-ID-100', 'faction-card-100'."""
    return f"{map_stem(game, map_id)}{FULL}"


def tiled_stem(game, map_id: str) -> str:
    """File stem of a map tiled over the paper, named by its scale: 'map-100-tiled', 'map-150-tiled'."""
    return f"{map_stem(game, map_id)}-{round(getattr(game.maps[map_id], 'print_scale', 1.0) * 100)}-tiled"


def page_stem(game, map_id: str) -> str:
    """The per-paper component a board becomes: a display on one page, a map tiled."""
    return map_stem(game, map_id) if _is_display(game.maps[map_id]) else tiled_stem(game, map_id)


def piece_images(kind: str, piece_id: str) -> tuple[str, str]:
    """The PNG-set names of a counter's, chit's or card's two faces: 'counters/ID-front', 'counters/ID-back'."""
    return f"{kind}/{piece_id}-front", f"{kind}/{piece_id}-back"
