"""Exact dice probabilities in integers: a distribution is numerators over one common denominator.

(Integers rather than fractions.Fraction: importing fractions and decimal costs the table-side
calculators several milliseconds per call; the arithmetic here is all sums of products.)
"""

from __future__ import annotations

from math import comb


class Dist:
    """P(X = k) = num[k] / den for k = 0..n."""

    __slots__ = ("num", "den")

    def __init__(self, num: list[int], den: int):
        self.num = num
        self.den = den

    def __len__(self) -> int:
        return len(self.num)

    def p(self, k: int) -> float:
        return self.num[k] / self.den

    def exact(self, k: int) -> tuple[int, int]:
        return self.num[k], self.den

    def at_least(self, k: int) -> tuple[int, int]:
        """P(X >= k) as (numerator, denominator)."""
        return sum(self.num[max(k, 0):]), self.den

    def mean(self) -> tuple[int, int]:
        return sum(k * n for k, n in enumerate(self.num)), self.den

    def floats(self) -> list[float]:
        return [n / self.den for n in self.num]


def chance(faces: list[int], sides: int) -> tuple[int, int]:
    """Chance that one die shows one of the given faces, as (favourable, sides)."""
    return len(set(faces)), sides


def binomial(n: int, p: tuple[int, int]) -> Dist:
    """Successes out of n independent trials of chance p = (a, b)."""
    a, b = p
    return Dist([comb(n, k) * a**k * (b - a) ** (n - k) for k in range(n + 1)], b**n)

