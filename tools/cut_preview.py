#!/usr/bin/env python3
"""Lay a cut file over its sheet, to look at: `python tools/cut_preview.py out/GAME/a4/counters.pdf
out/GAME/a4/cut/counters-1.svg sheet.png [--dpi 100]` renders the cut file's page of the PDF (the number in its
name) with poppler's pdftoppm and draws the cut lines, registration marks and print-then-cut area on it.
(A DXF is the same lines: tests/test_cut_files.py reads both back.)"""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
import tempfile
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("pdf")
    ap.add_argument("svg")
    ap.add_argument("png")
    ap.add_argument("--dpi", type=int, default=100)
    args = ap.parse_args()
    import cairosvg
    from PIL import Image

    page = int(re.search(r"-(\d+)\.svg$", args.svg).group(1))
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", str(args.dpi), "-png", "-f", str(page), "-l", str(page), args.pdf,
                        f"{tmp}/p"], check=True)
        sheet = Image.open(next(Path(tmp).glob("p-*.png"))).convert("RGBA")
    svg = Path(args.svg).read_text()
    svg = svg.replace('stroke-width="0.1"', 'stroke-width="0.35"')  # the cut hairline made visible at screen size
    lines = Image.open(io.BytesIO(cairosvg.svg2png(bytestring=svg.encode(), output_width=sheet.width,
                                                   output_height=sheet.height))).convert("RGBA")
    Image.alpha_composite(sheet, lines).convert("RGB").save(args.png)
    print(f"{args.png}: page {page} of {args.pdf} with {args.svg}, {sheet.width} x {sheet.height} px")
    return 0


if __name__ == "__main__":
    sys.exit(main())
