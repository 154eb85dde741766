"""The session's own words in the player's language, from templates/session/words.yaml.

`Words(lang)("moved", name=..., old=..., new=...)`: the phrase for a key with its placeholders filled in.
A language the table lacks falls back to English (the game's own words still come in the game's language).
"""

from __future__ import annotations

from pathlib import Path

TABLE = Path(__file__).resolve().parents[2] / "templates" / "session" / "words.yaml"
_CACHE: dict[str, dict] = {}


def table() -> dict[str, dict[str, str]]:
    """Every language's phrases: {lang: {key: phrase}} (read once; kept in printkit's cache by the file's
    content, so a session starts without importing or running a YAML parser)."""
    if "all" not in _CACHE:
        from printkit.load import cache

        raw = TABLE.read_bytes()
        key = cache.key(raw) + "-words"
        found = cache.get(key)
        if not isinstance(found, dict):
            import yaml

            found = yaml.load(raw.decode("utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
            cache.put(key, found)
        _CACHE["all"] = found
    return _CACHE["all"]


class Words:
    """The phrases of one language."""

    def __init__(self, lang: str | None):
        all_ = table()
        self.lang = lang if lang in all_ else "en"
        self.phrases = all_[self.lang]

    def __call__(self, phrase: str, /, **values) -> str:
        return self.phrases[phrase].format(**values)
