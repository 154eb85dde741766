"""Session forms of the air, supply-state and logistics calculators: pieces in, the position fills the rest.

  air-move PIECE HEX          air-strike PIECE TARGET        air-support DEFENDER ATTACKER... [--commit PIECE]
  air-combat ATTACKER DEFENDER                               isolation PIECE --attacker HEX|PIECE
  supply-state PIECE          attrition PIECE                replacements PIECE
  mobilize PIECE [HEX]        upgrade PIECE REPLACED         production COUNTRY
A piece's hex, Sorties (mark sorties=N), Supply State (mark supply=low|no) and reduced side come from the
position, and so do the other pieces around it, the control markers, Partisans and No EZOC markers.
Words that are not pieces pass through unchanged, so every option of the one-shot calculator still works.
"""

from __future__ import annotations

from printkit.errors import RulesError

COMMANDS = ("air-move", "air-strike", "air-support", "air-combat", "isolation", "supply-state", "attrition",
            "replacements", "mobilize", "upgrade", "production")


def fill(session, command: str, argv: list[str]) -> list[str]:
    return FILLERS[command](session, list(argv))


# -- what the position knows -----------------------------------------------------------------------------

def _piece(session, word: str) -> str | None:
    pos = session.position
    if word in pos.pieces:
        return word
    matches = [pid for pid, p in pos.pieces.items() if p["counter"] == word]
    return matches[0] if len(matches) == 1 else None


def _on_hex(session, pid: str) -> str:
    loc = session.position.pieces[pid]["location"]
    if not loc or not session.is_hex(loc):
        raise RulesError(f"{session.name(pid)} is not on a hex of the map")
    return loc


def _marks(session, pid: str) -> dict:
    return session.position.pieces[pid]["marks"]


def _sorties(session, pid: str) -> str:
    return str(_marks(session, pid).get("sorties", 0))


def _supply(session, pid: str) -> str | None:
    s = _marks(session, pid).get("supply")
    return s if s in ("low", "no") else None


def _domain(session, pid: str) -> str:
    t = session.game.unit_types.get(session.counter(pid).type)
    return t.domain if t is not None else "marker"


def _given(argv: list[str], option: str) -> bool:
    return any(a == option or a.startswith(option + "=") for a in argv)


def _around(session, pid: str | None, side: str, argv: list[str]) -> list[str]:
    """--enemy/--enemy-air/--friendly/--friendly-air for every other piece on a hex, and the markers."""
    if any(_given(argv, o) for o in ("--enemy", "--friendly", "--enemy-air", "--friendly-air")):
        return []
    out: list[str] = []
    for other, p in session.position.pieces.items():
        loc = p["location"]
        if other == pid or not loc or not session.is_hex(loc):
            continue
        dom = _domain(session, other)
        if dom not in ("ground", "air"):
            continue
        mine = session.faction_of(other) == side
        if dom == "ground":
            out += ["--friendly" if mine else "--enemy", loc]
        else:
            out += ["--friendly-air" if mine else "--enemy-air", loc]
    return out + _markers(session, side, argv)


def _markers(session, side: str, argv: list[str]) -> list[str]:
    out: list[str] = []
    pos = session.position
    if pos.control and not _given(argv, "--marked") and not _given(argv, "--scenario"):
        out += ["--marked", *pos.control]  # the control markers on the map
    for loc, marks in pos.markers.items():
        if ("no-ezoc" in marks or "no_ezoc" in marks) and not _given(argv, "--no-ezoc"):
            out += ["--no-ezoc", loc]
        owner = marks.get("partisans")
        if owner is not None and not _given(argv, "--partisans"):
            # a Partisans marker belongs to the faction that placed it (the Soviets in Case Blue): enemy to the rest
            if owner is True or str(owner) != side:
                out += ["--partisans", loc]
    return out


def _split(argv: list[str]) -> tuple[list[str], list[str]]:
    """The leading words (before the first option) and the rest."""
    i = 0
    while i < len(argv) and not argv[i].startswith("-"):
        i += 1
    return argv[:i], argv[i:]


# -- one filler per command -------------------------------------------------------------------------------

def _air_move(session, argv):
    words, rest = _split(argv)
    if len(words) != 2 or _piece(session, words[0]) is None:
        return argv
    pid = _piece(session, words[0])
    side = session.faction_of(pid)
    out = [_on_hex(session, pid), words[1], "--unit", session.position.pieces[pid]["counter"]]
    if not _given(rest, "--sorties"):
        out += ["--sorties", _sorties(session, pid)]
    if _supply(session, pid) and not _given(rest, "--supply"):
        out += ["--supply", _supply(session, pid)]
    return out + rest + _around(session, pid, side, rest)


def _air_strike(session, argv):
    words, rest = _split(argv)
    if len(words) != 2 or _piece(session, words[0]) is None or _piece(session, words[1]) is None:
        return argv
    a, t = _piece(session, words[0]), _piece(session, words[1])
    pieces = session.position.pieces
    return ["--unit", pieces[a]["counter"], "--at", _on_hex(session, a), "--sorties", _sorties(session, a),
            "--target", pieces[t]["counter"], "--target-at", _on_hex(session, t)] + rest


def _air_support(session, argv):
    words, rest = _split(argv)
    if len(words) < 2 or any(_piece(session, w) is None for w in words):
        return argv
    pieces = session.position.pieces
    d, attackers = _piece(session, words[0]), [_piece(session, w) for w in words[1:]]
    out = ["--defender", pieces[d]["counter"], "--defender-at", _on_hex(session, d)]
    for a in attackers:
        out += ["--attacker", pieces[a]["counter"]]
    if not _given(rest, "--fighter"):
        for pid, p in pieces.items():
            if _domain(session, pid) == "air" and p["location"] and session.is_hex(p["location"]):
                out += ["--fighter", f"{p['counter']}@{p['location']}:{_sorties(session, pid)}"]
    fixed, i = [], 0
    while i < len(rest):  # --commit PIECE -> its counter
        fixed.append(rest[i])
        if rest[i] == "--commit" and i + 1 < len(rest):
            pid = _piece(session, rest[i + 1])
            fixed.append(pieces[pid]["counter"] if pid else rest[i + 1])
            i += 1
        i += 1
    return out + fixed


def _air_combat(session, argv):
    words, rest = _split(argv)
    if len(words) != 2 or any(_piece(session, w) is None for w in words):
        return argv
    a, d = (_piece(session, w) for w in words)
    out = []
    for who, pid in (("attacker", a), ("defender", d)):
        if _domain(session, pid) != "air":
            raise RulesError(f"{session.name(pid)} is not an air unit: an air combat is fought between air units")
        if not _given(rest, f"--{who}-unit"):
            out += [f"--{who}-unit", session.position.pieces[pid]["counter"]]
        if not _given(rest, f"--{who}-sorties"):
            out += [f"--{who}-sorties", _sorties(session, pid)]
        if _supply(session, pid) and not _given(rest, f"--{who}-supply"):
            out += [f"--{who}-supply", _supply(session, pid)]
    where = session.position.pieces[d]["location"]
    if where and "partisans" in session.position.markers.get(where, {}) and "--partisans" not in rest:
        out.append("--partisans")
    return out + rest


def _isolation(session, argv):
    words, rest = _split(argv)
    if len(words) != 1 or _piece(session, words[0]) is None:
        return argv
    pid = _piece(session, words[0])
    side = session.faction_of(pid)
    fixed, i = [], 0
    while i < len(rest):  # --attacker PIECE -> its hex
        fixed.append(rest[i])
        if rest[i] == "--attacker" and i + 1 < len(rest):
            other = _piece(session, rest[i + 1])
            fixed.append(_on_hex(session, other) if other else rest[i + 1])
            i += 1
        i += 1
    return ["--hex", _on_hex(session, pid), "--side", side] + fixed + _around(session, pid, side, fixed)


def _one_unit(session, argv, state_option: str | None):
    """PIECE [options] -> (piece, --unit COUNTER [--STATE S] [--reduced], the options), or None if not a piece."""
    words, rest = _split(argv)
    if len(words) != 1 or _piece(session, words[0]) is None:
        return None
    pid = _piece(session, words[0])
    out = ["--unit", session.position.pieces[pid]["counter"]]
    if state_option == "--state" and not _given(rest, "--state"):
        out += ["--state", _supply(session, pid) or "full"]
    if state_option == "--supply" and _supply(session, pid) and not _given(rest, "--supply"):
        out += ["--supply", _supply(session, pid)]
    if session.position.pieces[pid]["reduced"]:
        out.append("--reduced")
    return pid, out, rest


def _supply_state(session, argv):
    found = _one_unit(session, argv, "--state")
    if found is None:
        return argv
    pid, out, rest = found
    if not _given(rest, "--traced"):
        side = session.faction_of(pid)
        out += ["--hex", _on_hex(session, pid), "--side", side] + _around(session, pid, side, rest)
    return out + rest


def _attrition(session, argv):
    found = _one_unit(session, argv, "--state")
    return argv if found is None else found[1] + found[2]


def _replacements(session, argv):
    found = _one_unit(session, argv, "--supply")
    if found is None:
        return argv
    pid, out, rest = found
    if _domain(session, pid) == "air" and not _given(rest, "--sorties"):
        out += ["--sorties", _sorties(session, pid)]
    return out + rest


def _mobilize(session, argv):
    words, rest = _split(argv)
    if not 1 <= len(words) <= 2 or _piece(session, words[0]) is None:
        return argv
    pid = _piece(session, words[0])
    side = session.faction_of(pid)
    out = ["--unit", session.position.pieces[pid]["counter"]] + (["--hex", words[1]] if len(words) == 2 else [])
    return out + rest + _around(session, pid, side, rest)


def _upgrade(session, argv):
    words, rest = _split(argv)
    if len(words) != 2 or any(_piece(session, w) is None for w in words):
        return argv
    pieces = session.position.pieces
    u, old = (_piece(session, w) for w in words)
    out = ["--unit", pieces[u]["counter"], "--replaces", pieces[old]["counter"]]
    if pieces[u]["location"] != "Upgrade":
        out.append("--not-in-box")
    loc = pieces[old]["location"]
    if not loc or not session.is_hex(loc):
        out.append("--replaced-off-map")
    if _supply(session, old) and not _given(rest, "--replaced-supply"):
        out += ["--replaced-supply", _supply(session, old)]
    if pieces[old]["reduced"]:
        out.append("--replaced-reduced")
    return out + rest


def _production(session, argv):
    words, rest = _split(argv)
    out = (["--country", words[0]] if len(words) == 1 else list(words)) + rest
    pos = session.position
    sc = session.game.scenarios.get(pos.scenario) if pos.scenario else None
    if sc is not None and not _given(rest, "--scenario"):
        out += ["--scenario", sc.id]
        if pos.turn == sc.first_turn and "--first-turn" not in rest:
            out.append("--first-turn")
    if not _given(rest, "--marked") and not _given(rest, "--factories"):
        out += ["--marked", *pos.control]  # the control markers on the map count the Factories
    return out


FILLERS = {"air-move": _air_move, "air-strike": _air_strike, "air-support": _air_support, "air-combat": _air_combat,
           "isolation": _isolation, "supply-state": _supply_state, "attrition": _attrition,
           "replacements": _replacements, "mobilize": _mobilize, "upgrade": _upgrade, "production": _production}
