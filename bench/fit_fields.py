"""Fit the field model of named reference works (``sophia/fields.py``) and write it to
``src/oshun/sophia/presets/gate-v2.json``.

Every question that names a Factbook work is asked of the demo library; each field the
engine reads for it (``fields.judge_fields``) is one row: its named signals, labelled 1 when
the field's text holds a gold answer string, else 0. Two kinds of questions go in:

- ``--questions``: Factbook questions with gold answers (``bench/factbook_questions.py
  --split fit``, or another person-phrased set in the same JSONL format); unanswerable rows
  (``"answerable": false``) give negatives only;
- ``--ood``: questions written for another corpus (SQuAD 2.0): those that happen to name a
  country ("Which French king …") are negatives unless a field holds their gold answer.

Two models are fitted — with the embedding model's heading similarity (``semantic``) and
without it (``lexical``, the BM25-only setting) — by L2-penalised logistic regression
(``bench.fit_gate.fit_logistic``). The threshold is the lowest probability at which the
answered questions' first witnesses are right at least ``--precision`` (0.9) of the time,
on the first ``--questions`` set (a look-alike answered counts as wrong; ``_threshold``).
The held-out half (odd questions) is scored too, so the report shows whether the fit holds.

    .venv/bin/python -m bench.fit_fields --questions factbook-fit.jsonl \\
        --ood ../shared/eval/squad2/questions.jsonl [--l2 1] [--write]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from bench.fit_gate import fit_logistic
from oshun.services import Services
from oshun.settings import Settings

PRESET = Path(__file__).resolve().parents[1] / "src/oshun/sophia/presets/gate-v2.json"
NAMES = (
    "heading_sim",
    "heading_lead",
    "heading_terms",
    "sentence_terms",
    "passage_terms",
    "missing_rare_term",
    "heading_missing",
    "type_match",
    "no_question_terms",
    "heading_margin",
    "heading_rank",
    "text_sim",
    "text_margin",
    "desc_sim",
    "desc_margin",
    "desc_missing",
    "desc_gap",
    "chunk_rank",
)
_TEXT = ("text_sim", "text_margin")
_MEANING = ("heading_sim", "heading_lead", "heading_margin", "heading_rank", "desc_sim", "desc_gap")
#: the inputs of each model: ``dense`` all, ``semantic`` no passage vectors, ``lexical`` no
#: embedding model at all
KINDS = {
    "dense": NAMES,
    "semantic": tuple(n for n in NAMES if n not in _TEXT),
    "lexical": tuple(n for n in NAMES if n not in _TEXT + _MEANING + ("desc_margin",)),
}


def _library(workdir: Path, semantic: bool) -> Services:
    """The demo library in ``workdir`` (its stored passage vectors, if any, are used)."""
    from oshun.corpus.demo import COLLECTION, factbook_works
    from oshun.corpus.ingest import ingest_works

    settings = Settings(data_dir=workdir, database_url=None, demo_library=False)
    services = Services.build(settings)
    ingest_works(services.db, settings, factbook_works(), COLLECTION)
    if not semantic:
        services.sophia._embedder_tried = True  # the BM25-only setting: no model
    return services


def _rows(path: Path, split: str | None) -> list[dict[str, Any]]:
    """Single questions of a JSONL set (``split``: only that split, when rows carry one)."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return [
        r
        for r in rows
        if r.get("kind", "single") in ("single", "lookalike")
        and (split is None or r.get("split", split) == split)
    ]


def _holds(row: dict[str, Any], title: str, heading: str, text: str) -> bool:
    """A field answers ``row``: its heading is an accepted one of the asked work (person
    set), or its text holds a gold answer string (Factbook and SQuAD sets)."""
    if not row.get("answerable", True):
        return False
    if "fields" in row:
        return title == row.get("title") and heading in row["fields"]
    return any(str(answer) in text for answer in row.get("answers") or [])


def collect(
    paths: list[Path],
    ood: list[Path],
    semantic: bool,
    workdir: Path,
    split: str | None,
    lookalikes: list[Path] | None = None,
) -> dict[str, Any]:
    """Rows (signals, label, question number, rank, answerable) of every judged field."""
    services = _library(workdir if semantic else workdir / "lexical", semantic)
    if semantic and services.sophia._heading_vectors() is None:
        raise SystemExit("no embedding model available: fit the lexical model only")
    x, y, q, rank, answerable = [], [], [], [], []
    # The first set's questions and the look-alikes choose the threshold: they come first.
    asked = [(row, True) for row in _rows(paths[0], split)]
    asked += [(row, True) for path in lookalikes or [] for row in _rows(path, None)]
    tuned = len(asked)
    asked += [(row, True) for path in paths[1:] for row in _rows(path, split)]
    # Questions of another corpus add rows only when they name a work: ask only those.
    version = services.sophia.nisaba.index.get().corpus_version
    aliases = services.sophia._aliases(version)
    asked += [
        (row, False)
        for path in ood
        for row in _rows(path, None)
        if aliases.mentions(row["question"])
    ]
    try:
        for number, (row, own) in enumerate(asked):
            _, judged = services.sophia.trace(row["question"])
            fields = [j for j in judged if "heading_sim" in j.signals]
            for position, judgement in enumerate(fields):
                passage = judgement.reading.hit.passage
                x.append([judgement.signals.get(name, 0.0) for name in NAMES])
                y.append(1.0 if _holds(row, passage.title, passage.heading, passage.text) else 0.0)
                q.append(number)
                rank.append(position)
                answerable.append(own and bool(row.get("answerable", True)))
            if number % 200 == 0:
                print(f"  {number}/{len(asked)}", file=sys.stderr)
    finally:
        services.close()
    return {
        "x": np.array(x),
        "y": np.array(y),
        "q": np.array(q),
        "answerable": np.array(answerable),
        "tuned": np.array(q) < tuned,
        "questions": len(asked),
    }


def _firsts(rows: dict[str, Any], p: np.ndarray, mask: np.ndarray) -> list[tuple[float, bool]]:
    """(probability, right) of the most probable field of each question in ``mask``."""
    out = []
    for question in np.unique(rows["q"][mask]):
        mine = np.flatnonzero((rows["q"] == question) & mask)
        best = mine[np.argmax(p[mine])]
        out.append((float(p[best]), bool(rows["y"][best] > 0)))
    return out


def report(rows: dict[str, Any], p: np.ndarray, mask: np.ndarray, cut: float, label: str) -> None:
    own = mask & rows["answerable"]
    firsts = _firsts(rows, p, own)
    answered = [f for f in firsts if f[0] >= cut]
    right = sum(ok for _, ok in answered)
    confident_wrong = sum(not ok and prob >= 0.8 for prob, ok in answered)
    others = _firsts(rows, p, mask & ~rows["answerable"])
    abstained = sum(prob < cut for prob, _ in others)
    print(
        f"{label}: answered {len(answered)}/{len(firsts)}, first right {right}/"
        f"{max(1, len(answered))} = {right / max(1, len(answered)):.1%}, wrong ≥0.8 "
        f"{confident_wrong / max(1, len(answered)):.1%}; other questions abstained "
        f"{abstained}/{len(others)}"
    )
    for low, high in ((0.0, 0.5), (0.5, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01)):
        inside = [ok for prob, ok in answered if low <= prob < high]
        if inside:
            print(
                f"    {low:.1f}–{min(high, 1):.1f}: {len(inside)} answers, "
                f"{np.mean(inside):.1%} right"
            )


def _threshold(
    rows: dict[str, Any], p: np.ndarray, mask: np.ndarray, precision: float, abstain: float = 0.0
) -> float:
    """The lowest cut at which the answered questions' first witnesses are right at least
    ``precision`` of the time and at most ``1 - abstain`` of the unanswerable questions
    (look-alikes) clear it. A question with no answer in its work (a look-alike, another
    corpus's question) that clears the cut counts as a wrong answer."""
    unanswerable = {q for q in np.unique(rows["q"][mask & ~rows["answerable"]])}
    firsts = []
    for question in np.unique(rows["q"][mask]):
        mine = np.flatnonzero((rows["q"] == question) & mask)
        best = mine[np.argmax(p[mine])]
        firsts.append((float(p[best]), bool(rows["y"][best] > 0), question in unanswerable))
    firsts.sort(reverse=True)
    allowed = (1.0 - abstain) * len(unanswerable)
    cut, good, passed = 0.9, 0, 0
    for count, (prob, ok, lookalike) in enumerate(firsts, start=1):
        good += ok
        passed += lookalike
        if passed > allowed + 1e-9:
            break
        if good / count >= precision:
            cut = prob
    return round(max(0.2, min(0.9, cut)), 3)


def _tuning(rows: dict[str, Any]) -> np.ndarray:
    """Rows whose questions choose the threshold: the first ``--questions`` set (the
    person-phrased one, with its look-alikes: its paraphrases are harder than generated
    ones, and its mix of answerable and unanswerable questions is a person's)."""
    tuned = rows.get("tuned")
    if tuned is None:
        return np.ones(len(rows["y"]), bool)
    return np.asarray(tuned)


def fit(
    rows: dict[str, Any],
    l2: float,
    precision: float,
    names: tuple[str, ...],
    abstain: float = 0.0,
) -> dict[str, Any]:
    columns = [NAMES.index(n) for n in names]
    x = rows["x"][:, columns]
    even = rows["q"] % 2 == 0
    half = fit_logistic(x[even], rows["y"][even], l2)
    p_half = 1 / (1 + np.exp(-(np.hstack([x, np.ones((len(x), 1))]) @ half)))
    cut = _threshold(rows, p_half, even & _tuning(rows), precision, abstain)
    report(rows, p_half, even, cut, "  fitted on even, scored on even")
    report(rows, p_half, ~even, cut, "  fitted on even, scored on odd ")
    full = fit_logistic(x, rows["y"], l2)
    p_full = 1 / (1 + np.exp(-(np.hstack([x, np.ones((len(x), 1))]) @ full)))
    cut = _threshold(rows, p_full, _tuning(rows), precision, abstain)
    report(rows, p_full, np.ones(len(x), bool), cut, "  fitted on all, scored on all   ")
    return {
        "weights": {n: round(float(w), 4) for n, w in zip(names, full[:-1], strict=True)},
        "bias": round(float(full[-1]), 4),
        "threshold": cut,
        "confidence": fit_confidence(rows, p_full, cut, l2),
    }


def calibration_inputs(p1: float, p2: float) -> list[float]:
    """Inputs of the confidence calibration: the first field's log-odds and its lead."""
    p1 = min(max(p1, 1e-6), 1 - 1e-6)
    return [float(np.log(p1 / (1 - p1))), p1 - p2]


def fit_confidence(rows: dict[str, Any], p: np.ndarray, cut: float, l2: float) -> dict[str, Any]:
    """Confidence = P(first witness right | its probability, its lead over the second), fitted
    on every question's first field that clears ``cut`` (questions with no answer: wrong)."""
    x, y = [], []
    for question in np.unique(rows["q"]):
        mine = np.flatnonzero(rows["q"] == question)
        order = mine[np.argsort(-p[mine])]
        if p[order[0]] < cut:
            continue
        second = float(p[order[1]]) if len(order) > 1 else 0.0
        x.append(calibration_inputs(float(p[order[0]]), second))
        y.append(float(rows["y"][order[0]] > 0 and rows["answerable"][order[0]]))
    w = fit_logistic(np.array(x), np.array(y), l2)
    conf = 1 / (1 + np.exp(-(np.hstack([np.array(x), np.ones((len(x), 1))]) @ w)))
    print("  confidence calibration (first fields that clear the cut):")
    for low, high in ((0.0, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01)):
        inside = [ok for c, ok in zip(conf, y, strict=True) if low <= c < high]
        if inside:
            print(f"    {low:.1f}–{min(high, 1):.1f}: {len(inside)}, {np.mean(inside):.1%} right")
    return {
        "weights": {"logit": round(float(w[0]), 4), "lead": round(float(w[1]), 4)},
        "bias": round(float(w[2]), 4),
    }


def _commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True
        )
        return out.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=Path, action="append", default=[], required=True)
    parser.add_argument("--ood", type=Path, action="append", default=[])
    parser.add_argument(
        "--lookalikes",
        type=Path,
        action="append",
        default=[],
        help="unanswerable questions naming a work (negatives; they also choose the threshold)",
    )
    parser.add_argument(
        "--abstain",
        type=float,
        default=0.0,
        help="share of the tuning look-alikes the threshold must leave unanswered",
    )
    parser.add_argument("--split", default="fit", help="rows of this split only (when marked)")
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument(
        "--precision",
        type=float,
        default=0.95,
        help="share of answers whose first witness is right",
    )
    parser.add_argument("--cache", type=Path, help="keep the collected rows here (.npz)")
    parser.add_argument(
        "--kind",
        action="append",
        choices=tuple(KINDS),
        help="fit only these models (default: all three)",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        help="the demo library here (with its stored passage vectors, needed for dense)",
    )
    parser.add_argument("--write", action="store_true", help=f"update {PRESET.name}")
    args = parser.parse_args(argv)
    models: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="oshun-fit-fields-") as scratch:
        workdir = args.data_dir or Path(scratch)
        for label in args.kind or tuple(KINDS):
            semantic = label != "lexical"
            print(f"{label}: collecting", file=sys.stderr)
            cache = args.cache.with_suffix(f".{label}.npz") if args.cache else None
            if cache and cache.exists():
                rows = dict(np.load(cache))
                if rows["x"].shape[1] != len(NAMES):
                    raise SystemExit(f"{cache} holds other signals than {NAMES}: delete it")
            else:
                rows = collect(
                    args.questions, args.ood, semantic, workdir, args.split, args.lookalikes
                )
                if cache:
                    np.savez(cache, **{k: v for k, v in rows.items() if k != "questions"})
            if label == "dense" and not rows["x"][:, NAMES.index("text_sim")].any():
                raise SystemExit("no stored passage vectors in the library: pass --data-dir")
            print(f"{label}: {len(rows['y'])} fields, {int(rows['y'].sum())} holding an answer")
            models[label] = fit(rows, args.l2, args.precision, KINDS[label], args.abstain)
    stamp = {
        "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "commit": _commit(),
        "command": "python -m bench.fit_fields " + " ".join(argv or sys.argv[1:]),
        "data": [str(p.name) for p in args.questions + args.lookalikes + args.ood],
    }
    for model in models.values():
        model["fitted"] = stamp
    print(json.dumps(models, indent=2))
    if args.write:
        preset = json.loads(PRESET.read_text(encoding="utf-8"))
        preset["fields"].update(models)
        PRESET.write_text(json.dumps(preset, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {PRESET}")


if __name__ == "__main__":
    main()
