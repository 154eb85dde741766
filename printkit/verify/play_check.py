"""A default kit is playable as printed: no player page prints a `?` standing for a value, a blank "unknown"
cell or a placeholder ("write it in"). A kit built --as-printed keeps them by design and is not checked.

Read back from the built pages: every blank cell carries an 'unknown:' marker (layout/blocks.py), counters and
set-up cards print '?' for a missing rating, cards print their placeholders (layout/cards.py), and an odds card
with unprinted cells has an "unknown" column.
"""

from __future__ import annotations

import re

from printkit.kit import NOTES
from printkit.layout.cover import COMPONENT as COVER

# a word that stands for a missing value: only '?' with digits, slashes, dashes or brackets ('?', '?/?-?', '(?)')
QUESTION = re.compile(r"^[(\[]?[?\d/\-–]*\?[?\d/\-–]*[)\]]?[.,;:]?$")
NOT_PLAYER_PAGES = (COVER, NOTES)  # the maker's pages: they name the blanks on purpose


def placeholders(lang: str | None) -> list[str]:
    """The phrases printkit prints in place of a value, in the kit's language."""
    from printkit.layout.aids import UNKNOWN_LEGEND
    from printkit.layout.cards import PLACEHOLDERS
    from printkit.layout.i18n import t

    return [t(lang, p) for p in (*PLACEHOLDERS, UNKNOWN_LEGEND)]


def page_problems(pages, lang: str | None) -> list[str]:
    """What on these pages stands in for a missing value: (page number, what) as text."""
    from printkit.layout import odds_card  # noqa: F401 - registers the odds card's words ("unknown") in the catalogue
    from printkit.layout.i18n import t

    unknown_word = t(lang, "unknown").lower()
    phrases = [" ".join(p.split()) for p in placeholders(lang)]
    found = []
    for n, page in enumerate(pages, 1):
        blanks = page.marker("unknown:")
        if blanks:
            tables = sorted({m[0].split(":")[1] for m in blanks})
            found.append(f"page {n}: {len(blanks)} blank unknown cell(s) in {', '.join(tables)}")
        marks = sorted({w[0] for w in page.words if QUESTION.match(w[0])})
        if marks:
            found.append(f"page {n}: '?' printed as a value ({', '.join(marks[:5])})")
        text = " ".join(" ".join(page.all_text().split()).split())
        for phrase in phrases:
            if phrase[:40] in text:
                found.append(f"page {n}: placeholder {phrase[:40]!r}")
        if any(w[0].lower().strip(".,;:()") == unknown_word for w in page.words):
            found.append(f"page {n}: the word {unknown_word!r} (an unknown share or value)")
    return found


def player_pages(built, folder, manifest, pages_of):
    """(name, pages) of every player page of a kit: each component file of each paper, PDF and SVG, but the
    cover and the Maker's notes; then the whole-sheet maps and displays (the kit folder's `-100` files)."""
    from printkit.verify.readback import read_pdf, read_svg

    for paper in manifest["papers"]:
        for fmt in (f for f in manifest["formats"] if f in ("pdf", "svg")):
            stems = sorted({p.name.rsplit("-", 1)[0] if fmt == "svg" else p.stem
                            for p in built if p.parent == folder / paper and p.suffix == f".{fmt}"})
            for stem in stems:
                if stem not in NOT_PLAYER_PAGES:
                    yield f"{paper}/{stem}.{fmt}", pages_of(built, folder / paper, stem, fmt) or []
    for p in sorted(x for x in built if x.parent == folder and x.suffix in (".pdf", ".svg")
                    and (x.stem.endswith("-100") or x.stem.rsplit("-", 1)[0].endswith("-100"))):
        yield p.name, read_pdf(p) if p.suffix == ".pdf" else [read_svg(p)]


def check_playable(game, built, folder, manifest, rep, pages_of) -> None:
    """Every player page of a default kit, PDF and SVG, both papers: nothing printed in place of a value."""
    if game.as_printed:
        return
    for name, pages in player_pages(built, folder, manifest, pages_of):
        for problem in page_problems(pages, game.lang):
            rep.check(False, f"{name}: {problem} - not playable as printed (a value the rulebook does not print "
                             "needs a reconstructed play value)")
        rep.check(True, "")