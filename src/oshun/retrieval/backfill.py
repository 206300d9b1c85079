"""Filling in the live index's missing passage vectors: in the foreground for ``oshun
reindex`` / ``oshun ingest`` (with a progress bar), or in a background thread for ``oshun
serve``, so the first start is usable at once (BM25) and turns hybrid when the vectors are in.

Vectors come first from the precomputed file shipped for the demo library (rows whose text
hash matches), then from the model. Everything is stored by (text hash, model id), so a
second server on the same database, or a restart halfway, picks up where the last one was.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import select

from oshun.errors import ModelUnavailable
from oshun.retrieval.dense import DenseVectors, read_rows
from oshun.retrieval.live import live_version
from oshun.retrieval.precomputed import DEMO_VECTORS, import_precomputed
from oshun.retrieval.vectors import Progress, embed_missing, embedding_text, text_hash
from oshun.store import Database, Passage, Work

log = logging.getLogger("oshun.vectors")

_POLL_SECONDS = 2.0
_SELECT = 500


def _texts(db: Database, ids: list[str], hashes: list[str]) -> dict[str, str]:
    """hash → text for the rows of an index version whose passage is unchanged since."""
    wanted = dict(zip(ids, hashes, strict=True))
    texts: dict[str, str] = {}
    with db.session() as session:
        for start in range(0, len(ids), _SELECT):
            chunk = ids[start : start + _SELECT]
            rows = session.execute(
                select(Passage.id, Work.title, Passage.heading, Passage.text)
                .join(Work, Work.id == Passage.work_id)
                .where(Passage.id.in_(chunk))
            )
            for row in rows:
                text = embedding_text(row.title, row.heading, row.text)
                digest = text_hash(text)
                if digest == wanted[row.id]:  # else the library changed; a new build follows
                    texts[digest] = text
    return texts


def _live(index_dir: Path, dense: DenseVectors) -> tuple[Path, list[str], list[str]] | None:
    version = live_version(index_dir)
    if version is None or not dense.enabled:
        return None
    folder = index_dir / version
    try:
        ids, hashes = read_rows(folder)
    except (OSError, ValueError):
        return None  # an index built before vectors existed: the next reindex writes its rows
    return folder, ids, hashes


def import_vectors(
    index_dir: Path, db: Database, dense: DenseVectors, path: Path = DEMO_VECTORS
) -> int:
    """Store the precomputed vectors in ``path`` that the live index needs; computes none."""
    live = _live(index_dir, dense)
    if live is None:
        return 0
    _folder, _ids, hashes = live
    imported = import_precomputed(dense.store, path, dense.model_id, set(hashes))
    if imported:
        log.info("imported %d precomputed vectors", imported)
        dense.invalidate()
    return imported


def fill_vectors(
    index_dir: Path,
    db: Database,
    dense: DenseVectors,
    *,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
    precomputed: Path | None = DEMO_VECTORS,
) -> int:
    """Store every missing vector of the live index version; returns how many the model
    computed. Raises ``ModelUnavailable`` when some are missing and the model cannot load."""
    live = _live(index_dir, dense)
    if live is None:
        return 0
    folder, ids, hashes = live
    if dense.get(folder) is not None:
        if progress:
            progress(len(hashes), len(hashes))
        return 0
    if precomputed is not None:
        import_vectors(index_dir, db, dense, precomputed)
    if len(dense.store.present(dense.model_id, hashes)) == len(set(hashes)):
        dense.invalidate()
        if progress:
            progress(len(hashes), len(hashes))
        return 0
    embedder = dense.embedder()
    texts = _texts(db, ids, hashes)

    def report(done: int, total: int) -> None:
        dense.progress = (folder, done, total)
        if progress:
            progress(done, total)

    try:
        computed = embed_missing(
            dense.store, embedder, texts, progress=report, should_stop=should_stop
        )
    finally:
        dense.progress = None
        dense.invalidate()
    return computed


class VectorBackfill:
    """A daemon thread that keeps the live index's vectors complete while the server runs."""

    def __init__(self, index_dir: Path, db: Database, dense: DenseVectors) -> None:
        self.index_dir = index_dir
        self.db = db
        self.dense = dense
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if not self.dense.enabled or self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="oshun-vectors", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=30)
            self._thread = None

    def _run(self) -> None:
        done_for: str | None = None
        while not self._stop.is_set():
            version = live_version(self.index_dir)
            if version is not None and version != done_for:
                try:
                    computed = fill_vectors(
                        self.index_dir, self.db, self.dense, should_stop=self._stop.is_set
                    )
                    if not self._stop.is_set():
                        done_for = version
                        log.info("vectors complete for %s (%d computed)", version, computed)
                except ModelUnavailable as exc:
                    log.warning("dense search off: %s", exc)
                    return
                except Exception:  # a database hiccup: log it, try again on the next poll
                    log.exception("filling in vectors failed")
            self._stop.wait(_POLL_SECONDS)
