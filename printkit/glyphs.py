"""Glyph outlines of the kit's fonts, read from the TrueType 'glyf' table: the shapes a knock-out halo is
drawn from (a map label's paper-coloured outline is a shape, not a second copy of the text, so a reader
who copies or searches the text, and verify, see each label once).

Outlines are in font units (y up) as polygons: quadratic curves flattened, good for a halo, not for type."""

from __future__ import annotations

import struct
from functools import lru_cache

Contour = tuple[tuple[float, float], ...]

_ON, _X_SHORT, _Y_SHORT, _REPEAT, _X_SAME, _Y_SAME = 0x01, 0x02, 0x04, 0x08, 0x10, 0x20
_ARG_WORDS, _ARGS_XY, _SCALE, _MORE, _XY_SCALE, _TWO_BY_TWO = 0x01, 0x02, 0x08, 0x20, 0x40, 0x80


class Face:
    """One TrueType font file: its glyph index (cmap via reportlab), units per em and glyph outlines."""

    def __init__(self, ttf):
        """ttf: the font file as reportlab read it (reportlab.pdfbase.ttfonts.TTFontFile)."""
        self.char_to_glyph = ttf.charToGlyph
        self.units_per_em = ttf.unitsPerEm
        long_loca = struct.unpack(">h", ttf.get_table("head")[50:52])[0] == 1
        loca = ttf.get_table("loca")
        if long_loca:
            self.loca = struct.unpack(f">{len(loca) // 4}L", loca)
        else:
            self.loca = tuple(2 * v for v in struct.unpack(f">{len(loca) // 2}H", loca))
        self.glyf = ttf.get_table("glyf")

    def contours(self, glyph: int, depth: int = 0) -> tuple[Contour, ...]:
        """The glyph's closed contours (composite glyphs resolved), curves flattened."""
        if glyph + 1 >= len(self.loca) or depth > 8:
            return ()
        start, end = self.loca[glyph], self.loca[glyph + 1]
        if end <= start:
            return ()  # a glyph with no outline (the space)
        data = self.glyf[start:end]
        (count,) = struct.unpack(">h", data[:2])
        if count >= 0:
            return _simple(data, count)
        return self._composite(data, depth)

    def _composite(self, data: bytes, depth: int) -> tuple[Contour, ...]:
        out: list[Contour] = []
        i = 10
        while True:
            flags, index = struct.unpack(">HH", data[i:i + 4])
            i += 4
            if flags & _ARG_WORDS:
                dx, dy = struct.unpack(">hh" if flags & _ARGS_XY else ">HH", data[i:i + 4])
                i += 4
            else:
                dx, dy = struct.unpack(">bb" if flags & _ARGS_XY else ">BB", data[i:i + 2])
                i += 2
            if not flags & _ARGS_XY:
                dx = dy = 0  # components joined by point numbers: rare in text fonts; placed unshifted
            a, b, c, d = 1.0, 0.0, 0.0, 1.0
            if flags & _SCALE:
                a = d = struct.unpack(">h", data[i:i + 2])[0] / 16384
                i += 2
            elif flags & _XY_SCALE:
                a, d = (v / 16384 for v in struct.unpack(">hh", data[i:i + 4]))
                i += 4
            elif flags & _TWO_BY_TWO:
                a, b, c, d = (v / 16384 for v in struct.unpack(">hhhh", data[i:i + 8]))
                i += 8
            for contour in self.contours(index, depth + 1):
                out.append(tuple((a * x + c * y + dx, b * x + d * y + dy) for x, y in contour))
            if not flags & _MORE:
                return tuple(out)


def _simple(data: bytes, count: int) -> tuple[Contour, ...]:
    ends = struct.unpack(f">{count}H", data[10:10 + 2 * count])
    n = ends[-1] + 1 if ends else 0
    i = 10 + 2 * count
    (skip,) = struct.unpack(">H", data[i:i + 2])
    i += 2 + skip
    flags: list[int] = []
    while len(flags) < n:
        f = data[i]
        i += 1
        flags.append(f)
        if f & _REPEAT:
            flags.extend([f] * data[i])
            i += 1
    xs, i = _coords(data, i, flags, _X_SHORT, _X_SAME)
    ys, i = _coords(data, i, flags, _Y_SHORT, _Y_SAME)
    out, first = [], 0
    for last in ends:
        pts = [(xs[k], ys[k], bool(flags[k] & _ON)) for k in range(first, last + 1)]
        first = last + 1
        if len(pts) > 1:
            out.append(_flatten(pts))
    return tuple(out)


def _coords(data: bytes, i: int, flags: list[int], short: int, same: int) -> tuple[list[int], int]:
    out, v = [], 0
    for f in flags:
        if f & short:
            d = data[i]
            i += 1
            v += d if f & same else -d
        elif not f & same:
            v += struct.unpack(">h", data[i:i + 2])[0]
            i += 2
        out.append(v)
    return out, i


def _flatten(pts, steps: int = 3) -> Contour:
    """A closed quadratic B-spline contour (on/off-curve points) as a polygon."""
    if not any(on for _, _, on in pts):  # all off-curve: start at an implied midpoint
        (x0, y0, _), (x1, y1, _) = pts[0], pts[1]
        pts = [((x0 + x1) / 2, (y0 + y1) / 2, True)] + pts[1:] + [pts[0]]
    k = next(j for j, p in enumerate(pts) if p[2])
    pts = pts[k:] + pts[:k]
    out = [(float(pts[0][0]), float(pts[0][1]))]
    ring = pts[1:] + pts[:1]
    cur = out[0]
    j = 0
    while j < len(ring):
        x, y, on = ring[j]
        if on:
            cur = (float(x), float(y))
            out.append(cur)
            j += 1
            continue
        nx, ny, non = ring[(j + 1) % len(ring)] if j + 1 < len(ring) else ring[0]
        end = (float(nx), float(ny)) if non else ((x + nx) / 2, (y + ny) / 2)
        for t in range(1, steps + 1):
            u = t / steps
            out.append(((1 - u) ** 2 * cur[0] + 2 * (1 - u) * u * x + u * u * end[0],
                        (1 - u) ** 2 * cur[1] + 2 * (1 - u) * u * y + u * u * end[1]))
        cur = end
        j += 2 if non else 1
    if len(out) > 1 and out[-1] == out[0]:
        out.pop()
    return tuple(out)


@lru_cache(maxsize=None)
def face(font: str) -> Face:
    """The outlines of a kit font (the file reportlab registered for the PDFs, not read a second time)."""
    from reportlab.pdfbase import pdfmetrics

    from printkit.fonts import registered

    return Face(pdfmetrics.getFont(registered(font)).face)


@lru_cache(maxsize=4096)
def outline(char: str, font: str = "DejaVuSans") -> tuple[Contour, ...]:
    """The contours of one character in em units (1.0 = the font size), y up; () for no outline."""
    f = face(font)
    glyph = f.char_to_glyph.get(ord(char))
    if glyph is None:
        return ()
    k = 1.0 / f.units_per_em
    return tuple(tuple((x * k, y * k) for x, y in c) for c in f.contours(glyph))
