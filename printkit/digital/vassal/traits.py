"""VASSAL 3.7 piece definitions: each trait's type and state in the fields, order and encoding VASSAL's own
myGetType()/myGetState() write (so the engine reads every field and writes the same text back), and a
piece as its traits, outermost first, over a basic piece.

Field counts (FIELDS) are checked by verify on every piece of a module: a missing trailing field is the
kind of defect VASSAL silently fills with a default (a layer with no key stroke, a flip that does nothing).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from printkit.digital.vassal.encode import keystroke, sequence, split

FLIP_KEY = keystroke("F")
DELETE_KEY = keystroke("D")
FLIP = "Flip"
KEYSTROKE = re.compile(r"\d+,\d+(,.*)?")

# trait id -> (fields of its type after the id, fields of its state); None: any number (a list)
FIELDS: dict[str, tuple[int | None, int | None]] = {
    "emb2": (33, 1), "obs": (11, 2), "delete": (3, 0), "mark": (None, None), "prototype": (1, 0), "piece": (4, None),
}


@dataclass(frozen=True)
class Trait:
    type: str
    state: str


def layer(images: list[str], name: str = "Side", key: str = FLIP_KEY, command: str = FLIP, level: int = 1) -> Trait:
    """An always-active layer (Embellishment, version 1) stepping through `images` with an 'increase
    level' command on `key`, looping (2 images: a flip). Level names are empty, so the piece keeps its name."""
    fields = ["", 130, "", command, 130, "", "", 130, "", "", "", "1", False, 0, 0,
              sequence(images, ","), sequence([""] * len(images), ","), True, name, "", "", False, "", 1,
              1, True, "", key, "", command, "1.0", "", "true"]
    return Trait("emb2;" + sequence(fields, ";"), str(level))


def mask(back_image: str, key: str = FLIP_KEY, command: str = FLIP, mask_name: str = "?") -> Trait:
    """A Mask (Obscurable): shows `back_image` to everyone but its owner until turned face up with `key`
    (the owner sees the face with the back as an inset). A card drawn from a face-down deck is masked."""
    fields = [key, back_image, command, "I", mask_name, "player:", "Peek", "", False, "", ""]
    return Trait("obs;" + sequence(fields, ";"), "null;")


def delete(key: str = DELETE_KEY, command: str = "Delete") -> Trait:
    return Trait("delete;" + sequence([command, key, ""], ";"), "")


def marker(props: dict[str, str]) -> Trait:
    """Static piece properties (Marker): names in the type, values in the state."""
    return Trait("mark;" + sequence(list(props), ","), sequence(list(props.values()), ","))


def prototype(name: str) -> Trait:
    return Trait("prototype;" + name, "")


def basic(name: str, image: str = "") -> Trait:
    """The basic piece: its name and image (a layer or mask above it paints the faces). State for a palette
    piece: no map."""
    return Trait("piece;;;" + sequence([image, name], ";"), basic_state("null", 0, 0, ""))


def basic_state(map_name: str, x: int, y: int, gpid) -> str:
    """BasicPiece state: map name, position, slot id and the count of persistent properties (none)."""
    return sequence([map_name, x, y, gpid, 0], ";")


def piece(traits: list[Trait], inner: Trait) -> tuple[str, str]:
    """(type, state) of a piece: each trait wraps the rest, as Decorator.getType()/getState() nest them
    (the inner text's tabs escaped once per level)."""
    type_, state = inner.type, inner.state
    for t in reversed(traits):
        type_, state = sequence([t.type, type_], "\t"), sequence([t.state, state], "\t")
    return type_, state


def with_position(type_: str, state: str, map_name: str, x: int, y: int, gpid, level: int | None = None) -> str:
    """The state of a piece of `type_` with its basic piece on `map_name` at (x, y), its layer at `level`."""
    types, parts = unnest(type_), unnest(state)
    parts[-1] = basic_state(map_name, x, y, gpid)
    if level is not None:
        parts = [str(level) if trait_id(t) == "emb2" else s for t, s in zip(types, parts)]
    return renest(parts)


def parse_position(state: str) -> tuple[str, int, int, str]:
    """(map name, x, y, slot id) of a piece state (its basic piece's part)."""
    f = split(unnest(state)[-1], ";")
    return f[0], int(f[1]), int(f[2]), f[3]


def unnest(text: str) -> list[str]:
    """The per-trait parts of a nested type or state, outermost first (the inverse of piece())."""
    parts = []
    while True:
        items = split(text, "\t")
        if len(items) == 1:
            return parts + items
        if len(items) != 2:
            raise ValueError(f"a trait level splits into {len(items)} parts, not 2")
        parts.append(items[0])
        text = items[1]


def renest(parts: list[str]) -> str:
    text = parts[-1]
    for p in reversed(parts[:-1]):
        text = sequence([p, text], "\t")
    return text


def trait_id(type_part: str) -> str:
    return type_part.split(";", 1)[0]


def field_count(part: str) -> int:
    """The number of fields after the trait id of one type (or the items of a state)."""
    return len(split(part.split(";", 1)[1], ";")) if ";" in part else 0


def piece_images(type_: str) -> set[str]:
    """The image files a piece type names: layer images, a mask's image, the basic piece's image."""
    out = set()
    for part in unnest(type_):
        tid, fields = trait_id(part), split(part.split(";", 1)[1], ";") if ";" in part else []
        if tid == "emb2" and len(fields) > 15:
            out |= set(split(fields[15], ","))
        elif tid == "obs" and len(fields) > 1:
            out.add(fields[1])
        elif tid == "piece" and len(fields) > 2:
            out.add(fields[2])
    return {i for i in out if i}


def problems(type_: str, state: str, prototypes: set[str]) -> list[str]:
    """What VASSAL would read differently from what the piece means: a trait id it does not know, a type
    or state with other than the field count VASSAL writes, a flip with no key stroke, a name on two
    lines, a prototype the module does not define."""
    if type_ == "stack":
        return []
    try:
        types, states = unnest(type_), unnest(state)
    except ValueError as exc:
        return [str(exc)]
    out = []
    if len(types) != len(states):
        out.append(f"{len(types)} traits but {len(states)} states")
    if trait_id(types[-1]) != "piece":
        out.append("the innermost trait is not a basic piece")
    for t, s in zip(types, states):
        tid = trait_id(t)
        if tid not in FIELDS:
            out.append(f"trait {tid!r} is not one printkit writes")
            continue
        n_type, n_state = FIELDS[tid]
        fields = split(t.split(";", 1)[1], ";") if ";" in t else []
        if n_type is not None and len(fields) != n_type:
            out.append(f"{tid} type has {len(fields)} fields, VASSAL writes {n_type}")
        if tid == "piece":
            sf = split(s, ";")
            if len(sf) < 5 or not sf[4].isdigit() or len(sf) != 5 + 2 * int(sf[4]):
                out.append(f"basic piece state {s!r} is not map;x;y;gpid;property count[;name;value...]")
            if "\n" in fields[-1] if fields else False:
                out.append("a piece name on two lines")
        elif n_state == 0 and s != "":
            out.append(f"{tid} state is not empty")
        elif tid == "emb2":
            if not (s.lstrip("-").isdigit()):
                out.append(f"layer state {s!r} is not a level")
            if fields[3] and not KEYSTROKE.fullmatch(fields[27]):
                out.append(f"layer command {fields[3]!r} has no key stroke (version 1 reads field 28)")
            if fields[24] != "1":
                out.append(f"layer version {fields[24]!r}: version 0 converts its keys")
        elif tid == "obs":
            if len(split(s, ";")) != n_state:
                out.append(f"mask state {s!r} has not {n_state} fields")
            if not KEYSTROKE.fullmatch(fields[0]):
                out.append("mask with no key stroke")
        elif tid == "mark" and len(split(t[5:], ",")) != len(split(s, ",")):
            out.append("marker names and values differ in number")
        elif tid == "prototype" and t[len("prototype;"):] not in prototypes:
            out.append(f"prototype {t[len('prototype;'):]!r} is not defined")
    return out
