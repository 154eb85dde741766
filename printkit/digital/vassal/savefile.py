"""A scenario's pre-defined setup as a VASSAL saved game (.vsav): every counter the setup puts on a board,
at its hex's centre or its area's or box's label point, and every reinforcement in its entry turn's box of
the reinforcement window; stacks where several share a place. Pieces and stacks name their map by its
mapName, which is how VASSAL finds a map (Map.getMapById)."""

from __future__ import annotations

import io
import zipfile


def setup_pieces(game, scenario, dpi: int) -> list[dict]:
    """One entry per copy placed: counter id, board id, x, y, the location name, reduced."""
    from printkit.digital.vassal.boards import place

    from printkit.digital.vassal import trays
    from printkit.layout.setup_layout import is_reinforcement

    out = []
    spread = _ZoneSpread(game, dpi / 72)
    tray = trays.reinforcements(game)
    for p in list(scenario.setup) + list(scenario.reinforcements or ()):
        if is_reinforcement(p):
            name = trays.reinforcement_label(game, p)
            x, y = tray.center(name, dpi / 72)
            out += [{"counter": p.counter, "board": tray.id, "x": x, "y": y, "name": name, "zone": None,
                     "reduced": p.reduced, "location": p.location, "reinforcement": True}] * p.quantity
            continue
        where = place(game, p, dpi / 72)
        if where is None:
            for bid, x, y, name in spread.take(p.location, p.quantity):
                out.append({"counter": p.counter, "board": bid, "x": x, "y": y, "name": name, "zone": p.location,
                            "reduced": p.reduced, "location": p.location})
        if where is None:
            continue
        bid, x, y, name = where
        for _ in range(p.quantity):
            out.append({"counter": p.counter, "board": bid, "x": x, "y": y, "name": name, "zone": None,
                        "reduced": p.reduced, "location": p.location})
    return out


class _ZoneSpread:
    """Counters set up 'anywhere in' a hex zone: one hex each, spread evenly over the zone's hexes in label
    order, never two on one hex while the zone has room (a starting arrangement the players may change)."""

    def __init__(self, game, k: float):
        from printkit.model.boards import HexMap

        self.game, self.k = game, k
        self.boards = {bid: b for bid, b in game.maps.items() if isinstance(b, HexMap) and b.zones}
        self.used: dict[str, int] = {}

    def take(self, zone: str, n: int) -> list[tuple[str, int, int, str]]:
        from types import SimpleNamespace

        from printkit.digital.vassal.boards import place
        from printkit.rules.zones import zone_hexes

        bid = next((b for b, board in self.boards.items() if zone in board.zones), None)
        if bid is None:
            return []
        hexes = sorted(zone_hexes(self.boards[bid], zone))
        out = []
        for _ in range(n):
            i = self.used.get(zone, 0)
            self.used[zone] = i + 1
            label = hexes[(i * 7) % len(hexes)] if len(hexes) % 7 else hexes[i % len(hexes)]
            row = SimpleNamespace(location=label, entry_h=None, entry_v=None, turn=None, counter="", reduced=False)
            out.append(place(self.game, row, self.k))
        return out


def commands(game, scenario, ctx: dict, dpi: int) -> list[str]:
    """The AddPiece commands of the setup: each piece (id 'SCENARIO-n'), then a stack per shared place."""
    from printkit.digital.vassal.encode import add_piece, sequence
    from printkit.digital.vassal.traits import with_position

    names = {m["board_id"]: m["name"] for m in ctx["maps"]}
    cmds = [m["board_setup"] for m in ctx["maps"]]
    stacks: dict[tuple, list[str]] = {}
    for n, piece in enumerate(setup_pieces(game, scenario, dpi), 1):
        slot = ctx["slots"][piece["counter"]]
        map_name = names[piece["board"]]
        pid = f"{scenario.id}-{n}"
        state = with_position(slot["type"], slot["state"], map_name, piece["x"], piece["y"], slot["gpid"],
                              2 if piece["reduced"] else 1)
        cmds.append(add_piece(pid, slot["type"], state))
        stacks.setdefault((map_name, piece["x"], piece["y"]), []).append(pid)
    for i, ((map_name, x, y), ids) in enumerate(sorted(stacks.items()), 1):
        cmds.append(add_piece(f"{scenario.id}-stack-{i}", "stack", sequence([map_name, x, y, *ids, "@@0"], ";")))
    return cmds


def setup_file(game, scenario, ctx: dict, dpi: int) -> bytes:
    from printkit.digital.kit_page import environment
    from printkit.digital.vassal.encode import ESC, ZIP_DATE, obfuscate

    text = ESC.join(["begin_save", *commands(game, scenario, ctx, dpi), "end_save"])
    savedata = environment().get_template("vassal/savedata.xml.j2").render(scenario=scenario, **ctx)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("savedGame", obfuscate(text)), ("savedata", savedata.encode("utf-8")),
                           ("moduledata", environment().get_template("vassal/moduledata.xml.j2").render(**ctx).encode("utf-8"))):
            z.writestr(zipfile.ZipInfo(name, ZIP_DATE), data)
    return buf.getvalue()


def read_commands(data: bytes) -> list:
    """The commands of a .vsav: AddPiece as (id, type, state), anything else (a board setup) as its text."""
    from printkit.digital.vassal.encode import ESC, deobfuscate, parse_add_piece

    with zipfile.ZipFile(io.BytesIO(data)) as z:
        text = deobfuscate(z.read("savedGame"))
    cmds = text.split(ESC)
    return [parse_add_piece(c) or c for c in cmds if c not in ("begin_save", "end_save")]


def read_setup(data: bytes) -> list[tuple[str, str, str]]:
    """The AddPiece commands (id, type, state) of a .vsav."""
    from printkit.digital.vassal.encode import ESC, deobfuscate, parse_add_piece

    with zipfile.ZipFile(io.BytesIO(data)) as z:
        text = deobfuscate(z.read("savedGame"))
    return [c for c in (parse_add_piece(cmd) for cmd in text.split(ESC)) if c is not None]
