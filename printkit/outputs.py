"""Writing a kit: the whole folder appears at once, complete, or not at all.

A build writes every file into a temporary sibling folder (`.GAME.build-*`) and then swaps it for the
kit's folder in one atomic step (Linux `renameat2(RENAME_EXCHANGE)`; elsewhere two renames, with the
old folder kept as `.GAME.old-*` until the new one is in place and restored by the next build if the
process died in between). A build killed at any moment leaves the previous complete kit or the new one;
the next build removes the leftovers. Nothing is written outside the kit's folder's parent, and nothing
read from an old manifest is trusted to point anywhere but inside the old kit folder.

Two builds of one kit at once take turns: the write phase holds an advisory lock on `.GAME.lock` beside
the kit (fcntl.flock), so a second build waits for it (at most LOCK_WAIT seconds, then one line), and the
clean-up only removes leftovers whose build process is gone (their names carry its pid).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path, PurePosixPath

from printkit.errors import PrintkitError
from printkit.paths import kit_name, name_problem, relative

MANIFEST = "manifest.json"
_POLL = 0.05  # seconds between two tries for a lock another build holds
LOCK_WAIT = 300.0  # seconds a build waits for another build's write phase (PRINTKIT_LOCK_WAIT overrides)
MAX_MANIFEST = 16 * 1024 * 1024  # bytes: a kit of 100,000 files lists them in ~15 MiB
MAX_FILES = 100_000
FORMATS = ("pdf", "svg", "png", "vmod", "tts")
PAPERS = ("a4", "letter")
DUPLEX = ("long", "short", "gutter")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def write_kit(files: dict[Path, bytes], folder: Path, source: str | None = None, finish=None) -> dict:
    """Write a rendered kit (paths under `folder`, the manifest among them) as one folder swap.

    `source` (the sha256 of the game file) goes into the manifest. Files of formats this build does not
    make are carried over from the previous kit only when that kit was built from the same source with
    the same options and each file still has its recorded sha256; so a `--format pdf` rebuild keeps the
    SVGs of the same data and drops those of other data. `finish(manifest)`, when given, is called after
    that with the manifest of every file and returns more files {name: bytes} (the kit page). Returns the
    manifest written.
    """
    manifest = json.loads(files[folder / MANIFEST])
    manifest["source_sha256"] = source
    names = {relative(folder, path): data for path, data in files.items()}  # each a plain name inside the kit
    parent = folder.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        if folder.exists() and not folder.is_dir():
            raise PrintkitError(f"{folder} exists and is not a folder; remove it or choose another --out")
    except OSError as exc:
        raise PrintkitError(f"cannot write the kit into {parent}: {exc.strerror or exc}") from None
    with kit_lock(parent, folder.name):
        return _write_locked(names, folder, manifest, finish)


def _write_locked(names: dict[str, bytes], folder: Path, manifest: dict, finish) -> dict:
    parent = folder.parent
    try:
        _clean_leftovers(parent, folder.name)
        tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.build-{os.getpid()}-", dir=parent))
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o777 & ~umask)  # mkdtemp makes it private (0700); the kit is a folder like any other
    except OSError as exc:
        raise PrintkitError(f"cannot write the kit into {parent}: {exc.strerror or exc}") from None
    try:
        for name, data in names.items():
            if name == MANIFEST:
                continue
            _write(tmp, name, data)
        _carry_over(folder, tmp, manifest)
        for name, data in (finish(manifest) if finish else {}).items():
            _write(tmp, kit_name(name), data)
            manifest["files"][name] = {"bytes": len(data), "sha256": sha256(data)}
        manifest["files"] = dict(sorted(manifest["files"].items()))
        (tmp / MANIFEST).write_bytes((json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode())
        _swap_in(tmp, folder)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise PrintkitError(f"cannot write the kit into {folder}: {exc.strerror or exc}") from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return manifest


def _write(tmp: Path, name: str, data: bytes) -> None:
    target = tmp.joinpath(*name.split("/"))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)


@contextlib.contextmanager
def kit_lock(parent: Path, name: str):
    """Hold the advisory lock of kit `name` in `parent` (waiting up to LOCK_WAIT s); PrintkitError after that."""
    try:
        import fcntl
    except ImportError:  # no advisory locks on this system: builds of one kit must not overlap
        yield
        return
    path = parent / f".{name}.lock"
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError as exc:
        raise PrintkitError(f"cannot write the kit into {parent}: {exc.strerror or exc}") from None
    try:
        wait = _lock_wait()
        deadline = time.monotonic() + wait
        told = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                holder = _holder(fd)
                if time.monotonic() >= deadline:
                    raise PrintkitError(f"another build{holder} is writing {parent / name} and has held it for more "
                                        f"than {wait:g} s; try again when it has finished") from None
                if not told:
                    print(f"printkit: waiting for another build{holder} to finish writing {parent / name}",
                          file=sys.stderr)
                    told = True
                time.sleep(_POLL)
            except OSError:  # a file system without locks (some network mounts): go ahead unlocked
                break
        with contextlib.suppress(OSError):  # who holds it, for the one line a waiting build prints
            st = os.fstat(fd)
            if st.st_nlink == 1 and (st.st_mode & 0o170000) == 0o100000:  # a plain file of its own, nothing else's
                os.ftruncate(fd, 0)
                os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        yield
    finally:
        os.close(fd)  # releases the lock


def _lock_wait() -> float:
    try:
        wait = float(os.environ.get("PRINTKIT_LOCK_WAIT", LOCK_WAIT))
    except ValueError:
        return LOCK_WAIT
    return wait if math.isfinite(wait) and 0 <= wait <= 86400 else LOCK_WAIT


def _holder(fd: int) -> str:
    """' (process N)' from the lock file, when it names one."""
    try:
        text = os.pread(fd, 32, 0).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return ""
    return f" (process {text})" if text.isdigit() else ""


def read_manifest(folder: Path) -> dict | None:
    """The manifest of a built kit, or None when there is none or it is not one printkit wrote.

    Read defensively (another program, or a person, may have written it): bounded in size and nesting,
    and every key the build, vassal, verify and the kit page read checked for its shape."""
    path = folder / MANIFEST
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_MANIFEST + 1)
    except OSError:
        return None
    if len(raw) > MAX_MANIFEST:
        return None
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError):  # (UnicodeDecodeError and JSONDecodeError are ValueErrors)
        return None
    return data if manifest_problem(data) is None else None


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number")


def _sha(value) -> bool:
    return isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value)


def _number(value, bound: float) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) <= bound


def manifest_problem(data) -> str | None:
    """Why `data` is not a manifest this printkit writes, or None."""
    if not isinstance(data, dict):
        return "not a mapping"
    checks = {
        "game": lambda v: isinstance(v, str) and 0 < len(v) <= 64,
        "lang": lambda v: v is None or (isinstance(v, str) and len(v) <= 8),
        # (a rebuild also lists the kinds of file it carried over: 'html', the kit page of the previous build)
        "formats": lambda v: isinstance(v, list) and len(v) <= len(FORMATS) + 1 and all(f in FORMATS + ("html",) for f in v),
        "papers": lambda v: isinstance(v, list) and 0 < len(v) <= len(PAPERS) and all(p in PAPERS for p in v),
        "duplex": lambda v: v in DUPLEX,
        "back_offset_mm": lambda v: isinstance(v, list) and len(v) == 2 and all(_number(x, 20) for x in v),
        "files": lambda v: isinstance(v, dict) and len(v) <= MAX_FILES and all(
            isinstance(e, dict) and _number(e.get("bytes"), 2 ** 53) and _sha(e.get("sha256")) for e in v.values()),
    }
    for key, fits in checks.items():
        if key not in data or not fits(data[key]):
            return f"{key}: missing or not what printkit writes"
    optional = {"source_sha256": lambda v: v is None or _sha(v),
                "png_dpi": lambda v: isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 10_000,
                "preflight": lambda v: isinstance(v, str) and len(v) <= 1_000_000,
                "cut_file": lambda v: v in ("svg", "dxf")}
    for key, fits in optional.items():
        if key in data and not fits(data[key]):
            return f"{key}: not what printkit writes"
    return None


def inside(folder: Path, name: object) -> Path | None:
    """The path of a manifest entry if it names a plain file inside `folder`, else None (never trusted)."""
    if not isinstance(name, str) or not name or "\\" in name or "\x00" in name:
        return None
    rel = PurePosixPath(name)
    if rel.is_absolute() or any(part in ("", ".", "..") for part in rel.parts):
        return None
    path = folder.joinpath(*rel.parts)
    try:
        resolved_root = folder.resolve()
        resolved = path.resolve()
    except OSError:
        return None
    if resolved_root not in resolved.parents or path.is_symlink():
        return None
    return path


def _carry_over(old: Path, new: Path, manifest: dict) -> None:
    """Copy in the previous kit's files of other formats, when built from the same source and options."""
    prev = read_manifest(old) if old.is_dir() else None
    same = ("game", "lang", "papers", "duplex", "back_offset_mm", "source_sha256")
    if prev is None or manifest.get("source_sha256") is None or any(prev.get(k) != manifest.get(k) for k in same):
        return
    formats = set(manifest["formats"])
    carried = set()
    for name, entry in prev["files"].items():
        path = inside(old, name) if name_problem(name) is None else None  # only names printkit makes
        suffix = PurePosixPath(name).suffix.lstrip(".") if path is not None else ""
        suffix = "tts" if name.startswith("tts/") and path is not None else suffix  # the TTS saves and their images
        if path is None or suffix in formats or name in manifest["files"] or not isinstance(entry, dict) \
                or "/cut/" in name:  # cut files come with the build that asks for them
            continue
        try:
            data = path.read_bytes()
        except OSError:
            continue
        if sha256(data) != entry.get("sha256"):
            continue
        _write(new, name, data)
        manifest["files"][name] = {"bytes": len(data), "sha256": entry["sha256"]}
        carried.add(suffix)
    manifest["formats"] = sorted(formats | carried)
    manifest["files"] = dict(sorted(manifest["files"].items()))


def _swap_in(tmp: Path, folder: Path) -> None:
    if not folder.exists():
        os.rename(tmp, folder)
        return
    if _exchange(tmp, folder):
        _remove(tmp)  # tmp now holds the previous kit (or a link that stood in its place)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{folder.name}.old-{os.getpid()}-", dir=folder.parent))
    os.rmdir(old)
    os.rename(folder, old)
    os.rename(tmp, folder)
    _remove(old)


def _remove(path: Path) -> None:
    """Remove a leftover: a folder with what is in it; a symbolic link itself, never what it points to."""
    if path.is_symlink():
        path.unlink(missing_ok=True)
    else:
        shutil.rmtree(path, ignore_errors=True)


def _exchange(a: Path, b: Path) -> bool:
    """Atomically exchange two paths (Linux renameat2 RENAME_EXCHANGE); False where unsupported."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    rc = renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange)
    return rc == 0


def _clean_leftovers(parent: Path, name: str) -> None:
    """Remove what killed builds left beside the kit; restore the previous kit if one died mid-swap.

    Called with the kit's lock held, so no other build is in its write phase; a leftover whose process is
    still alive (a printkit that took no lock) is left alone all the same."""
    olds = sorted((p for p in parent.glob(f".{name}.old-*") if _owner_gone(p, name)), key=lambda p: p.lstat().st_mtime)
    if olds and not (parent / name).exists():
        os.rename(olds.pop(), parent / name)
    for leftover in olds + [p for p in parent.glob(f".{name}.build-*") if _owner_gone(p, name)]:
        if leftover.is_symlink() or leftover.is_dir():
            _remove(leftover)


def _owner_gone(path: Path, name: str) -> bool:
    """Whether the build that made `path` (.NAME.build-PID-xxxx, .NAME.old-PID-xxxx) has ended."""
    rest = path.name[len(name) + 1:].partition("-")[2]  # 'PID-xxxx' after '.NAME.build-'
    pid = rest.partition("-")[0]
    if not pid.isdigit():  # not a name this printkit makes (it always writes its pid): no live owner
        return True
    pid = int(pid)
    if pid == os.getpid():
        return True  # this process's own earlier build, which has ended (it is writing nothing now)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (PermissionError, OverflowError, OSError):
        return False  # alive (another user's), or not a pid we can ask about
    return False
