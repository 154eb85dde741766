"""The fast PDF reader (printkit.verify.pdfscan) reads exactly what pdfplumber reads, and never serves a
changed file from its memo."""

from __future__ import annotations

import io

import pytest

from printkit.verify import pdfscan

KEYS = {"chars": ["text", "fontname", "size", "matrix", "x0", "x1", "top", "bottom"],
        "rects": ["x0", "x1", "top", "bottom", "width", "height", "linewidth", "stroke", "fill", "pts"],
        "lines": ["x0", "x1", "top", "bottom", "linewidth", "stroke", "fill", "pts"],
        "curves": ["x0", "x1", "top", "bottom", "linewidth", "stroke", "fill", "pts"]}


def _facts(pages) -> list:
    return [(float(p.width), float(p.height), {k: [{f: o[f] for f in fields} for o in getattr(p, k)]
                                               for k, fields in KEYS.items()}) for p in pages]


def _same_as_pdfplumber(path):
    import pdfplumber

    with pdfplumber.open(str(path)) as pdf:
        want = _facts(pdf.pages)
    got = _facts(pdfscan.read_pages(path))
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g[:2] == w[:2]
        for kind in KEYS:
            assert g[2][kind] == w[2][kind], kind
    return got


def _bare(draw, pagesize=(400, 300)) -> bytes:
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=pagesize, invariant=1)
    draw(c)
    c.showPage()
    c.save()
    return buf.getvalue()


def _tricky(c):
    """Escapes, kerning arrays, rotation, curves, dashes, a form XObject: what a content stream may hold."""
    from printkit.fonts import registered

    c.setFont(registered("DejaVuSans"), 9)
    c.drawString(20, 250, "paren ( ) back \\ slash ÀÉ ж")
    t = c.beginText(20, 230)
    t.setCharSpace(0.5)
    t.setWordSpace(2)
    t.textLine("spaced words here")
    t.setHorizScale(80)
    t.textLine("scaled")
    c.drawText(t)
    c.saveState()
    c.translate(200, 150)
    c.rotate(30)
    c.drawString(0, 0, "rotated 30")
    c.restoreState()
    c.setDash(3, 2)
    c.setLineWidth(0.7)
    c.bezier(20, 20, 60, 80, 100, 0, 140, 40)
    c.line(20, 100, 180, 100)
    c.rect(200, 20, 50, 30, stroke=1, fill=1)
    c.circle(300, 60, 20)
    c.beginForm("stamp")
    c.rect(0, 0, 10, 10, fill=1)
    c.drawString(0, 12, "in a form")
    c.endForm()
    c.doForm("stamp")
    c.setPageRotation(0)


def test_tricky_content_reads_as_pdfplumber_reads_it(tmp_path):
    path = tmp_path / "tricky.pdf"
    path.write_bytes(_bare(_tricky))
    got = _same_as_pdfplumber(path)
    texts = "".join(ch["text"] for ch in got[0][2]["chars"])
    assert "paren ( ) back \\ slash ÀÉ ж" in texts and "in a form" in texts and "rotated 30" in texts
    assert got[0][2]["curves"] and got[0][2]["lines"] and got[0][2]["rects"]


def test_a_printkit_page_reads_as_pdfplumber_reads_it(tmp_path, little_war):
    from printkit.layout.scene import Document
    from printkit.layout.sheets import Options, counter_pages
    from printkit.render.pdf import render

    path = tmp_path / "counters.pdf"
    path.write_bytes(render(Document("t", counter_pages(little_war, Options()))))
    got = _same_as_pdfplumber(path)
    assert sum(len(p[2]["chars"]) for p in got) > 500


def test_inline_image_falls_back_to_pdfminers_parser(tmp_path):
    from PIL import Image

    img = Image.new("RGB", (4, 4), (200, 30, 30))
    path = tmp_path / "inline.pdf"
    path.write_bytes(_bare(lambda c: (c.drawInlineImage(img, 10, 10, 20, 20), c.drawString(10, 50, "after"))))
    page = pdfscan.read_pages(path)[0].page_obj
    from pdfminer.pdftypes import stream_value

    data = b"".join(stream_value(s).get_data() for s in page.contents)
    with pytest.raises(pdfscan._Inline):  # the fast tokenizer hands this stream over
        pdfscan.tokens(data)
    got = _same_as_pdfplumber(path)
    assert "".join(ch["text"] for ch in got[0][2]["chars"]) == "after"


def test_tokens_are_pdfminers():
    from pdfminer.psparser import KWD, LIT

    toks = pdfscan.tokens(b"1 -2.5 .5 /F1#20x (a\\(b\\)\\101\\\nc) <48 65> [1 (x) -2] << /K 1 >> Tf % note\nET true")
    assert toks == [1, -2.5, 0.5, LIT("F1 x"), b"a(b)Ac", b"He", [1, b"x", -2], {"K": 1}, KWD(b"Tf"), KWD(b"ET"),
                    True]


def test_a_changed_file_is_read_again(tmp_path):
    """The memo is keyed by the file's bytes: a file changed in place never comes back as it was."""
    path = tmp_path / "x.pdf"
    path.write_bytes(_bare(lambda c: c.drawString(10, 10, "first")))
    assert "".join(ch["text"] for ch in pdfscan.read_pages(path)[0].chars) == "first"
    path.write_bytes(_bare(lambda c: c.drawString(10, 10, "second")))
    assert "".join(ch["text"] for ch in pdfscan.read_pages(path)[0].chars) == "second"


@pytest.mark.parametrize("content", [True, False])
def test_page_boxes_come_without_content(tmp_path, content):
    path = tmp_path / "x.pdf"
    path.write_bytes(_bare(lambda c: c.drawString(10, 10, "x"), pagesize=(500, 700)))
    page = pdfscan.read_pages(path, content)[0]
    assert (page.width, page.height) == (500, 700)
    assert bool(page.chars) is content
