"""Choose the reciprocal-rank fusion constant (``retrieval.hybrid.RRF_K``) on a tuning set.

Hybrid search adds ``1 / (k + rank)`` from BM25's ranking and from the dense ranking. The
published constant is k = 60 (Cormack et al. 2009); a smaller k weighs each list's first places
more. Which is better depends on how good the two rankers' tops are, so it is measured — on
claims the retrieval bar is **not** measured on: the SciFact dev claims (``claims.jsonl``,
the 188 with evidence abstracts; their evidence ids are the relevance judgements). The test
queries are scored too, once, so the report shows whether the choice carries over.

The evaluation library is the one ``oshun eval retrieval --data-dir DIR`` keeps (ingested and
every vector stored); this script only reads it. For each k it runs hybrid search as the
product does (``fuse_rrf`` over each ranker's top ``FUSION_DEPTH``) and prints nDCG@10 and
recall@100 per set, then the k with the best dev nDCG@10 (the smallest of equals).

    .venv/bin/python -m bench.fit_fusion --data-dir DIR --scifact ../shared/eval/scifact \\
        [--k 5 10 15 20 30 40 60] [--json]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

from sqlalchemy import select

from oshun.evaluation.metrics import ndcg_at, recall_at
from oshun.evaluation.retrieval import load_qrels, load_queries
from oshun.retrieval.analysis import terms
from oshun.retrieval.backend import backend_named
from oshun.retrieval.hybrid import FUSION_DEPTH, fuse_rrf
from oshun.retrieval.live import open_index
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Passage, Work

DEFAULT_KS = (5, 10, 15, 20, 30, 40, 60)
#: (queries by id, relevance judgements by query id)
Judged = tuple[dict[str, str], dict[str, dict[str, int]]]


def dev_claims(path: Path) -> Judged:
    """The answerable claims of a ``claims.jsonl`` as queries, their evidence as judgements."""
    queries: dict[str, str] = {}
    qrels: dict[str, dict[str, int]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if row.get("answerable") and row.get("evidence"):
            queries[str(row["id"])] = str(row["question"])
            qrels[str(row["id"])] = {str(doc): 1 for doc in row["evidence"]}
    return queries, qrels


def documents(passages: Iterable[str], to_doc: Mapping[str, str]) -> list[str]:
    """Passages → their documents, best first, each document where its best passage ranks."""
    return list(dict.fromkeys(to_doc[p] for p in passages))


def ranked(fused: Mapping[str, float]) -> list[str]:
    return [p for p, _ in sorted(fused.items(), key=lambda item: -item[1])]


def score(run: Callable[[str], Sequence[str]], judged: Judged) -> tuple[float, float]:
    """Mean nDCG@10 and recall@100 of ``run`` (query → documents, best first)."""
    queries, qrels = judged
    asked = [q for q in qrels if q in queries]
    if not asked:
        return 0.0, 0.0
    ndcg = recall = 0.0
    for query_id in asked:
        docs = list(run(queries[query_id]))
        ndcg += ndcg_at(docs, qrels[query_id], 10)
        recall += recall_at(docs, qrels[query_id], 100)
    return ndcg / len(asked), recall / len(asked)


def best_k(figures: Mapping[int, Mapping[str, tuple[float, float]]]) -> int:
    """The k with the best dev nDCG@10 (rounded to 4 places; the smallest of equals)."""
    return min(figures, key=lambda k: (-round(figures[k]["dev"][0], 4), k))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, required=True, help="an eval retrieval library")
    parser.add_argument("--scifact", type=Path, required=True, help="the SciFact folder")
    parser.add_argument("--k", type=int, nargs="+", default=list(DEFAULT_KS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    settings = Settings(data_dir=args.data_dir, database_url=None, demo_library=False)
    services = Services.build(settings)
    with services.db.session() as session:
        to_doc = {
            row.id: row.external_id
            for row in session.execute(
                select(Passage.id, Work.external_id).join(Work, Work.id == Passage.work_id)
            )
        }
    searcher = services.nisaba.searcher
    index = open_index(settings.index_dir, backend_named(settings.search_backend))
    dense = searcher.dense_index(index)
    if dense is None:
        parser.error(f"{args.data_dir} has no complete passage vectors (oshun eval retrieval)")
    sets: dict[str, Judged] = {
        "dev": dev_claims(args.scifact / "claims.jsonl"),
        "test": (
            load_queries(args.scifact / "queries.jsonl"),
            load_qrels(args.scifact / "qrels" / "test.tsv"),
        ),
    }
    lists: dict[str, tuple[list[tuple[str, float]], list[int]]] = {}

    def rankings(text: str) -> tuple[list[tuple[str, float]], list[int]]:
        if text not in lists:
            bm25 = [(hit[0], hit[1]) for hit in index.search(terms(text), FUSION_DEPTH)]
            sims = dense.similarities(searcher.dense.embed_query(text))
            lists[text] = (bm25, dense.top(sims, FUSION_DEPTH))
        return lists[text]

    figures: dict[int, dict[str, tuple[float, float]]] = {}
    for k in args.k:

        def run(text: str, k: int = k) -> list[str]:
            bm25, rows = rankings(text)
            return documents(ranked(fuse_rrf(bm25, rows, dense, k)), to_doc)

        figures[k] = {name: score(run, judged) for name, judged in sets.items()}
        if not args.json:
            cells = "  ".join(
                f"{name} nDCG@10 {n:.4f} recall@100 {r:.4f}" for name, (n, r) in figures[k].items()
            )
            print(f"k = {k:>3}: {cells}", flush=True)
    chosen = best_k(figures)
    if args.json:
        print(json.dumps({"figures": figures, "chosen": chosen}, indent=2))
    else:
        print(f"best on dev: k = {chosen}")


if __name__ == "__main__":
    main()
