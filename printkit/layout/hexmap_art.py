"""Hex-map drawing that reads like a published map: rivers that meander along their hexsides, joined where they
meet, thinning to their source and running on past the map edge; water hexsides as narrow channels; town
symbols; and place names set clear of everything by the label placer."""

from __future__ import annotations

import math

from printkit.layout.curves import chaikin
from printkit.layout.hex_regions import _k, noise
from printkit.layout.hex_terrain import WATER_INK
from printkit.layout.labels import Label, Placer, place_all, text_box
from printkit.layout.scene import Circle, Polygon, Style, Text

INK = "#1a1a1a"
SIDE_WIDTH = {"river": 2.6, "water": 4.2}  # at a hex of 36 pt


def new_placer(frame) -> Placer:
    x0, y0, x1, y1 = frame
    return Placer((x0 + 1, y0 + 1, x1 - 1, y1 - 1))


def box_of(text: Text):
    return text_box(text)


def hexside_features(board, sp, ox, oy, s, water_hexes=frozenset()) -> tuple[list, list]:
    """Hexside features (rivers, water hexsides) as drawn courses: drawn items, and each course's points and
    width (obstacles for labels). water_hexes: the on-map hexes of water terrain (where a river meets the
    sea it ends at full width; elsewhere a free end is its source and thins out)."""
    by_kind: dict[str, list] = {}
    for side in board.all_hexsides():
        (x1, y1), (x2, y2) = sp.shared_side(*side.between)
        by_kind.setdefault(side.feature, []).append(((ox + x1, oy + y1), (ox + x2, oy + y2)))
    corner_hexes: dict = {}
    for col in range(board.grid.columns[0], board.grid.columns[1] + 1):
        for row in range(board.grid.rows[0], board.grid.rows[1] + 1):
            label = sp.label(col, row)
            for x, y in sp.corners(col, row):
                corner_hexes.setdefault(_k((ox + x, oy + y)), []).append(label)
    wet = {v for segs in by_kind.get("water", []) for v in (_k(segs[0]), _k(segs[1]))}
    wet |= {v for v, labels in corner_hexes.items() if any(lab in water_hexes for lab in labels)}
    gw, gh = sp.extent()
    frame = (ox, oy, ox + gw, oy + gh)
    items, lines = [], []
    for kind in sorted(by_kind, key=lambda k: k != "water"):  # water hexsides first, rivers over them
        t = (board.hexsides_types or {}).get(kind)
        color = str(t.color) if t else "#2d6db5"
        width = SIDE_WIDTH.get(kind, 2.2) * s / 36
        for course, ends in _courses(by_kind[kind], corner_hexes, frame, s):
            if kind == "water":
                pts = _meander(course, s * 0.06)
                items += [Polygon(tuple(pts), Style(stroke=WATER_INK, width=width + 1.2 * s / 36), closed=False),
                          Polygon(tuple(pts), Style(stroke=color, width=width), closed=False)]
            else:
                pts = _meander(course, s * 0.13)
                items += _tapered(pts, color, width, [e == "free" and _k(p) not in wet
                                                      for e, p in zip(ends, (course[0], course[-1]))], s)
            lines.append((pts, width))
    return items, lines


def river_names(placer: Placer, board, sp, ox: float, oy: float, s: float) -> list:
    """Each named river's name (HexMap.rivers) beside the middle of its course, clear of every label, symbol and
    line; only a name the rules give (status printed or derived, the river's or else the map's): no invented
    names on the map."""
    from printkit.fonts import width
    from printkit.colors import mix

    out = []
    for river in board.rivers:
        if (river.status or board.status) not in ("printed", "derived"):
            continue
        mids = []
        for a, b in river.hexsides:
            (x1, y1), (x2, y2) = sp.shared_side(a, b)
            mids.append((ox + (x1 + x2) / 2, oy + (y1 + y2) / 2))
        cx, cy = sum(x for x, _ in mids) / len(mids), sum(y for _, y in mids) / len(mids)
        t = (board.hexsides_types or {}).get(river.feature)
        ink = mix(str(t.color) if t else "#2d6db5", "#000000", 0.45)
        size, font = s * 0.16, "DejaVuSans-Bold"
        w = width(river.name, size, font)

        def crowding(p):  # a label beside this hexside: how much it covers, then how far from the middle
            boxes = [(p[0] + d, p[1] - size * 0.5, p[0] + d + w, p[1] + size * 0.5) for d in (s * 0.1, -s * 0.1 - w)]
            return min(placer._cost(b) for b in boxes), (p[0] - cx) ** 2 + (p[1] - cy) ** 2

        anchor = min(mids, key=crowding)  # the clearest hexside, the one nearest its middle among equals
        out.append(placer.place(Label(river.name, anchor, size, font, ink, priority=1, gap=2.0, radius=s * 0.06,
                                      prefer=((1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)))))
    return out


def _courses(segments, corner_hexes, frame, s):
    """Segments joined into courses between junctions and ends; an end on the map edge runs on off the map.
    Yields (points, (start kind, end kind)) with kinds 'junction', 'edge' or 'free'."""
    from printkit.layout.curves import chains

    degree: dict = {}
    for a, b in segments:
        degree[_k(a)] = degree.get(_k(a), 0) + 1
        degree[_k(b)] = degree.get(_k(b), 0) + 1
    for chain in chains(segments):
        ends = []
        for i in (0, -1):
            p = chain[i]
            if degree[_k(p)] > 1:
                ends.append("junction")
            elif len(corner_hexes.get(_k(p), ())) < 3:
                ends.append("edge")
                out = _outward(p, frame, s)
                if i == 0:
                    chain = [out] + chain
                else:
                    chain = chain + [out]
            else:
                ends.append("free")
        yield chain, tuple(ends)


def _outward(p, frame, s):
    """A point beyond the nearest side of the frame from p."""
    x0, y0, x1, y1 = frame
    d = {(-1, 0): p[0] - x0, (1, 0): x1 - p[0], (0, -1): p[1] - y0, (0, 1): y1 - p[1]}
    (dx, dy), dist = min(d.items(), key=lambda kv: kv[1])
    return p[0] + dx * (dist + s * 0.4), p[1] + dy * (dist + s * 0.4)


def _meander(chain, amp) -> list:
    """A course along hexsides with an irregular meander: each hexside bends its own way by its own amount,
    in one or two loops, with a little noise (none at the corners, so courses that meet there still meet);
    the corners are eased by corner cutting."""
    pts = [chain[0]]
    for p, q in zip(chain, chain[1:]):
        length = math.hypot(q[0] - p[0], q[1] - p[1])
        if length < 1e-9:
            continue
        nx, ny = -(q[1] - p[1]) / length, (q[0] - p[0]) / length
        seed = f"r{sorted((_k(p), _k(q)))}"
        a = amp * (0.45 + 0.55 * abs(noise(seed, 0)))
        one, two = noise(seed, 1), noise(seed, 2) * 0.6
        shift = 0.25 * noise(seed, 3)
        n = 9
        for k in range(1, n):
            t = k / n
            tt = min(1.0, max(0.0, t + shift * math.sin(math.pi * t)))
            env = math.sin(math.pi * t)
            off = a * env * (one * math.sin(math.pi * tt) + two * math.sin(2 * math.pi * tt)
                             + 0.25 * noise(seed, 10 + k))
            pts.append((p[0] + (q[0] - p[0]) * t + nx * off, p[1] + (q[1] - p[1]) * t + ny * off))
        pts.append(q)
    return chaikin(pts, 2)


def _tapered(pts, color, width, sources, s) -> list:
    """The river at its width, thinning over its last hexside towards a source (a free end)."""
    from printkit.layout.curves import length as run_length

    total = run_length(pts)
    fade = min(s * 0.75, total * 0.4)
    if not any(sources) or total < 1e-6:
        return [Polygon(tuple(pts), Style(stroke=color, width=width), closed=False)]
    out = []
    cut_a = fade if sources[0] else 0.0
    cut_b = total - fade if sources[1] else total
    body = _between(pts, cut_a, cut_b)
    if len(body) > 1:
        out.append(Polygon(tuple(body), Style(stroke=color, width=width), closed=False))
    for is_source, (a, b, toward) in zip(sources, ((0.0, cut_a, 0), (cut_b, total, 1))):
        if not is_source:
            continue
        steps = 4
        for k in range(steps):
            lo = a + (b - a) * k / steps
            hi = a + (b - a) * (k + 1) / steps
            part = _between(pts, lo, hi + 0.3)
            frac = (k + 0.5) / steps
            w = width * (0.3 + 0.7 * (frac if toward == 0 else 1 - frac))
            out.append(Polygon(tuple(part), Style(stroke=color, width=w), closed=False))
    return out


def _between(pts, a: float, b: float) -> list:
    """The part of a polyline from distance a to distance b along it."""
    out, d = [], 0.0
    for p, q in zip(pts, pts[1:]):
        seg = math.hypot(q[0] - p[0], q[1] - p[1])
        if seg == 0:
            continue
        lo, hi = max(a, d), min(b, d + seg)
        if lo <= hi:
            for t in ((lo - d) / seg, (hi - d) / seg):
                pt = (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
                if not out or out[-1] != pt:
                    out.append(pt)
        d += seg
    return out


def town(x: float, y: float, s: float) -> list:
    """A town (named, not a city): a small ringed dot."""
    return [Circle(x, y, s * 0.055, Style(fill=INK, stroke="#ffffff", width=0.5))]


def symbol_box(x: float, y: float, s: float, info):
    """The space a hex's symbols take (for the label placer)."""
    r = s * (0.23 if info.city or info.factory else 0.13 if info.levels else 0.07)
    top = y - r * (1.6 if info.factory else 1)
    return (x - r, top, x + r, y + r)


def place_names(placer: Placer, names, at, s) -> list:
    """Place names: a building's or a town's (given with candidate anchors over it) centred on it, where it
    is clearest; the others beside their symbols: cities bold and larger (factories first), towns and other
    places in regular type; each clear of every other label, symbol and line."""
    from printkit.fonts import width

    from printkit.layout.labels import ASCENT, DESCENT

    below = ((0, 1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1), (0, -1))
    out, labels = [], []
    for label, info, anchors in names:
        if anchors:
            out.append(_on_building(placer, info.name, *anchors, s))
            continue
        city = info.city or info.factory
        size = s * (0.19 if info.factory else 0.17 if city else 0.15)
        labels.append(Label(info.name, at(label), size, "DejaVuSans-Bold" if city else "DejaVuSans",
                            INK if city else "#3a3a3a", priority=2 if info.factory else 1 if city else 0,
                            gap=1.5, radius=s * (0.23 if city else 0.07), prefer=below))
    return out + place_all(placer, labels)


def _on_building(placer: Placer, name: str, anchors, room, s) -> Text:
    """A name set on its building or town: the candidate spot clear of every label and rule mark that keeps
    most of it on the building (`room`), in the largest of the sizes tried that has one."""
    from printkit.fonts import width

    from printkit.layout.labels import ASCENT, DESCENT, halo_width

    font = "DejaVuSans-Bold"
    tried = []
    size = s * 0.15
    while size >= 5.6:
        w = width(name, size, font)

        def cost(p, w=w, size=size):
            pad = 1.5 + 2 * halo_width(size)  # its halo and the neighbour's apart, and a little air: no name runs into a hex number
            box = (p[0] - w / 2 - pad, p[1] - ASCENT * size, p[0] + w / 2 + pad, p[1] + DESCENT * size)
            return placer._cost(box) + 6 * ((box[2] - box[0]) * (box[3] - box[1]) - _overlap(box, room))

        c, i, p = min((cost(p), i, p) for i, p in enumerate(anchors))
        tried.append((c, -size, i, p, size))
        if c < 1.0:  # clear and on the building: the largest size that is
            break
        size *= 0.94
    _, _, _, p, size = min(tried)
    return placer.place(Label(name, (p[0], p[1] - (ASCENT - DESCENT) * size / 2), size, font, INK, gap=0.0,
                              radius=0.0, prefer=((0, 0), (0, 1), (0, -1))))


def _overlap(a, b) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def key_sample(kind: str, color: str, width: float, x: float, y: float) -> list:
    """The key's sample of a hexside feature: a short reach of river, or a water channel with its shores."""
    pts = tuple((x + 22 * k / 10, y + 1.6 * math.sin(k * 0.9 + 0.4) * (0.4 + 0.6 * (k % 3 == 1))) for k in range(11))
    if kind == "water":
        return [Polygon(pts, Style(stroke=WATER_INK, width=width + 1.2), closed=False),
                Polygon(pts, Style(stroke=color, width=width), closed=False)]
    return [Polygon(pts, Style(stroke=color, width=width), closed=False)]
