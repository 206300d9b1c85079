"""``oshun eval retrieval``: OSHUN's BM25, dense and hybrid search against a plain ``bm25s``
baseline, same run.

The BEIR corpus is ingested into a temporary library (a throw-away data directory, or a kept
one with ``--data-dir``, whose vectors later runs reuse) exactly as ``oshun ingest`` would,
its passage vectors are filled in, then every judged query runs through OSHUN's BM25 index
alone, dense vectors alone, hybrid search (reciprocal-rank fusion, the product's search), and
a convex combination of the two for comparison. Query embedding is inside the timed part
and never cached between runs. The baseline is
``bm25s`` (k1 = 0.9, b = 0.4, English stop words, Snowball stemmer, title + text), timed the
same way: query analysis plus retrieval of the top 100 (and again of the top 10, the
product's default page), one query at a time, the systems taking turns on each query and
each latency the best of three runs.
"""

from __future__ import annotations

import gzip
import json
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy
from sqlalchemy import select

from oshun.corpus.ingest import ingest_paths
from oshun.evaluation.metrics import median, ndcg_at, percentile, recall_at
from oshun.retrieval.analysis import terms
from oshun.retrieval.backend import backend_named
from oshun.retrieval.backfill import fill_vectors
from oshun.retrieval.embedding import Embedder, OnnxEmbedder
from oshun.retrieval.live import open_index
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Passage, Work

COLLECTION = "eval"
#: Weight of BM25 (divided by the query's best BM25 score) against the cosine in the convex
#: combination shown beside reciprocal-rank fusion: equal weights, not tuned on any set.
CONVEX_ALPHA = 0.5


@dataclass(slots=True)
class SystemFigures:
    name: str
    ndcg_at_10: float
    recall_at_100: float
    median_ms: float
    p95_ms: float
    index_seconds: float
    median_ms_at_10: float = 0.0

    def as_dict(self) -> dict[str, object]:
        return {
            "system": self.name,
            "nDCG@10": round(self.ndcg_at_10, 4),
            "recall@100": round(self.recall_at_100, 4),
            "medianLatencyMs": round(self.median_ms, 4),
            "p95LatencyMs": round(self.p95_ms, 4),
            "medianLatencyMsAt10": round(self.median_ms_at_10, 4),
            "indexSeconds": round(self.index_seconds, 3),
        }


@dataclass(slots=True)
class RetrievalReport:
    queries: int
    documents: int
    systems: list[SystemFigures] = field(default_factory=list)

    def system(self, name: str) -> SystemFigures | None:
        return next((s for s in self.systems if s.name == name), None)

    def as_dict(self) -> dict[str, object]:
        baseline = self.systems[-1]
        ratios = {
            s.name: {
                "latencyRatio": _ratio(s.median_ms, baseline.median_ms),
                "latencyRatioAt10": _ratio(s.median_ms_at_10, baseline.median_ms_at_10),
            }
            for s in self.systems[:-1]
        }
        headline = self.system("oshun-hybrid") or self.systems[0]
        return {
            "queries": self.queries,
            "documents": self.documents,
            "systems": [s.as_dict() for s in self.systems],
            # The product's search (hybrid when it has vectors) against the baseline.
            "latencyRatio": ratios[headline.name]["latencyRatio"],
            "latencyRatioAt10": ratios[headline.name]["latencyRatioAt10"],
            "latencyRatios": ratios,
        }


def _ratio(ours: float, theirs: float) -> float | None:
    return round(ours / theirs, 3) if theirs else None


def _open_text(path: Path) -> list[str]:
    if path.suffix == ".gz":
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            return [line for line in handle if line.strip()]
    with path.open(encoding="utf-8") as handle:
        return [line for line in handle if line.strip()]


def load_queries(path: Path) -> dict[str, str]:
    queries = {}
    for line in _open_text(path):
        record = json.loads(line)
        queries[str(record["_id"])] = str(record["text"])
    return queries


def load_qrels(path: Path) -> dict[str, dict[str, int]]:
    qrels: dict[str, dict[str, int]] = {}
    for number, line in enumerate(_open_text(path)):
        parts = line.rstrip("\n").split("\t")
        if number == 0 and not parts[-1].strip().lstrip("-").isdigit():
            continue  # header
        query_id, doc_id, score = parts[0], parts[1], int(parts[2])
        qrels.setdefault(query_id, {})[doc_id] = score
    return qrels


def _load_corpus(path: Path) -> tuple[list[str], list[str]]:
    ids, texts = [], []
    for line in _open_text(path):
        record = json.loads(line)
        ids.append(str(record["_id"]))
        texts.append(f"{record.get('title') or ''} {record['text']}")
    return ids, texts


#: A system under test: ``run(query, k)`` → document ids, best first.
System = Callable[[str, int], list[str]]


@dataclass(slots=True)
class _Measured:
    ndcgs: list[float] = field(default_factory=list)
    recalls: list[float] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)  # ms, top 100
    latencies_at_10: list[float] = field(default_factory=list)  # ms, top 10


def _timed(
    systems: dict[str, System], order: list[str], text: str, k: int, repeats: int
) -> tuple[dict[str, list[str]], dict[str, float]]:
    best = dict.fromkeys(order, float("inf"))
    ranked: dict[str, list[str]] = {}
    for _ in range(repeats):
        for name in order:
            started = time.perf_counter()
            ranked[name] = systems[name](text, k)
            best[name] = min(best[name], (time.perf_counter() - started) * 1000)
    return ranked, best


def _measure(
    systems: dict[str, System],
    queries: dict[str, str],
    qrels: dict[str, dict[str, int]],
    repeats: int,
) -> dict[str, _Measured]:
    """Run every judged query on every system: quality and latency at top 100, and latency
    again at top 10 (the product's default page of results).

    The systems take turns on each query (the order alternates) and each query's latency is
    the best of ``repeats`` runs, so a noisy shared machine penalises neither side."""
    figures = {name: _Measured() for name in systems}
    names = list(systems)
    for number, (query_id, relevant) in enumerate(qrels.items()):
        text = queries[query_id]
        order = names if number % 2 == 0 else names[::-1]
        ranked, best = _timed(systems, order, text, 100, repeats)
        _ranked10, best10 = _timed(systems, order[::-1], text, 10, repeats)
        for name in names:
            measured = figures[name]
            measured.ndcgs.append(ndcg_at(ranked[name], relevant, 10))
            measured.recalls.append(recall_at(ranked[name], relevant, 100))
            measured.latencies.append(best[name])
            measured.latencies_at_10.append(best10[name])
    return figures


def _summary(name: str, measured: _Measured, build_seconds: float) -> SystemFigures:
    count = len(measured.ndcgs) or 1
    return SystemFigures(
        name,
        sum(measured.ndcgs) / count,
        sum(measured.recalls) / count,
        median(measured.latencies),
        percentile(measured.latencies, 0.95),
        build_seconds,
        median(measured.latencies_at_10),
    )


class _Uncached:
    """The embedder without its query cache, so every timed run embeds its query afresh."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim

    def embed(self, texts: Sequence[str]) -> numpy.ndarray:
        return self.inner.embed(texts)


def _oshun_systems(
    corpus: Path, workdir: Path, progress: Callable[[str], None] | None, dense: bool = True
) -> tuple[dict[str, System], float, int]:
    """OSHUN's BM25, dense and hybrid search over the corpus ingested into ``workdir``
    (vectors already stored there are reused; missing ones are computed, with progress)."""
    settings = Settings(data_dir=workdir, database_url=None, demo_library=False)
    embedder = _Uncached(OnnxEmbedder.from_settings(settings))
    services = Services.build(settings, embedder=embedder)
    started = time.perf_counter()
    report = ingest_paths(services.db, settings, [corpus], collection=COLLECTION)
    seconds = time.perf_counter() - started
    if report.skipped:
        raise ValueError(f"corpus could not be ingested: {report.skipped[0]}")

    last = [0.0]

    def embedded(done: int, total: int) -> None:
        if progress and (time.monotonic() - last[0] > 30 or done == total):
            last[0] = time.monotonic()
            progress(f"embedded {done}/{total} passages")

    if dense:
        fill_vectors(settings.index_dir, services.db, services.nisaba.dense, progress=embedded)
    with services.db.session() as session:
        to_doc = {
            row.id: row.external_id
            for row in session.execute(
                select(Passage.id, Work.external_id).join(Work, Work.id == Passage.work_id)
            )
        }
    searcher = services.nisaba.searcher
    index = open_index(settings.index_dir, backend_named(settings.search_backend))

    def documents(hits: list[Any]) -> list[str]:
        # Passages → their documents, first occurrence kept (a long record spans several).
        return list(dict.fromkeys([to_doc[hit[0]] for hit in hits]))

    systems: dict[str, System] = {
        "oshun-bm25": lambda q, k: documents(index.search(terms(q), k)),
        "oshun-dense": lambda q, k: documents(searcher.dense_search(index, q, k)),
        "oshun-hybrid": lambda q, k: documents(searcher.search(index, terms(q), q, k)),
        "oshun-convex": lambda q, k: documents(
            searcher.convex_search(index, terms(q), q, k, CONVEX_ALPHA)
        ),
    }
    if searcher.dense_index(index) is None:  # no model or no vectors: BM25 only
        systems = {"oshun-bm25": systems["oshun-bm25"]}
    return systems, seconds, report.works


def _bm25s_system(corpus: Path) -> tuple[System, float]:
    import bm25s
    import Stemmer

    stemmer = Stemmer.Stemmer("english")
    ids, texts = _load_corpus(corpus)
    started = time.perf_counter()
    tokens = bm25s.tokenize(texts, stopwords="en", stemmer=stemmer, show_progress=False)
    retriever = bm25s.BM25(k1=0.9, b=0.4)
    retriever.index(tokens, show_progress=False)
    seconds = time.perf_counter() - started

    def run(query: str, k: int) -> list[str]:
        query_tokens = bm25s.tokenize([query], stopwords="en", stemmer=stemmer, show_progress=False)
        if not query_tokens.vocab:
            return []
        k = min(k, len(ids))
        documents, _scores = retriever.retrieve(query_tokens, k=k, show_progress=False)
        return [ids[i] for i in documents[0]]

    return run, seconds


def evaluate_retrieval(
    corpus: Path,
    queries_path: Path,
    qrels_path: Path,
    *,
    repeats: int = 3,
    progress: Callable[[str], None] | None = None,
    data_dir: Path | None = None,
    dense: bool = True,
) -> RetrievalReport:
    """``data_dir``: keep the evaluation library there (its vectors are then computed once
    and reused by every later run); by default a temporary one is used and removed.
    ``dense=False``: BM25 against the baseline only (no passage vectors are computed)."""
    queries = load_queries(queries_path)
    qrels = {q: rel for q, rel in load_qrels(qrels_path).items() if q in queries}
    if not qrels:
        raise ValueError("no judged query appears in the queries file")
    with tempfile.TemporaryDirectory(prefix="oshun-eval-") as scratch:
        workdir = data_dir or Path(scratch)
        if progress:
            progress(f"ingesting the corpus into the evaluation library in {workdir}")
        systems, oshun_seconds, documents = _oshun_systems(corpus, workdir, progress, dense)
        if progress:
            progress("building the bm25s baseline")
        baseline_run, baseline_seconds = _bm25s_system(corpus)
        systems["bm25s-baseline"] = baseline_run
        if progress:
            progress(f"running {len(qrels)} queries on {', '.join(systems)}")
        measured = _measure(systems, queries, qrels, repeats)
        report = RetrievalReport(queries=len(qrels), documents=documents)
        for name in systems:
            seconds = baseline_seconds if name == "bm25s-baseline" else oshun_seconds
            report.systems.append(_summary(name, measured[name], seconds))
    return report
