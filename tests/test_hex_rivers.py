"""Named hexside rivers (issue 19): a river declared by name and the hex pairs whose sides it follows is drawn
along those hexsides with its name, costed by move-cost and named by `hex info`."""

from __future__ import annotations

import json

from tests.conftest import ROOT, run_cli

GUIDE = ROOT / "docs" / "examples" / "marren_ford.yaml"


def _game(tmp_path, old: str = "", new: str = ""):
    text = GUIDE.read_text(encoding="utf-8").replace(old, new)
    path = tmp_path / "marren_ford.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_hex_info_names_the_river_on_either_bank(capsys):
    code, out, _ = run_cli(capsys, "hex", str(GUIDE), "info", "0705", "--json")
    data = json.loads(out)
    assert code == 0 and data["hexsides"] == {"0804": "river", "0805": "river"}
    assert data["rivers"] == {"0804": "Marren", "0805": "Marren"}
    code, out, _ = run_cli(capsys, "hex", str(GUIDE), "info", "0804")
    assert "0704 river (Marren)" in out and "0705 river (Marren)" in out
    code, out, _ = run_cli(capsys, "hex", str(GUIDE), "info", "0104", "--json")
    assert json.loads(out)["rivers"] == {}  # no river there


def test_move_cost_pays_the_rivers_crossing_from_the_chart(capsys, tmp_path):
    """The guide's terrain effects chart: a river hexside costs +2 on top of the hex entered (1 for clear)."""
    game = _game(tmp_path)
    code, out, err = run_cli(capsys, "move-cost", game, "--from", "0704", "--to", "0804", "--json")
    data = json.loads(out)
    assert code == 0, err
    assert data["total"] == 3 and data["river"] == "Marren"
    assert [i["label"] for i in data["items"]] == ["Clear", "River hexside"]  # the chart's row titles
    code, out, _ = run_cli(capsys, "move-cost", game, "--from", "0604", "--to", "0704", "--json")
    assert json.loads(out)["total"] == 1 and "river" not in json.loads(out)  # the same bank: no crossing
    code, out, _ = run_cli(capsys, "move-cost", game, "--from", "0704", "--to", "0804")
    assert "crossing the Marren" in out


def test_a_rivers_hexsides_are_checked_like_hexsides(capsys, tmp_path):
    game = _game(tmp_path, '["0702", "0801"], ["0702", "0802"]', '["0702", "0901"], ["0701", "0801"]')
    code, out, _ = run_cli(capsys, "validate", game)
    assert code == 1
    assert "maps.main.rivers[0].hexsides[1]: hexes 0702 and 0901 are not adjacent" in out
    assert "maps.main.rivers[0].hexsides[2]: hexside 0701/0801 is listed twice (also rivers[0].hexsides[0])" in out
    game = _game(tmp_path, "        feature: river\n", "        feature: canal\n")
    code, out, _ = run_cli(capsys, "validate", game)
    assert code == 1 and "maps.main.rivers[0].feature: no hexside feature 'canal' for river Marren" in out


def _texts(items):
    from printkit.layout.scene import Group, Text

    for it in items:
        if isinstance(it, Group):
            yield from _texts(it.items)
        elif isinstance(it, Text):
            yield it


def test_the_river_is_drawn_along_its_hexsides_with_its_name(tmp_path):
    from printkit.layout import hexmap_art as art
    from printkit.layout.hexmap import hexmap_items
    from printkit.load.game_loader import load_game
    from printkit.rules import hexes
    from printkit.units import PT_PER_MM

    game = load_game(str(GUIDE))
    board = game.maps["main"]
    sp = hexes.spec(board)
    ox, oy = (v * PT_PER_MM for v in board.origin)
    drawn, courses = art.hexside_features(board, sp, ox, oy, board.grid.hex_size)
    assert drawn and len(courses) == 1  # one course, the fifteen hexsides chained
    names = [t for t in _texts(hexmap_items(game, board)) if t.text == "Marren"]
    river = [t for t in names if t.font != "DejaVuSans-Bold" or t.fill != "#1a1a1a"]
    assert len(names) == 2 and len(river) == 1  # the town's name and the river's
    (x1, y1), (x2, y2) = sp.shared_side("0704", "0804")
    assert abs(river[0].x - (ox + x1)) < board.grid.hex_size * 1.5  # beside the river's course
    unnamed = load_game(_game(tmp_path, "        feature: river\n", "        feature: river\n        status: reconstructed\n"))
    assert len([t for t in _texts(hexmap_items(unnamed, unnamed.maps["main"])) if t.text == "Marren"]) == 1
