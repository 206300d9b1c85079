"""The objects one running OSHUN holds: settings, database, library. Built once per app."""

from __future__ import annotations

from dataclasses import dataclass, field

from oshun.corpus.ingest import reindex
from oshun.corpus.uploads import pending_jobs, run_job
from oshun.jobs import InProcessRunner, JobRunner
from oshun.retrieval.backfill import VectorBackfill, fill_vectors
from oshun.retrieval.dense import DenseVectors
from oshun.retrieval.embedding import Embedder
from oshun.retrieval.search import Nisaba
from oshun.retrieval.upkeep import IndexKeeper
from oshun.retrieval.vectors import VectorStore
from oshun.settings import Settings
from oshun.shell.hashpool import HashPool
from oshun.shell.throttle import Throttle
from oshun.sophia import Sophia
from oshun.store import Database


@dataclass
class Services:
    settings: Settings
    db: Database
    nisaba: Nisaba
    sophia: Sophia = field(init=False)
    backfill: VectorBackfill = field(init=False)
    keeper: IndexKeeper = field(init=False)
    hashes: HashPool = field(init=False)
    answer_limit: Throttle = field(init=False)
    #: Where uploads are ingested (``oshun.jobs``): a thread of this process, or the
    #: PostgreSQL queue that `oshun worker` drains (``OSHUN_JOBS``).
    jobs: JobRunner = field(init=False)

    def __post_init__(self) -> None:
        self.sophia = Sophia.build(self.settings, self.nisaba)
        self.backfill = VectorBackfill(self.settings.index_dir, self.db, self.nisaba.dense)
        self.keeper = IndexKeeper(
            self.settings, self.db, self.nisaba.index, lambda: reindex(self.db, self.settings)
        )
        self.hashes = HashPool(self.settings.hash_concurrency, self.settings.hash_wait_seconds)
        self.answer_limit = Throttle(
            "answer", self.settings.answer_rate_limit, self.settings.rate_limit_storage
        )
        if self.settings.jobs == "postgres":
            from oshun.pgqueue import ProcrastinateRunner

            self.jobs = ProcrastinateRunner(self.settings.resolved_database_url)
        else:
            self.jobs = InProcessRunner(lambda job_id: run_job(self.db, self.settings, job_id))

    def run_job(self, job_id: str) -> None:
        """The handler `oshun worker` calls: a job the queue hands out may be a dead
        worker's, retried, so its row may be left ``working`` (see ``oshun.pgqueue``). The
        library changed: its new passages' vectors are the next job."""
        run_job(self.db, self.settings, job_id, reclaim=True)
        self.request_vectors()

    def request_vectors(self) -> None:
        """Have the live library's missing passage vectors filled in: by this process's
        backfill thread, or — with jobs in PostgreSQL — by a worker, so that N serve nodes
        do not each embed the same passages."""
        submit = getattr(self.jobs, "submit_vectors", None)
        if submit is None:
            self.backfill.start()
        elif self.nisaba.dense.enabled:
            submit()

    def fill_vectors(self) -> None:
        """The vectors job `oshun worker` runs: this process's index brought to the
        database's corpus version, then every vector it lacks computed and stored."""
        outcome = self.keeper.check()
        if outcome.startswith("rebuild failed"):
            raise RuntimeError(outcome)  # the queue retries the job
        fill_vectors(self.settings.index_dir, self.db, self.nisaba.dense)

    def resume_jobs(self) -> int:
        """Submit the uploads a stopped server left queued (the app's start calls this).
        The PostgreSQL queue retries its own dead workers' jobs: only queued rows go."""
        in_process = isinstance(self.jobs, InProcessRunner)
        pending = pending_jobs(self.db) if in_process else pending_jobs(self.db, None)
        for job_id in pending:
            self.jobs.submit(job_id)
        return len(pending)

    @classmethod
    def build(
        cls, settings: Settings, *, migrate: bool = True, embedder: Embedder | None = None
    ) -> Services:
        """``embedder``: the sentence-embedding model (default: the ONNX model, loaded on
        first use)."""
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        db = Database(settings.resolved_database_url)
        if migrate:
            db.migrate()
        dense = DenseVectors(settings, VectorStore(db), embedder)
        return cls(settings=settings, db=db, nisaba=Nisaba(settings, db, dense=dense))

    def close(self) -> None:
        self.jobs.close()
        self.backfill.stop()
        self.keeper.stop()
        self.sophia.close()
        self.db.dispose()
