"""VASSAL's text encodings: delimited sequences (escaped delimiters), piece definitions, obfuscated saves.

Written from the documented behaviour of VASSAL's SequenceEncoder (a delimiter inside an element is
preceded by a backslash) and ObfuscatingOutputStream ('!VCSK', a key byte, then every byte XOR the key,
all as two hex digits).
"""

from __future__ import annotations

ESC = "\x1b"  # separates the commands of a saved game
OBFUSCATED = "!VCSK"
KEY = 0x2A  # fixed, so a build is byte-identical for the same input


def sequence(items, delimiter: str) -> str:
    """Join items, escaping the delimiter inside each with a backslash."""
    return delimiter.join(str(i).replace(delimiter, "\\" + delimiter) for i in items)


def split(text: str, delimiter: str) -> list[str]:
    """The inverse of sequence()."""
    out, cur, i = [], [], 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text) and text[i + 1] == delimiter:
            cur.append(delimiter)
            i += 2
            continue
        if ch == delimiter:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    out.append("".join(cur))
    return out


def piece_type(name: str, front: str, back: str) -> str:
    """A two-sided piece: a basic piece under a two-level layer 'Side' flipped by Ctrl+F ('Flip')."""
    layer = sequence(["emb2", "Flip", 2, "F", "", "", "", "", "", "", "", "", 1, "false", 0, 0,
                      f"{front},{back}", "Front,Back", "true", "Side", "", "", "false", "", 1, 1, "true"], ";")
    basic = sequence(["piece", "", "", "", name], ";")
    return sequence([layer, basic], "\t")


def piece_state(map_id: str, x: int, y: int, gpid: int, level: int = 1) -> str:
    """The state of piece_type(): the layer's level (1 front, 2 back), then map, position and slot id."""
    return sequence([str(level), sequence([map_id, x, y, gpid], ";")], "\t")


def parse_position(state: str) -> tuple[str, int, int, int]:
    """(map id, x, y, gpid) from a piece_state()."""
    basic = split(state, "\t")[-1]
    map_id, x, y, gpid = split(basic, ";")[:4]
    return map_id, int(x), int(y), int(gpid)


def add_piece(piece_id: str, type_: str, state: str) -> str:
    """The AddPiece command: '+/id/type/state'."""
    return sequence(["+", piece_id, type_, state], "/")


def parse_add_piece(command: str) -> tuple[str, str, str] | None:
    parts = split(command, "/")
    return (parts[1], parts[2], parts[3]) if len(parts) == 4 and parts[0] == "+" else None


def obfuscate(text: str) -> bytes:
    return (OBFUSCATED + f"{KEY:02x}" + "".join(f"{b ^ KEY:02x}" for b in text.encode("utf-8"))).encode("ascii")


def deobfuscate(data: bytes) -> str:
    text = data.decode("ascii")
    if not text.startswith(OBFUSCATED):
        raise ValueError("not an obfuscated VASSAL file")
    key = int(text[5:7], 16)
    raw = bytes(int(text[i:i + 2], 16) ^ key for i in range(7, len(text), 2))
    return raw.decode("utf-8")
