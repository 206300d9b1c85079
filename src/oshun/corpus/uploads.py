"""Files people upload on the Sources page, on their way into a source set.

``accept`` stores each file under ``<data_dir>/uploads/<job id>/`` and adds one
``ingest_jobs`` row for it: ``queued``, or ``failed`` at once (nothing kept) for a file no
reader knows by its content (``formats.format_of`` sniffs PDF, DOCX, EPUB and HTML
signatures; a name alone never makes a file a PDF), so one bad file of several never stops
the others. The caller then hands the job ids to a
``oshun.jobs.JobRunner``, whose handler is ``run_job``: it ingests the file into the job's
set through ``ingest_paths`` (never moving another set's work), records ``done`` with the
work and its passages or ``failed`` with the reason, and removes the uploaded copy (a PDF's
original is kept by ingest for the reader).
"""

from __future__ import annotations

import enum
import logging
import re
import shutil
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import select, update

from oshun.clock import utcnow
from oshun.corpus import formats
from oshun.corpus.ingest import file_work_id, ingest_paths
from oshun.errors import InvalidInput
from oshun.settings import Settings
from oshun.store import Database, IngestJob, Work

log = logging.getLogger("oshun.uploads")

_UNSAFE = re.compile(r"[^A-Za-z0-9._ -]+")
NAME_MAX = 120


class JobState(enum.StrEnum):
    """Where an uploaded file is (labels: ``oshun.web.states.JOBS``)."""

    QUEUED = "queued"
    WORKING = "working"
    DONE = "done"
    FAILED = "failed"


#: States a page keeps polling for.
PENDING = frozenset({JobState.QUEUED, JobState.WORKING})


@dataclass(frozen=True, slots=True)
class JobView:
    id: str
    filename: str
    source_set: str
    size: int
    state: JobState
    detail: str
    work_ids: tuple[str, ...]
    passages: int
    created_at: datetime
    finished_at: datetime | None


def _view(row: IngestJob) -> JobView:
    return JobView(
        row.id,
        row.filename,
        row.source_set,
        row.size,
        JobState(row.state),
        row.detail,
        tuple(row.work_ids or ()),
        row.passages,
        row.created_at,
        row.finished_at,
    )


def uploads_dir(settings: Settings) -> Path:
    return settings.data_dir / "uploads"


def safe_name(filename: str) -> str:
    """A file name that is one path segment of plain characters, keeping its suffix."""
    name = Path(filename.replace("\\", "/")).name
    name = _UNSAFE.sub("_", name).strip(" .") or "upload"
    stem, dot, suffix = name.rpartition(".")
    if dot and len(suffix) <= 10:
        return f"{stem[: NAME_MAX - len(suffix) - 1]}.{suffix.lower()}"
    return name[:NAME_MAX]


def accept(
    db: Database,
    settings: Settings,
    *,
    user_id: int | None,
    source_set: str,
    files: list[tuple[str, bytes]],
) -> list[JobView]:
    """Store ``files`` (name, content) and add one job each: ``queued`` for a document a
    reader knows by its content, else ``failed`` at once with the reason (nothing kept).
    The queued ones go to a ``JobRunner``."""
    if not files:
        raise InvalidInput("choose at least one file to upload")
    now = utcnow()
    rows: list[IngestJob] = []
    for filename, data in files:
        job_id = uuid.uuid4().hex
        folder = uploads_dir(settings) / job_id
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / safe_name(filename)
        target.write_bytes(data)
        problem = _refusal(target, data)
        if problem:
            shutil.rmtree(folder, ignore_errors=True)
        rows.append(
            IngestJob(
                id=job_id,
                user_id=user_id,
                source_set=source_set,
                filename=filename[:255],
                size=len(data),
                state=(JobState.FAILED if problem else JobState.QUEUED).value,
                detail=problem or "",
                work_ids=[],
                passages=0,
                created_at=now,
                finished_at=now if problem else None,
            )
        )
    try:
        with db.session() as session:
            session.add_all(rows)
            session.flush()
            return [_view(row) for row in rows]
    except BaseException:
        for row in rows:
            shutil.rmtree(uploads_dir(settings) / row.id, ignore_errors=True)
        raise


def _refusal(path: Path, data: bytes) -> str | None:
    """Why a stored upload cannot be ingested (judged by its content first), or None."""
    if not data:
        return "the file is empty"
    fmt = formats.format_of(path)
    if fmt is None:
        return formats.UNSUPPORTED
    if fmt.keyed_records:
        return "JSONL collections are added from the shell (`oshun ingest`)"
    return None


def _finish(db: Database, job_id: str, state: JobState, detail: str, **result: object) -> None:
    with db.session() as session:
        session.execute(
            update(IngestJob)
            .where(IngestJob.id == job_id)
            .values(state=state.value, detail=detail, finished_at=utcnow(), **result)
        )


def run_job(db: Database, settings: Settings, job_id: str) -> None:
    """Ingest one queued upload into its set (the ``JobRunner`` handler); idempotent."""
    with db.session() as session:
        result = session.execute(
            update(IngestJob)
            .where(IngestJob.id == job_id, IngestJob.state == JobState.QUEUED.value)
            .values(state=JobState.WORKING.value)
        )
        claimed = getattr(result, "rowcount", 0)
        row = session.get(IngestJob, job_id)
        if not claimed or row is None:
            return  # another runner took it, or it is gone
        source_set, filename = row.source_set, row.filename
    folder = uploads_dir(settings) / job_id
    files = [p for p in folder.iterdir() if p.is_file()] if folder.is_dir() else []
    if not files:
        _finish(db, job_id, JobState.FAILED, "the uploaded file is gone (upload it again)")
        return
    path = files[0]
    try:
        report = ingest_paths(db, settings, [path], source_set=source_set, move=False)
    except Exception as exc:
        log.exception("upload %s (%s) failed", job_id, filename)
        _finish(db, job_id, JobState.FAILED, f"could not be added: {type(exc).__name__}")
        return
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if report.skipped:
        # Reasons name the stored copy; people know their file by the name they gave it.
        reasons = "; ".join(e.reason for e in report.skipped)
        _finish(db, job_id, JobState.FAILED, reasons)
        return
    work_id = file_work_id(path)
    with db.session() as session:
        present = session.scalar(
            select(Work.id).where(Work.id == work_id, Work.source_set == source_set)
        )
    if present is None:
        _finish(db, job_id, JobState.FAILED, "no text could be read from it")
        return
    _finish(
        db,
        job_id,
        JobState.DONE,
        f"{report.passages} passages",
        work_ids=[work_id],
        passages=report.passages,
    )


def list_jobs(db: Database, user_id: int, limit: int = 50) -> list[JobView]:
    """The account's uploads, newest first."""
    with db.session() as session:
        rows = session.scalars(
            select(IngestJob)
            .where(IngestJob.user_id == user_id)
            .order_by(IngestJob.created_at.desc(), IngestJob.id)
            .limit(limit)
        ).all()
        return [_view(row) for row in rows]


def pending_jobs(db: Database, stale_after: timedelta = timedelta(minutes=30)) -> list[str]:
    """Jobs a stopped process left behind, oldest first: queued ones, and working ones
    older than ``stale_after`` (requeued; a job another process is running is younger)."""
    with db.session() as session:
        session.execute(
            update(IngestJob)
            .where(
                IngestJob.state == JobState.WORKING.value,
                IngestJob.created_at < utcnow() - stale_after,
            )
            .values(state=JobState.QUEUED.value)
        )
        return list(
            session.scalars(
                select(IngestJob.id)
                .where(IngestJob.state == JobState.QUEUED.value)
                .order_by(IngestJob.created_at)
            ).all()
        )
