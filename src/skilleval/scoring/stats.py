"""Honest statistics: Wilson intervals for rates, paired bootstrap intervals for uplift."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

Z95 = 1.959963984540054


class Trend(StrEnum):
    """How a measure moved between two runs (or arms), given its interval."""

    IMPROVED = "improved"
    REGRESSED = "regressed"
    UNCHANGED = "unchanged"
    INCONCLUSIVE = "inconclusive"
    CHANGED = "changed"
    """Measured in one of the two runs only."""


@dataclass(frozen=True)
class Interval:
    estimate: float
    low: float
    high: float
    n: int

    @property
    def verdict(self) -> Trend:
        """``improved`` / ``regressed`` when the interval excludes 0, ``unchanged`` when every
        paired difference is 0, else ``inconclusive``."""
        if self.n >= 1 and self.low == self.high == self.estimate == 0:
            return Trend.UNCHANGED
        if self.n >= 2 and self.low > 0:
            return Trend.IMPROVED
        if self.n >= 2 and self.high < 0:
            return Trend.REGRESSED
        return Trend.INCONCLUSIVE


def wilson(successes: int, n: int, z: float = Z95) -> Interval:
    """Wilson score interval for a binomial rate (well-behaved at 0, 1 and small n)."""
    if n <= 0:
        return Interval(0.0, 0.0, 1.0, 0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half), n)


def paired_bootstrap(
    diffs: Sequence[float], resamples: int = 2000, seed: int = 0, level: float = 0.95
) -> Interval:
    """Percentile bootstrap of the mean paired difference, resampling cases.

    Deterministic for a given seed. With fewer than two pairs the interval is the widest
    possible (-1..1), i.e. inconclusive, rather than invented precision.
    """
    n = len(diffs)
    if n == 0:
        return Interval(0.0, -1.0, 1.0, 0)
    mean = sum(diffs) / n
    if all(d == 0 for d in diffs):
        return Interval(0.0, 0.0, 0.0, n)
    if n == 1:
        return Interval(mean, -1.0, 1.0, 1)
    # rng.choices(diffs, k=n) without its per-call overhead: the same draws, the same sums.
    draw, floor, size, picks = random.Random(seed).random, math.floor, float(n), range(n)
    means = sorted(sum([diffs[floor(draw() * size)] for _ in picks]) / n for _ in range(resamples))
    alpha = (1 - level) / 2
    low = means[int(math.floor(alpha * (resamples - 1)))]
    high = means[int(math.ceil((1 - alpha) * (resamples - 1)))]
    return Interval(mean, low, high, n)


def fisher_exact_greater(a: int, b: int, c: int, d: int) -> float:
    """One-sided Fisher exact p-value that row 1's success rate exceeds row 2's.

    Table: row 1 = (a successes, b failures), row 2 = (c successes, d failures).
    """
    n1, n2, k = a + b, c + d, a + c
    total = n1 + n2

    def prob(x: int) -> float:
        return math.comb(n1, x) * math.comb(n2, k - x) / math.comb(total, k)

    return min(1.0, sum(prob(x) for x in range(a, min(n1, k) + 1)))
