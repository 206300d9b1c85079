"""Saved items: keyword-only functions over the database, always scoped to one user.

Another person's item is simply not found (404, never 403): ids leak nothing.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, fields
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError

from oshun.clock import utcnow
from oshun.errors import Conflict, NotFound
from oshun.library.models import LibraryEvent, SavedItem
from oshun.store import Database

DOMAIN = "nisaba"
ITEM_TYPE = "assistant-excerpt"
NOTES_MAX_CHARS = 20_000


@dataclass(frozen=True, slots=True)
class SavedItemView:
    """A saved item as routes and pages see it."""

    id: str
    answer_id: str
    domain: str
    item_type: str
    query: str
    grounding_state: str
    snapshot: dict[str, Any]
    notes: str
    notes_version: int
    created_at: datetime
    notes_updated_at: datetime | None


_VIEW_FIELDS = tuple(f.name for f in fields(SavedItemView))


def _view(row: SavedItem) -> SavedItemView:
    """The row, detached from its session (the snapshot copied so edits never leak back)."""
    values = {name: getattr(row, name) for name in _VIEW_FIELDS}
    return SavedItemView(**{**values, "snapshot": dict(row.snapshot)})


def _event(session: Any, *, user_id: int, event: str, item: SavedItem) -> None:
    session.add(
        LibraryEvent(
            user_id=user_id, event=event, item_id=item.id, answer_id=item.answer_id, at=utcnow()
        )
    )


def save_snapshot(
    db: Database, *, user_id: int, snapshot: dict[str, Any]
) -> tuple[SavedItemView, bool]:
    """Save an answer snapshot; returns (item, created). Saving twice keeps one item."""
    answer_id = str(snapshot["answerId"])
    existing = find_by_answer(db, user_id=user_id, answer_id=answer_id)
    if existing is not None:
        return existing, False
    try:
        with db.session() as session:
            row = SavedItem(
                id=uuid.uuid4().hex,
                user_id=user_id,
                answer_id=answer_id,
                domain=DOMAIN,
                item_type=ITEM_TYPE,
                query=str(snapshot["query"]),
                grounding_state=str(snapshot["groundingState"]),
                snapshot=snapshot,
                notes="",
                notes_version=0,
                created_at=utcnow(),
            )
            session.add(row)
            session.flush()
            _event(session, user_id=user_id, event="save", item=row)
            view = _view(row)
        return view, True
    except IntegrityError:
        # A concurrent save of the same answer won the race: the item exists once.
        existing = find_by_answer(db, user_id=user_id, answer_id=answer_id)
        if existing is None:
            raise
        return existing, False


def find_by_answer(db: Database, *, user_id: int, answer_id: str) -> SavedItemView | None:
    with db.session() as session:
        row = session.scalars(
            select(SavedItem).where(SavedItem.user_id == user_id, SavedItem.answer_id == answer_id)
        ).first()
        return _view(row) if row else None


def get_item(db: Database, *, user_id: int, item_id: str) -> SavedItemView:
    with db.session() as session:
        row = session.get(SavedItem, item_id)
        if row is None or row.user_id != user_id:
            raise NotFound(f"no saved item with id {item_id!r}")
        return _view(row)


def get_by_answer(db: Database, *, user_id: int, answer_id: str) -> SavedItemView:
    item = find_by_answer(db, user_id=user_id, answer_id=answer_id)
    if item is None:
        raise NotFound(f"no saved answer {answer_id!r} in your Library")
    return item


def list_items(
    db: Database, *, user_id: int, limit: int = 20, offset: int = 0, answer_id: str | None = None
) -> tuple[list[SavedItemView], int]:
    """Newest first; returns one page and the total count (optionally of one answer)."""
    where = [SavedItem.user_id == user_id]
    if answer_id is not None:
        where.append(SavedItem.answer_id == answer_id)
    with db.session() as session:
        total = session.scalar(select(func.count()).select_from(SavedItem).where(*where))
        rows = session.scalars(
            select(SavedItem)
            .where(*where)
            .order_by(SavedItem.created_at.desc(), SavedItem.id.desc())
            .limit(limit)
            .offset(offset)
        ).all()
        return [_view(row) for row in rows], int(total or 0)


class Sort(StrEnum):
    NEWEST = "newest"
    OLDEST = "oldest"
    QUESTION = "question"
    CONFIDENCE = "confidence"


def _haystack(item: SavedItemView) -> str:
    """Everything a search of saved answers looks in: the question, the answer, the notes,
    and each witness's title, heading and quoted words."""
    snapshot = item.snapshot
    parts = [item.query, str(snapshot.get("answer", "")), item.notes]
    for witness in snapshot.get("witnesses", []):
        parts += [str(witness.get(k, "")) for k in ("title", "heading", "locator")]
    return " ".join(parts).casefold()


def _confidence(item: SavedItemView) -> float:
    try:
        return float(item.snapshot.get("confidence") or 0.0)
    except (TypeError, ValueError):
        return 0.0


def search_items(
    db: Database,
    *,
    user_id: int,
    text: str = "",
    sort: Sort = Sort.NEWEST,
    limit: int = 20,
    offset: int = 0,
) -> tuple[list[SavedItemView], int]:
    """One page of this person's saved answers matching every word of ``text`` (anywhere in
    the question, answer, notes or witnesses, case-insensitive), in ``sort`` order, and the
    number that match. A person's Library is small: it is read whole and filtered here, the
    same on every database."""
    with db.session() as session:
        rows = session.scalars(
            select(SavedItem)
            .where(SavedItem.user_id == user_id)
            .order_by(SavedItem.created_at.desc(), SavedItem.id.desc())
        ).all()
        items = [_view(row) for row in rows]
    words = text.casefold().split()
    if words:
        items = [i for i in items if all(w in _haystack(i) for w in words)]
    if sort is Sort.OLDEST:
        items.reverse()
    elif sort is Sort.QUESTION:
        items.sort(key=lambda i: i.query.casefold())
    elif sort is Sort.CONFIDENCE:
        items.sort(key=_confidence, reverse=True)
    return items[offset : offset + limit], len(items)


def delete_item(db: Database, *, user_id: int, item_id: str) -> None:
    with db.session() as session:
        row = session.get(SavedItem, item_id)
        if row is None or row.user_id != user_id:
            raise NotFound(f"no saved item with id {item_id!r}")
        _event(session, user_id=user_id, event="unsave", item=row)
        session.delete(row)


def update_notes(
    db: Database, *, user_id: int, item_id: str, notes: str, version: int
) -> SavedItemView:
    """Replace the notes if ``version`` is the stored one; a stale edit is a ``Conflict``.

    One conditional UPDATE, so two devices saving at once cannot both win on any backend.
    """
    with db.session() as session:
        result = session.execute(
            update(SavedItem)
            .where(
                SavedItem.id == item_id,
                SavedItem.user_id == user_id,
                SavedItem.notes_version == version,
            )
            .values(notes=notes, notes_version=version + 1, notes_updated_at=utcnow())
        )
        updated = getattr(result, "rowcount", 0)
    if updated != 1:
        current = get_item(db, user_id=user_id, item_id=item_id)  # NotFound if not theirs
        raise Conflict(
            "these notes were changed elsewhere since you opened them "
            f"(version {current.notes_version}, yours {version}); reload to see them"
        )
    return get_item(db, user_id=user_id, item_id=item_id)


@dataclass(frozen=True, slots=True)
class EventView:
    at: datetime
    user_id: int
    event: str
    item_id: str
    answer_id: str


def list_events(db: Database, *, limit: int = 100) -> list[EventView]:
    with db.session() as session:
        rows = session.scalars(
            select(LibraryEvent)
            .order_by(LibraryEvent.at.desc(), LibraryEvent.id.desc())
            .limit(limit)
        ).all()
        return [EventView(r.at, r.user_id, r.event, r.item_id, r.answer_id) for r in rows]
