"""Convert plain YAML data into model records, checking types against their annotations.

The model's type hints are the schema: there is no second description of the format to keep in
step. Every mismatch becomes an Issue at its YAML path; conversion goes on to find the rest.
"""

from __future__ import annotations

import re
import types
import typing

from printkit.load.marked import Marked
from printkit.model.common import Color, Length, check_color
from printkit.model.record import MISSING, is_record
from printkit.model.reflect import _fields, _hints
from printkit.units import parse_length

INVALID = object()


class Failed(set):
    """Ids of the entries that failed to build (no "dangling" reports for them), and the YAML paths of every
    value left out, so a check can tell that a whole part (a map, the sides) is missing and keep quiet about
    what follows from that: one mistake, one message."""

    def __init__(self, ids=(), paths=()):
        super().__init__(ids)
        self.paths = set(paths)

    def whole(self, part: str) -> bool:
        """Whether `part` itself, or one of its entries as a whole (maps.main, sides.red), was left out."""
        return any(p and p[0] == part and len(p) <= 2 for p in self.paths)
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff]")  # no place on paper or in XML
MAX_NUMBER = 1_000_000_000  # no count, value or coordinate of a board game comes near; floats beyond lose sense
MAX_LENGTH = 5000 * 72 / 25.4  # 5 m in points: larger than any sheet a printer takes
MAX_LENGTH_TEXT = "5 m"
MAX_TEXT = 10_000  # characters of any text (the longest note of the four games has 2,121)
MAX_SHORT = 200  # characters of a title, name or label: set on every page, counter or card it names
SHORT = frozenset({"title", "label", "name", "abbreviation", "adjective", "top", "bottom", "mark", "side_text",
                   "corner"})


def _describe(tp) -> str:
    origin = typing.get_origin(tp)
    if tp is str or tp is Color:
        return "text" if tp is str else "a colour '#rrggbb'"
    if tp is int:
        return "a whole number"
    if tp is float:
        return "a number"
    if tp is bool:
        return "true or false"
    if tp is Length:
        return "a length such as '16mm'"
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(tp))
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_describe(a) for a in typing.get_args(tp) if a is not type(None))
    if origin is tuple:
        return "a list"
    if origin is dict:
        return "a mapping"
    if is_record(tp):
        return "a mapping"
    return getattr(tp, "__name__", str(tp))


def _show(value) -> str:
    """A short repr for messages."""
    try:
        text = repr(value)
    except ValueError:  # an int past Python's digit limit for str()
        text = "a very large number"
    return text if len(text) <= 60 else text[:57] + "..."


def _kind_of(cls):
    hint = _hints(cls).get("kind")
    if hint is not None and typing.get_origin(hint) is typing.Literal:
        return typing.get_args(hint)[0]
    return None


class Builder:
    """Builds one dataclass tree from a Marked document, collecting issues."""

    def __init__(self, marked: Marked, languages: tuple[str, ...] = (), lang: str | None = None):
        self.m = marked
        self.issues = []
        self.failed_ids: set[str] = set()  # ids of entries that failed: no "dangling" reports for them
        self.dropped: set[tuple] = set()  # YAML paths of the values that failed to build (left out)
        self.languages = languages  # the game's `languages`: text may be {en: ..., ru: ...}
        self.lang = lang or (languages[0] if languages else None)  # the language this model is built in

    def _is_translation(self, value) -> bool:
        return bool(self.languages) and isinstance(value, dict) and bool(value) and \
            all(isinstance(k, str) and len(k) == 2 and k.islower() for k in value) and \
            any(k in self.languages for k in value)

    def _plain(self, value, path):
        """Free-form data (a parameter's value): its translated texts become the build language's."""
        if self._is_translation(value):
            return self._translated(value, path)
        if isinstance(value, dict):
            out = {k: self._plain(v, path + (k,)) for k, v in value.items()}
            return INVALID if any(v is INVALID for v in out.values()) else out
        if isinstance(value, list):
            out = [self._plain(v, path + (i,)) for i, v in enumerate(value)]
            return INVALID if any(v is INVALID for v in out) else out
        if isinstance(value, str) and self._control(value, path):
            return INVALID
        return value

    def _control(self, text: str, path) -> bool:
        """Report a control character in text (no place on paper or in XML), or a text longer than any that
        is printed (a renderer lays out every character); True if there is one."""
        names = [p for p in path if isinstance(p, str) and p not in self.languages]
        most = MAX_SHORT if names and names[-1] in SHORT else MAX_TEXT
        if len(text) > most:
            self.error(path, f"a text of {len(text):,} characters; at most {most:,}"
                             + (f" for a {names[-1].replace('_', ' ')}" if most == MAX_SHORT else ""))
            return True
        bad = _CONTROL.search(text)
        if bad:
            self.error(path, f"text contains the control character U+{ord(bad.group()):04X} "
                             f"at position {bad.start() + 1}; printed text cannot hold it")
        return bool(bad)

    def _translated(self, value, path):
        """Text given per language: every language of the game must be there (never a silent fallback)."""
        ok = True
        for lang in self.languages:
            if lang not in value:
                self.error(path, f"missing the {lang!r} translation (the game's languages: "
                                 f"{', '.join(self.languages)})")
                ok = False
            elif not isinstance(value[lang], str):
                self.error(path + (lang,), f"expected text, got {_show(value[lang])}")
                ok = False
            elif self._control(value[lang], path + (lang,)):
                ok = False
        for key in value:
            if key not in self.languages:
                self.error(path + (key,), f"{key!r} is not one of the game's languages ({', '.join(self.languages)})",
                           key=True)
                ok = False
        return value[self.lang] if ok else INVALID

    def error(self, path, message, key=False):
        self.issues.append(self.m.issue(path, message, key))
        return INVALID

    def build(self, tp, value, path):
        result = self._build(tp, value, path)
        if result is INVALID:
            self.dropped.add(tuple(path))
        return result

    def _build(self, tp, value, path):
        if tp is object or tp is typing.Any:
            return self._plain(value, path)
        origin = typing.get_origin(tp)
        if origin is typing.Literal:
            if value in typing.get_args(tp) and not isinstance(value, bool):
                return value
            return self.error(path, f"expected {_describe(tp)}, got {_show(value)}")
        if origin in (typing.Union, types.UnionType):
            return self._union(tp, value, path)
        if origin is tuple:
            return self._tuple(tp, value, path)
        if origin is dict:
            return self._dict(tp, value, path)
        if is_record(tp):
            return self._dataclass(tp, value, path)
        return self._scalar(tp, value, path)

    def _scalar(self, tp, value, path):
        if tp is Length:
            if not isinstance(value, str):
                return self.error(path, f"expected a length with a unit such as '16mm' or '0.625in', got {_show(value)}")
            try:
                length = parse_length(value)
            except (ValueError, OverflowError) as exc:
                return self.error(path, str(exc) if isinstance(exc, ValueError) else f"length {_show(value)} is too large")
            if abs(length) > MAX_LENGTH:
                return self.error(path, f"length {_show(value)} is larger than {MAX_LENGTH_TEXT}")
            return Length(length)
        if tp is Color:
            if value is None:  # `color: #2f5d9e` unquoted: YAML reads a comment, and no value
                return self.error(path, "expected a colour '#rrggbb', got nothing (unquoted, '#' starts a YAML "
                                        "comment: write it in quotes, \"#2f5d9e\")")
            if not isinstance(value, str):
                return self.error(path, f"expected a colour '#rrggbb', got {_show(value)}")
            try:
                check_color(value)
            except ValueError as exc:
                return self.error(path, str(exc))
            return Color(value)
        if tp is str:
            if isinstance(value, str):
                return INVALID if self._control(value, path) else value
            if self._is_translation(value):
                return self._translated(value, path)
            hint = " (quote numbers that are labels, e.g. '0512')" if isinstance(value, (int, float)) else ""
            return self.error(path, f"expected text, got {_show(value)}{hint}")
        if tp is bool:
            return value if isinstance(value, bool) else self.error(path, f"expected true or false, got {_show(value)}")
        if tp is int:
            if isinstance(value, int) and not isinstance(value, bool):
                if abs(value) > MAX_NUMBER:
                    return self.error(path, f"expected a whole number within ±{MAX_NUMBER:,}, got {_show(value)}")
                return value
            return self.error(path, f"expected a whole number, got {_show(value)}")
        if tp is float:
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                if not (abs(value) <= MAX_NUMBER):  # also false for NaN
                    return self.error(path, f"expected a finite number within ±{MAX_NUMBER:,}, got {_show(value)}")
                return float(value)
            return self.error(path, f"expected a number, got {_show(value)}")
        return self.error(path, f"unsupported type {tp!r}")  # a model bug, still reported

    def _union(self, tp, value, path):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if value is None:
            if len(args) < len(typing.get_args(tp)):
                return None
            return self.error(path, f"expected {_describe(tp)}, got nothing (null)")
        if len(args) == 1:  # Optional[X]: X's own, precise messages
            return self.build(args[0], value, path)
        kinds = {_kind_of(a): a for a in args if is_record(a)}
        if len(kinds) == len(args) and None not in kinds:
            if not isinstance(value, dict):
                return self.error(path, f"expected a mapping with 'kind', got {_show(value)}")
            kind = value.get("kind")
            if not isinstance(kind, str) or kind not in kinds:
                return self.error(path + ("kind",), f"expected kind to be one of {', '.join(map(repr, kinds))}, got {kind!r}")
            return self._dataclass(kinds[kind], value, path)
        for arg in args:  # first alternative that fits without issues
            trial = Builder(self.m, self.languages, self.lang)
            result = trial.build(arg, value, path)
            if not trial.issues:
                return result
        return self.error(path, f"expected {_describe(tp)}, got {_show(value)}")

    def _tuple(self, tp, value, path):
        args = typing.get_args(tp)
        if not isinstance(value, list):
            return self.error(path, f"expected a list, got {_show(value)}")
        if len(args) == 2 and args[1] is Ellipsis:  # a list: keep the good items, report the bad
            items = [self.build(args[0], v, path + (i,)) for i, v in enumerate(value)]
            for v, item in zip(value, items):
                if item is INVALID and isinstance(v, dict) and isinstance(v.get("id"), str):
                    self.failed_ids.add(v["id"])
            return tuple(x for x in items if x is not INVALID)
        else:
            if len(value) != len(args):
                return self.error(path, f"expected a list of {len(args)} values, got {len(value)}")
            items = [self.build(a, v, path + (i,)) for i, (a, v) in enumerate(zip(args, value))]
        return INVALID if any(x is INVALID for x in items) else tuple(items)

    def _dict(self, tp, value, path):
        _, vtype = typing.get_args(tp)
        if not isinstance(value, dict):
            return self.error(path, f"expected a mapping, got {_show(value)}")
        out = {}
        for key, item in value.items():
            if is_record(vtype) and isinstance(item, dict) and "id" in {f.name for f in _fields(vtype)}:
                if "id" in item and item["id"] != key:
                    self.error(path + (key, "id"), f"id {item['id']!r} differs from its key {key!r}")
                item = {"id": key, **item}
            elif (typing.get_origin(vtype) in (typing.Union, types.UnionType) and isinstance(item, dict)
                  and all(is_record(a) and "id" in {f.name for f in _fields(a)}
                          for a in typing.get_args(vtype) if a is not type(None))):
                item = {"id": key, **item}
            out[key] = self.build(vtype, item, path + (key,))
            if out[key] is INVALID:  # keep the good entries, report the bad
                self.failed_ids.add(key)
                del out[key]
        return out

    def _dataclass(self, cls, value, path):
        shorthand = getattr(cls, "SHORTHAND", None)
        if shorthand and (not isinstance(value, (dict, list)) or self._is_translation(value)):
            value = {shorthand: value}
        if not isinstance(value, dict):
            return self.error(path, f"expected a mapping, got {_show(value)}")
        fields = _fields(cls)
        # the keys the loader sets (a palette variant's) are no game file's to write; Game's own are checked later
        internal = () if cls.__name__ == "Game" else getattr(cls, "INTERNAL_KEYS", ())
        names = {f.name for f in fields if f.name not in internal}
        explained = self._unknown_keys(fields, names, value, path)
        hints = _hints(cls)
        kwargs, ok = {}, True
        for f in fields:
            if f.name not in value:
                if f.name in explained:  # a misspelt key: its own message says so
                    ok = False
                elif f.default is MISSING and f.default_factory is MISSING:
                    self.error(path, f"missing required key {f.name!r} ({_describe(hints[f.name])}){_why(cls, f.name)}")
                    ok = False
                continue
            result = self.build(hints[f.name], value[f.name], path + (f.name,))
            if result is INVALID:
                ok = False
            else:
                kwargs[f.name] = result
        if not ok or any(k not in names for k in value):
            return INVALID
        try:
            return cls(**kwargs)
        except (ValueError, TypeError) as exc:
            field = getattr(exc, "field", None)
            for message, more in getattr(exc, "more", ()):  # require_all: every failed check at its own key
                self.error(path + ((more,) if more else ()), message)
            return self.error(path + ((field,) if field else ()), str(exc))


    def _unknown_keys(self, fields, names, value, path) -> set[str]:
        """Report every unknown key once, naming the key it is close to; returns the required keys so explained
        (a misspelt required key is not reported missing as well)."""
        import difflib

        missing = [f.name for f in fields if f.name not in value and f.default is MISSING
                   and f.default_factory is MISSING]
        absent = sorted(n for n in names if n not in value)
        explained: set[str] = set()
        for key in value:
            if key in names:
                continue
            near = difflib.get_close_matches(key, missing, n=1, cutoff=0.6) or \
                difflib.get_close_matches(key, absent, n=1, cutoff=0.75)
            hint = f" (did you mean {near[0]!r}?)" if near else ""
            if near and near[0] in missing:
                explained.add(near[0])
            self.error(path + (key,), f"unknown key {key!r}{hint}; expected one of: {', '.join(sorted(names))}",
                       key=True)
        return explained


def _why(cls, name: str) -> str:
    """': what the key is', from the model's comment on it (the words docs/reference.md prints)."""
    from printkit.spec.fields import description

    text = description(cls, name)
    return f": {text[:1].lower()}{text[1:]}" if text else ""


def build(cls, marked: Marked, lang: str | None = None):
    """Convert a whole document into cls; returns (instance or None, issues, ids of entries that failed).

    A bad entry of a list or mapping is reported and left out, so the rest can still be checked.
    Text written per language ({en: ..., ru: ...}, for a game that lists `languages`) becomes the text of
    `lang` (default: the game's first language).
    """
    languages = ()
    if isinstance(marked.data, dict) and isinstance(marked.data.get("languages"), list):
        languages = tuple(v for v in marked.data["languages"] if isinstance(v, str))
    builder = Builder(marked, languages, lang if lang in languages else None)
    for i, code in enumerate(languages):  # a language names the kit's folder GAME-LANG and keys its texts
        if not (len(code) == 2 and code.isascii() and code.isalpha() and code.islower()):
            builder.error(("languages", i), f"language {code[:40]!r} must be a two-letter code such as 'en' or 'ru' "
                                            "(it names the kit's folder GAME-LANG)")
    result = builder.build(cls, marked.data, ())
    return (None if result is INVALID else result), builder.issues, Failed(builder.failed_ids, builder.dropped)
