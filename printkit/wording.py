"""Player-aid wording for calculator text: rule citations as "Rule N", yes/no rather than True/False."""

from __future__ import annotations

_PATTERNS: dict = {}  # compiled on first use: a calculator answering in JSON compiles none of them


def _re(pattern: str):
    """The compiled pattern (the `re` module itself is imported on first use: ~6 ms a calculator need not pay)."""
    found = _PATTERNS.get(pattern)
    if found is None:
        import re

        found = _PATTERNS[pattern] = re.compile(pattern)
    return found


_RULE = r"\b(\d+(?:\.\d+)+)\b"


def _word(c: str) -> bool:
    return c.isalnum() or c == "_"  # what `\w` matches


def section_numbers(text: str) -> list[str]:
    """Every section number in text, as `re.findall(_RULE, text)` finds them (a test holds the two equal), read
    without `re`: a calculator citing its rule would otherwise import it (~10 ms of its budget)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if not text[i].isdecimal() or (i and _word(text[i - 1])):
            i += 1
            continue
        j = i
        while j < n and text[j].isdecimal():
            j += 1
        end = None  # the end of the most dotted groups after which a word ends (the regex backtracks to it)
        while j + 1 < n and text[j] == "." and text[j + 1].isdecimal():
            j += 1
            while j < n and text[j].isdecimal():
                j += 1
            if j == n or not _word(text[j]):
                end = j
        if end is None:
            i += 1
            continue
        out.append(text[i:end])
        i = end
    return out


def rule(source: str | None) -> str:
    """A source line ('BOOK.en.txt N (an example, step 6)') -> 'Rule N' ('' if none)."""
    found = section_numbers((source or "").split(" (")[0]) or section_numbers(source or "")
    if not found:
        return ""
    found = list(dict.fromkeys(found))  # "en 10.3; ru 10.3" is one rule
    return ("Rule " if len(found) == 1 else "Rules ") + ", ".join(found)


def yes_no(value) -> str:
    """A flag as a player reads it."""
    if value is True:
        return "yes"
    if value is False or value is None:
        return "no"
    return str(value)


_BOOK = (r"\b(?:UC|Little War|USCB|case_blue\.en\.txt|donetsk_airport\.(?:en|ru)\.txt"
         r"|ukrainian_crisis_and_little_war\.en\.txt)(?: The Little War)? (\d+(?:\.\d+)+)")
_BARE = (r"(?:(?<=\()|(?<=, )|(?<=; ))(\d{1,2}(?:\.\d{1,2}){1,3})(?=[),;:]| [A-Z])")
_CYRILLIC = r"[\u0400-\u04ff]"


def player_text(text: str) -> str:
    """A calculator's answer as a player aid reads it: a rulebook named by its file or short title becomes
    "Rule N", and a bare rule number in parentheses ("(N)", "(not counting it, N)") gets its "Rule"
    (in Russian text "правило"). Numbers already after "Rule"/"Rules", percentages and decimals are left alone."""
    return "\n".join(_line(line) for line in text.split("\n"))


def _line(line: str) -> str:
    word = "правило " if _re(_CYRILLIC).search(line) else "Rule "
    line = _re(_BOOK).sub(lambda m: word + m.group(1), line)
    out, last, open_at = [], 0, -1
    for m in _re(_BARE).finditer(line):
        start = line.rfind("(", 0, m.start())
        segment = line[start:m.start()]
        if start < 0 or "Rule" in segment or "правил" in segment:
            continue
        if start == open_at and _re(r"\d, $").search(line[:m.start()]):
            if out[-1].endswith(word) and word == "Rule ":
                out[-1] = out[-1][:-1] + "s "  # a list after the first number: "Rules 6.11, 6.12"
            continue
        out.append(line[last:m.start()] + word)
        last, open_at = m.start(), start
    out.append(line[last:])
    return "".join(out)
