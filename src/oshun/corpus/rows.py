"""A parsed work as the rows the database stores: its id, its content hash, its row tuples.

Everything here depends on the work alone, never on what the library already holds, so it
can run anywhere — in particular in the process that reads a big file of records
(``corpus.reading``), ahead of and in parallel with the process that stores. It imports
nothing of the database layer for that reason: that process starts with only the parsing
code. ``corpus.storing`` then decides, against the database, which prepared works are new,
changed or unchanged, and writes the rows as they are.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from pathlib import Path

from oshun.corpus.records import ParsedWork, passage_hash, slugify


def work_id_for(collection: str, external_id: str, source_key: str | None) -> str:
    """The id of a work: ``<collection>-<slug of its external id>``, or for the one work of
    a text file, the file's stem plus a short hash of its path (equal names never collide)."""
    if source_key is None:
        return f"{collection}-{slugify(external_id, 120)}"
    digest = hashlib.sha1(source_key.encode()).hexdigest()[:6]
    return f"{slugify(Path(external_id).name.split('.')[0], 60)}-{digest}"


def work_hash(work: ParsedWork, passage_hashes: list[str]) -> str:
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


#: A work row: the values of ``storing.WORK_COLUMNS`` in order; dates are ``date`` objects
#: (``storing`` gives them the database's own shape).
WorkRow = tuple[object, ...]
#: A passage row: the values of ``storing.PASSAGE_COLUMNS`` in order.
PassageRow = tuple[str, str, int, str, str, str, int, int, int | None]


#: One work ready to store: (work id, external id, content hash, work row, passage rows).
#: A plain tuple rather than a named one: a batch crosses from the reading process to the
#: storing one as one pickle, and plain tuples are rebuilt at C speed on arrival (a named
#: tuple's constructor is Python code, run once a record on the storing side).
PreparedWork = tuple[str, str, str, WorkRow, list[PassageRow]]


def prepare_works(
    works: Iterable[ParsedWork], collection: str, per_file_key: str | None, source_set: str
) -> list[PreparedWork]:
    """Ids, hashes and rows of ``works`` (each passage hashed once; the work's hash is built
    from those). Passage ids are ``<work id>.<key or ordinal>``, a repeated key made unique
    by its ordinal."""
    prepared: list[PreparedWork] = []
    for work in works:
        work_id = work_id_for(collection, work.external_id, per_file_key)
        hashes = [passage_hash(p.heading, p.text) for p in work.passages]
        digest = work_hash(work, hashes)
        rows: list[PassageRow] = []
        seen: set[str] = set()
        for ordinal, (passage, content_hash) in enumerate(zip(work.passages, hashes, strict=True)):
            suffix = passage.key or str(ordinal)
            if suffix in seen:
                suffix = f"{suffix}-{ordinal}"
            seen.add(suffix)
            rows.append(
                (
                    f"{work_id}.{suffix}",
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
        row: WorkRow = (
            work_id,
            collection,
            work.external_id,
            work.title,
            work.authors,
            work.year,
            work.source,
            work.licence,
            work.kind,
            work.published,
            work.updated,
            work.retracted,
            digest,
            source_set,
        )
        prepared.append((work_id, work.external_id, digest, row, rows))
    return prepared
