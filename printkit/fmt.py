"""How numbers are printed on aids and in the CLI (shared so print and read-back agree on format)."""

from __future__ import annotations


def _value(x) -> float:
    """A float from a float or an exact (numerator, denominator) pair."""
    return x[0] / x[1] if isinstance(x, tuple) else float(x)


def percent(p) -> str:
    """0.5555 -> '55.6%'; exact 0 and 1 print as '0%' and '100%'."""
    value = _value(p) * 100
    if value == 0:
        return "0%"
    if value == 100:
        return "100%"
    return f"{value:.1f}%"


def number(x) -> str:
    """Expected values: two decimals."""
    return f"{_value(x):.2f}"
