"""A cache of validated games, keyed by the file's content, for the table-side calculators.

Parsing and validating YAML costs more than the calculators' whole budget; a pickled model of the
same bytes does not. The cache lives in $PRINTKIT_CACHE or $XDG_CACHE_HOME/printkit (~/.cache/printkit);
PRINTKIT_CACHE=off disables it. Any failure to read or write it is ignored: it is only a shortcut.
"""

from __future__ import annotations

import os
import sys

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
    """The sha256 of the file's bytes, and of everything that shapes the pickle (printkit's version, Python's,
    the model and loader sources): two different files never share a key, whoever wrote them."""
    stamp = f"{__version__}|{sys.version_info[:2]}|{_code_stamp()}".encode()
    sha256 = _sha256()
    return f"{sha256(raw).hexdigest()}-{sha256(stamp).hexdigest()[:16]}"


def _sha256():
    """SHA-256 from CPython's own small module when it has one: importing hashlib loads OpenSSL, which costs
    a calculator several milliseconds (the hash of a game file is well under one either way)."""
    for name in ("_sha2", "_sha256"):  # Python 3.12+, 3.11
        try:
            return __import__(name).sha256
        except (ImportError, AttributeError):
            continue
    import hashlib

    return hashlib.sha256


# the modules outside model/ and load/ that validation runs: a change to any of them changes what validates
VALIDATION = ("errors.py", "face_text.py", "fonts.py", "geo.py", "hexgrid.py", "kit_names.py", "paths.py", "units.py", "wcag.py",
              "cvd.py", "colors.py", "contrast.py")  # the last three: the palette variants (model/palette.py)


def _code_stamp() -> str:
    """Modification times of the sources that build and check a game: a code change invalidates the cache."""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    stamps = [f"{name}:{os.stat(os.path.join(here, name)).st_mtime_ns}" for name in VALIDATION]
    for sub in ("model", "load"):
        folder = os.path.join(here, sub)
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                stamps.append(f"{name}:{os.stat(os.path.join(folder, name)).st_mtime_ns}")
    return ",".join(stamps)


def code_stamp() -> str:
    """16 hex digits that change whenever any source of printkit changes (a drawing cached under a game's key
    depends on the layout code as well as on the model's)."""
    global _STAMP
    if _STAMP is None:
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        stamps = []
        for folder, subs, names in os.walk(here):
            subs[:] = sorted(d for d in subs if d != "__pycache__")
            stamps += [f"{os.path.relpath(os.path.join(folder, n), here)}:{os.stat(os.path.join(folder, n)).st_mtime_ns}"
                       for n in sorted(names) if n.endswith((".py", ".yaml", ".ttf"))]
        _STAMP = _sha256()(",".join(stamps).encode()).hexdigest()[:16]
    return _STAMP


_STAMP: str | None = None


def get(k: str):
    """The cached game of key `k`, or None. A pickle runs code as it loads, so only an entry this user wrote and
    no one else may change is read: a plain file (not a link) owned by this user, not writable by group or others."""
    folder = _folder()
    if folder is None:
        return None
    try:  # the C unpickler alone: the pickle module's Python half costs a calculator time and is not needed
        from _pickle import UnpicklingError, load
    except ImportError:  # pragma: no cover - Pythons without the C accelerator
        from pickle import UnpicklingError, load
    try:
        fd = os.open(os.path.join(folder, f"{k}.pickle"), os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        with os.fdopen(fd, "rb") as f:
            if not _own(os.fstat(f.fileno())):
                return None
            return load(f)
    except (OSError, UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        return None


def _own(st) -> bool:
    owner = getattr(os, "geteuid", None)
    return (st.st_mode & 0o170000) == 0o100000 and not st.st_mode & 0o022 and (owner is None or st.st_uid == owner())


def put(k: str, game) -> None:
    import pickle

    folder = _folder()
    if folder is None:
        return
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        tmp = os.path.join(folder, f".{k}.{os.getpid()}.tmp")
        with open(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0), 0o600), "wb") as f:
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
