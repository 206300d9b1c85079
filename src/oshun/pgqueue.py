"""Jobs in PostgreSQL (``OSHUN_JOBS=postgres``): a Procrastinate queue in the database.

``ProcrastinateRunner.submit(job_id)`` defers one Procrastinate job carrying the upload's
id; ``oshun worker`` (``run_worker``) drains the queue and calls the same handler as the
in-process runner, ``oshun.corpus.uploads.run_job``. Every serve node and every worker can
submit; any worker runs. The upload's own state stays in its ``ingest_jobs`` row.

Missing passage vectors are a job too (``submit_vectors``): a serve node asks for one when it
starts and the worker after each upload it ingests, instead of every node embedding the same
passages on a thread of its own; the worker brings its index to the database's corpus version
and embeds what no process has stored (vectors are kept by text hash and model, so a retried
job continues where the dead one stopped). Nodes find the vectors in the database.

Each job carries two locks named by the upload's id: ``queueing_lock`` (submitting an
upload that is already waiting is a no-op) and ``lock`` (two jobs of one upload never run
at once). A worker writes a heartbeat every third of ``jobs_stalled_seconds``; a worker
that stopped writing it for ``jobs_stalled_seconds`` (killed, machine lost) is dead, and
every running worker retries the dead one's jobs. A retried job's handler may reclaim the
row left ``working`` (``run_job(reclaim=True)``): the lock and the heartbeat rule mean no
live process holds it, and ingesting the stored file again rewrites the same work.

Procrastinate's tables and functions are created on first use, by whichever process comes
first (a serve node with jobs=postgres or a worker), under an advisory lock, in the schema
the connection's ``search_path`` names; ``ensure_schema`` does nothing when they exist.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Any

import psycopg
from sqlalchemy.engine import make_url

from oshun.errors import InvalidInput

log = logging.getLogger("oshun.jobs")

TASK = "oshun.ingest_upload"
#: Fills in the live library's missing passage vectors (one waiting, one running at most).
VECTORS_TASK = "oshun.fill_vectors"
VECTORS_LOCK = "oshun-vectors"
QUEUE = "oshun"
#: pg_advisory_xact_lock key that serialises applying the queue's schema.
_SCHEMA_LOCK = 0x05_4855_4E

Handler = Callable[[str], None]
#: Fills in missing passage vectors (``Services.fill_vectors``).
Vectors = Callable[[], None]


def conninfo(database_url: str) -> str:
    """The libpq URL of a PostgreSQL SQLAlchemy URL; a clear error for any other database."""
    url = make_url(database_url)
    if url.get_backend_name() != "postgresql":
        raise InvalidInput(
            "OSHUN_JOBS=postgres keeps its queue in PostgreSQL: set OSHUN_DATABASE_URL to "
            f"postgresql+psycopg://user@host/dbname (this database is {url.get_backend_name()})"
        )
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


def ensure_schema(dsn: str) -> bool:
    """Create Procrastinate's tables once; True when this call created them."""
    from procrastinate.schema import SchemaManager

    with psycopg.connect(dsn, autocommit=False) as connection, connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
        cursor.execute("SELECT to_regclass('procrastinate_jobs')")
        row = cursor.fetchone()
        if row is not None and row[0] is not None:
            return False
        cursor.execute(SchemaManager.get_schema())
        connection.commit()
        log.info("created the job queue's tables")
        return True


def _app(connector: Any, handler: Handler | None, vectors: Vectors | None = None) -> Any:
    import procrastinate

    app = procrastinate.App(connector=connector)
    retry = procrastinate.RetryStrategy(max_attempts=5, wait=5)

    @app.task(name=TASK, queue=QUEUE, retry=retry)
    def ingest_upload(job_id: str) -> None:
        if handler is None:
            raise RuntimeError("this process only submits jobs; `oshun worker` runs them")
        handler(job_id)

    @app.task(name=VECTORS_TASK, queue=QUEUE, retry=retry)
    def fill_vectors() -> None:
        if vectors is None:
            raise RuntimeError("this process only submits jobs; `oshun worker` runs them")
        vectors()

    return app


class ProcrastinateRunner:
    """Submits jobs to the PostgreSQL queue (``oshun worker`` runs them)."""

    def __init__(self, database_url: str) -> None:
        from procrastinate import SyncPsycopgConnector

        self._dsn = conninfo(database_url)
        ensure_schema(self._dsn)
        self._app = _app(SyncPsycopgConnector(conninfo=self._dsn, min_size=0, max_size=2), None)
        self._lock = threading.Lock()
        self._open = False

    def submit(self, job_id: str) -> None:
        from procrastinate.exceptions import AlreadyEnqueued

        with self._lock:
            if not self._open:
                self._app.open()
                self._open = True
        deferrer = self._app.configure_task(TASK, lock=job_id, queueing_lock=job_id)
        try:
            deferrer.defer(job_id=job_id)
        except AlreadyEnqueued:
            log.debug("upload %s is already waiting in the queue", job_id)

    def submit_vectors(self) -> None:
        """Ask a worker to fill in the live library's missing passage vectors: one such job
        waits at most (a second request while one waits is a no-op), and one runs at a
        time; the job embeds only what no process has stored yet."""
        from procrastinate.exceptions import AlreadyEnqueued

        with self._lock:
            if not self._open:
                self._app.open()
                self._open = True
        deferrer = self._app.configure_task(
            VECTORS_TASK, lock=VECTORS_LOCK, queueing_lock=VECTORS_LOCK
        )
        try:
            deferrer.defer()
        except AlreadyEnqueued:
            log.debug("a vectors job is already waiting in the queue")

    def close(self) -> None:
        with self._lock:
            if self._open:
                self._app.close()
                self._open = False


def run_worker(
    database_url: str, handler: Handler, stalled_seconds: float, vectors: Vectors | None = None
) -> None:
    """Run jobs until SIGINT/SIGTERM (a running job finishes first)."""
    dsn = conninfo(database_url)
    ensure_schema(dsn)
    asyncio.run(_work(dsn, handler, stalled_seconds, vectors))


async def _work(
    dsn: str, handler: Handler, stalled_seconds: float, vectors: Vectors | None
) -> None:
    from procrastinate import PsycopgConnector

    app = _app(PsycopgConnector(conninfo=dsn, min_size=1, max_size=4), handler, vectors)
    async with app.open_async():
        retrier = asyncio.create_task(_retry_stalled(app, stalled_seconds))
        try:
            await app.run_worker_async(
                queues=[QUEUE],
                concurrency=1,
                name="oshun-worker",
                update_heartbeat_interval=stalled_seconds / 3,
                stalled_worker_timeout=stalled_seconds,
                fetch_job_polling_interval=min(5.0, stalled_seconds),
            )
        finally:
            retrier.cancel()


async def _retry_stalled(app: Any, stalled_seconds: float) -> None:
    """Every third of ``stalled_seconds``: retry the jobs of workers whose heartbeat is
    older than ``stalled_seconds`` (they died mid-job)."""
    while True:
        try:
            stalled = await app.job_manager.get_stalled_jobs(
                queue=QUEUE, seconds_since_heartbeat=stalled_seconds
            )
            for job in stalled:
                log.warning(
                    "retrying job %s of a dead worker (%s %s)",
                    job.id,
                    job.task_name,
                    job.task_kwargs,
                )
                await app.job_manager.retry_job(job)
        except Exception:  # the database is away: the next round tries again
            log.exception("could not look for stalled jobs")
        await asyncio.sleep(stalled_seconds / 3)
