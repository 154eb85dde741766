"""The game model: frozen dataclasses, no I/O, no rendering. The dataclasses are also the schema."""

from printkit.model.game import Game

__all__ = ["Game"]
