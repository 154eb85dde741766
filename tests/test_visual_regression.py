"""Issue 12.6: reference renders. One page of each component kind (counter sheet, marker sheet, aid card,
setup card, map assembly diagram, Maker's notes) is rendered at 30 dpi and compared with the PNG committed
under tests/data/ref/; an unintended visual change fails, within a tolerance for anti-aliasing noise.

After an intended change, look at the new renders, then refresh the references:

    PRINTKIT_REFRESH_REFS=1 .venv/bin/python -m pytest -q tests/test_visual_regression.py

(the run writes tests/data/ref/*.png and skips the comparisons; commit the PNGs with the change).

The pages are rendered in a fresh process of their own, in the order of CASES (as the references were):
cairo resolves a font face's hinting once, at the first size it draws that face, and DejaVu is set unhinted at
small sizes (fontconfig's 20-unhint-small-dejavu-sans.conf). A page rendered at 30 dpi after a 100 dpi PNG set
in the same long-lived test process (tests/test_kit_page.py builds those) came out hinted and failed by a
fraction of a percent; which tests shared a worker decided it.
"""

from __future__ import annotations

import io
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

REF = Path(__file__).parent / "data" / "ref"
DPI = 30
CHANGED = 48  # a pixel counts as changed when a channel moves by more than this (0-255)
MAX_CHANGED = 0.004  # the share of pixels that may change: a moved label or a new colour goes well over

# (reference name, game, language, component, page index in the component)
CASES = [
    ("counter-sheet-little_war", "little_war", None, "counters", 0),
    ("marker-sheet-case_blue", "case_blue", None, "counters", 0),
    ("marker-sheet-donetsk_airport-ru", "donetsk_airport", "ru", "counters", 2),
    ("aid-card-little_war", "little_war", None, "aid", 0),
    ("setup-card-case_blue", "case_blue", None, "setup", 0),
    ("setup-card-donetsk_airport", "donetsk_airport", "en", "setup", 0),  # 10.1: its forces, Initiative and Turn tracks
    ("assembly-case_blue", "case_blue", None, "map-150-tiled", 0),
    ("assembly-ukrainian_crisis", "ukrainian_crisis", None, "map-100-tiled", 0),
]


def render_png(game_id: str, lang: str | None, component: str, index: int) -> bytes:
    from printkit.kit import components
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game
    from printkit.render.png import render_page

    game = load_game(game_id, glyphs=True, lang=lang) if lang else load_game(game_id, glyphs=True)
    return render_page(components(game, Options(paper="a4"))[component][index], DPI)


_FRESH = ("import pickle, sys; from tests.test_visual_regression import CASES, render_png; "
          "sys.stdout.buffer.write(pickle.dumps({c[0]: render_png(*c[1:]) for c in CASES}))")


@pytest.fixture(scope="module")
def renders() -> dict[str, bytes]:
    """Every case's page as PNG, rendered in one fresh process (see the module's docstring)."""
    root = Path(__file__).resolve().parents[1]
    run = subprocess.run([sys.executable, "-c", _FRESH], capture_output=True, cwd=root, timeout=600,
                         env={**os.environ, "PRINTKIT_CACHE": "off"})
    assert run.returncode == 0, run.stderr.decode()[-2000:]
    return pickle.loads(run.stdout)


def on_white(png: bytes):
    """The render on white paper (the page background is transparent), as RGB."""
    from PIL import Image

    img = Image.open(io.BytesIO(png)).convert("RGBA")
    return Image.alpha_composite(Image.new("RGBA", img.size, "#ffffff"), img).convert("RGB")


def changed_share(a, b) -> float:
    """The share of pixels where any channel differs by more than CHANGED; 1.0 if the sizes differ."""
    from PIL import ImageChops

    if a.size != b.size:
        return 1.0
    diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > CHANGED else 0)
    return diff.histogram()[255] / (a.size[0] * a.size[1])


@pytest.mark.parametrize("name,game_id,lang,component,index", CASES, ids=[c[0] for c in CASES])
def test_page_looks_like_its_reference(name, game_id, lang, component, index, renders):
    from PIL import Image

    got = on_white(renders[name])
    ref = REF / f"{name}.png"
    if os.environ.get("PRINTKIT_REFRESH_REFS"):
        REF.mkdir(parents=True, exist_ok=True)
        got.save(ref, optimize=True)
        pytest.skip(f"reference {ref.name} refreshed")
    assert ref.is_file(), f"no reference {ref}: run with PRINTKIT_REFRESH_REFS=1 (see this file's docstring)"
    share = changed_share(got, Image.open(ref).convert("RGB"))
    assert share <= MAX_CHANGED, (f"{name}: {share:.2%} of the pixels changed (at most {MAX_CHANGED:.2%}); if the "
                                  "change is intended, refresh the references (see this file's docstring)")


def test_the_comparison_can_fail():
    """A counter recoloured, and a label moved by a few points, both go over the tolerance."""
    from PIL import Image

    from printkit.kit import components
    from printkit.layout.scene import Text
    from printkit.layout.sheets import Options
    from printkit.load.game_loader import load_game
    from printkit.model.record import replace
    from printkit.render.png import render_page

    game = load_game("little_war", glyphs=True)
    ref = Image.open(REF / "counter-sheet-little_war.png").convert("RGB")
    sides = dict(game.sides)
    sides["slovak"] = replace(sides["slovak"], color="#c03030")
    page = components(replace(game, sides=sides), Options(paper="a4"))["counters"][0]
    recoloured = on_white(render_page(page, DPI))
    assert changed_share(recoloured, ref) > MAX_CHANGED
    page = components(game, Options(paper="a4"))["counters"][0]
    page.items = [replace(i, x=i.x + 6) if isinstance(i, Text) and i.size > 10 else i for i in page.items]
    moved = on_white(render_page(page, DPI))
    assert changed_share(moved, ref) > MAX_CHANGED
