"""Charts on a hex map (issue 19): a hex map places charts (a TEC, the CRT) on its sheet as area maps do."""

from __future__ import annotations

from tests.conftest import ROOT, run_cli

GUIDE = ROOT / "docs" / "examples" / "marren_ford.yaml"


def _texts(items):
    from printkit.layout.scene import Group, Text

    for it in items:
        if isinstance(it, Group):
            yield from _texts(it.items)
        elif isinstance(it, Text):
            yield it


def test_the_guide_map_prints_its_terrain_effects_where_the_data_puts_it():
    from printkit.layout.hexmap import hexmap_items
    from printkit.load.game_loader import load_game
    from printkit.units import PT_PER_MM

    game = load_game(str(GUIDE))
    board = game.maps["main"]
    placed = board.charts[0]
    assert placed.chart == "terrain_effects"
    x, y, w = (v * PT_PER_MM for v in (*placed.at, placed.width))
    texts = list(_texts(hexmap_items(game, board)))
    title = [t for t in texts if t.text == "Terrain Effects"]
    assert title and x <= title[0].x <= x + w and y <= title[0].y <= y + 30
    for cell in ("River hexside", "no entry", "doubled"):  # rows of the chart, inside its width
        hits = [t for t in texts if t.text == cell]
        assert any(x - 1 <= t.x <= x + w + 1 and t.y > y for t in hits), cell  # (the key has a "River hexside" too)


def test_a_hex_map_chart_must_exist(capsys, tmp_path):
    path = tmp_path / "g.yaml"
    path.write_text(GUIDE.read_text().replace("{chart: terrain_effects, at:", "{chart: terrain_effect, at:"))
    code, out, _ = run_cli(capsys, "validate", str(path))
    assert code == 1 and "maps.main.charts[0].chart: no chart 'terrain_effect'" in out


def test_a_hex_map_chart_lies_beside_the_grid_on_the_sheet(capsys, tmp_path):
    path = tmp_path / "g.yaml"
    path.write_text(GUIDE.read_text().replace("at: [205, 146], width: 68}", "at: [40, 60], width: 68}"))
    code, out, _ = run_cli(capsys, "validate", str(path))
    assert code == 1 and "maps.main.charts[0].at: chart 'terrain_effects' at (40, 60) mm lies on the hex grid" in out
    path.write_text(GUIDE.read_text().replace("at: [205, 146], width: 68}", "at: [250, 146], width: 68}"))
    code, out, _ = run_cli(capsys, "validate", str(path))
    assert code == 1 and "maps.main.charts[0]: chart 'terrain_effects' runs 39 mm past the right edge" in out
