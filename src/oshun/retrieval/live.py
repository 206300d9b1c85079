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
from collections.abc import Iterable
from pathlib import Path

from oshun.errors import SearchUnavailable
from oshun.retrieval.backend import IndexDocument, SearchBackend

_POINTER = "CURRENT"


def build_index(
    index_dir: Path,
    documents: Iterable[IndexDocument],
    corpus_version: str,
    backend: type[SearchBackend],
) -> Path:
    """Write a fresh index for ``corpus_version`` with ``backend`` and make it the live one."""
    index_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".build-{corpus_version}-", dir=index_dir))
    backend.build(staging, documents, corpus_version)
    final = index_dir / corpus_version
    if final.exists():
        shutil.rmtree(final)
    staging.rename(final)
    pointer_tmp = index_dir / f".{_POINTER}.tmp"
    pointer_tmp.write_text(corpus_version, encoding="utf-8")
    os.replace(pointer_tmp, index_dir / _POINTER)
    _remove_stale(index_dir, keep=corpus_version)
    return final


def _remove_stale(index_dir: Path, keep: str) -> None:
    for child in index_dir.iterdir():
        if child.is_dir() and child.name != keep and not child.name.startswith(".build-"):
            shutil.rmtree(child, ignore_errors=True)


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
    """

    def __init__(self, index_dir: Path, backend: type[SearchBackend]) -> None:
        self.index_dir = index_dir
        self.backend = backend
        self._index: SearchBackend | None = None
        self._lock = threading.Lock()

    def version(self) -> str | None:
        """The live corpus version, read from the pointer without opening the index."""
        return live_version(self.index_dir)

    def get(self) -> SearchBackend:
        version = live_version(self.index_dir)
        current = self._index
        if current is not None and current.corpus_version == version:
            return current
        with self._lock:
            if self._index is None or self._index.corpus_version != version:
                self._index = open_index(self.index_dir, self.backend, version)
            return self._index
