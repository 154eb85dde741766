"""Tabletop Simulator saves: one JSON save per scenario (out/GAME/tts/SCENARIO.json) with its images beside it
(tts/images/...), named by absolute file:/// URLs of that folder or under a base URL where it is hosted for online
play.

A save holds, in TTS's documented object shape (ObjectStates; each object a Name, Transform, GUID, Nickname,
Description): each map and display as a locked `Custom_Tile` stretched to the map's size (tag "map"); every
counter copy as a double-sided `Custom_Tile` (front image, back image), the scenario's setup on its hex or area
(through the VASSAL exporter's placement, printkit.digital.vassal.savefile.setup_pieces, at PLACE_DPI),
reinforcements and the copies the setup does not place in rows below the maps; the chits likewise; the card deck
as a `DeckCustom` of `Card`s on sheets of at most 10 x 7 cards; the dice the game rolls (`Die_N`).

Table frame: x to the right, z away from the player (up the map), y up; one unit is an inch. Evidence, gathered
from public sources without a running TTS (none can be installed here), so each constant says how sure it is:
- unit = inch: TTS's knowledge base (Berserk-Games/Tabletop-Simulator-Knowledge-Base, docs/game-tools/
  line-tool.md: "The distance displayed is in inches"; custom-tile.md: Thickness "in in-game units (about an
  inch)"). Documented.
- NATIVE = 2: a Custom_Tile with "Stretch" on is a square ("stretched to make for a symmetrical tile",
  custom-tile.md) 2 units a side at scale 1: the TTS-save importer of syllebra/plateau draws a tile "tr.scale.x *
  2" (js/importers/tts_importer.js), a Godot TTS table renderer defaults a tile to 2 x 2, the Fallout: Wasteland
  Warfare mod's "Playing Area" tile at scale 18 stands for its 3 ft x 3 ft starter mat (36 units, in a save whose
  notes say distances are shown in inches), and Clank Legacy's boards (Custom_Tiles at scale 22 and 9.61,
  frankieliu/tts-tools docs) come out the same 2.1-2.2 times their printed size only if a tile's short side is 2 x
  scale. Independent sources agree; not measured here. Maps are such tiles with scaleX and scaleZ set apart
  (w / NATIVE, h / NATIVE), so their size rests on this one constant and not on how TTS sizes a Custom_Board:
  undocumented ("based off the dimensions of the image", custom-board.md), and the one public estimate (plateau's
  67 / 2.54 = 26 units, divided by WidthScale) is in a commit its author titled "Still bugged custom boards".
- CARD_NATIVE: unconfirmed (see below).
`board_point` is the one map-to-table transform; printkit.digital.tts.checks inverts it.
"""

from __future__ import annotations

import hashlib
import math
import json
import re
from pathlib import Path

MM_PER_UNIT = 25.4
NATIVE = 2.0  # table units a side of a Stretch Custom_Tile at scale 1 (three public sources agree; module docstring)
CARD_NATIVE = 2.2  # table units a card is wide at scale 1: unconfirmed (an importer draws a card 7.7 / 2.54 = 3.03
# units tall at scale 1, so 2.17 wide at 63 x 88 mm; no source says whether TTS keeps the sheet cell's aspect)
BOARD_Y = 1.0
TILE_THICKNESS = 0.1
GAP = 2.0  # units between two boards, and between the boards and the rows of pieces below them
SHEET = (10, 7)  # TTS's largest custom deck sheet: 10 cards a row, 7 rows
DIE_SIDES = (4, 6, 8, 10, 12, 20)
FOLDER = "tts"
PLACE_DPI = 720  # the VASSAL placement's whole pixels at 10 a point: a piece within 0.02 mm of its point
_URL = re.compile(r"https?://[A-Za-z0-9.-]+(:\d{1,5})?(/[A-Za-z0-9._~%/+-]*)?")


def image_base(text: str | None) -> str:
    """The checked --image-url (ending in '/'), or '' for the kit's own folder. UsageError for anything but a plain
    http(s) URL: no spaces, quotes, backslashes, query or fragment (the text goes into every save)."""
    if text is None:
        return ""
    from printkit.errors import UsageError

    if len(text) > 400 or not _URL.fullmatch(text):
        raise UsageError(f"--image-url {text[:80]!r}: expected an http:// or https:// URL of letters, digits and "
                         "'.-_~%/+' (no spaces, quotes, query or fragment), such as https://example.org/my-game/tts/")
    return text if text.endswith("/") else text + "/"


def local_base(tts: Path) -> str:
    """The file:/// URL (ending in '/') of a kit's tts/ folder, absolute: TTS reads local images by absolute path
    (its knowledge base names them "C:\\Users\\...\\example.png"; prototypical, tts-asset-reuploader and
    TTSCloudLocalizer write "file:///" + the path into saves), and no source says it resolves a relative name
    against the save's folder (a bare file name is looked up in its Mods folders)."""
    path = Path(tts).resolve().as_posix().rstrip("/")
    return ("file://" if path.startswith("/") else "file:///") + path + "/"


def guid(*parts) -> str:
    """A TTS GUID: six hex digits, the same for the same object of the same build."""
    return hashlib.sha256("/".join(map(str, parts)).encode()).hexdigest()[:6]


def transform(x: float, z: float, y: float = BOARD_Y, scale: float = 1.0, flip: bool = False, scale_y: float = 1.0,
              scale_z: float | None = None) -> dict:
    return {"posX": round(x, 4), "posY": round(y, 4), "posZ": round(z, 4), "rotX": 0.0, "rotY": 180.0,
            "rotZ": 180.0 if flip else 0.0, "scaleX": round(scale, 5), "scaleY": scale_y,
            "scaleZ": round(scale if scale_z is None else scale_z, 5)}


def custom_tile(front: str, back: str, stackable: bool) -> dict:
    """A tile's CustomImage: a square tile (Stretch: the image stretched to it), sized by its Transform alone."""
    return {"ImageURL": front, "ImageSecondaryURL": back, "ImageScalar": 1.0, "WidthScale": 0.0,
            "CustomTile": {"Type": 0, "Thickness": TILE_THICKNESS, "Stackable": stackable, "Stretch": True}}


def board_layout(game) -> dict[str, dict]:
    """Board id -> its size in mm and the table point of its centre: the boards side by side from x = 0."""
    from printkit.digital.vassal.boards import board_images
    from printkit.units import PT_PER_MM

    out, x = {}, 0.0
    for bid, page in board_images(game).items():
        w, h = page.width / PT_PER_MM, page.height / PT_PER_MM
        out[bid] = {"size": (w, h), "x": x + w / MM_PER_UNIT / 2, "z": 0.0}
        x += w / MM_PER_UNIT + GAP
    return out


def board_point(layout: dict, bid: str, x_mm: float, y_mm: float) -> tuple[float, float]:
    """A point of a board (mm from its top-left) on the table (x, z)."""
    b = layout[bid]
    w, h = b["size"]
    return b["x"] + (x_mm - w / 2) / MM_PER_UNIT, b["z"] + (h / 2 - y_mm) / MM_PER_UNIT


def _object(name: str, key: tuple, nickname: str, description: str, tr: dict, **more) -> dict:
    return {"Name": name, "GUID": guid(*key), "Transform": tr, "Nickname": nickname, "Description": description,
            "ColorDiffuse": {"r": 1.0, "g": 1.0, "b": 1.0}, "Locked": False, **more}


def tts_files(game, folder: Path, dpi: int, base: str = "") -> dict[Path, bytes]:
    """{path: bytes}: a save per scenario and every image the saves name, under folder/tts/; the images are named
    under `base` (a checked http(s) URL) or, by default, by this folder's absolute file:/// URL."""
    from printkit.paths import kit_file

    images = _images(game, dpi)
    base = base or local_base(kit_file(folder, FOLDER))
    files = {kit_file(folder, FOLDER, "images", f"{name}.png"): data for name, data in images.items()}
    for sc in game.scenarios.values():
        save = scenario_save(game, sc, images, base)
        files[kit_file(folder, FOLDER, f"{sc.id}.json")] = (json.dumps(save, indent=1, ensure_ascii=False) + "\n").encode()
    return files


def _images(game, dpi: int) -> dict[str, bytes]:
    """Image name (no .png) -> PNG: each counter and chit face, each board, the card sheets and back."""
    from printkit.digital.images import card_pages, chit_pages, face_pages, translated
    from printkit.digital.png_set import png_bytes
    from printkit.digital.vassal.boards import board_images, image_name

    out = {k: png_bytes(p, dpi) for k, p in translated(game, {**face_pages(game), **chit_pages(game)}).items()}
    for bid, page in board_images(game).items():
        out[f"boards/{image_name(game, bid)[:-4]}"] = png_bytes(page, dpi)
    cards = translated(game, card_pages(game))
    if cards:
        out.update(_card_sheets(game, {k: png_bytes(p, dpi) for k, p in cards.items()}))
    return out


def card_sheets(game) -> list[list]:
    """The deck's cards in sheets of at most 10 x 7."""
    per = SHEET[0] * SHEET[1]
    cards = list(game.cards.cards)
    return [cards[i:i + per] for i in range(0, len(cards), per)]


def sheet_grid(n: int) -> tuple[int, int]:
    """Columns and rows of a sheet of n cards (at least 2 x 2: TTS reads no narrower sheet)."""
    cols = max(2, min(SHEET[0], n))
    return cols, max(2, -(-n // cols))


def _card_sheets(game, faces: dict[str, bytes]) -> dict[str, bytes]:
    """'cards/sheet-N' (the fronts, N from 1) and 'cards/back' or 'cards/back-sheet-N' (unique backs)."""
    import io

    from PIL import Image

    from printkit.kit_names import piece_images

    out = {}
    backs = {faces[piece_images("cards", c.id)[1]] for c in game.cards.cards}
    for i, sheet in enumerate(card_sheets(game), 1):
        cols, rows = sheet_grid(len(sheet))
        for which, name in ((0, f"cards/sheet-{i}"), (1, f"cards/back-sheet-{i}")):
            if which and len(backs) == 1:
                continue
            first = Image.open(io.BytesIO(faces[piece_images("cards", sheet[0].id)[which]]))
            w, h = first.size
            img = Image.new("RGBA", (w * cols, h * rows), (255, 255, 255, 255))
            for j, card in enumerate(sheet):
                face = Image.open(io.BytesIO(faces[piece_images("cards", card.id)[which]])).convert("RGBA")
                img.paste(face, ((j % cols) * w, (j // cols) * h), face)
            buf = io.BytesIO()
            img.save(buf, "PNG", optimize=False)
            out[name] = buf.getvalue()
    if len(backs) == 1:
        out["cards/back"] = backs.pop()
    return out


def scenario_save(game, scenario, images: dict[str, bytes], base: str = "") -> dict:
    """The save of one scenario (TTS's save file: SaveName, ObjectStates ...)."""
    from printkit.digital.vassal.boards import image_name
    from printkit.digital.vassal.module import one_line, piece_name
    from printkit.digital.vassal.savefile import setup_pieces
    from printkit.layout.i18n import t
    from printkit.units import PT_PER_MM

    def url(name: str) -> str:
        return f"{base}images/{name}.png"

    layout = board_layout(game)
    objects = []
    for bid, b in layout.items():
        w, h = b["size"]
        board = game.maps[bid]
        objects.append(_object("Custom_Tile", (scenario.id, "board", bid), one_line(board.title or bid), "",
                               transform(b["x"], b["z"], scale=w / MM_PER_UNIT / NATIVE,
                                         scale_z=h / MM_PER_UNIT / NATIVE), Locked=True, Tags=["map"],
                               CustomImage=custom_tile(url(f"boards/{image_name(game, bid)[:-4]}"), "", False)))
    counters = {c.id: c for c in (game.counters.pieces if game.counters else ())}
    size = game.counter_sheet.size / PT_PER_MM
    scale = size / MM_PER_UNIT / NATIVE
    stacks: dict[tuple, int] = {}
    placed: dict[str, int] = {}
    below = _Rows(layout, size / MM_PER_UNIT)
    k = PLACE_DPI / 72  # placement pixels per point
    for n, piece in enumerate(setup_pieces(game, scenario, PLACE_DPI), 1):
        c = counters[piece["counter"]]
        placed[c.id] = placed.get(c.id, 0) + 1
        if piece.get("reinforcement"):
            x, z = below.next(f"reinforcement:{piece['name']}")
            tags, where = ["reinforcement"], f"{t(game.lang, 'Enters at')}: {piece['name']}"
        else:
            x, z = board_point(layout, piece["board"], piece["x"] / k / PT_PER_MM, piece["y"] / k / PT_PER_MM)
            tags, where = ["setup"], f"{t(game.lang, 'Sets up in')}: {piece['name']}"
        level = stacks.get((round(x, 3), round(z, 3)), 0)
        stacks[(round(x, 3), round(z, 3))] = level + 1
        objects.append(_tile(game, c, (scenario.id, "piece", n), x, z, BOARD_Y + 0.2 + level * TILE_THICKNESS, scale,
                             piece["reduced"], url, tags, where, piece_name))
    for c in counters.values():
        for k in range(c.quantity - placed.get(c.id, 0)):
            x, z = below.next("spare")
            objects.append(_tile(game, c, (scenario.id, "spare", c.id, k), x, z, BOARD_Y + 0.2, scale, False, url,
                                 ["spare"], "", piece_name))
    for c in (game.chits.pieces if game.chits else ()):
        for k in range(c.quantity):
            x, z = below.next("chits")
            objects.append(_tile(game, c, (scenario.id, "chit", c.id, k), x, z, BOARD_Y + 0.2, scale, False,
                                 lambda name: url(name.replace("counters/", "chits/", 1)), ["chit"], "", piece_name))
    if game.cards and game.cards.cards:
        w, h = (v / PT_PER_MM / MM_PER_UNIT for v in game.cards.size)
        x, z = below.next("deck", wide=math.ceil(w / below.step), deep=math.ceil(h / below.step))
        objects.append(_deck(game, scenario, x, z, url, "cards/back" not in images))
    from printkit.digital.vassal.module import dice

    wanted: dict[int, int] = {}
    for d in dice(game):
        if d["sides"] in DIE_SIDES:
            wanted[d["sides"]] = max(wanted.get(d["sides"], 0), d["n"])
    for sides, n in sorted(wanted.items()):
        for k in range(n):
            x, z = below.next("dice")
            objects.append(_object(f"Die_{sides}", (scenario.id, "die", sides, k), f"D{sides}", "",
                                   transform(x, z, BOARD_Y + 0.5, scale=1.0), Tags=["die"]))
    _centre(objects)
    return {"SaveName": one_line(f"{game.title}: {scenario.title or scenario.id}"), "GameMode": one_line(game.title),
            "Date": "", "VersionNumber": "", "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "",
            "Rules": "", "XmlUI": "", "LuaScript": "", "LuaScriptState": "", "TabStates": {},
            "ObjectStates": objects}


def _centre(objects: list[dict]) -> None:
    """Move everything so the layout's middle is the table's (0, 0): TTS's tables are centred on the origin (the
    knowledge base's example save, real saves such as the Fallout: Wasteland Warfare mod's play mat at x, z ~ 0;
    prototypical lays its pieces out in x -27..27, z -17..17), and a layout from x = 0 rightwards ran off one side."""
    def half(o, axis):
        # a tile by its edges; a deck or a die by its middle
        return o["Transform"][f"scale{axis}"] * NATIVE / 2 if o["Name"] == "Custom_Tile" else 0.0

    if not objects:
        return
    shift = {a: (min(o["Transform"][f"pos{a}"] - half(o, a) for o in objects)
                 + max(o["Transform"][f"pos{a}"] + half(o, a) for o in objects)) / 2 for a in ("X", "Z")}
    for o in objects:
        for each in [o, *o.get("ContainedObjects", ())]:
            for a in ("X", "Z"):
                each["Transform"][f"pos{a}"] = round(each["Transform"][f"pos{a}"] - shift[a], 4)


def _tile(game, c, key, x, z, y, scale, flipped, url, tags, description, piece_name) -> dict:
    from printkit.kit_names import piece_images

    front, back = piece_images("counters", c.id)
    return _object("Custom_Tile", key, piece_name(game, c), description,
                   transform(x, z, y, scale=scale, flip=flipped), Tags=tags,
                   CustomImage=custom_tile(url(front), url(back), True))


def _deck(game, scenario, x, z, url, unique: bool) -> dict:
    """The deck face down: a DeckCustom of its cards (each copy a Card), one CustomDeck entry per sheet."""
    from printkit.digital.vassal.module import one_line

    deck = game.cards
    custom, cards, ids = {}, [], []
    scale = deck.size[0] / 72 * 25.4 / MM_PER_UNIT / CARD_NATIVE
    for i, sheet in enumerate(card_sheets(game), 1):
        cols, rows = sheet_grid(len(sheet))
        custom[str(i)] = {"FaceURL": url(f"cards/sheet-{i}"),
                          "BackURL": url(f"cards/back-sheet-{i}" if unique else "cards/back"),
                          "NumWidth": cols, "NumHeight": rows, "BackIsHidden": True, "UniqueBack": unique, "Type": 0}
        for j, card in enumerate(sheet):
            for k in range(card.quantity):
                cid = i * 100 + j
                ids.append(cid)
                cards.append(_object("Card", (scenario.id, "card", card.id, k), one_line(card.title or card.id), "",
                                     transform(x, z, BOARD_Y + 0.2, scale=scale, flip=True), CardID=cid,
                                     CustomDeck={str(i): custom[str(i)]}))
    return _object("DeckCustom", (scenario.id, "deck"), one_line(deck.title or "Cards"), "",
                   transform(x, z, BOARD_Y + 0.2, scale=scale, flip=True), DeckIDs=ids, CustomDeck=custom,
                   ContainedObjects=cards, Tags=["deck"])


class _Rows:
    """Places below the boards, row by row, each group (reinforcements by entry turn, spare copies, chits,
    the deck, the dice) starting a new row; an item `wide` x `deep` steps takes that room."""

    def __init__(self, layout: dict, step: float):
        boards = list(layout.values()) or [{"x": 10.0, "z": 0.0, "size": (20 * MM_PER_UNIT, 0.0)}]  # no map: 20 units wide
        self.x0 = min(b["x"] - b["size"][0] / MM_PER_UNIT / 2 for b in boards)
        self.width = max(b["x"] + b["size"][0] / MM_PER_UNIT / 2 for b in boards) - self.x0
        self.z = min(b["z"] - b["size"][1] / MM_PER_UNIT / 2 for b in boards) - GAP
        self.step = step * 1.3
        self.group, self.col, self.deep = None, 0, 1

    def next(self, group: str, wide: int = 1, deep: int = 1) -> tuple[float, float]:
        if group != self.group or (self.col + wide) * self.step > self.width:
            if self.group is not None:
                self.z -= self.step * (self.deep + (1 if group != self.group else 0))
            self.group, self.col, self.deep = group, 0, 1
        x = self.x0 + (self.col + 0.5 * wide) * self.step
        self.col += wide
        self.deep = max(self.deep, deep)
        return x, self.z - self.step * deep / 2
