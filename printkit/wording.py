"""Player-aid wording for calculator text: rule citations as "Rule 5.1", yes/no rather than True/False."""

from __future__ import annotations

import re

_RULE = re.compile(r"\b(\d+(?:\.\d+)+)\b")


def rule(source: str | None) -> str:
    """'case_blue.en.txt 5.1 (Combat Resolution Sequence Example, Step 6)' -> 'Rule 5.1' ('' if none)."""
    found = _RULE.findall((source or "").split(" (")[0]) or _RULE.findall(source or "")
    found = [f for f in found if not re.fullmatch(r"\d+\.(en|ru)", f)]
    if not found:
        return ""
    return ("Rule " if len(found) == 1 else "Rules ") + ", ".join(dict.fromkeys(found))


def yes_no(value) -> str:
    """A flag as a player reads it."""
    if value is True:
        return "yes"
    if value is False or value is None:
        return "no"
    return str(value)
