"""Statistics for matchup results."""

from __future__ import annotations

import math


def wilson(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # exactly 0 with no successes and 1 with no failures (not a rounding error off them)
    return (0.0 if k == 0 else max(0.0, centre - half),
            1.0 if k == n else min(1.0, centre + half))


def quantiles(values: list[float], qs=(0.1, 0.25, 0.5, 0.75, 0.9)) -> dict[float, float]:
    """Linear-interpolated quantiles (numpy's default method), {} for no values."""
    if not values:
        return {}
    xs = sorted(values)
    out = {}
    for q in qs:
        pos = q * (len(xs) - 1)
        lo = math.floor(pos)
        hi = min(lo + 1, len(xs) - 1)
        out[q] = xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)
    return out
