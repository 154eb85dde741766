"""Cut lines for print-then-cut machines: each piece's trim on a sheet's fronts page, the registration
marks the machine's sensor reads from the print, and the print-then-cut area it can register.

Everything here is in points on the page, origin top-left, y down (the scene's coordinates); the writers
(printkit.render.cutfile) turn it into millimetres.

The marks follow the common three-mark layout of print-then-cut cutters (Silhouette's "Type 1"): a filled
square at the top left and an L at the top right and at the bottom left, 5 mm in from the paper's edges
(Silhouette Studio: registration marks Type 1, length 20 mm, thickness 0.5 mm, inset 5 mm), clear of the
page's title and ruler, which start 10 mm in.
A Cricut lays its own frame around an image it prints; what it can register is a 9.25 x 6.75 in area
(6.75 x 9.25 in on a portrait page), drawn on the cut file, centred on the page, so the pieces outside it
can be counted (a warning at build time).
"""

from __future__ import annotations

from printkit.layout.scene import Group, Marker, Rect, Style
from printkit.model.record import record
from printkit.units import PT_PER_IN, PT_PER_MM

MARK_INSET = 5 * PT_PER_MM  # from the paper's edges to the marks' outer corners (clear of the page furniture)
MARK_SQUARE = 5 * PT_PER_MM  # the top-left filled square
MARK_ARM = 20 * PT_PER_MM  # each arm of an L
MARK_THICK = 0.5 * PT_PER_MM
AREA = (6.75 * PT_PER_IN, 9.25 * PT_PER_IN)  # a Cricut's print-then-cut area, portrait
CUT_COMPONENTS = ("counters", "chits", "cards")  # the kit's sheets of pieces to cut
CUT_FORMATS = ("svg", "dxf")
INK = "#000000"


@record(eq=True)
class Piece:
    """One piece's cut: its trim box on the page and the radius of its corners (0: square)."""

    name: str  # 'ctr:ID:COPY' or 'card:ID:COPY' (the read-back note of its face, less the side)
    x: float
    y: float
    w: float
    h: float
    r: float = 0.0


@record(eq=True)
class CutSheet:
    """The cut of one fronts page: the page size, its pieces, and where the marks and the area lie."""

    page: int  # 1-based page of the component's PDF
    width: float
    height: float
    pieces: tuple


def corner_radius(game, component: str) -> float:
    """The corner radius, in points, that the game's data gives the pieces of a component (0: square)."""
    sheet = {"cards": game.cards, "chits": game.chit_sheet}.get(component, game.counter_sheet)
    return float(sheet.corner) if sheet is not None else 0.0


def cut_sheets(pages: list, radius: float = 0.0) -> list[CutSheet]:
    """The fronts pages' cuts: each cut rectangle whose centre carries a front face's read-back note.
    Backs are not cut (the machine cuts the sheet front side up)."""
    out = []
    for n, page in enumerate(pages, 1):
        rects, fronts = [], {}
        _walk(page.items, 0.0, 0.0, 1.0, rects, fronts)
        pieces = []
        for x, y, w, h in rects:
            name = fronts.get((round(x + w / 2, 1), round(y + h / 2, 1)))
            if name is not None:
                pieces.append(Piece(name, x, y, w, h, min(radius, w / 2, h / 2)))
        if pieces:
            out.append(CutSheet(n, page.width, page.height, tuple(pieces)))
    return out


def _walk(items, dx: float, dy: float, k: float, rects: list, fronts: dict) -> None:
    for item in items:
        if isinstance(item, Group):  # (a back offset: x' = dx + scale * x)
            _walk(item.items, dx + k * item.dx, dy + k * item.dy, k * item.scale, rects, fronts)
        elif isinstance(item, Rect) and item.tag and item.tag.startswith("cut:"):
            rects.append((dx + item.x * k, dy + item.y * k, item.w * k, item.h * k))
        elif isinstance(item, Marker) and item.text.endswith(":front"):
            fronts[(round(dx + item.x * k, 1), round(dy + item.y * k, 1))] = item.text.rsplit(":", 1)[0]


def marks(width: float, height: float) -> list[tuple[float, float, float, float]]:
    """The registration marks as filled rectangles (x, y, w, h): the square, then the two L's."""
    i, a, t = MARK_INSET, MARK_ARM, MARK_THICK
    return [(i, i, MARK_SQUARE, MARK_SQUARE),
            (width - i - a, i, a, t), (width - i - t, i, t, a),  # top right: along the top, down the side
            (i, height - i - t, a, t), (i, height - i - a, t, a)]  # bottom left: along the bottom, up the side


def mark_items(width: float, height: float) -> list:
    """The registration marks to print on a fronts page when a cut file is asked for."""
    return [Rect(x, y, w, h, Style(fill=INK)) for x, y, w, h in marks(width, height)]


def area(width: float, height: float) -> tuple[float, float, float, float]:
    """The print-then-cut area (x, y, w, h), centred on the page, turned to the page's orientation."""
    aw, ah = AREA if height >= width else AREA[::-1]
    return ((width - aw) / 2, (height - ah) / 2, aw, ah)


def outside(sheet_w: float, sheet_h: float, boxes) -> int:
    """How many boxes (x, y, w, h) do not lie wholly inside the print-then-cut area."""
    ax, ay, aw, ah = area(sheet_w, sheet_h)
    eps = 0.01
    return sum(1 for x, y, w, h in boxes
               if x < ax - eps or y < ay - eps or x + w > ax + aw + eps or y + h > ay + ah + eps)

