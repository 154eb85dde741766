"""One typed line of `printkit play`: checked (UTF-8, no NUL, bounded) and split into words in linear time.

The words are those of a POSIX shell (shlex.split): blanks separate them, 'single' and "double" quotes and
backslashes protect blanks. shlex itself adds to a growing string one character at a time, which takes
quadratic time on a long word (a 400,000-character line took seconds); this scanner matches whole runs.
"""

from __future__ import annotations

import re

MAX_LINE = 65_536  # characters of one command line (the longest real command is a few hundred)

_BLANKS = " \t\r\n"  # shlex's whitespace (not every Unicode space: a no-break space stays in its word)
# (possessive runs: an open quote never makes the engine try every way to split the text before it)
_TOKEN = re.compile(r"""[^ \t\r\n'"\\]++|'[^']*+'|"(?:[^"\\]++|\\.)*+"|\\.|[ \t\r\n]++|['"\\]""", re.S)
_PLAIN = re.compile(r"[^ \t\r\n]+")
_DOUBLE_ESCAPE = re.compile(r'\\([\\"])')  # (in double quotes a backslash escapes only \ and ")


_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


class LineError(ValueError):
    """The line cannot be a command: `key` names the session's phrase for why, `values` fill it in."""

    def __init__(self, key: str, **values):
        super().__init__(f"{key}: {values}")
        self.key, self.values = key, values


def check(line: str) -> str:
    """The line, or LineError: too long, or holding a NUL or another control character."""
    if len(line) > MAX_LINE:
        raise LineError("line_too_long", count=f"{len(line):,}", most=f"{MAX_LINE:,}")
    bad = _CONTROL.search(line)
    if bad is not None:
        raise LineError("line_control", char=f"U+{ord(bad.group()):04X}")
    return line


def decode(raw: bytes) -> str:
    """A line read as bytes; LineError when it is not UTF-8."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LineError("line_not_utf8", why=f"{exc.reason}, byte {exc.start + 1}") from None


def read(stream) -> str | None:
    """The next line of a binary stream (None at its end), read at most MAX_LINE characters at a time: a line
    too long is read to its end and refused, so one endless line never fills memory."""
    limit = 4 * MAX_LINE + 2  # bytes: UTF-8 takes at most four a character
    raw = stream.readline(limit)
    if not raw:
        return None
    if len(raw) == limit and not raw.endswith(b"\n"):
        count = len(raw)
        while True:
            more = stream.readline(limit)
            count += len(more)
            if not more or more.endswith(b"\n"):
                break
        raise LineError("line_too_long", count=f"over {MAX_LINE:,}", most=f"{MAX_LINE:,}")
    return check(decode(raw).rstrip("\r\n"))


def split(line: str) -> list[str]:
    """shlex.split(line), in one pass; ValueError as shlex gives it for an open quote or a final backslash."""
    if not any(c in line for c in "'\"\\"):  # no quoting: the words are the runs between blanks
        return _PLAIN.findall(line)
    words: list[str] = []
    parts: list[str] = []
    started = False
    for m in _TOKEN.finditer(line):
        token = m.group()
        first = token[0]
        if first in _BLANKS:
            if started:
                words.append("".join(parts))
                parts, started = [], False
            continue
        if token in ("'", '"'):
            raise ValueError("No closing quotation")
        if token == "\\":
            raise ValueError("No escaped character")
        started = True
        if first == "'":
            parts.append(token[1:-1])
        elif first == '"':
            parts.append(_DOUBLE_ESCAPE.sub(r"\1", token[1:-1]))
        elif first == "\\":
            parts.append(token[1])
        else:
            parts.append(token)
    if started:
        words.append("".join(parts))
    return words
