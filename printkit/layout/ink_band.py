"""The low-ink counter's frame in its side's colour, shared by unit counters and markers."""

from __future__ import annotations

from printkit.layout.scene import Rect, Style


def band(side, x: float, y: float, s: float, bleed: float) -> list:
    """A low-ink counter's frame in its side's colour (Side.band, set by --ink low): from BAND_OUT outside the cut
    to BAND of the counter inside it, clear of the words along the edges."""
    if not side.band:
        return []
    out = min(bleed, BAND_OUT)  # no further into the bleed than a cut may stray: the gutter stays paper
    w = BAND * s + out
    x0, y0, full = x - out, y - out, s + 2 * out
    fill = Style(fill=side.band)
    return [Rect(x0, y0, full, w, fill), Rect(x0, y0 + full - w, full, w, fill),
            Rect(x0, y0, w, full, fill), Rect(x0 + full - w, y0, w, full, fill)]


BAND = 0.035  # the low-ink band's width inside the cut, as a share of the counter
BAND_OUT = 1.42  # pt (0.5 mm): how far the band runs out past the cut
