"""Counter and chit face texts: only their unit's fields, bounded formats, and a value each format can show.

Checked where they are written (a unit type's face or a counter's own), and filled in for every counter that
shows them: what validates, the layout fills (printkit/face_text.py).
"""

from __future__ import annotations

TEXTS = ("value", "mark", "top", "text", "bottom", "side_text", "corner")  # the Face fields that are filled in


def check(game, marked) -> list:
    from printkit import face_text

    issues = []
    reported = set()

    def bad(path, message):
        if path not in reported:
            reported.add(path)
            issues.append(marked.issue(path, message))

    supplied: dict[str, list[str]] = {}  # type id -> rating names its counters give themselves (Counter.values)
    for part in ("counters", "chits"):
        pieces = getattr(game, part)
        for c in pieces.pieces if pieces is not None else ():
            for k in getattr(c, "values", None) or ():
                if k not in supplied.setdefault(c.type, []):
                    supplied[c.type].append(k)
    for tid, utype in game.unit_types.items():
        names = face_text.field_names(utype) + tuple(k for k in supplied.get(tid, ()) if k not in (utype.values or {}))
        for which in ("front", "back"):
            for name in TEXTS:
                text = getattr(getattr(utype, which), name)
                if text is not None:
                    try:
                        face_text.parts(text, names)
                    except face_text.FaceTextError as exc:
                        bad(("unit_types", tid, which, name), str(exc))
    for part in ("counters", "chits"):
        pieces = getattr(game, part)
        for i, c in enumerate(pieces.pieces if pieces is not None else ()):
            utype = game.unit_types.get(c.type)
            if utype is None:  # reported by the cross-reference checks
                continue
            fields = face_text.values(c, utype)
            for which in ("front", "back"):
                own = getattr(c, which)
                face = own or getattr(utype, which)
                where = (part, "pieces", i, which) if own else ("unit_types", c.type, which)
                for name in TEXTS:
                    text = getattr(face, name)
                    if text is None or (where + (name,)) in reported:
                        continue
                    try:
                        face_text.fill(text, fields)
                    except face_text.FaceTextError as exc:
                        bad(where + (name,), f"{exc}" + ("" if own else f" (on {part[:-1]} {c.id!r})"))
    return issues
