"""Every id that names a file of the kit is a slug, and no two of them name the same file.

A game file from someone else must not write outside --out, script the kit page or silently replace one
of the kit's files with another: the game, map and display, counter, chit, card and scenario ids and the
language codes become folder, file, zip-entry and link names (printkit/kit_names.py), so each must be a
slug (printkit/paths.py), and the names they become must differ within each folder of the kit.
"""

from __future__ import annotations

import re

from printkit.paths import SLUG_TEXT, is_slug

_PAGED = re.compile(r"(aid|setup)-\d+")  # the PNG set's and the module's aid and setup pages


def check(game, marked) -> list:
    """Located issues: ids that are not slugs, and ids whose files would collide."""
    issues = []

    def bad(path, message, key=False):
        issues.append(marked.issue(path, message, key))

    if not is_slug(game.id):
        bad(("id",), f"game id {game.id!r} must be {SLUG_TEXT} (it names the kit's folder)")
    # (the language codes, which name the folder GAME-LANG, are checked as the texts are read: load/schema.py)
    for map_id in game.maps:
        if not is_slug(map_id):
            bad(("maps", map_id), f"map id {_short(map_id)} must be {SLUG_TEXT} (it names the map's files)", key=True)
    for sid in game.scenarios:
        if not is_slug(sid):
            bad(("scenarios", sid), f"scenario id {_short(sid)} must be {SLUG_TEXT} (it names the module's setup file)",
                key=True)
    for part, field, what in (("counters", "pieces", "counter"), ("chits", "pieces", "chit"), ("cards", "cards", "card")):
        for path, pid in _piece_ids(game, marked, part, field):
            if not is_slug(pid):
                bad(path, f"{what} id {_short(pid)} must be {SLUG_TEXT} (it names the {what}'s images)")
    if issues:
        return issues  # collisions are only meaningful between valid names
    return _collisions(game, marked)


def _short(text: str) -> str:
    return repr(text) if len(text) <= 70 else repr(text[:60]) + f"... ({len(text)} characters)"


def _piece_ids(game, marked, part: str, field: str):
    """(YAML path of the id, id) of every counter, chit or card, located in the file's own list."""
    records = getattr(game, part)
    items = getattr(records, field, ()) if records is not None else ()
    raw = marked.data.get(part) if isinstance(marked.data, dict) else None
    raw = raw.get(field) if isinstance(raw, dict) else None
    index = {}
    for i, entry in enumerate(raw if isinstance(raw, list) else ()):
        if isinstance(entry, dict) and isinstance(entry.get("id"), str):
            index.setdefault(entry["id"], i)
    for n, item in enumerate(items):
        yield (part, field, index.get(item.id, n), "id"), item.id


def _collisions(game, marked) -> list:
    """Names that would be one file: a display `counters` (a4/counters.pdf), `a_b` and `a-b`, ..."""
    from printkit import kit_names as kn

    found: dict[tuple, str] = {}  # YAML path -> the first collision of its id (one issue per id)
    folders: dict[str, dict[str, tuple]] = {}  # folder -> name -> (YAML path or None for printkit's own, what)

    def claim(folder: str, name: str, path, what: str, example: str) -> None:
        taken = folders.setdefault(folder, {})
        if name not in taken:
            taken[name] = (path, what)
            return
        other_path, other = taken[name]
        if path is not None and path not in found:
            found[path] = (f"{what} would be the kit's file {example}, which is printkit's own {other}"
                           if other_path is None else f"{what} would be the kit's file {example}, the same file as "
                                                      f"{other}") + "; choose another id"

    for name in kn.COMPONENTS:
        claim("paper", name, None, f"{name} sheet", f"a4/{name}.pdf")
        claim("thumbs", name, None, f"{name} thumbnail", f"kit/thumbs/{name}.png")
    claim("thumbs", kn.COUNTER_FACE, None, "counter thumbnail", f"kit/thumbs/{kn.COUNTER_FACE}.png")
    for part, field, kind in (("counters", "pieces", "counters"), ("chits", "pieces", "chits"), ("cards", "cards", "cards")):
        seen = set()
        for path, pid in _piece_ids(game, marked, part, field):
            if pid in seen:  # a duplicate id: the cross-reference checks report it
                continue
            seen.add(pid)
            for image in kn.piece_images(kind, pid):
                claim("images", image.replace("/", "-"), path, f"{kind[:-1]} {pid!r}", f"images/{image.replace('/', '-')}.png"
                      " in the VASSAL module")
    for map_id in game.maps:
        path = ("maps", map_id)
        what = f"map {map_id!r}"
        page, full, stem = kn.page_stem(game, map_id), kn.full_stem(game, map_id), kn.map_stem(game, map_id)
        claim("paper", page, path, what, f"a4/{page}.pdf")
        claim("thumbs", page, path, what, f"kit/thumbs/{page}.png")
        claim("root", full, path, what, f"{full}.pdf")
        claim("thumbs", full, path, what, f"kit/thumbs/{full}.png")
        if _PAGED.fullmatch(stem):
            claim("images", stem, None, "page of the player aid or setup card", "")
        claim("images", stem, path, what, f"png/{stem}.png")
    return [marked.issue(path, message, key=True) for path, message in found.items()]
