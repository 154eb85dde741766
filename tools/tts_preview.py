"""Draw a Tabletop Simulator save from above: each board and tile image where its Transform puts it.

    python tools/tts_preview.py out/case_blue/tts/case_blue_1942.json /tmp/table.png [--px 40]

Everything comes from the save and the images beside it (relative images/... or a --image-url save's names
after its base, read beside the save), read as printkit.digital.tts.checks reads them (a stretched tile spans
NATIVE units a side at scale 1, scaleX and scaleZ apart; +z away from the player, up the picture; a tile with
rotZ 180 shows its back); cards and dice are drawn as outlines. A quick look without TTS, not TTS's own render.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def main(argv=None) -> int:
    from PIL import Image, ImageDraw

    from printkit.digital.tts.checks import image_file, is_map, save_base
    from printkit.digital.tts.save import CARD_NATIVE, NATIVE

    ap = argparse.ArgumentParser()
    ap.add_argument("save")
    ap.add_argument("png")
    ap.add_argument("--px", type=float, default=40.0, help="pixels per table unit (default 40)")
    a = ap.parse_args(argv)
    path = Path(a.save)
    objects = json.loads(path.read_text(encoding="utf-8"))["ObjectStates"]
    base = save_base(objects) or ""

    def image(url):
        name = image_file(url, base)
        return Image.open(path.parent / name).convert("RGBA") if name else None

    boxes = []  # (object, image or None, width, depth) in units
    for o in objects:
        tr, ci = o["Transform"], o.get("CustomImage") or {}
        if o["Name"] == "Custom_Tile":
            img = image(ci["ImageSecondaryURL"] if abs(tr["rotZ"]) % 360 == 180 and ci.get("ImageSecondaryURL")
                        else ci["ImageURL"])
            w = tr["scaleX"] * NATIVE
            stretched = (ci.get("CustomTile") or {}).get("Stretch")
            boxes.append((o, img, w, tr["scaleZ"] * NATIVE if stretched or not img else w * img.height / img.width))
        else:
            w = tr["scaleX"] * (CARD_NATIVE if o["Name"] == "DeckCustom" else 1.0)
            boxes.append((o, None, w, w * 1.4 if o["Name"] == "DeckCustom" else w))
    x0 = min(o["Transform"]["posX"] - w / 2 for o, _, w, _ in boxes) - 1
    x1 = max(o["Transform"]["posX"] + w / 2 for o, _, w, _ in boxes) + 1
    z0 = min(o["Transform"]["posZ"] - d / 2 for o, _, _, d in boxes) - 1
    z1 = max(o["Transform"]["posZ"] + d / 2 for o, _, _, d in boxes) + 1
    px = a.px
    table = Image.new("RGBA", (round((x1 - x0) * px), round((z1 - z0) * px)), (90, 110, 90, 255))
    draw = ImageDraw.Draw(table)
    for o, img, w, d in sorted(boxes, key=lambda b: (not is_map(b[0]), b[0]["Transform"]["posY"])):
        tr = o["Transform"]
        left, top = round((tr["posX"] - w / 2 - x0) * px), round((z1 - tr["posZ"] - d / 2) * px)
        size = (max(1, round(w * px)), max(1, round(d * px)))
        if img is not None:
            table.alpha_composite(img.resize(size), (left, top))
        else:
            draw.rectangle((left, top, left + size[0], top + size[1]), outline=(255, 255, 255, 255), width=2)
            draw.text((left + 3, top + 3), o["Nickname"], fill=(255, 255, 255, 255))
    table.save(a.png)
    print(f"{a.png}: {table.width} x {table.height} px, {len(objects)} objects")
    return 0


if __name__ == "__main__":
    sys.exit(main())
