"""Session `allocate`: what the position already knows about the units taking the hits.

Pieces become their counters; a piece marked disrupted is given as --disrupted; when every unit taking hits
is in one area, that is the Battle area, and the areas holding undisrupted enemy ground units are given as
--enemy, so the answer lists where a retreat may go.
"""

from __future__ import annotations


def _value(argv: list[str], option: str) -> list[str]:
    """The words given to a repeatable, multi-word option."""
    out, i = [], 0
    while i < len(argv):
        if argv[i] == option:
            i += 1
            while i < len(argv) and not argv[i].startswith("--"):
                out.append(argv[i])
                i += 1
            continue
        i += 1
    return out


def allocate_args(session, argv: list[str]) -> list[str]:
    from printkit.session.vocabulary import areas

    pos = session.position
    targets = _value(argv, "--to")
    rest, i = [], 0
    while i < len(argv):  # argv without its --to words
        if argv[i] == "--to":
            i += 1
            while i < len(argv) and not argv[i].startswith("--"):
                i += 1
            continue
        rest.append(argv[i])
        i += 1
    to, pieces = [], []
    for word in targets:
        ref, eq, k = word.partition("=")
        pid = session.piece(ref) if (ref in pos.pieces or session._is_counter(ref)) else None
        if pid is None:
            to.append(word)
            continue
        pieces.append(pid)
        to.append(pos.pieces[pid]["counter"] + eq + k)
    out = rest + (["--to", *to] if to else [])
    for pid in pieces:
        if "disrupted" in pos.pieces[pid]["marks"] and "--disrupted" not in rest:
            out += ["--disrupted", pos.pieces[pid]["counter"]]
    where = {pos.pieces[pid]["location"] for pid in pieces}
    on_map = set(areas(session.game))
    if pieces and len(where) == 1 and "--area" not in rest and next(iter(where)) in on_map:
        area = next(iter(where))
        out += ["--area", area]
        side = session.counter(pieces[0]).side
        held: list[str] = []
        for other, p in pos.pieces.items():
            loc = p["location"]
            if loc in on_map and loc != area and loc not in held and session.counter(other).side != side \
                    and session.is_ground(other) and "disrupted" not in p["marks"]:
                held.append(loc)
        if "--enemy" not in rest:
            for loc in held:
                out += ["--enemy", loc]
    return out
