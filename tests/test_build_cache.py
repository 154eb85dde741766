"""A build loads a game it has validated before (glyph check included) from the content-keyed cache; a game
that fails the glyph check is never cached, and other fonts mean another key."""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit.errors import DataError

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("PRINTKIT_CACHE", str(folder))
    return folder


def test_a_build_reloads_a_validated_game_without_validating_it_again(cache_dir, tmp_path, monkeypatch):
    from printkit.load import game_loader

    monkeypatch.setattr(game_loader, "_LOADED", {})  # what this process loaded before does not count here
    game_file = tmp_path / "lw.yaml"
    game_file.write_bytes((DATA / "little_war.yaml").read_bytes())
    first = game_loader.load_game(str(game_file), glyphs=True)
    assert [p.name for p in cache_dir.glob("*-glyphs-*.pickle")]

    def no_validation(*args, **kwargs):
        raise AssertionError("validated again")

    monkeypatch.setattr(game_loader, "validated", no_validation)
    game_loader._LOADED.clear()  # as a new process: only the cache folder remembers
    again = game_loader.load_game(str(game_file), glyphs=True)
    assert again is not first and again.title == first.title == "The Little War"
    assert [c.id for c in again.counters.pieces] == [c.id for c in first.counters.pieces] != []
    assert list(again.maps) == list(first.maps) and list(again.scenarios) == list(first.scenarios)
    game_file.write_bytes(game_file.read_bytes() + b"\n# changed\n")  # other bytes: validated afresh
    with pytest.raises(AssertionError, match="validated again"):
        game_loader.load_game(str(game_file), glyphs=True)


def test_a_game_failing_the_glyph_check_is_not_cached(cache_dir, tmp_path):
    from printkit.load.game_loader import load_game

    game_file = tmp_path / "lw.yaml"
    game_file.write_text((DATA / "little_war.yaml").read_text(encoding="utf-8").replace(
        "title: The Little War", "title: The Little War 漢", 1), encoding="utf-8")
    for _ in range(2):
        with pytest.raises(DataError, match="漢"):
            load_game(str(game_file), glyphs=True)
    assert not list(cache_dir.glob("*-glyphs-*.pickle"))


def test_other_font_files_mean_another_key(monkeypatch, tmp_path):
    import shutil

    from printkit import fonts
    from printkit.load.game_loader import _glyph_key

    before = _glyph_key("k")
    for name in fonts.FONT_FILES.values():
        shutil.copy(fonts.font_path(name.removesuffix(".ttf")), tmp_path / name)
    monkeypatch.setenv("PRINTKIT_FONT_DIR", str(tmp_path))
    fonts.font_path.cache_clear()
    try:
        assert _glyph_key("k") != before and _glyph_key("k").startswith("k-glyphs-")
    finally:
        fonts.font_path.cache_clear()
