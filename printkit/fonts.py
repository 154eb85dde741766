"""The fonts kits are set in (DejaVu Sans: Latin and Cyrillic), their metrics and glyph coverage."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from printkit.errors import PrintkitError
from printkit import lazy_pillow  # noqa: F401 - before reportlab (which imports PIL.Image)

FONT_FILES = {
    "DejaVuSans": "DejaVuSans.ttf",
    "DejaVuSans-Bold": "DejaVuSans-Bold.ttf",
}
SEARCH_DIRS = (
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/dejavu",
    "/usr/local/share/fonts",
    "/Library/Fonts",
)

@lru_cache(maxsize=None)
def font_path(name: str) -> Path:
    """Path of a font file; PrintkitError naming the package to install if it is absent."""
    file = FONT_FILES[name]
    dirs = [os.environ["PRINTKIT_FONT_DIR"]] if os.environ.get("PRINTKIT_FONT_DIR") else []
    for d in [*dirs, *SEARCH_DIRS]:
        p = Path(d) / file
        if p.is_file():
            return p
    raise PrintkitError(f"font {file} not found in {', '.join([*dirs, *SEARCH_DIRS])}; "
                        "install Debian's fonts-dejavu-core (or set PRINTKIT_FONT_DIR)")


@lru_cache(maxsize=None)
def registered(name: str) -> str:
    """Register a TTF font with reportlab once; return its name."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    pdfmetrics.registerFont(TTFont(name, str(font_path(name))))
    return name


@lru_cache(maxsize=None)
def coverage(name: str = "DejaVuSans") -> frozenset[int]:
    """Code points the font can draw."""
    from reportlab.pdfbase import pdfmetrics

    face = pdfmetrics.getFont(registered(name)).face
    return frozenset(face.charToGlyph)


def missing_glyphs(text: str, name: str = "DejaVuSans") -> list[str]:
    """Characters of text the font cannot draw (control characters like newline excepted)."""
    have = coverage(name)
    return list(dict.fromkeys(ch for ch in text if ord(ch) >= 32 and ord(ch) not in have))


def width(text: str, size: float, name: str = "DejaVuSans") -> float:
    """Advance width of text in points (memoized: layout, culling and the PDF backend measure the same
    labels again and again)."""
    key = (text, size, name)
    found = _WIDTHS.get(key)
    if found is None:
        from reportlab.pdfbase import pdfmetrics

        if len(_WIDTHS) > 100_000:
            _WIDTHS.clear()
        found = _WIDTHS[key] = pdfmetrics.stringWidth(text, registered(name), size)
    return found


_WIDTHS: dict = {}
