"""The legend of abbreviations a component's pages use (the game's `kit.abbreviations`), set at its end.

Each entry carries a read-back note 'legend:TERM' so that verify can tell that a component explains every
abbreviation it uses (verify.typography)."""

from __future__ import annotations

from printkit.fonts import width as text_width
from printkit.layout.scene import Marker, Text, texts_in

SIZE = 7.0  # the small size of the type scale (layout.typography.TYPE_SCALE)
LINE = 9.0
INK = "#1a1a1a"


def terms_of(word: str) -> tuple[str, ...]:
    """The words an abbreviation may be in a printed word: the word without brackets and punctuation, and
    the part before a signed figure ('AS+3' is AS; 'BTR-80' is BTR)."""
    import re

    bare = word.strip("()[],;:.")
    m = re.fullmatch(r"(.+?)[+\u2212\-]\d+", bare)
    return (bare, m.group(1)) if m else (bare,)


def words_of(pages) -> set[str]:
    """Every word printed on the pages (a term in parentheses, before a colon or a signed figure counts)."""
    out: set[str] = set()
    for page in pages:
        for item in texts_in(page.items):
            for w in item.text.split():
                out.update(terms_of(w))
    return out


def used(game, pages) -> list:
    """The game's abbreviations printed on these pages (a term or its plural), in the order the game lists them."""
    words = words_of(pages)
    return [a for a in game.kit.abbreviations if a.term in words or f"{a.term}s" in words]


def legend_block(entries, lang, x: float, y: float, w: float) -> tuple[list, float]:
    """'Abbreviations' and each term in bold with what it means, in three columns where every meaning fits a
    third of the width, else two, else one: a short legend, so that it fits the room a component's last page
    leaves rather than taking a page of its own."""
    from printkit.layout.i18n import t
    from printkit.layout.textflow import wrap

    head = t(lang, "Abbreviations")
    items: list = [Text(x, y + 9, head, SIZE, "DejaVuSans-Bold", INK)]
    term_w = max(text_width(a.term, SIZE, "DejaVuSans-Bold") for a in entries) + 5
    cols = next((n for n in (3, 2) if len(entries) >= n
                 and all(term_w + text_width(a.means, SIZE, "DejaVuSans") <= w / n - 8 for a in entries)), 1)
    col_w = w / cols
    per_col = -(-len(entries) // cols)
    bottom = y + 9
    for c in range(cols):
        cy = y + 9
        for a in entries[c * per_col:(c + 1) * per_col]:
            cx = x + c * col_w
            lines = wrap(a.means, SIZE, col_w - term_w - 8) or [""]
            cy += LINE
            items.append(Text(cx, cy, a.term, SIZE, "DejaVuSans-Bold", INK))
            items.append(Marker(cx, cy, f"legend:{a.term}"))
            for k, line in enumerate(lines):
                items.append(Text(cx + term_w, cy + k * LINE, line, SIZE, "DejaVuSans", INK))
            cy += LINE * (len(lines) - 1)
        bottom = max(bottom, cy)
    return items, bottom - y + 3


def place_legend(game, flow) -> None:
    """The legend of the abbreviations the flow's pages use, at its end (none when they use none)."""
    entries = used(game, flow.pages)
    if entries:  # on an earlier page with room for it rather than on a page of its own
        backfill, flow.backfill = flow.backfill, True
        flow.place_not_alone(lambda x, y, w: legend_block(entries, game.lang, x, y, w))
        flow.backfill = backfill
