"""A marker's face, text-led as published markers are: its words large, a small silhouette of what it stands
for above them where it has one, its owner's abbreviation along the bottom (where a unit prints its
faction's or country's), a reminder symbol top right.

The ground and ink come from marker_icons: the owner's colours, or the game's neutral ground in the
function's tone.
"""

from __future__ import annotations

from printkit.layout import marker_icons
from printkit.layout.scene import Rect, Style, Text
from printkit.layout.silhouettes import draw
from printkit.layout.textflow import fit

FONT = "DejaVuSans-Bold"
WORD = 0.2  # the largest size of a marker's words, as a share of the counter
NUMBER = 0.34  # a line that is a number (Sorties '3') is set as large as a unit's value
SILHOUETTE = 0.36  # the most of the counter's height a silhouette takes
OWNER = 0.14
MIN_WORD = 4.5  # pt: the preflight minimum for text on a counter
LONG_WORD = 0.7  # a lone word set smaller than this share of WORD is hyphenated into two lines where it can be
VOWELS = frozenset("aeiouyAEIOUYаеёиоуыэюяАЕЁИОУЫЭЮЯ")


def marker_face(game, counter, face, x: float, y: float, s: float, bleed: float) -> list:
    """Items of one marker face (without the cut square) whose cut square's top-left is (x, y)."""
    side = game.sides[counter.side]
    fill, ink = marker_icons.ground(game, counter)
    from printkit.layout.ink_band import band

    items: list = [Rect(x - bleed, y - bleed, s + 2 * bleed, s + 2 * bleed, Style(fill=fill))] + band(side, x, y, s, bleed)
    owner = face.bottom or ((side.abbreviation or side.name) if marker_icons.owns_units(game, counter.side) else None)
    bottom = y + (0.78 if owner else 0.92) * s  # the words' band ends here (their descenders too)
    if owner:
        items.append(Text(x + s / 2, y + 0.93 * s, owner, fit(owner, OWNER * s, 0.84 * s, FONT, MIN_WORD), FONT,
                          ink, "middle"))
    top = y + 0.08 * s
    if face.reminder:
        from printkit.layout.symbols import reminder as _reminder

        items += _reminder(face.reminder, x + 0.85 * s, y + 0.15 * s, 0.085 * s, ink)
    lines = words(face.text or counter.label)
    name = face.silhouette or marker_icons.default_silhouette(counter.function)
    # the silhouette takes what the words leave of the band, up to SILHOUETTE of the counter; too little: none
    room = min(SILHOUETTE * s, bottom - top - 0.04 * s - _height(lines, s)) if lines else bottom - top
    if name and room >= 0.14 * s:
        cx, width = (x + 0.43 * s, 0.6 * s) if face.reminder else (x + s / 2, 0.72 * s)
        items += draw(name, cx, top + room / 2, width, room, ink, fill)
        top += 0.04 * s + room
    elif face.reminder and lines:
        top = y + 0.25 * s
    items += _words(lines, x, top, bottom, s, ink)
    if face.value:
        items.append(Text(x + 0.85 * s, y + 0.93 * s, face.value, 0.16 * s, FONT, ink, "middle"))
    return items


def words(text: str) -> list[str]:
    """The lines of a marker's words; a lone symbol ('▲') is left out: the silhouette says it."""
    return [ln.strip() for ln in text.split("\n")
            if ln.strip() and (len(ln.strip()) > 1 or ln.strip().isalnum() or _is_number(ln.strip()))]


def _is_number(line: str) -> bool:
    """A number ('3', '+1') or a lone sign ('+', the minus sign): set as large as a value."""
    return line in ("+", "\u2212") or line.lstrip("+\u2212").isdigit()


CAP, GAP, DESCENT = 0.73, 0.38, 0.22  # cap height, line gap and descenders, as shares of the size


def _set(lines: list[str], s: float) -> tuple[list[str], list[float]]:
    """The lines (a long single line split in two) and their sizes as large as the width allows."""
    width = 0.88 * s
    if len(lines) == 1 and " " in lines[0] and fit(lines[0], WORD * s, width, FONT, MIN_WORD) < 0.8 * WORD * s:
        two = _two_lines(lines[0])  # 'Upper level': two lines read larger than one squeezed line
        if min(fit(ln, WORD * s, width, FONT, MIN_WORD) for ln in two) > fit(lines[0], WORD * s, width, FONT, MIN_WORD):
            lines = two
    elif len(lines) == 1 and fit(lines[0], WORD * s, width, FONT, MIN_WORD) < LONG_WORD * WORD * s:
        one = fit(lines[0], WORD * s, width, FONT, MIN_WORD)  # 'Наблюдение': hyphenated, in two larger lines
        best = max(_hyphenations(lines[0]), default=None,
                   key=lambda two: (min(fit(ln, WORD * s, width, FONT, MIN_WORD) for ln in two),
                                    -abs(len(two[0]) - len(two[1]))))  # as large, then as even, as can be
        if best and min(fit(ln, WORD * s, width, FONT, MIN_WORD) for ln in best) > 1.15 * one:
            lines = best
    words_size = min([fit(ln, WORD * s, width, FONT, MIN_WORD) for ln in lines if not _is_number(ln)] or [WORD * s])
    return lines, [fit(ln, NUMBER * s, width, FONT, MIN_WORD) if _is_number(ln) else words_size for ln in lines]


def _height(lines: list[str], s: float) -> float:
    """The height the lines take, from the cap height of the first to the descenders of the last."""
    _, sizes = _set(lines, s)
    return sum(CAP * z for z in sizes) + GAP * sum(sizes[1:]) + DESCENT * sizes[-1]


def _words(lines: list[str], x: float, top: float, bottom: float, s: float, ink: str) -> list:
    """The lines centred in the band from top to bottom, as large as fits (numbers larger)."""
    if not lines:
        return []
    band = bottom - top
    lines, sizes = _set(lines, s)
    cap, gap = CAP, GAP
    height = sum(cap * z for z in sizes) + gap * sum(sizes[1:]) + DESCENT * sizes[-1]
    if height > band:  # shrink all lines together (never under the preflight minimum)
        k = max(band / height, max(MIN_WORD / z for z in sizes))
        sizes = [z * k for z in sizes]
        height = sum(cap * z for z in sizes) + gap * sum(sizes[1:]) + DESCENT * sizes[-1]
    baseline = top + (band - height) / 2
    out = []
    for i, (line, z) in enumerate(zip(lines, sizes)):
        baseline += cap * z + (gap * z if i else 0.0)
        out.append(Text(x + s / 2, baseline, line, z, FONT, ink, "middle"))
    return out


def _hyphenations(word: str) -> list[list[str]]:
    """The ways to hyphenate a word at a syllable break, three letters or more before it and four after (no
    'Suppres-sed'): after a vowel before a consonant and a vowel (Акти-вирован, Acti-vated), or between two
    consonants after a vowel (Sup-pressed); never before a soft or hard sign or й (Russian keeps them with
    the letter before)."""
    if not word.isalpha():
        return []
    out = []
    for i in range(3, len(word) - 3):
        a, b, c = word[i - 1], word[i], word[i + 1]
        if b in "ьъйЬЪЙ" or c in "ьъЬЪ":
            continue
        vowel_break = a in VOWELS and b not in VOWELS and c in VOWELS
        consonant_break = a not in VOWELS and b not in VOWELS and word[i - 2] in VOWELS
        if vowel_break or consonant_break:
            out.append([word[:i] + "-", word[i:]])
    return out


def _two_lines(text: str) -> list[str]:
    """Split at the space nearest the middle."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return [text[:cut], text[cut + 1:]]
