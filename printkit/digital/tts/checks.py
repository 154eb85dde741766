"""verify the Tabletop Simulator saves (out/GAME/tts/): one per scenario, each of the documented save shape
(ObjectStates; every object a Name, a six-digit hex GUID, a Transform of nine numbers, a Nickname and a
Description; a Custom_Tile's CustomImage and CustomTile, a DeckCustom's CustomDeck sheets of at most 10 x 7 cards
and its Cards, Die_N); every image a save names is a file of the kit (images/... after one base: this kit's tts/
folder as a file:/// URL, or a checked http(s) URL) and a card sheet divides into its cards; every map is a
stretched tile in its image's proportions; every counter copy, card and die of the game is there; and every setup
piece, its table position taken back through its map tile's Transform into board points, lies on the hex or area
its scenario names (the hex by the grid, the area by its outline, as the VASSAL check reads them)."""

from __future__ import annotations

import json
import re
from pathlib import Path

GUID = re.compile(r"[0-9a-f]{6}")
AXES = ("posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ")
KNOWN = {"Custom_Tile", "DeckCustom", "Card"} | {f"Die_{n}" for n in (4, 6, 8, 10, 12, 20)}


def check_tts(game, folder: Path, names: set[str], rep) -> None:
    from printkit.digital.tts.save import FOLDER

    saves = sorted(n for n in names if n.startswith(f"{FOLDER}/") and n.count("/") == 1 and n.endswith(".json"))
    want = {f"{FOLDER}/{sc}.json" for sc in game.scenarios}
    rep.check(set(saves) == want, f"{folder}/{FOLDER}: saves {saves}, expected one per scenario {sorted(want)}")
    for name in sorted(want & set(saves)):
        where = f"{folder}/{name}"
        try:
            save = json.loads((folder / name).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            rep.check(False, f"{where}: not a readable JSON save ({exc})")
            continue
        check_save(game, game.scenarios[name[len(FOLDER) + 1:-5]], save, folder / FOLDER, names, where, rep)


def check_save(game, scenario, save, tts: Path, names: set[str], where: str, rep) -> None:
    """All the checks of one save (a parsed JSON value) of `scenario`; images are read under `tts`."""
    if not rep.check(isinstance(save, dict) and isinstance(save.get("ObjectStates"), list)
                     and isinstance(save.get("SaveName"), str), f"{where}: no SaveName and ObjectStates list"):
        return
    objects = save["ObjectStates"]
    shaped = [o for o in objects if _shape(o, where, rep)]
    if not rep.check(len(shaped) == len(objects), f"{where}: {len(objects) - len(shaped)} objects of the wrong shape"):
        return
    every = objects + [c for o in objects if o["Name"] == "DeckCustom" for c in o.get("ContainedObjects", [])]
    guids = [o["GUID"] for o in every]
    rep.check(len(guids) == len(set(guids)), f"{where}: GUIDs repeat")
    _images(objects, tts, names, where, rep)
    _contents(game, objects, where, rep)
    _positions(game, scenario, objects, tts, where, rep)


def _number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v == v and abs(v) < 1e6


def _shape(o, where, rep) -> bool:
    """An object as TTS reads it: its Name, GUID, Transform, Nickname, Description, and its kind's fields."""
    if not isinstance(o, dict):
        return rep.check(False, f"{where}: an object that is not a JSON object")
    what = f"{where}: {o.get('Name')!r} {o.get('GUID')!r}"
    ok = rep.check(o.get("Name") in KNOWN, f"{what}: no object kind this export writes")
    ok &= rep.check(isinstance(o.get("GUID"), str) and bool(GUID.fullmatch(o["GUID"])), f"{what}: GUID not six hex digits")
    tr = o.get("Transform")
    ok &= rep.check(isinstance(tr, dict) and all(_number(tr.get(a)) for a in AXES),
                    f"{what}: Transform lacks one of {', '.join(AXES)} or holds no number")
    ok &= rep.check(isinstance(o.get("Nickname"), str) and isinstance(o.get("Description"), str),
                    f"{what}: Nickname and Description must be strings")
    name = o.get("Name")
    image = o.get("CustomImage")
    if name == "Custom_Tile":
        tile = image.get("CustomTile") if isinstance(image, dict) else None
        ok &= rep.check(isinstance(image, dict) and isinstance(image.get("ImageURL"), str)
                        and isinstance(image.get("ImageSecondaryURL"), str) and isinstance(tile, dict)
                        and tile.get("Type") in (0, 1, 2, 3) and _number(tile.get("Thickness"))
                        and all(isinstance(tile.get(k), bool) for k in ("Stackable", "Stretch")),
                        f"{what}: CustomImage needs ImageURL, ImageSecondaryURL and CustomTile {{Type 0-3, Thickness, "
                        f"Stackable, Stretch}}")
    elif name == "DeckCustom":
        decks = o.get("CustomDeck")
        cards = o.get("ContainedObjects")
        ok &= rep.check(isinstance(decks, dict) and bool(decks) and all(_sheet(d) for d in decks.values()),
                        f"{what}: CustomDeck needs sheets of FaceURL, BackURL, NumWidth 2-10, NumHeight 2-7, "
                        f"BackIsHidden, UniqueBack")
        if ok and rep.check(isinstance(cards, list) and all(isinstance(c, dict) and c.get("Name") == "Card" for c in cards),
                            f"{what}: ContainedObjects must be Cards"):
            ok &= all([_shape(c, where, rep) for c in cards])
            ids = [c.get("CardID") for c in cards]
            ok &= rep.check(o.get("DeckIDs") == ids, f"{what}: DeckIDs are not its cards' CardIDs")
            for c in cards:
                cid = c.get("CardID")
                sheet = decks.get(str(cid // 100)) if isinstance(cid, int) and cid >= 100 else None
                ok &= rep.check(sheet is not None and cid % 100 < sheet["NumWidth"] * sheet["NumHeight"],
                                f"{what}: card {c.get('Nickname')!r} CardID {cid!r} names no place of a sheet")
    elif name == "Card":
        ok &= rep.check(isinstance(o.get("CardID"), int) and isinstance(o.get("CustomDeck"), dict), f"{what}: no CardID/CustomDeck")
    return bool(ok)


def _sheet(d) -> bool:
    return (isinstance(d, dict) and all(isinstance(d.get(k), str) for k in ("FaceURL", "BackURL"))
            and d.get("NumWidth") in range(2, 11) and d.get("NumHeight") in range(2, 8)
            and all(isinstance(d.get(k), bool) for k in ("BackIsHidden", "UniqueBack")))


def _urls(objects) -> list[tuple[str, str, dict | None]]:
    """(what, url, the sheet when a card sheet's face) of every image a save names."""
    out = []
    for o in objects:
        image = o.get("CustomImage") or {}
        for key in ("ImageURL", "ImageSecondaryURL"):
            if image.get(key):
                out.append((f"{o['Name']} {o['Nickname']!r} {key}", image[key], None))
        for sheet in (o.get("CustomDeck") or {}).values():
            out.append((f"deck {o['Nickname']!r} FaceURL", sheet["FaceURL"], sheet))
            out.append((f"deck {o['Nickname']!r} BackURL", sheet["BackURL"], sheet if sheet["UniqueBack"] else None))
    return out


def image_file(url: str, base: str) -> str | None:
    """The kit name (under tts/) an image URL stands for: 'images/...' after the base, else None."""
    if not url.startswith(base):
        return None
    rest = url[len(base):]
    return rest if rest.startswith("images/") and rest.endswith(".png") else None


def is_map(o) -> bool:
    """A map or display of the save: a Custom_Tile tagged "map"."""
    return isinstance(o, dict) and o.get("Name") == "Custom_Tile" and "map" in (o.get("Tags") or ())


def save_base(objects) -> str | None:
    """The base URL a save's images share: a file:/// URL of a tts/ folder, an http(s) URL, or '' for relative
    paths; None when they share none or it is neither."""
    from printkit.digital.tts.save import FOLDER, image_base
    from printkit.errors import PrintkitError

    urls = [u for _, u, _ in _urls(objects)]
    bases = {u[:u.rfind("images/")] if "images/" in u else u for u in urls}  # kit names hold no "images/"
    if len(bases) != 1:
        return None if bases else ""
    base = bases.pop()
    if base == "":
        return ""
    if base.startswith("file:///"):
        return base if base.endswith(f"/{FOLDER}/") and not re.search(r"[\x00-\x1f\"'<>\\]", base) else None
    try:
        return base if image_base(base) == base else None
    except PrintkitError:
        return None


def _images(objects, tts: Path, names: set[str], where, rep) -> None:
    from printkit.digital.png_set import png_size
    from printkit.digital.tts.save import local_base
    from printkit.paths import name_problem

    base = save_base(objects)
    if not rep.check(base is not None, f"{where}: its images share no one base (this kit's tts/ folder as a "
                                       f"file:/// URL, or an http(s) URL)"):
        return
    # TTS reads a local image from an absolute path (knowledge base, asset-importing.md: "C:\\Users\\...\\
    # example.png"; exporters write file:///...); nothing says it reads a path relative to the save
    rep.check(base != "" or not _urls(objects), f"{where}: its images are named by relative paths (images/...), "
                                                "which TTS does not look for beside the save")
    if base.startswith("file:"):
        rep.check(base == local_base(tts), f"{where}: its images are read from {base[:100]!r}, not from this kit's "
                                           f"folder: run printkit tts again here (TTS reads only the named place)")
    for what, url, sheet in _urls(objects):
        name = image_file(url, base)
        if not rep.check(name is not None and name_problem(name) is None, f"{where}: {what} {url[:80]!r} is no image of the save"):
            continue
        path = tts / name
        if not rep.check(f"tts/{name}" in names and path.is_file(), f"{where}: {what} names {name}, which is missing"):
            continue
        try:
            w, h = png_size(path.read_bytes()[:32])
        except (OSError, ValueError):
            rep.check(False, f"{where}: {what}: {name} is not a PNG")
            continue
        if sheet:
            rep.check(w % sheet["NumWidth"] == 0 and h % sheet["NumHeight"] == 0,
                      f"{where}: {what}: {name} ({w} x {h} px) does not divide into {sheet['NumWidth']} x "
                      f"{sheet['NumHeight']} cards")


def _counter(url: str) -> str | None:
    m = re.search(r"images/(?:counters|chits)/([a-z0-9][a-z0-9_-]*)-front\.png$", url)
    return m.group(1) if m else None


def _contents(game, objects, where, rep) -> None:
    """Every board, counter copy, chit, card and die of the game is in the save."""
    from printkit.digital.vassal.module import dice

    boards = [o for o in objects if is_map(o)]
    rep.check(len(boards) == len(game.maps), f"{where}: {len(boards)} boards, the game has {len(game.maps)} maps and displays")
    for kind, pieces, tags in (("counter", game.counters, {"setup", "reinforcement", "spare"}), ("chit", game.chits, {"chit"})):
        got: dict[str, int] = {}
        for o in objects:
            if o["Name"] == "Custom_Tile" and tags & set(o.get("Tags") or ()):
                cid = _counter(o["CustomImage"]["ImageURL"])
                got[cid] = got.get(cid, 0) + 1
        want = {c.id: c.quantity for c in (pieces.pieces if pieces else ())}
        rep.check(got == want, f"{where}: {kind} copies {sum(got.values())} ({_diff(got, want)}), the game prints "
                               f"{sum(want.values())}")
    decks = [o for o in objects if o["Name"] == "DeckCustom"]
    n = game.cards.count() if game.cards and game.cards.cards else 0
    got = sum(len(d["ContainedObjects"]) for d in decks)
    rep.check(got == n, f"{where}: {got} cards in {len(decks)} decks, the deck prints {n}")
    for d in dice(game):
        if d["sides"] in (4, 6, 8, 10, 12, 20):
            have = sum(o["Name"] == f"Die_{d['sides']}" for o in objects)
            rep.check(have >= d["n"], f"{where}: {have} Die_{d['sides']}, the game rolls {d['name']}")


def _diff(got, want) -> str:
    diff = sorted(k for k in set(got) | set(want) if got.get(k, 0) != want.get(k, 0))
    return "differ in " + ", ".join(map(str, diff[:5])) if diff else "the same"


def _positions(game, scenario, objects, tts: Path, where, rep) -> None:
    """Each setup tile, in setup order: its counter, its side up, and its place read back through its board."""
    from printkit.digital.vassal.savefile import setup_pieces

    boards = _boards(game, objects, tts, where, rep)
    tiles = [o for o in objects if o["Name"] == "Custom_Tile" and {"setup", "reinforcement"} & set(o.get("Tags") or ())]
    expected = setup_pieces(game, scenario, 72)
    if not rep.check(len(tiles) == len(expected), f"{where}: {len(tiles)} setup pieces, the scenario places {len(expected)}"):
        return
    for o, want in zip(tiles, expected):
        tr = o["Transform"]
        what = f"{where}: {want['counter']} ({o['GUID']})"
        rep.check(_counter(o["CustomImage"]["ImageURL"]) == want["counter"], f"{what}: the tile shows "
                  f"{_counter(o['CustomImage']['ImageURL'])!r}")
        rep.check((abs(tr["rotZ"]) % 360 == 180) == bool(want["reduced"]),
                  f"{what}: {'front' if want['reduced'] else 'back'} up, the scenario sets it up "
                  f"{'reduced' if want['reduced'] else 'full strength'}")
        on = [b for b in boards if b["contains"](tr["posX"], tr["posZ"])]
        if want.get("reinforcement"):
            rep.check(not on and want["name"] in o["Description"],
                      f"{what}: a reinforcement of {want['name']} lies on a board or does not say when it enters")
            continue
        if not rep.check(len(on) == 1 and on[0]["id"] == want["board"],
                         f"{what}: at ({tr['posX']}, {tr['posZ']}) on no board or another board than {want['board']!r}"):
            continue
        got = on[0]["where"](tr["posX"], tr["posZ"])
        if want["zone"]:
            from printkit.rules.zones import zone_hexes

            rep.check(got in set(zone_hexes(game.maps[want["board"]], want["zone"])),
                      f"{what}: at ({tr['posX']}, {tr['posZ']}) is in {got!r}, outside its set-up zone {want['zone']}")
            continue
        rep.check(got == want["name"], f"{what}: at ({tr['posX']}, {tr['posZ']}) is in {got!r}, the scenario puts it in "
                                       f"{want['name']!r}")


def _boards(game, objects, tts: Path, where, rep) -> list[dict]:
    """Each board of the save, with the inverse of its Transform: a table point -> the point of the game's map
    (points from its top-left) -> the hex or zone there."""
    from printkit.digital.png_set import png_size
    from printkit.digital.tts.save import NATIVE
    from printkit.digital.vassal.boards import board_images, hex_grid, hex_at, image_name, zone_at, zones
    from printkit.model.boards import HexMap

    pages = board_images(game)
    by_image = {f"images/boards/{image_name(game, bid)}": bid for bid in game.maps}
    out = []
    for o in objects:
        if not is_map(o):
            continue
        url = o["CustomImage"]["ImageURL"]
        bid = next((b for img, b in by_image.items() if url.endswith(img)), None)
        if not rep.check(bid is not None, f"{where}: board {o['Nickname']!r} shows {url[:80]!r}, no map of the game"):
            continue
        try:
            px_w, px_h = png_size((tts / f"images/boards/{image_name(game, bid)}").read_bytes()[:32])
        except (OSError, ValueError):
            continue  # reported by _images
        tr = o["Transform"]
        w, h = tr["scaleX"] * NATIVE, tr["scaleZ"] * NATIVE  # a Stretch tile is square at scale 1: no image aspect
        if not rep.check(o["CustomImage"]["CustomTile"].get("Stretch") is True and w > 0 and h > 0
                         and abs(w / h * px_h / px_w - 1) < 0.01,
                         f"{where}: map {o['Nickname']!r} is {w:.2f} x {h:.2f} units, not its image's proportions "
                         f"({px_w} x {px_h} px) on a stretched tile"):
            continue
        board, page = game.maps[bid], pages[bid]
        grid = hex_grid(board, 1) if isinstance(board, HexMap) else None
        zone_list = zones(game, board, 1)

        def to_page(x, z, tr=tr, w=w, h=h, page=page):
            return (x - tr["posX"] + w / 2) / w * page.width, (tr["posZ"] + h / 2 - z) / h * page.height

        def contains(x, z, to_page=to_page, page=page):
            u, v = to_page(x, z)
            return 0 <= u <= page.width and 0 <= v <= page.height

        def where_(x, z, to_page=to_page, grid=grid, zone_list=zone_list):
            u, v = to_page(x, z)
            found = zone_at(zone_list, u, v)
            return found if found is not None or grid is None else hex_at(grid, u, v)

        out.append({"id": bid, "contains": contains, "where": where_})
    return out
