"""Read a PDF's pages fast: pdfminer's own interpreter, fonts and layout device, fed by a quicker tokenizer.

pdfplumber (on pdfminer) spends most of its time in pdfminer's generic PostScript parser and in turning
every layout object into a dictionary of all its attributes. This reader keeps pdfminer's operator
semantics exactly (the same `do_*` methods, the same `LTChar` / `LTCurve` geometry) but tokenizes content
streams with one regular expression and keeps only the attributes printkit reads. The result has the
shape of pdfplumber's page: `width`, `height`, `page_obj`, and `chars`, `rects`, `lines`, `curves` as
dictionaries with pdfplumber's keys and values (y down from the top of the page).
`tests/test_pdfscan.py` checks that it equals pdfplumber on printkit's own PDFs.

A stream with an inline image (BI … ID … EI) is handed to pdfminer's own parser unchanged.
"""

from __future__ import annotations

import io
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

_WS = rb"\x00\t\n\x0c\r "
_REGULAR = rb"[^\x00\t\n\x0c\r /\[\]()<>{}%]"
# one match per token, its leading white space and comments included
_TOKEN = re.compile(
    rb"(?:[" + _WS + rb"]+|%[^\r\n]*)*(?:"
    rb"(?P<num>[+-]?(?:\d+\.?\d*|\.\d+))(?!" + _REGULAR + rb")"
    rb"|(?P<kw>[A-Za-z'\"*][^\x00\t\n\x0c\r /\[\]()<>{}%]*)"
    rb"|(?P<name>/" + _REGULAR + rb"*)"
    rb"|(?P<str>\()"
    rb"|(?P<aopen>\[)|(?P<aclose>\])"
    rb"|(?P<dopen><<)|(?P<dclose>>>)"
    rb"|(?P<hex><[0-9A-Fa-f" + _WS + rb"]*>)"
    rb"|(?P<other>" + _REGULAR + rb"+)"
    rb")?"
)
_ESC = {ord("n"): b"\n", ord("r"): b"\r", ord("t"): b"\t", ord("b"): b"\b", ord("f"): b"\f",
        ord("("): b"(", ord(")"): b")", ord("\\"): b"\\"}
_OCTAL = re.compile(rb"[0-7]{1,3}")


class _Inline(Exception):
    """An inline image: let pdfminer's parser read this stream."""


def _string(data: bytes, i: int) -> tuple[bytes, int]:
    """A literal string starting just after its '(' at i: (bytes, index after the closing ')')."""
    out, depth, n = bytearray(), 1, len(data)
    while i < n:
        c = data[i]
        if c == 0x5C:  # backslash
            i += 1
            if i >= n:
                break
            e = data[i]
            if e in _ESC:
                out += _ESC[e]
                i += 1
            elif 0x30 <= e <= 0x37:
                m = _OCTAL.match(data, i)
                out.append(int(m.group(0), 8) & 0xFF)
                i = m.end()
            elif e == 0x0D:  # line continuation
                i += 2 if data[i + 1:i + 2] == b"\n" else 1
            elif e == 0x0A:
                i += 1
            else:
                out.append(e)
                i += 1
            continue
        if c == 0x28:
            depth += 1
        elif c == 0x29:
            depth -= 1
            if depth == 0:
                return bytes(out), i + 1
        out.append(c)
        i += 1
    return bytes(out), n


def tokens(data: bytes) -> list:
    """The objects and operators of a content stream, as pdfminer's parser yields them (the list is shared: read
    it, never change it). The last few streams are kept: a shop file's preflight reads each page's content for
    its text (this module) and again for its ink (printkit.preflight.ink_scan)."""
    found = _TOKENS.get(data)
    if found is None:
        found = _TOKENS[data] = _tokens(data)
        while len(_TOKENS) > 8:
            _TOKENS.popitem(last=False)
    return found


def _tokens(data: bytes) -> list:
    from pdfminer.psparser import KWD, LIT

    out: list = []
    stack: list = []  # open arrays and dictionaries: (kind, the list being filled)
    cur = out
    i, n = 0, len(data)
    match = _TOKEN.match
    while i < n:
        m = match(data, i)
        kind = m.lastgroup
        if kind is None:  # white space to the end, or a stray delimiter pdfminer would skip: ')' '>' '{' '}'
            i = m.end() + 1
            continue
        i = m.end()
        if kind == "num":
            t = m.group(kind)
            cur.append(float(t) if b"." in t else int(t))
        elif kind == "kw" or kind == "other":
            t = m.group(kind)
            if t == b"BI":
                raise _Inline
            cur.append(True if t == b"true" else False if t == b"false" else None if t == b"null" else KWD(t))
        elif kind == "name":
            cur.append(LIT(_name(m.group(kind)[1:])))
        elif kind == "str":
            s, i = _string(data, i)
            cur.append(s)
        elif kind == "hex":
            h = re.sub(rb"[^0-9A-Fa-f]", b"", m.group(kind))
            cur.append(bytes.fromhex((h + b"0" if len(h) % 2 else h).decode()))
        elif kind == "aopen" or kind == "dopen":
            stack.append((kind, cur))
            cur = []
        elif kind == "aclose" or kind == "dclose":
            if not stack:
                continue
            opened, parent = stack.pop()
            value = cur if opened == "aopen" else {_key(k): v for k, v in zip(cur[::2], cur[1::2])}
            cur = parent
            cur.append(value)
    return out


def _name(raw: bytes) -> str:
    if b"#" in raw:
        raw = re.sub(rb"#([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), raw)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _key(k) -> str:
    return getattr(k, "name", k)


def _interpreter_class():
    from pdfminer.pdfinterp import PDFPageInterpreter
    from pdfminer.pdftypes import stream_value
    from pdfminer.psparser import PSKeyword

    class FastInterpreter(PDFPageInterpreter):
        """pdfminer's interpreter with its execute loop fed by `tokens`."""

        def execute(self, streams):
            valid = []
            seen = getattr(self, "stream_ids", set())  # circular-reference guard of recent pdfminer versions
            seen.clear()
            for obj in streams:
                stream = stream_value(obj)
                if stream.objid is None or stream.objid in getattr(self, "parent_stream_ids", ()):
                    continue
                valid.append(stream)
                seen.add(stream.objid)
            try:
                objs = tokens(b"\n".join(s.get_data() for s in valid))
            except _Inline:
                return super().execute(streams)
            methods: dict = {}
            for obj in objs:
                if obj.__class__ is not PSKeyword:
                    self.argstack.append(obj)
                    continue
                entry = methods.get(obj)
                if entry is None:
                    name = obj.name.decode("latin-1") if isinstance(obj.name, bytes) else obj.name
                    func = getattr(self, "do_" + name.replace("*", "_a").replace('"', "_w").replace("'", "_q"), None)
                    entry = methods[obj] = (func, func.__code__.co_argcount - 1 if func else 0)
                func, nargs = entry
                if func is None:
                    continue
                if nargs:
                    args = self.argstack[-nargs:]
                    del self.argstack[-nargs:]
                    if len(args) == nargs:
                        func(*args)
                else:
                    func()

    return FastInterpreter


class _Char:
    """A character as pdfminer's LTChar places it (same arithmetic), without the rest of LTChar."""

    __slots__ = ("_text", "fontname", "size", "matrix", "x0", "y0", "x1", "y1")

    def __init__(self, text, fontname, matrix, box):
        self._text, self.fontname, self.matrix = text, fontname, matrix
        self.x0, self.y0, self.x1, self.y1 = box
        self.size = self.y1 - self.y0


class _Mark:
    """A read-back note met in a content stream: its text and its place (PDF user space, y up)."""

    __slots__ = ("text", "x", "y")

    def __init__(self, text, x, y):
        self.text, self.x, self.y = text, x, y


MARK_TAG = "PKMark"  # as printkit.render.pdf writes it


def _device_class():
    from pdfminer.converter import PDFPageAggregator
    from pdfminer.pdffont import PDFUnicodeNotDefined

    class Device(PDFPageAggregator):
        def render_char(self, matrix, font, fontsize, scaling, rise, cid, ncs, graphicstate):
            if font.is_vertical():
                return super().render_char(matrix, font, fontsize, scaling, rise, cid, ncs, graphicstate)
            try:
                text = font.to_unichr(cid)
            except PDFUnicodeNotDefined:
                text = self.handle_undefined_char(font, cid)
            adv = font.char_width(cid) * fontsize * scaling
            descent = font.get_descent() * fontsize
            bx0, by0, bx1, by1 = 0, descent + rise, adv, descent + rise + fontsize
            a, b, c, d, e, f = matrix  # pdfminer's apply_matrix_rect, term for term
            l1, b1 = a * bx0 + c * by0 + e, b * bx0 + d * by0 + f
            r1, b2 = a * bx1 + c * by0 + e, b * bx1 + d * by0 + f
            r2, t1 = a * bx1 + c * by1 + e, b * bx1 + d * by1 + f
            l2, t2 = a * bx0 + c * by1 + e, b * bx0 + d * by1 + f
            box = (min(l1, l2, r1, r2), min(b1, b2, t1, t2), max(l1, l2, r1, r2), max(b1, b2, t1, t2))
            self.cur_item.add(_Char(text, font.fontname, matrix, box))
            return adv

        def do_tag(self, tag, props=None):
            """A read-back note (printkit.render.pdf.mark_operators): its text and where the CTM puts it."""
            if getattr(tag, "name", None) != MARK_TAG or not isinstance(props, dict):
                return
            raw = props.get("T")
            if isinstance(raw, bytes):
                a, b, c, d, e, f = self.ctm
                self.cur_item.add(_Mark(raw.decode("utf-8", "replace"), e, f))

    return Device


@dataclass
class ScannedPage:
    page_obj: object  # pdfminer's PDFPage (attrs, resources)
    width: float
    height: float
    chars: list = field(default_factory=list)
    rects: list = field(default_factory=list)
    lines: list = field(default_factory=list)
    curves: list = field(default_factory=list)
    # read-back notes (marked-content points, no text): text, x, top (y down), and the number of chars
    # met before it in the stream (so a reader can keep stream order between notes and glyphs)
    marks: list = field(default_factory=list)


_TOKENS: OrderedDict = OrderedDict()  # content bytes -> tokens, the last 8 (see tokens)
_MEMO: OrderedDict = OrderedDict()  # (sha256 of the file's bytes, content) -> pages; see read_pages
MEMO_CHARS = 600_000  # characters kept in the memo, about 400 MB at most


def read_pages(path, content: bool = True, limit: int | None = None) -> list[ScannedPage]:
    """Every page of the PDF at path (the first `limit` with a limit); with content=False only its size and
    page object (nothing drawn).

    One process reading the same bytes again (verify then preflight of one kit, a test suite reading a
    copied kit) gets the pages read the first time: the memo is keyed by the sha256 of the file's bytes,
    so a changed file is always read anew. The pages are shared: read them, never change them.
    """
    import hashlib

    data = Path(path).read_bytes()
    key = (hashlib.sha256(data).digest(), content, limit)
    if key in _MEMO:
        _MEMO.move_to_end(key)
        return _MEMO[key][1]
    pages = _read(data, content, limit)
    _MEMO[key] = (sum(len(p.chars) + len(p.rects) + len(p.lines) + len(p.curves) for p in pages) + 1, pages)
    while sum(n for n, _ in _MEMO.values()) > MEMO_CHARS and len(_MEMO) > 1:
        _MEMO.popitem(last=False)
    return pages


def _read(data: bytes, content: bool, limit: int | None = None) -> list[ScannedPage]:
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfinterp import PDFResourceManager
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser

    pages = []
    doc = PDFDocument(PDFParser(io.BytesIO(data)))  # in memory: page objects resolve their resources lazily
    rsrc = PDFResourceManager(caching=True)
    device = _device_class()(rsrc)
    interp = _interpreter_class()(rsrc, device)
    for page_obj in PDFPage.create_pages(doc):
        if limit is not None and len(pages) >= limit:
            break
        if content:
            interp.process_page(page_obj)
        pages.append(_collect(page_obj, device.get_result() if content else None))
    return pages


def _collect(page_obj, layout) -> ScannedPage:
    from pdfminer.layout import LTChar, LTContainer, LTCurve, LTLine, LTRect
    from pdfminer.pdftypes import resolve1

    mb = [float(v) for v in resolve1(page_obj.attrs["MediaBox"])]
    rotate = int(resolve1(page_obj.attrs.get("Rotate", 0)) or 0) % 360
    (x0, x1), (y0, y1) = sorted((mb[0], mb[2])), sorted((mb[1], mb[3]))
    if rotate in (90, 270):
        x0, y0, x1, y1 = y0, x0, y1, x1
    # as pdfplumber: the media box turned y down; its x0 and top shift every coordinate
    width, height, mx0, mtop = x1 - x0, y1 - y0, x0, -y0
    page = ScannedPage(page_obj, width, height)

    def coord(pt):
        return (mx0 + pt[0], mtop + height - pt[1])

    stack = list(reversed(layout._objs)) if layout is not None else []
    while stack:
        obj = stack.pop()
        cls = obj.__class__
        if cls is _Char or cls is LTChar:
            page.chars.append({"text": obj._text, "fontname": obj.fontname, "size": obj.size,
                               "matrix": obj.matrix, "x0": obj.x0 + mx0, "x1": obj.x1 + mx0,
                               "top": height - obj.y1 + mtop, "bottom": height - obj.y0 + mtop})
        elif cls is _Mark:
            page.marks.append((obj.text, obj.x + mx0, height - obj.y + mtop, len(page.chars)))
        elif isinstance(obj, LTCurve):
            d = {"x0": obj.x0 + mx0, "x1": obj.x1 + mx0, "top": height - obj.y1 + mtop,
                 "bottom": height - obj.y0 + mtop, "width": obj.x1 - obj.x0, "height": obj.y1 - obj.y0, "linewidth": obj.linewidth,
                 "stroke": obj.stroke, "fill": obj.fill, "pts": [coord(p) for p in obj.pts]}
            (page.rects if cls is LTRect else page.lines if cls is LTLine else page.curves).append(d)
        elif isinstance(obj, LTContainer):
            stack.extend(reversed(obj._objs))
    return page
