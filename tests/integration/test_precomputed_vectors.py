"""Shipped vectors (the demo library's): imported by text hash and model id, nothing else."""

from __future__ import annotations

from pathlib import Path

import numpy
from sqlalchemy import select

from oshun.corpus.ingest import ingest_paths
from oshun.retrieval.backfill import fill_vectors, import_vectors
from oshun.retrieval.dense import VectorState
from oshun.retrieval.embedding import OnnxEmbedder, model_id_for
from oshun.retrieval.precomputed import DEMO_VECTORS, load_precomputed, save_precomputed
from oshun.retrieval.vectors import embedding_text, text_hash
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Passage, Work
from tests.conftest import LIBRARY
from tests.fakes.embedding import CountingEmbedder


def _library_texts(services: Services) -> dict[str, str]:
    with services.db.session() as session:
        rows = session.execute(
            select(Work.title, Passage.heading, Passage.text).join(Work, Work.id == Passage.work_id)
        )
        texts = [embedding_text(row.title, row.heading, row.text) for row in rows]
    return {text_hash(text): text for text in texts}


def test_precomputed_rows_make_search_hybrid_without_embedding(
    settings: Settings, onnx_embedder: OnnxEmbedder, tmp_path: Path
) -> None:
    counting = CountingEmbedder(onnx_embedder)
    services = Services.build(settings, embedder=counting)
    try:
        ingest_paths(services.db, settings, [LIBRARY])
        texts = _library_texts(services)
        hashes = sorted(texts)
        vectors = onnx_embedder.embed([texts[h] for h in hashes])
        # One row the library does not hold: never imported.
        stranger = text_hash("not a passage of this library")
        shipped = tmp_path / "vectors.npz"
        save_precomputed(
            shipped,
            onnx_embedder.model_id,
            [*hashes, stranger],
            numpy.vstack([vectors, onnx_embedder.embed(["x"])]),
        )
        model_id, loaded_hashes, loaded = load_precomputed(shipped)
        assert model_id == onnx_embedder.model_id and loaded_hashes[:-1] == hashes
        # int8 storage: each row still points the same way (cosine with the original ≈ 1).
        assert float(numpy.min(numpy.sum(loaded[:-1] * vectors, axis=1))) > 0.999

        assert import_vectors(settings.index_dir, services.db, services.nisaba.dense, shipped) == (
            len(hashes)
        )
        assert services.nisaba.vector_status().state is VectorState.READY
        assert fill_vectors(settings.index_dir, services.db, services.nisaba.dense) == 0
        assert counting.texts == []  # not one passage embedded
        hits = services.nisaba.search("capital of Peru")
        assert hits[0].passage.title == "Peru" and hits[0].dense is not None
    finally:
        services.close()


def test_vectors_of_another_model_are_not_imported(
    settings: Settings, onnx_embedder: OnnxEmbedder, tmp_path: Path
) -> None:
    services = Services.build(settings, embedder=CountingEmbedder(onnx_embedder))
    try:
        ingest_paths(services.db, settings, [LIBRARY])
        texts = _library_texts(services)
        shipped = tmp_path / "other-model.npz"
        hashes = sorted(texts)
        save_precomputed(
            shipped,
            "another-model@000000000000",
            hashes,
            onnx_embedder.embed([texts[h] for h in hashes]),
        )
        assert import_vectors(settings.index_dir, services.db, services.nisaba.dense, shipped) == 0
        assert services.nisaba.vector_status().state is VectorState.EMBEDDING
    finally:
        services.close()


def test_the_shipped_demo_vectors_match_the_model_in_use() -> None:
    model_id, hashes, vectors = load_precomputed(DEMO_VECTORS)
    assert model_id == model_id_for(Settings().embedding_model_sha256)
    assert len(hashes) == len(set(hashes)) == vectors.shape[0] > 30_000
    assert numpy.allclose(numpy.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
