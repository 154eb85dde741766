"""Preflight: every check passes on a clean page and fails on a PDF broken on purpose for it.

The broken PDFs are drawn with printkit's renderer (scene pages) or, where the renderer refuses to make
the mistake (unembedded Helvetica, hairlines, shared subset tags, missing boxes), with a bare reportlab
canvas.
"""

from __future__ import annotations

import io

import pytest

from printkit.layout import furniture
from printkit.layout.scene import Document, Line, Marker, Page, Rect, Style, Text
from printkit.preflight.run import preflight_pdf
from printkit.render.pdf import render
from printkit.units import PT_PER_MM, paper_size

A4 = paper_size("a4")
MM = PT_PER_MM


def _check(tmp_path, data: bytes, paper=A4, counter=None, bleed=0.0, duplex="long", offset=(0.0, 0.0)):
    path = tmp_path / "x.pdf"
    path.write_bytes(data)
    problems, _ = preflight_pdf(path, "x.pdf", paper, counter, bleed, duplex, offset)
    return problems


def _page(*items, size=A4, ruler=True) -> Page:
    page = Page(*size, "test")
    page.add(*items)
    if ruler:
        furniture.ruler(page)
    return page


def _pdf(*pages) -> bytes:
    return render(Document("test", list(pages)))


def _checks(problems) -> set[str]:
    return {p.check for p in problems}


def test_clean_page_passes(tmp_path):
    assert _check(tmp_path, _pdf(_page(Text(100, 100, "Hello, print shop", 9)))) == []


def test_page_size_must_be_the_paper(tmp_path):
    problems = _check(tmp_path, _pdf(_page(size=(500.0, 700.0))))
    assert "page-size" in _checks(problems)
    assert "500.00 x 700.00 pt" in problems[0].message


def _bare(draw, boxes=True, fonts=("Helvetica",)) -> bytes:
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=1)
    if boxes:
        c.setTrimBox((0, 0, *A4))
        c.setBleedBox((0, 0, *A4))
    draw(c)
    c.showPage()
    c.save()
    return buf.getvalue()


def test_boxes_must_be_declared(tmp_path):
    problems = _check(tmp_path, _bare(lambda c: None, boxes=False), paper=None)
    assert {(p.check, p.obj) for p in problems} >= {("boxes", "TrimBox"), ("boxes", "BleedBox")}


def test_trim_must_sit_inside_bleed(tmp_path):
    page = _page()
    page.trim = (10.0, 10.0, 300.0, 300.0)
    page.bleed = (20.0, 20.0, 100.0, 100.0)
    problems = _check(tmp_path, _pdf(page))
    assert any(p.check == "boxes" and p.obj == "TrimBox" and "not inside BleedBox" in p.message for p in problems)


def test_helvetica_is_not_embedded(tmp_path):
    problems = _check(tmp_path, _bare(lambda c: c.drawString(100, 100, "x")), paper=None)
    assert any(p.check == "fonts" and "Helvetica" in p.obj and p.message == "not embedded" for p in problems)


def test_printkit_pdfs_embed_every_font_with_unique_tags(tmp_path):
    page = _page(Text(100, 100, "regular", 9), Text(100, 120, "bold", 9, "DejaVuSans-Bold"))
    assert "fonts" not in _checks(_check(tmp_path, _pdf(page)))


def test_shared_subset_tag_is_reported(tmp_path):
    from printkit.fonts import registered

    def draw(c):
        c.setFont(registered("DejaVuSans"), 9)
        c.drawString(100, 100, "regular")
        c.setFont(registered("DejaVuSans-Bold"), 9)
        c.drawString(100, 120, "bold")

    problems = _check(tmp_path, _bare(draw), paper=None)
    assert any(p.check == "fonts" and "subset tag AAAAAA also names" in p.message for p in problems)


def test_hairline_is_reported(tmp_path):
    def draw(c):
        c.setLineWidth(0.2)  # 0.07 mm
        c.line(100, 100, 200, 100)

    problems = _check(tmp_path, _bare(draw), paper=None)
    assert any(p.check == "line-weight" and "0.071 mm" in p.message for p in problems)


def test_renderer_keeps_lines_at_least_0_1_mm(tmp_path):
    page = _page(Line(100, 100, 200, 100, Style(stroke="#000000", width=0.1)))
    assert "line-weight" not in _checks(_check(tmp_path, _pdf(page)))


def test_missing_ruler_is_reported(tmp_path):
    problems = _check(tmp_path, _pdf(_page(ruler=False)))
    assert [p.check for p in problems] == ["ruler", "ruler"]


def test_ruler_bar_must_measure_100_mm(tmp_path):
    bar = _page(ruler=False, size=A4)
    bar.add(Line(50, 700, 50 + 99 * MM, 700), Text(200, 690, "100 mm", 6))
    problems = _check(tmp_path, _pdf(bar))
    assert any(p.check == "ruler" and "longest horizontal: 99.00 mm" in p.message for p in problems)


def test_text_over_text_is_reported(tmp_path):
    problems = _check(tmp_path, _pdf(_page(Text(100, 100, "USSR", 6), Text(108, 100, "1T", 6))))
    assert any(p.check == "text-overlap" and "'USSR' and '1T'" in p.obj for p in problems)


def test_lines_of_a_paragraph_do_not_overlap(tmp_path):
    page = _page(*(Text(100, 100 + i * 11, "gjpqy ÁÉÍ line", 9) for i in range(5)))
    assert "text-overlap" not in _checks(_check(tmp_path, _pdf(page)))


def test_text_overflowing_its_box_is_reported(tmp_path):
    box = Rect(100, 100, 40, 14, Style(stroke="#000000", width=0.5))
    problems = _check(tmp_path, _pdf(_page(box, Text(102, 110, "far too long for the cell", 8))))
    assert any(p.check == "text-overflow" and "out of its box 40 x 14 pt" in p.message for p in problems)
    fits = _page(box, Text(102, 110, "fits", 8))
    assert "text-overflow" not in _checks(_check(tmp_path, _pdf(fits)))


def test_text_off_the_page_is_reported(tmp_path):
    problems = _check(tmp_path, _pdf(_page(Text(A4[0] - 20, 100, "off the edge", 9))))
    assert any(p.check == "text-overflow" and "page" in p.message for p in problems)


def test_text_under_5_pt_is_reported(tmp_path):
    problems = _check(tmp_path, _pdf(_page(Text(100, 100, "tiny", 4.9))))
    assert any(p.check == "text-size" and "4.90 pt, minimum 5.0 pt" in p.message for p in problems)
    assert "text-size" not in _checks(_check(tmp_path, _pdf(_page(Text(100, 100, "fine", 5.0)))))


def _counter(x, y, size, side, text_size, dx=0.0):
    return [Rect(x, y, size, size, Style(stroke="#000000", width=0.3)),
            Text(x + size / 2, y + size / 2, "ID", text_size, anchor="middle"),
            Marker(x + size / 2 + dx, y + size / 2, f"ctr:inf:1:{side}")]


@pytest.mark.parametrize("text_size, ok", [(4.6, True), (4.4, False)])
def test_counter_ids_may_be_4_5_pt(tmp_path, text_size, ok):
    page = _page(*_counter(100, 100, 36, "front", text_size))
    problems = _check(tmp_path, _pdf(page), counter=36)
    assert ("text-size" not in _checks(problems)) is ok


@pytest.mark.parametrize("duplex", ["long", "short", "gutter"])
def test_back_off_its_mirrored_front_is_reported(tmp_path, duplex):
    w, h = A4
    x, y, size = 100.0, 120.0, 36.0
    if duplex == "short":
        bx, by = x, h - y - size
    else:
        bx, by = w - x - size, y
    front = _page(*_counter(x, y, size, "front", 6))
    back_items = _counter(bx, by, size, "back", 6, dx=0.2 * MM)  # 0.2 mm off
    pages = [front, _page(*back_items)] if duplex != "gutter" else [_page(*_counter(x, y, size, "front", 6), *back_items)]
    problems = _check(tmp_path, _pdf(*pages), counter=size, duplex=duplex)
    assert any(p.check == "backs" and "+0.200 mm" in p.message for p in problems)
    good = _counter(bx, by, size, "back", 6)
    pages = [front, _page(*good)] if duplex != "gutter" else [_page(*_counter(x, y, size, "front", 6), *good)]
    assert "backs" not in _checks(_check(tmp_path, _pdf(*pages), counter=size, duplex=duplex))


def test_back_offset_is_applied(tmp_path):
    w, _ = A4
    front = _page(*_counter(100, 120, 36, "front", 6))
    back = _page(*_counter(w - 136 + 1.0 * MM, 120 - 0.5 * MM, 36, "back", 6))
    assert "backs" not in _checks(_check(tmp_path, _pdf(front, back), counter=36, offset=(1.0, -0.5)))
    assert "backs" in _checks(_check(tmp_path, _pdf(front, back), counter=36))


def test_crop_mark_inside_the_bleed_or_on_a_counter_is_reported(tmp_path):
    mark = Style(stroke="#000000", width=0.3)
    page = _page(*_counter(100, 100, 36, "front", 6), Line(110, 95, 110, 95 + 4.5 * MM, mark))
    page.trim = (100.0, 100.0, 36.0, 36.0)
    page.bleed = (98.0, 98.0, 40.0, 40.0)
    problems = _check(tmp_path, _pdf(page), counter=36, bleed=2.0)
    crops = [p for p in problems if p.check == "crop-marks"]
    assert {p.message for p in crops} == {"reaches into the BleedBox", "touches counter inf"}


def test_glyph_missing_from_the_font_is_reported(tmp_path):
    problems = _check(tmp_path, _pdf(_page(Text(100, 100, "中", 9))))  # DejaVu Sans has no CJK
    assert any(p.check == "glyphs" and "no glyph for '\\x00'" in p.message for p in problems)


def test_the_little_war_kit_passes_in_every_layout(tmp_path):
    """The full kit (both papers) passes for long- and short-edge duplex and gutter-fold, with an offset."""
    from printkit.cli import main

    for duplex in ("short", "gutter"):
        out = tmp_path / duplex
        assert main(["build", "little_war", "--format", "pdf", "--out", str(out), "--duplex", duplex,
                     "--back-offset", "0.5,-0.3"]) == 0
        assert main(["preflight", "little_war", "--out", str(out)]) == 0


# --- track and holding boxes hold their counters (issue 21) ----------------------------------------------

def _mini_hex_with_turns(tmp_path, rect: str):
    """tests/data/mini_hex.yaml (1/2 in counters) with its three-space turn track at `rect` (mm)."""
    from tests.conftest import ROOT

    text = (ROOT / "tests" / "data" / "mini_hex.yaml").read_text(encoding="utf-8")
    old = "{id: turns, name: Turn, rect: [112, 20, 32, 40]"
    assert old in text
    path = tmp_path / "mini_hex.yaml"
    path.write_text(text.replace(old, "{id: turns, name: Turn, rect: " + rect), encoding="utf-8")
    return path


def _box_size_problems(capsys, tmp_path, game) -> list[str]:
    from tests.conftest import run_cli

    out = tmp_path / "out"
    code, _, err = run_cli(capsys, "build", str(game), "--format", "pdf", "--paper", "a4", "--out", str(out))
    assert code == 0, err
    _, text, _ = run_cli(capsys, "preflight", str(game), "--out", str(out))
    return [line for line in text.splitlines() if "box-size" in line]


def test_a_track_too_small_for_its_counters_fails(capsys, tmp_path):
    """Three turn spaces 10.7 mm apart for 12.7 mm counters: each is named with its measured size (read from
    the PDF's rectangles) and the counter's, on the whole map and on its tile."""
    found = _box_size_problems(capsys, tmp_path, _mini_hex_with_turns(tmp_path, "[112, 20, 32, 40]"))
    for turn in ("1", "2", "3"):
        assert f"mini_hex/map-100.pdf: page 1: box-size: space turns/{turn}: 9.2 x 33.6 mm for a 12.7 mm counter " \
               "(at least 13.7 mm both ways)" in [line.removeprefix("FAIL ") for line in found]
    assert any("a4/map-100-tiled.pdf" in line for line in found)


def test_a_track_a_counter_and_a_millimetre_wide_passes(capsys, tmp_path):
    """The same track 60 mm wide (spaces of 17.2 x 33.6 mm) passes: the check measures, it does not refuse."""
    assert _box_size_problems(capsys, tmp_path, _mini_hex_with_turns(tmp_path, "[112, 20, 60, 40]")) == []


def test_a_space_reads_its_rectangle_from_the_pdf(tmp_path):
    """The note names the piece; the size is the rectangle drawn at the note, whatever the layout meant: the
    same note over a smaller rectangle fails, over none says so."""
    from printkit.layout.boxes import space_note

    need = 12.7 * MM
    ok = _page(Rect(100, 100, 14 * MM, 14 * MM, Style(stroke="#000000", width=0.5)), *space_note(100, 100, "t/1", need))
    small = _page(Rect(100, 100, 14 * MM, 13 * MM, Style(stroke="#000000", width=0.5)), *space_note(100, 100, "t/2", need))
    none = _page(*space_note(100, 100, "t/3", need))
    problems = _check(tmp_path, _pdf(ok, small, none))
    assert [(p.page, p.obj, p.message) for p in problems if p.check == "box-size"] == [
        (2, "space t/2", "14.0 x 13.0 mm for a 12.7 mm counter (at least 13.7 mm both ways)"),
        (3, "space t/3", "no rectangle drawn at its note")]
