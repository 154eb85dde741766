"""Map regression: each game's full-size map rendered at low resolution and compared with a committed
reference PNG (tests/data/ref/) within a tolerance, so an unintended visual change fails a test.

After an intended change, look at the new renders, then refresh the references with
`PRINTKIT_ACCEPT=1 .venv/bin/python -m pytest tests/test_map_reference.py` and commit tests/data/ref/*.png.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

REF = Path(__file__).parent / "data" / "ref"
DPI = 36
TOLERANCE = 1.5  # mean absolute difference per channel, 0-255: font hinting and antialiasing noise only
GAMES = ("little_war", "case_blue", "donetsk_airport", "ukrainian_crisis")


def _map_page(game_id: str):
    from printkit.kit import fullsize_maps
    from printkit.load.game_loader import load_game

    game = load_game(game_id, glyphs=True)
    return next(pages[0] for name, pages in fullsize_maps(game).items() if name.startswith("map"))


def _render(page):
    from PIL import Image

    from printkit.render.png import render_page

    return Image.open(io.BytesIO(render_page(page, DPI))).convert("RGB")


def mean_difference(a, b) -> float:
    """Mean absolute difference per channel of two same-size images (0: identical)."""
    from PIL import ImageChops, ImageStat

    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


@pytest.mark.parametrize("game_id", GAMES)
def test_map_matches_its_reference_render(game_id):
    from PIL import Image

    got = _render(_map_page(game_id))
    path = REF / f"{game_id}-map.png"
    if os.environ.get("PRINTKIT_ACCEPT") == "1":
        REF.mkdir(parents=True, exist_ok=True)
        got.quantize(64).save(path, optimize=True)
    want = Image.open(path).convert("RGB")
    assert got.size == want.size, f"{game_id}: the map's size changed ({want.size} -> {got.size})"
    diff = mean_difference(got, want)
    assert diff <= TOLERANCE, (f"{game_id}: the map render differs from {path.name} by {diff:.2f} per channel; "
                               "if intended, refresh the references (see this file's docstring)")


def test_the_comparison_sees_a_changed_map():
    """Dropping the map's rivers and borders, or shifting it by a millimetre, is caught."""
    from printkit.model.record import replace

    from PIL import Image

    from printkit.layout.scene import Group, Polygon

    page = _map_page("case_blue")
    want = Image.open(REF / "case_blue-map.png").convert("RGB")
    group = page.items[0]

    def without_lines(items):
        return tuple(replace(i, items=without_lines(i.items)) if isinstance(i, Group) else i
                     for i in items if not (isinstance(i, Polygon) and not i.closed))

    no_lines = replace(group, items=without_lines(group.items))
    shifted = replace(group, dx=group.dx + 2.83)
    for changed in (no_lines, shifted):
        other = replace(page, items=[changed] + page.items[1:])
        assert mean_difference(_render(other), want) > TOLERANCE
    assert isinstance(group, Group)
