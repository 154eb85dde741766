"""No program words on a player page (issue 21): verify fails on the program's name, a data file name, a
command-line option or a path into the data on any player page, in any language, and passes the kits."""

from __future__ import annotations

import pytest

from printkit.verify.program_words import program_words
from printkit.verify.readback import PageText


def _page(*lines: str) -> PageText:
    page = PageText(595.0, 842.0)
    for i, line in enumerate(lines):
        x = 20.0
        for word in line.split():
            page.words.append((word, x, x + 5 * len(word), 100.0 + 12 * i))
            x += 5 * len(word) + 4
    return page


@pytest.mark.parametrize("line, what", [
    ("Computed exactly by printkit from the parameters", "the program's name"),
    ("Rebuild with: PrintKit build little_war", "the program's name"),
    ("values from little_war.yaml", "a data file name"),
    ("Example: --back-offset 1.5,-0.5", "a command-line option"),
    ("fill in out/little_war/a4/aid.pdf", "a file path"),
    ("fill in charts.crt.rows[2] and rebuild", "a path into the game file"),
    ("Пересоберите: printkit build ИГРА", "the program's name"),
    ("Пример: --back-offset 1.5,-0.5", "a command-line option"),
])
def test_a_crafted_page_with_program_words_fails(line, what):
    found = program_words([_page("The Little War - player aid", line)])
    assert len(found) == 1 and found[0].startswith(f"page 1: {what} ("), found


@pytest.mark.parametrize("line", [
    "Arrow: minimum RP to move a country one Zone (6.21)",
    "Infantry 3-4 -- 2 hexes; a d6 roll of 5-6 hits (Rule 6.21).",
    "Map reconstructed from the rules; not the published map art.",
    "Print at 100 % / actual size – no 'fit to page'",
    "3. If a cross misses: on the back side, read how far right (R mm) and down (D mm) of the scale centre",
    "Карта реконструирована по правилам; это не изданная карта.",
])
def test_game_text_passes(line):
    assert program_words([_page(line)]) == []


def test_verify_fails_on_a_player_page_carrying_a_command_line(tmp_path, capsys):
    """A built kit whose aid page (SVG) gets a command line and a data path fails verify; the cover and the
    Maker's notes may name the program."""
    import shutil

    from tests.conftest import run_cli

    out = tmp_path / "out"
    code, _, err = run_cli(capsys, "build", "little_war", "--paper", "a4", "--format", "svg", "--out", str(out))
    assert code == 0, err
    code, text, _ = run_cli(capsys, "verify", "little_war", "--out", str(out))
    assert code == 0, text
    notes = next((out / "little_war" / "a4").glob("makers-notes-1.svg")).read_text(encoding="utf-8")
    assert "printkit build" in notes  # the Maker's notes say how the kit is built again: allowed there
    aid = out / "little_war" / "a4" / "aid-1.svg"
    svg = aid.read_text(encoding="utf-8")
    crafted = '<text font-size="8" x="40" y="60">Rebuild with printkit build little_war --back-offset 1,2 from data/little_war.yaml</text></svg>'
    aid.write_text(svg.replace("</svg>", crafted), encoding="utf-8")
    shutil.rmtree(out / "little_war" / "kit", ignore_errors=True)
    code, text, _ = run_cli(capsys, "verify", "little_war", "--out", str(out))
    assert code == 1
    fails = [line for line in text.splitlines() if "player page" in line]
    assert any("a4/aid.svg: page 1: the program's name (printkit)" in line for line in fails), text
    assert any("a command-line option (--back-offset)" in line for line in fails), text
    assert any("a data file name" in line for line in fails) and any("a file path (data/little_war.yaml)" in line for line in fails), text
