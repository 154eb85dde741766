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


def check_language(game, pages_by_name: dict, rep, allowed: frozenset = frozenset()) -> None:
    if not game.lang or game.lang == "en":
        return
    for name, pages in sorted(pages_by_name.items()):
        words = latin_words(pages, frozenset(game.id.lower().split("_")) | allowed)  # the game id, in a command line
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
                    rep.check(r["result"] in printed[1:], f"{where}: CRT row {roll} does not print {r['result']!r} "
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
