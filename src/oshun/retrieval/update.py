"""An index update that follows an ingest as it stores, instead of a rebuild afterwards.

A rebuild reads the whole library back from the database after every ingest: at a million
passages that was half the ingest's time, on a thread that could not overlap with storing.
An ``IndexUpdate`` is opened before the first batch is stored. Its build starts as a copy of
the live build (segment files hard-linked, row files copied) — or empty, for a library that
has none — and takes each batch as it is committed: the works it replaced are deleted
(their rows listed in ``deleted.json``), its passages added; the backend indexes them on
its own threads while the next batch is parsed and stored. At the end it is committed and
published exactly as a rebuild is (``live.publish``): a staging folder renamed into place,
then ``CURRENT`` swapped atomically, so readers never see a half-updated index.

It gives up — and the caller rebuilds from the database as before — whenever it cannot be
sure to equal a rebuild: the backend cannot update, the live build predates updates or has
many deleted rows, a work changes twice in one run, or the database's change marks show
that another writer changed the library meanwhile (``note_batch``).
"""

from __future__ import annotations

import logging
import shutil
from collections.abc import Iterable
from pathlib import Path

from oshun.retrieval.backend import BackendWriter, IndexDocument, UpdatableBackend
from oshun.retrieval.dense import ROWS_FILE, SETS_FILE
from oshun.retrieval.live import publish, staging_folder
from oshun.retrieval.rowfiles import RowFile, deleted_rows, write_deleted_rows
from oshun.retrieval.vectors import embedding_text, text_hash

log = logging.getLogger("oshun.index")

#: A base build with more deleted rows than this share is rebuilt instead of updated, so
#: deleted rows never outweigh the live ones.
MAX_DELETED_SHARE = 0.2


class IndexUpdate:
    """One build following one ingest run (see the module docstring)."""

    def __init__(
        self,
        index_dir: Path,
        backend: type[UpdatableBackend],
        base_version: str | None,
        *,
        mark: str | None,
        parallel: bool,
    ) -> None:
        """``base_version``: the live build to start from (None: start empty); ``mark``:
        the database's change mark that build holds (``upkeep.CHANGED``); ``parallel``:
        index on every core (a big ingest)."""
        self.index_dir = index_dir
        self.problem: str | None = None
        self._mark = self._start_mark = mark
        self._staging = staging_folder(index_dir, "update")
        base = index_dir / base_version if base_version else None
        self._deleted: list[int] = deleted_rows(base) if base else []
        self._deleted_works: set[str] = set()
        try:
            self._writer: BackendWriter | None = backend.writer(self._staging, base, parallel)
            self._hashes = RowFile(self._staging / ROWS_FILE, base / ROWS_FILE if base else None)
            self._sets = RowFile(self._staging / SETS_FILE, base / SETS_FILE if base else None)
        except BaseException:
            shutil.rmtree(self._staging, ignore_errors=True)
            raise

    @classmethod
    def usable_base(cls, folder: Path, backend: type[UpdatableBackend]) -> str | None:
        """Why the build in ``folder`` cannot be updated, or None."""
        rows = backend.base_rows(folder)
        if rows is None:
            return "the live build predates index updates"
        try:
            deleted = len(deleted_rows(folder))
        except (OSError, ValueError) as exc:
            return f"its deleted rows cannot be read: {exc}"
        if not (folder / ROWS_FILE).is_file() or not (folder / SETS_FILE).is_file():
            return "the live build has no row files"
        if rows and deleted > MAX_DELETED_SHARE * rows:
            return f"{deleted} of its {rows} rows are deleted"
        return None

    @property
    def active(self) -> bool:
        return self.problem is None

    @property
    def changed(self) -> bool:
        """Whether a batch of the run changed the library."""
        return self._mark != self._start_mark

    def give_up(self, reason: str) -> None:
        """Stop following (the caller rebuilds); frees the build at once."""
        if self.problem is not None:
            return
        self.problem = reason
        log.info("index update abandoned; the ingest rebuilds", extra={"reason": reason})
        self.abort()

    def note_batch(self, marks: tuple[str | None, str] | None) -> None:
        """A stored batch's change marks (before, after): the chain must continue from the
        last mark this update knows, else another writer changed the library in between."""
        if marks is None or self.problem is not None:
            return
        before, after = marks
        if before != self._mark:
            self.give_up("another writer changed the library during this ingest")
        self._mark = after

    def holds(self, mark: str | None) -> bool:
        """Whether the build, once committed, holds the library as of change ``mark``."""
        return self.problem is None and mark == self._mark

    def remove_works(self, work_ids: Iterable[str]) -> None:
        writer = self._writer
        if self.problem is not None or writer is None:
            return
        for work_id in work_ids:
            rows = None if work_id in self._deleted_works else writer.delete_work(work_id)
            if rows is None:
                self.give_up(f"work {work_id!r} changed twice or is not in the live build")
                return
            self._deleted_works.add(work_id)
            self._deleted.extend(rows)

    def add(self, documents: list[IndexDocument]) -> None:
        writer = self._writer
        if self.problem is not None or writer is None:
            return
        writer.add_many(documents)
        self._hashes.extend(
            [text_hash(embedding_text(d.title, d.heading, d.text)) for d in documents]
        )
        self._sets.extend([d.source_set for d in documents])

    def publish(self, corpus_version: str) -> Path:
        """Commit the build and make it the live index of ``corpus_version``."""
        writer = self._writer
        assert self.problem is None and writer is not None
        try:
            self._hashes.close()
            self._sets.close()
            write_deleted_rows(self._staging, self._deleted)
            writer.commit(corpus_version, len(self._deleted))
        except BaseException:
            self.abort()
            raise
        self._writer = None
        return publish(self.index_dir, self._staging, corpus_version)

    def abort(self) -> None:
        """Throw the build away (idempotent)."""
        writer, self._writer = self._writer, None
        if writer is not None:
            writer.abort()
            self._hashes.discard()
            self._sets.discard()
        shutil.rmtree(self._staging, ignore_errors=True)
