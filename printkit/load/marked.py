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
MAX_NODES = 2_000_000

Path = tuple  # of str keys and int indices


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
    values: dict = field(default_factory=dict)  # path -> (line, col) of the value
    keys: dict = field(default_factory=dict)  # path -> (line, col) of the mapping key

    def where(self, path: Path, key: bool = False) -> tuple[int, int]:
        """Best known (line, col) for a path: the value (or key), else the nearest parent."""
        table = self.keys if key else self.values
        p = tuple(path)
        while p:
            if p in table:
                return table[p]
            if p in self.values:
                return self.values[p]
            p = p[:-1]
        return self.values.get((), (1, 1))

    def issue(self, path: Path, message: str, key: bool = False) -> Issue:
        """An Issue located at the given path."""
        line, col = self.where(path, key)
        return Issue(self.file, line, col, format_path(path), message)


class _Converter:
    def __init__(self, marked: Marked, issues: list[Issue]):
        self.m = marked
        self.issues = issues
        self.count = 0
        self.constructor = yaml.constructor.SafeConstructor()

    def convert(self, node, path):
        self.count += 1
        if self.count > MAX_NODES:
            raise _TooBig()
        self.m.values[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if isinstance(node, yaml.MappingNode):
            self.constructor.flatten_mapping(node)
            out = {}
            for knode, vnode in node.value:
                key = self.constructor.construct_object(knode, deep=True)
                if not isinstance(key, (str, int, float, bool)):
                    self.issues.append(self._at(knode, path, "mapping keys must be plain scalars"))
                    continue
                key = str(key) if not isinstance(key, str) else key
                kpath = path + (key,)
                if key in out:
                    self.issues.append(self._at(knode, kpath, f"duplicate key {key!r}"))
                    continue
                self.m.keys[kpath] = (knode.start_mark.line + 1, knode.start_mark.column + 1)
                out[key] = self.convert(vnode, kpath)
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.convert(child, path + (i,)) for i, child in enumerate(node.value)]
        return self.constructor.construct_object(node, deep=True)

    def _at(self, node, path, message):
        return Issue(self.m.file, node.start_mark.line + 1, node.start_mark.column + 1, format_path(path), message)


class _TooBig(Exception):
    pass


def read_marked(file: str, text: str) -> tuple[Marked, list[Issue]]:
    """Parse text; return the marked document and the issues found (syntax, duplicates, size)."""
    marked = Marked(file=file, data=None)
    issues: list[Issue] = []
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        return marked, [Issue(file, 1, 1, "", f"file is larger than {MAX_BYTES // (1024 * 1024)} MiB")]
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        ctx = exc.context_mark
        context = (f"{exc.context} (line {ctx.line + 1}, column {ctx.column + 1}): " if exc.context and ctx
                   else f"{exc.context}: " if exc.context else "")
        return marked, [Issue(file, line, col, "", f"YAML syntax error: {context}{exc.problem}")]
    except yaml.YAMLError as exc:
        return marked, [Issue(file, 1, 1, "", f"YAML error: {exc}")]
    if node is None:
        return marked, [Issue(file, 1, 1, "", "the file is empty")]
    try:
        marked.data = _Converter(marked, issues).convert(node, ())
    except _TooBig:
        return marked, [Issue(file, 1, 1, "", f"document expands to more than {MAX_NODES} values (aliases?)")]
    except yaml.constructor.ConstructorError as exc:
        mark = exc.problem_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        return marked, [Issue(file, line, col, "", f"YAML error: {exc.problem}")]
    return marked, issues
