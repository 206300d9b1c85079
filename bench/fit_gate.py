"""Refit the evidence gate (``sophia/gate.py``) and the confidence (``sophia/meter.py``).

Rebuilds the training set described in ``docs/sophia.md``:

- every answerable SQuAD question is asked of the SQuAD library; each of its top hits whose
  passage holds a gold answer string is a **positive**;
- the same questions are asked of unrelated libraries (``--ood``: the demo Factbook, SciFact);
  **every** top hit there is a **negative**.

Each hit contributes the gate's named signals exactly as the engine measures them
(``Sophia.trace``), so a new signal in ``gate.signal_values`` is picked up without changes
here. The logistic model is fitted by Newton's method with a small L2 penalty on the weights
(``--l2``, not on the bias). The questions are split by position (even: fit, odd: held out)
and the held-out half is scored with the weights fitted on the fit half; then the model is
refitted on all questions and printed as Python source to paste into ``gate.py``.

The confidence (``meter.CONFIDENCE_WEIGHTS``) is refitted from the same run: for every
answerable question that the new gate answers, "the strongest witness's quote holds a gold
answer" against its evidence score and term coverage.

    .venv/bin/python -m bench.fit_gate --squad ../shared/eval/squad2 \
        --ood demo --ood ../shared/eval/scifact/corpus.jsonl.gz [--cache /tmp/gate.npz]
"""

from __future__ import annotations

import argparse
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from oshun.evaluation.answers import Question, _library, load_questions
from oshun.sophia.gate import WEIGHTS

THRESHOLD = 0.2
WITNESSES = 6
#: Library number of the Factbook questions' rows (in-domain, demo library).
FACTBOOK = 99


@dataclass
class Table:
    """Hits as rows: signals ``x``, label ``y``, question number ``q``, library ``lib``
    (0 = SQuAD, 1… = the ``--ood`` libraries), answer in the quote ``quote_hit``."""

    names: list[str]
    x: np.ndarray
    y: np.ndarray
    q: np.ndarray
    lib: np.ndarray
    quote_hit: np.ndarray
    coverage: np.ndarray
    title_only: np.ndarray
    names_field: np.ndarray


Row = tuple[dict[str, float], int, int, int, bool, float, bool, bool]


def _label(library: int, question: Question, holds: bool, work: str | None) -> int | None:
    """1 positive, 0 negative, None left out of the training set (kept for the figures).

    SQuAD (0): a passage holding a gold answer is positive, other SQuAD hits are left out.
    Out-of-domain (1…): every hit is negative. Factbook (``FACTBOOK``): a passage of the
    question's own entry holding the gold answer is positive, a passage without it is
    negative (the wrong field, or another entry), another entry holding it is left out."""
    if library == FACTBOOK:
        if holds:
            return 1 if work in question.evidence else None
        return 0
    if library == 0:
        return 1 if holds else None
    return 0


def _rows(corpus: str, questions: list[Question], library: int, workdir: Path) -> list[Row]:
    services, external = _library(corpus, workdir)
    rows: list[Row] = []
    try:
        for number, question in enumerate(questions):
            _envelope, judged = services.sophia.trace(question.text)
            for j in judged:
                passage = j.reading.hit.passage
                quote = passage.text[j.reading.span.start : j.reading.span.end]
                holds = any(answer in passage.text for answer in question.answers)
                in_quote = any(answer in quote for answer in question.answers)
                label = _label(library, question, holds, external.get(passage.id))
                r = j.reading
                row = (j.signals, -1 if label is None else label, number, library, in_quote)
                rows.append((*row, r.sentence_coverage, r.title_only, r.names_field))
    finally:
        services.close()
    return rows


def collect(squad: Path, ood: list[str], factbook: Path | None, limit: int | None) -> Table:
    questions = [q for q in load_questions(squad / "questions.jsonl") if q.answerable]
    questions = questions[:limit] if limit else questions
    corpora = [str(squad / "corpus.jsonl.gz"), *ood]
    rows = []
    with tempfile.TemporaryDirectory(prefix="oshun-fit-gate-") as workdir:
        for library, corpus in enumerate(corpora):
            print(f"reading hits: {corpus}")
            rows += _rows(corpus, questions, library, Path(workdir) / str(library))
        if factbook is not None:
            print(f"reading hits: {factbook} against demo")
            asked = load_questions(factbook, limit)
            rows += _rows("demo", asked, FACTBOOK, Path(workdir) / "factbook")
    names = list(rows[0][0])
    return Table(
        names=names,
        x=np.array([[r[0][n] for n in names] for r in rows], dtype=float),
        y=np.array([r[1] for r in rows], dtype=float),
        q=np.array([r[2] for r in rows]),
        lib=np.array([r[3] for r in rows]),
        quote_hit=np.array([r[4] for r in rows], dtype=bool),
        coverage=np.array([r[5] for r in rows], dtype=float),
        title_only=np.array([r[6] for r in rows], dtype=bool),
        names_field=np.array([r[7] for r in rows], dtype=bool),
    )


def _training(table: Table) -> np.ndarray:
    """Rows of the training set: labelled rows (SQuAD positives, every out-of-domain hit,
    the Factbook's positives and negatives)."""
    return table.y >= 0


def fit_logistic(
    x: np.ndarray, y: np.ndarray, l2: float, balanced: bool = False, steps: int = 50
) -> np.ndarray:
    """Weights (bias last) of an L2-penalised logistic regression, by Newton's method.

    ``balanced``: each class weighs half of the total, as scikit-learn's
    ``class_weight="balanced"`` does."""
    design = np.hstack([x, np.ones((len(x), 1))])
    rows = np.ones(len(y))
    if balanced:
        positives = max(float(y.sum()), 1.0)
        rows = np.where(y > 0, len(y) / (2 * positives), len(y) / (2 * (len(y) - positives)))
    weights = np.zeros(design.shape[1])
    penalty = np.full(design.shape[1], l2)
    penalty[-1] = 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(design @ weights)))
        gradient = design.T @ (rows * (p - y)) + penalty * weights
        hessian = (design * (rows * p * (1 - p))[:, None]).T @ design + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hessian, gradient)
        weights -= step
        if np.abs(step).max() < 1e-8:
            break
    return weights


#: Signals whose meaning fixes the sign of their weight: a missing or unknown term can only
#: count against a passage. A fit that gives one of them the other sign (collinear signals
#: can) drops it (weight 0) and refits.
SIGNS: dict[str, float] = {"missing_rare_term": -1.0, "unknown_terms": -1.0}


def fit_signed(names: list[str], x: np.ndarray, y: np.ndarray, l2: float) -> np.ndarray:
    """``fit_logistic`` keeping the signs of ``SIGNS``: a signal fitted with the wrong sign
    is dropped and the rest refitted, until every signed weight agrees."""
    kept = list(range(len(names)))
    while True:
        fitted = fit_logistic(x[:, kept], y, l2)
        wrong = [
            column
            for column, weight in zip(kept, fitted[:-1], strict=True)
            if weight * SIGNS.get(names[column], 0.0) < 0
        ]
        if not wrong:
            break
        kept = [column for column in kept if column not in wrong]
    weights = np.zeros(len(names) + 1)
    weights[kept] = fitted[:-1]
    weights[-1] = fitted[-1]
    return weights


def scores(table: Table, weights: np.ndarray) -> np.ndarray:
    """Evidence scores as the gate applies them: 0 for hits its title-only rule keeps out,
    at least the threshold for hits whose title and heading the question names."""
    z = table.x @ weights[:-1] + weights[-1]
    score = 1.0 / (1.0 + np.exp(-z))
    score = np.where(table.names_field, np.maximum(score, THRESHOLD), score)
    return np.where(table.title_only, 0.0, score)


def report(table: Table, score: np.ndarray, chosen: np.ndarray, label: str) -> None:
    """Question-level figures at the threshold over the rows in ``chosen``: answered and
    evidence hit for SQuAD and the Factbook, abstention for the out-of-domain libraries."""
    line = [label]
    for library in sorted(set(table.lib.tolist())):
        mine = (table.lib == library) & chosen
        asked = len(np.unique(table.q[mine])) or 1
        passed = len(np.unique(table.q[mine & (score >= THRESHOLD)]))
        if library in (0, FACTBOOK):
            hit = _evidence_hits(table, score, mine)
            name = "SQuAD" if library == 0 else "Factbook"
            line.append(f"{name} answered {passed / asked:.1%}, evidence hit {hit / asked:.1%}")
        else:
            line.append(f"OOD[{library}] abstained {1 - passed / asked:.1%}")
    print(" · ".join(line))


def _evidence_hits(table: Table, score: np.ndarray, mine: np.ndarray) -> int:
    """Questions for which one of the best ``WITNESSES`` passing hits quotes a gold answer."""
    hits = 0
    for q in np.unique(table.q[mine]):
        rows = np.flatnonzero(mine & (table.q == q) & (score >= THRESHOLD))
        best = rows[np.argsort(-score[rows], kind="stable")][:WITNESSES]
        hits += bool(table.quote_hit[best].any())
    return hits


def fit_confidence(table: Table, score: np.ndarray, l2: float) -> np.ndarray:
    """Confidence weights: quote of the strongest witness holds an answer ~ its score, cover."""
    features, labels = [], []
    squad = table.lib == 0
    for q in np.unique(table.q[squad]):
        rows = np.flatnonzero(squad & (table.q == q) & (score >= THRESHOLD))
        if not len(rows):
            continue
        ranked = rows[np.argsort(-score[rows], kind="stable")][:WITNESSES]
        best = ranked[0]
        features.append([score[best], table.coverage[best]])
        labels.append(float(table.quote_hit[ranked].any()))
    return fit_logistic(np.array(features), np.array(labels), l2)


def python_source(names: list[str], weights: np.ndarray) -> str:
    lines = ["WEIGHTS: dict[str, float] = {"]
    lines += [f'    "{name}": {w:.4f},' for name, w in zip(names, weights[:-1], strict=True)]
    lines += ["}", f"BIAS = {weights[-1]:.4f}"]
    return "\n".join(lines)


def _load_or_collect(args: argparse.Namespace) -> Table:
    cache: Path | None = args.cache
    if cache is not None and cache.exists():
        data = np.load(cache, allow_pickle=False)
        return Table(
            names=[str(n) for n in data["names"]],
            **{k: data[k] for k in ("x", "y", "q", "lib", "quote_hit", "coverage")},
            **{
                k: data[k] if k in data else np.zeros(len(data["y"]), dtype=bool)
                for k in ("title_only", "names_field")
            },
        )
    table = collect(args.squad, args.ood, args.factbook, args.limit)
    if cache is not None:
        np.savez(cache, names=np.array(table.names), x=table.x, y=table.y, q=table.q,
                 lib=table.lib, quote_hit=table.quote_hit, coverage=table.coverage,
                 title_only=table.title_only, names_field=table.names_field)  # fmt: skip
    return table


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--squad", type=Path, required=True, help="folder of squad2/")
    parser.add_argument("--ood", action="append", default=[], help="'demo' or a BEIR corpus")
    parser.add_argument(
        "--factbook",
        type=Path,
        default=None,
        help="Factbook questions (bench.factbook_questions --split fit), asked of the demo",
    )
    parser.add_argument("--l2", type=float, default=10.0, help="L2 penalty on the weights")
    parser.add_argument("--limit", type=int, default=None, help="first N answerable questions")
    parser.add_argument("--cache", type=Path, default=None, help="npz of the collected hits")
    args = parser.parse_args(argv)
    if not args.ood:
        parser.error("at least one --ood library is needed for the negatives")
    table = _load_or_collect(args)
    if set(table.names) != set(WEIGHTS):
        print(f"note: signals now {table.names}; gate.py has {sorted(WEIGHTS)}")
    train = _training(table)
    print(f"{int(train.sum())} training hits: {int((table.y == 1).sum())} positive")
    even, odd = table.q % 2 == 0, table.q % 2 == 1
    half = fit_signed(table.names, table.x[train & even], table.y[train & even], args.l2)
    report(table, scores(table, half), odd, "fitted on even questions, odd held out:")
    weights = fit_signed(table.names, table.x[train], table.y[train], args.l2)
    score = scores(table, weights)
    everything = np.ones(len(table.y), dtype=bool)
    report(table, score, everything, "fitted on all, all questions:")
    if set(table.names) == set(WEIGHTS):
        current = np.array([*(WEIGHTS[n] for n in table.names), _bias()])
        report(table, scores(table, current), everything, "gate.py weights now, all questions:")
    print("\n# sophia/gate.py\n" + python_source(table.names, weights))
    conf = fit_confidence(table, score, args.l2)
    print(
        "\n# sophia/meter.py\nCONFIDENCE_WEIGHTS: dict[str, float] = "
        f'{{"evidenceScore": {conf[0]:.4f}, "termCoverage": {conf[1]:.4f}}}\n'
        f"CONFIDENCE_BIAS = {conf[2]:.4f}"
    )


def _bias() -> float:
    from oshun.sophia.gate import BIAS

    return BIAS


if __name__ == "__main__":
    main()
