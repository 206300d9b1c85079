from pathlib import Path

import pytest
from sqlalchemy import text

from oshun.services import Services
from tests.conftest import POSTGRES_URL


def test_the_backend_is_the_one_this_run_asked_for(services: Services) -> None:
    expected = "postgresql" if POSTGRES_URL else "sqlite"
    assert services.db.engine.dialect.name == expected


def test_migrations_are_idempotent(services: Services) -> None:
    services.db.migrate()
    services.db.migrate()
    with services.db.session() as session:
        version = session.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
    assert version


@pytest.mark.skipif(
    POSTGRES_URL is not None, reason="WAL is SQLite's; PostgreSQL has its own concurrency"
)
def test_sqlite_runs_in_wal_mode(services: Services) -> None:
    with services.db.session() as session:
        assert session.execute(text("PRAGMA journal_mode")).scalar_one() == "wal"
        assert session.execute(text("PRAGMA foreign_keys")).scalar_one() == 1


@pytest.mark.skipif(POSTGRES_URL is not None, reason="the bulk settings are SQLite's")
def test_bulk_mode_gives_its_connections_a_large_cache_and_none_keeps_it(
    services: Services,
) -> None:
    from oshun.store.database import BULK_CACHE_KIB, BULK_CHECKPOINT_PAGES

    def settings() -> tuple[int, int]:
        with services.db.session() as session:
            cache = session.execute(text("PRAGMA cache_size")).scalar_one()
            checkpoint = session.execute(text("PRAGMA wal_autocheckpoint")).scalar_one()
        return cache, checkpoint

    before = settings()
    with services.db.bulk():
        assert settings() == (-BULK_CACHE_KIB, BULK_CHECKPOINT_PAGES)
    assert settings() == before != (-BULK_CACHE_KIB, BULK_CHECKPOINT_PAGES)


def test_the_corpus_version_is_the_digest_of_every_passage_in_id_order(
    services: Services, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``corpus_version`` reads plain rows in chunks: the digest is still the one every
    stored version was made with (sha256 over id, hash, retracted, set per passage)."""
    import hashlib

    from sqlalchemy import select

    from oshun.corpus import indexing
    from oshun.corpus.ingest import ingest_paths
    from oshun.store import Passage, Work

    corpus = tmp_path / "c.jsonl"
    corpus.write_text(
        "".join(f'{{"_id": "d{n}", "text": "heron {n}"}}\n' for n in (3, 1, 20, 2)),
        encoding="utf-8",
    )
    ingest_paths(services.db, services.settings, [corpus])
    with services.db.session() as session:
        rows = session.execute(
            select(Passage.id, Passage.content_hash, Work.retracted, Work.source_set)
            .join(Work, Work.id == Passage.work_id)
            .order_by(Passage.id)
        ).all()
    expected = hashlib.sha256(
        "".join(f"{i}\x00{h}\x00{int(r)}\x00{s}\n" for i, h, r, s in rows).encode()
    ).hexdigest()[:16]
    assert len(rows) == 4
    monkeypatch.setattr(indexing, "_STREAM_ROWS", 3)  # several chunks
    assert indexing.corpus_version(services.db) == expected
