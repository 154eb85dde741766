"""Names that become files: the slug every such id must be, and the one way a path inside a kit is made.

A game file names maps, displays, counters, chits, cards and scenarios, and those names become file names
of the kit (`a4/faction-card.pdf`, `png/counters/ger-6-front.png`, `images/...` inside the module, links
of the kit page). The loader refuses an id that is not a slug (load/names.py); every kit path is then
made by `kit_file` or `kit_name`, which refuse anything that could leave the kit folder, so a name that
slipped past validation still cannot write elsewhere.
"""

from __future__ import annotations

import re

SLUG = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")  # an id that names a file: folder-, URL- and zip-safe
SLUG_TEXT = "1-64 lower-case letters, digits, '_' or '-', starting with a letter or digit"
# one folder or file name of a kit path: what a slug becomes with printkit's prefixes and suffixes
_SEGMENT = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,199}")
MAX_NAME = 400  # characters of a whole relative name (folders included): far below any file system's limit


def is_slug(text: object) -> bool:
    return isinstance(text, str) and SLUG.fullmatch(text) is not None


def name_problem(name: object) -> str | None:
    """Why `name` is not a relative file name inside a kit ('a4/counters.pdf'), or None when it is one."""
    if not isinstance(name, str) or not name:
        return "not a file name"
    if len(name) > MAX_NAME:
        return f"a name of {len(name)} characters (at most {MAX_NAME})"
    for part in name.split("/"):
        if not _SEGMENT.fullmatch(part) or ".." in part:
            return f"{part[:40]!r} is not a plain file or folder name (letters, digits, '.', '_', '-')"
    return None


class PathError(Exception):
    """A kit path that would not be a plain file inside the kit folder (a bug, or a name past validation)."""


def kit_name(*parts: str) -> str:
    """'a4', 'counters.pdf' -> 'a4/counters.pdf': a name relative to the kit folder (also a zip entry or a
    link of the kit page); PrintkitError if any part could leave the folder."""
    name = "/".join(parts)
    problem = name_problem(name)
    if problem:
        from printkit.errors import PrintkitError

        raise PrintkitError(f"refusing to write {name[:80]!r} into a kit: {problem}")
    return name


def kit_file(folder, *parts: str):
    """folder / part / part ...: the one way a path inside a kit folder is made (see `kit_name`)."""
    return folder.joinpath(*kit_name(*parts).split("/"))


def relative(folder, path) -> str:
    """The kit name of a path made under `folder` (checked again: nothing is written outside the kit)."""
    from pathlib import PurePath

    try:
        rel = PurePath(path).relative_to(folder)
    except ValueError:
        from printkit.errors import PrintkitError

        raise PrintkitError(f"refusing to write {str(path)[:80]!r}: it is not inside the kit {folder}") from None
    return kit_name(*rel.parts)
