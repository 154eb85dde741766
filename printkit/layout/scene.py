"""The scene: pages of simple shapes and text in points, origin top-left, y downwards.

Renderers translate scenes and nothing else; all measurement happens in layout.
"""

from __future__ import annotations

from typing import Literal, Union

# records, not dataclasses: creating these eleven classes with `dataclasses` cost every build ~8 ms
from printkit.model.record import field, record


@record(eq=True)
class Style:
    """Paint of a shape. None means no fill / no stroke."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 0.5
    dash: tuple[float, ...] | None = None
    opacity: float = 1.0
    round: bool = False  # round joins and caps (a drawn line: rivers, roads, water lines), else mitred and butt


NONE = Style()


@record(eq=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    style: Style = NONE
    tag: str | None = None


@record(eq=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    style: Style = Style(stroke="#000000")


@record(eq=True)
class Polygon:
    points: tuple[tuple[float, float], ...]
    style: Style = NONE
    closed: bool = True


@record(eq=True)
class Circle:
    cx: float
    cy: float
    r: float
    style: Style = NONE


@record(eq=True)
class Ellipse:
    cx: float
    cy: float
    rx: float
    ry: float
    style: Style = NONE


@record(eq=True)
class Text:
    """A single line of text; (x, y) is the baseline point at the anchor."""

    x: float
    y: float
    text: str
    size: float = 9.0
    font: str = "DejaVuSans"
    fill: str = "#000000"
    anchor: Literal["start", "middle", "end"] = "start"
    angle: float = 0.0  # degrees, counter-clockwise as seen on the page, about (x, y)
    halo: str | None = None  # a map label's knock-out halo colour (layout/labels.knock_out draws it as shapes)


@record(eq=True)
class Marker:
    """Invisible text that names what is drawn here, for read-back verification (PDF and SVG)."""

    x: float
    y: float
    text: str


@record(eq=True)
class Group:
    """Items scaled by `scale` then translated by (dx, dy), optionally clipped to a rectangle given in the
    coordinates outside the group."""

    items: tuple
    dx: float = 0.0
    dy: float = 0.0
    clip: tuple[float, float, float, float] | None = None
    scale: float = 1.0


Item = Union[Rect, Line, Polygon, Circle, Ellipse, Text, Marker, Group]


def texts_in(items):
    """Every Text among the items, groups opened (their coordinates are not mapped: the words, not where)."""
    for item in items:
        if isinstance(item, Text):
            yield item
        elif isinstance(item, Group):
            yield from texts_in(item.items)


@record(eq=True, frozen=False)
class Page:
    """One page: size in points and its items in drawing order."""

    width: float
    height: float
    name: str
    items: list = field(default_factory=list)
    trim: tuple[float, float, float, float] | None = None  # x, y, w, h of the finished piece; None: the page
    bleed: tuple[float, float, float, float] | None = None  # x, y, w, h the art runs to; None: the trim

    def add(self, *items) -> None:
        self.items.extend(items)


@record(eq=True, frozen=False)
class Document:
    """A titled sequence of pages (one component, or a whole kit)."""

    title: str
    pages: list[Page] = field(default_factory=list)
