"""verify the kit page: it is there, it forbids script, and every link and image it names is a file of the kit
by a plain relative name (no scheme, no '..', nothing a game file's ids could make run)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

URL_ATTRIBUTES = {"href", "src", "srcset", "action", "formaction", "data", "poster", "background", "xlink:href"}


class _Refs(HTMLParser):
    def __init__(self):
        super().__init__()
        self.refs: list[str] = []
        self.csp: list[str] = []
        self.script = False  # a <script> element or an on* event attribute

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if tag == "meta" and (values.get("http-equiv") or "").lower() == "content-security-policy":
            self.csp.append(values.get("content") or "")
        if tag == "script" or any(key.startswith("on") for key, _ in attrs):
            self.script = True
        for key, value in attrs:
            if key in URL_ATTRIBUTES and value is not None:
                self.refs.append(value)


def page_refs(html: str) -> list[str]:
    """Every URL-valued attribute of a page (href, src ...)."""
    p = _Refs()
    p.feed(html)
    return p.refs


def check_page(folder: Path, names: set[str], rep) -> None:
    from printkit.digital.kit_page import CSP
    from printkit.paths import name_problem

    page = folder / "index.html"
    if "index.html" not in names or not page.is_file():  # a kit written without its page (write_kit alone);
        return  # a listed page that is gone is reported by the file-set check
    p = _Refs()
    p.feed(page.read_text(encoding="utf-8"))
    rep.check(p.csp == [CSP], f"{page}: no Content-Security-Policy forbidding script (expected {CSP!r})")
    rep.check(not p.script, f"{page}: holds a script or an event handler")
    for ref in p.refs:
        name = unquote(ref)
        if not rep.check(name_problem(name) is None, f"{page}: links to {ref[:80]!r}, which is not a plain file name "
                                                     "of the kit"):
            continue
        rep.check(name in names, f"{page}: links to {ref!r}, which is not a file of the kit")
