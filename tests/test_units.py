import pytest

from printkit.units import PT_PER_MM, paper_size, parse_length


@pytest.mark.parametrize("text, points", [
    ("5/8in", 45.0), ("0.625in", 45.0), ("0.5in", 36.0), ("9pt", 9.0), ("25.4mm", 72.0), ("1cm", 10 * PT_PER_MM),
])
def test_lengths_in_points(text, points):
    assert parse_length(text) == pytest.approx(points, abs=1e-9)


@pytest.mark.parametrize("text", ["16", "16 furlongs", "in", "5/8", "", "1.2.3mm"])
def test_bad_lengths_say_what_is_expected(text):
    with pytest.raises(ValueError, match="expected a length such as"):
        parse_length(text)


def test_paper_sizes_are_exact():
    assert paper_size("a4") == pytest.approx((595.2756, 841.8898), abs=1e-3)
    assert paper_size("letter") == (612.0, 792.0)
    with pytest.raises(ValueError, match="unknown paper"):
        paper_size("a3")


def test_a_fraction_over_zero_is_a_bad_length():
    import pytest

    from printkit.units import parse_length

    assert parse_length("5/8in") == 45.0
    with pytest.raises(ValueError, match="over zero"):
        parse_length("5/0in")
