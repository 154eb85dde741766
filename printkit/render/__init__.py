"""Backends: each turns a layout.scene.Document into bytes. Register new ones in BACKENDS."""

from __future__ import annotations

from importlib import import_module

BACKENDS = {"pdf": "printkit.render.pdf", "svg": "printkit.render.svg", "png": "printkit.render.png"}


def render(fmt: str, doc, page: int | None = None) -> bytes:
    """Render a document (or, for single-page formats, one page of it) to bytes."""
    module = import_module(BACKENDS[fmt])
    return module.render(doc) if page is None else module.render_page(doc.pages[page])
