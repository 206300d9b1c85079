import math

import pytest

from oshun.evaluation.metrics import median, ndcg_at, percentile, recall_at


def test_ndcg_perfect_and_partial() -> None:
    assert ndcg_at(["a", "b"], {"a": 1}) == 1.0
    assert ndcg_at(["x", "a"], {"a": 1}) == pytest.approx(1 / math.log2(3))
    assert ndcg_at(["x"], {"a": 1}) == 0.0
    assert ndcg_at(["x"] * 10 + ["a"], {"a": 1}, 10) == 0.0


def test_ndcg_graded() -> None:
    ideal = 2 + 1 / math.log2(3)
    assert ndcg_at(["b", "a"], {"a": 2, "b": 1}) == pytest.approx((1 + 2 / math.log2(3)) / ideal)


def test_recall() -> None:
    assert recall_at(["a", "c"], {"a": 1, "b": 1}) == 0.5
    assert recall_at(["a"], {"a": 0}) == 0.0


def test_percentiles() -> None:
    assert median([3.0, 1.0, 2.0]) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0, 5.0], 0.95) == pytest.approx(4.8)
    assert percentile([], 0.5) == 0.0
