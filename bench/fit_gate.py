"""Refit the evidence gate over search hits (``sophia/gate.py``) and its confidence.

Rebuilds the training set described in ``docs/sophia.md`` from the **fit half** of the
visible SQuAD 2.0 set (its articles split by ``bench/squad_split.py``; the held-out half is
measured with ``oshun eval answers`` on ``squad_split --split heldout`` and never fitted on):

- every SQuAD question is asked of the SQuAD library; each hit of an answerable question
  whose passage holds a gold answer string is a **positive**, every hit of an unanswerable
  question (the same article's passages, which do not answer it) a **negative**;
- the same questions are asked of unrelated libraries (``--ood``: the demo Factbook,
  SciFact); **every** hit there is a **negative**.

Libraries are searched as a user's are: hybrid (BM25 fused with the stored passage vectors,
computed once and kept with ``--data-dir``), so each hit carries the gate's lexical signals
and the semantic ones (``gate.DENSE_SIGNALS``) exactly as the engine measures them
(``Sophia.trace``). The logistic model is fitted by Newton's method with a small L2 penalty
on the weights (``--l2``, not on the bias); the threshold trade-off is printed for the fit
half; ``--threshold`` picks the operating point, and the bias is shifted so that it reads as
the gate's setting (0.2). The confidence is fitted from the same run: for every answerable
question the new gate answers, "the first witness's quote holds a gold answer" against its
evidence score and term coverage. ``--write`` stores both, with the data, command and commit,
in ``sophia/presets/gate-dense-v1.json``.

    .venv/bin/python -m bench.fit_gate --squad ../shared/eval/squad2 --ood demo \
        [--ood ../shared/eval/scifact/corpus.jsonl.gz] --data-dir LIBRARIES \
        [--cache hits.npz] [--threshold T] [--write]

``--kind lexical`` refits the BM25-only gate's signals instead (printed, not written).
``--fold-verifier MANIFEST`` (once per fold, in order) scores the fit half's verifier signal
again with fold models (``bench/fit_verifier.py --fold K``), each on the articles it was not
trained on (``read_out_of_fold``): tried for ``gate-verifier-v2`` and not kept (docs/sophia.md).
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bench.squad_split import fit_folds, heldout_articles, question_articles
from oshun.evaluation.answers import Question, _library, library_folder, load_questions
from oshun.sophia import presets
from oshun.sophia.gate import DENSE_SIGNALS, VERIFIER_SIGNAL, WEIGHTS

THRESHOLD = 0.2
WITNESSES = 6
#: Library number of the Factbook questions' rows (in-domain, demo library).
FACTBOOK = 99


@dataclass
class Table:
    """Hits as rows: signals ``x``, label ``y`` (1, 0, or -1 left out), question number
    ``q``, library ``lib`` (0 = SQuAD, 1… = the ``--ood`` libraries), answer in the quote
    ``quote_hit``; ``answerable`` (the question), ``heldout`` (its SQuAD article is in the
    held-out half, ``bench.squad_split``); ``fixed``: NaN for a gate row, else 1/0 — a
    question the field model decided (a named reference work), answered or not."""

    names: list[str]
    x: np.ndarray
    y: np.ndarray
    q: np.ndarray
    lib: np.ndarray
    quote_hit: np.ndarray
    coverage: np.ndarray
    title_only: np.ndarray
    names_field: np.ndarray
    answerable: np.ndarray
    heldout: np.ndarray
    fixed: np.ndarray
    #: what the verifier reads of each row: the question, and the title and quote of its hit
    asked: np.ndarray
    title: np.ndarray
    quote: np.ndarray


@dataclass
class Row:
    signals: dict[str, float]
    label: int
    question: int
    library: int
    quote_hit: bool
    coverage: float
    title_only: bool
    names_field: bool
    answerable: bool
    heldout: bool
    fixed: float
    asked: str = ""
    title: str = ""
    quote: str = ""


def _label(library: int, question: Question, holds: bool, work: str | None) -> int | None:
    """1 positive, 0 negative, None left out of the training set (kept for the figures).

    SQuAD (0): a passage holding a gold answer is positive, other hits of an answerable
    question are left out, every hit of an unanswerable question is negative (the same
    article's passages, which do not answer it). Out-of-domain (1…): every hit is negative.
    Factbook (``FACTBOOK``): a passage of the question's own entry holding the gold answer is
    positive, a passage without it is negative (the wrong field, or another entry), another
    entry holding it is left out."""
    if library == FACTBOOK:
        if holds:
            return 1 if work in question.evidence else None
        return 0
    if library == 0:
        if not question.answerable:
            return 0
        return 1 if holds else None
    return 0


def _rows(
    corpus: str,
    questions: list[Question],
    heldout: list[bool],
    library: int,
    workdir: Path,
    names: tuple[str, ...],
) -> list[Row]:
    services, external = _library(corpus, workdir)
    rows: list[Row] = []
    try:
        for number, question in enumerate(questions):
            if number % 500 == 0:
                print(f"  {number}/{len(questions)}", flush=True)
            envelope, judged = services.sophia.trace(question.text)
            gate_rows = [j for j in judged if all(n in j.signals for n in names)]
            if judged and not gate_rows:
                # The field model judged a named reference work: its decision stands.
                rows.append(
                    Row({}, -1, number, library, envelope.abstained is False and any(
                        any(a in c.text for a in question.answers) for c in envelope.claims
                    ), 0.0, False, False, question.answerable, heldout[number],
                        0.0 if envelope.abstained else 1.0)
                )  # fmt: skip
                continue
            for j in gate_rows:
                passage = j.reading.hit.passage
                quote = passage.text[j.reading.span.start : j.reading.span.end]
                holds = any(answer in passage.text for answer in question.answers)
                in_quote = any(answer in quote for answer in question.answers)
                label = _label(library, question, holds, external.get(passage.id))
                r = j.reading
                rows.append(
                    Row(j.signals, -1 if label is None else label, number, library, in_quote,
                        r.sentence_coverage, r.title_only, r.names_field, question.answerable,
                        heldout[number], float("nan"), question.text, passage.title, r.quote)
                )  # fmt: skip
    finally:
        services.close()
    return rows


def collect(
    squad: Path,
    ood: list[str],
    factbook: Path | None,
    limit: int | None,
    data_dir: Path | None,
    names: tuple[str, ...],
    include_heldout: bool = False,
) -> Table:
    questions = load_questions(squad / "questions.jsonl")
    articles = question_articles([q.evidence for q in questions])
    held = heldout_articles(set(articles))
    if not include_heldout:  # the held-out half is measured by `oshun eval answers`
        questions = [q for q, a in zip(questions, articles, strict=True) if a not in held]
        articles = [a for a in articles if a not in held]
    questions = questions[:limit] if limit else questions
    heldout = [articles[i] in held for i in range(len(questions))]
    corpora = [str(squad / "corpus.jsonl.gz"), *ood]
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="oshun-fit-gate-") as scratch:
        where = data_dir or Path(scratch)
        for library, corpus in enumerate(corpora):
            print(f"reading hits: {corpus}", flush=True)
            folder = library_folder(where, corpus)
            rows += _rows(corpus, questions, heldout, library, folder, names)
        if factbook is not None:
            print(f"reading hits: {factbook} against demo")
            asked = load_questions(factbook, limit)
            rows += _rows(
                "demo", asked, [False] * len(asked), FACTBOOK, library_folder(where, "demo"), names
            )
    gate = [r for r in rows if r.signals]
    columns = list(gate[0].signals) if gate else list(names)
    return Table(
        names=columns,
        x=np.array([[r.signals.get(n, 0.0) for n in columns] for r in rows], dtype=float),
        y=np.array([r.label for r in rows], dtype=float),
        q=np.array([r.question for r in rows]),
        lib=np.array([r.library for r in rows]),
        quote_hit=np.array([r.quote_hit for r in rows], dtype=bool),
        coverage=np.array([r.coverage for r in rows], dtype=float),
        title_only=np.array([r.title_only for r in rows], dtype=bool),
        names_field=np.array([r.names_field for r in rows], dtype=bool),
        answerable=np.array([r.answerable for r in rows], dtype=bool),
        heldout=np.array([r.heldout for r in rows], dtype=bool),
        fixed=np.array([r.fixed for r in rows], dtype=float),
        asked=np.array([r.asked for r in rows], dtype=str),
        title=np.array([r.title for r in rows], dtype=str),
        quote=np.array([r.quote for r in rows], dtype=str),
    )


def read_out_of_fold(table: Table, squad: Path, manifests: list[Path]) -> int:
    """The verifier's signal of every fit-half row it read, scored again by the fold model
    that was not trained on the row's article (``manifests[k]`` was trained without fit fold
    ``k``: ``bench/fit_verifier.py --fold k``). The shipped verifier was trained on the whole
    fit half, so its scores there are those of questions it has seen: fitted on them, the
    gate trusts it more than it earns on unseen questions (the fit half answered 92.0 %, the
    held-out half 82.9 % at the same setting). Out-of-fold scores are what it gives unseen
    questions. A row the engine did not read keeps 0. Returns the rows scored again."""
    from oshun.sophia.verifier import OnnxVerifier

    questions = load_questions(squad / "questions.jsonl")
    articles = question_articles([q.evidence for q in questions])
    by_text = dict(zip((q.text for q in questions), articles, strict=True))
    folds = fit_folds(set(articles), len(manifests))
    models = [OnnxVerifier(manifest) for manifest in manifests]
    column = table.names.index(VERIFIER_SIGNAL)
    chosen = np.flatnonzero((table.x[:, column] > 0) & ~table.heldout & (table.asked != ""))
    for fold, model in enumerate(models):
        mine = [i for i in chosen if folds.get(by_text.get(str(table.asked[i]), "")) == fold]
        for i in mine:
            quote = (str(table.title[i]), str(table.quote[i]))
            table.x[i, column] = model.score(str(table.asked[i]), [quote])[0]
    return len(chosen)


def _training(table: Table) -> np.ndarray:
    """Rows of the training set: labelled rows (SQuAD positives and unanswerable questions'
    hits, every out-of-domain hit, the Factbook's positives and negatives) of the fit half."""
    return (table.y >= 0) & ~table.heldout & np.isnan(table.fixed)


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


def scores(table: Table, weights: np.ndarray, columns: list[int] | None = None) -> np.ndarray:
    """Evidence scores as the gate applies them: 0 for hits its title-only rule keeps out,
    at least the threshold for hits whose title and heading the question names; a question
    the field model decided keeps its decision (1 answered, 0 abstained)."""
    x = table.x if columns is None else table.x[:, columns]
    z = x @ weights[:-1] + weights[-1]
    score = 1.0 / (1.0 + np.exp(-z))
    score = np.where(table.names_field, np.maximum(score, THRESHOLD), score)
    score = np.where(table.title_only, 0.0, score)
    return np.where(np.isnan(table.fixed), score, table.fixed)


def figures(
    table: Table, score: np.ndarray, chosen: np.ndarray, threshold: float
) -> dict[str, float]:
    """Question-level figures at ``threshold`` over the rows in ``chosen``."""
    out: dict[str, float] = {}
    passed = score >= threshold
    for library in sorted(set(table.lib[chosen].tolist())):
        mine = (table.lib == library) & chosen
        if library in (0, FACTBOOK):
            name = "squad" if library == 0 else "factbook"
            asked = mine & table.answerable
            total = len(np.unique(table.q[asked])) or 1
            out[f"{name}_answered"] = len(np.unique(table.q[asked & passed])) / total
            out[f"{name}_hit"] = _evidence_hits(table, score, asked, threshold) / total
            if library == 0:
                unanswerable = mine & ~table.answerable
                total = len(np.unique(table.q[unanswerable])) or 1
                out["squad_unanswerable_abstained"] = (
                    1 - len(np.unique(table.q[unanswerable & passed])) / total
                )
        else:
            total = len(np.unique(table.q[mine])) or 1
            out[f"ood{library}_abstained"] = 1 - len(np.unique(table.q[mine & passed])) / total
    return out


def report(
    table: Table, score: np.ndarray, chosen: np.ndarray, label: str, threshold: float = THRESHOLD
) -> None:
    """Print ``figures`` on one line."""
    values = figures(table, score, chosen, threshold)
    print(label + " " + " · ".join(f"{k} {v:.1%}" for k, v in values.items()), flush=True)


def _evidence_hits(
    table: Table, score: np.ndarray, mine: np.ndarray, threshold: float = THRESHOLD
) -> int:
    """Questions for which one of the best ``WITNESSES`` passing hits quotes a gold answer."""
    hits = 0
    for q in np.unique(table.q[mine]):
        rows = np.flatnonzero(mine & (table.q == q) & (score >= threshold))
        best = rows[np.argsort(-score[rows], kind="stable")][:WITNESSES]
        hits += bool(table.quote_hit[best].any())
    return hits


def first_witnesses(
    table: Table, score: np.ndarray, chosen: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """(first witness row, whether its quote holds a gold answer) of every answerable SQuAD
    question in ``chosen`` that the gate answers at ``THRESHOLD``."""
    firsts, labels = [], []
    squad = (table.lib == 0) & table.answerable & chosen & np.isnan(table.fixed)
    for q in np.unique(table.q[squad]):
        rows = np.flatnonzero(squad & (table.q == q) & (score >= THRESHOLD))
        if not len(rows):
            continue
        best = rows[np.argsort(-score[rows], kind="stable")][0]
        firsts.append(best)
        labels.append(float(table.quote_hit[best]))
    return np.array(firsts, dtype=int), np.array(labels)


def fit_confidence(table: Table, score: np.ndarray, chosen: np.ndarray, l2: float) -> np.ndarray:
    """Confidence weights: the first witness's quote holds a gold answer ~ its evidence score
    and term coverage (the meter's ``evidenceScore`` and ``termCoverage``)."""
    firsts, labels = first_witnesses(table, score, chosen)
    features = np.column_stack([score[firsts], table.coverage[firsts]])
    return fit_logistic(features, labels, l2)


def calibration(
    table: Table, score: np.ndarray, chosen: np.ndarray, conf: np.ndarray
) -> list[tuple[str, int, float]]:
    """(confidence band, answers, share whose first witness quotes a gold answer)."""
    firsts, labels = first_witnesses(table, score, chosen)
    z = conf[0] * score[firsts] + conf[1] * table.coverage[firsts] + conf[2]
    p = 1.0 / (1.0 + np.exp(-z))
    bands = []
    for low, high in ((0.0, 0.4), (0.4, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01)):
        inside = (p >= low) & (p < high)
        share = float(labels[inside].mean()) if inside.any() else float("nan")
        bands.append((f"{low:.1f}–{min(high, 1.0):.1f}", int(inside.sum()), share))
    return bands


def python_source(names: list[str], weights: np.ndarray) -> str:
    lines = ["WEIGHTS: dict[str, float] = {"]
    lines += [f'    "{name}": {w:.4f},' for name, w in zip(names, weights[:-1], strict=True)]
    lines += ["}", f"BIAS = {weights[-1]:.4f}"]
    return "\n".join(lines)


def _load_or_collect(args: argparse.Namespace, names: tuple[str, ...]) -> Table:
    cache: Path | None = args.cache
    if cache is not None and cache.exists():
        data = np.load(cache, allow_pickle=False)
        return Table(
            names=[str(n) for n in data["names"]],
            **{k: data[k] for k in Table.__dataclass_fields__ if k != "names"},
        )
    table = collect(
        args.squad, args.ood, args.factbook, args.limit, args.data_dir, names, args.heldout
    )
    if cache is not None:
        arrays = {k: getattr(table, k) for k in Table.__dataclass_fields__ if k != "names"}
        np.savez(cache, names=np.array(table.names), **arrays)
    return table


def shifted(weights: np.ndarray, threshold: float) -> np.ndarray:
    """``weights`` with the bias moved so that a score of ``threshold`` becomes ``THRESHOLD``
    (the gate's setting): the operating point chosen on the fit half, at the usual setting."""
    logit = lambda p: math.log(p / (1 - p))  # noqa: E731
    out = weights.copy()
    out[-1] += logit(THRESHOLD) - logit(threshold)
    return out


def write_preset(
    kind: str,
    names: list[str],
    weights: np.ndarray,
    conf: np.ndarray,
    provenance: dict[str, object],
) -> None:
    """Store the ``kind`` gate (dense or verifier) and its confidence calibration in its
    versioned preset."""
    name = presets.VERIFIER_PRESET if kind == "verifier" else presets.DENSE_PRESET
    path = Path(presets.__file__).parent / name
    data = {
        "version": name.removesuffix(".json"),
        "gate": {
            "weights": {n: round(float(w), 4) for n, w in zip(names, weights[:-1], strict=True)},
            "bias": round(float(weights[-1]), 4),
            "fitted": provenance,
        },
        "confidence": {
            "weights": {
                "evidenceScore": round(float(conf[0]), 4),
                "termCoverage": round(float(conf[1]), 4),
            },
            "bias": round(float(conf[2]), 4),
            "fitted": {
                **provenance,
                "label": "the first witness's quote holds a gold answer "
                "(answered answerable questions, fit half)",
            },
        },
    }
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {path}")


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
    parser.add_argument("--limit", type=int, default=None, help="first N SQuAD questions")
    parser.add_argument("--cache", type=Path, default=None, help="npz of the collected hits")
    parser.add_argument(
        "--data-dir", type=Path, default=None, help="keep the libraries (and vectors) here"
    )
    parser.add_argument(
        "--kind",
        choices=("lexical", "dense", "verifier"),
        default="dense",
        help="which gate to fit (verifier: the dense gate's signals and the verifier's)",
    )
    parser.add_argument(
        "--threshold",
        type=float,
        default=THRESHOLD,
        help="operating point chosen on the fit half; the bias is shifted so it reads 0.2",
    )
    parser.add_argument("--write", action="store_true", help="store the dense gate in the preset")
    parser.add_argument(
        "--fold-verifier",
        type=Path,
        action="append",
        default=None,
        help="manifest of the verifier trained without fit fold K (bench/fit_verifier.py "
        "--fold K), once per fold in order: fit-half rows are scored out of fold",
    )
    parser.add_argument(
        "--heldout",
        action="store_true",
        help="also collect the held-out half (figures only; never fitted on)",
    )
    args = parser.parse_args(argv)
    if not args.ood:
        parser.error("at least one --ood library is needed for the negatives")
    wanted = tuple(WEIGHTS) + (DENSE_SIGNALS if args.kind != "lexical" else ())
    wanted += (VERIFIER_SIGNAL,) if args.kind == "verifier" else ()
    table = _load_or_collect(args, tuple(WEIGHTS))
    if args.fold_verifier:
        if VERIFIER_SIGNAL not in table.names:
            parser.error("--fold-verifier needs hits collected with the verifier")
        done = read_out_of_fold(table, args.squad, args.fold_verifier)
        print(f"{done} fit-half rows read again out of fold")
    missing = [n for n in wanted if n not in table.names]
    if missing:
        parser.error(f"the collected hits lack {missing} (hybrid search off, or an old --cache)")
    columns = [table.names.index(n) for n in wanted]
    names = list(wanted)
    x = table.x[:, columns]
    train = _training(table)
    fit_rows = ~table.heldout
    print(f"{int(train.sum())} training hits: {int((table.y[train] == 1).sum())} positive")
    weights = fit_signed(names, x[train], table.y[train], args.l2)
    raw = scores(table, weights, columns)
    print("\ncurve (fit half | held-out half), raw model scores:")
    for t in (*(round(0.1 + 0.01 * k, 2) for k in range(21)), 0.35, 0.4, 0.45, 0.5, 0.6):
        report(table, raw, fit_rows, f"  t={t:.2f} fit:", t)
        report(table, raw, table.heldout, f"  t={t:.2f} held-out:", t)
    weights = shifted(weights, args.threshold)
    score = scores(table, weights, columns)
    report(table, score, fit_rows, "\nchosen, fit half:")
    report(table, score, table.heldout, "chosen, held-out half:")
    if args.kind == "lexical":
        current = np.array([*(WEIGHTS[n] for n in names), _bias()])
        report(table, scores(table, current, columns), table.heldout, "gate.py now, held-out:")
    print("\n" + python_source(names, weights))
    conf = fit_confidence(table, score, fit_rows, args.l2)
    print(
        f"\nconfidence: evidenceScore {conf[0]:.4f}, termCoverage {conf[1]:.4f}, bias {conf[2]:.4f}"
    )
    print("calibration on the fit half (band, answers, first witness quotes a gold answer):")
    for band, count, share in calibration(table, score, fit_rows, conf):
        print(f"  {band}: {count} answers, {share:.1%}")
    if args.write:
        if args.kind == "lexical":
            parser.error("--write stores the dense or the verifier gate only")
        write_preset(
            args.kind,
            names,
            weights,
            conf,
            {
                "date": datetime.date.today().isoformat(),
                "commit": _commit(),
                "command": "python -m bench.fit_gate " + " ".join(argv or sys.argv[1:]),
                "data": (
                    "SQuAD 2.0 visible set, fit half of its articles (bench/squad_split.py): "
                    "hits holding a gold answer positive, hits of unanswerable questions "
                    "negative; the same questions asked of the --ood libraries: every hit negative"
                ),
                "operating_point": f"a raw score of {args.threshold} is the gate's 0.2",
            },
        )


def _commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return out.stdout.strip()


def _bias() -> float:
    from oshun.sophia.gate import BIAS

    return BIAS


if __name__ == "__main__":
    main()
