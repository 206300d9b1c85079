"""One background thread that stores batches (and feeds the index) while the next is read.

Reading a file of records (JSON decoding, building works) and writing a batch (SQLite or
PostgreSQL, then the index) take turns on one thread otherwise. Both are Python, so the GIL
still lets only one run Python at a time, but much of a batch's write is C that releases it
— SQLite stepping rows and committing, PostgreSQL's COPY, Tantivy taking documents — and
that part now overlaps with reading. Batches are written in order, one at a time, so a
killed run still keeps a prefix of the file; the queue holds one batch, so memory stays
bounded by (reading + queued + writing) batches.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

_Job = Callable[[], None]


class BatchWriter:
    """Runs submitted jobs in order on one daemon thread; an error stops it and is raised
    in the submitting thread at its next ``submit`` or ``drain``."""

    def __init__(self, name: str = "oshun-ingest-writer") -> None:
        self._jobs: queue.Queue[_Job | None] = queue.Queue(maxsize=1)
        self._error: BaseException | None = None
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            try:
                if job is None:
                    return
                if self._error is None and not self._stopped.is_set():
                    job()
            except BaseException as exc:  # handed to the submitting thread
                self._error = exc
            finally:
                self._jobs.task_done()

    def _raise(self) -> None:
        error, self._error = self._error, None
        if error is not None:
            self._stopped.set()
            raise error

    def submit(self, job: _Job) -> None:
        """Queue ``job`` (waits while one is already queued)."""
        self._raise()
        self._jobs.put(job)

    def drain(self) -> None:
        """Wait until every queued job has run; raise the first error."""
        self._jobs.join()
        self._raise()

    def close(self) -> None:
        """Let the running job finish, drop what is queued, end the thread (idempotent)."""
        self._stopped.set()
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join()
