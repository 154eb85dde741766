"""What a built page shows, read back from the file: words, read-back notes (markers), rectangles.

The notes are no text: marked-content points in a PDF, `<metadata>` in an SVG group (printkit.render), so
copying or searching a page finds game text only.

Both readers return the same shape, in points with origin top-left and y down:
  markers: [(text, x, y)]   words: [(text, x0, x1, baseline)]   rects: [(x, y, w, h)]
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

SVG = "{http://www.w3.org/2000/svg}"


@dataclass
class PageText:
    width: float
    height: float
    markers: list = field(default_factory=list)
    words: list = field(default_factory=list)
    rects: list = field(default_factory=list)
    # every run of type: [(size in points, x, baseline, text, upright)]; upright False for turned text (a PDF
    # reads it one letter a word)
    sizes: list = field(default_factory=list)

    def upright_lines(self) -> list[str]:
        """The upright runs' text, a line per baseline, left to right (turned text left out)."""
        lines: dict = {}
        for _, x, y, text, upright in self.sizes:
            if upright:
                lines.setdefault(round(y, 1), []).append((x, text))
        return [" ".join(t for _, t in sorted(v)) for _, v in sorted(lines.items())]

    def marker(self, prefix: str) -> list:
        return [m for m in self.markers if m[0].startswith(prefix)]

    def line_at(self, baseline: float, x_from: float = -1e9, tol: float = 0.6, x_to: float = 1e9) -> str:
        """The words on one baseline, left to right (from x_from, up to x_to), joined by single spaces."""
        words = sorted((w for w in self.words if abs(w[3] - baseline) <= tol and x_from - 0.5 <= w[1] < x_to - 0.5),
                       key=lambda w: w[1])
        return " ".join(w[0] for w in words)

    def all_text(self) -> str:
        return "\n".join(self.line_at(b) for b in sorted({round(w[3], 1) for w in self.words}))


def read_pdf(path, limit: int | None = None) -> list[PageText]:
    from printkit.verify.pdfscan import read_pages

    pages = []
    for page in read_pages(path, limit=limit):
        h = float(page.height)
        pt = PageText(float(page.width), h)
        _pdf_chars(page.chars, h, pt)
        pt.markers = [(text, x, y) for text, x, y, _ in page.marks]
        for r in page.rects:
            pt.rects.append((float(r["x0"]), float(r["top"]), float(r["x1"]) - float(r["x0"]),
                             float(r["bottom"]) - float(r["top"])))
        pages.append(pt)
    return pages


def _pdf_chars(chars, height: float, pt: PageText) -> None:
    """Group characters into words by their text origin (exact, from the text matrix)."""
    runs: list[list] = []
    for ch in chars:
        x, y = float(ch["matrix"][4]), height - float(ch["matrix"][5])
        text = ch["text"]
        if runs:
            last = runs[-1]
            contiguous = abs(last[3] - y) < 0.01 and abs(ch["x0"] - last[5]) < 0.6
            if contiguous and text != " " and not last[6]:
                last[0] += text
                last[5] = float(ch["x1"])
                continue
            if contiguous and text == " ":
                last[6] = True  # a space ends the word
                continue
        if text == " ":
            continue
        m = ch["matrix"]
        runs.append([text, x, x, y, False, float(ch["x1"]), False, round(float(ch["size"]), 2),
                     abs(float(m[1])) < 1e-6 and abs(float(m[2])) < 1e-6])
    for text, x, _, y, _, x1, _, size, upright in runs:
        pt.words.append((text, x, x1, y))
        pt.sizes.append((size, x, y, text, upright))


_TRANSLATE = re.compile(r"translate\(([-\d.]+),([-\d.]+)\)")
_SCALE = re.compile(r"scale\(([-\d.]+)\)")


def read_svg(path) -> PageText:
    root = ET.parse(str(path)).getroot()
    vb = [float(v) for v in root.get("viewBox").split()]
    pt = PageText(vb[2], vb[3])
    _svg_walk(root, 0.0, 0.0, 1.0, pt)
    return pt


def _svg_walk(el, dx: float, dy: float, k: float, pt: PageText) -> None:
    for child in el:
        tag = child.tag.replace(SVG, "")
        if tag == "g" and child.get("class") == "pk-marker":  # a read-back note: its text in <metadata>
            m = _TRANSLATE.search(child.get("transform", ""))
            ox, oy = (float(m.group(1)), float(m.group(2))) if m else (0.0, 0.0)
            note = child.find(f"{SVG}metadata")
            pt.markers.append(((note.text or "") if note is not None else "", dx + ox * k, dy + oy * k))
        elif tag == "g":
            transform = child.get("transform", "")
            m = _TRANSLATE.search(transform)
            ox, oy = (float(m.group(1)), float(m.group(2))) if m else (0.0, 0.0)
            s = _SCALE.search(transform)
            _svg_walk(child, dx + ox * k, dy + oy * k, k * (float(s.group(1)) if s else 1.0), pt)
        elif tag == "text":
            x, y, text = float(child.get("x")) * k + dx, float(child.get("y")) * k + dy, child.text or ""
            if child.get("font-size"):
                pt.sizes.append((round(float(child.get("font-size")) * k, 2), x, y, text,
                                 "rotate" not in child.get("transform", "")))
            for word in text.split():  # positions of words inside one text are not needed
                pt.words.append((word, x, x, y))
        elif tag == "rect":
            pt.rects.append((float(child.get("x")) * k + dx, float(child.get("y")) * k + dy,
                             float(child.get("width")) * k, float(child.get("height")) * k))
