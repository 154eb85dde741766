"""WCAG 2 contrast of two '#rrggbb' colours: pure arithmetic, shared by the loader's checks and the layout."""

from __future__ import annotations

MIN_TEXT_CONTRAST = 4.5  # WCAG 2 AA for normal text: what a counter's small print needs


def luminance(color: str) -> float:
    """Relative luminance (WCAG 2.x) of '#rrggbb'."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    c = color.lstrip("#")
    r, g, b = (channel(int(c[i:i + 2], 16) / 255) for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """(L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 (none) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
