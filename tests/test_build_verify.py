"""Build the Little War kit, read it back, and prove the read-back catches what it should."""

from __future__ import annotations

import re
import shutil

import pytest

from printkit.units import PT_PER_MM
from tests.conftest import ROOT, run_cli


@pytest.fixture(scope="session")
def built(tmp_path_factory, little_war):
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options
    from printkit.outputs import write_kit

    out = tmp_path_factory.mktemp("kit")
    files = render_kit(little_war, ["pdf", "svg"], ["a4", "letter"], out, Options())
    write_kit(files, out / little_war.id)
    return out, files


def _verify(game, out):
    from printkit.verify import verify_kit

    return verify_kit(game, out)


def test_verify_passes_on_a_fresh_build(built, little_war):
    problems, checked = _verify(little_war, built[0])
    assert problems == []
    assert checked > 1500


def test_expected_files(built):
    out, files = built
    names = {str(p.relative_to(out / "little_war")) for p in files}
    for paper in ("a4", "letter"):
        assert f"little_war-kit-{paper}.pdf" in names
        for comp in ("counters", "alignment", "map-100-tiled", "aid", "setup"):
            assert f"{paper}/{comp}.pdf" in names and f"{paper}/{comp}-1.svg" in names
    assert "map-100.pdf" in names and "map-100-1.svg" in names


def test_build_is_byte_identical(built, little_war, tmp_path):
    from printkit.kit import render_kit
    from printkit.layout.sheets import Options

    again = render_kit(little_war, ["pdf", "svg"], ["a4", "letter"], built[0], Options())
    assert again == built[1]


def test_pdf_geometry_is_exact(built):
    import pdfplumber

    out = built[0] / "little_war"
    with pdfplumber.open(out / "a4" / "counters.pdf") as pdf:
        page = pdf.pages[0]
        assert (float(page.width), float(page.height)) == pytest.approx((595.2756, 841.8898), abs=1e-3)
        # the sheet's cut squares: above the key, whose samples are drawn at actual size below it
        key_top = min(w["top"] for w in page.extract_words() if w["text"] == "Key")
        cuts = [r for r in page.rects if abs(r["width"] - 45) < 1 and r["stroke"] and not r["fill"]
                and r["top"] < key_top]
        assert len(cuts) == 30
        assert all(abs(r["width"] - 45.0) < 1e-3 and abs(r["height"] - 45.0) < 1e-3 for r in cuts)  # 5/8 in
        bleed = [r for r in page.rects if abs(r["width"] - (45 + 3 * PT_PER_MM)) < 1e-3]
        assert len(bleed) >= 30  # colour runs 1.5 mm past every cut
    with pdfplumber.open(out / "letter" / "counters.pdf") as pdf:
        assert (float(pdf.pages[0].width), float(pdf.pages[0].height)) == (612.0, 792.0)
    with pdfplumber.open(out / "map-100.pdf") as pdf:  # the 17 x 11 in sheet is the trim, 3 mm bleed round it
        x0, y0, x1, y1 = (float(v) for v in pdf.pages[0].trimbox)
        assert (x1 - x0, y1 - y0) == pytest.approx((17 * 72, 11 * 72), abs=0.01)
        b0, c0, b1, c1 = (float(v) for v in pdf.pages[0].bleedbox)
        assert (x0 - b0, y0 - c0, b1 - x1, c1 - y1) == pytest.approx((3 * PT_PER_MM,) * 4, abs=0.01)


def test_every_page_has_the_ruler(built):
    import pdfplumber

    with pdfplumber.open(built[0] / "little_war" / "little_war-kit-a4.pdf") as pdf:
        # cover, counters, alignment, map (assembly + 4 tiles), aid, odds, setup (lay-out, table), notes (one
        # page since the aid pages are backfilled and the notes set two-column)
        assert len(pdf.pages) == 1 + 2 + 2 + 5 + 2 + 1 + 2 + 1
        for page in pdf.pages:
            text = page.extract_text()
            assert "100 mm" in text and "4 in" in text and "Print at 100 %" in text


def test_map_is_tiled_with_overlap(built):
    svg = (built[0] / "little_war" / "a4" / "map-100-tiled-2.svg").read_text()
    svg2 = (built[0] / "little_war" / "a4" / "map-100-tiled-3.svg").read_text()
    t1 = [float(v) for v in re.search(r'translate\(([-\d.]+),([-\d.]+)\)', svg).groups()]
    t2 = [float(v) for v in re.search(r'translate\(([-\d.]+),([-\d.]+)\)', svg2).groups()]
    from printkit.layout.furniture import content_box
    from printkit.layout.scene import Page
    from printkit.units import paper_size

    box_w = content_box(Page(*paper_size("a4")[::-1], ""))[2]
    assert t1[0] - t2[0] == pytest.approx(box_w - 12 * PT_PER_MM, abs=0.01)  # next tile starts 12 mm before the edge
    assert "A2 overlaps here" in svg


def _tampered(built, tmp_path, path, old, new, count=1):
    out = tmp_path / "out"
    shutil.copytree(built[0], out)
    f = out / "little_war" / path
    text = f.read_text()
    assert old in text
    f.write_text(text.replace(old, new, count))
    return out


def test_verify_catches_a_back_out_of_register(built, little_war, tmp_path):
    svg = (built[0] / "little_war" / "a4" / "counters-2.svg").read_text()
    m = re.search(r'<g class="pk-marker" transform="translate\(([\d.]+),([\d.]+)\)"><metadata>ctr:sk-inf-3:1:back', svg)
    x = float(m.group(1))
    out = _tampered(built, tmp_path, "a4/counters-2.svg", f'translate({m.group(1)},{m.group(2)})"><metadata>ctr:sk-inf-3',
                    f'translate({x + 0.2 * PT_PER_MM:.3f},{m.group(2)})"><metadata>ctr:sk-inf-3')
    problems, _ = _verify(little_war, out)
    assert any("back of sk-inf-3 is 0.200 mm" in p for p in problems)


def _tampered_pdf(built, tmp_path, path, change):
    """The kit with one PDF's page streams changed by `change` (bytes -> bytes, on the inflated stream) and
    the cross-reference table written anew, as a hand editing the file with a PDF tool would leave it."""
    import zlib

    out = tmp_path / "out"
    shutil.copytree(built[0], out)
    f = out / "little_war" / path
    data, pieces, pos, changed = f.read_bytes(), [], 0, 0
    for m in re.finditer(rb"/Length (\d+)((?: /Length1 \d+)?\s*>>\s*stream\r?\n)", data):
        n, start = int(m.group(1)), m.end()
        try:
            text = zlib.decompress(data[start:start + n])
        except zlib.error:
            continue
        new = change(text)
        if new == text:
            continue
        changed += 1
        packed = zlib.compress(new)
        pieces += [data[pos:m.start()], b"/Length %d" % len(packed), m.group(2), packed]
        pos = start + n
    assert changed, "nothing to tamper with"
    body = b"".join(pieces) + data[pos:]
    head, _, _ = body.rpartition(b"\nxref\n")
    offsets = {int(m.group(1)): m.start() + 1 for m in re.finditer(rb"\n(\d+) 0 obj", head)}
    xref = [b"xref", b"0 %d" % (max(offsets) + 1), b"0000000000 65535 f "]
    xref += [b"%010d 00000 n " % offsets[i] for i in range(1, max(offsets) + 1)]
    trailer = body[body.rindex(b"\ntrailer"):body.rindex(b"startxref")]
    f.write_bytes(head + b"\n" + b"\n".join(xref) + trailer + b"startxref\n%d\n%%%%EOF\n" % (len(head) + 1))
    return out


def _note(text: str) -> bytes:
    return b"/PKMark <</T <" + text.encode().hex().encode() + b">>> DP"


def test_verify_reads_the_pdf_notes_a_renamed_counter_fails(built, little_war, tmp_path):
    """The read-back notes are marked content now (issue 21), not hidden text: a PDF whose counter note
    names another counter still fails verify."""
    out = _tampered_pdf(built, tmp_path, "a4/counters.pdf",
                        lambda s: s.replace(_note("ctr:hu-rg:1:front"), _note("ctr:somebody-else:1:front")))
    problems, _ = _verify(little_war, out)
    assert "a4/pdf: counter hu-rg copy 1 has no front" in problems
    assert any("not in the order of battle" in p for p in problems)


def test_verify_reads_the_pdf_notes_a_back_out_of_register_fails(built, little_war, tmp_path):
    """A back's note moved 0.2 mm in the PDF (its `cm`) is caught: the note's place is read from the CTM."""
    def shift(s: bytes) -> bytes:
        m = re.search(rb"1 0 0 1 ([\d.]+) ([\d.]+) cm\n" + re.escape(_note("ctr:sk-inf-3:1:back")), s)
        if not m:
            return s
        x = float(m.group(1)) + 0.2 * PT_PER_MM
        return s[:m.start(1)] + f"{x:.3f}".encode() + s[m.end(1):]

    out = _tampered_pdf(built, tmp_path, "a4/counters.pdf", shift)
    problems, _ = _verify(little_war, out)
    assert any("back of sk-inf-3 is 0.200 mm" in p for p in problems), problems


def test_verify_catches_a_missing_counter(built, little_war, tmp_path):
    out = _tampered(built, tmp_path, "letter/counters-1.svg", ">ctr:hu-rg:1:front<", ">ctr:somebody-else:1:front<")
    problems, _ = _verify(little_war, out)
    assert "letter/svg: counter hu-rg copy 1 has no front" in problems
    assert any("not in the order of battle" in p for p in problems)


def test_verify_catches_a_wrong_counter_size(built, little_war, tmp_path):
    svg = (built[0] / "little_war" / "a4" / "counters-1.svg").read_text()
    m = re.search(r'<rect class="cut:sk-ac:1" fill="none" height="45" stroke="#[0-9a-f]+" stroke-width="0.25" '
                  r'width="45" x="[\d.]+" y="[\d.]+" />', svg)
    out = _tampered(built, tmp_path, "a4/counters-1.svg", m.group(0), m.group(0).replace('width="45"', 'width="45.3"'))
    problems, _ = _verify(little_war, out)
    assert any("counter sk-ac is 15.981 x 15.875 mm, expected 15.875 mm" in p for p in problems)


def test_verify_catches_a_misprinted_table(built, little_war, tmp_path):
    out = _tampered(built, tmp_path, "a4/aid-1.svg", ">Draw<", ">Hungarian player wins<")
    problems, _ = _verify(little_war, out)
    assert any("table victory row 2 reads '3 Hungarian player wins', expected '3 Draw'" in p for p in problems)
    assert any("printed victory for 3 VP is 'Hungarian player wins', the resolver says 'Draw'" in p for p in problems)


def test_verify_catches_a_wrong_odds_cell(built, little_war, tmp_path):
    out = _tampered(built, tmp_path, "letter/aid-2.svg", ">55.6%<", ">55.5%<")
    problems, _ = _verify(little_war, out)
    assert any("table hit_odds.hit_odds row 2" in p for p in problems)


def test_verify_catches_a_missing_area_name(built, little_war, tmp_path):
    out = _tampered(built, tmp_path, "map-100-1.svg", ">Sobrance<", "><")
    problems, _ = _verify(little_war, out)
    assert "map-100.svg: area name 'Sobrance' not printed" in problems


def test_unknown_cells_print_marked(capsys, tmp_path):
    """A chart cell the rules do not give prints blank with one legend line (the mini game's Events 4-6; the
    shipped games print play values there)."""
    import pdfplumber

    code, _, err = run_cli(capsys, "build", str(ROOT / "tests" / "data" / "mini_game.yaml"), "--format", "pdf",
                           "--paper", "a4", "--out", str(tmp_path))
    assert code == 0, err
    with pdfplumber.open(tmp_path / "mini_game" / "a4" / "aid.pdf") as pdf:
        text = pdf.pages[0].extract_text()
    assert "Blank cell with a circle: not given in the rules (see the Maker's notes)." in text


@pytest.mark.parametrize("args", [["--duplex", "short"], ["--back-offset", "0.7,-0.4"]])
def test_print_options_build_and_verify(args, capsys, tmp_path):
    code, out, err = run_cli(capsys, "build", "little_war", "--paper", "a4", "--out", str(tmp_path), *args)
    assert code == 0, err
    code, out, err = run_cli(capsys, "verify", "little_war", "--out", str(tmp_path))
    assert code == 0 and out.strip().endswith("0 failed")


def test_back_offset_moves_the_backs(tmp_path, capsys):
    from printkit.verify.readback import read_pdf

    positions = {}
    for name, offset in (("plain", "0,0"), ("shifted", "1,-2")):
        run_cli(capsys, "build", "little_war", "--paper", "a4", "--format", "pdf", "--out", str(tmp_path / name),
                "--back-offset", offset)
        page = read_pdf(tmp_path / name / "little_war" / "a4" / "counters.pdf")[1]
        positions[name] = {m[0]: (m[1], m[2]) for m in page.marker("ctr:")}
    for key, (x, y) in positions["plain"].items():
        sx, sy = positions["shifted"][key]
        assert (sx - x, sy - y) == pytest.approx((1 * PT_PER_MM, -2 * PT_PER_MM), abs=0.01)


def test_verify_without_a_build_fails(capsys, tmp_path):
    code, out, _ = run_cli(capsys, "verify", "little_war", "--out", str(tmp_path))
    assert code == 1 and "not built" in out


def test_png_preview_of_a_page(little_war):
    from printkit.layout.sheets import Options, counter_pages
    from printkit.render.png import render_page

    png = render_page(counter_pages(little_war, Options())[0], dpi=36)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width = int.from_bytes(png[16:20], "big")
    assert width == round(595.2756 / 72 * 36)
