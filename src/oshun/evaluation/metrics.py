"""Ranking metrics as BEIR and pytrec_eval compute them."""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence


def ndcg_at(ranked: Sequence[str], relevant: Mapping[str, int], k: int = 10) -> float:
    gains = sum(relevant.get(doc, 0) / math.log2(rank + 2) for rank, doc in enumerate(ranked[:k]))
    ideal = sorted((g for g in relevant.values() if g > 0), reverse=True)[:k]
    best = sum(g / math.log2(rank + 2) for rank, g in enumerate(ideal))
    return gains / best if best else 0.0


def recall_at(ranked: Sequence[str], relevant: Mapping[str, int], k: int = 100) -> float:
    wanted = {doc for doc, gain in relevant.items() if gain > 0}
    return len(wanted.intersection(ranked[:k])) / len(wanted) if wanted else 0.0


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    position = (len(ordered) - 1) * q
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else 0.0
