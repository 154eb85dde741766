"""Every game's SVG kit, built with svgwrite's validator on: each element and attribute is checked
against the SVG 1.1 Full profile (svgwrite raises on anything the profile does not allow)."""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit.layout.sheets import Options

GAMES = sorted(p.stem for p in (Path(__file__).resolve().parents[1] / "data").glob("*.yaml"))


@pytest.mark.parametrize("game_id", GAMES)
def test_svg_kit_passes_svgwrite_validation(game_id, tmp_path, monkeypatch):
    import xml.etree.ElementTree as ET

    from printkit.kit import render_kit
    from printkit.load.game_loader import load_game
    from printkit.render import svg

    monkeypatch.setattr(svg, "VALIDATE", True)
    files = render_kit(load_game(game_id), ["svg"], ["a4"], tmp_path, Options())
    svgs = {p: b for p, b in files.items() if p.suffix == ".svg"}
    assert svgs
    for path, data in svgs.items():
        root = ET.fromstring(data)
        assert root.tag == "{http://www.w3.org/2000/svg}svg", path


def test_validator_rejects_a_bad_attribute(monkeypatch):
    """The validation is real: an attribute SVG 1.1 does not have is refused."""
    import svgwrite

    dwg = svgwrite.Drawing(profile="full", debug=True)
    with pytest.raises((ValueError, KeyError)):
        dwg.rect(insert=(0, 0), size=(1, 1), data_tag="cut:x")
