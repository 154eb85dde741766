"""Type names the model's annotations use, for the schema only (the model modules never import typing).

Annotations in the model are strings (`from __future__ import annotations`); the schema resolves them
with these names in scope.
"""

from __future__ import annotations

from typing import Literal

from printkit.model.boards import AreaMap, Display, HexMap
from printkit.model.charts import ItemList, Ladder, RangeTable, RollChart, Steps, Table

Status = Literal["printed", "derived", "reconstructed", "unknown"]
Symbol = Literal[
    "infantry", "irregular", "infantry_gun", "armored_cavalry", "motorized", "armor",
    "cavalry", "artillery", "engineer", "recon", "mechanized", "aircraft", "none",
    "parachute", "special_forces", "naval_infantry",
]
Point = tuple[float, float]  # millimetres from the map's top-left corner
Scalar = str | int | float
Board = AreaMap | HexMap | Display
Chart = Table | RangeTable | ItemList | Steps | RollChart | Ladder

__all__ = ["Literal", "Status", "Symbol", "Point", "Scalar", "Board", "Chart"]
