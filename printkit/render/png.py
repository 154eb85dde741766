"""PNG backend (previews, one image per counter for VASSAL): the SVG of a page through cairosvg."""

from __future__ import annotations

from printkit.render import svg

PREVIEW_DPI = 150


def render_page(page, dpi: int = PREVIEW_DPI) -> bytes:
    import cairosvg

    return cairosvg.svg2png(bytestring=svg.render_page(page), dpi=dpi)


def render(doc) -> bytes:
    if len(doc.pages) != 1:
        raise ValueError("PNG holds one page; render each page with render_page")
    return render_page(doc.pages[0])
