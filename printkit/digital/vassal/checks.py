"""Checks of a built .vmod against what VASSAL 3.7 parses (the defects the real engine showed, kept by CI,
which cannot run VASSAL): every element is a known class with only attributes that class reads, integer
attributes are integers; each map has its board set up by name; every piece definition has the trait type
and state field counts VASSAL writes, names on one line, a key stroke on every flip; every image named is
in the module; zones lie inside their board image; the player sides are the game's factions; every setup
names maps by mapName and puts each piece, through the module's own zones and grid read as VASSAL reads
them (zones first; a sideways grid's origin unswapped), on the hex or zone the scenario names.
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

P = "VASSAL.build."
SNAP_PX = 2  # a setup piece within 2 px of VASSAL's snap point
KEY = re.compile(r"\d+,\d+(,.*)?")
TYPES = {"int": re.compile(r"-?\d+"), "float": re.compile(r"-?\d+(\.\d+)?([eE]-?\d+)?"), "bool": re.compile(r"true|false"),
         "key": re.compile(r"(\d+,\d+(,.*)?)?")}


def check_module(game, path: Path, rep) -> None:
    try:
        z = zipfile.ZipFile(io.BytesIO(path.read_bytes()))
        names = set(z.namelist())
    except (OSError, zipfile.BadZipFile) as exc:
        rep.check(False, f"{path}: not a zip ({exc})")
        return
    try:
        root = ET.fromstring(z.read("buildFile.xml"))
        ET.fromstring(z.read("moduledata"))
    except (KeyError, ET.ParseError) as exc:
        rep.check(False, f"{path}: buildFile.xml / moduledata missing or not XML ({exc})")
        return
    rep.check(root.tag == P + "GameModule", f"{path}: buildFile.xml is not a VASSAL GameModule")
    _elements(root, path, rep)
    _images(root, names, path, rep)
    _slots(root, path, rep)
    maps = _maps(root)
    _boards(root, maps, path, rep)
    _areas(game, root, maps, path, rep)
    _pieces(root, path, rep)
    _sides(game, root, path, rep)
    _reports(root, path, rep)
    _deck(root, path, rep)
    for setup in root.iter(P + "module.PredefinedSetup"):
        if setup.get("useFile") == "true":
            file = setup.get("file")
            if rep.check(file in names, f"{path}: setup {setup.get('name')!r} names {file}, not in the module"):
                sc = next((s for s in game.scenarios.values() if " ".join((s.title or s.id).split()) == setup.get("name")), None)
                if rep.check(sc is not None, f"{path}: setup {setup.get('name')!r} is no scenario of the game"):
                    _setup(game, sc, z.read(file), maps, f"{path}:{file}", rep)
    rep.check(len([s for s in root.iter(P + "module.PredefinedSetup") if s.get("useFile") == "true"])
              == len(game.scenarios), f"{path}: not one pre-defined setup per scenario")


def _elements(root, path, rep) -> None:
    """Known classes only, known attributes only, each value of its attribute's type."""
    from printkit.digital.vassal.schema import ELEMENTS, TEXT_ELEMENTS

    def walk(el, parent_cls):
        if not el.tag.startswith(P):
            rep.check((parent_cls, el.tag) in TEXT_ELEMENTS, f"{path}: <{el.tag}> inside {parent_cls} is not read by VASSAL")
            return
        cls = el.tag[len(P):]
        attrs = ELEMENTS.get(cls)
        if not rep.check(attrs is not None, f"{path}: <{el.tag}> is no VASSAL 3.7 class a module may use"):
            return
        for name, value in el.attrib.items():
            kind = attrs.get(name)
            if rep.check(kind is not None, f"{path}: {cls} has no attribute {name!r} (VASSAL ignores it)"):
                rep.check(bool(TYPES[kind].fullmatch(value)) if kind in TYPES else True,
                          f"{path}: {cls} {name}={value!r} is not {'an integer' if kind == 'int' else 'a ' + kind}")
        for child in el:
            walk(child, cls)

    walk(root, "")


def _images(root, names: set[str], path, rep) -> None:
    from printkit.digital.vassal.encode import parse_add_piece
    from printkit.digital.vassal.traits import piece_images

    wanted = {b.get("image") for b in root.iter(P + "module.map.boardPicker.Board")}
    wanted |= {c.get("fileName") for c in root.iter(P + "widget.Chart")}
    for el in _definitions(root):
        parsed = parse_add_piece(el.text or "")
        if parsed:
            wanted |= piece_images(parsed[1])
    for image in sorted(i for i in wanted if i):
        rep.check(f"images/{image}" in names, f"{path}: refers to image {image}, not in the module")


def _definitions(root):
    for tag in ("widget.PieceSlot", "widget.CardSlot", "module.PrototypeDefinition"):
        yield from root.iter(P + tag)


def _slots(root, path, rep) -> None:
    ids = [int(s.get("gpid")) for s in root.iter(P + "widget.PieceSlot")]
    cards = {}
    for s in root.iter(P + "widget.CardSlot"):  # the copies of one card share their slot id
        cards.setdefault(int(s.get("gpid")), set()).add(s.text)
    rep.check(all(len(t) == 1 for t in cards.values()), f"{path}: card slots share an id with another card")
    ids += list(cards)
    rep.check(len(ids) == len(set(ids)), f"{path}: piece-slot ids repeat")
    nxt = int(root.get("nextPieceSlotId", "0") or 0) if TYPES["int"].fullmatch(root.get("nextPieceSlotId", "0")) else 0
    rep.check(not ids or nxt > max(ids), f"{path}: nextPieceSlotId {nxt} is not above the highest slot id {max(ids or [0])}")


def _pieces(root, path, rep) -> None:
    """Every piece definition as VASSAL decodes it: an AddPiece, each trait's fields, a key on each flip."""
    from printkit.digital.vassal.encode import parse_add_piece
    from printkit.digital.vassal.traits import problems

    protos = {p.get("name") for p in root.iter(P + "module.PrototypeDefinition")}
    for el in _definitions(root):
        what = f"{path}: {el.tag[len(P):]} {el.get('entryName') or el.get('name')!r}"
        parsed = parse_add_piece(el.text or "")
        if rep.check(parsed is not None, f"{what}: its text is not an AddPiece command"):
            for msg in problems(parsed[1], parsed[2], protos):
                rep.check(False, f"{what}: {msg}")
        rep.check("\n" not in (el.get("entryName") or ""), f"{what}: a name on two lines")


def _reports(root, path, rep) -> None:
    """A report in the chat's HTML mode: a raw <...> is read as a tag and vanishes (the player's name)."""
    for tag in ("module.DiceButton", "module.turn.TurnTracker"):
        for el in root.iter(P + tag):
            rep.check("<" not in (el.get("reportFormat") or ""),
                      f"{path}: {tag} {el.get('name')!r} reports {el.get('reportFormat')!r}: the chat drops <...> as HTML")


def _deck(root, path, rep) -> None:
    """A face-down deck hides its cards only through a Mask: every card needs one."""
    from printkit.digital.vassal.encode import parse_add_piece
    from printkit.digital.vassal.traits import trait_id, unnest

    for pile in root.iter(P + "module.map.DrawPile"):
        if pile.get("faceDown") in ("Always", "Use menu to turn face down"):
            for slot in pile.iter(P + "widget.CardSlot"):
                parsed = parse_add_piece(slot.text or "")
                ok = parsed is not None and any(trait_id(t) == "obs" for t in unnest(parsed[1]))
                rep.check(ok, f"{path}: card {slot.get('entryName')!r} of face-down deck {pile.get('name')!r} has no Mask")


def _sides(game, root, path, rep) -> None:
    from printkit.digital.vassal.module import factions

    roster = [e.text for r in root.iter(P + "module.PlayerRoster") for e in r if e.tag == "entry"]
    want = [f["name"] for f in factions(game)]
    rep.check(roster == want, f"{path}: the player sides are {roster}, the game's factions are {want}")


def _maps(root) -> dict[str, dict]:
    """mapName -> its board (name, size), hex grid parameters, zones and board setup, read from the XML."""
    out = {}
    for m in root.iter(P + "module.Map"):
        board = next(m.iter(P + "module.map.boardPicker.Board"), None)
        grid = next(m.iter(P + "module.map.boardPicker.board.HexGrid"), None)
        params = None
        if grid is not None:
            num = next(grid.iter(P + "module.map.boardPicker.board.mapgrid.HexGridNumbering"))
            try:
                params = {"sideways": grid.get("sideways") == "true", **{k: float(grid.get(k)) for k in ("dx", "dy")},
                          **{k: int(grid.get(k)) for k in ("x0", "y0")},
                          **{k: num.get(k) for k in ("first", "sep", "hType", "vType")},
                          **{k: int(num.get(k)) for k in ("hOff", "vOff", "hLeading", "vLeading")}}
            except (TypeError, ValueError):
                params = None  # VASSAL drops such a grid (_elements reports the value)
        zones = []
        for z in m.iter(P + "module.map.boardPicker.board.mapgrid.Zone"):
            try:
                zones.append((z.get("name"), [tuple(int(v) for v in p.split(",")) for p in z.get("path").split(";")]))
            except (AttributeError, ValueError):
                zones.append((z.get("name"), []))
        setup = next((s.text for bp in m.iter(P + "module.map.BoardPicker") for s in bp if s.tag == "setup"), None)
        size = (int(board.get("width") or 0), int(board.get("height") or 0)) if board is not None else (0, 0)
        out[m.get("mapName")] = {"grid": params, "zones": zones, "board": board.get("name") if board is not None else None,
                                 "size": size, "setup": setup}
    return out


def _boards(root, maps, path, rep) -> None:
    from printkit.digital.vassal.module import board_setup

    for name, m in maps.items():
        rep.check(m["board"] is not None, f"{path}: map {name!r} has no board")
        rep.check(m["setup"] == board_setup(name) and m["board"] == name,
                  f"{path}: map {name!r}: BoardPicker <setup> {m['setup']!r} does not set up its board {m['board']!r}")
        w, h = m["size"]
        for zname, pts in m["zones"]:
            rep.check(bool(pts) and all(0 <= x <= w and 0 <= y <= h for x, y in pts),
                      f"{path}: map {name!r}: zone {zname!r} is not inside the {w}x{h} px board image")


def _areas(game, root, maps, path, rep) -> None:
    """Each area's printed name lies in the zone of that name (zones in board pixels, where the map draws
    the area); a name printed beside a small area (a city's dot) is not checked."""
    from printkit.digital.vassal.boards import _inside, area_label, area_outlines, zone_at
    from printkit.model.boards import AreaMap
    from printkit.units import PT_PER_MM

    dpi = _module_dpi(game, root)
    for bid, board in game.maps.items():
        if not isinstance(board, AreaMap):
            continue
        m = maps.get(" ".join((board.title or bid).split()))
        if not rep.check(m is not None, f"{path}: no map window for map {bid!r}"):
            continue
        px = PT_PER_MM * dpi / 72
        outlines = area_outlines(board)
        for a in board.areas:
            x, y = area_label(board, a)
            if not _inside(outlines[a.id], x, y):
                continue
            got = zone_at(m["zones"], x * px, y * px)
            rep.check(got == a.name, f"{path}: the printed name of {a.name!r} is in zone {got!r} of the module")


def _module_dpi(game, root) -> float:
    """The module's resolution: its first board image's width over the map sheet's."""
    from printkit.digital.vassal.boards import board_images

    bid, page = next(iter(board_images(game).items()))
    board = next(root.iter(P + "module.map.boardPicker.Board"))
    return int(board.get("width")) / page.width * 72


def _setup(game, scenario, data: bytes, maps, where, rep) -> None:
    from printkit.digital.vassal.boards import hex_at, snap_point, zone_at
    from printkit.digital.vassal.encode import split
    from printkit.digital.vassal.savefile import read_commands, setup_pieces
    from printkit.digital.vassal.traits import unnest

    try:
        cmds = read_commands(data)
    except (zipfile.BadZipFile, KeyError, ValueError) as exc:
        rep.check(False, f"{where}: unreadable saved game ({exc})")
        return
    boards = [c for c in cmds if isinstance(c, str)]
    rep.check(sorted(boards) == sorted(str(m["setup"]) for m in maps.values()), f"{where}: does not set up the board of every map")
    pieces, stacks = [], []
    for c in cmds:
        if isinstance(c, tuple):
            (stacks if c[1] == "stack" else pieces).append(c)
    expected = setup_pieces(game, scenario, 72)  # the names only; positions are read from the file
    if not rep.check(len(pieces) == len(expected), f"{where}: {len(pieces)} pieces, the setup places {len(expected)}"):
        return
    ids = {pid for pid, _, _ in pieces}
    for pid, _, state in stacks:
        members = split(state, ";")[3:]
        rep.check(split(state, ";")[0] in maps and all(m in ids or m.startswith("@@") for m in members),
                  f"{where}: stack {pid} names map {split(state, ';')[0]!r} or pieces the save has not")
    for (pid, type_, state), want in zip(pieces, expected):
        basic = split(unnest(state)[-1], ";")
        map_name = basic[0]
        m = maps.get(map_name)
        if not rep.check(m is not None, f"{where}: piece {pid} on map {map_name!r}, which is no mapName of the module"):
            continue
        x, y = int(basic[1]), int(basic[2])
        w, h = m["size"]
        if not rep.check(0 <= x <= w and 0 <= y <= h, f"{where}: {want['counter']} at ({x}, {y}) is off its {w}x{h} board"):
            continue
        got = zone_at(m["zones"], x, y)
        if got is None and m["grid"]:
            got = hex_at(m["grid"], x, y)
            sx, sy = snap_point(m["grid"], x, y)
            rep.check(abs(sx - x) <= SNAP_PX and abs(sy - y) <= SNAP_PX,
                      f"{where}: {want['counter']} at ({x}, {y}) is {abs(sx - x):.1f}, {abs(sy - y):.1f} px from the grid's "
                      f"snap point of {got} ({sx:.0f}, {sy:.0f}); VASSAL moves it there")
        name = want["name"]
        if want["zone"]:  # 'anywhere in' a zone: the hex the module gives must be one of the zone's
            from printkit.rules.zones import zone_hexes

            inside = set(zone_hexes(game.maps[want["board"]], want["zone"]))
            rep.check(got in inside, f"{where}: {want['counter']} at ({x}, {y}) is in {got!r} by the module's grid, "
                                     f"outside its set-up zone {want['zone']}")
            continue
        rep.check(got == name, f"{where}: {want['counter']} at ({x}, {y}) is in {got!r} by the module's grid, "
                               f"the scenario puts it in {name!r}")
