"""The database: table models, engine and session set-up, and Alembic migrations."""

from oshun.store.database import Database
from oshun.store.models import Base, LibraryState, Passage, Work

__all__ = ["Base", "Database", "LibraryState", "Passage", "Work"]
