"""A VASSAL 3.7 module (.vmod, a zip): buildFile.xml and moduledata from templates/, the board and piece
images, one pre-defined setup (.vsav) per scenario.

What the module holds, all from the game's data: a map window per map and display; the player sides are
the game's factions (a side's `faction`, else the side itself; sides with only markers are no player
side), each with its own piece palette (a tab per nationality when a faction has several, a list per unit
type); palettes of markers, chits; a prototype per unit type (its type and side as piece properties, a
Delete command); every piece named as its counter, its printed values as properties shown on mouse-over,
both faces on a layer flipped with Ctrl+F (cards: a Mask turned face up with Ctrl+F, drawn face down from
the deck on the card table); reinforcements waiting in a window of turn boxes; the player aid, odds card
and setup cards as chart windows; dice buttons for the dice the game rolls.
"""

from __future__ import annotations

import io
import re
import zipfile

VASSAL_VERSION = "3.7.26"
DICE = re.compile(r"(\d+)[dD](\d+)")


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]+", "-", text).strip("-") or "x"


def one_line(text: str) -> str:
    """A name on one line (VASSAL's online protocol is line based)."""
    return " ".join(str(text).split())


def dice(game) -> list[dict]:
    """The game's dice: kit.dice, the die the rules roll (parameters.die_sides) and any dice the chits
    print, each once."""
    found = [d for d in game.kit.dice]
    if "die_sides" in game.parameters:
        found.append(f"1D{game.param('die_sides')}")
    for c in (game.chits.pieces if game.chits else ()):
        found += [m.group(0) for m in DICE.finditer(c.label or "")]
    out, seen = [], set()
    for d in found:
        m = DICE.fullmatch(str(d).strip())
        if m and (int(m.group(1)), int(m.group(2))) not in seen:
            seen.add((int(m.group(1)), int(m.group(2))))
            out.append({"name": f"{m.group(1)}D{m.group(2)}", "n": int(m.group(1)), "sides": int(m.group(2))})
    return sorted(out, key=lambda d: (d["sides"], d["n"]))


def _turns(game) -> dict:
    """The turn track: the game's named turns (parameters.turns), else 1 to the longest scenario."""
    if "turns" in game.parameters and isinstance(game.param("turns"), (list, tuple)):
        return {"list": [str(t) for t in game.param("turns")], "count": None}
    longest = max((sc.turns or 0 for sc in game.scenarios.values()), default=0)
    return {"list": None, "count": longest or None}


def factions(game) -> list[dict]:
    """The player sides: each faction (a side's `faction`, else the side) that has a counter other than a
    marker, with its sides in data order."""
    out: dict[str, dict] = {}
    playing = {c.side for c in game.counters.pieces if game.unit_types[c.type].domain != "marker"} if game.counters else set()
    for sid, side in game.sides.items():
        if sid not in playing:
            continue
        fid = side.faction or sid
        name = side.name if fid == sid else fid.replace("_", " ").title()
        out.setdefault(fid, {"id": fid, "name": name, "sides": []})["sides"].append(sid)
    return list(out.values())


def piece_name(game, c) -> str:
    """A counter's name: its full name, else its side's adjective and its label - in English; in another
    language its label and the side's name in brackets ("Пехота (Украина)"), since an adjective there agrees
    with the noun it stands before."""
    if c.name:
        return one_line(c.name)
    side = game.sides.get(c.side)
    label = one_line(c.label)
    if game.lang and game.lang != "en":
        return f"{label} ({side.name})" if side and side.name and side.name not in label else label
    prefix = (side.adjective or side.name) if side else ""
    return f"{prefix} {label}".strip() if prefix and not label.startswith(prefix) else label


def rating_name(game, key: str) -> str:
    """A rating's name as a player reads it on mouse-over: the game's `rating_names`, else from its key
    (attack_heavy -> AttackHeavy)."""
    return game.rating_names.get(key) or key.replace("_", " ").title().replace(" ", "")


def _values(game, c, utype) -> dict[str, str]:
    """The counter's printed values as piece properties, and 'Values', the line shown on mouse-over."""
    from printkit.layout.i18n import t

    props: dict[str, str] = {}
    names: dict[str, str] = {}  # property -> the name shown on mouse-over
    if c.cv is not None:
        props["CV"], names["CV"] = str(c.cv), t(game.lang, "CV")
    from printkit.face_text import ratings

    for k, v in ratings(utype, c).items():  # the type's, with the counter's own in their place
        if v is not None:
            prop = k.replace("_", " ").title().replace(" ", "")
            props[prop], names[prop] = str(v), rating_name(game, k)
    if c.rank is not None:
        props["Rank"], names["Rank"] = str(c.rank), t(game.lang, "Rank")
    if c.level:
        props["Level"], names["Level"] = c.level, t(game.lang, "Level")
    shown = " · ".join(f"{names[k]} {v}" for k, v in props.items())
    traits = ", ".join(c.traits)
    props["Values"] = one_line(" · ".join(x for x in (utype.name, shown, traits) if x))
    return props


def context(game, dpi: int) -> dict:
    """Everything the templates need: maps, palettes, prototypes, slots (piece id -> type/state), trays."""
    from printkit.digital.vassal import boards as vb
    from printkit.digital.vassal import traits as tr
    from printkit.digital.vassal import trays
    from printkit.digital.vassal.encode import add_piece
    from printkit.model.boards import HexMap

    from printkit.layout.i18n import t as own_words

    def word(text: str, *args) -> str:
        """printkit's own words in the module (menus, buttons, tooltips, chat reports) in the game's language."""
        return own_words(game.lang, text).format(*args)

    k = dpi / 72
    maps = []
    for bid, page in vb.board_images(game).items():
        board = game.maps[bid]
        grid = vb.hex_grid(board, k) if isinstance(board, HexMap) else None
        lower = {n for n, _ in vb.lower_case_hexes(board, k)}
        maps.append({"board_id": bid, "name": one_line(board.title or bid), "image": vb.image_name(game, bid),
                     "width": round(page.width * k), "height": round(page.height * k), "hexgrid": grid,
                     "zones": [{"name": n, "path": ";".join(f"{x},{y}" for x, y in pts), "parent": bool(grid) and n in lower}
                               for n, pts in vb.zones(game, board, k)]})
    tray_list = [t for t in (trays.reinforcements(game), trays.card_table(game)) if t]
    for t in tray_list:
        page = t.page()
        maps.append({"board_id": t.id, "name": t.title, "image": f"{t.id}.png", "tray": t, "page": page,
                     "width": round(page.width * k), "height": round(page.height * k), "hexgrid": None,
                     "zones": [{"name": n, "path": ";".join(f"{x},{y}" for x, y in vb._rect_px(r, 72 / 25.4 * k))}
                               for n, r in t.boxes]})
    for m in maps:  # BoardPicker's setup and SetBoards command: the map's one board at (0, 0)
        m["board_setup"] = board_setup(m["name"])
    gpid = 0
    slots: dict[str, dict] = {}
    prototypes = []
    side_of = {}
    for f in factions(game):
        for sid in f["sides"]:
            side_of[sid] = f["name"]
    size = round(game.counter_sheet.size * k)

    def proto_for(type_id, utype) -> str:
        name = one_line(utype.name)
        if not any(p["name"] == name for p in prototypes):
            ptype, pstate = tr.piece([tr.marker({"Type": name}), tr.delete(command=word("Delete"))], tr.basic(""))
            prototypes.append({"name": name, "definition": add_piece(None, ptype, pstate)})
        return name

    def counter_slot(c, kind: str, key: str) -> dict:
        nonlocal gpid
        gpid += 1
        utype = game.unit_types[c.type]
        side = game.sides.get(c.side)
        props = {"Side": side.name if side else "", "Faction": side_of.get(c.side, side.name if side else ""),
                 **_values(game, c, utype)}
        name = piece_name(game, c)
        t, s = tr.piece([tr.prototype(proto_for(c.type, utype)), tr.layer([f"{kind}-{c.id}-front.png", f"{kind}-{c.id}-back.png"], command=word("Flip")),
                         tr.marker(props)], tr.basic(name))
        s = tr.with_position(t, s, "null", 0, 0, gpid)
        slot = {"name": name, "id": c.id, "gpid": gpid, "size": size, "type": t, "state": s,
                "definition": add_piece(None, t, s)}
        slots[key] = slot
        return slot

    palettes = []
    counters = list(game.counters.pieces if game.counters else ())
    for f in factions(game):
        tabs = []
        for sid in f["sides"]:
            lists = []
            for type_id, utype in game.unit_types.items():
                entries = [counter_slot(c, "counters", c.id) for c in counters if c.side == sid and c.type == type_id]
                if entries:
                    lists.append({"name": one_line(utype.name), "slots": entries})
            tabs.append({"name": game.sides[sid].name, "lists": lists})
        palettes.append({"name": f["name"], "tabs": tabs})
    others = [sid for sid in game.sides if sid not in side_of]
    for sid in others:
        lists = []
        for type_id, utype in game.unit_types.items():
            entries = [counter_slot(c, "counters", c.id) for c in counters if c.side == sid and c.type == type_id]
            if entries:
                lists.append({"name": one_line(utype.name), "slots": entries})
        if lists:
            palettes.append({"name": game.sides[sid].name, "tabs": [{"name": game.sides[sid].name, "lists": lists}]})
    if game.chits and game.chits.pieces:
        lists = {}
        for c in game.chits.pieces:
            lists.setdefault(one_line(game.unit_types[c.type].name), []).append(counter_slot(c, "chits", f"chits:{c.id}"))
        title = next(iter(lists))
        palettes.append({"name": title, "tabs": [{"name": title, "lists": [{"name": n, "slots": e} for n, e in lists.items()]}]})
    deck = []
    if game.cards and game.cards.cards:
        ptype, pstate = tr.piece([tr.delete(command=word("Delete"))], tr.basic(""))
        prototypes.append({"name": "Card", "definition": add_piece(None, ptype, pstate)})
        for n, c in enumerate(game.cards.cards, 1):
            gpid += 1
            name = one_line(c.title or f"{game.cards.title} {n}")
            t, s = tr.piece([tr.prototype("Card"), tr.mask(f"cards-{c.id}-back.png")], tr.basic(name, f"cards-{c.id}-front.png"))
            s = tr.with_position(t, s, "null", 0, 0, gpid)
            slot = {"name": name, "id": c.id, "gpid": gpid, "type": t, "state": s, "definition": add_piece(None, t, s),
                    "width": round(game.cards.size[0] * k), "height": round(game.cards.size[1] * k)}
            slots[f"cards:{c.id}"] = slot
            deck += [slot] * getattr(c, "quantity", 1)
    card_map = next((m for m in maps if m["board_id"] == "cards"), None)
    deck_at = card_map["tray"].center(card_map["tray"].boxes[0][0], k) if card_map else (0, 0)
    pages = chart_pages(game)
    charts = []
    for prefix, title in (("aid", word("Player aid")), ("odds", word("Odds card")), ("setup", word("Setup cards"))):
        files = [{"name": f"{title} {i}" if sum(1 for n in pages if n.startswith(prefix + "-")) > 1 else title, "file": f"{n}.png"}
                 for i, n in enumerate((n for n in pages if n.startswith(prefix + "-")), 1)]
        if files:
            charts.append({"name": title, "charts": files})
    setups = [{"id": sid, "name": one_line(sc.title or sid), "file": f"setup-{_slug(sid)}.vsav"} for sid, sc in game.scenarios.items()]
    return {"game": game, "version": VASSAL_VERSION, "maps": maps, "palettes": palettes, "prototypes": prototypes,
            "next_gpid": gpid + 1, "dice": dice(game), "turns": _turns(game), "charts": charts, "setups": setups,
            "slots": slots, "deck": deck, "deck_name": one_line(game.cards.title) if game.cards else "",
            "deck_map": card_map["name"] if card_map else "", "deck_board": card_map["name"] if card_map else "",
            "deck_x": deck_at[0], "deck_y": deck_at[1], "factions": factions(game), "dpi": dpi, "chart_pages": pages,
            "w": word}


def board_setup(map_name: str) -> str:
    """'{mapName}BoardPicker<TAB>{board}<TAB>0<TAB>0' (BoardPicker.encode of SetBoards; the board is named as
    its map)."""
    from printkit.digital.vassal.encode import sequence

    return sequence([map_name + "BoardPicker", sequence([map_name], "/"), 0, 0], "\t")


def chart_pages(game) -> dict[str, object]:
    """The pages shown as chart windows: 'aid-N' (the player aid, its CRT and tables), 'odds-N', 'setup-N'."""
    from printkit.digital.images import translated
    from printkit.kit_pages import components
    from printkit.layout.sheets import Options

    out = {}
    for name, pages in components(game, Options(paper="a4")).items():
        if name in ("aid", "odds", "setup"):
            for i, page in enumerate(pages, 1):
                out[f"{name}-{i}"] = page
    return translated(game, out)


def module_file(game, dpi: int) -> bytes:
    """The .vmod bytes."""
    from printkit.digital.images import card_pages, chit_pages, face_pages, translated
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
    for m in ctx["maps"]:
        if m.get("page") is not None:
            entries[f"images/{m['image']}"] = png_bytes(m["page"], dpi)
    pieces = {**face_pages(game), **chit_pages(game), **card_pages(game)}
    for name, page in {**translated(game, pieces), **ctx['chart_pages']}.items():
        entries[f"images/{name.replace('/', '-')}.png"] = png_bytes(page, dpi)
    for s in ctx["setups"]:
        entries[s["file"]] = setup_file(game, game.scenarios[s["id"]], ctx, dpi)
    from printkit.digital.vassal.encode import ZIP_DATE
    from printkit.paths import kit_name

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in entries.items():
            info = zipfile.ZipInfo(kit_name(name), ZIP_DATE)  # a plain relative entry: never '../' or '/'
            info.compress_type = zipfile.ZIP_STORED if name.endswith((".png", ".vsav")) else zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return buf.getvalue()
