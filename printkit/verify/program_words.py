"""No program words on a player page (issue 21): the program's name, a command-line option, a file name of
the game's data or a path into it belong on the cover and the Maker's notes, never on a map, counter sheet,
aid, setup card, odds card or alignment page. Read back from the built pages, in every language."""

from __future__ import annotations

import re

PROGRAM_WORDS = [
    (re.compile(r"printkit", re.I), "the program's name"),
    (re.compile(r"[\w-]*\.ya?ml\b", re.I), "a data file name"),
    (re.compile(r"(?<![\w-])--[a-z][a-z-]*"), "a command-line option"),
    (re.compile(r"(?<![\w.])(?:data|out|tests|docs)/[\w./-]+"), "a file path"),
    # a YAML path into the game file: a top-level key, then a dot and a key
    (re.compile(r"(?<![\w.])(?:parameters|charts|maps|scenarios|counters|chits|unit_types|sides|kit|cards|"
                r"fire_support|counter_sheet)\.[a-z_][\w.\[\]]*"), "a path into the game file"),
]


def program_words(pages) -> list[str]:
    """(page number, what, the words) of every program word on the pages."""
    found = []
    for n, page in enumerate(pages, 1):
        text = page.all_text()
        for pattern, what in PROGRAM_WORDS:
            hits = sorted(set(pattern.findall(text)))
            if hits:
                found.append(f"page {n}: {what} ({', '.join(hits[:4])})")
    return found


def check_program_words(game, built, folder, manifest, rep, pages_of) -> None:
    """Every player page, PDF and SVG, both papers, and the whole-sheet maps and displays."""
    from printkit.verify.play_check import player_pages

    for name, pages in player_pages(built, folder, manifest, pages_of):
        for problem in program_words(pages):
            rep.check(False, f"{name}: {problem} on a player page (it belongs on the cover or the Maker's notes)")
        rep.check(True, "")