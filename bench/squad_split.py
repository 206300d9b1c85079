"""The fit / held-out split of the visible SQuAD 2.0 questions, by Wikipedia article.

The gate over search hits is fitted on the visible SQuAD 2.0 set (``../shared/eval/squad2``)
and its figures are reported on questions it was not fitted on. Splitting by question would
let the fit see every article's wording; splitting by **article** holds out whole topics, as
a hidden set of other articles would. Articles sorted by name, every second one (odd index)
is held out: 9 of 18.

A question's article is its evidence paragraph's (``"Normans/3"`` → ``Normans``); an
unanswerable question has no evidence, so it takes the article of the answerable question
before it (the file lists each paragraph's answerable questions, then its unanswerable ones).

    .venv/bin/python -m bench.squad_split --questions ../shared/eval/squad2/questions.jsonl \\
        --split heldout --out squad-heldout.jsonl
    oshun eval answers --corpus ../shared/eval/squad2/corpus.jsonl.gz \\
        --questions squad-heldout.jsonl --ood-corpus ../shared/eval/scifact/corpus.jsonl.gz

The corpus stays whole (636 paragraphs), so held-out questions are searched among the same
distractors as in use.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path


def _article(evidence: Sequence[str]) -> str | None:
    return evidence[0].rsplit("/", 1)[0] if evidence else None


def question_articles(evidence: Sequence[Sequence[str]]) -> list[str]:
    """The article of every question, given each one's evidence ids, in file order (see the
    module's docstring)."""
    articles: list[str | None] = [_article(ids) for ids in evidence]
    last: str | None = None
    for i, article in enumerate(articles):
        if article is None:
            articles[i] = last
        else:
            last = article
    following: str | None = None
    for i in range(len(articles) - 1, -1, -1):  # leading unanswerable ones: the next article
        if articles[i] is None:
            articles[i] = following
        following = articles[i]
    return [a or "" for a in articles]


def heldout_articles(articles: set[str]) -> set[str]:
    """The held-out half: every second article in name order."""
    return {article for i, article in enumerate(sorted(articles)) if i % 2 == 1}


def fit_folds(articles: set[str], folds: int = 2) -> dict[str, int]:
    """The fit half's articles in ``folds`` folds, every ``folds``-th in name order: a model
    trained on the other folds reads a fold's questions as it reads unseen ones
    (``bench/fit_verifier.py --fold``, ``bench/fit_gate.py --fold-verifier``)."""
    held = heldout_articles(articles)
    fit = sorted(articles - held)
    return {article: i % folds for i, article in enumerate(fit)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=Path, required=True, help="squad2/questions.jsonl")
    parser.add_argument("--split", choices=("fit", "heldout"), required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    lines = [line for line in args.questions.read_text(encoding="utf-8").splitlines() if line]
    rows = [json.loads(line) for line in lines]

    articles = question_articles([[str(e) for e in r.get("evidence") or []] for r in rows])
    held = heldout_articles(set(articles))
    wanted = [
        line
        for line, article in zip(lines, articles, strict=True)
        if (article in held) == (args.split == "heldout")
    ]
    args.out.write_text("".join(f"{line}\n" for line in wanted), encoding="utf-8")
    print(f"{len(wanted)} of {len(lines)} questions ({args.split}) → {args.out}")


if __name__ == "__main__":
    main()
