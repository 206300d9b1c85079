"""The gate's fitting code recovers a known logistic model and keeps the declared signs."""

from __future__ import annotations

import numpy as np
from bench.fit_gate import fit_logistic, fit_signed, python_source


def _sample(weights: np.ndarray, bias: float, rows: int = 4000) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(3)
    x = rng.random((rows, len(weights)))
    p = 1.0 / (1.0 + np.exp(-(x @ weights + bias)))
    return x, (rng.random(rows) < p).astype(float)


def test_fit_recovers_known_weights() -> None:
    truth = np.array([3.0, -2.0])
    x, y = _sample(truth, -0.5)
    fitted = fit_logistic(x, y, l2=0.01)
    assert np.allclose(fitted[:-1], truth, atol=0.5)
    assert abs(fitted[-1] + 0.5) < 0.5


def test_a_signal_fitted_with_the_wrong_sign_is_dropped() -> None:
    x, y = _sample(np.array([3.0, 2.0]), -2.0)
    weights = fit_signed(["passage_coverage", "missing_rare_term"], x, y, l2=0.01)
    assert weights[1] == 0.0 and weights[0] > 0


def test_weights_print_as_python_source() -> None:
    source = python_source(["a", "b"], np.array([1.0, -2.0, 0.5]))
    namespace: dict[str, object] = {}
    exec(source, namespace)
    assert namespace["WEIGHTS"] == {"a": 1.0, "b": -2.0} and namespace["BIAS"] == 0.5
