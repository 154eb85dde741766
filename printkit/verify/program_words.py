"""No program words on a player page (issue 21): the program's name, a command-line option, a file name of
the game's data or a path into it belong on the cover and the Maker's notes, never on a map, counter sheet,
aid, setup card, odds card or alignment page. Read back from the built pages, in every language."""

from __future__ import annotations

import re

from printkit.kit import NOTES
from printkit.layout.cover import COMPONENT as COVER

NOT_PLAYER_PAGES = (COVER, NOTES)  # the maker's pages: they say how the kit was made

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
    from printkit.verify.readback import read_pdf, read_svg

    for paper in manifest["papers"]:
        for fmt in (f for f in manifest["formats"] if f in ("pdf", "svg")):
            stems = sorted({p.name.rsplit("-", 1)[0] if fmt == "svg" else p.stem
                            for p in built if p.parent == folder / paper and p.suffix == f".{fmt}"})
            for stem in stems:
                if stem in NOT_PLAYER_PAGES:
                    continue
                for problem in program_words(pages_of(built, folder / paper, stem, fmt) or []):
                    rep.check(False, f"{paper}/{stem}.{fmt}: {problem} on a player page (it belongs on the cover "
                                     "or the Maker's notes)")
                rep.check(True, "")
    for p in sorted(x for x in built if x.parent == folder and x.suffix in (".pdf", ".svg")
                    and x.stem.rsplit("-", 1)[0].endswith("-100") | x.stem.endswith("-100")):
        pages = read_pdf(p) if p.suffix == ".pdf" else [read_svg(p)]
        for problem in program_words(pages):
            rep.check(False, f"{p.name}: {problem} on a player page")
        rep.check(True, "")
