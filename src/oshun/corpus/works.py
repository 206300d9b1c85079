"""The works in the library: list them, and delete one with all of its passages.

Deleting is the only way a work leaves the library. It removes the work's row and its
passages in one transaction, then updates the index (an atomic swap, as after ingest), so
search never returns a passage the database no longer holds. Saved answers that cited the
work keep their text; their re-check reports the cited passages as ``missing``. Stored
vectors are keyed by text, not by work, and stay for whatever else shares that text.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import delete, func, select

from oshun.corpus import originals
from oshun.corpus.indexing import corpus_version, finish_index, open_update, reindex
from oshun.errors import NotFound
from oshun.retrieval.upkeep import mark_changed
from oshun.settings import Settings
from oshun.store import Database, Passage, SourceSet, Work


@dataclass(frozen=True, slots=True)
class WorkSummary:
    id: str
    title: str
    kind: str
    collection: str
    source_set: str
    passages: int
    pages: int | None  # the highest page of a paged source (PDF), else None
    published: date | None
    updated: date | None
    retracted: bool

    def as_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "title": self.title,
            "kind": self.kind,
            "collection": self.collection,
            "sourceSet": self.source_set,
            "passages": self.passages,
            "pages": self.pages,
            "published": self.published.isoformat() if self.published else None,
            "updated": self.updated.isoformat() if self.updated else None,
            "retracted": self.retracted,
        }


def list_works(
    db: Database, *, collection: str | None = None, sets: frozenset[str] | None = None
) -> list[WorkSummary]:
    """Every work (optionally of one collection, of some source sets) with its passage
    count, by title."""
    counts = (
        select(
            Passage.work_id,
            func.count().label("passages"),
            func.max(Passage.page).label("pages"),
        )
        .group_by(Passage.work_id)
        .subquery()
    )
    query = (
        select(Work, counts.c.passages, counts.c.pages)
        .outerjoin(counts, counts.c.work_id == Work.id)
        .order_by(Work.title, Work.id)
    )
    if collection is not None:
        query = query.where(Work.collection == collection)
    if sets is not None:
        query = query.where(Work.source_set.in_(sorted(sets)))
    with db.session() as session:
        return [
            WorkSummary(
                id=work.id,
                title=work.title,
                kind=work.kind,
                collection=work.collection,
                source_set=work.source_set,
                passages=passages or 0,
                pages=pages,
                published=work.published,
                updated=work.updated,
                retracted=work.retracted,
            )
            for work, passages, pages in session.execute(query)
        ]


def delete_work(db: Database, settings: Settings, work_id: str) -> tuple[int, str]:
    """Remove a work and its passages, then update the index (its passages deleted from a
    copy of the live build; a rebuild when that cannot be trusted, as after an ingest).

    Returns (passages removed, new corpus version); ``NotFound`` if there is no such work."""
    update = open_update(db, settings)
    try:
        with db.session() as session:
            if session.get(Work, work_id) is None:
                raise NotFound(f"no work {work_id!r} (see `oshun works list`)")
            removed = session.scalar(
                select(func.count()).select_from(Passage).where(Passage.work_id == work_id)
            )
            session.execute(delete(Passage).where(Passage.work_id == work_id))
            session.execute(delete(Work).where(Work.id == work_id))
            marks = mark_changed(session)  # same transaction: a crash before reindex is seen
        originals.forget(settings, work_id)
        if update is not None:
            update.note_batch(marks)
            update.remove_works([work_id])
        return int(removed or 0), finish_index(db, settings, update)
    except BaseException:
        if update is not None:
            update.abort()
        raise


def move_work(db: Database, settings: Settings, work_id: str, source_set: str) -> str:
    """Put a work into another source set, then rebuild the index (the set is a filter of
    the index). Returns the new corpus version; ``NotFound`` for an unknown work or set."""
    with db.session() as session:
        work = session.get(Work, work_id)
        if work is None:
            raise NotFound(f"no work {work_id!r} (see `oshun works list`)")
        if session.get(SourceSet, source_set) is None:
            raise NotFound(f"no source set {source_set!r}")
        if work.source_set == source_set:
            return corpus_version(db)
        work.source_set = source_set
        mark_changed(session)
    return reindex(db, settings)
