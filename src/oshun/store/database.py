"""Engine and session set-up, and schema migration to the newest revision."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session, sessionmaker

# oshun/migrations sits above every model package (it imports store, library and shell models),
# so store never imports upward: it only names the folder Alembic runs.
_MIGRATIONS = Path(__file__).parents[1] / "migrations"


#: A bulk load's SQLite page cache (KiB; the default is 2 MiB) and WAL checkpoint threshold
#: (pages; the default is 1,000). With the defaults, a batch of thousands of rows spilled
#: dirty pages to the WAL before its commit, read index pages back from the file, and every
#: commit copied the WAL into the database: a third of the time a big ingest spent storing.
BULK_CACHE_KIB = 128 * 1024
BULK_CHECKPOINT_PAGES = 64 * 1024


class Database:
    """One database: an engine, a session factory, and its migrations."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._bulk = False
        if url.startswith("sqlite"):
            path = url.split("///", 1)[-1]
            if path and path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self.engine: Engine = create_engine(
                url, connect_args={"check_same_thread": False, "timeout": 30}
            )
            event.listen(self.engine, "connect", self._sqlite_pragmas)
        else:
            self.engine = create_engine(url, pool_pre_ping=True)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    def _sqlite_pragmas(self, dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        # WAL lets readers go on while ingest writes; foreign keys make cascades real.
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=NORMAL")
        if self._bulk:
            cursor.execute(f"PRAGMA cache_size=-{BULK_CACHE_KIB}")
            cursor.execute(f"PRAGMA wal_autocheckpoint={BULK_CHECKPOINT_PAGES}")
        cursor.close()

    @contextmanager
    def bulk(self) -> Iterator[None]:
        """A bulk load (a big ingest): SQLite connections opened meanwhile get a large page
        cache and checkpoint the WAL less often (``BULK_CACHE_KIB``); they are closed at
        the end, so no pooled connection keeps that cache. Connections idle in the pool
        are closed at the start for the same reason. PostgreSQL, and an in-memory SQLite
        database (closing its connection would drop it), are left as they are."""
        if self.engine.dialect.name != "sqlite" or self.engine.url.database in (
            None,
            "",
            ":memory:",
        ):
            yield
            return
        self._bulk = True
        self.engine.dispose()
        try:
            yield
        finally:
            self._bulk = False
            self.engine.dispose()

    def migrate(self) -> None:
        """Bring the schema to the newest revision (idempotent)."""
        config = Config()
        config.set_main_option("script_location", str(_MIGRATIONS))
        config.set_main_option("sqlalchemy.url", self.url.replace("%", "%%"))
        with self.engine.connect() as connection:
            sqlite = connection.dialect.name == "sqlite"
            if sqlite:
                # A batch migration on SQLite copies a table, drops the old one and renames
                # the copy; with foreign keys enforced, dropping the old ``works`` cascades to
                # every passage. The pragma only acts outside a transaction, so it comes first.
                connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
                connection.commit()
            try:
                with connection.begin():
                    config.attributes["connection"] = connection
                    command.upgrade(config, "head")
                    if sqlite:
                        broken = connection.exec_driver_sql("PRAGMA foreign_key_check").all()
                        if broken:  # rolled back: the library stays as it was
                            raise RuntimeError(f"migration broke foreign keys: {broken[:5]}")
            finally:
                if sqlite:
                    connection.exec_driver_sql("PRAGMA foreign_keys=ON")
                    connection.commit()

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session that commits on success and rolls back on error."""
        session = self._sessions()
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def dispose(self) -> None:
        self.engine.dispose()
