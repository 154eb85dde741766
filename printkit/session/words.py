"""The session's own words in the player's language, from templates/session/words.yaml.

`Words(lang)("moved", name=..., old=..., new=...)`: the phrase for a key with its placeholders filled in.
A language the table lacks falls back to English (the game's own words still come in the game's language).
"""

from __future__ import annotations

from pathlib import Path

TABLE = Path(__file__).resolve().parents[2] / "templates" / "session" / "words.yaml"
_CACHE: dict[str, dict] = {}


def table() -> dict[str, dict[str, str]]:
    """Every language's phrases: {lang: {key: phrase}} (read once)."""
    if "all" not in _CACHE:
        import yaml

        with open(TABLE, encoding="utf-8") as f:
            _CACHE["all"] = yaml.safe_load(f)
    return _CACHE["all"]


class Words:
    """The phrases of one language."""

    def __init__(self, lang: str | None):
        all_ = table()
        self.lang = lang if lang in all_ else "en"
        self.phrases = all_[self.lang]

    def __call__(self, phrase: str, /, **values) -> str:
        return self.phrases[phrase].format(**values)
