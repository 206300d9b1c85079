"""Where SQuAD answers go wrong: abstained, the right paragraph with the wrong sentence, or
the wrong paragraph — and which signals tell answered unanswerable questions apart.

``oshun eval answers`` says *how often* an answerable question misses (no gold answer string in
any claim); fixing it needs to know *why*. Every question of a SQuAD split is asked through the
engine (``Sophia.trace``, hybrid search as users get it) and each answerable miss is put in one
class:

- **abstained**: no witness passed the gate (split by whether the gold paragraph was among
  the search hits at all);
- **right paragraph, wrong sentence**: a witness is the gold paragraph (it holds a gold answer
  string) but its quote does not;
- **wrong paragraph**: no witness holds a gold answer (split by whether the gold paragraph
  was searched and failed the gate, or was not among the hits).

For the "wrong sentence" class it also says where the answering sentence ranked among the
passage's sentences. Then, over the answered questions, the first witness's signals are
compared between answerable questions whose quote holds the answer and unanswerable ones
(AUROC per signal: 0.5 separates nothing). Fit on the ``fit`` split, report the held-out one.

    .venv/bin/python -m bench.squad_misses --corpus ../shared/eval/squad2/corpus.jsonl.gz \\
        --questions squad-fit.jsonl --data-dir LIBRARIES [--limit N] [--rows rows.jsonl]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from oshun.evaluation.answers import _library, library_folder, load_questions
from oshun.sentences import split_sentences


def auroc(positive: list[float], negative: list[float]) -> float:
    """Probability that a random positive scores above a random negative (ties count half)."""
    if not positive or not negative:
        return float("nan")
    values = np.array(positive + negative)
    order = values.argsort(kind="stable")
    ranks = np.empty(len(values))
    ranks[order] = np.arange(1, len(values) + 1)
    for value in np.unique(values):  # average ranks of ties
        same = values == value
        ranks[same] = ranks[same].mean()
    pos = ranks[: len(positive)].sum() - len(positive) * (len(positive) + 1) / 2
    return float(pos / (len(positive) * len(negative)))


def _row(question: Any, envelope: Any, judged: list[Any], external: dict[str, str]) -> dict:
    """One question's outcome, with every judged hit's signals and where the answer is."""
    answers = question.answers
    witness_ids = [c.id for c in envelope.citations]
    hits = []
    for j in judged:
        passage = j.reading.hit.passage
        text = passage.text
        spans = split_sentences(text)
        answering = [
            i for i, s in enumerate(spans) if any(a in text[s.start : s.end] for a in answers)
        ]
        chosen = next(
            (i for i, s in enumerate(spans) if s.start <= j.reading.span.start < s.end), 0
        )
        quote = text[j.reading.span.start : j.reading.span.end]
        hits.append(
            {
                "passage": external.get(passage.id, passage.id),
                "text": text,
                "span": [j.reading.span.start, j.reading.span.end],
                "score": j.score,
                "signals": j.signals,
                "witness": passage.id in witness_ids,
                "holds": any(a in text for a in answers),
                "quote_holds": any(a in quote for a in answers),
                "sentences": len(spans),
                "chosen": chosen,
                "answering": answering,
            }
        )
    claims = [c.text for c in envelope.claims]
    return {
        "id": question.id,
        "question": question.text,
        "answers": answers,
        "answerable": question.answerable,
        "evidence": question.evidence,
        "abstained": envelope.abstained,
        "confidence": envelope.confidence,
        "hit": any(a in c for a in answers for c in claims),
        "first_hit": bool(claims) and any(a in claims[0] for a in answers),
        "hits": hits,
    }


def classify(row: dict) -> str:
    """The miss class of an answerable question (``hit`` when a claim holds a gold answer)."""
    if row["hit"]:
        return "hit"
    gold_searched = any(h["holds"] for h in row["hits"])
    if row["abstained"]:
        return "abstained, gold paragraph searched" if gold_searched else "abstained, not searched"
    if any(h["witness"] and h["holds"] for h in row["hits"]):
        return "right paragraph, wrong sentence"
    if gold_searched:
        return "wrong paragraph, gold paragraph failed the gate"
    return "wrong paragraph, gold not searched"


def report(rows: list[dict]) -> None:
    answerable = [r for r in rows if r["answerable"]]
    unanswerable = [r for r in rows if not r["answerable"]]
    n = len(answerable) or 1
    print(f"{len(answerable)} answerable, {len(unanswerable)} unanswerable")
    print(
        f"answered {sum(not r['abstained'] for r in answerable) / n:.1%} · "
        f"evidence hit {sum(r['hit'] for r in answerable) / n:.1%} · "
        f"unanswerable abstained "
        f"{sum(r['abstained'] for r in unanswerable) / max(len(unanswerable), 1):.1%}"
    )
    classes = Counter(classify(r) for r in answerable)
    print("\nanswerable questions by outcome:")
    for name, count in classes.most_common():
        print(f"  {name:50s} {count:5d}  {count / n:6.1%}")

    # Wrong sentence: where the answering sentence ranked, and how many the passage has.
    wrong = [
        h
        for r in answerable
        if classify(r) == "right paragraph, wrong sentence"
        for h in r["hits"]
        if h["witness"] and h["holds"]
    ]
    if wrong:
        lengths = Counter(min(h["sentences"], 10) for h in wrong)
        distance = Counter(
            min((abs(a - h["chosen"]) for a in h["answering"]), default=-1) for h in wrong
        )
        print(
            "\nwrong sentence, gold witnesses: sentences in passage", dict(sorted(lengths.items()))
        )
        print("  distance chosen → nearest answering sentence", dict(sorted(distance.items())))

    # First gold-holding witness position when it is not first.
    first_gold = Counter()
    for r in answerable:
        if r["abstained"]:
            continue
        witnesses = [h for h in r["hits"] if h["witness"]]
        witnesses.sort(key=lambda h: -h["score"])
        pos = next((i for i, h in enumerate(witnesses) if h["holds"]), -1)
        first_gold[pos] += 1
    print("\nanswered: position of the first gold witness (by score; -1 none)", dict(first_gold))

    # Signals of the first witness: answerable (first quote holds the answer) vs unanswerable.
    def first(r: dict) -> dict | None:
        witnesses = [h for h in r["hits"] if h["witness"]]
        return max(witnesses, key=lambda h: h["score"]) if witnesses else None

    good = [f for r in answerable if not r["abstained"] and r["first_hit"] if (f := first(r))]
    bad = [f for r in unanswerable if not r["abstained"] if (f := first(r))]
    if good and bad:
        print(f"\nfirst witness signals, AUROC: answerable with a hit ({len(good)})")
        print(f"  against answered unanswerable ({len(bad)}); 0.5 separates nothing")
        names = sorted(set(good[0]["signals"]) & set(bad[0]["signals"]))
        for name in [*names, "score"]:
            pick = (
                (lambda h: h["score"]) if name == "score" else (lambda h, n=name: h["signals"][n])
            )
            print(f"  {name:22s} {auroc([pick(h) for h in good], [pick(h) for h in bad]):.3f}")
        # Question-level: number of witnesses.
        wc_good = [
            sum(h["witness"] for h in r["hits"])
            for r in answerable
            if not r["abstained"] and r["first_hit"]
        ]
        wc_bad = [sum(h["witness"] for h in r["hits"]) for r in unanswerable if not r["abstained"]]
        count = auroc([float(v) for v in wc_good], [float(v) for v in wc_bad])
        print(f"  {'witness count':22s} {count:.3f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", required=True, help="squad2/corpus.jsonl.gz")
    parser.add_argument("--questions", type=Path, required=True, help="a squad_split file")
    parser.add_argument("--data-dir", type=Path, required=True, help="libraries (kept vectors)")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--rows", type=Path, default=None, help="write one JSON line per question")
    parser.add_argument("--load", type=Path, default=None, help="report on rows written before")
    args = parser.parse_args(argv)
    if args.load is not None:
        rows = [json.loads(line) for line in args.load.read_text().splitlines() if line]
        report(rows)
        return
    questions = load_questions(args.questions, args.limit)
    services, external = _library(args.corpus, library_folder(args.data_dir, args.corpus))
    rows = []
    try:
        for number, question in enumerate(questions, start=1):
            envelope, judged = services.sophia.trace(question.text)
            rows.append(_row(question, envelope, judged, external))
            if number % 500 == 0:
                print(f"  {number}/{len(questions)}", flush=True)
    finally:
        services.close()
    if args.rows is not None:
        args.rows.write_text("".join(json.dumps(r) + "\n" for r in rows))
    report(rows)


if __name__ == "__main__":
    main()
