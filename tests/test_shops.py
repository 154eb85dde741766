"""Print-shop files (issue 22, item 3): `printkit build GAME --shop NAME`. The CMYK separation, the shop files
(presets and a maker's own), the deck in the shop's page order at the shop's size, images at the shop's pixels,
and the PDF/X standard's refusal of transparency. The preflight of the files: tests/test_shop_preflight.py;
every game built for every preset it can take: test_shop_kits.py (slow tier)."""

from __future__ import annotations

import csv
import io
import random

import pytest

from tests.conftest import run_cli

INCH = 72.0


# -- the separation -------------------------------------------------------------------------------------


def test_black_and_greys_are_black_ink_only():
    from printkit.cmyk import cmyk

    assert cmyk("#000000") == (0.0, 0.0, 0.0, 1.0)
    assert cmyk("#ffffff") == (0.0, 0.0, 0.0, 0.0)
    ks = [cmyk(f"#{v:02x}{v:02x}{v:02x}")[3] for v in range(0, 256, 17)]
    assert all(cmyk(f"#{v:02x}{v:02x}{v:02x}")[:3] == (0.0, 0.0, 0.0) for v in range(0, 256, 17))
    assert ks == sorted(ks, reverse=True) and ks[0] == 1.0 and ks[-1] == 0.0  # lighter grey, less black


def test_colours_separate_into_their_own_inks():
    """A red prints magenta and yellow, a blue cyan and magenta, a yellow yellow: no ink of the other hue."""
    from printkit.cmyk import cmyk

    c, m, y, k = cmyk("#e02020")
    assert m > 0.8 and y > 0.6 and c < 0.05
    c, m, y, k = cmyk("#2040c0")
    assert c > 0.8 and m > 0.5 and y < 0.05
    c, m, y, k = cmyk("#f8e020")
    assert y > 0.8 and c < 0.1 and m < 0.2


def test_no_colour_takes_more_than_the_ink_limit():
    from printkit.cmyk import MAX_INK, cmyk

    rnd = random.Random(22)
    colours = ["#000001", "#010000", "#100808", "#202030", "#301010", "#003000"] + \
        [f"#{rnd.randrange(1 << 24):06x}" for _ in range(600)]
    worst = max(sum(cmyk(c)) * 100 for c in colours)
    assert worst <= MAX_INK + 1e-6
    assert worst > MAX_INK - 15  # dark colours do reach the limit: the clamp is what holds them


def test_the_profile_is_a_cmyk_output_profile():
    from printkit.cmyk import profile_bytes

    icc = profile_bytes()
    assert icc[36:40] == b"acsp" and icc[12:16] == b"prtr" and icc[16:20] == b"CMYK"
    assert int.from_bytes(icc[:4], "big") == len(icc)


# -- shop files -------------------------------------------------------------------------------------------


def test_every_preset_loads_and_is_documented():
    from pathlib import Path

    from printkit.load.shop_loader import load_shop, preset_ids
    from printkit.model.reflect import _fields
    from printkit.model.shop import Shop

    doc = (Path(__file__).resolve().parent.parent / "docs" / "shops.md").read_text()
    assert {"pdfx", "drivethrucards", "gamecrafter"} <= set(preset_ids())
    for pid in preset_ids():
        shop = load_shop(pid)
        assert shop.id == pid and shop.source.strip()
        assert f"`{pid}`" in doc
    for f in _fields(Shop):
        assert f"| `{f.name}` |" in doc, f.name


def test_a_bad_shop_file_gets_every_problem_with_its_place(tmp_path, capsys):
    bad = tmp_path / "shop.yaml"
    bad.write_text("id: ../../etc\ntitle: x\nsource: y\ntakes: [kit, everything]\nformat: tiff\n")
    code, out, err = run_cli(capsys, "build", "little_war", "--shop", str(bad), "--out", str(tmp_path / "o"))
    assert code == 1 and "Traceback" not in err
    assert "shop.yaml:1:5: id:" in err
    assert "shop.yaml:4:14: takes[1]: expected one of 'kit', 'cards', 'pieces'" in err
    assert "shop.yaml:5:9: format:" in err
    assert not (tmp_path / "o").exists()


def test_a_shop_that_is_neither_preset_nor_file(capsys, tmp_path):
    code, out, err = run_cli(capsys, "build", "little_war", "--shop", "kinkos", "--out", str(tmp_path))
    assert code == 1 and "unknown shop 'kinkos'; shops: drivethrucards, gamecrafter, pdfx" in err  # as a game
    code, out, err = run_cli(capsys, "build", "little_war", "--shop", "pdfx", "--format", "svg", "--out", str(tmp_path))
    assert code == 2 and "build without --format" in err


def test_a_shop_id_cannot_leave_the_output_folder(tmp_path):
    from printkit.errors import DataError
    from printkit.load.shop_loader import load_shop

    for bad in ("../up", "a/b", "UPPER", "x" * 41, "dots.here"):
        path = tmp_path / "s.yaml"
        path.write_text(f"id: '{bad}'\ntitle: t\nsource: s\ntakes: [kit]\nformat: pdf\nstandard: PDF/X-4\n")
        with pytest.raises(DataError, match="id must be lower-case"):
            load_shop(str(path))


def test_a_shop_that_can_make_nothing_says_why(capsys, tmp_path):
    """The Little War has no deck and 5/8 in counters; The Game Crafter's chits are 1/2, 3/4 and 1 in."""
    code, out, err = run_cli(capsys, "build", "little_war", "--shop", "gamecrafter", "--out", str(tmp_path))
    assert code == 1
    assert "the game has no deck" in err and "0.625 in square" in err and "MediumSquareChit 0.75 in" in err


# -- the deck at a card shop -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def drivethru(tmp_path_factory):
    from printkit.cli import main

    out = tmp_path_factory.mktemp("dtc")
    code = main(["build", "ukrainian_crisis", "--shop", "drivethrucards", "--out", str(out)])
    return code, out / "ukrainian_crisis-drivethrucards"


def test_drivethrucards_deck_is_back_then_front_for_every_card(drivethru):
    """DriveThruCards: "The first page is the back (of card 1), the second page is the front of that card"."""
    from printkit.load.game_loader import load_game
    from printkit.verify.pdfscan import read_pages

    code, folder = drivethru
    assert code == 0
    deck = load_game("ukrainian_crisis").cards
    pages = read_pages(folder / "cards.pdf")
    marks = [[t for t, *_ in p.marks if t.startswith("card:")] for p in pages]
    expected = [[f"card:{c.id}:{n}:{side}"] for c in deck.cards for n in range(1, c.quantity + 1)
                for side in ("back", "front")]
    assert marks == expected


def test_drivethrucards_pages_are_the_poker_card_with_its_eighth_inch_bleed(drivethru):
    from printkit.verify.pdfscan import read_pages

    _, folder = drivethru
    for page in read_pages(folder / "cards.pdf", content=False):
        attrs = page.page_obj.attrs
        assert (page.width, page.height) == pytest.approx((2.75 * INCH, 3.75 * INCH))
        assert [float(v) for v in attrs["TrimBox"]] == pytest.approx([9, 9, 2.625 * INCH, 3.625 * INCH])
        assert [float(v) for v in attrs["BleedBox"]] == pytest.approx([0, 0, 2.75 * INCH, 3.75 * INCH])


def test_drivethrucards_report_is_kept_beside_the_files(drivethru):
    _, folder = drivethru
    report = (folder / "preflight.txt").read_text()
    assert "DriveThruCards" in report and "PDF/X-1a:2003" in report and "0 problems" in report


# -- images at a shop's pixels ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def gamecrafter(tmp_path_factory):
    from printkit.cli import main

    out = tmp_path_factory.mktemp("tgc")
    codes = [main(["build", game, "--shop", "gamecrafter", "--out", str(out)])
             for game in ("ukrainian_crisis", "case_blue")]
    return codes, out


def _png_size(path) -> tuple[int, int]:
    from PIL import Image

    with Image.open(path) as im:
        return im.size


def test_gamecrafter_cards_are_825_by_1125(gamecrafter):
    from printkit.load.game_loader import load_game

    codes, out = gamecrafter
    assert codes == [0, 0]
    folder = out / "ukrainian_crisis-gamecrafter" / "cards"
    deck = load_game("ukrainian_crisis").cards
    for card in deck.cards:
        for side in ("front", "back"):
            assert _png_size(folder / f"{card.id}-{side}.png") == (825, 1125)
    rows = list(csv.DictReader(io.StringIO((folder / "quantities.csv").read_text())))
    assert sum(int(r["quantity"]) for r in rows) == deck.count()


def test_gamecrafter_chits_go_to_the_chit_of_their_size(gamecrafter):
    """Ukrainian Crisis chits are 3/4 in (a MediumSquareChit, 300 px); Case Blue counters 1/2 in (Small, 225 px);
    Ukrainian Crisis counters, 5/8 in, have no chit of their size and are left out."""
    from printkit.load.game_loader import load_game

    _, out = gamecrafter
    uc = load_game("ukrainian_crisis")
    chits = out / "ukrainian_crisis-gamecrafter" / "chits"
    assert {_png_size(p) for p in chits.glob("*.png")} == {(300, 300)}
    rows = list(csv.DictReader(io.StringIO((chits / "quantities.csv").read_text())))
    assert sum(int(r["quantity"]) for r in rows) == uc.chits.total
    assert not (out / "ukrainian_crisis-gamecrafter" / "counters").exists()
    counters = out / "case_blue-gamecrafter" / "counters"
    assert {_png_size(p) for p in counters.glob("*.png")} == {(225, 225)}
    cb = load_game("case_blue")
    assert len(list(counters.glob("*-front.png"))) == len(cb.counters.pieces)


def test_a_chit_image_bleeds_its_ground_to_the_edge(gamecrafter):
    """The face's colour runs past the cut to the image's edge (a shop cuts within 1/8 in of it)."""
    from PIL import Image

    _, out = gamecrafter
    path = next((out / "case_blue-gamecrafter" / "counters").glob("*-front.png"))
    with Image.open(path) as im:
        rgb = im.convert("RGBA")
        w, h = rgb.size
        edge = [rgb.getpixel((x, y)) for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (w // 2, 0))]
    assert all(a == 255 for *_, a in edge)
    assert all(p == edge[0] for p in edge)


# -- the standard's rules at render time --------------------------------------------------------------------


def test_pdfx_1a_refuses_a_transparent_page():
    from printkit.errors import PrintkitError
    from printkit.layout.scene import Document, Page, Rect, Style
    from printkit.render.pdf import render

    page = Page(100, 100, "veil", [Rect(10, 10, 50, 50, Style(fill="#336699", opacity=0.5))])
    with pytest.raises(PrintkitError, match="PDF/X-1a:2003 does not allow"):
        render(Document("t", [page]), press="PDF/X-1a:2003")
    assert render(Document("t", [page]), press="PDF/X-4").startswith(b"%PDF-1.6")


def test_a_page_grows_by_the_shops_bleed_around_its_trim():
    from printkit.layout.scene import Page, Rect, Style
    from printkit.layout.shop_pages import with_bleed

    ground = Rect(0, 0, 200, 300, Style(fill="#fbfaf6"))  # a display's ground, the whole page
    corner = Rect(0, 0, 10, 10, Style(fill="#000000"))  # a patch at the top-left corner
    inner = Rect(50, 50, 10, 10, Style(fill="#000000"))
    frame = Rect(0, 0, 200, 300, Style(stroke="#000000"))  # a line, no fill: nothing to carry on
    grown = with_bleed(Page(200, 300, "p", [ground, corner, inner, frame]), 8.5)
    assert (grown.width, grown.height) == (217, 317)
    assert grown.trim == (8.5, 8.5, 200, 300) and grown.bleed == (0, 0, 217, 317)
    g, c, i, f = grown.items[0].items
    assert (g.x, g.y, g.w, g.h) == (-8.5, -8.5, 217, 317)  # the ground runs on into the bleed on every side
    assert (c.x, c.y, c.w, c.h) == (-8.5, -8.5, 18.5, 18.5)  # the corner patch on its two edges only
    assert i is inner and f is frame


def test_preflight_checks_a_shop_folder_again_and_finds_a_file_swapped_for_rgb(drivethru, tmp_path, capsys):
    """`printkit preflight GAME --shop NAME` reads the built files back: a deck replaced by the home-print RGB
    file (no output intent, RGB colours) fails, with the file and what was expected."""
    import shutil

    from printkit.layout.scene import Document, Page, Rect, Style
    from printkit.render.pdf import render

    _, folder = drivethru
    copy = tmp_path / folder.name
    shutil.copytree(folder, copy)
    code, out, err = run_cli(capsys, "preflight", "ukrainian_crisis", "--shop", "drivethrucards", "--out", str(tmp_path))
    assert code == 0 and out.rstrip().endswith("1 file checked in " + out.rstrip().split(" checked in ")[1])
    page = Page(198, 270, "card", [Rect(0, 0, 198, 270, Style(fill="#1f3b73"))], trim=(9, 9, 180, 252),
                bleed=(0, 0, 198, 270))
    (copy / "cards.pdf").write_bytes(render(Document("rgb", [page])))
    code, out, err = run_cli(capsys, "preflight", "ukrainian_crisis", "--shop", "drivethrucards", "--out", str(tmp_path))
    assert code == 1
    assert "cards.pdf" in out and "RGB" in out and "OutputIntent" in out.replace("output intent", "OutputIntent")
    assert (copy / "preflight.txt").read_text().rstrip().endswith("problems") and ", 0 problems" not in out


def test_a_shop_file_cannot_ask_for_an_image_without_bound(tmp_path):
    """What validates builds in bounded memory: a card 30 in wide at 1200 dpi (36,000 px a side) is refused."""
    from printkit.errors import DataError
    from printkit.load.shop_loader import load_shop

    path = tmp_path / "huge.yaml"
    path.write_text("id: huge\ntitle: t\nsource: s\ntakes: [cards]\nformat: png\ndpi: 1200\n"
                    "cards: {name: Wall, trim: [30in, 30in], bleed: 0.125in, safe: 0.125in, pixels: [8000, 8000]}\n")
    with pytest.raises(DataError, match="images are at most 8192 px"):
        load_shop(str(path))
    path.write_text("id: huge\ntitle: t\nsource: s\ntakes: [kit]\nformat: pdf\nstandard: PDF/X-4\n"
                    "cards: {name: Wall, trim: [100in, 3in], bleed: 0in, safe: 0in}\n")
    with pytest.raises(DataError, match="at most 36 in"):
        load_shop(str(path))


def test_a_shop_of_wider_bleed_and_safe_area_gets_the_map_at_its_size(tmp_path, capsys):
    """A maker's shop asking 5 mm of bleed and 5 mm of safe area: the full-size map is still cut to its own
    sheet (17 x 11 in), its art runs 5 mm past it, its note keeps 5 mm inside; the build's preflight passes."""
    from printkit.load.game_loader import load_game
    from printkit.verify.pdfscan import read_pages

    shop = tmp_path / "local.yaml"
    shop.write_text("id: local\ntitle: Local shop\nsource: asked at the counter\ntakes: [kit]\nformat: pdf\n"
                    "standard: PDF/X-4\nmax_ink: 280\nbleed: 5mm\nsafe: 5mm\n")
    code, out, err = run_cli(capsys, "build", "little_war", "--shop", str(shop), "--paper", "a4", "--out", str(tmp_path))
    assert code == 0, out[-2000:] + err
    w, h = load_game("little_war").maps[next(iter(load_game("little_war").maps))].size
    attrs = read_pages(tmp_path / "little_war-local" / "map-100.pdf", content=False)[0].page_obj.attrs
    tx0, ty0, tx1, ty1 = (float(v) for v in attrs["TrimBox"])
    bx0, by0, bx1, by1 = (float(v) for v in attrs["BleedBox"])
    assert (tx1 - tx0, ty1 - ty0) == pytest.approx((w, h), abs=0.01)
    assert (tx0 - bx0, bx1 - tx1) == pytest.approx((5 * 72 / 25.4,) * 2, abs=0.01)
    folder = tmp_path / "little_war-local"
    assert not (folder / "a4" / "alignment.pdf").exists() and not (folder / "a4" / "cover.pdf").exists()
    assert not list(folder.glob("a4/*tiled*")) and (folder / "a4" / "counters.pdf").is_file()


def test_a_shop_folder_is_as_readable_as_any_other_folder(drivethru):
    """The build writes into a private temporary folder and swaps it in: the kit must not stay private."""
    import os
    import stat

    _, folder = drivethru
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o777 & ~umask


def test_png_card_text_outside_the_safe_area_fails_and_a_counters_edge_text_is_noted(tmp_path, capsys):
    """An image keeps no text to read back: the build measures its drawing. Cards laid out on a mini card
    (44 x 63 mm) run their text off the card: a problem. Case Blue's counters carry their IDs closer to the cut
    than The Game Crafter's safe area: noted (it is the counters' design), not failed."""
    shop = tmp_path / "mini.yaml"
    shop.write_text("id: mini\ntitle: Mini\nsource: s\ntakes: [cards]\nformat: png\n"
                    "cards: {name: Mini, trim: [44mm, 63mm], bleed: 1/8in, safe: 1/8in, pixels: [595, 819]}\n")
    code, out, err = run_cli(capsys, "build", "ukrainian_crisis", "--shop", str(shop), "--out", str(tmp_path))
    assert code == 1 and "safe-area: text:" in out and "expected 3.2 mm or more" in out
    code, out, err = run_cli(capsys, "build", "case_blue", "--shop", "gamecrafter", "--out", str(tmp_path))
    assert code == 0 and "text comes nearer the cut than the shop's safe area" in out


def test_png_images_carry_their_resolution(gamecrafter):
    from PIL import Image

    _, out = gamecrafter
    with Image.open(next((out / "case_blue-gamecrafter" / "counters").glob("*.png"))) as im:
        assert tuple(round(v) for v in im.info["dpi"]) == (300, 300)


def test_preflight_of_a_shop_folder_writes_nothing_outside_it(drivethru, tmp_path, capsys):
    """Shop folders are shared between strangers: a report planted as a link is replaced, not followed, and a
    manifest naming a file outside the folder gets a problem, not a read."""
    import json
    import shutil

    _, folder = drivethru
    copy = tmp_path / folder.name
    shutil.copytree(folder, copy)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    (copy / "preflight.txt").unlink()
    (copy / "preflight.txt").symlink_to(victim)
    code, out, err = run_cli(capsys, "preflight", "ukrainian_crisis", "--shop", "drivethrucards", "--out", str(tmp_path))
    assert code == 0 and victim.read_text() == "keep me"
    assert not (copy / "preflight.txt").is_symlink() and "0 problems" in (copy / "preflight.txt").read_text()
    manifest = json.loads((copy / "manifest.json").read_text())
    manifest["files"]["../victim.txt"] = {"bytes": 7, "sha256": "0" * 64}
    (copy / "manifest.json").write_text(json.dumps(manifest))
    code, out, err = run_cli(capsys, "preflight", "ukrainian_crisis", "--shop", "drivethrucards", "--out", str(tmp_path))
    assert code == 1 and "../victim.txt: document: file: missing, or not a plain file of this folder" in out
    assert victim.read_text() == "keep me"
