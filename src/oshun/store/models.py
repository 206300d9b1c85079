"""Table models. The database is the library's source of truth; the index derives from it."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Integer,
    LargeBinary,
    String,
    Text,
    func,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class Work(Base):
    """A document in the library: an article, a book, a reference entry, a web page, a note."""

    __tablename__ = "works"

    id: Mapped[str] = mapped_column(String(200), primary_key=True)
    collection: Mapped[str] = mapped_column(String(120), index=True)
    external_id: Mapped[str] = mapped_column(String(200))
    title: Mapped[str] = mapped_column(Text)  # indexed: ix_works_title (migration 0014)
    authors: Mapped[list[str]] = mapped_column(JSON, default=list)
    year: Mapped[int | None] = mapped_column(Integer, nullable=True)
    source: Mapped[str] = mapped_column(Text, default="")
    licence: Mapped[str] = mapped_column(String(200), default="")
    kind: Mapped[str] = mapped_column(String(20))
    published: Mapped[date | None] = mapped_column(Date, nullable=True)
    updated: Mapped[date | None] = mapped_column(Date, nullable=True)
    retracted: Mapped[bool] = mapped_column(Boolean, default=False)
    content_hash: Mapped[str] = mapped_column(String(64))
    #: The source set the work belongs to (``oshun.corpus.sets``): who may read it.
    source_set: Mapped[str] = mapped_column(
        ForeignKey("source_sets.id"), index=True, default="library"
    )
    ingested_at: Mapped[datetime] = mapped_column(DateTime, server_default=func.now())

    passages: Mapped[list[Passage]] = relationship(
        back_populates="work", order_by="Passage.ordinal", cascade="all, delete-orphan"
    )


class SourceSet(Base):
    """A named set of works with an owner and readers (SPEC §7). A ``shared`` set is read by
    everyone; another is read by its owner and its members only. ``owner_id`` names an
    account (``users.id``; None for the sets the shell's administrators keep)."""

    __tablename__ = "source_sets"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    owner_id: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)
    shared: Mapped[bool] = mapped_column(Boolean, default=False)
    #: The account's own private set (one per account).
    private: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime, server_default=func.now())


class SourceSetMember(Base):
    """An account that may read a set it does not own."""

    __tablename__ = "source_set_members"

    set_id: Mapped[str] = mapped_column(
        ForeignKey("source_sets.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(Integer, primary_key=True, index=True)


class Passage(Base):
    """A quotable span of a work, with its character offsets in the source text."""

    __tablename__ = "passages"

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(260), unique=True, index=True)
    work_id: Mapped[str] = mapped_column(ForeignKey("works.id", ondelete="CASCADE"), index=True)
    ordinal: Mapped[int] = mapped_column(Integer)
    heading: Mapped[str] = mapped_column(Text, default="")
    text: Mapped[str] = mapped_column(Text)
    content_hash: Mapped[str] = mapped_column(String(64))
    char_start: Mapped[int] = mapped_column(Integer, default=0)
    char_end: Mapped[int] = mapped_column(Integer, default=0)
    page: Mapped[int | None] = mapped_column(Integer, nullable=True)

    work: Mapped[Work] = relationship(back_populates="passages")


class LibraryState(Base):
    """One-row table: the corpus version the database holds now."""

    __tablename__ = "library_state"

    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class Embedding(Base):
    """A passage vector, keyed by the sha256 of the text the model read and the model id, so
    a re-index, an unchanged re-ingest or a second node never computes it again."""

    __tablename__ = "embeddings"

    text_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    model_id: Mapped[str] = mapped_column(String(120), primary_key=True)
    vector: Mapped[bytes] = mapped_column(LargeBinary)  # float32, little-endian


class IngestJob(Base):
    """One uploaded file on its way into the library: its state (``corpus.uploads.JobState``)
    and result, so any process — the page polling, a worker — sees the same thing."""

    __tablename__ = "ingest_jobs"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)
    source_set: Mapped[str] = mapped_column(String(64))
    filename: Mapped[str] = mapped_column(String(255))
    size: Mapped[int] = mapped_column(Integer, default=0)
    state: Mapped[str] = mapped_column(String(16), index=True)
    detail: Mapped[str] = mapped_column(Text, default="")
    work_ids: Mapped[list[str]] = mapped_column(JSON, default=list)
    passages: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
