"""Exact dice probabilities with fractions: hits from a pool of dice, at-least tails, expectations."""

from __future__ import annotations

from fractions import Fraction
from math import comb


def hit_chance(faces: list[int], sides: int) -> Fraction:
    """Chance that one die shows one of the given faces."""
    return Fraction(len(set(faces)), sides)


def binomial(n: int, p: Fraction) -> list[Fraction]:
    """P(k successes) for k = 0..n out of n independent trials of chance p."""
    q = 1 - p
    return [comb(n, k) * p**k * q ** (n - k) for k in range(n + 1)]


def at_least(dist: list[Fraction], k: int) -> Fraction:
    """P(X >= k) for a distribution over 0..n."""
    return sum(dist[k:], Fraction(0)) if k >= 0 else Fraction(1)


def expected(dist: list[Fraction]) -> Fraction:
    """Mean of a distribution over 0..n."""
    return sum((k * p for k, p in enumerate(dist)), Fraction(0))
