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
# what a marker is for: its ground and silhouette on the counter sheet (printkit.layout.marker_icons.FUNCTIONS)
MarkerFunction = Literal[
    "supply", "assault", "turn", "prestige", "control", "air", "zoc", "production", "drm", "movement",
    "weather", "commit", "event", "smoke", "suppressed", "overwatch", "activated", "fire_used",
    "fire_support", "upper_level", "wreck", "initiative", "wavering",
]
# a marker's silhouette (printkit.layout.silhouettes.SILHOUETTES)
Silhouette = Literal[
    "tank", "wreck", "howitzer", "rocket_launcher", "helicopter", "jet", "fighter", "rifle", "binoculars",
    "jerrycan", "building", "smoke", "cloud", "arrow",
]
# NATO unit-size (echelon) marks printed above the unit symbol
Echelon = Literal["I", "II", "III", "X", "XX", "XXX", "XXXX", "XXXXX"]
Point = tuple[float, float]  # millimetres from the map's top-left corner
Scalar = str | int | float
Board = AreaMap | HexMap | Display
Chart = Table | RangeTable | ItemList | Steps | RollChart | Ladder

__all__ = ["Literal", "Status", "Symbol", "MarkerFunction", "Silhouette", "Echelon", "Point", "Scalar", "Board", "Chart"]
