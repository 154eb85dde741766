"""The game model: frozen records (model.record), no I/O, no rendering. Their annotations are also the schema."""

from printkit.model.game import Game

__all__ = ["Game"]
