"""Background jobs behind one method: ``JobRunner.submit(job_id)``.

A job's state and result live in the database (``corpus.uploads``: one ``ingest_jobs`` row
per uploaded file, queued → working → done | failed), so whichever process runs it, the
page that polls sees the same rows. A runner only decides *where* the work runs: it is
handed the job's id and calls the handler it was built with, ``handler(job_id)``, which
loads the row, does the work and records the outcome. A handler is idempotent: it does
nothing for a job that is no longer queued, so submitting twice (a restart resuming jobs
another runner also took) is harmless.

``InProcessRunner`` (the default) runs jobs one at a time on a daemon thread of the serving
process, started on the first submit. Another runner — a PostgreSQL queue such as
Procrastinate, drained by an ``oshun worker`` process — implements the same ``submit`` and
calls the same handler in the worker; nothing else changes.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from typing import Protocol

log = logging.getLogger("oshun.jobs")

#: Does one job, given its id (``oshun.corpus.uploads.run_job`` bound to the services).
Handler = Callable[[str], None]


class JobRunner(Protocol):
    """Where jobs run. ``submit`` returns at once; the job's row says how it went."""

    def submit(self, job_id: str) -> None: ...


_STOP = object()


class InProcessRunner:
    """Jobs in submission order on one worker thread of this process."""

    def __init__(self, handler: Handler, name: str = "oshun-jobs") -> None:
        self._handler = handler
        self._name = name
        self._queue: queue.Queue[object] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._idle = threading.Event()
        self._idle.set()

    def submit(self, job_id: str) -> None:
        with self._lock:
            self._idle.clear()
            self._queue.put(job_id)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Until every submitted job has run (tests and shutdown); False on timeout."""
        return self._idle.wait(timeout)

    def close(self, timeout: float = 10.0) -> None:
        """Let the running job finish, drop the rest (they stay queued in the database and
        resume at the next start), and stop the thread."""
        with self._lock:
            thread = self._thread
            if thread is None:
                return
            while not self._queue.empty():
                try:
                    self._queue.get_nowait()
                except queue.Empty:
                    break
            self._queue.put(_STOP)
            self._thread = None
        thread.join(timeout)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is _STOP:
                return
            try:
                self._handler(str(item))
            except Exception:  # a handler records its own failures; this is a last resort
                log.exception("job %s failed", item)
            finally:
                with self._lock:
                    if self._queue.empty():
                        self._idle.set()
