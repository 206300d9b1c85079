"""Dense search: each index version's passage vectors as one numpy matrix, searched exactly.

A build writes ``rows.json`` beside the BM25 index: the text hash of every row (the sha256 of
what the model reads), in the index's row order. ``DenseVectors.get`` turns an index version
into a ``DenseIndex`` once every row has its vector in the database, caching the matrix as
``vectors-<model>.npy`` in the version's folder so a restart loads it in milliseconds. Until
then it returns None and search stays BM25.

Exact search is one matrix-vector product: ~2 ms for 33,000 passages, linear in the library.
Past ~1M passages (1.5 GB of float32) the matrix would move to an approximate index (HNSW via
hnswlib or FAISS IVF-PQ, or pgvector's HNSW on PostgreSQL), keyed the same way.
"""

from __future__ import annotations

import enum
import json
import os
import threading
import time
from collections.abc import Iterable, Iterator, Sized
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy

from oshun.errors import ModelUnavailable
from oshun.retrieval.backend import CountedDocuments
from oshun.retrieval.embedding import DIM, Embedder, OnnxEmbedder, model_id_for
from oshun.retrieval.rowfiles import RowFile, deleted_rows, without_deleted
from oshun.retrieval.vectors import VectorStore, embedding_text, text_hash
from oshun.settings import Settings

if TYPE_CHECKING:
    from oshun.retrieval.backend import IndexDocument

ROWS_FILE = "rows.json"
SETS_FILE = "sets.json"  # each row's source set, so dense search can be limited to some
_RECHECK_SECONDS = 5.0  # how often an incomplete version is looked at again


class VectorState(enum.Enum):
    """How far dense search is for the live index."""

    OFF = "off"
    NO_INDEX = "no_index"
    EMBEDDING = "embedding"
    READY = "ready"
    UNAVAILABLE = "unavailable"


#: What each state means to a person reading /health or the CLI.
STATE_LABELS: dict[VectorState, str] = {
    VectorState.OFF: "BM25 only (OSHUN_RETRIEVAL=bm25)",
    VectorState.NO_INDEX: "no search index yet",
    VectorState.EMBEDDING: "embedding passages; search is BM25 until every passage has its vector",
    VectorState.READY: "hybrid: BM25 and dense vectors",
    VectorState.UNAVAILABLE: "the embedding model cannot be used; search is BM25",
}


@dataclass(frozen=True, slots=True)
class VectorStatus:
    state: VectorState
    embedded: int = 0
    total: int = 0
    model_id: str = ""
    detail: str = ""

    @property
    def label(self) -> str:
        text = STATE_LABELS[self.state]
        if self.state is VectorState.EMBEDDING:
            text = f"embedded {self.embedded}/{self.total}; {text}"
        if self.detail:
            text = f"{text}: {self.detail}"
        return text

    def as_dict(self) -> dict[str, object]:
        return {
            "state": self.state.value,
            "embedded": self.embedded,
            "total": self.total,
            "model": self.model_id,
            "label": self.label,
        }


def recording_hashes(
    documents: Iterable[IndexDocument], hashes: RowFile, sets: RowFile
) -> Iterable[IndexDocument]:
    """Pass documents through to a backend, appending each one's text hash and source set
    to their row files in row order, and closing both once the documents are all read (so
    they are whole before the backend lists its files); their count stays known."""

    def passing() -> Iterator[IndexDocument]:
        for document in documents:
            hashes.append(
                text_hash(embedding_text(document.title, document.heading, document.text))
            )
            sets.append(document.source_set)
            yield document
        hashes.close()
        sets.close()

    if isinstance(documents, Sized):
        return CountedDocuments(passing(), len(documents))
    return passing()


def read_sets(folder: Path, rows: int) -> list[str] | None:
    """Each live row's source set (as ``read_rows``), or None for a build from before
    source sets."""
    try:
        sets = json.loads((folder / SETS_FILE).read_text(encoding="utf-8"))
        sets = without_deleted(sets, deleted_rows(folder))
    except (OSError, ValueError):
        return None
    return sets if isinstance(sets, list) and len(sets) == rows else None


def read_rows(folder: Path) -> tuple[list[str], list[str]]:
    """(passage ids, text hashes) of an index version, in row order, without the rows an
    index update deleted (dense search and the vector backfill never see those)."""
    ids = json.loads((folder / "ids.json").read_text(encoding="utf-8"))
    hashes = json.loads((folder / ROWS_FILE).read_text(encoding="utf-8"))
    if len(ids) != len(hashes):
        raise ValueError(f"{folder}: {len(ids)} ids but {len(hashes)} text hashes")
    deleted = deleted_rows(folder)
    return without_deleted(ids, deleted), without_deleted(hashes, deleted)


class DenseIndex:
    """Unit vectors of one index version, row-aligned with its passage ids."""

    def __init__(
        self,
        ids: list[str],
        matrix: numpy.ndarray,
        model_id: str,
        row_sets: list[str] | None = None,
    ) -> None:
        self.ids = ids
        self.matrix = matrix
        self.model_id = model_id
        self.rows = {passage_id: row for row, passage_id in enumerate(ids)}
        names = sorted(set(row_sets or ()))
        self._set_codes = {name: code for code, name in enumerate(names)}
        self._row_codes = (
            numpy.array([self._set_codes[name] for name in row_sets], dtype=numpy.int32)
            if row_sets is not None
            else None
        )
        self._masks: dict[frozenset[str], numpy.ndarray] = {}

    def mask(self, sets: frozenset[str]) -> numpy.ndarray:
        """Which rows belong to ``sets`` (cached per set of sets); a build from before
        source sets allows none, so a scoped search fails closed."""
        cached = self._masks.get(sets)
        if cached is not None:
            return cached
        if self._row_codes is None:
            allowed = numpy.zeros(len(self.ids), dtype=bool)
        else:
            codes = [self._set_codes[name] for name in sets if name in self._set_codes]
            allowed = numpy.isin(self._row_codes, numpy.array(codes, dtype=numpy.int32))
        if len(self._masks) > 64:
            self._masks.clear()
        self._masks[sets] = allowed
        return allowed

    def __len__(self) -> int:
        return len(self.ids)

    def similarities(self, query: numpy.ndarray) -> numpy.ndarray:
        """Cosine of every row with ``query`` (a unit vector)."""
        return self.matrix @ query

    def top(self, sims: numpy.ndarray, k: int, sets: frozenset[str] | None = None) -> list[int]:
        """Rows of the ``k`` highest similarities, best first; with ``sets``, only rows of
        those source sets."""
        if sets is not None:
            allowed = self.mask(sets)
            sims = numpy.where(allowed, sims, -numpy.inf)
            k = min(k, int(allowed.sum()))
        k = min(k, len(sims))
        if k <= 0:
            return []
        part = numpy.argpartition(-sims, k - 1)[:k]
        return [int(row) for row in part[numpy.argsort(-sims[part], kind="stable")]]


def _cache_name(model_id: str) -> str:
    return "vectors-" + "".join(c if c.isalnum() or c in "-_" else "_" for c in model_id) + ".npy"


class DenseVectors:
    """The embedder (loaded on first use) and each index version's ``DenseIndex``."""

    def __init__(self, settings: Settings, store: VectorStore, embedder: Embedder | None = None):
        self.settings = settings
        self.store = store
        self.enabled = settings.retrieval == "hybrid"
        self._embedder = embedder
        self._error: str | None = None
        self._lock = threading.Lock()
        self._loaded: tuple[Path, DenseIndex] | None = None
        self._checked: dict[Path, float] = {}
        #: (index folder, vectors present, total) while a backfill runs in this process.
        self.progress: tuple[Path, int, int] | None = None

    # ── the model ───────────────────────────────────────────────────────────────────────
    @property
    def model_id(self) -> str:
        """The id stored vectors are looked up by; known without loading the model."""
        if self._embedder is not None:
            return self._embedder.model_id
        return model_id_for(self.settings.embedding_model_sha256)

    @property
    def dim(self) -> int:
        return self._embedder.dim if self._embedder is not None else DIM

    def embedder(self) -> Embedder:
        """The embedder; raises ``ModelUnavailable`` (every time) if it cannot be loaded."""
        if self._embedder is not None:
            return self._embedder
        if self._error is not None:
            raise ModelUnavailable(self._error)
        with self._lock:
            if self._embedder is None and self._error is None:
                try:
                    self._embedder = OnnxEmbedder.from_settings(self.settings)
                except ModelUnavailable as exc:
                    self._error = str(exc)
            if self._embedder is None:
                raise ModelUnavailable(self._error or "the embedding model is unavailable")
            return self._embedder

    def embed_query(self, text: str) -> numpy.ndarray:
        embedder = self.embedder()
        cached = getattr(embedder, "embed_query", None)
        return cached(text) if cached is not None else embedder.embed([text])[0]

    # ── per index version ───────────────────────────────────────────────────────────────
    def get(self, folder: Path) -> DenseIndex | None:
        """The dense index of the version in ``folder``; None while vectors are missing."""
        if not self.enabled:
            return None
        loaded = self._loaded
        if loaded is not None and loaded[0] == folder:
            return loaded[1]
        if time.monotonic() - self._checked.get(folder, -1e9) < _RECHECK_SECONDS:
            return None
        with self._lock:
            if self._loaded is not None and self._loaded[0] == folder:
                return self._loaded[1]
            dense = self._load(folder)
            if dense is None:
                self._checked = {folder: time.monotonic()}
                return None
            self._loaded = (folder, dense)
            self._checked = {}
            return dense

    def invalidate(self) -> None:
        """Look again at the next search (the backfill calls this when it finishes)."""
        self._checked = {}

    def _load(self, folder: Path) -> DenseIndex | None:
        if self._error is not None:
            return None  # the model failed to load: no query could be embedded
        model_id, dim = self.model_id, self.dim
        try:
            ids, hashes = read_rows(folder)
        except (OSError, ValueError):
            return None
        cache = folder / _cache_name(model_id)
        if cache.is_file():
            try:
                matrix = numpy.load(cache, allow_pickle=False)
                if matrix.shape == (len(ids), dim):
                    return DenseIndex(ids, matrix, model_id, read_sets(folder, len(ids)))
            except (OSError, ValueError):
                pass  # rebuilt from the database below
        matrix = self.store.load(model_id, hashes, dim)
        if matrix is None:
            return None
        _save_atomically(cache, matrix)
        return DenseIndex(ids, matrix, model_id, read_sets(folder, len(ids)))

    def status(self, folder: Path | None) -> VectorStatus:
        """How far the vectors of the index version in ``folder`` are."""
        if not self.enabled:
            return VectorStatus(VectorState.OFF)
        model_id = self.model_id
        if self._error is not None:  # only a load that was tried and failed says so
            return VectorStatus(VectorState.UNAVAILABLE, model_id=model_id, detail=self._error)
        if folder is None:
            return VectorStatus(VectorState.NO_INDEX, model_id=model_id)
        dense = self.get(folder)
        if dense is not None:
            return VectorStatus(VectorState.READY, len(dense), len(dense), model_id)
        running = self.progress
        if running is not None and running[0] == folder:
            return VectorStatus(VectorState.EMBEDDING, running[1], running[2], model_id)
        try:
            _ids, hashes = read_rows(folder)
        except (OSError, ValueError):
            return VectorStatus(VectorState.NO_INDEX, model_id=model_id)
        present = self.store.present(model_id, hashes)
        embedded = sum(1 for digest in hashes if digest in present)
        return VectorStatus(VectorState.EMBEDDING, embedded, len(hashes), model_id)


def _save_atomically(path: Path, matrix: numpy.ndarray) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with tmp.open("wb") as handle:
            numpy.save(handle, matrix, allow_pickle=False)
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)  # a read-only index folder: load from the database again
