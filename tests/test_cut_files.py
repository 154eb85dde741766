"""Cut files for print-then-cut machines (`printkit build --cut-file svg|dxf`): each cut path on its piece's trim
as the PDF draws it, read back with readers of this test (not printkit's), the DXF parsed back, and verify's
cut check able to fail (a cut moved 0.5 mm; corners of the wrong radius), the print-then-cut area warning."""

from __future__ import annotations

import math
import re
import shutil

import pytest

from printkit.units import PT_PER_MM
from tests.conftest import run_cli

MM = 1 / PT_PER_MM
TOL = 0.1  # mm


def _build(game, out, fmt, papers=("a4",)):
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.outputs import write_kit

    files = render_kit(game, ["pdf"], list(papers), out, Options(cut_file=fmt))
    write_kit(files, out / game.id)
    return out / game.id


def _pdf_cut_squares(pdf_path, page_no, size_mm):
    """The PDF's drawn cut rectangles of the piece size on one page, in mm: (x0, top, x1, bottom), y down,
    and the page height (pdfplumber, not printkit's reader)."""
    import pdfplumber

    with pdfplumber.open(pdf_path) as pdf:
        page = pdf.pages[page_no - 1]
        boxes = [(r["x0"] * MM, r["top"] * MM, r["x1"] * MM, r["bottom"] * MM) for r in page.rects
                 if abs((r["x1"] - r["x0"]) * MM - size_mm[0]) < 0.05 and abs((r["bottom"] - r["top"]) * MM - size_mm[1]) < 0.05]
        return boxes, float(page.height) * MM, float(page.width) * MM


def _svg_paths(text):
    """[(closed, [(x, y)], [arc radii])] of the 'cut' group: M/L/A/Z absolute commands."""
    cut = text[text.index('<g id="cut"'):]
    out = []
    for d in re.findall(r'<path[^>]* d="([^"]+)"', cut):
        pts, radii = [], []
        for cmd, args in re.findall(r"([MLAZ])([^MLAZ]*)", d):
            nums = [float(v) for v in args.split()]
            if cmd in "ML":
                pts.append((nums[0], nums[1]))
            elif cmd == "A":
                radii.append(nums[0])
                pts.append((nums[5], nums[6]))
        out.append((d.rstrip().endswith("Z"), pts, radii))
    return out


def _dxf_polylines(text):
    """[(layer, closed, [(x, y, bulge)])] of the POLYLINE entities of an ASCII DXF (y up)."""
    lines = text.splitlines()
    pairs = [(lines[i].strip(), lines[i + 1].strip()) for i in range(0, len(lines) - 1, 2)]
    out, cur, ent = [], None, None
    for code, value in pairs:
        if code == "0":
            if ent == "VERTEX" and cur is not None:
                cur[2].append(tuple(vtx))
            ent = value
            if value == "POLYLINE":
                cur = ["", False, []]
            elif value == "VERTEX":
                vtx = [0.0, 0.0, 0.0]
            elif value == "SEQEND" and cur is not None:
                out.append(tuple(cur))
                cur = None
        elif ent == "POLYLINE" and code == "8":
            cur[0] = value
        elif ent == "POLYLINE" and code == "70":
            cur[1] = bool(int(value) & 1)
        elif ent == "VERTEX" and code in ("10", "20", "42"):
            vtx[{"10": 0, "20": 1, "42": 2}[code]] = float(value)
    return out


def _box(pts):
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def _on_a_square(box, squares):
    return any(all(abs(a - b) <= TOL for a, b in zip(box, sq)) for sq in squares)


@pytest.fixture(scope="module")
def little_svg(tmp_path_factory, little_war):
    return _build(little_war, tmp_path_factory.mktemp("cut-svg"), "svg")


@pytest.fixture(scope="module")
def little_dxf(tmp_path_factory, little_war):
    return _build(little_war, tmp_path_factory.mktemp("cut-dxf"), "dxf")


def _cut_problems(game, out):
    """verify's cut check alone on the kit built in `out` (the whole verify also re-reads every page)."""
    from printkit.outputs import inside, read_manifest
    from printkit.verify.checks import Report, _pages
    from printkit.verify.cut_check import check_cuts

    folder = out / game.id
    manifest = read_manifest(folder)
    built = {inside(folder, name) for name in manifest["files"]}
    rep = Report()
    check_cuts(game, built, folder, manifest, rep, _pages)
    assert rep.checked > 0
    return rep.problems


def _pieces(game):
    return sum(c.quantity for c in game.counters.pieces)


def test_every_svg_cut_path_lies_on_a_cut_square_of_the_pdf(little_svg, little_war):
    size = little_war.counter_sheet.size * MM
    cut_files = sorted((little_svg / "a4" / "cut").glob("counters-*.svg"))
    assert cut_files
    total = 0
    for f in cut_files:
        page = int(f.stem.rsplit("-", 1)[1])
        squares, height, width = _pdf_cut_squares(little_svg / "a4" / "counters.pdf", page, (size, size))
        text = f.read_text()
        vb = [float(v) for v in re.search(r'viewBox="([^"]+)"', text).group(1).split()]
        assert abs(vb[2] - width) < 0.01 and abs(vb[3] - height) < 0.01  # the PDF page's own size, in mm
        paths = _svg_paths(text)
        for closed, pts, radii in paths:
            assert closed and not radii  # the game gives no corner radius: square cuts
            assert _on_a_square(_box(pts), squares), f"{f.name}: {pts} on no cut square of the PDF"
        total += len(paths)
    assert total == _pieces(little_war)  # every piece cut once, its front side up


def test_dxf_parses_back_onto_the_pdf_cut_squares(little_dxf, little_war):
    size = little_war.counter_sheet.size * MM
    f = little_dxf / "a4" / "cut" / "counters-1.dxf"
    text = f.read_text("ascii")
    assert "AC1009" in text and text.rstrip().endswith("EOF")
    squares, height, _ = _pdf_cut_squares(little_dxf / "a4" / "counters.pdf", 1, (size, size))
    polylines = _dxf_polylines(text)
    cuts = [p for p in polylines if p[0] == "CUT"]
    assert len(cuts) == _pieces(little_war)
    for _, closed, verts in cuts:
        x0, y0, x1, y1 = _box(verts)  # y up from the page's bottom: the PDF's own user space
        assert closed and _on_a_square((x0, height - y1, x1, height - y0), squares)
    assert [p[0] for p in polylines].count("PRINT_AREA") == 1
    assert text.count("\nSOLID\n") == 5  # the registration marks: a square and two L's of two bars


def test_marks_are_printed_on_the_fronts_page_only(little_svg):
    import pdfplumber

    with pdfplumber.open(little_svg / "a4" / "counters.pdf") as pdf:
        def square(page):  # the 5 mm filled square of the top-left mark
            return [r for r in page.rects if abs((r["x1"] - r["x0"]) * MM - 5) < 0.01 and r["fill"]
                    and abs(r["x0"] * MM - 5) < 0.01 and abs(r["top"] * MM - 5) < 0.01]
        assert square(pdf.pages[0]) and not square(pdf.pages[1])


def test_verify_passes_and_catches_a_cut_moved_half_a_millimetre(little_svg, little_war, tmp_path):
    from printkit.verify import verify_kit

    problems, _ = verify_kit(little_war, little_svg.parent)  # the whole verify, once
    assert problems == []
    out = tmp_path / "out"
    shutil.copytree(little_svg.parent, out)
    f = out / little_war.id / "a4" / "cut" / "counters-1.svg"
    text = f.read_text()
    first = re.search(r'd="M([\d.]+) ', text)
    moved = float(first.group(1)) + 0.5
    f.write_text(text[:first.start(1)] + f"{moved:g}" + text[first.end(1):])
    problems = _cut_problems(little_war, out)
    assert any("counters-1.svg: cut path 1" in p and "lies on no piece's trim" in p for p in problems), problems
    assert any("pieces with no cut line" in p for p in problems)


def test_verify_catches_a_dxf_cut_moved_half_a_millimetre(little_dxf, little_war, tmp_path):
    assert _cut_problems(little_war, little_dxf.parent) == []
    out = tmp_path / "out"
    shutil.copytree(little_dxf.parent, out)
    f = out / little_war.id / "a4" / "cut" / "counters-1.dxf"
    lines = f.read_text("ascii").splitlines()
    # the first CUT polyline's vertices: move its x by 0.5 mm
    start = next(i for i in range(len(lines) - 2) if lines[i] == "POLYLINE" and lines[i + 2] == "CUT")
    end = lines.index("SEQEND", start)
    for i in range(start, end):
        if lines[i] == "10" and lines[i - 1] == "CUT" and lines[i - 3] == "VERTEX":
            lines[i + 1] = f"{float(lines[i + 1]) + 0.5:g}"
    f.write_text("\n".join(lines) + "\n")
    problems = _cut_problems(little_war, out)
    assert any("counters-1.dxf: cut path 1" in p and "0.50 mm off" in p for p in problems), problems


def _rounded(game, corner_mm):
    from printkit.model.record import replace
    from printkit.model.common import Length

    return replace(game, counter_sheet=replace(game.counter_sheet, corner=Length(corner_mm * PT_PER_MM)))


def test_rounded_corners_from_the_data(little_war, tmp_path):
    game = _rounded(little_war, 2.0)
    folder = _build(game, tmp_path / "svg", "svg")
    for closed, pts, radii in _svg_paths((folder / "a4" / "cut" / "counters-1.svg").read_text()):
        assert closed and len(radii) == 4 and all(abs(r - 2.0) < 1e-6 for r in radii)
    assert _cut_problems(game, tmp_path / "svg") == []
    # the same file against data that says square corners: each cut's corners are reported
    problems = _cut_problems(little_war, tmp_path / "svg")
    assert any("corners of 2.00 mm radius, the data gives 0.00 mm" in p for p in problems)
    folder = _build(game, tmp_path / "dxf", "dxf")
    cuts = [p for p in _dxf_polylines((folder / "a4" / "cut" / "counters-1.dxf").read_text()) if p[0] == "CUT"]
    for _, closed, verts in cuts:
        bulges = [b for _, _, b in verts if b]
        assert len(bulges) == 4 and all(abs(b + math.tan(math.pi / 8)) < 1e-4 for b in bulges)  # quarter arcs
        # an arc's radius from its chord and bulge: chord (1 + b^2) / 4|b|
        for (x0, y0, b), (x1, y1, _) in zip(verts, verts[1:] + verts[:1]):
            if b:
                assert abs(math.hypot(x1 - x0, y1 - y0) * (1 + b * b) / (4 * abs(b)) - 2.0) < 0.001
    assert _cut_problems(game, tmp_path / "dxf") == []


def test_a_sheet_past_the_print_then_cut_area_warns_and_one_inside_does_not(tmp_path):
    from printkit.layout.cutlines import AREA, CutSheet, Piece, area
    from printkit.render.cutfile import svg
    from printkit.verify.cut_check import area_warnings

    w, h = 210 * PT_PER_MM, 297 * PT_PER_MM
    ax, ay, _, _ = area(w, h)
    assert abs(AREA[0] / 72 - 6.75) < 1e-9 and abs(AREA[1] / 72 - 9.25) < 1e-9
    inside = [Piece(f"ctr:a:{i}", ax + 10 + i * 50, ay + 10, 45, 45) for i in range(3)]
    folder = tmp_path / "kit"
    path = folder / "a4" / "cut" / "counters-1.svg"
    assert area_warnings({path: svg(CutSheet(1, w, h, tuple(inside)))}, folder) == []
    out = inside + [Piece("ctr:b:1", 8 * PT_PER_MM, ay + 10, 45, 45)]  # left of the area
    warnings = area_warnings({path: svg(CutSheet(1, w, h, tuple(out)))}, folder)
    assert warnings and warnings[0].startswith("a4/cut/counters-1.svg: 1 of 4 pieces fall outside the 6.75 x 9.25 in")


def test_build_command_writes_the_cut_files_into_the_manifest_and_warns(capsys, tmp_path):
    import json

    code, out, err = run_cli(capsys, "build", "little_war", "--cut-file", "svg", "--paper", "a4", "--format", "pdf",
                             "--out", str(tmp_path))
    assert code == 0
    manifest = json.loads((tmp_path / "little_war" / "manifest.json").read_text())
    assert manifest["cut_file"] == "svg" and "a4/cut/counters-1.svg" in manifest["files"]
    assert re.search(r"warning: a4/cut/counters-1\.svg: \d+ of 30 pieces fall outside", err), err
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) == ["little_war"]  # (.lock)
    code, out, err = run_cli(capsys, "verify", "little_war", "--out", str(tmp_path))
    assert code == 0, out


def test_gutter_fold_with_a_cut_file_is_refused(capsys, tmp_path):
    code, out, err = run_cli(capsys, "build", "little_war", "--cut-file", "dxf", "--duplex", "gutter",
                             "--out", str(tmp_path))
    assert code == 2 and "gutter-fold sheet is folded before it is cut" in err
    assert not (tmp_path / "little_war").exists()


GAMES = ("little_war", "case_blue", "donetsk_airport", "ukrainian_crisis")


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["svg", "dxf"])
@pytest.mark.parametrize("gid", GAMES)
def test_every_game_cut_files_lie_on_their_trims(gid, fmt, tmp_path):
    """Every shipped game, both papers: verify reads each cut file back against the PDF's trims, and each
    sheet of pieces (counters, chits, cards) has its cut file with one closed path per piece."""
    from printkit.load.game_loader import load_game
    from printkit.verify import verify_kit

    game = load_game(gid, glyphs=True)
    folder = _build(game, tmp_path, fmt, papers=("a4", "letter"))
    problems, _ = verify_kit(game, tmp_path)
    assert problems == []
    wanted = {"counters": sum(c.quantity for c in game.counters.pieces)}
    if game.chits and game.chits.pieces:
        wanted["chits"] = sum(c.quantity for c in game.chits.pieces)
    if game.cards and game.cards.cards:
        wanted["cards"] = game.cards.count()
    for paper in ("a4", "letter"):
        for comp, n in wanted.items():
            files = sorted((folder / paper / "cut").glob(f"{comp}-*.{fmt}"))
            text = [f.read_text() for f in files]
            count = sum(len(_svg_paths(t)) for t in text) if fmt == "svg" else \
                sum(1 for t in text for p in _dxf_polylines(t) if p[0] == "CUT" and p[1])
            assert count == n, (paper, comp)
