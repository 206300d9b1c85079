"""Index upkeep: the index is derived from the database, so a server can always rebuild it.

``IndexKeeper`` watches one data directory's live index and repairs it without a restart:

* **stale** — the database changed since the index was built (an ingest killed between its
  commit and its reindex, or another process ingesting): ingest writes a change mark in
  the same transaction as the works, reindex records the mark it indexed; when they differ,
  or ``CURRENT`` does not name the database's corpus version, the index is rebuilt;
* **broken** — opening or searching failed (unreadable files, a tantivy panic): the handle
  reports the fault, health says so (503), answers abstain, and the keeper rebuilds;
* **litter** — ``.build-*`` folders of killed builds are removed.

It checks at start (``oshun serve`` calls ``check`` before listening) and then every
``index_check_seconds`` in a background thread started by the app's lifespan; a fault wakes
that thread at once. ``index_check_seconds = 0`` turns the thread off (in-process tests).
"""

from __future__ import annotations

import fcntl
import logging
import threading
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from oshun.errors import SearchUnavailable
from oshun.retrieval.analysis import terms
from oshun.retrieval.live import IndexHandle, live_version, remove_orphaned_builds
from oshun.settings import Settings
from oshun.store import Database, LibraryState

log = logging.getLogger("oshun.index")

#: LibraryState keys: the last change ingest committed, and the change the index holds.
CHANGED = "corpus_changed"
INDEXED = "corpus_indexed"
VERSION = "corpus_version"
#: A query whose terms exist in no library: it reads the term dictionary, finds nothing.
_PROBE = "zzqxjv oshunprobe"


def mark_changed(session: Session) -> tuple[str | None, str]:
    """Record, inside the ingest's own transaction, that the corpus changed. Returns (the
    mark before, the new mark): an index update that follows a chain of its own marks knows
    no other writer changed the library in between. The row is read ``FOR UPDATE`` on
    PostgreSQL, so two writers' transactions take turns on it."""
    row = session.get(LibraryState, CHANGED, with_for_update=True)
    value = uuid.uuid4().hex
    previous = row.value if row is not None else None
    if row is None:
        session.add(LibraryState(key=CHANGED, value=value))
    else:
        row.value = value
    return previous, value


def read_marks(db: Database) -> dict[str, str | None]:
    with db.session() as session:
        return {
            key: (row.value if row else None)
            for key in (CHANGED, INDEXED, VERSION)
            for row in [session.get(LibraryState, key)]
        }


@contextmanager
def _folder_lock(index_dir: Path) -> Iterator[bool]:
    """An exclusive lock on ``index_dir`` across processes; yields whether it had to wait."""
    index_dir.mkdir(parents=True, exist_ok=True)
    with (index_dir / ".rebuild.lock").open("a+b") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            waited = False
        except BlockingIOError:
            fcntl.flock(handle, fcntl.LOCK_EX)
            waited = True
        try:
            yield waited
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


class IndexKeeper:
    """Keeps ``handle``'s index fresh and whole (see the module docstring)."""

    def __init__(
        self, settings: Settings, db: Database, handle: IndexHandle, reindex: Callable[[], str]
    ) -> None:
        """``reindex`` rebuilds the index from the database and returns the corpus version
        (``oshun.corpus.ingest.reindex``, handed in so retrieval never imports the corpus)."""
        self.settings = settings
        self.db = db
        self.handle = handle
        self._reindex = reindex
        handle.on_fault = self._on_fault
        self._rebuild_lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.rebuilds = 0

    # ── state ───────────────────────────────────────────────────────────────────────────
    def stale_reason(self) -> str | None:
        """Why the live index does not match the database, or ``None``."""
        marks = read_marks(self.db)
        if marks[CHANGED] is not None and marks[CHANGED] != marks[INDEXED]:
            return "the library changed since the index was built"
        live = live_version(self.settings.index_dir)
        if marks[VERSION] is not None and live != marks[VERSION]:
            return f"the index holds version {live}, the library is at {marks[VERSION]}"
        if live is None and marks[CHANGED] is not None:
            return "there is no index yet"
        return None

    def problem(self) -> str | None:
        """Why search is unavailable now, or ``None`` when it works."""
        try:
            self.handle.get()
        except SearchUnavailable as exc:
            return self._rebuilding(str(exc))
        if self.handle.problem is not None:
            return self._rebuilding(self.handle.problem)
        return None

    def _rebuilding(self, reason: str) -> str:
        if self._rebuild_lock.locked():
            return f"{reason} (rebuilding from the database)"
        return reason

    # ── repair ──────────────────────────────────────────────────────────────────────────
    def probe(self) -> str | None:
        """Open the live index and run a query through it; the failure, if any."""
        try:
            self.handle.get().search(terms(_PROBE), 1)
        except SearchUnavailable as exc:
            self.handle.fault(str(exc))
            return str(exc)
        return None

    def check(self) -> str:
        """Compare, probe, clean up and rebuild when needed; says what it did."""
        removed = remove_orphaned_builds(self.settings.index_dir)
        if removed:
            log.info("removed orphaned index builds", extra={"folders": removed})
        reason = self.stale_reason()
        if reason is None and self._has_library():
            reason = self.damage() or self.probe()
            if reason is not None:
                self.handle.fault(reason)  # searches refuse honestly until rebuilt
        if reason is None:
            return "ok"
        return self.rebuild(reason)

    def damage(self) -> str | None:
        """The live build's files checked against the manifest written when it was built."""
        version = live_version(self.settings.index_dir)
        return self.handle.backend.verify(self.settings.index_dir / version) if version else None

    def rebuild(self, reason: str) -> str:
        with self._rebuild_lock, _folder_lock(self.settings.index_dir) as waited:
            # Another process of this data directory (a worker of the same `oshun serve`)
            # held the lock: it has just rebuilt, and this one need not build again.
            if waited and self.stale_reason() is None and self.damage() is None:
                self.handle.invalidate()
                return "ok (rebuilt by another process)"
            log.warning("rebuilding the search index", extra={"reason": reason})
            try:
                version = self._reindex()
            except Exception as exc:
                log.error("index rebuild failed", exc_info=exc)
                return f"rebuild failed: {exc}"
            self.handle.invalidate()
            self.rebuilds += 1
            log.info("search index rebuilt", extra={"corpus_version": version})
            return f"rebuilt ({reason})"

    def _has_library(self) -> bool:
        return read_marks(self.db)[VERSION] is not None

    def _on_fault(self, reason: str) -> None:
        log.warning("search index fault", extra={"reason": reason})
        self._wake.set()

    # ── background thread ───────────────────────────────────────────────────────────────
    def start(self) -> None:
        if self.settings.index_check_seconds <= 0 or self._thread is not None:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="oshun-index-keeper", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=30)
            self._thread = None

    def behind(self) -> str | None:
        """Whether another node published a corpus version this node's index does not hold
        (one small read: the follow tick's whole cost)."""
        published = read_marks(self.db)[VERSION]
        live = live_version(self.settings.index_dir)
        if published is not None and live != published:
            return f"the library is at version {published}, this node's index at {live}"
        return None

    def _run(self) -> None:
        full = self.settings.index_check_seconds
        follow = self.settings.index_follow_seconds
        tick = min(full, follow) if follow > 0 else full
        last_full = time.monotonic()
        while not self._stop.is_set():
            woken = self._wake.wait(tick)
            self._wake.clear()
            if self._stop.is_set():
                return
            try:
                if woken or time.monotonic() - last_full >= full - 1e-3:
                    last_full = time.monotonic()
                    self.check()
                elif (reason := self.behind()) is not None:
                    self.rebuild(reason)
            except Exception as exc:  # a database hiccup must not end the keeper
                log.error("index check failed", exc_info=exc)

    @asynccontextmanager
    async def lifespan(self, _app: Any) -> AsyncIterator[None]:
        self.start()
        try:
            yield
        finally:
            self.stop()
