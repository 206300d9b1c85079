"""Hybrid search on a real library: vectors stored once, BM25 until they are complete, the
dense similarity on every hit, and a passage BM25 cannot find that hybrid search does."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from oshun.app import create_app
from oshun.corpus.ingest import ingest_paths, reindex
from oshun.retrieval.backfill import VectorBackfill, fill_vectors
from oshun.retrieval.dense import VectorState
from oshun.retrieval.embedding import OnnxEmbedder
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Embedding
from tests.conftest import FIXTURES, LIBRARY
from tests.fakes.embedding import CountingEmbedder

NIGERIA = FIXTURES / "dense" / "nigeria.jsonl"


@pytest.fixture
def counting(onnx_embedder: OnnxEmbedder) -> CountingEmbedder:
    return CountingEmbedder(onnx_embedder)


@pytest.fixture
def hybrid(settings: Settings, counting: CountingEmbedder) -> Iterator[Services]:
    services = Services.build(settings, embedder=counting)
    report = ingest_paths(services.db, settings, [LIBRARY, NIGERIA])
    assert not report.skipped
    yield services
    services.close()


def _fill(services: Services) -> int:
    return fill_vectors(services.settings.index_dir, services.db, services.nisaba.dense)


def _stored(services: Services) -> int:
    with services.db.session() as session:
        return int(session.scalar(select(func.count()).select_from(Embedding)) or 0)


def test_search_is_bm25_until_vectors_are_complete_then_hybrid(hybrid: Services) -> None:
    passages = int(str(hybrid.nisaba.stats()["passages"]))
    status = hybrid.nisaba.vector_status()
    assert status.state is VectorState.EMBEDDING
    assert (status.embedded, status.total) == (0, passages)
    assert f"embedded 0/{passages}" in status.label
    before = hybrid.nisaba.search("capital of Peru")
    assert before[0].passage.title == "Peru" and all(hit.dense is None for hit in before)

    assert _fill(hybrid) == passages
    assert hybrid.nisaba.vector_status().state is VectorState.READY
    after = hybrid.nisaba.search("capital of Peru")
    assert after[0].passage.title == "Peru"
    assert all(hit.dense is not None and -1.0 <= hit.dense <= 1.0 for hit in after)
    # The dense similarity is the cosine with the question: the answer is closer than noise.
    by_id = {hit.passage.id: hit for hit in after}
    assert by_id["atlas-peru-capital.0"].dense > max(  # type: ignore[operator]
        hit.dense
        for hit in after
        if hit.passage.title not in ("Peru",)  # type: ignore[type-var]
    )


def test_a_new_passage_without_its_vector_sends_search_back_to_bm25(
    hybrid: Services, tmp_path: Path
) -> None:
    _fill(hybrid)
    extra = tmp_path / "extra.md"
    extra.write_text("# Lighthouses\n\nThe lighthouse keeper climbs the stairs at dusk.\n")
    ingest_paths(hybrid.db, hybrid.settings, [extra])
    status = hybrid.nisaba.vector_status()
    assert status.state is VectorState.EMBEDDING and status.embedded == status.total - 1
    assert all(hit.dense is None for hit in hybrid.nisaba.search("lighthouse keeper"))
    assert _fill(hybrid) == 1  # only the new passage is embedded
    assert all(hit.dense is not None for hit in hybrid.nisaba.search("lighthouse keeper"))


def test_vectors_are_computed_once_across_reindex_reingest_and_a_second_node(
    hybrid: Services, counting: CountingEmbedder, tmp_path: Path
) -> None:
    passages = int(str(hybrid.nisaba.stats()["passages"]))
    _fill(hybrid)
    assert len(counting.texts) == passages == _stored(hybrid)

    reindex(hybrid.db, hybrid.settings)
    assert _fill(hybrid) == 0
    ingest_paths(hybrid.db, hybrid.settings, [LIBRARY, NIGERIA])  # unchanged text
    assert _fill(hybrid) == 0
    assert len(counting.texts) == passages

    # A second node: its own data directory and index, the same database.
    node = Settings(
        data_dir=tmp_path / "node2",
        demo_library=False,
        database_url=hybrid.settings.resolved_database_url,
    )
    second = Services.build(node, embedder=counting)
    try:
        reindex(second.db, node)
        assert _fill(second) == 0
        assert len(counting.texts) == passages == _stored(hybrid)
        assert second.nisaba.search("capital of Kenya")[0].dense is not None
    finally:
        second.close()


def test_two_processes_filling_at_once_store_each_vector_once(
    hybrid: Services, onnx_embedder: OnnxEmbedder
) -> None:
    other = Services.build(hybrid.settings, embedder=CountingEmbedder(onnx_embedder))
    errors: list[BaseException] = []

    def run(services: Services) -> None:
        try:
            _fill(services)
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    try:
        threads = [threading.Thread(target=run, args=(s,)) for s in (hybrid, other)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        other.close()
    assert errors == []
    assert _stored(hybrid) == int(str(hybrid.nisaba.stats()["passages"]))
    assert hybrid.nisaba.vector_status().state is VectorState.READY


def test_hybrid_finds_a_passage_bm25_cannot(hybrid: Services) -> None:
    question = "How long do Nigerians live?"
    # "Nigerians" is not "Nigeria" to the stemmer, and the field says "life expectancy".
    bm25 = [hit.passage.id for hit in hybrid.nisaba.search(question, 5)]
    assert "nigeria-ng-life.0" not in bm25
    _fill(hybrid)
    hits = hybrid.nisaba.search(question, 5)
    ids = [hit.passage.id for hit in hits]
    assert "nigeria-ng-life.0" in ids, ids
    best_dense = max(hits, key=lambda hit: hit.dense or 0.0)
    assert best_dense.passage.id == "nigeria-ng-life.0"
    assert best_dense.bm25 == 0.0  # BM25 did not rank it at all


def test_bm25_setting_never_embeds(settings: Settings, counting: CountingEmbedder) -> None:
    bm25_only = settings.model_copy(update={"retrieval": "bm25"})
    services = Services.build(bm25_only, embedder=counting)
    try:
        ingest_paths(services.db, bm25_only, [LIBRARY])
        assert _fill(services) == 0 and counting.texts == []
        assert services.nisaba.vector_status().state is VectorState.OFF
        assert services.nisaba.search("capital of Peru")[0].dense is None
    finally:
        services.close()


def test_health_says_how_far_and_the_background_fill_finishes(hybrid: Services) -> None:
    passages = int(str(hybrid.nisaba.stats()["passages"]))
    with TestClient(create_app(hybrid.settings, hybrid)) as client:
        vectors = client.get("/health").json()["vectors"]
        assert vectors["state"] == "embedding" and vectors["total"] == passages
        assert vectors["label"].startswith(f"embedded 0/{passages}")
        backfill = VectorBackfill(hybrid.settings.index_dir, hybrid.db, hybrid.nisaba.dense)
        backfill.start()
        try:
            for _ in range(600):
                if client.get("/health").json()["vectors"]["state"] == "ready":
                    break
                threading.Event().wait(0.05)
        finally:
            backfill.stop()
        vectors = client.get("/health").json()["vectors"]
        assert vectors["state"] == "ready" and vectors["embedded"] == passages
        assert vectors["model"].startswith("all-MiniLM-L6-v2-int8@")
        body = client.get("/v1/nisaba/search", params={"q": "capital of Mongolia"}).json()
        top = body["results"][0]
        assert top["title"] == "Mongolia" and 0 < top["dense"] <= 1 and top["bm25"] > 0


def test_hybrid_search_of_a_scope_never_returns_another_sets_passage(
    hybrid: Services, tmp_path: Path
) -> None:
    """Both rankings are filtered: a private passage the dense model finds closest to the
    question never reaches a search of the shared set (issue 11)."""
    from oshun.corpus.sets import LIBRARY as SHARED
    from oshun.corpus.sets import create_set
    from oshun.retrieval.scope import Scope

    secret = create_set(hybrid.db, "Secret", owner_id=None, set_id="secret")
    note = tmp_path / "peru.md"
    note.write_text("# Peru\n\nLima is the capital city of Peru, the secret note says.\n")
    report = ingest_paths(hybrid.db, hybrid.settings, [note], source_set=secret.id)
    assert not report.skipped
    _fill(hybrid)
    hybrid.nisaba.dense.invalidate()
    everything = hybrid.nisaba.search("What is the capital city of Peru?", 20)
    assert any(hit.passage.source_set == "secret" for hit in everything)
    assert all(hit.dense is not None for hit in everything)  # hybrid, not BM25
    shared = hybrid.nisaba.search("What is the capital city of Peru?", 20, Scope.of([SHARED]))
    assert shared and all(hit.passage.source_set == SHARED for hit in shared)
    only = hybrid.nisaba.search("capital city of Peru", 20, Scope.of(["secret"], "secret"))
    assert [hit.passage.source_set for hit in only] == ["secret"]


@pytest.mark.parametrize("enabled", [True, False])
def test_the_verifier_reads_the_best_hybrid_hits_and_never_bm25_ones(
    settings: Settings, counting: CountingEmbedder, enabled: bool
) -> None:
    settings = settings.model_copy(update={"sophia_verifier": enabled})
    services = Services.build(settings, embedder=counting)
    try:
        assert not ingest_paths(services.db, settings, [LIBRARY, NIGERIA]).skipped
        question = "Where do green plants make glucose from sunlight?"
        _, lexical = services.sophia.trace(question)  # vectors not filled: BM25 hits
        assert lexical and all("verifier" not in j.signals for j in lexical)
        _fill(services)
        envelope, judged = services.sophia.trace(question)
        assert judged and all(j.reading.hit.dense is not None for j in judged)
        read = [j for j in judged if "verifier" in j.signals]
        if not enabled:
            assert not read
            return
        prose = [j for j in judged if not j.reading.hit.passage.heading]
        assert read == prose  # every prose hit carries the signal; a field keeps the dense gate's
        scored = [j for j in read if j.signals["verifier"] > 0.0]
        assert 1 <= len(scored) <= settings.sophia_verifier_depth  # … the best few are read
        lead = next(j for j in prose if "chloroplasts" in j.reading.quote)
        assert lead.signals["verifier"] == max(j.signals["verifier"] for j in prose)
        assert not envelope.abstained
        assert "chloroplasts" in envelope.claims[0].text
    finally:
        services.close()


def test_a_verifier_that_cannot_load_leaves_the_dense_gate_answering(
    settings: Settings,
    counting: CountingEmbedder,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    from oshun.sophia import verifier

    monkeypatch.setattr(verifier, "MANIFEST", tmp_path / "gone" / "verifier.json")
    services = Services.build(settings, embedder=counting)
    try:
        assert not ingest_paths(services.db, settings, [LIBRARY, NIGERIA]).skipped
        _fill(services)
        question = "Where do green plants make glucose from sunlight?"
        with caplog.at_level("WARNING", logger="oshun.sophia"):
            envelope, judged = services.sophia.trace(question)
            services.sophia.trace(question)  # said once, not per question
        assert [r.message for r in caplog.records].count(
            f"answering without the verifier model: the verifier's manifest "
            f"{tmp_path / 'gone' / 'verifier.json'} cannot be read"
        ) == 1
        assert judged and all("verifier" not in j.signals for j in judged)
        assert all("passage_sim" in j.signals for j in judged)  # the dense gate judged
        assert not envelope.abstained and "chloroplasts" in envelope.claims[0].text
    finally:
        services.close()
