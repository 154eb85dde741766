"""Issue 17: a default kit is playable as printed. No player page of any game's default kit (every language)
prints a `?` as a value, a blank "unknown" cell or a placeholder ("write it in"): every value a player needs is
printed or a reconstructed play value (printkit.verify.play_check, which `printkit verify` runs as well).
The kits built --as-printed keep the rulebooks' blanks on purpose (tests/test_play_values.py)."""

from __future__ import annotations

import pytest

from tests.test_kits import _kits


@pytest.mark.parametrize("game, lang", _kits())
def test_no_player_page_prints_a_missing_value(game, lang, kit_out):
    from printkit.verify.play_check import NOT_PLAYER_PAGES, page_problems
    from printkit.verify.readback import read_pdf

    out = kit_out(game)
    folder = out / (game if lang in ("default", _kits_first(game)) else f"{game}-{lang}") / "a4"
    code = None if lang == "default" else lang
    found = []
    for pdf in sorted(folder.glob("*.pdf")):
        if pdf.stem in NOT_PLAYER_PAGES:
            continue
        found += [f"{pdf.stem}.pdf {p}" for p in page_problems(read_pdf(pdf), code)]
    assert not found, f"{game} ({lang}): not playable as printed:\n" + "\n".join(found[:25])


def _kits_first(game: str) -> str:
    return next(lang for g, lang in _kits() if g == game)


def test_the_check_finds_blanks_question_marks_and_placeholders(tmp_path, capsys):
    """The fixture with unprinted chart cells fails the check, in verify too; its playable sibling passes."""
    from tests.conftest import DATA, run_cli

    for name, playable in (("mini_game", False), ("mini_play", True)):
        game = str(DATA / f"{name}.yaml")
        code, _, err = run_cli(capsys, "build", game, "--out", str(tmp_path), "--format", "pdf", "--paper", "a4")
        assert code == 0, err
        code, out, _ = run_cli(capsys, "verify", game, "--out", str(tmp_path))
        if playable:
            assert code == 0, out
        else:
            assert code == 1
            assert "a4/aid.pdf: page 1: 4 blank unknown cell(s) in events, morale - not playable as printed" in out


def test_page_problems_reads_each_kind():
    from printkit.verify.play_check import page_problems
    from printkit.verify.readback import PageText

    page = PageText(100, 100, markers=[("unknown:crt:0:1", 1, 1)],
                    words=[("?/?-?", 0, 5, 10), ("Initiative", 0, 5, 20), ("?", 6, 7, 20), ("Write", 0, 5, 30),
                           ("it", 6, 7, 30), ("in", 8, 9, 30), ("from", 10, 11, 30), ("the", 12, 13, 30),
                           ("published", 14, 15, 30), ("card", 16, 17, 30), ("unknown", 0, 5, 40),
                           ("units?", 0, 5, 50)])
    problems = page_problems([page], None)
    assert "page 1: 1 blank unknown cell(s) in crt" in problems
    assert "page 1: '?' printed as a value (?, ?/?-?)" in problems
    assert "page 1: placeholder 'Write it in from the published card'" in problems
    assert "page 1: the word 'unknown' (an unknown share or value)" in problems
    assert page_problems([PageText(100, 100, words=[("units?", 0, 5, 50)])], None) == []
