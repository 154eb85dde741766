"""The kit page's thumbnails: vector sketches, no rasteriser on the PDF path (issue 20)."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from printkit.layout import scene as s

ROOT = Path(__file__).resolve().parents[1]
NS = "{http://www.w3.org/2000/svg}"


def _sketch(page: s.Page, size: float = 100) -> ET.Element:
    from printkit.render.sketch import render_page

    return ET.fromstring(render_page(page, size))


def test_a_sketch_is_the_page_in_pixels_of_its_own_size():
    page = s.Page(400.0, 200.0, "p")  # 100 px wide: 1 pt is 0.25 px
    page.add(s.Rect(40, 20, 80, 40, s.Style(fill="#336699", stroke="#000000", width=2)),
             s.Group((s.Circle(10, 10, 8, s.Style(fill="#ff0000")),), dx=200, dy=100, scale=2.0))
    svg = _sketch(page)
    assert (svg.get("width"), svg.get("height"), svg.get("viewBox")) == ("100", "50", "0 0 100 50")
    rects = svg.findall(f"{NS}rect")
    assert rects[0].get("fill") == "#ffffff"  # the paper
    r = rects[1]
    assert (r.get("x"), r.get("y"), r.get("width"), r.get("height")) == ("10", "5", "20", "10")
    assert r.get("fill") == "#336699" and r.get("stroke") == "#000000" and float(r.get("stroke-width")) == 0.5
    c = svg.find(f"{NS}circle")  # (10, 10) scaled by 2 then moved by (200, 100): (220, 120) pt, r 16 pt
    assert (c.get("cx"), c.get("cy"), c.get("r")) == ("55", "30", "4")


def test_text_becomes_a_bar_of_its_width_and_markers_are_left_out():
    from printkit.fonts import width

    page = s.Page(400.0, 400.0, "p")
    page.add(s.Text(200, 100, "Combat Results Table", 20, "DejaVuSans-Bold", "#123456", "middle"),
             s.Marker(10, 10, "ctr:x:1:front"))
    svg = _sketch(page)
    bars = svg.findall(f"{NS}rect")[1:]
    assert len(bars) == 1 and not svg.findall(f"{NS}text")
    bar = bars[0]
    wide = width("Combat Results Table", 20, "DejaVuSans-Bold") / 4
    assert abs(float(bar.get("width")) - wide) <= 0.1
    assert abs(float(bar.get("x")) - (50 - wide / 2)) <= 0.1  # centred on the anchor
    assert float(bar.get("y")) + float(bar.get("height")) == 25.0  # standing on the baseline
    assert bar.get("fill") == "#123456"


def test_shapes_too_small_to_see_are_left_out_and_clips_are_kept():
    page = s.Page(1000.0, 1000.0, "p")  # 1 pt is 0.1 px
    page.add(s.Rect(0, 0, 2, 2, s.Style(fill="#000000")),  # 0.2 px: left out
             s.Line(0, 0, 1, 1, s.Style(stroke="#000000")),
             s.Group((s.Rect(0, 0, 500, 500, s.Style(fill="#00ff00")),), clip=(100, 100, 300, 300)))
    svg = _sketch(page)
    assert len(svg.findall(f"{NS}rect")) == 1 and not list(svg.iter(f"{NS}line"))  # the paper only
    assert svg.find(f"{NS}g/{NS}rect").get("width") == "50"
    clip = svg.find(f"{NS}clipPath/{NS}rect")
    assert (clip.get("x"), clip.get("width")) == ("10", "30")
    group = svg.find(f"{NS}g")
    assert group.get("clip-path") == f"url(#{svg.find(f'{NS}clipPath').get('id')})"


def test_a_pdf_build_sketches_every_component_without_a_rasteriser(tmp_path):
    """`make pdf` (build --format pdf) in one process: kit/thumbs/NAME.svg for every component of the kit page,
    and neither cairosvg nor cairocffi imported."""
    code = ("import sys; from printkit.cli import main; rc = main(sys.argv[1:]); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('cairosvg', 'cairocffi'))); "
            "sys.exit(rc)")
    env = dict(os.environ, PRINTKIT_JOBS="1")
    run = subprocess.run([sys.executable, "-c", code, "build", "little_war", "--format", "pdf", "--paper", "a4",
                          "--out", str(tmp_path)], capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1] == "[]"
    kit = tmp_path / "little_war"
    thumbs = sorted(p.name for p in (kit / "kit" / "thumbs").iterdir())
    components = sorted(p.stem for p in (kit / "a4").glob("*.pdf")) + ["map-100"]
    assert thumbs == sorted([f"{c}.svg" for c in components] + ["counter-face.svg"])
    html = (kit / "index.html").read_text(encoding="utf-8")
    for name in thumbs:
        assert f'src="kit/thumbs/{name}"' in html
        ET.fromstring((kit / "kit" / "thumbs" / name).read_bytes())  # well-formed


def test_a_build_with_svg_pages_shows_them_and_sketches_nothing(tmp_path, capsys):
    from conftest import run_cli

    assert run_cli(capsys, "build", "little_war", "--format", "svg", "--paper", "a4", "--out", str(tmp_path))[0] == 0
    kit = tmp_path / "little_war"
    assert sorted(p.name for p in (kit / "kit" / "thumbs").iterdir()) == ["counter-face.svg"]
    assert 'src="a4/aid-1.svg"' in (kit / "index.html").read_text(encoding="utf-8")
