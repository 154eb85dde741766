"""Read-back checks for kits in several languages and with fire-and-support charts:
no Latin placeholder left on a page of another language; printed CRT / scatter tables equal the resolvers;
every set-up zone a scenario names covers hexes of the map."""

from __future__ import annotations

import re

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
# the program's name and its command line (a kit in another language letters its irregulars' symbol itself)
ALLOWED_LATIN = {"printkit", "build", "back", "offset", "letter"}  # and the paper size's name


def latin_words(pages, allowed: frozenset = frozenset()) -> set[str]:
    """Words of three or more Latin letters on the pages (hex labels like K4 and codes like XX are shorter)."""
    found = set()
    for page in pages:
        for text, *_ in page.words:
            found |= {w for w in LATIN_WORD.findall(text) if w.lower() not in ALLOWED_LATIN | allowed}
    return found


# --- strict check: every Latin letter run, of any length --------------------------------------------------

ANY_LATIN = re.compile(r"[A-Za-z]+")
# printkit's own Latin on a page of any language: the program's name and its build command line (to leave the
# player pages with the `boxes` work) and the paper sizes' names (ISO A4 is Latin in Russian too)
PROGRAM_LATIN = {"printkit", "build", "letter", "a4"}
OPTION = re.compile(r"--[a-z][a-z-]*")  # a command-line option (--back-offset, --as-printed): printkit's, not a word


def map_ids(game) -> frozenset:
    """The hex ids of the game's hex maps (K4, W10), lower case. A bare column letter ("east of row N") is not
    one: on a map with columns A-Y it would let the codes P and X through; the data lists those it prints."""
    from printkit.hexgrid import all_labels
    from printkit.model.boards import HexMap

    ids = set()
    for board in game.maps.values():
        if isinstance(board, HexMap) and board.grid is not None:
            for label in all_labels(board.grid):
                ids.add(label.lower())
    return frozenset(ids)


def latin_allowed(game) -> frozenset:
    """The Latin words a page in the game's language may print: the hex ids, what the data declares
    (`latin_words: {LANG: [...]}` - proper names and abbreviations that language's rulebook prints in Latin),
    the game id (in a command line) and printkit's own (PROGRAM_LATIN)."""
    declared = {w.lower() for w in (game.latin_words or {}).get(game.lang, ())}
    return map_ids(game) | declared | frozenset(game.id.lower().split("_")) | PROGRAM_LATIN


# a file name or YAML path (data/donetsk_airport.yaml, charts.differential_crt.cells, items[*].value): the Maker's
# notes name them as they are spelt, in any language
IDENTIFIER = re.compile(r"\S*[A-Za-z0-9\]*][._/][A-Za-z0-9_\[*][^\s,;:()]*")


HEX_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]+\d+(?![A-Za-z0-9])")  # K4, W10, i3: a hex id if the map has it


def strict_latin_words(pages, allowed: frozenset, identifiers: bool = False) -> set[str]:
    """Every run of Latin letters on the pages, of any length (P, XX, IRR), not in `allowed` (lower case; a
    letters-and-digits token in it, a hex id, is left out whole); command-line options left out, and with
    `identifiers` file names and YAML paths too."""
    found = set()
    for page in pages:
        for text, *_ in page.words:
            text = OPTION.sub(" ", text)
            if identifiers:
                text = IDENTIFIER.sub(" ", text)
            text = HEX_TOKEN.sub(lambda m: " " if m.group().lower() in allowed else m.group(), text)
            found |= {w for w in ANY_LATIN.findall(text) if w.lower() not in allowed}
    return found


def map_columns(game) -> frozenset:
    """The column (or row) letters of the hex maps' labels, lower case: a map prints them along its edges."""
    return frozenset(label.rstrip("0123456789").lower() for label in map_ids(game)) - {""}


def check_language(game, pages_by_name: dict, rep, allowed: frozenset = frozenset(),
                   identifiers: bool = False, board: bool = False) -> None:
    """No Latin word on the pages but latin_allowed(game) and `allowed`; `identifiers`: file names and YAML
    paths too (the Maker's notes); `board`: a map's pages, whose edges print the bare column letters."""
    if not game.lang or game.lang == "en":
        return
    known = latin_allowed(game) | {w.lower() for w in allowed} | (map_columns(game) if board else frozenset())
    for name, pages in sorted(pages_by_name.items()):
        words = strict_latin_words(pages, known, identifiers)
        rep.check(not words, f"{name}: Latin words left on a {game.lang!r} page: {', '.join(sorted(words)[:8])}")


def check_fire_tables(game, got: dict, where: str, rep) -> None:
    """Printed CRT cells against `printkit fire --roll`, scatter rows against `printkit scatter`."""
    from printkit.errors import RulesError

    crt = game.charts.get("differential_crt")
    if crt is not None and "differential_crt" in game.kit.player_aid and crt.columns.span:
        from printkit.rules.fire import result

        low = crt.columns.span[0]
        for i, roll in enumerate(crt.rows.labels()):
            printed = got.get("differential_crt", {}).get(i, "").split()
            for k, col in enumerate(crt.columns.labels()):
                r = result(game, low + k, int(roll))
                if r["result"] is not None:
                    rep.check(crt.shown(r["result"]) in printed[1:], f"{where}: CRT row {roll} does not print {crt.shown(r['result'])!r} "
                                                         f"(printkit fire ... differential {low + k:+d} --roll {roll})")
    chance = game.charts.get("scatter_chance")
    if chance is not None and "scatter_chance" in game.kit.player_aid:
        from printkit.rules.support import scatter_from

        for i, item in enumerate(chance.items):
            printed = got.get("scatter_chance", {}).get(i, "")
            try:
                first = scatter_from(game, item.key)
            except RulesError:
                continue
            rep.check(printed.endswith(f"{first}-6" if first < 6 else "6"),
                      f"{where}: scatter chance of {item.key} prints {printed!r}, the resolver scatters on {first}-6")
    dist = game.charts.get("scatter_distance")
    if dist is not None and "scatter_distance" in game.kit.player_aid:
        from printkit.rules.support import distance_for

        for i, e in enumerate(dist.entries):
            printed = got.get("scatter_distance", {}).get(i, "")
            for roll in range(e.low, e.high + 1):
                rep.check(printed.split()[1:2] == [str(distance_for(game, roll))],
                          f"{where}: scatter distance for {roll} prints {printed!r}, the resolver says "
                          f"{distance_for(game, roll)}")


def check_zones(game, rep) -> None:
    """Every zone a scenario places counters in covers at least one hex of the map."""
    from printkit.model.boards import HexMap
    from printkit.rules.zones import zone_hexes

    for board in game.maps.values():
        if not isinstance(board, HexMap) or not board.zones:
            continue
        for sc in game.scenarios.values():
            for p in sc.setup + sc.reinforcements:
                if p.location in board.zones:
                    rep.check(bool(zone_hexes(board, p.location)),
                              f"setup: {sc.id}: zone {p.location} holds no hex of the map")


# --- the VASSAL module's texts -----------------------------------------------------------------------------

# buildFile.xml attributes a player reads: window, button and menu names, tooltips, chat report formats
SHOWN_ATTRIBUTES = ("name", "text", "tooltip", "buttonText", "buttonToolTip", "entryName", "description", "title",
                    "promptString", "addColumnText", "addRowText", "boardPrompt", "createFormat", "moveToFormat",
                    "moveWithinFormat", "reportFormat", "chartName", "mapName", "buttonName")
# per trait id: the fields of its type a player reads (menu commands, the piece's name); a Marker's state
# (property values, the mouse-over line) is read whole, its type (the property names) never
SHOWN_FIELDS = {"emb2": (3, 29), "obs": (2, 4, 6), "delete": (0,), "piece": (3,)}
VASSAL_INTERNAL = re.compile(r"\$\w+\$|[\w.-]+\.(png|vsav)\b")  # $PlayerName$, counters-ua-inf-front.png


def module_texts(build_file: bytes) -> list[str]:
    """The texts of a module's buildFile.xml that VASSAL shows players (names, menus, tooltips, mouse-over
    values); the class names, trait ids, property names, key strokes and image files are left out."""
    import html
    from xml.etree import ElementTree as ET

    from printkit.digital.vassal.encode import parse_add_piece, split
    from printkit.digital.vassal.traits import trait_id, unnest

    out = []
    for el in ET.fromstring(build_file).iter():
        out += [el.get(a) for a in SHOWN_ATTRIBUTES if el.get(a)]
        text = (el.text or "").strip()
        if el.tag == "entry" and text:
            out.append(text)
        piece = parse_add_piece(text) if text.startswith("+/") else None
        if piece is None:
            continue
        for tp, st in zip(unnest(piece[1]), unnest(piece[2])):
            tid = trait_id(tp)
            if tid == "mark":
                out += split(st, ",")
            elif tid in SHOWN_FIELDS:
                fields = split(tp.split(";", 1)[1], ";") if ";" in tp else []
                out += [fields[i] for i in SHOWN_FIELDS[tid] if i < len(fields) and fields[i]]
    return [VASSAL_INTERNAL.sub(" ", html.unescape(t)) for t in out]  # a report's "&lt;" is the "<" shown


def module_latin_words(game, build_file: bytes) -> set[str]:
    """The Latin words a player of the game's language would read in the module (what latin_allowed allows
    left out)."""
    allowed = latin_allowed(game)
    from printkit.verify.readback import PageText

    return strict_latin_words([PageText(0, 0, words=[(t,) for t in module_texts(build_file)])], allowed)


def check_module_language(game, path, rep) -> None:
    """A module built in a language other than English shows players no Latin word but hex ids and the data's
    `latin_words`."""
    import zipfile

    if not game.lang or game.lang == "en":
        return
    try:
        words = module_latin_words(game, zipfile.ZipFile(path).read("buildFile.xml"))
    except (OSError, KeyError, zipfile.BadZipFile):
        return  # check_module reports a broken module
    rep.check(not words, f"{path.name}: Latin words a {game.lang!r} player reads in the module: "
                         f"{', '.join(sorted(words)[:8])}")
