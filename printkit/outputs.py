"""Writing build output: every file complete or not at all (temporary name, then rename)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: bytes) -> None:
    """Write data to path via a temporary file in the same folder and an atomic rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_all(files: dict[Path, bytes], manifest: Path | None = None) -> None:
    """Write a whole build; nothing is written unless every file rendered (callers render first).

    Files of the formats being written that the previous build listed in `manifest` and this build no
    longer makes are removed, so a folder never mixes two builds of one format (a kit that shrank from two
    counter sheets to one, say); files of other formats (the SVGs of an earlier full build) stay.
    """
    import json

    stale = set()
    if manifest is not None and manifest.is_file():
        try:
            old = json.loads(manifest.read_text())["files"]
            kinds = {p.suffix for p in files if p.name != manifest.name}
            stale = {manifest.parent / name for name in old if (manifest.parent / name).suffix in kinds} - set(files)
        except (ValueError, KeyError, OSError):
            stale = set()
    for path, data in sorted(files.items()):
        write_atomic(path, data)
    for path in sorted(stale):
        path.unlink(missing_ok=True)
