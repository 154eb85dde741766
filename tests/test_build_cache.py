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


def colliding_pair(valid: bytes, old: bytes, new: bytes) -> tuple[bytes, bytes]:
    """Two files of one length with equal CRC-32 and Adler-32 (the cache's key before sha256): `valid` plus a
    trailing comment, and the same with `old` replaced by `new` (same length) and the comment's letters
    changed so that both checksums come out equal again. Adler-32 (a sum s1 and a weighted sum s2 of the
    bytes) is matched by small increments; CRC-32 then by steps of +1 -1 -1 +1 on four bytes, which leave
    both sums as they are and change CRC-32 by a fixed xor (CRC-32 is linear over GF(2))."""
    import zlib

    pad = 3000
    a = bytearray(valid + b"\n# " + b"m" * pad + b"\n")
    b = bytearray(a.replace(old, new, 1))
    assert len(a) == len(b) and a != b
    n, free = len(a), len(valid) + 3  # the first byte of the comment not yet changed

    def sums(x: bytes) -> tuple[int, int]:
        adler = zlib.adler32(x)
        return adler & 0xFFFF, adler >> 16

    def signed(v: int) -> int:
        v %= 65521
        return v if v <= 65521 // 2 else v - 65521

    d1 = signed(sums(a)[0] - sums(b)[0])  # s1 += delta at any byte
    while d1:
        step = max(-10, min(10, d1))
        b[free] += step
        d1 -= step
        free += 1
    d2 = signed(sums(a)[1] - sums(b)[1])  # s2 += delta * (j - i) for +delta at i and -delta at j
    while d2:
        span = min(abs(d2), 200)
        step = max(-10, min(10, d2 // span)) if abs(d2) >= span else (1 if d2 > 0 else -1)
        b[free] += step
        b[free + span] -= step
        d2 -= step * span
        free += span + 1
    assert zlib.adler32(b) == zlib.adler32(a)
    zero = zlib.crc32(bytes(n))
    steps = []
    for j in range(free, n - 5, 4):
        d = bytearray(n)
        for off, delta in enumerate((1, -1, -1, 1)):
            d[j + off] = b[j + off] ^ (b[j + off] + delta)
        steps.append((j, zlib.crc32(bytes(d)) ^ zero))
    target = zlib.crc32(bytes(b)) ^ zlib.crc32(bytes(a))
    basis: dict[int, tuple[int, set]] = {}  # Gaussian elimination over GF(2), 32 bits
    for j, v in steps:
        used = {j}
        for bit in sorted(basis, reverse=True):
            if v >> bit & 1:
                v ^= basis[bit][0]
                used ^= basis[bit][1]
        if v:
            basis[v.bit_length() - 1] = (v, used)
    chosen: set = set()
    for bit in sorted(basis, reverse=True):
        if target >> bit & 1:
            target ^= basis[bit][0]
            chosen ^= basis[bit][1]
    assert target == 0, "not enough independent steps"
    for j in chosen:
        for off, delta in enumerate((1, -1, -1, 1)):
            b[j + off] += delta
    return bytes(a), bytes(b)


def test_two_files_with_equal_checksums_are_two_cache_entries(cache_dir, tmp_path):
    """The cache was keyed by CRC-32 + Adler-32 + length: a valid game, cached, and an invalid one of the same
    length and checksums then read as the valid one. Keyed by sha256, the second is validated (and refused)."""
    import zlib

    from printkit.load.game_loader import load_game

    good, bad = colliding_pair((DATA / "little_war.yaml").read_bytes(), b"turns: 7", b"turns: x")
    assert (zlib.crc32(good), zlib.adler32(good), len(good)) == (zlib.crc32(bad), zlib.adler32(bad), len(bad))
    assert good != bad and b"turns: x" in bad
    game_file = tmp_path / "lw.yaml"
    game_file.write_bytes(good)
    assert load_game(str(game_file)).title == "The Little War"
    game_file.write_bytes(bad)
    with pytest.raises(DataError, match="turns: expected a whole number"):
        load_game(str(game_file))


def test_a_cache_entry_someone_else_could_have_written_is_not_read(cache_dir, tmp_path, monkeypatch):
    """A pickle runs code as it loads: an entry writable by group or others, or a symbolic link to one, is
    passed over (the game is validated afresh), and entries are written for this user only (0600 in 0700)."""
    import os
    import stat

    from printkit.load import game_loader

    game_file = tmp_path / "lw.yaml"
    game_file.write_bytes((DATA / "little_war.yaml").read_bytes())
    game_loader._LOADED.clear()  # (the process's own memo of loaded games: each load below reads the cache)
    game_loader.load_game(str(game_file))
    entries = list(cache_dir.glob("*.pickle"))
    assert entries and all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in entries)
    assert stat.S_IMODE(cache_dir.stat().st_mode) == 0o700
    validations = []
    real = game_loader.validated
    monkeypatch.setattr(game_loader, "validated", lambda *a, **k: validations.append(1) or real(*a, **k))
    game_loader._LOADED.clear()
    game_loader.load_game(str(game_file))
    assert validations == []  # this user's entry: read
    for entry in entries:
        os.chmod(entry, 0o666)
    game_loader._LOADED.clear()
    game_loader.load_game(str(game_file))
    assert validations == [1]  # writable by others: validated again (and written anew, 0600)
    for entry in cache_dir.glob("*.pickle"):
        elsewhere = tmp_path / entry.name
        entry.rename(elsewhere)
        entry.symlink_to(elsewhere)
    game_loader._LOADED.clear()
    game_loader.load_game(str(game_file))
    assert validations == [1, 1]  # a link: not followed
