"""The session's `map`: the game's map as drawn for the kit, with the position's pieces on it (SVG or PNG)."""

from __future__ import annotations

import os

from printkit.errors import RulesError
from printkit.units import PT_PER_MM


STACK_SHOWN = 4


def write_file(path: str, data: bytes) -> None:
    """Write whole or not at all (a temporary file, then a rename)."""
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise RulesError(f"{path}: cannot write: {exc.strerror}") from None


def _board(game):
    from printkit.model.boards import AreaMap, HexMap

    for board in game.maps.values():
        if isinstance(board, (HexMap, AreaMap)):
            return board
    raise RulesError(f"{game.title} has no map to draw")


def places(game, board) -> dict[str, tuple[float, float, float]]:
    """Location -> (x, y, room) in points: the centre of each hex, area or box, and how much room it has."""
    from printkit.rules import hexes as hexrules
    from printkit.layout.boxes import section_centres
    from printkit.model.boards import HexMap

    out: dict[str, tuple[float, float, float]] = {}
    if isinstance(board, HexMap):
        from printkit.hexgrid import all_labels

        sp = hexrules.spec(board)
        ox, oy = (v * PT_PER_MM for v in board.origin)
        s = float(board.grid.hex_size)
        for label in all_labels(board.grid):
            x, y = sp.center(*sp.parse(label))
            out[label] = (ox + x, oy + y, s)
    else:
        from printkit.geometry import area_shapes, centroid

        dots = {a.id: (a.at[0] * PT_PER_MM, a.at[1] * PT_PER_MM) for a in board.areas}
        for a_id, shape in area_shapes(board).items():
            x, y = (v * PT_PER_MM for v in centroid(shape))
            dx, dy = dots[a_id]
            if abs(x - dx) < 40 and abs(y - dy) < 30:  # keep the area's name and dot readable
                x, y = dx, dy + 32
            out[a_id] = (x, y, 40.0)
    for box in board.boxes:
        x, y, w, h = box.rect
        out[box.id] = ((x + w / 2) * PT_PER_MM, (y + h / 2) * PT_PER_MM, min(w, h) * PT_PER_MM)
        for sec, centre in section_centres(box).items():  # where the boxes draw each section (a wrapped track)
            out[f"{box.id}/{sec}"] = centre
    return out


def picture(game, position):
    """A scene page: the map items, then each location's pieces as small labelled squares."""
    from printkit.layout.scene import Page, Rect, Style, Text
    from printkit.model.boards import HexMap

    board = _board(game)
    if isinstance(board, HexMap):
        from printkit.layout.hexmap import hexmap_items

        items = hexmap_items(game, board)
    else:
        from printkit.layout.areamap import map_items

        items = map_items(game, board)
    at = places(game, board)
    stacks: dict[str, list[str]] = {}
    for pid, p in position.pieces.items():
        if p["location"] in at:
            stacks.setdefault(p["location"], []).append(pid)
    for loc, pids in stacks.items():
        x, y, room = at[loc]
        size = max(9.0, min(room * 0.42, 22.0))
        shown = pids[:STACK_SHOWN]
        if len(pids) > STACK_SHOWN:  # a big stack: the top few, and how many more
            k = (STACK_SHOWN - 1) * size * 0.22
            items.append(Text(x + size / 2 + k + 2, y + size * 0.3 + k, f"+{len(pids) - STACK_SHOWN}", size * 0.4,
                              "DejaVuSans-Bold", "#000000"))
        for i, pid in enumerate(shown):
            counter = next(c for c in game.counters.pieces if c.id == position.pieces[pid]["counter"])
            side = game.sides.get(counter.side)
            fill, ink = (str(side.color), str(side.text_color)) if side else ("#dddddd", "#000000")
            dx = dy = i * size * 0.22  # a stack: each piece a little down and to the right
            px, py = x - size / 2 + dx, y - size * 0.45 + dy
            reduced = position.pieces[pid]["reduced"]
            items.append(Rect(px, py, size, size, Style(fill=fill, stroke="#000000", width=0.6,
                                                        dash=(1.5, 1.0) if reduced else None)))
            items.append(Text(px + size / 2, py + size * 0.62, counter.label[:6], size * 0.3, "DejaVuSans-Bold",
                              ink, "middle"))
    w, h = board.size
    return Page(float(w), float(h), f"{game.title}: position", items)


def write(game, position, path: str) -> None:
    page = picture(game, position)
    if path.endswith(".svg"):
        from printkit.render.svg import render_page

        data = render_page(page)
    elif path.endswith(".png"):
        from printkit.render.png import render_page

        data = render_page(page)
    else:
        raise RulesError(f"{path}: give a file name ending in .svg or .png")
    write_file(path, data)
