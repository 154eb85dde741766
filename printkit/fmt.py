"""How numbers are printed on aids and in the CLI (shared so print and read-back agree on format)."""

from __future__ import annotations


def _value(x) -> float:
    """A float from a float or an exact (numerator, denominator) pair."""
    return x[0] / x[1] if isinstance(x, tuple) else float(x)


def percent(p) -> str:
    """0.5555 -> '55.6%'; exact 0 and 1 print as '0%' and '100%'."""
    value = _value(p) * 100
    if value == 0:
        return "0%"
    if value == 100:
        return "100%"
    return f"{value:.1f}%"


def number(x) -> str:
    """Expected values: two decimals."""
    return f"{_value(x):.2f}"


# Typesetting of printed text (issue 21): what a typewriter sets with ASCII a typesetter sets with its own sign.
MINUS, EN_DASH = "\u2212", "\u2013"
_TYPESET: dict = {}


def _typeset_patterns():
    if not _TYPESET:
        import re

        num = r"\d+(?:\.\d+)*"
        _TYPESET.update(
            alone=re.compile(r"(?<!\S)-(?!\S)"),  # ' - ' between words, or a cell holding only '-'
            minus=re.compile(r"(?<![\w.\-/\u2212\u2013])-(?=\d)"),  # '-1', '(-2)': a minus sign
            range=re.compile(rf"(?<![\w./\-\u2212\u2013])({num})-({num})(?![\w/\-])"),
        )
    return _TYPESET


def _number(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.split("."))


def _rises(low: str, high: str) -> bool:
    """A range reads upwards: 1-3, 13.0-13.4, and years with the century left out (1942-43)."""
    if len(low) == 4 and len(high) == 2 and low.isdigit() and high.isdigit():
        high = low[:2] + high
    return _number(low) < _number(high)


def typeset(text: str, keep=frozenset()) -> str:
    """Printed text as a typesetter sets it: '>=' '<=' as ≥ ≤, a hyphen standing alone (' - ', a '-' cell) as an
    en dash, a hyphen before a number as a minus sign (−1), and a rising range of numbers ('1-3', '13.0-13.4')
    with an en dash (1–3). Left as printed: `keep` (whole texts or words the game prints as they are: odds
    columns such as '1-2'), a pair that does not rise ('3-1' odds, '6-6' doubles), hyphens inside words and
    codes ('Mi-24', '1/4-3', '-/1-2', '3-го')."""
    if not text or text in keep or not any(c in text for c in "-<>"):
        return text
    p = _typeset_patterns()
    text = text.replace(">=", "\u2265").replace("<=", "\u2264")
    text = p["alone"].sub(EN_DASH, text)

    def rising(m):
        whole = m.group(0)
        if whole in keep or not _rises(m.group(1), m.group(2)):
            return whole
        return f"{m.group(1)}{EN_DASH}{m.group(2)}"

    text = p["range"].sub(rising, text)
    return p["minus"].sub(lambda m: m.group(0) if _word_at(text, m.start()) in keep else MINUS, text)


def _word_at(text: str, i: int) -> str:
    """The space-delimited word at index i, without trailing punctuation."""
    start = text.rfind(" ", 0, i) + 1
    end = text.find(" ", i)
    return text[start:end if end >= 0 else len(text)].rstrip(".,;:)")


def plain(text: str) -> str:
    """Typeset text back in ASCII (≥ to '>=', − and – to '-'): to compare a printed value with the data's."""
    return (text or "").replace("\u2265", ">=").replace("\u2264", "<=").replace(MINUS, "-").replace(EN_DASH, "-")
