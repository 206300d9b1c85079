"""The works in the library: list them, and delete one with all of its passages.

Deleting is the only way a work leaves the library. It removes the work's row and its
passages in one transaction, then rebuilds the index (an atomic swap, as after ingest), so
search never returns a passage the database no longer holds. Saved answers that cited the
work keep their text; their re-check reports the cited passages as ``missing``. Stored
vectors are keyed by text, not by work, and stay for whatever else shares that text.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import delete, func, select

from oshun.corpus import originals
from oshun.corpus.ingest import reindex
from oshun.errors import NotFound
from oshun.retrieval.upkeep import mark_changed
from oshun.settings import Settings
from oshun.store import Database, Passage, Work


@dataclass(frozen=True, slots=True)
class WorkSummary:
    id: str
    title: str
    kind: str
    collection: str
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
            "passages": self.passages,
            "pages": self.pages,
            "published": self.published.isoformat() if self.published else None,
            "updated": self.updated.isoformat() if self.updated else None,
            "retracted": self.retracted,
        }


def list_works(db: Database, *, collection: str | None = None) -> list[WorkSummary]:
    """Every work (optionally of one collection) with its passage count, by title."""
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
    with db.session() as session:
        return [
            WorkSummary(
                id=work.id,
                title=work.title,
                kind=work.kind,
                collection=work.collection,
                passages=passages or 0,
                pages=pages,
                published=work.published,
                updated=work.updated,
                retracted=work.retracted,
            )
            for work, passages, pages in session.execute(query)
        ]


def delete_work(db: Database, settings: Settings, work_id: str) -> tuple[int, str]:
    """Remove a work and its passages, then rebuild the index.

    Returns (passages removed, new corpus version); ``NotFound`` if there is no such work."""
    with db.session() as session:
        if session.get(Work, work_id) is None:
            raise NotFound(f"no work {work_id!r} (see `oshun works list`)")
        removed = session.scalar(
            select(func.count()).select_from(Passage).where(Passage.work_id == work_id)
        )
        session.execute(delete(Passage).where(Passage.work_id == work_id))
        session.execute(delete(Work).where(Work.id == work_id))
        mark_changed(session)  # same transaction: a crash before reindex is detectable
    originals.forget(settings, work_id)
    return int(removed or 0), reindex(db, settings)
