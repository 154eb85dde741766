"""Every game in data/ builds (every language, PDF and SVG, A4 and Letter), verifies and passes preflight.

This was the shell loop of `make test` (build, verify, preflight of each game with --lang all); as tests it
runs in parallel with the rest, and the kits it builds are the ones the read-back tests use (`kit_out`).
Short-edge duplex and gutter-fold kits are preflighted in tests/test_preflight.py.
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT, run_cli

MIN_CHECKS = {"little_war": 1500, "case_blue": 5000}  # read-back checks at least (each kit: 1,900-7,800)


def _kits() -> list[tuple[str, str]]:
    """(game, language) of every game in data/, in each language the game file declares."""
    import yaml

    kits = []
    for path in sorted((ROOT / "data").glob("*.yaml")):
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        langs = (yaml.load(path.read_text(encoding="utf-8"), Loader=loader) or {}).get("languages") or ["default"]
        kits += [(path.stem, lang, i) for i, lang in enumerate(langs)]
    # every game's first language, then the second ones: parallel workers rarely wait for one game's build
    return [(game, lang) for game, lang, _ in sorted(kits, key=lambda k: k[2])]


@pytest.mark.parametrize("game, lang", _kits())
def test_kit_builds_verifies_and_passes_preflight(game, lang, kit_out, capsys):
    out = str(kit_out(game))  # `build GAME --lang all`: every language at once
    which = ["--lang", lang] if lang != "default" else []
    code, text, err = run_cli(capsys, "verify", game, "--out", out, *which)
    assert code == 0, text + err
    counts = re.findall(r"^(\S+): (\d+) checks, (\d+) failed$", text, re.M)
    assert len(counts) == 1 and counts[0][2] == "0", text
    assert int(counts[0][1]) >= MIN_CHECKS.get(game, 1000), text
    code, text, err = run_cli(capsys, "preflight", game, "--out", out, *which)
    assert code == 0, text + err
    reports = re.findall(r"^(\S+): (\d+) pages checked in [\d.]+ s, (\d+) problems$", text, re.M)
    assert [(kit, n) for kit, _, n in reports] == [(counts[0][0], "0")], text


def test_every_language_of_every_game_is_a_kit(kit_out):
    """`--lang all` built one folder per language the game files declare, and no other."""
    games = {game for game, _ in _kits()}
    folders = sorted({p.name for game in games for p in kit_out(game).iterdir() if p.is_dir()})
    want = sorted(game if lang in ("default", _first(game)) else f"{game}-{lang}" for game, lang in _kits())
    assert folders == want


def _first(game: str) -> str:
    return next(lang for g, lang in _kits() if g == game)


# the read-back notes' kinds (printkit.layout, the Marker texts): none may reach a page's copyable text
NOTE = re.compile(r"(?<![\w-])(?:ctr|row|unknown|area|source|card|cellbox|border|vp|zone|ladder|clip|cover|hex|space):\S")


def _page_text(pdf) -> str:
    """The text a player copies or searches: pdftotext's, or pdfminer's where poppler is not installed."""
    import shutil
    import subprocess

    if shutil.which("pdftotext"):
        return subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    from pdfminer.high_level import extract_text

    return extract_text(str(pdf))


@pytest.mark.parametrize("game", sorted({game for game, _ in _kits()}))
def test_copyable_text_is_game_text_only(game, kit_out):
    """Issue 21: the read-back notes (ctr:, row:, unknown: ...) are no text a player copies or searches; verify
    reads them as marked content (the test above: the same kit verifies)."""
    pdfs = sorted(p for p in kit_out(game).glob(f"{game}*/**/*.pdf") if not p.name.endswith(("-kit-a4.pdf", "-kit-letter.pdf")))
    assert pdfs
    found = {f"{p.relative_to(kit_out(game))}: {m.group(0)}" for p in pdfs for m in NOTE.finditer(_page_text(p))}
    assert not found, sorted(found)[:10]


@pytest.mark.parametrize("game, lang", _kits())
def test_every_setup_page_names_its_scenario(game, lang, kit_out):
    """Issue 21: a setup card running onto another page repeats its scenario's name there, "Name (continued)"
    ("(продолжение)" in Russian): no page of set-up whose scenario a player has to guess."""
    from printkit.kit import folder_name
    from printkit.layout.scenario_card import continued_title
    from printkit.load.game_loader import load_game
    from printkit.verify.readback import read_pdf

    g = load_game(game, lang=None if lang == "default" else lang)
    pages = read_pdf(kit_out(game) / folder_name(g) / "a4" / "setup.pdf")
    titles = [sc.title for sc in g.scenarios.values()]
    continued = 0
    for n, page in enumerate(pages, 1):
        text = " ".join(page.all_text().split())
        assert any(title in text for title in titles), f"setup page {n} names no scenario"
        starts = [t for t in titles if t in text and continued_title(t, g.lang) not in text]
        if not starts:
            continued += 1
    assert continued >= {"donetsk_airport": 3, "case_blue": 3}.get(game, 0)
