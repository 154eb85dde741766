"""Typography of the player pages (issue 21), read back from the built files.

Signs. A typesetter's sign where a typewriter's stands:
- `>=` and `<=` are never printed: ≥ and ≤.
- A hyphen standing alone (' - ' between words, a table cell holding only '-') is an en dash '–'.
- A hyphen-minus before a number where no word or figure precedes it ('-1', 'DRM (-2)') is a minus sign:
  '−1' (U+2212). A differential is a signed number like any other: '−5 or less'.
- A rising range of numbers joined by a hyphen ('1-3' for dice, 'Turn 1-9', '13.0-13.4' for rules,
  '1942-43') takes an en dash: '1–3'.
Wargame conventions stay as the game prints them, and the check reads them so:
- a pair that does not rise is no range: odds '3-1', '1-1', doubles '6-6';
- a hyphen inside a word or code: a unit or weapon designation ('Mi-24', '3-го'), a rating group ('1/4-3',
  '-/1-2', '4-4-6'), a hex id with letters;
- what the game's data says it prints as is (`printkit.layout.typography.as_printed`): the column labels of a
  CRT whose `combat.kind` is `odds` ('1-2' is a ratio, not a range), counter labels and names, and the ratings
  a counter prints.

Abbreviations. Each abbreviation the game lists (`kit.abbreviations`) that a text page prints is explained in
a legend on the same component (layout.legend). An abbreviation the game does not list is not found.

Type scale. On the text pages (player aid, odds card, setup and scenario cards) every run of type is set in
a size of the kit's one scale (`printkit.layout.typography.TYPE_SCALE`): a title shrunk to fit its bar or a
table shrunk to fit the page is a size off the scale, and so a finding. Counters drawn on a setup card are
counter art (their faces fit their text to the counter) and are not read.
"""

from __future__ import annotations

import re

_NUM = r"\d+(?:\.\d+)*"
_RANGE = re.compile(rf"(?<![\w./\-\u2212\u2013])({_NUM})-({_NUM})(?![\w/\-])")
_MINUS = re.compile(r"(?<![\w.\-/\u2212\u2013])-(?=\d)")
SIZE_TOL = 0.05


def _rising(low: str, high: str) -> bool:
    if len(low) == 4 and len(high) == 2 and low.isdigit() and high.isdigit():
        high = low[:2] + high
    return tuple(map(int, low.split("."))) < tuple(map(int, high.split(".")))


def line_problems(line: str, keep=frozenset()) -> list[str]:
    """What in one printed line is typed rather than typeset: each as 'what ('the words')'."""
    found = []
    words = line.split()
    for i, word in enumerate(words):
        bare = word.strip("()[],;:.")
        context = " ".join(words[max(0, i - 2):i + 3])
        if bare in keep or word in keep:
            continue
        if ">=" in word or "<=" in word:
            found.append(f"ASCII {'>=' if '>=' in word else '<='} for {'≥' if '>=' in word else '≤'} ({context!r})")
        if word == "-":
            found.append(f"a hyphen standing alone where an en dash belongs ({context!r})")
        for m in _RANGE.finditer(word):
            if m.group(0) not in keep and _rising(m.group(1), m.group(2)):
                found.append(f"a range set with a hyphen, {m.group(0)!r} for {m.group(1)}–{m.group(2)} ({context!r})")
        if _MINUS.search(word):
            found.append(f"a hyphen-minus for a minus sign ({context!r})")
    return found


def sign_problems(pages, keep=frozenset()) -> list[str]:
    """'page N: what' for every typed sign on the pages."""
    out = []
    for n, page in enumerate(pages, 1):
        for line in page.upright_lines():  # turned text is read one letter a word: its hyphens read as alone
            out += [f"page {n}: {p}" for p in line_problems(line, keep)]
    return out


def scale_problems(pages, sizes, counter: float = 0.0) -> list[str]:
    """'page N: what' for every run of type set in a size off the scale `sizes` (text inside a counter drawn
    on the page, within `counter` points of its centre mark, is counter art and is not read, and so is text in
    an enlarged counter of a key, marked 'art:SIZE' at its centre)."""
    out = []
    for n, page in enumerate(pages, 1):
        boxes = [(x, y, counter / 2) for _, x, y in page.marker("ctr:")]
        boxes += [(x, y, float(name.split(":", 1)[1]) / 2) for name, x, y in page.marker("art:")]  # an enlarged sample
        off: dict[float, list[str]] = {}
        for size, x, y, text, _ in page.sizes:
            if not text.strip() or any(abs(x - cx) <= r and abs(y - cy) <= r for cx, cy, r in boxes):
                continue
            if all(abs(size - s) > SIZE_TOL for s in sizes):
                off.setdefault(size, []).append(text)
        for size, texts in sorted(off.items()):
            out.append(f"page {n}: {len(texts)} run(s) of type in {size:g} pt, off the type scale "
                       f"({', '.join(f'{s:g}' for s in sizes)}): {' '.join(texts)[:50]!r}")
    return out


def legend_problems(pages, terms) -> list[str]:
    """Each abbreviation of `terms` (the game's `kit.abbreviations`) a component prints without its legend
    entry (a 'legend:TERM' note on one of its pages): 'TERM used on page N, not in the legend'."""
    from printkit.layout.legend import terms_of

    legend = {m[0].split(":", 1)[1] for page in pages for m in page.marker("legend:")}
    out = []
    for term in terms:
        if term in legend:
            continue
        pages_using = [n for n, page in enumerate(pages, 1)
                       if any(t in (term, f"{term}s") for w in page.words for t in terms_of(w[0]))]
        if pages_using:
            out.append(f"the abbreviation {term!r} is used (page {pages_using[0]}) and not explained in a legend")
    return out


def check_typography(game, built, folder, manifest, rep, pages_of) -> None:
    """Every player page, PDF and SVG, both papers: signs typeset; the text pages on the kit's type scale."""
    from printkit.layout.typography import SIZES, TEXT_PAGES, as_printed
    from printkit.verify.play_check import player_pages

    keep = as_printed(game)
    counter = game.counter_sheet.size if game.counter_sheet else 0.0
    for name, pages in player_pages(built, folder, manifest, pages_of):
        for problem in sign_problems(pages, keep):
            rep.check(False, f"{name}: {problem}")
        stem = name.split("/")[-1].rsplit(".", 1)[0]
        if stem in TEXT_PAGES:
            for problem in scale_problems(pages, SIZES, counter):
                rep.check(False, f"{name}: {problem}")
            for problem in legend_problems(pages, [a.term for a in game.kit.abbreviations]):
                rep.check(False, f"{name}: {problem}")
        rep.check(True, "")
