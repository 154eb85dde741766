"""The code knows no game: printkit/ outside printkit/games/ cites no rule number (issue 19, item 5).

The same search as the brief's grep: `Rule N.N` (or `rule N.N`) or a dotted number or range alone in parentheses
("(8.0)", "(6.21-6.23)") on any line of printkit/**/*.py outside printkit/games/, comments (`#`, whole-line or
after the code) left out. A citation belongs in
the game's data (`citations:`, a parameter's `rule:`, a hex map's `citations:`), read by rules/citations.py.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATTERN = re.compile(r"\b[Rr]ules? [0-9]+\.[0-9]|\(([0-9]+\.)+[0-9]+( ?[-\u2013] ?([0-9]+\.)*[0-9]+)?\)")
COMMENT = re.compile(r"^\s*#")


def offending_lines() -> list[str]:
    """'path:line: text' for every line the search finds (the brief's grep, in Python)."""
    found = []
    for path in sorted((ROOT / "printkit").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("printkit/games/"):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("  # ", 1)[0]  # an inline comment is not a citation either
            if PATTERN.search(code) and not COMMENT.match(line):
                found.append(f"{rel}:{n}: {line.strip()}")
    return found


def test_the_search_finds_what_it_looks_for():
    """The search can fail: it finds a rule number in a help string and an error message, not in a comment."""
    assert PATTERN.search('help="trace a supply line (7.4)"')
    assert PATTERN.search('raise RulesError("only 2 scored (Rule 6.21)")')
    assert PATTERN.search('"a Faded Dot hex (1.3.2)"')
    assert PATTERN.search('help="each unit\'s result (6.21-6.23)"')  # a range of rules
    assert PATTERN.search('"the optional rule 9.1"')
    assert not PATTERN.search("dash=(2.5, 2)") and not PATTERN.search("(0.0, 0.0, -1.0, -1.0)")
    assert not PATTERN.search('"a Faded Dot hex" + bare(board, "faded_dot")')
    assert COMMENT.match("    # the S column of the set-up table (15.2.1)")


def test_the_code_cites_no_rule_number():
    found = offending_lines()
    assert not found, "rule numbers in printkit/ outside printkit/games/ (cite them from the data):\n" + "\n".join(found)


# A rule number can also hide in a message's words: "(1D6 <= {n}, 7.2)", "chooses, 7.31)", "only, 5.1, 7.1.1",
# or a whole string passed on as the rule ("4.1.3.1"). In string literals (docstrings left out, as comments): a
# dotted number at the start of the string or after "(", "," or ";".
HIDDEN = re.compile(r"(?:^|[(,;] ?)([0-9]{1,2}(?:\.[0-9]{1,2}){1,3})(?=$|[),;\- \"'])")
NOT_RULES = {("printkit/__init__.py", "0.1.0"), ("printkit/digital/vassal/module.py", "3.7.26"),
             ("printkit/digital/vassal/traits.py", "1.0")}  # a version, VASSAL's version, a trait's version


def hidden_numbers() -> list[str]:
    import io
    import tokenize

    kinds = {tokenize.STRING} | ({tokenize.FSTRING_MIDDLE} if hasattr(tokenize, "FSTRING_MIDDLE") else set())
    found = []
    for path in sorted((ROOT / "printkit").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("printkit/games/"):
            continue
        text = path.read_text(encoding="utf-8")
        if not re.search(r"[\"'(,;] ?[0-9]{1,2}\.[0-9]", text):
            continue  # nothing that could be one (tokenizing every file takes a second)
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
        for i, tok in enumerate(tokens):
            if tok.type not in kinds:
                continue
            before = tokens[i - 1].type if i else tokenize.NEWLINE
            if tok.string.startswith(('"""', "'''")) and before in (tokenize.INDENT, tokenize.NEWLINE, tokenize.NL,
                                                                    tokenize.DEDENT, tokenize.ENCODING):
                continue  # a docstring
            prefix = tok.string[:len(tok.string) - len(tok.string.lstrip("rbfuRBFU"))]
            body = tok.string[len(prefix):]
            if "f" in prefix.lower():
                body = re.sub(r"\{[^{}]*\}", "{}", body)  # an f-string's expressions are code, not words
            body = body[3:-3] if body[:3] in ('"""', "'''") else body[1:-1] if body[:1] in "\"'" else body
            for m in HIDDEN.finditer(body):
                if (rel, m.group(1)) not in NOT_RULES:
                    found.append(f"{rel}:{tok.start[0]}: {m.group(1)} in {tok.string[:80]}")
    return found


def test_the_hidden_search_finds_what_it_looks_for():
    for text in ("(1D6 <= {n}, 7.2)", "the inflicting player chooses, 7.31)", "only, 5.1, 7.1.1, 10.2", "4.1.3.1",
                 "has strength {strongest}, 10.1-10.4", "15.1.1.2 At Start", "6.24)"):
        assert HIDDEN.search(text), text
    for text in ("e.g. R 1.5 and D -0.5.", "such as 0.5,-0.3", "opacity=", "rules.txt 5.1", "(x 2.5 mm)"):
        assert not HIDDEN.search(text), text


def test_no_rule_number_hides_in_a_message():
    found = hidden_numbers()
    assert not found, "rule numbers in the shared code's strings (cite them from the data):\n" + "\n".join(found)
