"""The objects one running OSHUN holds: settings, database, library. Built once per app."""

from __future__ import annotations

from dataclasses import dataclass, field

from oshun.corpus.ingest import reindex
from oshun.corpus.uploads import pending_jobs, run_job
from oshun.jobs import InProcessRunner
from oshun.retrieval.backfill import VectorBackfill
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
    #: Where uploads are ingested (``oshun.jobs``): a worker thread of this process.
    jobs: InProcessRunner = field(init=False)

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
        self.jobs = InProcessRunner(lambda job_id: run_job(self.db, self.settings, job_id))

    def resume_jobs(self) -> int:
        """Submit the uploads a stopped server left queued (the app's start calls this)."""
        pending = pending_jobs(self.db)
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
