"""`printkit help GAME` (and the session's `help`): the calculators this game's data can serve, each with an
example in the game's own terms, and for the others the data they need.

Every calculator's declaration (printkit/commands/registry.py) says the data it reads (each a test on the loaded
game and the YAML key it names: "a hex map (maps.ID with kind: hex)", "charts.crt", "parameters.hit_faces") and
how to make its example from the game's data (its counters, hexes, areas, charts, scenarios), never from any one
game's names. This module asks them.
"""

from __future__ import annotations

from printkit.commands import registry


def served(game) -> list[tuple[str, str, list[str], list[str]]]:
    """Each calculator: (name, what it answers, the data it reads, the data the game lacks)."""
    out = []
    for c in registry.calculators():
        out.append((c.name, c.answers, [n.key for n in c.needs], [n.key for n in c.needs if not n.test(game)]))
    return out


class Example:
    """A game's names, as the calculators' examples take them (`ex` in a declaration's example)."""

    def __init__(self, game, ref: str):
        self.game, self.g = game, ref
        self.board = registry.hexmap(game)
        self.area = registry.areamap(game)
        self._pair = None

    @property
    def pair(self) -> tuple[str, str]:
        """Two adjacent land hexes of the hex map, near its middle (the first with a river side if there is one)."""
        if self.board is None:
            raise ValueError("no hex map")
        if self._pair is None:
            self._pair = _hexes(self.board)
        return self._pair

    def counters(self, domain: str | None = None) -> list:
        pieces = self.game.counters.pieces if self.game.counters else ()
        return [c for c in pieces
                if domain is None or getattr(self.game.unit_types.get(c.type), "domain", None) == domain]

    def side_units(self, domain: str = "ground") -> list[tuple[str, list]]:
        """(faction or side, its counters of the domain), for each faction that has some, in the data's order."""
        out: dict[str, list] = {}
        for c in self.counters(domain):
            side = self.game.sides.get(c.side)
            if side is not None:
                out.setdefault(side.faction or side.id, []).append(c)
        return list(out.items())

    @property
    def units(self) -> list[tuple[str, list]]:
        return self.side_units("ground")

    def traits(self, c) -> tuple:
        t = self.game.unit_types.get(c.type)
        return tuple(getattr(t, "traits", ()) or ()) + tuple(getattr(c, "traits", ()) or ())

    @staticmethod
    def word(text) -> str:
        import shlex

        return shlex.quote(str(text))


def _hexes(board) -> tuple[str, str]:
    from printkit.hexgrid import all_labels
    from printkit.rules import hexes

    sp = hexes.spec(board)
    labels = list(all_labels(board.grid))
    for side in board.all_hexsides():
        a, b = side.between
        if side.feature != "water" and not hexes.ground_prohibited_hex(board, a) \
                and not hexes.ground_prohibited_hex(board, b) and _enterable(board, a) and _enterable(board, b):
            return a, b
    mid = labels[len(labels) // 2]
    near = [n for n in sp.neighbors(mid) if _enterable(board, n)]
    return mid, (near[0] if near else sp.neighbors(mid)[0])


def _enterable(board, label: str) -> bool:
    t = (board.terrain or {}).get(board.terrain_of(label))
    return not (t and "ground" in t.prohibited) and board.terrain_of(label) != "water"


def example(game, name: str, ref: str, ex: Example | None = None) -> str | None:
    """A command line for the calculator in this game's terms, or None where none can be made from the data."""
    cmd = registry.find(name)
    if cmd is None or cmd.example is None:
        return None
    try:
        tail = cmd.example(ex or Example(game, ref))
    except (StopIteration, IndexError, KeyError, TypeError, AttributeError, ValueError):
        return None
    return None if tail is None else f"printkit {name} {ref} {tail}"


def lines(game, ref: str) -> list[str]:
    """The answer of `printkit help GAME`: the calculators its data serves, each with an example, then those it
    cannot serve and the data each needs."""
    rows = served(game)
    ok = [(n, what, keys) for n, what, keys, missing in rows if not missing]
    no = [(n, missing) for n, _, _, missing in rows if missing]
    out = [f"{game.title}: {len(ok)} of {len(rows)} calculators answer from this game's data"]
    names = Example(game, ref)
    for n, what, keys in ok:
        out += ["", f"  {n}: {what}", f"      reads {', '.join(keys)}"]
        ex = example(game, n, ref, names)
        if ex:
            out.append(f"      e.g.  {ex}")
    if no:
        out += ["", "Not served by this game's data (what each needs):"]
        width = max(len(n) for n, _ in no)
        out += [f"  {n.ljust(width)}  needs {', '.join(m)}" for n, m in no]
    return out


def session_line(line: str, ref: str) -> str:
    """A line of `lines` as a session says it: an example without `printkit` and the game (`hex info 0701`)."""
    from printkit.commands import SESSION

    session_name = {cli: name for name, cli in SESSION.items()}.get
    head, sep, ex = line.partition("e.g.  printkit ")
    if not sep:
        return line
    name, _, rest = ex.partition(" ")
    return head + sep.replace("printkit ", "") + session_name(name, name) + " " + rest.replace(ref + " ", "", 1)


def data(game, ref: str) -> dict:
    """The --json answer: every calculator with the data it reads, whether the game has it, and an example."""
    names = Example(game, ref)
    return {"game": game.id, "calculators": [
        {"calculator": n, "answers": what, "reads": keys, "missing": missing, "served": not missing,
         "example": example(game, n, ref, names) if not missing else None}
        for n, what, keys, missing in served(game)]}
