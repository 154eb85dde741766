"""The painted map drawing kept in the game cache (printkit.kit._map_drawing): a build that reads it back
writes exactly the bytes of a build that paints the map, and the entry is tied to the game file and the code."""

from __future__ import annotations

from pathlib import Path

from conftest import run_cli


def _kit(capsys, out: Path) -> dict:
    from printkit.kit import _map_drawing

    _map_drawing.cache_clear()  # this process's own memo: the second build must go to the cache folder
    assert run_cli(capsys, "build", "ukrainian_crisis", "--format", "pdf", "--paper", "a4", "--out", str(out))[0] == 0
    return {p.relative_to(out): p.read_bytes() for p in sorted(out.rglob("*.pdf"))}


def test_a_cached_map_drawing_builds_the_same_bytes_as_painting_it(tmp_path, capsys, monkeypatch):
    painted = _kit(capsys, tmp_path / "off")  # the tests run with PRINTKIT_CACHE=off
    folder = tmp_path / "cache"
    monkeypatch.setenv("PRINTKIT_CACHE", str(folder))
    first = _kit(capsys, tmp_path / "first")
    entries = sorted(p.name for p in folder.glob("*-map-*.pickle"))
    assert len(entries) == 1, entries  # the game's one map, under the game's key
    stamp = entries[0].rsplit("-", 1)[1].removesuffix(".pickle")
    from printkit.load.cache import code_stamp

    assert stamp == code_stamp()
    again = _kit(capsys, tmp_path / "again")
    assert painted == first == again and painted


def test_an_entry_that_is_not_a_drawing_is_painted_over(tmp_path, capsys, monkeypatch):
    """An entry of the right name holding something else (another version's object) is not drawn: the map is
    painted again and the entry replaced."""
    import pickle

    painted = _kit(capsys, tmp_path / "off")
    folder = tmp_path / "cache"
    monkeypatch.setenv("PRINTKIT_CACHE", str(folder))
    _kit(capsys, tmp_path / "first")
    (entry,) = folder.glob("*-map-*.pickle")
    entry.write_bytes(pickle.dumps(["not", "a", "drawing"]))
    entry.chmod(0o600)
    assert _kit(capsys, tmp_path / "again") == painted
    assert isinstance(pickle.loads(entry.read_bytes()), tuple)
