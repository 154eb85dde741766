"""Displays placed on a map sheet: a ladder (Foreign Relations Display) drawn as zones joined by arrows
with their costs, and table charts as titled grids."""

from __future__ import annotations

from printkit.layout.scene import Marker, Polygon, Rect, Style, Text
from printkit.units import PT_PER_MM

INK = "#1a1a1a"
ZONE_FILLS = ("#eeeeee", "#dce8f5", "#bcd3ee", "#9cbde6")


def placed_chart(game, placed) -> list:
    chart = game.charts[placed.chart]
    if getattr(chart, "kind", None) == "ladder":
        return ladder_items(game, placed.chart, chart, *(v * PT_PER_MM for v in (*placed.at, placed.width)))
    from printkit.layout.display import _chart

    return _chart(game, placed)


def ladder_items(game, chart_id, chart, x, y, w) -> list:
    """Zones side by side, bottom zone left; between neighbours an up arrow (above) and a down arrow
    (below), each with its minimum RP printed inside. Each arrow carries a marker 'arrow:FROM:TO:COST'."""
    from printkit.layout import blocks
    from printkit.layout.boxes import piece_size, space_note

    from printkit.layout.reconstructed import chart_caption

    items, th = blocks.title_bar(x, y, w, chart_caption(game, chart))
    n = len(chart.zones)
    gap = 36.0
    zw = (w - gap * (n - 1)) / n
    zh = 190.0  # room for the seven 5/8 in country markers in one Zone
    top = y + th + 6
    for i, z in enumerate(chart.zones):
        zx = x + i * (zw + gap)
        items.append(Rect(zx, top, zw, zh, Style(fill=ZONE_FILLS[min(i, 3)], stroke=INK, width=0.8)))
        items.append(Text(zx + zw / 2, top + 12, z.name, 9, "DejaVuSans-Bold", INK, "middle"))
        items.append(Marker(zx + zw / 2, top + 12, f"zone:{chart_id}:{z.id}"))
        items += space_note(zx, top, f"{chart_id}/{z.id}", piece_size(game))  # a Zone holds country markers
    order = {z.id: i for i, z in enumerate(chart.zones)}
    for a in chart.arrows:
        i, j = order[a.from_zone], order[a.to_zone]
        left = min(i, j)
        ax0 = x + left * (zw + gap) + zw + 3
        ax1 = ax0 + gap - 6
        up = j > i
        ay = top + zh / 2 + (-14 if up else 14)
        items += _arrow(ax0, ax1, ay, up)
        label = "?" if a.cost is None else str(a.cost)
        mid = (ax0 + ax1 - 8) / 2 if up else (ax0 + 8 + ax1) / 2  # the middle of the shaft
        items.append(Text(mid, ay + 3.5, label, 9, "DejaVuSans-Bold", "#ffffff", "middle"))
        items.append(Marker((ax0 + ax1) / 2, ay, f"ladder:{a.from_zone}:{a.to_zone}:{label}"))
    legend = f"Arrow: minimum RP to move a country one Zone ({chart.source.split(',')[1].strip() if ',' in chart.source else chart.source})"
    items.append(Text(x, top + zh + 10, legend, 6.5, "DejaVuSans", "#333333"))
    if chart.footnote:
        from printkit.layout.textflow import wrap

        for k, line in enumerate(wrap(chart.footnote, 6.5, w)):
            items.append(Text(x, top + zh + 19 + k * 8, line, 6.5, "DejaVuSans", "#333333"))
    return items


def _arrow(x0, x1, y, right) -> list:
    """A fat arrow from x0 to x1 (pointing right when `right`), 14 pt high."""
    h = 7.0
    head = 8.0
    if right:
        pts = ((x0, y - h * 0.6), (x1 - head, y - h * 0.6), (x1 - head, y - h), (x1, y), (x1 - head, y + h),
               (x1 - head, y + h * 0.6), (x0, y + h * 0.6))
    else:
        pts = ((x1, y - h * 0.6), (x0 + head, y - h * 0.6), (x0 + head, y - h), (x0, y), (x0 + head, y + h),
               (x0 + head, y + h * 0.6), (x1, y + h * 0.6))
    return [Polygon(pts, Style(fill="#2f3b4c"))]
