"""Storing parsed works: one batch of works, one transaction, upserted by content hash.

Split from ``ingest`` because this is the hot loop of a big ingest: every record of a
million-passage file passes through here once. A work arrives prepared (``corpus.rows``:
ids, hashes and row tuples, computed in the reading process for a big file), so what is
left here is the comparison with what the library holds, and the writing: rows are plain
tuples written with ``store.bulk.insert_rows`` (an executemany on SQLite, a COPY on
PostgreSQL), and what the
search index needs of the batch — the passages stored and the works they replaced — is
handed back, so ingest can update the index as it goes instead of reading the library
back from the database afterwards.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import cast

from sqlalchemy import Table, delete, select

from oshun.corpus.records import ParsedWork
from oshun.corpus.rows import PassageRow, PreparedWork, WorkRow, prepare_works, work_id_for
from oshun.corpus.sets import LIBRARY
from oshun.retrieval.backend import IndexDocument
from oshun.retrieval.upkeep import mark_changed
from oshun.store import Database, Passage, Work
from oshun.store.bulk import date_value, dialect_of, insert_rows, json_value

_WORKS = cast(Table, Work.__table__)
_PASSAGES = cast(Table, Passage.__table__)
WORK_COLUMNS = (
    "id",
    "collection",
    "external_id",
    "title",
    "authors",
    "year",
    "source",
    "licence",
    "kind",
    "published",
    "updated",
    "retracted",
    "content_hash",
    "source_set",
)
PASSAGE_COLUMNS = (
    "id",
    "work_id",
    "ordinal",
    "heading",
    "text",
    "content_hash",
    "char_start",
    "char_end",
    "page",
)
_TITLE, _AUTHORS = WORK_COLUMNS.index("title"), WORK_COLUMNS.index("authors")
_PUBLISHED, _UPDATED = WORK_COLUMNS.index("published"), WORK_COLUMNS.index("updated")
_SET = WORK_COLUMNS.index("source_set")
#: Ids per ``IN (…)`` of the lookups and deletes (well under every database's limit).
_CHUNK = 500


def file_work_id(path: Path) -> str:
    """The work id ingest gives the one work of a file of a per-file format (not JSONL)."""
    return work_id_for("files", path.name, str(path.resolve()))


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


@dataclass(slots=True)
class StoredBatch:
    """What one ``store_works`` transaction did."""

    added: int = 0
    updated: int = 0
    unchanged: int = 0
    passages: int = 0
    #: Works whose old passages were deleted (changed, or moved to another set).
    replaced: list[str] = field(default_factory=list)
    #: The passages written, as the search index takes them, in insertion order.
    documents: list[IndexDocument] = field(default_factory=list)
    #: (the change mark before this transaction, the one it wrote), or None: no change.
    marks: tuple[str | None, str] | None = None


def store_works(
    db: Database,
    works: Iterable[ParsedWork],
    collection: str,
    *,
    per_file_key: str | None = None,
    collisions: list[Collision] | None = None,
    source_set: str = LIBRARY,
    move: bool = True,
) -> StoredBatch:
    """Upsert works into ``source_set`` in one transaction (``store_prepared`` of
    ``prepare_works``)."""
    prepared = prepare_works(works, collection, per_file_key, source_set)
    return store_prepared(db, prepared, per_file_key is not None, collisions=collisions, move=move)


def store_prepared(
    db: Database,
    batch: list[PreparedWork],
    per_file: bool = False,
    *,
    collisions: list[Collision] | None = None,
    move: bool = True,
) -> StoredBatch:
    """Upsert prepared works in one transaction, each into the source set its row names.

    Two external ids that slugify alike ("Doc 1", "doc-1") would share a work id: the later
    record is skipped and appended to ``collisions``; the others are stored (``per_file``:
    works keyed by a file's path, where that cannot happen). A work that exists in another
    source set moves to the batch's set when ``move`` (the shell's ingest), else it is left
    alone and reported as a collision (an upload never touches another person's work)."""
    result = StoredBatch()
    ids = [work[0] for work in batch]
    with db.session() as session:
        dialect = dialect_of(session)
        existing: dict[str, str] = {}
        owners: dict[str, str] = {}  # work id → external id holding it
        homes: dict[str, str] = {}  # work id → its source set
        for start in range(0, len(ids), _CHUNK):
            rows = session.execute(
                select(Work.id, Work.content_hash, Work.external_id, Work.source_set).where(
                    Work.id.in_(ids[start : start + _CHUNK])
                )
            )
            for row in rows:
                existing[row.id] = row.content_hash
                owners[row.id] = row.external_id
                homes[row.id] = row.source_set
        work_rows: list[tuple[object, ...]] = []
        passage_rows: list[PassageRow] = []
        documents = result.documents
        for work_id, external_id, digest, work_row, passages in batch:
            source_set = str(work_row[_SET])
            owner = owners.setdefault(work_id, external_id)
            if owner != external_id and not per_file:
                if collisions is not None:
                    collisions.append(Collision(external_id, owner, work_id))
                continue
            home = homes.get(work_id, source_set)
            if home != source_set and not move:
                if collisions is not None:
                    collisions.append(Collision(external_id, "a work of another set", work_id))
                continue
            if existing.get(work_id) == digest and home == source_set:
                result.unchanged += 1
                continue
            if work_id in existing:
                result.replaced.append(work_id)
                result.updated += 1
            else:
                result.added += 1
            existing[work_id] = digest
            work_rows.append(_database_row(work_row, dialect))
            passage_rows.extend(passages)
            title = str(work_row[_TITLE])
            for passage in passages:
                documents.append(
                    IndexDocument(passage[0], title, passage[3], passage[4], source_set, work_id)
                )
        replaced = result.replaced
        for start in range(0, len(replaced), _CHUNK):
            chunk = replaced[start : start + _CHUNK]
            session.execute(delete(Passage).where(Passage.work_id.in_(chunk)))
            session.execute(delete(Work).where(Work.id.in_(chunk)))
        insert_rows(session, _WORKS, WORK_COLUMNS, work_rows)
        insert_rows(session, _PASSAGES, PASSAGE_COLUMNS, passage_rows)
        result.passages = len(passage_rows)
        if work_rows or replaced:
            # Same transaction: a crash before the index catches up is detectable.
            result.marks = mark_changed(session)
    return result


def _database_row(row: WorkRow, dialect: str) -> tuple[object, ...]:
    """A prepared work row in the database's shapes: authors as JSON text, dates as SQLite
    keeps them."""
    values = list(row)
    values[_AUTHORS] = json_value(values[_AUTHORS])
    if values[_PUBLISHED] is not None or values[_UPDATED] is not None:
        values[_PUBLISHED] = date_value(cast("date | None", values[_PUBLISHED]), dialect)
        values[_UPDATED] = date_value(cast("date | None", values[_UPDATED]), dialect)
    return tuple(values)
