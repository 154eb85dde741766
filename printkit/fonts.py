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

    pdfmetrics.registerFont(_ttfont(name))
    face = pdfmetrics.getFont(name).face  # (reportlab's first font of this face, if one was registered before)
    if not getattr(face.__class__, "keeps_subsets", False):
        face.__class__ = _subsets_kept(face.__class__)
    return name


@lru_cache(maxsize=None)
def _subsets_kept(base: type) -> type:
    """reportlab's face class, with each font subset it embeds made once per process. Every PDF of a kit embeds
    the subsets of the characters it shows, and most are the same: the first subset of each face holds the
    128 ASCII codes in every document (rl_config.ttfAsciiReadable), so the 280-counter kit's five PDFs made 10
    subsets of 3 kinds (0.3-0.6 ms each). The bytes are makeSubset's own (the font file and the codes fix them)."""

    class SubsetsKept(base):
        keeps_subsets = True

        def makeSubset(self, subset):
            key = (id(self), tuple(subset))
            kept = _SUBSETS.get(key)
            if kept is None or kept[0] is not self:
                if len(_SUBSETS) > 512:
                    _SUBSETS.clear()
                kept = _SUBSETS[key] = (self, super().makeSubset(subset))
            return kept[1]

    return SubsetsKept


_SUBSETS: dict = {}  # (id(face), codes) -> (face, subset font bytes)


def _ttfont(name: str):
    """reportlab's TTFont of the font file. Parsing a DejaVu file takes reportlab ~15 ms (a fifth of a small
    build); the parsed face is kept in printkit's cache under the file's size and time and reportlab's version,
    and read back in ~2 ms. reportlab.pdfbase.ttfonts.TTFont.__init__ is followed attribute for attribute
    (tests/test_fonts.py holds the two equal)."""
    from reportlab.pdfbase.ttfonts import TTFont

    path = font_path(name)
    key = _face_key(name, path)
    state = _cached_face(key)
    if state is None:
        font = TTFont(name, str(path))
        _store_face(key, font.face)
        return font
    return _font_from_face(name, _face_from_state(state))


def _face_key(name: str, path: Path) -> str | None:
    import reportlab

    try:
        st = path.stat()
    except OSError:
        return None
    return f"font-{name}-{st.st_size}-{st.st_mtime_ns}-rl{reportlab.Version}".replace("/", "_")


def _cached_face(key: str | None) -> dict | None:
    from printkit.load import cache

    state = cache.get(key) if key else None
    return state if isinstance(state, dict) and "charWidths" in state and "unitsPerEm" in state else None


def _store_face(key: str | None, face) -> None:
    from printkit.load import cache

    if key:
        cache.put(key, {k: v for k, v in vars(face).items() if k != "_pdfScale"})


def _face_from_state(state: dict):
    """A TTFontFace from its attributes (the one function reportlab keeps there, _pdfScale, made again)."""
    from reportlab.pdfbase.ttfonts import TTFontFace

    face = TTFontFace.__new__(TTFontFace)
    face.__dict__.update(state)
    per_em = state["unitsPerEm"]
    face._pdfScale = _identity if per_em == 1000 else _Scale(1000 / per_em)
    return face


def _identity(x):
    return x


class _Scale:
    """x times the font's 1000/unitsPerEm (reportlab's own is a lambda)."""

    __slots__ = ("k",)

    def __init__(self, k: float):
        self.k = k

    def __call__(self, x):
        return x * self.k


def _font_from_face(name: str, face):
    """What TTFont(name, file) makes, with the face given."""
    from fnmatch import fnmatch
    from weakref import WeakKeyDictionary

    from reportlab import rl_config
    from reportlab.pdfbase.ttfonts import TTEncoding, TTFont, unShapedFontGlob

    font = TTFont.__new__(TTFont)
    font.fontName = name
    font.face = face
    font.encoding = TTEncoding()
    font.state = WeakKeyDictionary()
    font._asciiReadable = rl_config.ttfAsciiReadable
    font.shapable = not any(fnmatch(name, g) for g in unShapedFontGlob)
    return font


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


# the inked part of a line of DejaVu text, in ems above and below its baseline: what preflight reads of a glyph
# (printkit.preflight.pdfread) and what a shop image's text margin measures (printkit.layout.shop_pages)
INK_ASCENT, INK_DESCENT = 0.72, 0.18


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
