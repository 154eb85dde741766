"""The Case Blue kit: built, read back, sizes checked in the PDF geometry, tampering caught."""

from __future__ import annotations

import shutil

import pytest

from tests.conftest import DATA, run_cli


@pytest.fixture(scope="module")
def cb():
    from printkit.load.game_loader import load_game

    return load_game("case_blue", glyphs=True)


@pytest.fixture(scope="module")
def built(kit_out):
    """The kit tests/test_kits.py builds, verifies (at least 5,000 checks, 0 failed) and preflights."""
    return kit_out("case_blue")


def test_geometry(built):
    import pdfplumber

    folder = built / "case_blue"
    with pdfplumber.open(folder / "map-100.pdf") as pdf:  # the original 8.5 x 11 in map, landscape: the trim
        x0, y0, x1, y1 = (float(v) for v in pdf.pages[0].trimbox)
        assert (x1 - x0, y1 - y0) == pytest.approx((11 * 72, 8.5 * 72), abs=0.01)
    from printkit.verify.pdfscan import read_pages  # pdfplumber's rects (tests/test_pdfscan.py), read once a run

    with pdfplumber.open(folder / "a4" / "counters.pdf") as pdf:  # the key's actual-size samples are below it
        key_top = min(w["top"] for w in pdf.pages[0].extract_words() if w["text"] == "Key")
    cuts = [r for r in read_pages(folder / "a4" / "counters.pdf")[0].rects
            if abs(r["width"] - 36) < 1 and r["stroke"] and not r["fill"] and r["top"] < key_top]
    assert len(cuts) == 80 and all(abs(r["width"] - 36) < 1e-3 and abs(r["height"] - 36) < 1e-3 for r in cuts)
    with pdfplumber.open(folder / "faction-card-100.pdf") as pdf:
        assert (float(pdf.pages[0].width), float(pdf.pages[0].height)) == pytest.approx((8.5 * 72, 11 * 72))


def test_every_hex_label_inside_its_hex(built, cb, tmp_path):
    from printkit.verify import verify_kit

    out = tmp_path / "out"
    shutil.copytree(built, out)
    svg = out / "case_blue" / "map-100-1.svg"
    text = svg.read_text()
    assert text.count(">3156<") == 1
    svg.write_text(text.replace(">3156<", ">3157<"))  # a wrong label in hex 3156
    problems, _ = verify_kit(cb, out)
    assert "map-100.svg: hex label 3156 printed 0 times inside its hex" in problems


def test_crt_default_kit_prints_every_cell(built):
    from printkit.verify.readback import read_pdf

    pages = read_pdf(built / "case_blue" / "a4" / "aid.pdf")
    row6 = next(m for p in pages for m in p.marker("row:crt:5"))
    page = next(p for p in pages if row6 in p.markers)
    # defender 6: the printed AS+2 under attacker 4 (5.1 example) and the play values around it (margins -5 to
    # -2 AS+2, -1 ♦, 0 and +1 DR+1, +2 and +3 DR+2, +4 DD+2, +5 DD+3, +6 and more with an attacker of 8+ DE+3)
    assert page.line_at(row6[2], row6[1]) == "6 AS+2 AS+2 AS+2 AS+2 ♦ DR+1 DR+1 DR+2 DR+2 DD+2 DD+3 " \
                                              "DE+3 DE+3 DE+3 DE+3 DE+3"
    assert [m for p in pages for m in p.marker("unknown:crt:")] == []  # no hatched cell in the default kit


def test_setup_card_prints_every_row(built, cb):
    from printkit.verify.readback import read_pdf

    pages = read_pdf(built / "case_blue" / "letter" / "setup.pdf")
    rows = [m for p in pages for m in p.marker("row:setup.operation_uranus_1942:") if not m[0].endswith(":-1")]
    assert len(rows) == len(cb.scenarios["operation_uranus_1942"].setup)


def test_audit_counts(capsys):
    import json

    code, out, _ = run_cli(capsys, "audit", "case_blue", "--json", "--as-printed")  # the rulebook's own values
    rows = {d["dataset"]: d for d in json.loads(out)["datasets"]}
    assert rows["charts.crt"]["cells"] == {"printed": 1, "derived": 0, "reconstructed": 0, "play_value": 0,
                                           "unknown": 255}
    code, out, _ = run_cli(capsys, "audit", "case_blue", "--json")  # the default kit: play values, nothing unknown
    default = {d["dataset"]: d for d in json.loads(out)["datasets"]}
    assert default["charts.crt"]["cells"] == {"printed": 1, "derived": 0, "reconstructed": 0, "play_value": 255,
                                              "unknown": 0}
    assert json.loads(out)["totals"]["unknown"] == 0  # issue 17: every value a player needs is in the kit
    assert rows["maps.main"]["status"] == "reconstructed"
    assert rows["scenarios.operation_uranus_1942"]["status"] == "printed"
    assert "maps.faction_card" in rows


def test_a_hex_game_written_as_yaml_alone(capsys, tmp_path):
    """Letter-number labels, flat hexes, multi-storey hexes, a display sheet: no code for any of it."""
    game = str(DATA / "mini_hex.yaml")
    assert run_cli(capsys, "validate", game)[0] == 0
    assert run_cli(capsys, "build", game, "--out", str(tmp_path))[0] == 0
    code, out, _ = run_cli(capsys, "verify", game, "--out", str(tmp_path))
    assert code == 0 and out.strip().endswith(" 0 failed")
    code, out, _ = run_cli(capsys, "hex", game, "neighbors", "C3", "--json")
    assert code == 0 and "D3" in out
    code, out, _ = run_cli(capsys, "hex", game, "info", "C3")
    assert "Terminal" in out and "city" in out


def test_printed_crt_disagreeing_with_the_calculator_is_caught(built, cb, tmp_path):
    from printkit.verify import verify_kit

    out = tmp_path / "out"
    shutil.copytree(built, out)
    aid = out / "case_blue" / "a4" / "aid-1.svg"
    aid.write_text(aid.read_text().replace(">AS+2<", ">DR+2<"))
    problems, _ = verify_kit(cb, out)
    assert "a4/svg: CRT row 6 does not print 'AS+2' (printkit crt --attacker 4 --defender 6)" in problems


def test_every_transport_line_ends_at_a_place(cb):
    """No rail or road of the Case Blue map stops in an empty hex (issue 21: lines "dead-end mid-hex"): an end
    that does not run off the map edge lies in a named place or joins another line of its own kind."""
    board = cb.maps["main"]
    hexes = board.hexes or {}
    loose = []
    for line in board.lines:
        for end, h in (("start", line.hexes[0]), ("end", line.hexes[-1])):
            if end in line.off_map or (h in hexes and hexes[h].name):
                continue
            if not any(o is not line and o.feature == line.feature and h in o.hexes for o in board.lines):
                loose.append(f"{line.name} ({end} {h})")
    assert not loose, f"lines ending in an empty hex: {loose}"
