"""verify the kit page: it is there, and every link and image it names is a file of the kit."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote


class _Refs(HTMLParser):
    def __init__(self):
        super().__init__()
        self.refs: list[str] = []

    def handle_starttag(self, tag, attrs):
        for key, value in attrs:
            if (tag, key) in (("a", "href"), ("img", "src")) and value:
                self.refs.append(value)


def page_refs(html: str) -> list[str]:
    """Every href and img src of a page."""
    p = _Refs()
    p.feed(html)
    return p.refs


def check_page(folder: Path, names: set[str], rep) -> None:
    page = folder / "index.html"
    if "index.html" not in names or not page.is_file():  # a kit written without its page (write_kit alone);
        return  # a listed page that is gone is reported by the file-set check
    for ref in page_refs(page.read_text(encoding="utf-8")):
        rep.check(unquote(ref) in names, f"{page}: links to {ref!r}, which is not a file of the kit")
