"""A cache of validated games, keyed by the file's content, for the table-side calculators.

Parsing and validating YAML costs more than the calculators' whole budget; a pickled model of the
same bytes does not. The cache lives in $PRINTKIT_CACHE or $XDG_CACHE_HOME/printkit (~/.cache/printkit);
PRINTKIT_CACHE=off disables it. Any failure to read or write it is ignored: it is only a shortcut.
"""

from __future__ import annotations

import os
import sys
import zlib

from printkit import __version__


def _folder() -> str | None:
    setting = os.environ.get("PRINTKIT_CACHE", "")
    if setting == "off":
        return None
    if setting:
        return setting
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "printkit")


def key(raw: bytes) -> str:
    """Content checksums (two, 64 bits together) and length, plus everything that shapes the pickle."""
    stamp = f"{__version__}|{sys.version_info[:2]}|{_code_stamp()}".encode()
    return f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}{len(raw):x}-{zlib.crc32(stamp):08x}"


def _code_stamp() -> str:
    """Modification times of the model and loader sources: a code change invalidates the cache."""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    stamps = []
    for sub in ("model", "load"):
        folder = os.path.join(here, sub)
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                stamps.append(f"{name}:{os.stat(os.path.join(folder, name)).st_mtime_ns}")
    return ",".join(stamps)


def get(k: str):
    folder = _folder()
    if folder is None:
        return None
    try:  # the C unpickler alone: the pickle module's Python half costs a calculator time and is not needed
        from _pickle import UnpicklingError, load
    except ImportError:  # pragma: no cover - Pythons without the C accelerator
        from pickle import UnpicklingError, load
    try:
        with open(os.path.join(folder, f"{k}.pickle"), "rb") as f:
            return load(f)
    except (OSError, UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        return None


def put(k: str, game) -> None:
    import pickle

    folder = _folder()
    if folder is None:
        return
    try:
        os.makedirs(folder, exist_ok=True)
        tmp = os.path.join(folder, f".{k}.{os.getpid()}.tmp")
        with open(tmp, "wb") as f:
            pickle.dump(game, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, os.path.join(folder, f"{k}.pickle"))
        _prune(folder)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass


def _prune(folder: str, keep: int = 256) -> None:
    """Keep the cache small: drop the least recently written entries beyond `keep` (a few MB; every part a
    calculator loads of every game, in every language, is an entry: fewer would evict what `make bench` reads)."""
    entries = [os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".pickle")]
    if len(entries) <= keep:
        return
    entries.sort(key=os.path.getmtime)
    for path in entries[:-keep]:
        try:
            os.unlink(path)
        except OSError:
            pass
