"""Storing parsed works: one batch of works, one transaction, upserted by content hash.

Split from ``ingest`` because this is the hot loop of a big ingest: every record of a
million-passage file passes through here once. So each passage's content hash is computed
once (the work's hash is built from them), rows are plain tuples written with
``store.bulk.insert_rows`` (an executemany on SQLite, a COPY on PostgreSQL), and what the
search index needs of the batch — the passages stored and the works they replaced — is
handed back, so ingest can update the index as it goes instead of reading the library
back from the database afterwards.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from sqlalchemy import Table, delete, select

from oshun.corpus.records import ParsedWork, passage_hash, slugify
from oshun.corpus.sets import LIBRARY
from oshun.retrieval.backend import IndexDocument
from oshun.retrieval.upkeep import mark_changed
from oshun.store import Database, Passage, Work
from oshun.store.bulk import date_value, dialect_of, insert_rows, json_value

_WORKS = cast(Table, Work.__table__)
_PASSAGES = cast(Table, Passage.__table__)
_WORK_COLUMNS = (
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
_PASSAGE_COLUMNS = (
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
#: Ids per ``IN (…)`` of the lookups and deletes (well under every database's limit).
_CHUNK = 500


def work_id_for(collection: str, external_id: str, source_key: str | None) -> str:
    """The id of a work: ``<collection>-<slug of its external id>``, or for the one work of
    a text file, the file's stem plus a short hash of its path (equal names never collide)."""
    if source_key is None:
        return f"{collection}-{slugify(external_id, 120)}"
    digest = hashlib.sha1(source_key.encode()).hexdigest()[:6]
    return f"{slugify(Path(external_id).name.split('.')[0], 60)}-{digest}"


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


def _work_hash(work: ParsedWork, passage_hashes: list[str]) -> str:
    """``ParsedWork.content_hash`` from passage hashes computed once: the same bytes fed to
    SHA-256 in one call instead of one per part (the same digest)."""
    parts = (
        work.title,
        work.kind,
        "|".join(work.authors),
        str(work.year),
        work.licence,
        str(work.published),
        str(work.updated),
        str(work.retracted),
        "",
    )
    data = "\x00".join(parts) + "".join(passage_hashes)
    return hashlib.sha256(data.encode()).hexdigest()


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
    """Upsert works into ``source_set`` in one transaction.

    Two external ids that slugify alike ("Doc 1", "doc-1") would share a work id: the later
    record is skipped and appended to ``collisions``; the others are stored. A work that
    exists in another source set moves to ``source_set`` when ``move`` (the shell's ingest),
    else it is left alone and reported as a collision (an upload never touches another
    person's work)."""
    result = StoredBatch()
    batch = list(works)
    ids = [work_id_for(collection, w.external_id, per_file_key) for w in batch]
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
        passage_rows: list[tuple[object, ...]] = []
        documents = result.documents
        for work_id, work in zip(ids, batch, strict=True):
            owner = owners.setdefault(work_id, work.external_id)
            if owner != work.external_id and per_file_key is None:
                if collisions is not None:
                    collisions.append(Collision(work.external_id, owner, work_id))
                continue
            home = homes.get(work_id, source_set)
            if home != source_set and not move:
                if collisions is not None:
                    collisions.append(Collision(work.external_id, "a work of another set", work_id))
                continue
            hashes = [passage_hash(p.heading, p.text) for p in work.passages]
            digest = _work_hash(work, hashes)
            if existing.get(work_id) == digest and home == source_set:
                result.unchanged += 1
                continue
            if work_id in existing:
                result.replaced.append(work_id)
                result.updated += 1
            else:
                result.added += 1
            existing[work_id] = digest
            work_rows.append(
                (
                    work_id,
                    collection,
                    work.external_id,
                    work.title,
                    json_value(work.authors),
                    work.year,
                    work.source,
                    work.licence,
                    work.kind,
                    date_value(work.published, dialect),
                    date_value(work.updated, dialect),
                    work.retracted,
                    digest,
                    source_set,
                )
            )
            seen: set[str] = set()
            for ordinal, (passage, content_hash) in enumerate(
                zip(work.passages, hashes, strict=True)
            ):
                suffix = passage.key or str(ordinal)
                if suffix in seen:
                    suffix = f"{suffix}-{ordinal}"
                seen.add(suffix)
                passage_id = f"{work_id}.{suffix}"
                passage_rows.append(
                    (
                        passage_id,
                        work_id,
                        ordinal,
                        passage.heading,
                        passage.text,
                        content_hash,
                        passage.char_start,
                        passage.char_end,
                        passage.page,
                    )
                )
                documents.append(
                    IndexDocument(
                        passage_id, work.title, passage.heading, passage.text, source_set, work_id
                    )
                )
        replaced = result.replaced
        for start in range(0, len(replaced), _CHUNK):
            chunk = replaced[start : start + _CHUNK]
            session.execute(delete(Passage).where(Passage.work_id.in_(chunk)))
            session.execute(delete(Work).where(Work.id.in_(chunk)))
        insert_rows(session, _WORKS, _WORK_COLUMNS, work_rows)
        insert_rows(session, _PASSAGES, _PASSAGE_COLUMNS, passage_rows)
        result.passages = len(passage_rows)
        if work_rows or replaced:
            # Same transaction: a crash before the index catches up is detectable.
            result.marks = mark_changed(session)
    return result
