"""Ingest: source files → works and passages in the database → an updated index.

Each file is parsed whole before anything is written, and written in its own transaction,
so a broken file is skipped without leaving anything behind while the run goes on (a file
of records is streamed in batches instead: ``_ingest_stream``). Re-ingesting a file updates
its works in place, keyed by (collection, external id); ``storing`` writes each batch.

The index follows the run: an ``IndexUpdate`` opened before the first batch takes each
stored batch (new passages added, replaced works deleted) while the next one is read, and
is published at the end. When it cannot be trusted to equal a rebuild — a change not yet
indexed, a build from before updates, another writer meanwhile — the run rebuilds the index
from the database afterwards, as ``reindex`` does.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from oshun.corpus import formats, originals, reading
from oshun.corpus.indexing import corpus_version, finish_index, open_update, reindex
from oshun.corpus.records import KINDS, ParsedWork
from oshun.corpus.rows import PreparedWork
from oshun.corpus.sets import LIBRARY
from oshun.corpus.storing import (
    Collision,
    StoredBatch,
    file_work_id,
    store_prepared,
    store_works,
    work_id_for,
)
from oshun.errors import IngestError
from oshun.retrieval.update import IndexUpdate
from oshun.settings import Settings
from oshun.store import Database

__all__ = [
    "Collision",
    "IngestReport",
    "corpus_version",
    "discover",
    "file_work_id",
    "ingest_paths",
    "ingest_works",
    "parse_file",
    "reindex",
    "store_works",
]


#: Called as ``progress(done, total, label)`` while a run goes on (``total`` 0: unknown).
Progress = Callable[[int, int, str], None]


@dataclass(slots=True)
class IngestReport:
    files: int = 0
    works_added: int = 0
    works_updated: int = 0
    works_unchanged: int = 0
    passages: int = 0
    skipped: list[IngestError] = field(default_factory=list)
    seconds: float = 0.0
    corpus_version: str = ""

    @property
    def works(self) -> int:
        return self.works_added + self.works_updated + self.works_unchanged

    def as_dict(self) -> dict[str, object]:
        return {
            "files": self.files,
            "works": self.works,
            "worksAdded": self.works_added,
            "worksUpdated": self.works_updated,
            "worksUnchanged": self.works_unchanged,
            "passages": self.passages,
            "skipped": [
                {"path": error.path, "line": error.line, "reason": error.reason}
                for error in self.skipped
            ],
            "seconds": round(self.seconds, 3),
            "corpusVersion": self.corpus_version,
        }


def discover(paths: Sequence[Path]) -> tuple[list[Path], list[IngestError]]:
    """Files to ingest under ``paths`` (folders are walked), and paths that cannot be."""
    found: list[Path] = []
    problems: list[IngestError] = []
    for path in paths:
        if path.is_dir():
            found.extend(
                sorted(p for p in path.rglob("*") if p.is_file() and formats.is_supported(p))
            )
        elif path.is_file():
            if formats.is_supported(path):
                found.append(path)
            else:
                problems.append(
                    IngestError(
                        str(path),
                        formats.UNSUPPORTED,
                    )
                )
        else:
            problems.append(IngestError(str(path), "no such file or folder"))
    return found, problems


def parse_file(path: Path, settings: Settings, kind: str | None = None) -> list[ParsedWork]:
    """Parse one file completely or raise ``IngestError``."""
    fmt = formats.format_of(path)
    if fmt is None:
        raise IngestError(str(path), formats.UNSUPPORTED)
    return fmt.read(path, settings.passage_max_chars, kind or fmt.default_kind)


def _ingest_batches(
    db: Database,
    batches: Iterable[tuple[str, list[ParsedWork], str | None]],
    report: IngestReport,
    source: str = "",
    source_set: str = LIBRARY,
    move: bool = True,
    update: IndexUpdate | None = None,
) -> None:
    for collection, works, per_file_key in batches:
        collisions: list[Collision] = []
        try:
            stored = store_works(
                db,
                works,
                collection,
                per_file_key=per_file_key,
                collisions=collisions,
                source_set=source_set,
                move=move,
            )
        except SQLAlchemyError as exc:  # e.g. text the database refuses: skip, go on
            reason = str(exc.orig if isinstance(exc, DBAPIError) else exc).splitlines()[0]
            report.skipped.append(IngestError(source or collection, f"not stored: {reason}"))
            continue
        _record(stored, collisions, report, source or collection, update)


def _store_batch(
    db: Database, batch: list[PreparedWork], report: IngestReport, source: str, target: _Target
) -> None:
    """Store one prepared batch of a file of records, then hand it to the index update."""
    collisions: list[Collision] = []
    try:
        stored = store_prepared(db, batch, collisions=collisions, move=target.move)
    except SQLAlchemyError as exc:  # e.g. text the database refuses: skip, go on
        reason = str(exc.orig if isinstance(exc, DBAPIError) else exc).splitlines()[0]
        report.skipped.append(IngestError(source, f"not stored: {reason}"))
        return
    _record(stored, collisions, report, source, target.update)


def _record(
    stored: StoredBatch,
    collisions: list[Collision],
    report: IngestReport,
    source: str,
    update: IndexUpdate | None,
) -> None:
    if update is not None:  # the index takes the batch (its threads index it meanwhile)
        update.note_batch(stored.marks)
        update.remove_works(stored.replaced)
        update.add(stored.documents)
    report.skipped.extend(IngestError(source, str(c)) for c in collisions)
    report.works_added += stored.added
    report.works_updated += stored.updated
    report.works_unchanged += stored.unchanged
    report.passages += stored.passages


@dataclass(frozen=True, slots=True)
class _Target:
    """Where a run's batches go: the source set, whether a work of another set moves
    (``store_works``), and the index update following the run (None: rebuild after)."""

    source_set: str = LIBRARY
    move: bool = True
    update: IndexUpdate | None = None


def ingest_paths(
    db: Database,
    settings: Settings,
    paths: Sequence[Path],
    *,
    kind: str | None = None,
    collection: str | None = None,
    progress: Progress | None = None,
    source_set: str = LIBRARY,
    move: bool = True,
    reindex_after: bool = True,
) -> IngestReport:
    """Ingest files and folders into ``source_set``, then bring the index up to date
    (unless ``reindex_after`` is False: the caller rebuilds once after several calls).
    Broken files land in ``skipped``; ``move``: see ``store_works``."""
    if kind is not None and kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}; choose one of {', '.join(KINDS)}")
    started = time.perf_counter()
    report = IngestReport()
    files, problems = discover(paths)
    report.skipped.extend(problems)
    update = None
    if reindex_after:
        streamed = sum(p.stat().st_size for p in files if _streams(p))
        update = open_update(db, settings, streamed)
    target = _Target(source_set, move, update)
    try:
        records = _ingest_files(db, settings, files, kind, collection, report, progress, target)
        if progress:  # records when the run streamed some, else files
            finished = records or len(files)
            progress(finished, finished, "index")
        if reindex_after:
            report.corpus_version = finish_index(db, settings, update)
    except BaseException:
        if update is not None:
            update.abort()
        raise
    report.seconds = time.perf_counter() - started
    return report


def _streams(path: Path) -> bool:
    fmt = formats.format_of(path)
    return fmt is not None and fmt.stream is not None


def _ingest_files(
    db: Database,
    settings: Settings,
    files: list[Path],
    kind: str | None,
    collection: str | None,
    report: IngestReport,
    progress: Progress | None,
    target: _Target,
) -> int:
    """Store every file; returns the records streamed (what progress counts)."""
    records = 0
    for done, path in enumerate(files, start=1):
        fmt = formats.format_of(path)
        if fmt is not None and fmt.stream is not None:
            records = _ingest_stream(
                db, settings, path, fmt, kind, collection, report, progress, records, target
            )
            continue
        if progress:
            progress(done - 1, len(files), path.name)
        try:
            works = parse_file(path, settings, kind)
        except IngestError as error:
            report.skipped.append(error)
            continue
        report.files += 1
        batch: tuple[str, list[ParsedWork], str | None]
        if fmt is not None and fmt.keyed_records:
            batch = (collection or formats.collection_name(path), works, None)
        else:
            batch = (collection or "files", works, str(path.resolve()))
        skipped_before = len(report.skipped)
        _ingest_batches(db, [batch], report, str(path), *_where(target))
        if fmt is not None and fmt.keeps_original and len(report.skipped) == skipped_before:
            for work in works:  # a copy the reader links to (a PDF at a page)
                work_id = work_id_for(batch[0], work.external_id, batch[2])
                originals.keep(settings, work_id, path)
    return records


def _where(target: _Target) -> tuple[str, bool, IndexUpdate | None]:
    return target.source_set, target.move, target.update


def _ingest_stream(
    db: Database,
    settings: Settings,
    path: Path,
    fmt: formats.Format,
    kind: str | None,
    collection: str | None,
    report: IngestReport,
    progress: Progress | None,
    records: int,
    target: _Target,
) -> int:
    """Ingest a file of records (BEIR JSONL) in batches of ``settings.ingest_batch_works``,
    one transaction each: memory stays bounded whatever the file's size, and a run killed
    midway keeps its committed batches (a re-run finds them unchanged and goes on). A big
    file is read and prepared by a child process meanwhile (``corpus.reading``).

    While the file fits in one batch it is all or nothing, as every other file: a broken
    record skips the whole file. Past the first committed batch a broken record is reported
    with its line and skipped, and the rest of the file goes on. Returns the records counted
    so far over the whole run (what ``progress`` is told)."""
    job = reading.ReadJob(
        path=str(path),
        format=fmt.name,
        max_chars=settings.passage_max_chars,
        kind=kind or fmt.default_kind,
        batch_works=settings.ingest_batch_works,
        collection=collection or formats.collection_name(path),
        source_set=target.source_set,
    )
    problems: list[IngestError] = []
    committed = False
    # A big file: read by a child process meanwhile, stored with SQLite's bulk settings.
    bulk = db.bulk() if reading.is_big(path) else contextlib.nullcontext()
    with bulk, contextlib.closing(reading.batches(job)) as items:
        try:
            for item in items:
                if isinstance(item, IngestError):
                    if not committed:
                        raise item
                    problems.append(item)
                    continue
                _store_batch(db, item, report, str(path), target)
                committed = True
                records += len(item)
                if progress:
                    progress(records, 0, f"{path.name}: {records:,} records")
        except IngestError as error:
            if not committed:  # nothing of the file was written: skip it whole
                report.skipped.append(error)
                return records
            problems.append(error)
    report.files += 1
    report.skipped.extend(problems)
    return records


def ingest_works(
    db: Database,
    settings: Settings,
    works: Iterable[ParsedWork],
    collection: str,
    *,
    progress: Progress | None = None,
    total: int = 0,
    source_set: str = LIBRARY,
) -> IngestReport:
    """Ingest works produced in code (the demo library), in batches, then bring the index
    up to date."""
    started = time.perf_counter()
    report = IngestReport(files=0)
    batch: list[ParsedWork] = []
    done = 0
    update = open_update(db, settings)
    try:
        for work in works:
            batch.append(work)
            if len(batch) == 50:
                _ingest_batches(
                    db, [(collection, batch, None)], report, "", source_set, True, update
                )
                done += len(batch)
                batch = []
                if progress:
                    progress(done, total, "works")
        if batch:
            _ingest_batches(db, [(collection, batch, None)], report, "", source_set, True, update)
            done += len(batch)
        if progress:
            progress(done, total or done, "index")
        report.corpus_version = finish_index(db, settings, update)
    except BaseException:
        if update is not None:
            update.abort()
        raise
    report.seconds = time.perf_counter() - started
    return report
