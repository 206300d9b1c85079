"""Which index is live: each build goes into its own folder named after the corpus version,
and the ``CURRENT`` file names the live one.

A build is written to a staging folder, renamed into place, and only then is ``CURRENT``
replaced (an atomic rename), so a reader never sees a half-built index and a rebuild swaps
atomically while searches go on.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from oshun.errors import SearchUnavailable
from oshun.retrieval.backend import IndexDocument, SearchBackend
from oshun.retrieval.dense import ROWS_FILE, SETS_FILE, recording_hashes
from oshun.retrieval.rowfiles import RowFile

_POINTER = "CURRENT"


def build_index(
    index_dir: Path,
    documents: Iterable[IndexDocument],
    corpus_version: str,
    backend: type[SearchBackend],
) -> Path:
    """Write a fresh index for ``corpus_version`` with ``backend`` and make it the live one."""
    staging = staging_folder(index_dir, corpus_version)
    # Each row's text hash (the key of its stored passage vector) and source set (what
    # dense search filters on), written to their files as the documents pass.
    hashes = RowFile(staging / ROWS_FILE)
    sets = RowFile(staging / SETS_FILE)
    try:
        backend.build(staging, recording_hashes(documents, hashes, sets), corpus_version)
        hashes.close()  # already closed when the backend read every document
        sets.close()
    except BaseException:
        hashes.discard()
        sets.discard()
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return publish(index_dir, staging, corpus_version)


def staging_folder(index_dir: Path, corpus_version: str) -> Path:
    """A new, empty folder in ``index_dir`` for a build (``.build-*``: never live)."""
    index_dir.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=f".build-{corpus_version}-", dir=index_dir))


def publish(index_dir: Path, staging: Path, corpus_version: str) -> Path:
    """Move a finished build into place as ``<index_dir>/<corpus_version>`` and make it the
    live one: a rename, then ``CURRENT`` replaced by another (both atomic)."""
    final = index_dir / corpus_version
    if final.exists():
        # Same version rebuilt (a damaged index healed): move the old one aside first, so
        # the swap is a rename and the pointer never names a missing folder for long.
        old = final.with_name(f".build-old-{corpus_version}-{os.getpid()}-{time.time_ns()}")
        final.rename(old)
        staging.rename(final)
        shutil.rmtree(old, ignore_errors=True)
    else:
        staging.rename(final)
    pointer_tmp = index_dir / f".{_POINTER}.{os.getpid()}.tmp"
    pointer_tmp.write_text(corpus_version, encoding="utf-8")
    os.replace(pointer_tmp, index_dir / _POINTER)
    _remove_stale(index_dir, keep=corpus_version)
    return final


def _remove_stale(index_dir: Path, keep: str) -> None:
    for child in index_dir.iterdir():
        if child.is_dir() and child.name != keep and not child.name.startswith(".build-"):
            shutil.rmtree(child, ignore_errors=True)
    remove_orphaned_builds(index_dir)


def remove_orphaned_builds(index_dir: Path, older_than_seconds: float = 3600.0) -> list[str]:
    """Delete ``.build-*`` folders a killed build left behind (those untouched for
    ``older_than_seconds``, so a build running in another process is left alone)."""
    removed: list[str] = []
    if not index_dir.is_dir():
        return removed
    now = time.time()
    for child in index_dir.glob(".build-*"):
        try:
            idle = now - child.stat().st_mtime
        except OSError:
            continue
        if child.is_dir() and idle >= older_than_seconds:
            shutil.rmtree(child, ignore_errors=True)
            removed.append(child.name)
    return removed


def live_version(index_dir: Path) -> str | None:
    try:
        return (index_dir / _POINTER).read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


def open_index(
    index_dir: Path, backend: type[SearchBackend], version: str | None = None
) -> SearchBackend:
    """The live index (or the build of ``version``), opened with ``backend``."""
    version = version or live_version(index_dir)
    if version is None:
        raise SearchUnavailable(
            f"no search index in {index_dir}: run `oshun reindex` (or ingest documents)"
        )
    return backend.open(index_dir / version)


class IndexHandle:
    """The live index of one data directory; reopens itself after a rebuild.

    Callers resolve the live index once per request (``get``) and use that object for every
    step, so everything one answer reports comes from the index it searched.

    A failure while opening or searching — or a file of the open build changing under it —
    is remembered as ``problem`` and reported to ``on_fault`` (the keeper, which rebuilds
    from the database); ``invalidate`` drops the open index so the next ``get`` reopens
    whatever ``CURRENT`` names.
    """

    def __init__(self, index_dir: Path, backend: type[SearchBackend]) -> None:
        self.index_dir = index_dir
        self.backend = backend
        self._index: SearchBackend | None = None
        self._lock = threading.Lock()
        self.problem: str | None = None
        self.on_fault: Callable[[str], None] | None = None

    def version(self) -> str | None:
        """The live corpus version, read from the pointer without opening the index."""
        return live_version(self.index_dir)

    def get(self) -> SearchBackend:
        version = live_version(self.index_dir)
        current = self._index
        if (
            current is not None
            and current.corpus_version == version
            and self.problem is None
            and not current.replaced()
        ):
            damage = current.damage()
            if damage is None:
                return current
            self.fault(damage)
            raise SearchUnavailable(damage)
        with self._lock:
            if (
                self._index is None
                or self._index.corpus_version != version
                or self.problem is not None
                or self._index.replaced()
            ):
                self._index = None
                try:
                    self._index = open_index(self.index_dir, self.backend, version)
                except SearchUnavailable as exc:
                    self.fault(str(exc))
                    raise
                self.problem = None
            return self._index

    def fault(self, reason: str) -> None:
        """Remember that the index failed and tell the keeper."""
        self.problem = reason
        if self.on_fault is not None:
            self.on_fault(reason)

    def invalidate(self) -> None:
        with self._lock:
            self._index = None
            self.problem = None
