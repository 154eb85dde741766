"""The parsed font face kept in printkit's cache is reportlab's own TTFont, attribute for attribute, and a PDF
set with it is byte for byte the PDF set with a freshly parsed font (printkit.fonts._ttfont)."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from printkit import fonts


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE", str(tmp_path))
    return tmp_path


def _fresh(name):
    return TTFont(name, str(fonts.font_path(name)))


@pytest.mark.parametrize("name", sorted(fonts.FONT_FILES))
def test_cached_font_is_reportlabs_own(cache_dir, name):
    fonts._ttfont(name)  # parses and stores
    assert any(p.name.startswith(f"font-{name}-") for p in cache_dir.iterdir())
    cached, fresh = fonts._ttfont(name), _fresh(name)
    assert set(vars(cached)) == set(vars(fresh))
    assert set(vars(cached.face)) == set(vars(fresh.face))
    for attr, value in vars(fresh.face).items():
        if attr == "_pdfScale":
            assert cached.face._pdfScale(1234) == pytest.approx(value(1234))
        else:
            assert getattr(cached.face, attr) == value, attr
    assert (cached.shapable, cached._asciiReadable) == (fresh.shapable, fresh._asciiReadable)


def _pdf(font) -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(font)
    out = io.BytesIO()
    c = canvas.Canvas(out, invariant=1)
    c.setFont(font.fontName, 12)
    c.drawString(72, 720, "Pz 4-6 ≥ − – Пехота")
    c.save()
    return out.getvalue()


def test_pdf_with_cached_font_is_the_same(cache_dir):
    fonts._ttfont("DejaVuSans")
    cached = fonts._ttfont("DejaVuSans")
    cached.fontName = "CachedSans"
    fresh = _fresh("DejaVuSans")
    fresh.fontName = "CachedSans"
    assert _pdf(cached) == _pdf(fresh)


def test_a_bad_cache_entry_is_parsed_again(cache_dir):
    key = fonts._face_key("DejaVuSans", fonts.font_path("DejaVuSans"))
    from printkit.load import cache

    cache.put(key, {"not": "a face"})
    font = fonts._ttfont("DejaVuSans")
    assert font.face.charWidths == _fresh("DejaVuSans").face.charWidths




def test_subsets_made_once_are_the_subsets_made_afresh(cache_dir, monkeypatch):
    """A registered face makes each font subset once per process (printkit.fonts._subsets_kept): asked again for
    the same codes it gives the bytes it made, which are those a freshly parsed font makes; other codes are
    made anew."""
    from reportlab.pdfbase.ttfonts import TTFontFile

    made = []
    real = TTFontFile.makeSubset
    monkeypatch.setattr(TTFontFile, "makeSubset", lambda self, subset: made.append(tuple(subset)) or real(self, subset))
    face = fonts._ttfont("DejaVuSans").face
    face.__class__ = fonts._subsets_kept(face.__class__)
    ascii_codes = list(range(128))  # every document's first subset (rl_config.ttfAsciiReadable)
    cyrillic = [*range(127), ord("П")]  # as many codes, one of them other
    first = face.makeSubset(ascii_codes)
    assert face.makeSubset(list(ascii_codes)) is first and len(made) == 1
    other = face.makeSubset(cyrillic)
    assert len(made) == 2 and other != first
    made.clear()
    fresh = _fresh("DejaVuSans").face
    assert (first, other) == (fresh.makeSubset(ascii_codes), fresh.makeSubset(cyrillic))
    assert len(made) == 2  # the fresh face made its own


def test_registered_faces_keep_their_subsets():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFontFace

    for name in sorted(fonts.FONT_FILES):
        face = pdfmetrics.getFont(fonts.registered(name)).face
        assert type(face).keeps_subsets and type(face).__mro__[1] is TTFontFace
        assert face.makeSubset([0, 65, 66]) is face.makeSubset([0, 65, 66])
