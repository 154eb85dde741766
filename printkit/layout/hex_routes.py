"""Roads and railways on a hex map as a surveyor lays them: each line of the data (a run of hexes) becomes a
course that passes through every one of its hexes but runs as straight as they allow, instead of swinging
from hex centre to hex centre. Lines of one kind that continue each other are one course; where lines meet,
at a town or a junction, every course goes through the very same point (the hex centre), so nothing ends
short of what it joins; a line that runs off the map runs past the frame (the map clips it)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.layout.curves import catmull_rom
from printkit.layout.scene import Circle, Polygon, Style
from printkit.colors import mix

INK = "#1a1a1a"
REACH = 0.3  # how far (in hexes, flat to flat) a course may stray from a hex centre: well inside the hex


@dataclass
class Course:
    feature: str
    hexes: list  # hex labels in order; an off-map end is None
    points: list  # the drawn points


def _edge_point(label, at, sp, s, away: float = 1.1):
    """A point beyond the map edge nearest to the hex, for a line that runs off the map."""
    x, y = at(label)
    edges = sp.edges(label)
    dx = -1 if "west" in edges else 1 if "east" in edges else 0
    dy = -1 if "north" in edges else 1 if "south" in edges else 0
    if not (dx or dy):
        return x, y
    if dx and dy:  # a corner hex: off the side the hex lies flat against
        if sp.flat:
            dx = 0
        else:
            dy = 0
    return x + dx * s * away, y + dy * s * away


def fixed_hexes(board) -> set:
    """Hexes every course through them must pass at the centre: line ends and junctions of a kind, places
    (cities, towns, named hexes), and hexes where a line of another kind ends."""
    out = set()
    degree: dict = {}
    for line in board.lines:
        for a, b in zip(line.hexes, line.hexes[1:]):
            degree.setdefault((line.feature, a), set()).add(b)
            degree.setdefault((line.feature, b), set()).add(a)
    for (feature, label), nbrs in degree.items():
        if len(nbrs) + sum(1 for ln in board.lines if ln.feature == feature and _off_at(ln, label)) != 2:
            out.add(label)
    ends = {}
    for line in board.lines:
        for label in (line.hexes[0], line.hexes[-1]):
            ends.setdefault(label, set()).add(line.feature)
    for label, kinds in ends.items():
        through = {f for (f, lab) in degree if lab == label}
        if through - kinds or len(kinds) > 1:
            out.add(label)
    for label, info in (board.hexes or {}).items():
        if info.city or info.factory or info.name or info.features:
            out.add(label)
    return out


def _off_at(line, label) -> bool:
    return ("start" in line.off_map and line.hexes[0] == label) or ("end" in line.off_map and line.hexes[-1] == label)


def courses(board, sp, at, s, avoid=None) -> list[Course]:
    """Every line of the map as drawn courses (lines of one kind that continue each other joined). avoid:
    hex label -> a box (x0, y0, x1, y1) the course through that hex keeps off where a small sideways shift of
    its free points allows (the hex's number)."""
    fixed = fixed_hexes(board)
    out = []
    for feature in dict.fromkeys(ln.feature for ln in board.lines):
        links: dict = {}
        for ln in board.lines:
            if ln.feature != feature:
                continue
            seq = list(ln.hexes)
            if "start" in ln.off_map:
                seq.insert(0, ("off", ln.hexes[0]))
            if "end" in ln.off_map:
                seq.append(("off", ln.hexes[-1]))
            for a, b in zip(seq, seq[1:]):
                links.setdefault(a, []).append(b)
                links.setdefault(b, []).append(a)
        for path in _paths(links, fixed):
            pts = [_edge_point(h[1], at, sp, s) if isinstance(h, tuple) else at(h) for h in path]
            centers = list(pts)
            pin = [isinstance(h, tuple) or h in fixed or i in (0, len(path) - 1) for i, h in enumerate(path)]
            pts = _relaxed(pts, centers, pin, s * REACH)
            if avoid:
                grow = half_width(feature, s) + s * 0.02
                boxes = [_grown(avoid.get(h), grow) if not isinstance(h, tuple) else None for h in path]
                pts = _clear_of(pts, centers, pin, boxes, s * REACH)
            out.append(Course(feature, [None if isinstance(h, tuple) else h for h in path], catmull_rom(pts, 6)))
    return out


def _paths(links, fixed) -> list[list]:
    """The line network cut into paths between ends, junctions and fixed hexes (each link used once)."""
    def stop(n):
        return isinstance(n, tuple) or n in fixed or len(links[n]) != 2

    used, out = set(), []
    starts = [n for n in links if stop(n)] + list(links)
    for n in starts:
        for m in links[n]:
            if frozenset((n, m)) in used:
                continue
            path = [n, m]
            used.add(frozenset((n, m)))
            while not stop(path[-1]):
                nxt = [k for k in links[path[-1]] if frozenset((path[-1], k)) not in used]
                if not nxt:
                    break
                used.add(frozenset((path[-1], nxt[0])))
                path.append(nxt[0])
            out.append(path)
    return out


def _relaxed(pts, centers, pin, reach, rounds: int = 60) -> list:
    """Pull each free point towards the middle of its neighbours (a taut string through the hexes), never
    further than `reach` from its hex centre."""
    pts = list(pts)
    for _ in range(rounds):
        for i in range(1, len(pts) - 1):
            if pin[i]:
                continue
            tx = (pts[i - 1][0] + pts[i + 1][0]) / 2
            ty = (pts[i - 1][1] + pts[i + 1][1]) / 2
            x, y = pts[i][0] + 0.7 * (tx - pts[i][0]), pts[i][1] + 0.7 * (ty - pts[i][1])
            cx, cy = centers[i]
            d = math.hypot(x - cx, y - cy)
            if d > reach:
                x, y = cx + (x - cx) * reach / d, cy + (y - cy) * reach / d
            pts[i] = (x, y)
    return pts


def _grown(box, d):
    return None if box is None else (box[0] - d, box[1] - d, box[2] + d, box[3] + d)


def _clear_of(pts, centers, pin, boxes, reach) -> list:
    """The course's free points shifted sideways so the drawn course (the spline through them) crosses fewer
    of the boxes of its hexes: each run of free points between fixed ones moves as one (a straight run stays
    straight), across the line between its fixed ends, by the smallest amount that crosses fewest and keeps
    every point within `reach` of its hex centre; unmoved if none crosses fewer (a box next to a point the
    course must go through may stay crossed)."""
    pts = list(pts)
    mine = [b for b in boxes if b is not None]
    if not mine:
        return pts
    i = 1
    while i < len(pts) - 1:
        if pin[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(pts) - 1 and not pin[j + 1]:
            j += 1
        best, fewest = pts, _crossed(pts, mine)
        (ax, ay), (bx, by) = pts[i - 1], pts[j + 1]
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length, (bx - ax) / length  # across the run's chord: a straight run stays straight
        for k in (1, 2, 3, 4, 5, 6):
            for sign in (1, -1):
                off = sign * reach * k / 6
                trial = list(pts)
                for m in range(i, j + 1):
                    trial[m] = (pts[m][0] + nx * off, pts[m][1] + ny * off)
                if any(math.hypot(trial[m][0] - centers[m][0], trial[m][1] - centers[m][1]) > reach + 1e-6
                       for m in range(i, j + 1)):
                    continue  # out of reach of a hex centre: not a small shift
                n = _crossed(trial, mine)
                if n < fewest:
                    best, fewest = trial, n
            if fewest == 0:
                break
        pts = best
        i = j + 1
    return pts


def _crossed(pts, boxes) -> int:
    """How many of the boxes the spline through pts (as drawn) crosses."""
    line = catmull_rom(pts, 6)
    return sum(any(_crosses(p, q, b) for p, q in zip(line, line[1:])) for b in boxes)


def _crosses(p, q, box) -> bool:
    """Whether segment p-q meets the box (Liang-Barsky)."""
    x0, y0, x1, y1 = box
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for d, lo, hi, v in ((dx, x0, x1, p[0]), (dy, y0, y1, p[1])):
        if abs(d) < 1e-12:
            if v < lo or v > hi:
                return False
            continue
        a, b = (lo - v) / d, (hi - v) / d
        if a > b:
            a, b = b, a
        t0, t1 = max(t0, a), min(t1, b)
        if t0 > t1:
            return False
    return True


def draw(courses_, types, s) -> list:
    """The courses drawn: railways black with white ties, roads as a cased band; casings first, then cores,
    with a round joint where courses meet so no notch shows."""
    under, over = [], []
    for c in courses_:
        t = (types or {}).get(c.feature)
        color = str(t.color) if t else "#3a3a3a"
        a, b = line_art(c.feature, c.points, color, s)
        under.append(a)
        over.append(b)
        for p in (c.points[0], c.points[-1]):
            w = a.style.width
            under.append(Circle(p[0], p[1], w / 2, Style(fill=a.style.stroke)))
            if c.feature != "rail":
                over.append(Circle(p[0], p[1], b.style.width / 2, Style(fill=b.style.stroke)))
    return under + over


def line_art(feature: str, pts, color: str, s: float = 36.0) -> tuple:
    """A railway or a road along points (also the key's sample): the casing and the core."""
    k = s / 36
    if feature == "rail":
        return (Polygon(tuple(pts), Style(stroke=INK, width=1.9 * k), closed=False),
                Polygon(tuple(pts), Style(stroke="#ffffff", width=0.8 * k, dash=(3.0 * k, 3.0 * k)), closed=False))
    return (Polygon(tuple(pts), Style(stroke=mix(color, "#000000", 0.4), width=2.4 * k), closed=False),
            Polygon(tuple(pts), Style(stroke=mix(color, "#ffffff", 0.55), width=1.25 * k), closed=False))


def half_width(feature: str, s: float) -> float:
    """Half the drawn width of a course (what footprints and labels keep clear of)."""
    return (1.9 if feature == "rail" else 2.4) * s / 36 / 2


def dead_ends(board) -> list[tuple[str, str]]:
    """(line name, hex) of each line end that runs off the map in no direction, serves no place (a city, a
    town, a named hex or hex group, a runway) and meets no other line: a line that would stop in the middle
    of nowhere."""
    out = []
    on_line: dict = {}
    for ln in board.lines:
        for h in ln.hexes:
            on_line.setdefault(h, []).append(ln)
    drawn = {h for art in board.art for h in art.hexes}  # a line may lead up to a runway
    for ln in board.lines:
        for end, label in (("start", ln.hexes[0]), ("end", ln.hexes[-1])):
            info = board.info(label)
            if end in ln.off_map or info.city or info.factory or info.name or info.features or info.group \
                    or label in drawn:
                continue
            if any(other is not ln for other in on_line[label]):
                continue
            out.append((ln.name or ln.feature, label))
    return out
