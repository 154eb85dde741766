"""VASSAL 3.7 piece definitions: each trait's type and state in the fields, order and encoding VASSAL's own
myGetType()/myGetState() write (so the engine reads every field and writes the same text back), and a
piece as its traits, outermost first, over a basic piece.

Field counts (FIELDS) are checked by verify on every piece of a module: a missing trailing field is the
kind of defect VASSAL silently fills with a default (a layer with no key stroke, a flip that does nothing).
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.digital.vassal.encode import keystroke, sequence, split

FLIP_KEY = keystroke("F")
DELETE_KEY = keystroke("D")
FLIP = "Flip"

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
    fields = [key, back_image, command, "I", mask_name, "", "Peek", "", False, "", ""]
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
