"""The model's record classes as the loader and the format's reference read them: their type hints (resolved
against every name the model modules define) and their fields, each computed once per class."""

from __future__ import annotations

import typing
from functools import lru_cache

from printkit.model.record import fields as record_fields


@lru_cache(maxsize=1)
def _model_names() -> dict:
    """Every name the model modules define (some are imported there only for type checking)."""
    from printkit.model import boards, cards, charts, common, game, geo, hints, pieces, scenarios, support

    names: dict = {}
    for module in (common, pieces, boards, charts, scenarios, support, game, hints, geo, cards):
        names.update(vars(module))
    return names


@lru_cache(maxsize=None)
def _hints(cls) -> dict:
    """The class's type hints, its names resolved in the model and in its own module (a record of a module the
    game does not use, such as model/shop.py)."""
    import sys

    return typing.get_type_hints(cls, globalns={**_model_names(), **vars(sys.modules[cls.__module__])})


@lru_cache(maxsize=None)
def _fields(cls) -> tuple:
    return record_fields(cls)
