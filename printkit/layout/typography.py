"""The kit's typography: one type scale, and printed text set with ≥, −, en dashes (printkit.fmt.typeset).

TYPE_SCALE is the one place the sizes of the text pages (player aid, odds card, setup and scenario cards) and
of every page's running head and ruler come from; verify.typography checks a built kit against it. Counter
faces, map labels and card art fit their text to a drawn shape and are not on the scale.
"""

from __future__ import annotations

from printkit.fmt import typeset
from printkit.layout.scene import Group, Text
from printkit.model.record import replace

# points: the running head and table titles, headings, body text, small (notes, legends), caption (sources,
# ruler), and the display size of big figures on a scenario card
# ruler) and the display size of big figures on a scenario card. Headings are body size in bold.
TYPE_SCALE = {"display": 13.5, "title": 9.5, "body": 8.0, "small": 7.0, "caption": 6.0}
SIZES = tuple(sorted(set(TYPE_SCALE.values())))
TEXT_PAGES = ("aid", "odds", "setup")  # the components set on the scale (verify.typography reads the same)


def step(size: float) -> float:
    """The size of the scale at or just below `size` (text that fits in a size fits in a smaller one); a size
    under the smallest step stays as it is (verify reports it)."""
    below = [s for s in SIZES if s <= size + 1e-6]
    return below[-1] if below else size


def step_below(size: float) -> float | None:
    """The next smaller size of the scale (None under the smallest)."""
    smaller = [s for s in SIZES if s < size - 1e-6]
    return smaller[-1] if smaller else None


def as_printed(game) -> frozenset[str]:
    """Texts the game prints as they are, never retypeset: the columns of an odds CRT ('1-2', '3-1'), counter
    labels and names (unit designations), and every rating a counter prints."""
    from printkit.model.charts import Table

    keep: set[str] = set()
    for chart in game.charts.values():
        if isinstance(chart, Table) and chart.combat is not None and chart.combat.kind == "odds":
            keep.update(chart.columns.labels())
    for pieces in (game.counters, game.chits):
        for c in (pieces.pieces if pieces else ()):
            keep.update(str(v) for v in (c.label, getattr(c, "name", None)) if _hyphenated(v))
    for utype in (getattr(game, "unit_types", None) or {}).values():
        keep.update(str(v) for v in (getattr(utype, "values", None) or {}).values() if _hyphenated(v))
    return frozenset(keep)


def _hyphenated(value) -> bool:
    """A designation or rating with a hyphen between figures ('1-2', '4-4-6'); a lone '-' (no rating) is no
    designation: it is set as an en dash like every dash standing alone."""
    text = str(value or "")
    return "-" in text and any(ch.isdigit() for ch in text)


def typeset_pages(pages: list, keep=frozenset(), scale: bool = False) -> list:
    """The pages with every text set by fmt.typeset (a new scene; the items are records); with `scale`, every
    size a block asked for set in the step of the type scale at or below it (a text page)."""
    out = []
    for page in pages:
        items = [_item(i, keep, scale) for i in page.items]
        out.append(replace(page, items=items) if any(a is not b for a, b in zip(items, page.items)) else page)
    return out


def _item(item, keep, scale):
    if isinstance(item, Text):
        text = typeset(item.text, keep)
        size = step(item.size) if scale else item.size
        return item if text == item.text and size == item.size else replace(item, text=text, size=size)
    if isinstance(item, Group):
        if scale and item.scale != 1.0:  # drawn art at another scale (a counter on a setup card): not type
            scale = False
        inner = tuple(_item(i, keep, scale) for i in item.items)
        return item if all(a is b for a, b in zip(inner, item.items)) else replace(item, items=inner)
    return item
