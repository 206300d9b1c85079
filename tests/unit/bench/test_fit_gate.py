"""The gate's fitting code recovers a known logistic model and keeps the declared signs; the
verifier's signal of the fit half is read again out of fold."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from bench.fit_gate import Table, fit_logistic, fit_signed, python_source, read_out_of_fold

from oshun.sophia.gate import VERIFIER_SIGNAL
from oshun.sophia.verifier import MANIFEST, OnnxVerifier


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


def test_fit_half_rows_are_read_again_by_the_model_that_did_not_see_them(tmp_path: Path) -> None:
    # articles A, C, E are the fit half (folds 0, 1, 0), B and D held out
    squad = tmp_path / "squad"
    squad.mkdir()
    lines = [
        {"id": a, "question": f"Where does the {a} rise?", "answerable": True,
         "answers": ["hills"], "evidence": [f"{a}/0"]}
        for a in "ABCDE"
    ]  # fmt: skip
    (squad / "questions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    asked = ["Where does the A rise?", "Where does the C rise?", "Where does the B rise?"]
    read = [0.9, 0.0, 0.9]  # the second row was not read; the third is held out
    n = len(asked)
    table = Table(
        names=["passage_sim", VERIFIER_SIGNAL],
        x=np.array([[0.5, v] for v in read]),
        y=np.zeros(n), q=np.arange(n), lib=np.zeros(n, dtype=int),
        quote_hit=np.zeros(n, dtype=bool), coverage=np.zeros(n),
        title_only=np.zeros(n, dtype=bool), names_field=np.zeros(n, dtype=bool),
        answerable=np.ones(n, dtype=bool), heldout=np.array([False, False, True]),
        fixed=np.full(n, np.nan), asked=np.array(asked),
        title=np.array(["A", "C", "B"]), quote=np.array(["The A rises in the hills."] * n),
    )  # fmt: skip
    # the shipped model stands in for both fold models
    assert read_out_of_fold(table, squad, [MANIFEST, MANIFEST]) == 1
    expected = OnnxVerifier(MANIFEST).score(asked[0], [("A", "The A rises in the hills.")])[0]
    assert abs(table.x[0, 1] - expected) < 1e-6 and abs(expected - 0.9) > 1e-3
    assert table.x[1, 1] == 0.0, "a row the engine did not read stays unread"
    assert table.x[2, 1] == 0.9, "the held-out half keeps the shipped verifier's score"
    assert (table.x[:, 0] == 0.5).all()
