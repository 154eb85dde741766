"""Draw a built module's board with one scenario's setup pieces at the positions the module stores.

    python tools/vassal_preview.py out/case_blue/case_blue.vmod case_blue_1942 /tmp/board.png [--map "Faction Card"]

Everything comes from the .vmod itself: the board image, the saved setup (.vsav) and the piece images its
piece definitions name; so the picture shows what VASSAL would be given, not what printkit meant. A quick
look without VASSAL; the engine's own render is the proof (README, VASSAL module).
"""

from __future__ import annotations

import argparse
import io
import sys
import zipfile
from xml.etree import ElementTree as ET


def main(argv=None) -> int:
    from PIL import Image, ImageDraw

    from printkit.digital.vassal.encode import split
    from printkit.digital.vassal.savefile import read_setup
    from printkit.digital.vassal.traits import parse_position, trait_id, unnest

    ap = argparse.ArgumentParser()
    ap.add_argument("vmod")
    ap.add_argument("scenario", help="scenario id (the setup-ID.vsav file)")
    ap.add_argument("png")
    ap.add_argument("--map", help="map name (default: the first)")
    args = ap.parse_args(argv)
    z = zipfile.ZipFile(args.vmod)
    root = ET.fromstring(z.read("buildFile.xml"))
    maps = {m.get("mapName"): m for m in root.iter("VASSAL.build.module.Map")}
    map_id = args.map or next(iter(maps))
    board = next(maps[map_id].iter("VASSAL.build.module.map.boardPicker.Board"))
    img = Image.open(io.BytesIO(z.read("images/" + board.get("image")))).convert("RGBA")
    draw = ImageDraw.Draw(img)
    pieces = [(t, parse_position(s), s) for _, t, s in read_setup(z.read(f"setup-{args.scenario}.vsav")) if t != "stack"]
    seen: dict[tuple, int] = {}
    for ptype, (mid, x, y, _), state in pieces:
        if mid != map_id:
            continue
        types, states = unnest(ptype), unnest(state)
        i = next((i for i, t in enumerate(types) if trait_id(t) == "emb2"), None)
        if i is None:
            continue
        images = split(split(types[i].split(";", 1)[1], ";")[15], ",")
        face = Image.open(io.BytesIO(z.read("images/" + images[abs(int(states[i])) - 1]))).convert("RGBA")
        n = seen.get((x, y), 0)
        seen[(x, y)] = n + 1
        ox, oy = x - face.width // 2 + 4 * n, y - face.height // 2 + 4 * n  # a stack drawn fanned out
        img.alpha_composite(face, (max(ox, 0), max(oy, 0)))
        draw.ellipse((x - 2, y - 2, x + 2, y + 2), fill=(255, 0, 0, 255))  # the stored position itself
    img.convert("RGB").save(args.png)
    print(f"{args.png}: {sum(seen.values())} pieces on {map_id}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
