"""Structural checks of a built .vmod: the zip opens, the XML parses, every image it names is in it, the
piece-slot ids are unique and below nextPieceSlotId, and every setup piece's pixel position maps back,
through the module's own grid and zone parameters, to the hex or area the scenario names."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

P = "VASSAL.build."


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
    _images(root, names, path, rep)
    _slots(root, path, rep)
    maps = _maps(root)
    for setup in root.iter(P + "module.PredefinedSetup"):
        if setup.get("useFile") == "true":
            file = setup.get("file")
            if rep.check(file in names, f"{path}: setup {setup.get('name')!r} names {file}, not in the module"):
                sc = next((s for s in game.scenarios.values() if (s.title or s.id) == setup.get("name")), None)
                if rep.check(sc is not None, f"{path}: setup {setup.get('name')!r} is no scenario of the game"):
                    _setup_positions(game, sc, z.read(file), maps, f"{path}:{file}", rep)
    rep.check(len([s for s in root.iter(P + "module.PredefinedSetup") if s.get("useFile") == "true"])
              == len(game.scenarios), f"{path}: not one pre-defined setup per scenario")


def _images(root, names: set[str], path, rep) -> None:
    from printkit.digital.vassal.encode import split

    wanted = {b.get("image") for b in root.iter(P + "module.map.boardPicker.Board")}
    wanted |= {c.get("fileName") for c in root.iter(P + "widget.Chart")}
    for slot in [*root.iter(P + "widget.PieceSlot"), *root.iter(P + "widget.CardSlot")]:
        for part in split(slot.text or "", "\t"):
            fields = part.split(";")
            if fields[0].endswith("emb2"):
                wanted |= set(fields[16].split(","))
    for image in sorted(i for i in wanted if i):
        rep.check(f"images/{image}" in names, f"{path}: refers to image {image}, not in the module")


def _slots(root, path, rep) -> None:
    ids = [int(s.get("gpid")) for s in root.iter(P + "widget.PieceSlot")]
    cards = {}
    for s in root.iter(P + "widget.CardSlot"):  # the copies of one card share their slot id
        cards.setdefault(int(s.get("gpid")), set()).add(s.text)
    rep.check(all(len(t) == 1 for t in cards.values()), f"{path}: card slots share an id with another card")
    ids += list(cards)
    rep.check(len(ids) == len(set(ids)), f"{path}: piece-slot ids repeat")
    nxt = int(root.get("nextPieceSlotId", "0"))
    rep.check(not ids or nxt > max(ids), f"{path}: nextPieceSlotId {nxt} is not above the highest slot id {max(ids or [0])}")


def _maps(root) -> dict[str, dict]:
    """Map id -> its hex grid parameters and zones, read back from the XML."""
    out = {}
    for m in root.iter(P + "module.Map"):
        grid = next(m.iter(P + "module.map.boardPicker.board.HexGrid"), None)
        params = None
        if grid is not None:
            num = next(grid.iter(P + "module.map.boardPicker.board.mapgrid.HexGridNumbering"))
            params = {"sideways": grid.get("sideways") == "true", **{k: float(grid.get(k)) for k in ("dx", "dy", "x0", "y0")},
                      **{k: num.get(k) for k in ("first", "sep", "hType", "vType")},
                      **{k: int(num.get(k)) for k in ("hOff", "vOff", "hLeading", "vLeading")}}
        zones = [(z.get("name"), [tuple(int(v) for v in p.split(",")) for p in z.get("path").split(";")])
                 for z in m.iter(P + "module.map.boardPicker.board.mapgrid.Zone")]
        out[m.get("id")] = {"grid": params, "zones": zones}
    return out


def _setup_positions(game, scenario, data: bytes, maps, where, rep) -> None:
    from printkit.digital.vassal.boards import hex_at, zone_at
    from printkit.digital.vassal.encode import parse_position
    from printkit.digital.vassal.savefile import read_setup, setup_pieces

    try:
        pieces = [(pid, parse_position(state)) for pid, t, state in read_setup(data) if t != "stack"]
    except (zipfile.BadZipFile, KeyError, ValueError) as exc:
        rep.check(False, f"{where}: unreadable saved game ({exc})")
        return
    expected = setup_pieces(game, scenario, 72)  # the names only; positions are read from the file
    if not rep.check(len(pieces) == len(expected), f"{where}: {len(pieces)} pieces, the setup places {len(expected)}"):
        return
    lower = _lower_letters(game)
    for (pid, (map_id, x, y, _)), want in zip(pieces, expected):
        m = maps.get(map_id)
        if not rep.check(m is not None, f"{where}: piece {pid} on map {map_id!r}, which the module has not"):
            continue
        got = zone_at(m["zones"], x, y)
        if got is None and m["grid"]:
            got = hex_at(m["grid"], x, y)
        name = want["name"]
        if want["zone"]:  # 'anywhere in' a zone: the hex the module gives must be one of the zone's
            from printkit.rules.zones import zone_hexes

            board = game.maps[want["board"]]
            inside = {h.upper() for h in zone_hexes(board, want["zone"])}
            rep.check(bool(got) and got.upper() in inside,
                      f"{where}: {want['counter']} at ({x}, {y}) is in {got!r} by the module's grid, "
                      f"outside its set-up zone {want['zone']}")
            continue
        same = got == name or (got and got.upper() == name.upper() and name[:1].upper() in lower)
        rep.check(bool(same), f"{where}: {want['counter']} at ({x}, {y}) is in {got!r} by the module's grid, "
                              f"the scenario puts it in {name!r}")


def _lower_letters(game) -> set[str]:
    return {ch for b in game.maps.values() for ch in (getattr(getattr(b, "grid", None), "lower_letters", "") or "")}
