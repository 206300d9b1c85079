"""Ingest: source files → works and passages in the database → a rebuilt index.

Each file is parsed whole before anything is written, and written in its own transaction,
so a broken file is skipped without leaving anything behind while the run goes on.
Re-ingesting a file updates its works in place, keyed by (collection, external id).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from sqlalchemy import Table, delete, func, insert, select
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from oshun.corpus import formats, originals
from oshun.corpus.records import KINDS, ParsedWork, passage_hash, slugify
from oshun.errors import IngestError
from oshun.retrieval.backend import CountedDocuments, IndexDocument, backend_named
from oshun.retrieval.live import build_index
from oshun.retrieval.upkeep import CHANGED, INDEXED, VERSION, mark_changed, read_marks
from oshun.settings import Settings
from oshun.store import Database, LibraryState, Passage, Work

_WORKS = cast(Table, Work.__table__)
_PASSAGES = cast(Table, Passage.__table__)

#: Rows the index build and the corpus version read from the database at a time.
_STREAM_ROWS = 10_000

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


def _work_id(collection: str, external_id: str, source_key: str | None) -> str:
    if source_key is None:
        return f"{collection}-{slugify(external_id, 120)}"
    # Text files: the stem for people, a short hash of the path so equal names never collide.
    digest = hashlib.sha1(source_key.encode()).hexdigest()[:6]
    return f"{slugify(Path(external_id).name.split('.')[0], 60)}-{digest}"


@dataclass(frozen=True, slots=True)
class Collision:
    """A record whose id slugifies to a work id another record already holds."""

    external_id: str
    other_external_id: str
    work_id: str

    def __str__(self) -> str:
        return (
            f"id {self.external_id!r} collides with {self.other_external_id!r} (both become "
            f"work id {self.work_id!r}); record skipped"
        )


def store_works(
    db: Database,
    works: Iterable[ParsedWork],
    collection: str,
    *,
    per_file_key: str | None = None,
    collisions: list[Collision] | None = None,
) -> tuple[int, int, int, int]:
    """Upsert works in one transaction. Returns (added, updated, unchanged, passages).

    Two external ids that slugify alike ("Doc 1", "doc-1") would share a work id: the later
    record is skipped and appended to ``collisions``; the others are stored."""
    added = updated = unchanged = passage_count = 0
    batch = list(works)
    ids = [_work_id(collection, w.external_id, per_file_key) for w in batch]
    with db.session() as session:
        existing: dict[str, str] = {}
        owners: dict[str, str] = {}  # work id → external id holding it
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            rows = session.execute(
                select(Work.id, Work.content_hash, Work.external_id).where(Work.id.in_(chunk))
            )
            for row in rows:
                existing[row.id] = row.content_hash
                owners[row.id] = row.external_id
        work_rows: list[dict[str, object]] = []
        passage_rows: list[dict[str, object]] = []
        replaced: list[str] = []
        for work_id, work in zip(ids, batch, strict=True):
            owner = owners.setdefault(work_id, work.external_id)
            if owner != work.external_id and per_file_key is None:
                if collisions is not None:
                    collisions.append(Collision(work.external_id, owner, work_id))
                continue
            digest = work.content_hash()
            if existing.get(work_id) == digest:
                unchanged += 1
                continue
            if work_id in existing:
                replaced.append(work_id)
                updated += 1
            else:
                added += 1
            existing[work_id] = digest
            work_rows.append(
                {
                    "id": work_id,
                    "collection": collection,
                    "external_id": work.external_id,
                    "title": work.title,
                    "authors": work.authors,
                    "year": work.year,
                    "source": work.source,
                    "licence": work.licence,
                    "kind": work.kind,
                    "published": work.published,
                    "updated": work.updated,
                    "retracted": work.retracted,
                    "content_hash": digest,
                }
            )
            seen: set[str] = set()
            for ordinal, passage in enumerate(work.passages):
                suffix = passage.key or str(ordinal)
                if suffix in seen:
                    suffix = f"{suffix}-{ordinal}"
                seen.add(suffix)
                passage_rows.append(
                    {
                        "id": f"{work_id}.{suffix}",
                        "work_id": work_id,
                        "ordinal": ordinal,
                        "heading": passage.heading,
                        "text": passage.text,
                        "content_hash": passage_hash(passage.heading, passage.text),
                        "char_start": passage.char_start,
                        "char_end": passage.char_end,
                        "page": passage.page,
                    }
                )
        for start in range(0, len(replaced), 500):
            chunk = replaced[start : start + 500]
            session.execute(delete(Passage).where(Passage.work_id.in_(chunk)))
            session.execute(delete(Work).where(Work.id.in_(chunk)))
        if work_rows:
            # Core inserts of the tables (an executemany), not ORM bulk inserts: several
            # times faster, and ingest needs nothing back.
            session.execute(insert(_WORKS), work_rows)
        for start in range(0, len(passage_rows), 2000):
            session.execute(insert(_PASSAGES), passage_rows[start : start + 2000])
        passage_count = len(passage_rows)
        if work_rows or replaced:
            mark_changed(session)  # same transaction: a crash before reindex is detectable
    return added, updated, unchanged, passage_count


def corpus_version(db: Database) -> str:
    """A digest of every passage id and content hash and every retraction flag."""
    digest = hashlib.sha256()
    with db.session() as session:
        rows = session.execute(
            select(Passage.id, Passage.content_hash, Work.retracted)
            .join(Work, Work.id == Passage.work_id)
            .order_by(Passage.id)
            .execution_options(yield_per=_STREAM_ROWS)
        )
        for row in rows:
            digest.update(f"{row.id}\x00{row.content_hash}\x00{int(row.retracted)}\n".encode())
    return digest.hexdigest()[:16]


def _index_documents(db: Database) -> Iterator[IndexDocument]:
    with db.session() as session:
        rows = session.execute(
            select(Passage.id, Work.title, Passage.heading, Passage.text)
            .join(Work, Work.id == Passage.work_id)
            .order_by(Passage.pk)
            .execution_options(yield_per=_STREAM_ROWS)
        )
        for row in rows:
            yield IndexDocument(row.id, row.title, row.heading, row.text)


def reindex(db: Database, settings: Settings) -> str:
    """Rebuild the search index from the database; returns the corpus version.

    Records which committed change it indexed (``upkeep.INDEXED``), read before the build: a
    change committed meanwhile leaves the marks different, and the keeper builds again."""
    change = read_marks(db)[CHANGED]
    version = corpus_version(db)
    backend = backend_named(settings.search_backend)
    with db.session() as session:  # a size hint for the build (all cores for a big one)
        count = session.scalar(select(func.count()).select_from(Passage)) or 0
    documents = CountedDocuments(_index_documents(db), count)
    build_index(settings.index_dir, documents, version, backend)
    with db.session() as session:
        session.merge(LibraryState(key=VERSION, value=version))
        if change is not None:
            session.merge(LibraryState(key=INDEXED, value=change))
    return version


def _ingest_batches(
    db: Database,
    batches: Iterable[tuple[str, list[ParsedWork], str | None]],
    report: IngestReport,
    source: str = "",
) -> None:
    for collection, works, per_file_key in batches:
        collisions: list[Collision] = []
        try:
            added, updated, unchanged, passages = store_works(
                db, works, collection, per_file_key=per_file_key, collisions=collisions
            )
        except SQLAlchemyError as exc:  # e.g. text the database refuses: skip, go on
            reason = str(exc.orig if isinstance(exc, DBAPIError) else exc).splitlines()[0]
            report.skipped.append(IngestError(source or collection, f"not stored: {reason}"))
            continue
        report.skipped.extend(IngestError(source or collection, str(c)) for c in collisions)
        report.works_added += added
        report.works_updated += updated
        report.works_unchanged += unchanged
        report.passages += passages


def ingest_paths(
    db: Database,
    settings: Settings,
    paths: Sequence[Path],
    *,
    kind: str | None = None,
    collection: str | None = None,
    progress: Progress | None = None,
) -> IngestReport:
    """Ingest files and folders, then rebuild the index. Broken files land in ``skipped``."""
    if kind is not None and kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}; choose one of {', '.join(KINDS)}")
    started = time.perf_counter()
    report = IngestReport()
    files, problems = discover(paths)
    report.skipped.extend(problems)
    records = 0
    for done, path in enumerate(files, start=1):
        fmt = formats.format_of(path)
        if fmt is not None and fmt.stream is not None:
            records = _ingest_stream(
                db, settings, path, fmt, kind, collection, report, progress, records
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
        _ingest_batches(db, [batch], report, str(path))
        if fmt is not None and fmt.keeps_original and len(report.skipped) == skipped_before:
            for work in works:  # a copy the reader links to (a PDF at a page)
                originals.keep(settings, _work_id(batch[0], work.external_id, batch[2]), path)
    if progress:  # records when the run streamed some, else files
        finished = records or len(files)
        progress(finished, finished, "index")
    report.corpus_version = reindex(db, settings)
    report.seconds = time.perf_counter() - started
    return report


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
) -> int:
    """Ingest a file of records (BEIR JSONL) in batches of ``settings.ingest_batch_works``,
    one transaction each: memory stays bounded whatever the file's size, and a run killed
    midway keeps its committed batches (a re-run finds them unchanged and goes on).

    While the file fits in one batch it is all or nothing, as every other file: a broken
    record skips the whole file. Past the first committed batch a broken record is reported
    with its line and skipped, and the rest of the file goes on. Returns the records counted
    so far over the whole run (what ``progress`` is told)."""
    assert fmt.stream is not None
    name = collection or formats.collection_name(path)
    size = settings.ingest_batch_works
    batch: list[ParsedWork] = []
    problems: list[IngestError] = []
    committed = False

    def write() -> None:
        nonlocal committed, records
        _ingest_batches(db, [(name, batch, None)], report, str(path))
        records += len(batch)
        committed = True
        batch.clear()
        if progress:
            progress(records, 0, f"{path.name}: {records:,} records")

    try:
        for item in fmt.stream(path, settings.passage_max_chars, kind or fmt.default_kind):
            if isinstance(item, IngestError):
                if not committed:
                    raise item
                problems.append(item)
                continue
            batch.append(item)
            if len(batch) >= size:
                write()
    except IngestError as error:
        if not committed:  # nothing of the file was written: skip it whole
            report.skipped.append(error)
            return records
        problems.append(error)
    if batch:
        write()
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
) -> IngestReport:
    """Ingest works produced in code (the demo library), in batches, then rebuild the index."""
    started = time.perf_counter()
    report = IngestReport(files=0)
    batch: list[ParsedWork] = []
    done = 0
    for work in works:
        batch.append(work)
        if len(batch) == 50:
            _ingest_batches(db, [(collection, batch, None)], report)
            done += len(batch)
            batch = []
            if progress:
                progress(done, total, "works")
    if batch:
        _ingest_batches(db, [(collection, batch, None)], report)
        done += len(batch)
    if progress:
        progress(done, total or done, "index")
    report.corpus_version = reindex(db, settings)
    report.seconds = time.perf_counter() - started
    return report
