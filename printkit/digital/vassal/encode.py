"""VASSAL's text encodings: delimited sequences, key strokes, commands and obfuscated saves.

`sequence`/`split` follow VASSAL 3.7's SequenceEncoder and its Decoder exactly: a delimiter inside an item
is preceded by a backslash; an item that starts with a backslash, or is wrapped in single quotes, is wrapped
in (one more pair of) single quotes, which the decoder strips. Obfuscated saves are ObfuscatingOutputStream's
'!VCSK', a key byte, then every byte XOR the key, all as two hex digits.
"""

from __future__ import annotations

ESC = "\x1b"  # separates the commands of a saved game
OBFUSCATED = "!VCSK"
KEY = 0x2A  # fixed, so a build is byte-identical for the same input
ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed: the same input gives the same bytes
CTRL = 130  # KeyStroke.getModifiers() of Ctrl: CTRL_DOWN_MASK (128) | CTRL_MASK (2), as VASSAL writes it


def _item(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


def sequence(items, delimiter: str) -> str:
    """SequenceEncoder: join items, escaping the delimiter inside each with a backslash."""
    out = []
    for value in items:
        s = _item(value)
        escaped = s.replace(delimiter, "\\" + delimiter)
        if s and (s[0] == "\\" or (s[0] == "'" and s[-1] == "'")):
            escaped = f"'{escaped}'"
        out.append(escaped)
    return delimiter.join(out)


def split(text: str, delimiter: str) -> list[str]:
    """SequenceEncoder.Decoder: the items of a sequence (a backslash before a delimiter escapes it)."""
    out, cur, i = [], [], 0
    while i <= len(text):
        if i == len(text) or (text[i] == delimiter and not (i > 0 and text[i - 1] == "\\")):
            tok = "".join(cur)
            out.append(tok[1:-1] if len(tok) > 1 and tok[0] == "'" and tok[-1] == "'" else tok)
            cur = []
        elif text[i] == delimiter:  # escaped: drop the backslash before it
            cur[-1] = delimiter
        else:
            cur.append(text[i])
        i += 1
    return out


def keystroke(key: str, modifiers: int = CTRL) -> str:
    """A key stroke as VASSAL writes it: 'keyCode,modifiers' (e.g. Ctrl+F is '70,130')."""
    return f"{ord(key.upper())},{modifiers}"


def add_piece(piece_id: str | None, type_: str, state: str) -> str:
    """The AddPiece command: '+/id/type/state' (id 'null' for a palette piece)."""
    return "+/" + sequence([piece_id or "null", type_, state], "/")


def parse_add_piece(command: str) -> tuple[str, str, str] | None:
    if not command.startswith("+/"):
        return None
    parts = split(command[2:], "/")
    return (parts[0], parts[1], parts[2]) if len(parts) == 3 else None


def obfuscate(text: str) -> bytes:
    return (OBFUSCATED + f"{KEY:02x}" + "".join(f"{b ^ KEY:02x}" for b in text.encode("utf-8"))).encode("ascii")


def deobfuscate(data: bytes) -> str:
    text = data.decode("ascii")
    if not text.startswith(OBFUSCATED):
        raise ValueError("not an obfuscated VASSAL file")
    key = int(text[5:7], 16)
    raw = bytes(int(text[i:i + 2], 16) ^ key for i in range(7, len(text), 2))
    return raw.decode("utf-8")
