"""The database: table models, engine and session set-up, and Alembic migrations."""

from oshun.store.database import Database
from oshun.store.models import (
    Base,
    Embedding,
    IngestJob,
    LibraryState,
    Passage,
    SourceSet,
    SourceSetMember,
    Work,
)

__all__ = [
    "Base",
    "Database",
    "Embedding",
    "IngestJob",
    "LibraryState",
    "Passage",
    "SourceSet",
    "SourceSetMember",
    "Work",
]
