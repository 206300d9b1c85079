"""Hybrid search: BM25 and dense vectors, fused by reciprocal rank.

BM25 finds the passages that share the question's rare words; the dense model finds those
that mean the same in other words ("How many people live in Nigeria?" → "Population: …").
Each ranks its top ``FUSION_DEPTH`` passages and reciprocal-rank fusion (Cormack et al. 2009)
adds ``1 / (k + rank)`` from each list. It needs no score calibration between the two, which
is why it is the default; a convex combination of normalised scores is measured beside it by
``oshun eval retrieval``.

``RRF_K`` is 15, chosen by ``bench/fit_fusion.py`` on the SciFact **dev** claims (a set apart
from the test queries the retrieval bar is measured on): nDCG@10 0.853 against the published
60's 0.846 there, and 0.7195 against 0.7122 on the test queries read after the choice
(docs/evaluation.md). It changes which passages Sophia reads for a question naming no
country; what that let in ("Which part of the world has the most volcanoes?" answered from
the *World*'s list of countries) is ruled out by the entries rule (``entries.REGION_OF_WORLD``),
not by the constant.

Every hit carries its BM25 score (0 when BM25 did not rank it) and its cosine similarity to
the question (None when the live index has no vectors yet, and search is plain BM25).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import numpy

from oshun.errors import ModelUnavailable
from oshun.retrieval.backend import SearchBackend
from oshun.retrieval.dense import DenseIndex, DenseVectors
from oshun.retrieval.live import IndexHandle

#: The fusion constant, fitted on SciFact dev claims (the published one is 60; see above).
RRF_K = 15
FUSION_DEPTH = 100


class RankedHit(NamedTuple):
    """One search result: ``score`` ranks (fused when hybrid, BM25 otherwise)."""

    passage_id: str
    score: float
    bm25: float
    dense: float | None


def fuse_rrf(
    bm25: list[tuple[str, float]], dense_rows: list[int], dense: DenseIndex, k: int = RRF_K
) -> dict[str, float]:
    """Reciprocal-rank fusion of a BM25 ranking and a dense ranking (rows of ``dense``)."""
    fused: dict[str, float] = {}
    for rank, (passage_id, _score) in enumerate(bm25, start=1):
        fused[passage_id] = fused.get(passage_id, 0.0) + 1.0 / (k + rank)
    for rank, row in enumerate(dense_rows, start=1):
        passage_id = dense.ids[row]
        fused[passage_id] = fused.get(passage_id, 0.0) + 1.0 / (k + rank)
    return fused


def fuse_convex(
    bm25: list[tuple[str, float]],
    dense_rows: list[int],
    dense: DenseIndex,
    sims: numpy.ndarray,
    alpha: float,
) -> dict[str, float]:
    """``alpha`` × BM25 (divided by the best BM25 score) + (1 − alpha) × cosine, over the
    union of both candidate lists."""
    best = max((score for _id, score in bm25), default=0.0) or 1.0
    scores = {passage_id: score / best for passage_id, score in bm25}
    candidates = set(scores) | {dense.ids[row] for row in dense_rows}
    fused: dict[str, float] = {}
    for passage_id in candidates:
        row = dense.rows.get(passage_id)
        cosine = float(sims[row]) if row is not None else 0.0
        fused[passage_id] = alpha * scores.get(passage_id, 0.0) + (1 - alpha) * cosine
    return fused


class HybridSearch:
    """A backend's ranking, fused with dense search once the index's vectors are complete."""

    def __init__(self, index: IndexHandle, dense: DenseVectors) -> None:
        self.index = index
        self.dense = dense

    def dense_index(self, index: SearchBackend) -> DenseIndex | None:
        return self.dense.get(self.index.index_dir / index.corpus_version)

    def search(
        self,
        index: SearchBackend,
        terms: Sequence[str],
        text: str | None,
        limit: int,
        sets: frozenset[str] | None = None,
    ) -> list[RankedHit]:
        """Hybrid when ``text`` is given and ``index`` has its vectors, else the backend's;
        with ``sets``, both rankings hold passages of those source sets only."""
        dense = self.dense_index(index) if text else None
        if dense is None or not text:
            hits = index.search(terms, limit, sets)
            return [RankedHit(hit[0], hit[1], hit[1], None) for hit in hits]
        depth = max(limit, FUSION_DEPTH)
        bm25 = [(hit[0], hit[1]) for hit in index.search(terms, depth, sets)]
        try:
            sims = dense.similarities(self.dense.embed_query(text))
        except ModelUnavailable:
            return [RankedHit(i, s, s, None) for i, s in bm25[:limit]]
        fused = fuse_rrf(bm25, dense.top(sims, depth, sets), dense)
        return self._hits(fused, dict(bm25), dense, sims, limit)

    def dense_search(self, index: SearchBackend, text: str, limit: int) -> list[RankedHit]:
        """Dense vectors alone (the evaluation's "dense" system); [] without vectors."""
        dense = self.dense_index(index)
        if dense is None:
            return []
        sims = dense.similarities(self.dense.embed_query(text))
        return [
            RankedHit(dense.ids[row], float(sims[row]), 0.0, float(sims[row]))
            for row in dense.top(sims, limit)
        ]

    def convex_search(
        self, index: SearchBackend, terms: Sequence[str], text: str, limit: int, alpha: float
    ) -> list[RankedHit]:
        """The convex combination, for comparison in the evaluation."""
        dense = self.dense_index(index)
        depth = max(limit, FUSION_DEPTH)
        bm25 = [(hit[0], hit[1]) for hit in index.search(terms, depth)]
        if dense is None:
            return [RankedHit(i, s, s, None) for i, s in bm25[:limit]]
        sims = dense.similarities(self.dense.embed_query(text))
        fused = fuse_convex(bm25, dense.top(sims, depth), dense, sims, alpha)
        return self._hits(fused, dict(bm25), dense, sims, limit)

    @staticmethod
    def _hits(
        fused: dict[str, float],
        bm25: dict[str, float],
        dense: DenseIndex,
        sims: numpy.ndarray,
        limit: int,
    ) -> list[RankedHit]:
        ranked = sorted(fused.items(), key=lambda item: (-item[1], -bm25.get(item[0], 0.0)))
        hits = []
        for passage_id, score in ranked[:limit]:
            row = dense.rows.get(passage_id)
            cosine = float(sims[row]) if row is not None else None
            hits.append(RankedHit(passage_id, score, bm25.get(passage_id, 0.0), cosine))
        return hits
