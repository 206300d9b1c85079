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
(``bench.fit_gate.fit_logistic``). The threshold is the lowest probability at which no more
than ``--wrong`` of the fit questions' first witnesses would be wrong with a confidence of
0.8 or more, and at least ``--answered`` are answered... whichever is met (see ``_threshold``).
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
from oshun.evaluation.answers import load_questions
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
)


def _library(workdir: Path, semantic: bool) -> Services:
    from oshun.nisaba.demo import COLLECTION, factbook_works
    from oshun.nisaba.ingest import ingest_works

    settings = Settings(data_dir=workdir, database_url=None, demo_library=False)
    services = Services.build(settings)
    ingest_works(services.db, settings, factbook_works(), COLLECTION)
    if not semantic:
        services.sophia.embedder = None
        services.sophia._headings = None
    return services


def collect(paths: list[Path], ood: list[Path], semantic: bool, workdir: Path) -> dict[str, Any]:
    """Rows (signals, label, question number, rank, answerable) of every judged field."""
    services = _library(workdir / ("semantic" if semantic else "lexical"), semantic)
    if semantic and services.sophia.embedder is None:
        raise SystemExit("no embedding model available: fit the lexical model only")
    x, y, q, rank, answerable = [], [], [], [], []
    asked = [(question, True) for path in paths for question in load_questions(path)]
    asked += [(question, False) for path in ood for question in load_questions(path)]
    try:
        for number, (question, own) in enumerate(asked):
            _, judged = services.sophia.trace(question.text)
            fields = [j for j in judged if "heading_sim" in j.signals]
            for position, judgement in enumerate(fields):
                text = judgement.reading.hit.passage.text
                holds = any(answer in text for answer in question.answers)
                x.append([judgement.signals[name] for name in NAMES])
                y.append(1.0 if holds and question.answerable else 0.0)
                q.append(number)
                rank.append(position)
                answerable.append(own and question.answerable)
            if number % 200 == 0:
                print(f"  {number}/{len(asked)}", file=sys.stderr)
    finally:
        services.close()
    return {
        "x": np.array(x),
        "y": np.array(y),
        "q": np.array(q),
        "answerable": np.array(answerable),
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
            print(f"    {low:.1f}–{min(high, 1):.1f}: {len(inside)} answers, {np.mean(inside):.1%} right")


def _threshold(rows: dict[str, Any], p: np.ndarray, mask: np.ndarray, wrong: float) -> float:
    """The lowest cut whose answered first witnesses are wrong at most ``wrong`` of the time."""
    firsts = sorted(_firsts(rows, p, mask), reverse=True)
    cut, bad = 0.9, 0
    for count, (prob, ok) in enumerate(firsts, start=1):
        bad += not ok
        if bad / count <= wrong:
            cut = prob
    return round(max(0.3, min(0.9, cut)), 3)


def fit(rows: dict[str, Any], l2: float, wrong: float, names: tuple[str, ...]) -> dict[str, Any]:
    columns = [NAMES.index(n) for n in names]
    x = rows["x"][:, columns]
    even = rows["q"] % 2 == 0
    half = fit_logistic(x[even], rows["y"][even], l2)
    p_half = 1 / (1 + np.exp(-(np.hstack([x, np.ones((len(x), 1))]) @ half)))
    cut = _threshold(rows, p_half, even & rows["answerable"], wrong)
    report(rows, p_half, even, cut, "  fitted on even, scored on even")
    report(rows, p_half, ~even, cut, "  fitted on even, scored on odd ")
    full = fit_logistic(x, rows["y"], l2)
    p_full = 1 / (1 + np.exp(-(np.hstack([x, np.ones((len(x), 1))]) @ full)))
    cut = _threshold(rows, p_full, rows["answerable"], wrong)
    report(rows, p_full, np.ones(len(x), bool), cut, "  fitted on all, scored on all   ")
    return {
        "weights": {n: round(float(w), 4) for n, w in zip(names, full[:-1], strict=True)},
        "bias": round(float(full[-1]), 4),
        "threshold": cut,
    }


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        return out.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=Path, action="append", default=[], required=True)
    parser.add_argument("--ood", type=Path, action="append", default=[])
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--wrong", type=float, default=0.03, help="wrong first witnesses allowed")
    parser.add_argument("--lexical-only", action="store_true")
    parser.add_argument("--write", action="store_true", help=f"update {PRESET.name}")
    args = parser.parse_args(argv)
    models: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="oshun-fit-fields-") as workdir:
        kinds = (False,) if args.lexical_only else (True, False)
        for semantic in kinds:
            label = "semantic" if semantic else "lexical"
            print(f"{label}: collecting", file=sys.stderr)
            rows = collect(args.questions, args.ood, semantic, Path(workdir))
            names = NAMES if semantic else tuple(n for n in NAMES if not n.startswith("heading_s"))
            names = tuple(n for n in names if n != "heading_lead" or semantic)
            print(f"{label}: {len(rows['y'])} fields, {int(rows['y'].sum())} holding an answer")
            models[label] = fit(rows, args.l2, args.wrong, names)
    stamp = {
        "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "commit": _commit(),
        "command": "python -m bench.fit_fields " + " ".join(argv or sys.argv[1:]),
        "data": [str(p.name) for p in args.questions + args.ood],
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
