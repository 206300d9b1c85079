"""How the index follows the database: a rebuild, or the update an ingest carries along.

The database is the source of truth and the index is derived from it. ``reindex`` rebuilds
the whole index from the database (``oshun reindex``, the index keeper, deleting or moving a
work). An ingest instead opens an ``IndexUpdate`` (``open_update``) that takes each stored
batch, and ``finish_index`` publishes it — or rebuilds when the update cannot be trusted to
equal a rebuild (see ``oshun.retrieval.update``). Both record, in the database, the corpus
version they published and the change mark it holds (``upkeep``), which is how a keeper or
another node knows the index is current.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterator

from sqlalchemy import func, select

from oshun.retrieval.backend import CountedDocuments, IndexDocument, backend_named, updatable
from oshun.retrieval.live import build_index, live_version
from oshun.retrieval.update import IndexUpdate
from oshun.retrieval.upkeep import CHANGED, INDEXED, VERSION, read_marks
from oshun.settings import Settings
from oshun.store import Database, LibraryState, Passage, Work
from oshun.store.bulk import stream_rows

log = logging.getLogger("oshun.ingest")

#: Rows the index build and the corpus version read from the database at a time.
_STREAM_ROWS = 10_000

#: Files of records (JSONL) from this many bytes up are indexed with one thread per core
#: (about 200,000 BEIR passages; a smaller build stays one segment).
PARALLEL_INDEX_BYTES = 256 * 1024 * 1024


def corpus_version(db: Database) -> str:
    """A digest of every passage id and content hash, every retraction flag and source set.

    Read after every ingest, over the whole library: the rows come as plain tuples in
    chunks (``store.bulk.stream_rows``) and each chunk is hashed as one string, so the
    time is the database's scan rather than Python's per-row work."""
    digest = hashlib.sha256()
    query = (
        select(Passage.id, Passage.content_hash, Work.retracted, Work.source_set)
        .join(Work, Work.id == Passage.work_id)
        .order_by(Passage.id)
    )
    with db.session() as session:
        for rows in stream_rows(session, query, _STREAM_ROWS):
            digest.update(
                "".join(
                    f"{passage}\x00{content}\x00{int(retracted)}\x00{source_set}\n"
                    for passage, content, retracted, source_set in rows
                ).encode()
            )
    return digest.hexdigest()[:16]


def _index_documents(db: Database) -> Iterator[IndexDocument]:
    with db.session() as session:
        rows = session.execute(
            select(
                Passage.id,
                Work.title,
                Passage.heading,
                Passage.text,
                Work.source_set,
                Passage.work_id,
            )
            .join(Work, Work.id == Passage.work_id)
            .order_by(Passage.pk)
            .execution_options(yield_per=_STREAM_ROWS)
        )
        for row in rows:
            yield IndexDocument(
                row.id, row.title, row.heading, row.text, row.source_set, row.work_id
            )


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


def open_update(db: Database, settings: Settings, size_hint: int = 0) -> IndexUpdate | None:
    """An index update to follow an ingest, or None when the run must rebuild afterwards:
    the backend cannot update, a change is not indexed yet, or the live build is not the
    database's version or cannot be updated. ``size_hint``: bytes of records to come."""
    backend = updatable(backend_named(settings.search_backend))
    if backend is None:
        return None
    marks = read_marks(db)
    if marks[CHANGED] != marks[INDEXED]:
        return None
    live = live_version(settings.index_dir)
    if marks[VERSION] is None:
        with db.session() as session:  # never indexed: only an empty library starts empty
            if live is not None or session.scalar(select(Passage.pk).limit(1)) is not None:
                return None
    elif live is None or live != marks[VERSION]:
        return None
    elif (reason := IndexUpdate.usable_base(settings.index_dir / live, backend)) is not None:
        log.info("index rebuilt after this ingest", extra={"reason": reason})
        return None
    return IndexUpdate(
        settings.index_dir,
        backend,
        live,
        mark=marks[CHANGED],
        parallel=size_hint >= PARALLEL_INDEX_BYTES,
    )


def finish_index(db: Database, settings: Settings, update: IndexUpdate | None) -> str:
    """Publish ``update`` when it holds the library as the database has it now, else
    rebuild the index from the database; returns the corpus version."""
    if update is None or not update.active:
        return reindex(db, settings)
    if not update.changed:  # every work unchanged: the live build is still the library
        marks = read_marks(db)
        published = marks[VERSION]
        if published is not None and update.holds(marks[CHANGED]):
            update.abort()
            return published
    version = corpus_version(db)
    # Read after the version: a writer that committed before it moved the change mark.
    change = read_marks(db)[CHANGED]
    if not update.holds(change):
        update.give_up("another writer changed the library during this ingest")
        return reindex(db, settings)
    update.publish(version)
    with db.session() as session:
        session.merge(LibraryState(key=VERSION, value=version))
        if change is not None:
            session.merge(LibraryState(key=INDEXED, value=change))
    return version
