"""Digital play (issue 10): the PNG set, the VASSAL module (grid numbering, setups) and their verify checks.

Grid facts are the rulebooks' own: Case Blue 4.1.3.1 (6 Army in 3156 reaches 3155, 3255 and 3055; YY is the
column, 51 the west edge) and Donetsk K4's neighbours (K3, K5, L3, L4, j3, j4; the hex grid of the map key).
"""

from __future__ import annotations

import io
import shutil
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from conftest import run_cli


DIGITAL = ("--paper", "a4", "--format", "png", "--format", "vmod", "--dpi", "100")


@pytest.fixture(scope="module")
def kits(kit_out):
    """Little War and Case Blue kits with the PNG set (100 dpi) and the module, in one --out folder; built
    once a run (tests/test_kit_page.py loads their kit pages). Read-only."""
    return [kit_out(game, *DIGITAL, lang=None) for game in ("little_war", "case_blue")][0]


def _report():
    from printkit.verify.checks import Report

    return Report()


def _module(kits, game):
    return zipfile.ZipFile(io.BytesIO((kits / game / f"{game}.vmod").read_bytes()))


def _grid(kits, game):
    from printkit.digital.vassal.checks import _maps

    root = ET.fromstring(_module(kits, game).read("buildFile.xml"))
    return next(m["grid"] for m in _maps(root).values() if m["grid"])


def test_the_fresh_kits_verify(kits, capsys):
    for game in ("little_war", "case_blue"):
        code, out, _ = run_cli(capsys, "verify", game, "--out", str(kits))
        assert code == 0, out
        assert " 0 failed" in out


def test_png_set_has_every_counter_face_at_the_printed_size(kits):
    from printkit.digital.png_set import png_size
    from printkit.load.game_loader import load_game

    game = load_game("case_blue")
    faces = sorted((kits / "case_blue" / "png" / "counters").glob("*.png"))
    assert len(faces) == 2 * len(game.counters.pieces)  # 80 counter designs, front and back
    # Case Blue counters are 1/2 in (counter_sheet.size): 50 px at 100 dpi
    assert {png_size(p.read_bytes()) for p in faces} == {(50, 50)}
    # The Little War's map is 17 x 11 in: 1700 x 1100 px at 100 dpi
    assert png_size((kits / "little_war" / "png" / "map.png").read_bytes()) == (1700, 1100)


def test_counter_face_outside_the_cut_is_transparent(tmp_path):
    """A face image is the cut square: the face is opaque inside; the page around it paints nothing."""
    from PIL import Image

    from printkit.digital.images import face_page
    from printkit.digital.png_set import png_bytes
    from printkit.layout.scene import Group, Page
    from printkit.load.game_loader import load_game

    game = load_game("case_blue", glyphs=True)
    face = face_page(game, game.counters.pieces[0], "front")
    page = Page(face.width + 20, face.height + 20, "x")
    page.add(Group(tuple(face.items), dx=10, dy=10))
    img = Image.open(io.BytesIO(png_bytes(page, 72))).convert("RGBA")
    assert img.getpixel((2, 2))[3] == 0
    assert img.getpixel((10 + int(face.width / 2), 10 + int(face.height / 2)))[3] == 255


def test_case_blue_grid_numbering_reproduces_4_1_3_1(kits):
    from printkit.digital.vassal.boards import hex_at

    g = _grid(kits, "case_blue")
    assert g["sideways"]  # pointy-topped hexes
    # centre of 3156 from the module's own parameters: find it by scanning the grid's pixels
    x, y = _centre(g, "3156")
    w, row = g["dy"], g["dx"]  # across a row, and from row to row (sideways)
    assert hex_at(g, x - w, y) == "3155"  # same row (31), one column west
    assert hex_at(g, x - w / 2, y - row) == "3055"  # 4.1.3.1: 3156 reaches 3055 ...
    assert hex_at(g, x - w / 2, y + row) == "3255"  # ... and 3255
    assert hex_at(g, x + w, y) == "3157"


def test_donetsk_grid_numbering_reproduces_k4s_neighbours(tmp_path, capsys):
    from printkit.digital.vassal.boards import hex_at

    assert run_cli(capsys, "build", "donetsk_airport", "--out", str(tmp_path), "--paper", "a4",
                   "--format", "vmod", "--dpi", "72")[0] == 0
    g = _grid(tmp_path, "donetsk_airport")
    assert not g["sideways"]  # flat-topped hexes in lettered columns
    x, y = _centre(g, "K4")
    found = {hex_at(g, x + dx, y + dy) for dx, dy in ((0, -g["dy"]), (0, g["dy"]), (-g["dx"], -g["dy"] / 2),
                                                      (-g["dx"], g["dy"] / 2), (g["dx"], -g["dy"] / 2),
                                                      (g["dx"], g["dy"] / 2))}
    # VASSAL numbers columns in capitals: the map's lower-case i and j print as I and J in the module
    assert found == {"K3", "K5", "L3", "L4", "J3", "J4"}


def _centre(g, label):
    """The pixel (on a 1 px raster) that the grid numbers `label`, closest to the middle of its hex."""
    from printkit.digital.vassal.boards import hex_at

    hits = [(x, y) for x in range(0, 3000, 8) for y in range(0, 2400, 8) if hex_at(g, x, y) == label]
    assert hits, label
    return sum(x for x, _ in hits) / len(hits), sum(y for _, y in hits) / len(hits)


def test_every_setup_piece_is_placed(kits):
    from printkit.digital.vassal.savefile import read_setup

    z = _module(kits, "little_war")
    pieces = [p for p in read_setup(z.read("setup-standard.vsav")) if p[1] != "stack"]
    assert len(pieces) == 30  # the 30 counters of the Little War setup, all on the map or in its boxes


def _tamper(kits, tmp_path, game, edit):
    """A copy of the module with one zip entry changed by edit(name, data) -> data or None (dropped)."""
    src = _module(kits, game)
    path = tmp_path / f"{game}.vmod"
    with zipfile.ZipFile(path, "w") as z:
        for info in src.infolist():
            data = edit(info.filename, src.read(info.filename))
            if data is not None:
                z.writestr(info, data)
    return path


def _check(game_id, path):
    from printkit.digital.vassal.checks import check_module
    from printkit.load.game_loader import load_game

    rep = _report()
    check_module(load_game(game_id), path, rep)
    return rep.problems


def test_untampered_module_passes(kits, tmp_path):
    assert _check("case_blue", _tamper(kits, tmp_path, "case_blue", lambda n, d: d)) == []


def test_verify_catches_a_missing_image(kits, tmp_path):
    path = _tamper(kits, tmp_path, "case_blue", lambda n, d: None if n == "images/counters-ger-6-back.png" else d)
    assert any("counters-ger-6-back.png, not in the module" in p for p in _check("case_blue", path))


def test_verify_catches_repeated_slot_ids_and_a_low_next_id(kits, tmp_path):
    def edit(name, data):
        if name != "buildFile.xml":
            return data
        return data.replace(b'gpid="2"', b'gpid="1"').replace(b'nextPieceSlotId="', b'nextPieceSlotId="1')

    problems = _check("case_blue", _tamper(kits, tmp_path, "case_blue", edit))
    assert any("piece-slot ids repeat" in p for p in problems)

    def low(name, data):
        import re

        return re.sub(rb'nextPieceSlotId="\d+"', b'nextPieceSlotId="3"', data) if name == "buildFile.xml" else data

    assert any("nextPieceSlotId 3" in p for p in _check("case_blue", _tamper(kits, tmp_path, "case_blue", low)))


def test_verify_catches_a_piece_one_hex_off(kits, tmp_path):
    """Move 6 Army (2952 in 16.1.2) one hex east in the saved setup: the grid now says 2953."""
    from printkit.digital.vassal.encode import ESC, add_piece, deobfuscate, obfuscate, parse_add_piece, sequence, split
    from printkit.digital.vassal.traits import renest, unnest

    def edit(name, data):
        if name != "setup-case_blue_1942.vsav":
            return data
        inner = zipfile.ZipFile(io.BytesIO(data))
        text = deobfuscate(inner.read("savedGame"))
        cmds = text.split(ESC)
        grid = _grid(kits, "case_blue")
        i = next(i for i, c in enumerate(cmds) if "German 6 Army" in c)
        pid, type_, state = parse_add_piece(cmds[i])
        parts = unnest(state)
        basic = split(parts[-1], ";")
        basic[1] = str(int(basic[1]) + round(grid["dy"]))
        cmds[i] = add_piece(pid, type_, renest(parts[:-1] + [sequence(basic, ";")]))
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as out:
            for info in inner.infolist():
                out.writestr(info, obfuscate(ESC.join(cmds)) if info.filename == "savedGame" else inner.read(info))
        return buf.getvalue()

    problems = _check("case_blue", _tamper(kits, tmp_path, "case_blue", edit))
    assert any("'2953' by the module's grid, the scenario puts it in '2952'" in p for p in problems), problems


def test_not_a_zip_is_one_line(kits, tmp_path):
    path = tmp_path / "case_blue.vmod"
    path.write_bytes(b"not a zip")
    problems = _check("case_blue", path)
    assert len(problems) == 1 and "not a zip" in problems[0]


def test_sequence_encoding_round_trips():
    from printkit.digital.vassal.encode import deobfuscate, obfuscate, sequence, split

    items = ["a;b", "", "c\\d", "e"]
    assert split(sequence(items, ";"), ";") == items
    assert sequence(["x;y", "z"], ";") == "x\\;y;z"  # the delimiter inside an element is escaped
    assert obfuscate("AB")[:7] == b"!VCSK2a" and deobfuscate(obfuscate("Донецк")) == "Донецк"


def test_dice_buttons_follow_the_game(kits):
    root = ET.fromstring(_module(kits, "little_war").read("buildFile.xml"))
    dice = {(d.get("name"), d.get("nDice"), d.get("nSides")) for d in root.iter("VASSAL.build.module.DiceButton")}
    assert dice == {("1D6", "1", "6"), ("3D6", "3", "6")}  # 6.21 (CV dice), 6.33 (3d6)


def test_vassal_command_keeps_the_kit(tmp_path, capsys):
    """Build PDFs and a 120 dpi PNG set, then add the module at 150 dpi: the kit keeps both, and still verifies."""
    assert run_cli(capsys, "build", "little_war", "--out", str(tmp_path), "--paper", "a4", "--format", "pdf",
                   "--format", "png", "--dpi", "120")[0] == 0
    assert run_cli(capsys, "vassal", "little_war", "--out", str(tmp_path))[0] == 0
    kit = tmp_path / "little_war"
    assert (kit / "little_war.vmod").is_file() and (kit / "a4" / "counters.pdf").is_file()
    assert (kit / "png" / "counters" / "sk-inf-1-front.png").is_file()
    code, out, _ = run_cli(capsys, "verify", "little_war", "--out", str(tmp_path))
    assert code == 0, out


def test_bad_dpi_is_a_usage_error(capsys, tmp_path):
    code, _, err = run_cli(capsys, "build", "little_war", "--format", "png", "--dpi", "x", "--out", str(tmp_path))
    assert code == 2 and "--dpi: expected a whole number" in err
    code, _, err = run_cli(capsys, "build", "little_war", "--format", "png", "--dpi", "5000", "--out", str(tmp_path))
    assert code == 2 and err.strip().splitlines() == ["printkit: error: --dpi 5000: expected 10 to 600 dpi"]
    assert not (tmp_path / "little_war").exists()


def test_ukrainian_crisis_markers_sit_on_their_track_square_and_ladder_zone(tmp_path, capsys):
    """UC 3.0 setup: Russian Prestige on 32 of the record track, Belarus in the Neutral Zone (6.21)."""
    from printkit.digital.vassal.boards import zone_at
    from printkit.digital.vassal.checks import _maps
    from printkit.digital.vassal.traits import parse_position
    from printkit.digital.vassal.savefile import read_setup
    from printkit.load.game_loader import load_game

    assert run_cli(capsys, "build", "ukrainian_crisis", "--out", str(tmp_path), "--paper", "a4",
                   "--format", "vmod", "--dpi", "72")[0] == 0
    z = _module(tmp_path, "ukrainian_crisis")
    zones = next(iter(_maps(ET.fromstring(z.read("buildFile.xml"))).values()))["zones"]
    pieces = {t.split("\t")[-1].split(";")[-1]: parse_position(s) for _, t, s in read_setup(z.read("setup-standard.vsav"))
              if t != "stack"}
    game = load_game("ukrainian_crisis")
    track = next(b for m in game.maps.values() for b in m.boxes if b.id == "record_track")
    prestige = next(c for c in game.counters.pieces + (game.chits.pieces if game.chits else ())
                    if "Prestige" in (c.name or c.label) and c.side.startswith("r"))
    _, x, y, _ = pieces[prestige.name or prestige.label]
    mm = 72 / 25.4
    x0, y0, w, h = (v * mm for v in track.rect)
    rows = -(-len(track.sections) // track.columns)
    cw, ch = w / track.columns, (h - 14) / rows
    square = track.sections.index("32")
    assert (int((x - x0) // cw), int((y - y0 - 14) // ch)) == (square % track.columns, square // track.columns)
    belarus = next(c for c in game.counters.pieces + (game.chits.pieces if game.chits else ()) if c.id == "cc-by")
    _, x, y, _ = pieces[belarus.name or belarus.label]
    assert zone_at(zones, x, y) == "Foreign Relations Display: Neutral"
