"""Frozen record classes: the part of `dataclasses` the model needs, without its import cost.

`dataclasses` imports `inspect` (with ast, dis, tokenize): about 13 ms, a fifth of a calculator's
60 ms budget, paid on every table-side command because unpickling the cached model imports the
model classes. `@record` gives keyword/positional __init__ with defaults and default factories,
__post_init__, immutability, fields() and replace() - nothing else.
"""

from __future__ import annotations

MISSING = object()


class FrozenInstanceError(AttributeError):
    """Raised on assignment to a record's attribute."""


class Field:
    """One declared attribute: name, default, default factory."""

    __slots__ = ("name", "default", "default_factory", "init")

    def __init__(self, name=None, default=MISSING, default_factory=MISSING):
        self.name = name
        self.default = default
        self.default_factory = default_factory
        self.init = True


def field(*, default=MISSING, default_factory=MISSING) -> Field:
    """A default or a default factory for a record attribute."""
    return Field(default=default, default_factory=default_factory)


def _frozen(self, name, value):
    raise FrozenInstanceError(f"cannot assign to {name!r}: {type(self).__name__} is frozen")


def _frozen_del(self, name):
    raise FrozenInstanceError(f"cannot delete {name!r}: {type(self).__name__} is frozen")


def record(cls=None, *, eq: bool = False, frozen: bool = True):
    """Make cls a record from its annotations (strings, as with `from __future__ import annotations`): frozen
    unless `frozen=False`; with `eq`, records of one class compare and hash by their values (as a frozen
    dataclass does) and show them in repr. `@record` or `@record(eq=True, ...)`."""
    if cls is None:
        return lambda c: _record(c, eq, frozen)
    return _record(cls, eq, frozen)


def _record(cls, eq: bool, frozen: bool):
    found: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for f in getattr(base, "__record_fields__", ()):
            found[f.name] = f
    for name, hint in cls.__dict__.get("__annotations__", {}).items():
        if str(hint).startswith(("ClassVar", "typing.ClassVar")):
            continue
        value = cls.__dict__.get(name, MISSING)
        if isinstance(value, Field):
            f = Field(name, value.default, value.default_factory)
            if value.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, value.default)
        else:
            f = Field(name, value)
        found.pop(name, None)
        found[name] = f
    fields = tuple(found.values())
    _check_order(cls, fields)
    cls.__init__ = _lazy_init(cls, fields)
    if frozen:
        cls.__setattr__ = _frozen
        cls.__delattr__ = _frozen_del
    cls.__record_fields__ = fields
    if eq:
        _add_eq(cls, fields, hashable=frozen)
    return cls


def _add_eq(cls, fields: tuple, hashable: bool) -> None:
    """__eq__ (and, frozen, __hash__) over the values in field order, and a repr showing them."""
    from operator import attrgetter

    names = tuple(f.name for f in fields)
    values = attrgetter(*names) if len(names) > 1 else (lambda o, n=names[0]: (getattr(o, n),))

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return values(self) == values(other)

    def __hash__(self):
        return hash(values(self))

    def __repr__(self):
        return f"{type(self).__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in names)})"

    cls.__eq__ = __eq__
    cls.__hash__ = __hash__ if hashable else None
    cls.__repr__ = __repr__


def _check_order(cls, fields: tuple) -> None:
    seen_default = False
    for f in fields:
        if f.default is MISSING and f.default_factory is MISSING:
            if seen_default:
                raise TypeError(f"{cls.__name__}: field {f.name!r} without a default follows one with a default")
        else:
            seen_default = True


def _lazy_init(cls, fields: tuple):
    """An __init__ that compiles the real one on its first call: a class whose records are only unpickled
    (the calculators' path) never pays for compiling it (about half a millisecond a class)."""

    def __init__(self, *args, **kwargs):
        real = _make_init(cls, fields)
        cls.__init__ = real
        real(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _make_init(cls, fields: tuple):
    """The record's __init__: positional or keyword arguments, defaults, default factories, __post_init__."""
    params, body, env = [], [], {"_MISSING": MISSING, "_set": object.__setattr__}
    for f in fields:
        if f.default is MISSING and f.default_factory is MISSING:
            params.append(f.name)
            body.append(f"_set(self, {f.name!r}, {f.name})")
        elif f.default_factory is not MISSING:
            env[f"_f_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_MISSING")
            body.append(f"_set(self, {f.name!r}, _f_{f.name}() if {f.name} is _MISSING else {f.name})")
        else:
            env[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
            body.append(f"_set(self, {f.name!r}, {f.name})")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n    " + "\n    ".join(body or ["pass"])
    exec(source, env)  # noqa: S102 - generated from the class's own field names only
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def is_record(cls) -> bool:
    return isinstance(cls, type) and "__record_fields__" in cls.__dict__


def fields(cls_or_obj) -> tuple[Field, ...]:
    return cls_or_obj.__record_fields__


def replace(obj, **changes):
    """A copy of obj with some attributes changed (runs __post_init__ again)."""
    values = {f.name: getattr(obj, f.name) for f in obj.__record_fields__}
    values.update(changes)
    return type(obj)(**values)
