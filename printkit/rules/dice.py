"""Exact dice probabilities in integers: a distribution is numerators over one common denominator.

(Integers rather than fractions.Fraction: importing fractions and decimal costs the table-side
calculators several milliseconds per call; the arithmetic here is all sums of products.)
"""

from __future__ import annotations


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


MAX_DICE = 1000  # dice rolled at once: far past any game (a side's whole army), and an exact answer stays instant


def binomial(n: int, p: tuple[int, int]) -> Dist:
    """Successes out of n independent trials of chance p = (a, b); RulesError beyond MAX_DICE trials.

    Each term from the one before (comb(n, k+1) a^(k+1) q^(n-k-1) = term * (n-k) a / ((k+1) q), exact):
    linear in n, where computing each term afresh was quadratic (10,000 dice took minutes)."""
    if n > MAX_DICE:
        from printkit.errors import RulesError

        raise RulesError(f"{n:,} dice at once: at most {MAX_DICE:,} (no game rolls more)")
    a, b = p
    q = b - a
    if q == 0:
        return Dist([0] * n + [a**n], b**n)
    num = [q**n]
    for k in range(n):
        num.append(num[-1] * (n - k) * a // ((k + 1) * q))
    return Dist(num, b**n)

