"""Read YAML safely into plain Python values while remembering where each value stood."""

from __future__ import annotations

from dataclasses import dataclass, field

import yaml

from printkit.errors import Issue

try:  # the C loader is several times faster; fall back when libyaml is absent
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the build of PyYAML
    _Loader = yaml.SafeLoader

MAX_BYTES = 8 * 1024 * 1024
MAX_NODES = 200_000  # 50 times the largest game (ukrainian_crisis: 4,258 values); caps alias expansion
MAX_DEPTH = 64  # far deeper than any game file; keeps every recursive walk of the data far from Python's limit

Path = tuple  # of str keys and int indices


def split_lines(text: str) -> list[str]:
    """The lines of a text as an editor numbers them: only \\n (and \\r\\n) end a line.

    YAML also breaks lines at U+0085, U+2028 and U+2029; its marks' line numbers would then disagree
    with the user's editor, so locations are computed from the marks' character index instead.
    """
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


def format_path(path: Path) -> str:
    """('a', 'b', 3, 'c') -> 'a.b[3].c'."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


@dataclass
class Marked:
    """A YAML document as plain data plus the line/column of every value and key."""

    file: str
    data: object
    values: dict = field(default_factory=dict)  # path -> where the value starts (see `at`)
    keys: dict = field(default_factory=dict)  # path -> where the mapping key starts
    raw_keys: dict = field(default_factory=dict)  # path -> the key as written, where YAML read it as a number
    # A place is the character index into the text, made (line, col) only when asked (most never are):
    # the Locator of the text; without one, places are (line, col) already.
    locator: object = None

    def where(self, path: Path, key: bool = False) -> tuple[int, int]:
        """Best known (line, col) for a path: the value (or key), else the nearest parent."""
        table = self.keys if key else self.values
        p = tuple(path)
        while p:
            if p in table:
                return self._at(table[p])
            if p in self.values:
                return self._at(self.values[p])
            p = p[:-1]
        return self._at(self.values.get((), (1, 1)))

    def _at(self, place) -> tuple[int, int]:
        return self.locator.at(place) if type(place) is int and self.locator is not None else place

    def issue(self, path: Path, message: str, key: bool = False) -> Issue:
        """An Issue located at the given path."""
        line, col = self.where(path, key)
        return Issue(self.file, line, col, format_path(path), message)


class Locator:
    """Line and column, as an editor counts them, of a character index into the text."""

    def __init__(self, text: str):
        import bisect

        self._bisect = bisect.bisect_right
        self.starts = [0]
        i = text.find("\n")
        while i >= 0:
            self.starts.append(i + 1)
            i = text.find("\n", i + 1)
        self.lines = split_lines(text)

    def at(self, index: int) -> tuple[int, int]:
        """1-based (line, column); an index at the very end stays on the last line."""
        line = max(1, self._bisect(self.starts, index))
        line = min(line, len(self.lines))
        col = index - self.starts[line - 1] + 1
        return line, max(1, min(col, len(self.lines[line - 1]) + 1))

    def mark(self, mark) -> tuple[int, int]:
        return self.at(mark.index) if mark is not None else (1, 1)


_STR = "tag:yaml.org,2002:str"


class _Converter:
    def __init__(self, marked: Marked, issues: list[Issue], locator: Locator):
        self.m = marked
        self.issues = issues
        self.count = 0
        self.loc = locator
        self.constructor = yaml.constructor.SafeConstructor()

    def convert(self, node, path, depth=0):
        self.count += 1
        if self.count > MAX_NODES:
            raise _TooBig()
        self.m.values[path] = node.start_mark.index if node.start_mark is not None else (1, 1)
        if depth > MAX_DEPTH and isinstance(node, (yaml.MappingNode, yaml.SequenceNode)):
            self.issues.append(self._at(node, path, f"nested more than {MAX_DEPTH} levels deep"))
            return None
        if isinstance(node, yaml.MappingNode):
            self.constructor.flatten_mapping(node)
            out = {}
            for knode, vnode in node.value:
                if not isinstance(knode, yaml.ScalarNode):
                    self.issues.append(self._at(knode, path, "mapping keys must be plain scalars"))
                    continue
                key = self._scalar(knode, path)
                if not isinstance(key, (str, int, float, bool)):
                    self.issues.append(self._at(knode, path, "mapping keys must be plain scalars"))
                    continue
                if not isinstance(key, str):
                    self.m.raw_keys[path + (str(key),)] = knode.value  # 0303 is the number 195 (octal)
                    key = str(key)
                if not (key.isascii() and key.isprintable()) and any(ord(c) < 32 or 127 <= ord(c) < 160 for c in key):
                    self.issues.append(self._at(knode, path, f"key {key!r} contains a control character"))
                    continue
                kpath = path + (key,)
                if key in out:
                    self.issues.append(self._at(knode, kpath, f"duplicate key {key!r}"))
                    continue
                self.m.keys[kpath] = knode.start_mark.index if knode.start_mark is not None else (1, 1)
                out[key] = self.convert(vnode, kpath, depth + 1)
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.convert(child, path + (i,), depth + 1) for i, child in enumerate(node.value)]
        return self._scalar(node, path)

    def _scalar(self, node, path):
        if node.tag == _STR and node.__class__ is yaml.ScalarNode:  # most values: what the constructor returns
            return node.value
        try:
            return self.constructor.construct_object(node, deep=True)
        except ValueError:  # e.g. an integer of more digits than Python converts
            self.issues.append(self._at(node, path, f"value {node.value[:20]!r}... cannot be read (too long a number?)"))
            return None

    def _at(self, node, path, message):
        line, col = self.loc.mark(node.start_mark)
        return Issue(self.m.file, line, col, format_path(path), message)


def _comment_in(line: str) -> bool:
    """Whether a line has a '#' outside quotes after a space: a comment where a value was meant."""
    import re

    return re.search(r"(^|\s)#", re.sub(r"\"[^\"]*\"|'[^']*'", "", line)) is not None


class _TooBig(Exception):
    pass


def read_marked(file: str, text: str) -> tuple[Marked, list[Issue]]:
    """Parse text; return the marked document and the issues found (syntax, duplicates, size)."""
    marked = Marked(file=file, data=None)
    issues: list[Issue] = []
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        return marked, [Issue(file, 1, 1, "", f"file is larger than {MAX_BYTES // (1024 * 1024)} MiB")]
    locator = Locator(text)
    marked.locator = locator
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        line, col = locator.mark(exc.problem_mark or exc.context_mark)
        ctx = exc.context_mark
        cline, ccol = locator.mark(ctx)
        context = (f"{exc.context} (line {cline}, column {ccol}): " if exc.context and ctx
                   else f"{exc.context}: " if exc.context else "")
        hint = ""
        if exc.context and "flow" in exc.context and ctx is not None and _comment_in(locator.lines[cline - 1]):
            hint = " (an unquoted '#' starts a YAML comment: write colours in quotes, \"#2f5d9e\")"
        return marked, [Issue(file, line, col, "", f"YAML syntax error: {context}{exc.problem}{hint}")]
    except yaml.YAMLError as exc:
        return marked, [Issue(file, 1, 1, "", f"YAML error: {exc}")]
    if node is None:
        return marked, [Issue(file, 1, 1, "", "the file is empty")]
    try:
        marked.data = _Converter(marked, issues, locator).convert(node, ())
    except _TooBig:
        return marked, [Issue(file, 1, 1, "", f"document expands to more than {MAX_NODES} values (aliases?)")]
    except yaml.constructor.ConstructorError as exc:
        line, col = locator.mark(exc.problem_mark)
        return marked, [Issue(file, line, col, "", f"YAML error: {exc.problem}")]
    return marked, issues
