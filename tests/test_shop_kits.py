"""Every shipped game built for the print shops (issue 22, item 3; slow tier): each build's own preflight passes,
and two real PDF readers open every file: poppler (pdftoppm) renders it, and Ghostscript separates it into
CMYK pixels, whose total ink is measured apart from printkit's own reading of the colour operators."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from printkit.cli import main

GAMES = ["little_war", "case_blue", "donetsk_airport", "ukrainian_crisis"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("shops")
    codes = {}
    for game in GAMES:
        codes[game, "pdfx"] = main(["build", game, "--shop", "pdfx", "--paper", "a4", "--lang", "all",
                                    "--out", str(out)])
    codes["ukrainian_crisis", "drivethrucards"] = main(["build", "ukrainian_crisis", "--shop", "drivethrucards",
                                                        "--out", str(out)])
    codes["case_blue", "gamecrafter"] = main(["build", "case_blue", "--shop", "gamecrafter", "--out", str(out)])
    return codes, out


def test_every_game_builds_for_every_shop_that_takes_it_and_passes_its_preflight(built):
    codes, out = built
    assert codes == {key: 0 for key in codes}
    for (game, shop) in codes:
        report = (out / f"{game}-{shop}" / "preflight.txt").read_text()
        assert report.rstrip().endswith(", 0 problems"), report[-500:]
    assert (out / "donetsk_airport-ru-pdfx" / "preflight.txt").is_file()  # the Russian kit too
    pdfs = sorted((out / "little_war-pdfx").rglob("*.pdf"))
    assert {p.relative_to(out / "little_war-pdfx").as_posix() for p in pdfs} >= {"a4/counters.pdf", "map-100.pdf"}


def _pdfs(out):
    return sorted(p for p in out.rglob("*.pdf"))


@pytest.mark.skipif(not shutil.which("pdftoppm"), reason="poppler-utils is not installed (tools/setup-system.sh)")
def test_poppler_renders_every_shop_pdf(built, tmp_path):
    _, out = built
    files = _pdfs(out)
    assert len(files) >= 30  # 5 kits (Donetsk in two languages) of 5 to 8 files, and the deck
    for pdf in files:
        run = subprocess.run(["pdftoppm", "-r", "10", "-png", str(pdf), str(tmp_path / "p")],
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0 and "Error" not in run.stderr, (pdf, run.stderr[:300])


def _max_ink(tiff) -> float:
    """The largest c+m+y+k of any pixel of a CMYK TIFF, per cent."""
    from PIL import Image

    with Image.open(tiff) as im:
        assert im.mode == "CMYK"
        channels = [ch.tobytes() for ch in im.split()]
    return max(map(sum, zip(*channels))) / 2.55


@pytest.mark.skipif(not shutil.which("gs"), reason="ghostscript is not installed (tools/setup-system.sh)")
def test_ghostscript_separations_keep_to_the_ink_limit(built, tmp_path):
    """Ghostscript paints the pages into CMYK pixels (transparency flattened as a RIP does): none exceeds the
    shop's limit, and solid black prints (a page with text reaches 100 % black)."""
    _, out = built
    cases = [(out / "little_war-pdfx" / "a4" / "counters.pdf", 300), (out / "case_blue-pdfx" / "map-100.pdf", 300),
             (out / "donetsk_airport-pdfx" / "a4" / "aid.pdf", 300),
             (out / "ukrainian_crisis-drivethrucards" / "cards.pdf", 240)]
    for pdf, limit in cases:
        tiff = tmp_path / f"{pdf.parent.name}-{pdf.stem}.tif"
        run = subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-dPDFSTOPONERROR", "-sDEVICE=tiff32nc",
                              "-r20", "-dFirstPage=1", "-dLastPage=2", f"-sOutputFile={tiff}", str(pdf)],
                             capture_output=True, text=True, timeout=300)
        assert run.returncode == 0, (pdf, run.stderr[:300])
        ink = _max_ink(tiff)
        assert ink <= limit + 1, (pdf, ink)
        assert ink >= 99, (pdf, ink)
