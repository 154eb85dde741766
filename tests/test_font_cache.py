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
