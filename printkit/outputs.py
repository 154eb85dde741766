"""Writing a kit: the whole folder appears at once, complete, or not at all.

A build writes every file into a temporary sibling folder (`.GAME.build-*`) and then swaps it for the
kit's folder in one atomic step (Linux `renameat2(RENAME_EXCHANGE)`; elsewhere two renames, with the
old folder kept as `.GAME.old-*` until the new one is in place and restored by the next build if the
process died in between). A build killed at any moment leaves the previous complete kit or the new one;
the next build removes the leftovers. Nothing is written outside the kit's folder's parent, and nothing
read from an old manifest is trusted to point anywhere but inside the old kit folder.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path, PurePosixPath

from printkit.errors import PrintkitError

MANIFEST = "manifest.json"


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
    parent = folder.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        if folder.exists() and not folder.is_dir():
            raise PrintkitError(f"{folder} exists and is not a folder; remove it or choose another --out")
        _clean_leftovers(parent, folder.name)
        tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.build-", dir=parent))
    except OSError as exc:
        raise PrintkitError(f"cannot write the kit into {parent}: {exc.strerror or exc}") from None
    try:
        for path, data in files.items():
            if path.name == MANIFEST and path.parent == folder:
                continue
            target = tmp / path.relative_to(folder)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        _carry_over(folder, tmp, manifest)
        for name, data in (finish(manifest) if finish else {}).items():
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            (tmp / name).write_bytes(data)
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


def read_manifest(folder: Path) -> dict | None:
    """The manifest of a built kit, or None when there is none or it is not one printkit wrote."""
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("files"), dict) else None


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
        path = inside(old, name)
        suffix = PurePosixPath(name).suffix.lstrip(".") if isinstance(name, str) else ""
        if path is None or suffix in formats or name in manifest["files"] or not isinstance(entry, dict):
            continue
        try:
            data = path.read_bytes()
        except OSError:
            continue
        if sha256(data) != entry.get("sha256"):
            continue
        target = new / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        manifest["files"][name] = {"bytes": len(data), "sha256": entry["sha256"]}
        carried.add(suffix)
    manifest["formats"] = sorted(formats | carried)
    manifest["files"] = dict(sorted(manifest["files"].items()))


def _swap_in(tmp: Path, folder: Path) -> None:
    if not folder.exists():
        os.rename(tmp, folder)
        return
    if _exchange(tmp, folder):
        shutil.rmtree(tmp, ignore_errors=True)  # tmp now holds the previous kit
        return
    old = Path(tempfile.mkdtemp(prefix=f".{folder.name}.old-", dir=folder.parent))
    os.rmdir(old)
    os.rename(folder, old)
    os.rename(tmp, folder)
    shutil.rmtree(old, ignore_errors=True)


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
    """Remove what a killed build left beside the kit; restore the previous kit if it was mid-swap."""
    olds = sorted(parent.glob(f".{name}.old-*"), key=lambda p: p.stat().st_mtime)
    if olds and not (parent / name).exists():
        os.rename(olds.pop(), parent / name)
    for leftover in olds + list(parent.glob(f".{name}.build-*")):
        if leftover.is_dir() and not leftover.is_symlink():
            shutil.rmtree(leftover, ignore_errors=True)
