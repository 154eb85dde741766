"""The slow tier's lists (tests/conftest.py) name tests that exist: a renamed test must not fall silently
into the fast tier's 90 s budget, nor a stale entry hide that it is gone."""

from __future__ import annotations

import re

from conftest import ROOT, SLOW_FILES, SLOW_TESTS, _slow


def test_every_slow_entry_names_a_test_that_exists():
    for path in SLOW_FILES:
        assert (ROOT / path).is_file(), path
    for entry in SLOW_TESTS:
        path, name = entry.split("::")
        text = (ROOT / path).read_text(encoding="utf-8")
        assert re.search(rf"^def {re.escape(name)}\(", text, re.M), entry


def test_a_slow_test_is_slow_with_any_parameters_and_a_fast_one_is_not():
    entry = SLOW_TESTS[0]
    assert _slow(entry) and _slow(entry + "[case_blue]")
    assert _slow(SLOW_FILES[0] + "::test_anything")
    assert not _slow(entry + "_and_more") and not _slow("tests/test_tiers.py::test_every_slow_entry_names_a_test_that_exists")
