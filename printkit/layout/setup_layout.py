"""The lay-out part of a setup card: the counters themselves, at their real size, grouped by the hex, area,
zone or box they start in, in map order, and the reinforcements on a turn strip under the turn they enter.

A player puts each counter on its picture, then carries the groups to the map.
"""

from __future__ import annotations

from printkit.layout.scene import Marker, Rect, Style, Text
from printkit.layout.textflow import fit

INK = "#1a1a1a"
GAP = 6.0  # between counters of a group
HEAD = 11.0  # a group's heading
CAPTION = 8.0  # the "x3" under a counter
PAD = 8.0  # between groups


def _map_order(game):
    """Location -> sort key: areas and zones in the order the map lists them, hexes by label, boxes after."""
    order: dict[str, tuple] = {}
    for board in game.maps.values():
        for i, a in enumerate(getattr(board, "areas", ()) or ()):
            order.setdefault(a.id, (0, i, ""))
        for i, z in enumerate(getattr(board, "zones", None) or {}):
            order.setdefault(z, (0, i, ""))
        for i, b in enumerate(getattr(board, "boxes", ()) or ()):
            order.setdefault(b.id, (2, i, ""))
    return order


def groups(game, placements) -> list[tuple[str, list]]:
    """[(location, [placement ...])] in map order; a location not on any map (an edge, a chart box) last,
    in the order the scenario names it."""
    order = _map_order(game)
    seen: dict[str, list] = {}
    for p in placements:
        seen.setdefault(p.location, []).append(p)

    def key(item):
        loc, _ = item
        base = loc.partition("/")[0]
        if loc in order or base in order:
            return order.get(loc, order.get(base)) + (loc,)
        if loc[:1].isdigit() or (len(loc) <= 4 and loc[1:].isdigit()):
            return (1, 0, loc)  # a hex: by its label (column, then row)
        return (3, list(seen).index(loc), loc)

    return sorted(seen.items(), key=key)


def location_title(game, location: str) -> str:
    from printkit.layout.place_names import location_name, zone_name

    name = zone_name(game, location)
    return location_name(game, location) if name == location else name


def _mini(game, counter, x: float, y: float, quantity: int, tag: str) -> list:
    """One counter's front at real size with its cut outline, and 'x3' under it for three copies."""
    from printkit.layout.counters import draw_face

    s = game.counter_sheet.size
    items = [i for i in draw_face(game, counter, "front", x, y, s, 0) if not isinstance(i, Marker)
             and not (isinstance(i, Rect) and i.tag)]
    items.append(Rect(x, y, s, s, Style(stroke="#333333", width=0.4)))
    items.append(Marker(x + s / 2, y + s / 2, f"ctr:{counter.id}:{tag}:setup"))  # preflight: text on a counter
    if quantity > 1:
        items.append(Text(x + s / 2, y + s + CAPTION - 1, f"x{quantity}", 7, "DejaVuSans-Bold", INK, "middle"))
    return items


def _group_size(game, title: str, members: list) -> tuple[float, float]:
    from printkit.fonts import width

    s = game.counter_sheet.size
    w = max(len(members) * (s + GAP) - GAP, width(title, 7.5, "DejaVuSans-Bold"))
    return w, HEAD + s + CAPTION


def layout_block(game, placements, x: float, y: float, w: float, tag: str) -> tuple[list, float]:
    """The groups packed left to right, wrapping; each group is its heading over its counters."""
    counters = {c.id: c for c in game.counters.pieces}
    s = game.counter_sheet.size
    items: list = []
    cx, cy, row_h = x, y, 0.0
    for n, (loc, members) in enumerate(groups(game, placements)):
        title = location_title(game, loc)
        per_row = max(1, int((w + GAP) // (s + GAP)))
        chunks = [members[i:i + per_row] for i in range(0, len(members), per_row)]
        for k, chunk in enumerate(chunks):
            gw, gh = _group_size(game, title, chunk)
            gw = min(gw, w)
            if cx > x and cx + gw > x + w:
                cx, cy, row_h = x, cy + row_h + PAD, 0.0
            head = title
            items.append(Text(cx, cy + 8, head, fit(head, 7.5, gw, "DejaVuSans-Bold"), "DejaVuSans-Bold", INK))
            for i, p in enumerate(chunk):
                items += _mini(game, counters[p.counter], cx + i * (s + GAP), cy + HEAD, p.quantity, f"{tag}{n}.{k}.{i}")
            cx += gw + 2 * PAD
            row_h = max(row_h, gh)
    return items, (cy + row_h - y) if items else 0.0


def is_reinforcement(p) -> bool:
    """It enters later: a numbered entry turn, or a historical entry turn other than 'at start'."""
    return p.turn is not None or (p.entry_h is not None and p.entry_h.strip().lower() != "at start")


def entry_label(p) -> str:
    return str(p.turn) if p.turn is not None else p.entry_h


def turn_labels(scenario) -> list[str] | None:
    """The scenario's turns as printed on a track (model.scenarios.Scenario.turn_labels)."""
    return scenario.turn_labels()


def turn_track(turn_word: str, labels: list[str], marked: set[str], x: float, y: float, w: float):
    """The turns as a strip of boxes, a turn with reinforcements shaded: (items, height, {label: x})."""
    from printkit.fonts import width

    label = width(turn_word, 7.5, "DejaVuSans-Bold") + 8
    widest = max(width(t, 7, "DejaVuSans-Bold") for t in labels) + 6
    cell = min(max(24.0, widest), (w - label) / max(1, len(labels)))
    items: list = [Text(x, y + 11, turn_word, 7.5, "DejaVuSans-Bold", INK)]
    for i, t in enumerate(labels):
        cx = x + label + i * cell
        items.append(Rect(cx, y + 2, cell - 1, 13, Style(fill="#d9d2bf" if t in marked else "#ffffff", stroke=INK,
                                                         width=0.5)))
        items.append(Text(cx + (cell - 1) / 2, y + 11.5, t, fit(t, 7, cell - 3, "DejaVuSans-Bold"), "DejaVuSans-Bold",
                          INK, "middle"))
    return items, 20.0, {t: x + label + i * cell for i, t in enumerate(labels)}


def strip_block(game, placements, turn_word: str, x: float, y: float, w: float, tag: str,
                scenario=None) -> tuple[list, float]:
    """The reinforcements: the scenario's turn track (when its turns are known), then a box per entry turn and
    place, in entry order and under its turn, holding the counters that enter there."""
    from printkit.fonts import width

    counters = {c.id: c for c in game.counters.pieces}
    s = game.counter_sheet.size
    labels = turn_labels(scenario) if scenario is not None else None
    rank = {t: i for i, t in enumerate(labels or ())}
    boxes: dict[tuple[str, str], list] = {}
    for p in sorted(placements, key=lambda p: rank.get(entry_label(p), len(rank))):
        boxes.setdefault((entry_label(p), p.location), []).append(p)
    items: list = []
    cx, cy, row_h = x, y, 0.0
    under: dict[str, float] = {}  # each turn's box starts under its cell of the track
    if labels and all(entry_label(p) in rank for p in placements):
        track, th, under = turn_track(turn_word, labels, {entry_label(p) for p in placements}, x, y, w)
        items += track
        cy += th
    for n, ((turn, loc), members) in enumerate(boxes.items()):
        head = f"{turn_word} {turn}: {location_title(game, loc)}"
        bw = min(w, max(len(members) * (s + GAP) + GAP, width(head, 7.5, "DejaVuSans-Bold") + 10))
        per_row = max(1, int((bw - GAP) // (s + GAP)))
        rows = (len(members) + per_row - 1) // per_row
        bh = 15 + rows * (s + CAPTION + 2) + 2
        if turn in under:
            cx = max(cx, min(under[turn], x + w - bw))
        if cx > x and cx + bw > x + w:
            cx, cy, row_h = x, cy + row_h + PAD, 0.0
        items.append(Rect(cx, cy, bw, bh, Style(fill="#f4f1e8", stroke=INK, width=0.6)))
        items.append(Rect(cx, cy, bw, 12, Style(fill="#d9d2bf", stroke=INK, width=0.6)))
        items.append(Text(cx + 4, cy + 9, head, fit(head, 7.5, bw - 8, "DejaVuSans-Bold"), "DejaVuSans-Bold", INK))
        for i, p in enumerate(members):
            r, c = divmod(i, per_row)
            items += _mini(game, counters[p.counter], cx + GAP + c * (s + GAP), cy + 15 + r * (s + CAPTION + 2),
                           p.quantity, f"{tag}{n}.{i}")
        cx += bw + PAD
        row_h = max(row_h, bh)
    return items, cy + row_h - y
