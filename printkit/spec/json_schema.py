"""The game format as a JSON Schema (draft 2020-12), generated from the model: `printkit schema`.

An editor with a YAML language server validates and completes a game file against it (the file's first line
`# yaml-language-server: $schema=PATH/game.schema.json`). The schema says what the types say: the keys, their
types, which are required, the choices of each; the cross-references (a counter's side is one of the sides),
the provenance rules and the maker's checks are the loader's (`printkit validate`).
"""

from __future__ import annotations

import json
import typing

from printkit.load.schema import MAX_NUMBER
from printkit.model.common import Color, Length
from printkit.model.record import MISSING, is_record
from printkit.spec import fields as spec

DRAFT = "https://json-schema.org/draft/2020-12/schema"
LENGTH = r"^\s*-?\d+(\.\d+)?(/\d+)?\s*(pt|in|mm|cm)\s*$"  # printkit.units._LENGTH
COLOR = r"^#[0-9a-fA-F]{6}$"

COMMON_DEFS = {
    "Text": {
        "description": "Text; in a game with `languages`, a mapping of language code to text ({en: ..., ru: ...}).",
        "anyOf": [{"type": "string"},
                  {"type": "object", "propertyNames": {"pattern": "^[a-z]{2}$"},
                   "additionalProperties": {"type": "string"}, "minProperties": 1}],
    },
    "Length": {"description": "A length with its unit: '16mm', '0.625in', '5/8in', '9pt', '2cm'.",
               "type": "string", "pattern": LENGTH},
    "Color": {"description": "A colour '#rrggbb'.", "type": "string", "pattern": COLOR},
}


class _Writer:
    def __init__(self):
        self.defs: dict = {}

    def of(self, tp, in_list: bool = False) -> dict:
        """The schema of one annotated type."""
        if tp is object or tp is typing.Any:
            return {}
        if tp is str:
            return {"$ref": "#/$defs/Text"}
        if tp is Color:
            return {"$ref": "#/$defs/Color"}
        if tp is Length:
            return {"$ref": "#/$defs/Length"}
        if tp is bool:
            return {"type": "boolean"}
        if tp is int:
            return {"type": "integer", "minimum": -MAX_NUMBER, "maximum": MAX_NUMBER}
        if tp is float:
            return {"type": "number", "minimum": -MAX_NUMBER, "maximum": MAX_NUMBER}
        origin = typing.get_origin(tp)
        if origin is typing.Literal:
            return {"enum": list(typing.get_args(tp))}
        if spec.is_union(tp):
            return self._union(tp, in_list)
        if origin is tuple:
            args = typing.get_args(tp)
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.of(args[0], in_list=True)}
            return {"type": "array", "prefixItems": [self.of(a) for a in args], "minItems": len(args),
                    "maxItems": len(args)}
        if origin is dict:
            _, value = typing.get_args(tp)
            return {"type": "object", "additionalProperties": self.of(value)}
        if is_record(tp):
            return self.record(tp, in_list)
        raise TypeError(f"no JSON Schema for {tp!r}")  # a model type the generator does not know: a test says so

    def _union(self, tp, in_list: bool) -> dict:
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(args) > 1 and all(is_record(a) and spec.kind_of(a) for a in args):
            # chosen by `kind`, as the loader chooses: each kind's own keys, and precise messages
            options = [{"type": "object", "required": ["kind"],
                        "properties": {"kind": {"enum": [spec.kind_of(a) for a in args]}},
                        "allOf": [{"if": {"properties": {"kind": {"const": spec.kind_of(a)}}, "required": ["kind"]},
                                   "then": self.of(a, in_list)} for a in args]}]
        else:
            options = [self.of(a, in_list) for a in args]
        if len(args) < len(typing.get_args(tp)):
            options.append({"type": "null"})
        return options[0] if len(options) == 1 else {"anyOf": options}

    def record(self, cls, in_list: bool = False) -> dict:
        name = cls.__name__
        if name not in self.defs:
            self.defs[name] = {}  # reserve (records nest: Step holds Steps)
            keys = spec.keys(cls)
            props = {}
            for k in keys:
                p = self.of(k.type)
                if k.description:
                    p = {**p, "description": k.description}
                default = _json_default(k)
                if default is not MISSING:
                    p = {**p, "default": default}
                props[k.name] = p
            body = {"type": "object", "description": spec.doc(cls), "properties": props,
                    "required": [k.name for k in keys if k.required and k.name != "id"],
                    "additionalProperties": False}
            if not body["required"]:
                del body["required"]
            shorthand = getattr(cls, "SHORTHAND", None)
            if shorthand:  # a bare value is short for {shorthand: value}
                short = next(k for k in keys if k.name == shorthand)
                body = {"description": body["description"], "anyOf": [self.of(short.type),
                                                                       {k: v for k, v in body.items()
                                                                        if k != "description"}]}
            self.defs[name] = body
        ref = {"$ref": f"#/$defs/{name}"}
        has_id = any(k.name == "id" and k.required for k in spec.keys(cls))
        return {**ref, "required": ["id"]} if in_list and has_id else ref  # in a mapping the key is the id


def _json_default(key):
    """The key's default as JSON, where it says something (not for lengths in points or records)."""
    if key.required or key.type is Length or is_record(type(key.default)) or key.default is None:
        return MISSING
    value = key.default
    if isinstance(value, tuple):
        if any(isinstance(v, Length) or is_record(type(v)) for v in value):
            return MISSING
        value = list(value)
    if isinstance(value, dict) and value:
        return MISSING
    try:
        json.dumps(value)
    except TypeError:
        return MISSING
    return value


def schema() -> dict:
    """The JSON Schema of a game file."""
    from printkit.model.game import Game

    w = _Writer()
    root = w.record(Game)
    return {"$schema": DRAFT, "title": "printkit game",
            "description": "One board wargame for printkit: sides, units, counters, maps, charts, parameters and "
                           "scenarios. Generated from printkit/model by `printkit schema`; keys and types are "
                           "described in docs/reference.md.",
            **root, "$defs": {**COMMON_DEFS, **dict(sorted(w.defs.items()))}}


def text() -> str:
    """The schema as the text `printkit schema` prints (and docs/game.schema.json holds)."""
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"
