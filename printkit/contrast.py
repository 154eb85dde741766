"""WCAG 2 contrast: relative luminance, the contrast ratio of two colours, the ink that reads on a fill."""

from __future__ import annotations

from printkit.colors import rgb
from printkit.wcag import contrast_ratio, luminance  # noqa: F401 - the layout's names for them

DARK_INK = "#111111"
LIGHT_INK = "#ffffff"


def best_ink(fill: str) -> str:
    """Dark or white text, whichever contrasts more with the fill."""
    return DARK_INK if contrast_ratio(fill, DARK_INK) >= contrast_ratio(fill, LIGHT_INK) else LIGHT_INK


def lab(color: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of '#rrggbb'."""
    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb(color))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a: str, b: str) -> float:
    """CIE76 colour difference: about 2.3 is just noticeable, over 40 reads as another colour at a glance."""
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b))) ** 0.5
