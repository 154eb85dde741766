"""A VASSAL 3.7 module (.vmod, a zip): buildFile.xml and moduledata from templates/, the board and piece
images, one pre-defined setup (.vsav) per scenario."""

from __future__ import annotations

import io
import re
import zipfile

VASSAL_VERSION = "3.7.0"
ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed: the same input gives the same bytes
MAP_ID_PREFIX = "Map"


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]+", "-", text).strip("-") or "x"


def _dice(game) -> list[dict]:
    out = []
    for d in game.kit.dice:
        m = re.fullmatch(r"(\d+)[dD](\d+)", d)
        if m:
            out.append({"name": d.upper(), "n": int(m.group(1)), "sides": int(m.group(2))})
    return out


def _turns(game) -> dict:
    """The turn track: the game's named turns (parameters.turns), else 1 to the longest scenario."""
    if "turns" in game.parameters and isinstance(game.param("turns"), (list, tuple)):
        return {"list": [str(t) for t in game.param("turns")], "count": None}
    longest = max((sc.turns or 0 for sc in game.scenarios.values()), default=0)
    return {"list": None, "count": longest or None}


def context(game, dpi: int) -> dict:
    """Everything the templates need, with piece-slot ids assigned."""
    from printkit.digital.images import aid_pages
    from printkit.digital.vassal import boards as vb
    from printkit.digital.vassal.encode import add_piece, piece_state, piece_type
    from printkit.model.boards import HexMap

    k = dpi / 72
    images = vb.board_images(game)
    maps = []
    for bid, page in images.items():
        board = game.maps[bid]
        maps.append({"id": f"{MAP_ID_PREFIX}-{_slug(bid)}", "board_id": bid, "name": board.title or bid,
                     "image": vb.image_name(game, bid), "width": round(page.width * k), "height": round(page.height * k),
                     "hexgrid": vb.hex_grid(board, k) if isinstance(board, HexMap) else None,
                     "zones": [{"name": n, "path": ";".join(f"{x},{y}" for x, y in pts)}
                               for n, pts in vb.zones(game, board, k)]})
    gpid = 0
    tabs = []
    slots = {}
    size = round(game.counter_sheet.size * k)
    for side_id, side in game.sides.items():
        lists = []
        for type_id, utype in game.unit_types.items():
            entries = []
            for c in (game.counters.pieces if game.counters else ()):
                if c.side != side_id or c.type != type_id:
                    continue
                gpid += 1
                front, back = f"counters-{c.id}-front.png", f"counters-{c.id}-back.png"
                ptype = piece_type(c.name or c.label, front, back)
                slots[c.id] = {"gpid": gpid, "type": ptype}
                entries.append({"name": c.label, "id": c.id, "gpid": gpid, "size": size,
                                "definition": add_piece("null", ptype, piece_state("null", 0, 0, gpid))})
            if entries:
                lists.append({"name": utype.name, "slots": entries})
        if lists:
            tabs.append({"name": side.name, "lists": lists})
    deck = []
    for kind, records, title in (("chits", game.chits.pieces if game.chits else (), "Chits"),
                                 ("cards", game.cards.cards if game.cards else (), game.cards.title if game.cards else "")):
        entries = []
        for c in records:
            gpid += 1
            name = getattr(c, "label", None) or getattr(c, "title", None) or c.id
            ptype = piece_type(name, f"{kind}-{c.id}-front.png", f"{kind}-{c.id}-back.png")
            slots[f"{kind}:{c.id}"] = {"gpid": gpid, "type": ptype}
            entry = {"name": name, "id": c.id, "gpid": gpid,
                     "size": round(max(game.cards.size if kind == "cards" else (game.chit_sheet.size,)) * k),
                     "definition": add_piece("null", ptype, piece_state("null", 0, 0, gpid, 2 if kind == "cards" else 1))}
            entries += [entry] * (getattr(c, "quantity", 1) if kind == "cards" else 1)
        if entries and kind == "cards":
            deck = entries
        elif entries:
            tabs.append({"name": title, "lists": [{"name": title, "slots": entries}]})
    charts = [{"name": name.replace("-", " ").capitalize(), "file": f"{name}.png"} for name in aid_pages(game)]
    setups = [{"name": sc.title or sid, "file": f"setup-{_slug(sid)}.vsav"} for sid, sc in game.scenarios.items()]
    return {"game": game, "version": VASSAL_VERSION, "maps": maps, "tabs": tabs, "next_gpid": gpid + 1,
            "dice": _dice(game), "turns": _turns(game), "charts": charts, "setups": setups, "slots": slots,
            "counter_px": size, "deck": deck, "deck_name": game.cards.title if game.cards else ""}


def module_file(game, dpi: int) -> bytes:
    """The .vmod bytes."""
    from printkit.digital.images import aid_pages, card_pages, chit_pages, face_pages, translated
    from printkit.digital.kit_page import environment
    from printkit.digital.png_set import png_bytes
    from printkit.digital.vassal.boards import board_images, image_name
    from printkit.digital.vassal.savefile import setup_file

    ctx = context(game, dpi)
    env = environment()
    entries = {"buildFile.xml": env.get_template("vassal/buildFile.xml.j2").render(**ctx).encode("utf-8"),
               "moduledata": env.get_template("vassal/moduledata.xml.j2").render(**ctx).encode("utf-8")}
    for bid, page in board_images(game).items():
        entries[f"images/{image_name(game, bid)}"] = png_bytes(page, dpi)
    pieces = {**face_pages(game), **chit_pages(game), **card_pages(game)}
    for name, page in translated(game, {**pieces, **aid_pages(game)}).items():
        entries[f"images/{name.replace('/', '-')}.png"] = png_bytes(page, dpi)
    for setup, sc in zip(ctx["setups"], game.scenarios.values()):  # (by order: two scenarios may share a title)
        entries[setup["file"]] = setup_file(game, sc, ctx, dpi)
    from printkit.paths import kit_name

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in entries.items():
            info = zipfile.ZipInfo(kit_name(name), ZIP_DATE)  # a plain relative entry: never '../' or '/'
            info.compress_type = zipfile.ZIP_STORED if name.endswith((".png", ".vsav")) else zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return buf.getvalue()
