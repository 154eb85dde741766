"""Regression tests for the hostile-input classes found by hand and by tools/fuzz.py.

Each input must end in a located DataError (file:line:col inside the file, YAML path, what was expected),
never a traceback; what validates must build.
"""

from __future__ import annotations

import pytest

from printkit.errors import DataError
from printkit.load.game_loader import validated
from printkit.load.marked import split_lines
from tests.conftest import ROOT

LITTLE_WAR = (ROOT / "data" / "little_war.yaml").read_text()
CASE_BLUE = (ROOT / "data" / "case_blue.yaml").read_text()


def _issues(text: str, name: str = "g.yaml") -> list:
    with pytest.raises(DataError) as info:
        validated(name, text, glyphs=True)
    lines = split_lines(text)
    for issue in info.value.issues:  # every issue inside the file an editor shows
        assert 1 <= issue.line <= len(lines), issue
        assert 1 <= issue.col <= len(lines[issue.line - 1]) + 1, issue
    return info.value.issues


def _one(text, needle):
    issues = _issues(text)
    assert any(needle in str(i) for i in issues), [str(i) for i in issues]
    return issues


def test_an_integer_too_large_for_a_float():
    text = LITTLE_WAR.replace("size: 5/8in", "size: 5/8in\n  corner: " + "9" * 400, 1)
    _one(text, "counter_sheet.corner: expected a length")
    text = CASE_BLUE.replace("turns: 5", "turns: " + "9" * 400, 1)
    _one(text, "expected a whole number within ±1,000,000,000")


def test_an_integer_past_pythons_digit_limit():
    text = LITTLE_WAR.replace("turns: 7", "turns: " + "7" * 5000, 1)
    assert text != LITTLE_WAR
    _one(text, "cannot be read")


def test_a_length_too_large_or_not_finite():
    _one(LITTLE_WAR.replace("size: 5/8in", "size: " + "9" * 400 + "in", 1), "is too large")
    _one(LITTLE_WAR.replace("size: 5/8in", "size: 99999mm", 1), "larger than 5 m")


@pytest.mark.parametrize("value", [".inf", "-.inf", ".nan", "1.0e+309"])
def test_infinite_or_nan_numbers(value):
    text = CASE_BLUE.replace("print_scale: 1.5", f"print_scale: {value}", 1)
    assert text != CASE_BLUE
    _one(text, "print_scale: expected a finite number")


def test_an_unhashable_value_where_a_name_is_expected():
    text = LITTLE_WAR.replace("kind: ranges", "kind: {a: 1}", 1)
    assert text != LITTLE_WAR
    _one(text, "expected kind to be one of")


def test_a_mapping_as_a_key():
    _one(LITTLE_WAR + "\n? {a: 1}\n: 2\n", "mapping keys must be plain scalars")


@pytest.mark.parametrize("depth", [100, 999])
def test_nesting_deep_enough_to_exhaust_recursion(depth):
    _one(LITTLE_WAR + "\nextra: " + "[" * depth + "]" * depth + "\n", "nested more than 64 levels deep")


def test_nesting_past_libyaml_limit_is_a_syntax_error():
    _one(LITTLE_WAR + "\nextra: " + "[" * 5000 + "]" * 5000 + "\n", "maximum nesting depth")


def test_a_grid_so_large_that_listing_its_hexes_would_exhaust_memory():
    text = CASE_BLUE.replace("rows: [26, 38]", "rows: [1, 100000000]", 1)
    assert text != CASE_BLUE
    issues = _issues(text)
    assert any("the grid has" in str(i) and "at most 10,000" in str(i) for i in issues)
    assert any("XXYY labels number rows 0 to 99; got [1, 100000000]" in str(i) for i in issues)


def test_a_game_with_nothing_to_print():
    _one("id: empty\ntitle: Empty\nsource: x\nstatus: printed\n", "the game has nothing to print")


def test_a_counter_larger_than_the_page():
    _one(LITTLE_WAR.replace("size: 5/8in", "size: 300mm", 1), "at most 100 mm fits a sheet")


def test_too_many_counters():
    text = CASE_BLUE.replace("quantity: 2", "quantity: 900000", 1).replace("total: 80", "total: 900078", 1)
    assert "quantity: 900000" in text
    _one(text, "counters to print; at most 5000")


@pytest.mark.parametrize("char", ["\x07", "\x1b", "\x85", "\x0c"])
def test_control_characters_never_reach_svg_text(char):
    escaped = {"\x07": "\\a", "\x1b": "\\e", "\x85": "\\N", "\x0c": "\\f"}[char]
    text = LITTLE_WAR.replace("title: The Little War", f'title: "The Little{escaped}War"', 1)
    _one(text, "control character")


def test_a_line_separator_in_a_plain_scalar_is_located_as_an_editor_shows_it():
    text = LITTLE_WAR.replace("title: The Little War", "title: The Little\u2028War", 1)
    issues = _one(text, "YAML syntax error")
    title = next(i for i, l in enumerate(split_lines(text), 1) if l.startswith("title: The Little"))
    assert issues[0].line == title + 1 and f"(line {title}, column 19)" in issues[0].message


def test_a_syntax_error_at_the_end_of_a_file_without_a_final_newline():
    text = LITTLE_WAR.rstrip("\n") + "\nbroken: [1, 2"
    issues = _one(text, "YAML syntax error")
    assert issues[0].line == len(split_lines(text))


@pytest.mark.parametrize("sep", ["\u2028", "\u0085", "\u2029"])
def test_unicode_line_separators_do_not_shift_line_numbers(sep):
    text = LITTLE_WAR.replace("title: The Little War", f'title: "The Little{sep}War"', 1)
    text = text.replace("status: printed", "status: maybe", 1)
    issues = _issues(text)
    line = next(i for i, l in enumerate(split_lines(text), 1) if "status: maybe" in l)
    assert any(i.line == line and "status" in i.path for i in issues), [str(i) for i in issues]


def test_what_validates_builds_to_well_formed_files():
    """The harness itself: sixty seeded mutations over every game, some built (`make fuzz-ci` runs 3,000)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("fuzz", ROOT / "tools" / "fuzz.py")
    fuzz = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fuzz)
    result = fuzz.campaign(fuzz_games(), 60, seed=7, build_every=10, jobs=1)
    assert result["counts"]["fail"] == 0, result["failures"]
    assert result["counts"]["located"] > 0 and result["counts"]["ok"] + result["counts"]["built"] > 0


def fuzz_games():
    from printkit.load.game_loader import game_ids

    return game_ids()


@pytest.mark.parametrize("focus,inputs", [("session", 24), ("manifest", 200)])
def test_the_session_and_manifest_fuzzers_find_nothing(focus, inputs):
    """The harnesses of `make fuzz-ci` for typed lines and saves (printkit play) and for kit manifests."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("fuzz", ROOT / "tools" / "fuzz.py")
    fuzz = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fuzz)
    result = fuzz.campaign(fuzz_games(), inputs, seed=5, build_every=0, jobs=1, focus=focus)
    assert result["counts"]["fail"] == 0, result["failures"]
    assert result["counts"]["ok"] > 0


def test_the_cache_stamp_covers_every_module_validation_imports():
    """A validated game is cached under a stamp of the sources that validate it: every printkit module the
    loader and the model import is among them (else a change to it would leave stale games in the cache)."""
    import re

    from printkit.load.cache import VALIDATION

    top = {p.name for p in (ROOT / "printkit").glob("*.py")}
    used = set()
    for folder in ("load", "model"):
        for source in (ROOT / "printkit" / folder).glob("*.py"):
            text = source.read_text(encoding="utf-8")
            used |= {f"{m}.py" for m in re.findall(r"from printkit\.(\w+) import", text)}
            used |= {f"{m}.py" for m in re.findall(r"from printkit import (\w+)", text)}
    assert used & top - {"__init__.py"} <= set(VALIDATION), sorted(used & top - set(VALIDATION))
