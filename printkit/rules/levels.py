"""Multi-storey hexes: levels as map positions. 'K4' is the ground level, 'K4^' the level above, 'K4^^' the next.

For all purposes the level directly above or below counts as adjacent; a level above ground is also
adjacent to the same level of a neighbouring hex of the same building (the same hex `group`: "adjacent
upper floors of the building"), but not to the hexes below and beside it (Donetsk 9.1, 7.3; generic: any
hex with `levels`).
"""

from __future__ import annotations

from collections import deque

from printkit.errors import RulesError
from printkit.rules import hexes

UP = "^"


def split(label: str) -> tuple[str, int]:
    """'K4^' -> ('K4', 1)."""
    base = label.rstrip(UP)
    return base, len(label) - len(base)


def name(hex_label: str, level: int) -> str:
    return hex_label + UP * level


def storeys(board, hex_label: str) -> int:
    return board.info(hex_label).levels or 1


def check(board, label: str, what: str = "hex") -> str:
    """The canonical label ('i3' for 'I3', levels kept) if hex and level exist, else RulesError."""
    base, level = split(label)
    hexes.check_hex(board, base, what)
    sp = hexes.spec(board)
    canon = sp.label(*sp.parse(base))
    n = storeys(board, canon)
    if level >= n:
        raise RulesError(f"{what} {label!r}: {canon} has no upper level" if n == 1 else
                         f"{what} {label!r}: {canon} has {n} levels, {canon} to {name(canon, n - 1)}")
    return name(canon, level)


def neighbors(board, label: str) -> list[str]:
    """Positions adjacent to a (canonical) position, sorted: hexes beside on the same level, and the levels
    directly above and below."""
    return sorted(_adjacent(board, label))


def _adjacent(board, label: str) -> list[str]:
    base, level = split(label)
    sp = hexes.spec(board)
    group = board.info(base).group
    out = [name(n, level) for n in sp.neighbors(base)
           if level == 0 or (storeys(board, n) > level and board.info(n).group == group)]
    if level + 1 < storeys(board, base):
        out.append(name(base, level + 1))
    if level > 0:
        out.append(name(base, level - 1))
    return out


def distance(board, a: str, b: str) -> int:
    """Steps between two positions along adjacent positions (the hex distance when both are on the ground)."""
    if split(a)[1] == 0 and split(b)[1] == 0:
        return hexes.spec(board).distance(a, b)
    if a == b:
        return 0
    seen, todo = {a: 0}, deque([a])
    while todo:  # breadth first: the first time b is met is by the fewest steps
        here = todo.popleft()
        for n in _adjacent(board, here):
            if n not in seen:
                if n == b:
                    return seen[here] + 1
                seen[n] = seen[here] + 1
                todo.append(n)
    raise RulesError(f"no way from {a} to {b}")  # every position joins the ground, so this cannot happen


def has_levels(board) -> bool:
    return any((i.levels or 1) > 1 for i in (board.hexes or {}).values())
