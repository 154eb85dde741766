"""What every printed page carries: title line, scale ruler (100 mm and 4 in), 'print at 100 %'."""

from __future__ import annotations

from printkit.layout.scene import Line, Page, Rect, Style, Text
from printkit.units import PT_PER_IN, PT_PER_MM

MARGIN = 12 * PT_PER_MM  # printers rarely print closer to the edge than ~5 mm; keep well inside
RULER_HEIGHT = 9 * PT_PER_MM  # space reserved at the bottom of every page
INK = "#222222"
THIN = Style(stroke=INK, width=0.4)


def running_title(game) -> str:
    """The kit's title on every running head: the cover's (kit.title) when the game gives one, so no page of a
    kit names the game differently from the next."""
    return game.kit.title or game.title


def header(page: Page, title: str, subtitle: str = "") -> None:
    """Title at the top-left, subtitle at the top-right."""
    from printkit.fonts import width
    from printkit.layout.textflow import fit

    from printkit.layout.typography import TYPE_SCALE, step

    y = MARGIN - 2
    room = page.width - 2 * MARGIN - (width(subtitle, 7, "DejaVuSans") + 10 if subtitle else 0)
    size = step(fit(title, TYPE_SCALE["title"], room, "DejaVuSans-Bold"))
    page.add(Text(MARGIN, y, title, size, "DejaVuSans-Bold", INK))
    if subtitle:
        page.add(Text(page.width - MARGIN, y, subtitle, 7, "DejaVuSans", "#555555", "end"))


def refit_header(page: Page) -> None:
    """Shrink the title again when the subtitle has grown (a translation): title and subtitle never meet."""
    from printkit.model.record import replace

    from printkit.fonts import width
    from printkit.layout.textflow import fit

    y = MARGIN - 2
    heads = [(i, t) for i, t in enumerate(page.items) if isinstance(t, Text) and abs(t.y - y) < 0.01 and not t.angle]
    titles = [(i, t) for i, t in heads if t.anchor == "start" and t.x == MARGIN]
    subs = [t for _, t in heads if t.anchor == "end"]
    if not titles or not subs:
        return
    i, title = titles[0]
    room = page.width - 2 * MARGIN - width(subs[0].text, subs[0].size, subs[0].font) - 10
    from printkit.layout.typography import step

    size = step(min(title.size, fit(title.text, title.size, room, title.font)))
    if size < title.size:
        page.items[i] = replace(title, size=size)


def ruler(page: Page, x: float | None = None, y: float | None = None) -> None:
    """A 100 mm and a 4 in scale with ticks, and the instruction to print at actual size."""
    x = MARGIN if x is None else x
    base = page.height - MARGIN + 2 if y is None else y  # the shared baseline between the two scales
    mm100 = 100 * PT_PER_MM
    page.add(Line(x, base, x + mm100, base, THIN))
    for i in range(0, 101):
        tick = 3.2 if i % 10 == 0 else (2.2 if i % 5 == 0 else 1.2)
        page.add(Line(x + i * PT_PER_MM, base, x + i * PT_PER_MM, base - tick * PT_PER_MM / 2.5, THIN))
    page.add(Text(x + mm100, base - 4.5, "100 mm", 6, "DejaVuSans", INK, "end"))
    inch4 = 4 * PT_PER_IN
    for i in range(0, 33):  # eighths of an inch below the line
        tick = 3.2 if i % 8 == 0 else (2.2 if i % 4 == 0 else 1.2)
        page.add(Line(x + i * PT_PER_IN / 8, base, x + i * PT_PER_IN / 8, base + tick * PT_PER_MM / 2.5, THIN))
    page.add(Line(x, base, x + inch4, base, THIN))
    page.add(Text(x + inch4 + 3, base + 5.5, "4 in", 6, "DejaVuSans", INK))
    page.add(Text(page.width - MARGIN, base + 2, "Print at 100 % / actual size – no 'fit to page'", 6,
                  "DejaVuSans-Bold", INK, "end"))


def content_box(page: Page) -> tuple[float, float, float, float]:
    """The printable area left between header and ruler: x, y, w, h."""
    top = MARGIN + 6
    return MARGIN, top, page.width - 2 * MARGIN, page.height - top - MARGIN - RULER_HEIGHT


def frame(page: Page, rect, color: str = "#999999") -> None:
    x, y, w, h = rect
    page.add(Rect(x, y, w, h, Style(stroke=color, width=0.3)))
