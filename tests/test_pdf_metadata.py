"""PDF metadata a print shop sees: deterministic, dated by SOURCE_DATE_EPOCH when it is set."""

from __future__ import annotations

import re

from printkit.layout.scene import Document, Page, Text
from printkit.render.pdf import render


def _doc() -> Document:
    page = Page(595.0, 842.0, "p")
    page.add(Text(100, 100, "Hello", 9))
    return Document("A kit - counters (A4)", [page])


def test_metadata_is_deterministic(monkeypatch):
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    a, b = render(_doc()), render(_doc())
    assert a == b
    assert b"/Title (A kit - counters \\(A4\\))" in a
    from printkit import __version__

    assert f"/Creator (printkit {__version__})".encode() in a
    assert re.search(rb"/CreationDate \(D:20000101000000", a)  # reportlab's invariant date, not the clock


def test_source_date_epoch_dates_the_pdf(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")  # 2023-11-14 22:13:20 UTC
    data = render(_doc())
    assert re.search(rb"/CreationDate \(D:20231114221320", data)
    assert re.search(rb"/ModDate \(D:20231114221320", data)
