"""Tables of the Library: saved answers (with their notebook notes) and save/unsave events."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from oshun.store.models import Base


class SavedItem(Base):
    """One saved answer of one person: a frozen snapshot plus that person's notes.

    ``(user_id, answer_id)`` is unique, so saving the same answer twice — from two tabs or
    two server processes at once — keeps one item.
    """

    __tablename__ = "saved_items"
    __table_args__ = (UniqueConstraint("user_id", "answer_id", name="uq_saved_items_user_answer"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    answer_id: Mapped[str] = mapped_column(String(64))
    domain: Mapped[str] = mapped_column(String(20))
    item_type: Mapped[str] = mapped_column(String(40))
    query: Mapped[str] = mapped_column(Text)
    grounding_state: Mapped[str] = mapped_column(String(20))
    snapshot: Mapped[dict[str, Any]] = mapped_column(JSON)
    notes: Mapped[str] = mapped_column(Text, default="")
    notes_version: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime, index=True)
    notes_updated_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)


class LibraryEvent(Base):
    """Save telemetry: one row per save or unsave."""

    __tablename__ = "library_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    event: Mapped[str] = mapped_column(String(20))
    item_id: Mapped[str] = mapped_column(String(32))
    answer_id: Mapped[str] = mapped_column(String(64))
    at: Mapped[datetime] = mapped_column(DateTime, index=True)
