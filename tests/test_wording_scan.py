"""printkit.wording reads section numbers without `re`; these hold it to the pattern it replaced."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.wording import _RULE, rule, section_numbers


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="0123456789.._ aZ(),;٣é-", max_size=24))
def test_section_numbers_are_what_the_pattern_finds(text):
    assert section_numbers(text) == re.findall(_RULE, text)


def test_the_sources_of_the_games_cite_as_before():
    for source, want in [("case_blue.en.txt 5.1 (Combat Resolution Sequence Example, Step 6)", "Rule 5.1"),
                         ("donetsk_airport.en.txt 10.3; ru 10.3", "Rule 10.3"),
                         ("en 16.3, 16.4", "Rules 16.3, 16.4"), ("invented", ""), ("5.1a and 4.1.3.1", "Rule 4.1.3.1"),
                         ("case_blue.en.txt 1.1.4 (80 counters)", "Rule 1.1.4")]:
        assert rule(source) == want, source
