"""Stored passage vectors: computed once per (text hash, model id), kept in the database.

Embedding is the expensive part of indexing (tens of short passages a second on two cores),
so a vector is never computed twice: it is keyed by the sha256 of the exact text the model
read (title, heading and passage text) and the model id (which names the weights by their
sha256). A re-index, a re-ingest of unchanged text, or a second node on the same database
finds the vector already there. Writes are idempotent upserts, so two processes filling the
same library at once at worst both compute a chunk; neither fails nor stores it twice.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence

import numpy
from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from oshun.retrieval.embedding import Embedder
from oshun.store import Database, Embedding

#: Called as ``progress(done, total)`` while vectors are computed.
Progress = Callable[[int, int], None]

_CHUNK = 128  # texts embedded and committed together: progress survives an interruption
_SELECT = 500  # hashes per IN (…) clause


def embedding_text(title: str, heading: str, text: str) -> str:
    """What the model reads for a passage: its work's title, its heading, its text."""
    return "\n".join(part for part in (title, heading, text) if part)


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def to_bytes(vector: numpy.ndarray) -> bytes:
    return numpy.ascontiguousarray(vector, dtype="<f4").tobytes()


def from_bytes(data: bytes, dim: int) -> numpy.ndarray:
    vector = numpy.frombuffer(data, dtype="<f4")
    if vector.shape != (dim,):
        raise ValueError(f"stored vector has {vector.size} values, expected {dim}")
    return vector


class VectorStore:
    """The ``embeddings`` table: (text hash, model id) → float32 little-endian bytes."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def present(self, model_id: str, hashes: Iterable[str]) -> set[str]:
        """The hashes among ``hashes`` that have a vector for ``model_id``."""
        wanted = list(dict.fromkeys(hashes))
        found: set[str] = set()
        with self.db.session() as session:
            for start in range(0, len(wanted), _SELECT):
                chunk = wanted[start : start + _SELECT]
                found.update(
                    session.scalars(
                        select(Embedding.text_hash).where(
                            Embedding.model_id == model_id, Embedding.text_hash.in_(chunk)
                        )
                    )
                )
        return found

    def load(self, model_id: str, hashes: Sequence[str], dim: int) -> numpy.ndarray | None:
        """A (len(hashes), dim) matrix in the order of ``hashes``; None if any is missing."""
        rows: dict[str, int] = {}
        for row, digest in enumerate(hashes):
            rows.setdefault(digest, row)
        matrix = numpy.zeros((len(hashes), dim), dtype=numpy.float32)
        filled = numpy.zeros(len(hashes), dtype=bool)
        unique = list(rows)
        with self.db.session() as session:
            for start in range(0, len(unique), _SELECT):
                chunk = unique[start : start + _SELECT]
                result = session.execute(
                    select(Embedding.text_hash, Embedding.vector).where(
                        Embedding.model_id == model_id, Embedding.text_hash.in_(chunk)
                    )
                )
                for digest, data in result:
                    matrix[rows[digest]] = from_bytes(data, dim)
                    filled[rows[digest]] = True
        # Repeated texts share one stored vector: copy it to every row that holds that text.
        for row, digest in enumerate(hashes):
            first = rows[digest]
            if first != row:
                matrix[row] = matrix[first]
                filled[row] = filled[first]
        return matrix if bool(filled.all()) else None

    def put(self, model_id: str, hashes: Sequence[str], vectors: numpy.ndarray) -> None:
        """Store vectors; a (hash, model) pair already present is left as it is."""
        if not hashes:
            return
        rows = [
            {"text_hash": digest, "model_id": model_id, "vector": to_bytes(vector)}
            for digest, vector in zip(hashes, vectors, strict=True)
        ]
        dialect = self.db.engine.dialect.name
        maker = pg_insert if dialect == "postgresql" else sqlite_insert
        statement = maker(Embedding).on_conflict_do_nothing(
            index_elements=["text_hash", "model_id"]
        )
        with self.db.session() as session:
            session.execute(statement, rows)

    def count(self, model_id: str) -> int:
        with self.db.session() as session:
            return int(
                session.scalar(
                    select(func.count())
                    .select_from(Embedding)
                    .where(Embedding.model_id == model_id)
                )
                or 0
            )


def embed_missing(
    store: VectorStore,
    embedder: Embedder,
    texts: dict[str, str],
    *,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> int:
    """Compute and store the vectors of ``texts`` (hash → text) that are not stored yet.

    Returns how many were computed. ``progress(done, total)`` counts vectors present out of
    all of ``texts``; work is committed every 128 texts, so an interrupted run keeps
    what it did and the next one goes on from there."""
    total = len(texts)
    have = store.present(embedder.model_id, texts)
    missing = [digest for digest in texts if digest not in have]
    done = total - len(missing)
    if progress:
        progress(done, total)
    computed = 0
    for start in range(0, len(missing), _CHUNK):
        if should_stop is not None and should_stop():
            break
        chunk = missing[start : start + _CHUNK]
        # Another process may have stored some of these meanwhile: skip what it did.
        stored = store.present(embedder.model_id, chunk)
        fresh = [digest for digest in chunk if digest not in stored]
        if fresh:
            store.put(embedder.model_id, fresh, embedder.embed([texts[d] for d in fresh]))
            computed += len(fresh)
        done += len(chunk)
        if progress:
            progress(done, total)
    return computed
