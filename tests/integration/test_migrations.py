"""Upgrading a library keeps its rows: a schema migration never loses passages.

On SQLite a batch migration recreates a table (copy, drop, rename). With foreign keys
enforced, dropping the old ``works`` table cascaded to every passage: a library built before
source sets (revision 0014) came out of the upgrade with its works and no passages.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import text

from oshun.store.database import _MIGRATIONS, Database
from tests.conftest import POSTGRES_URL

BEFORE_SOURCE_SETS = "0014"


def _upgrade_to(db: Database, revision: str) -> None:
    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    config.set_main_option("sqlalchemy.url", db.url.replace("%", "%%"))
    with db.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)


def test_upgrading_a_library_keeps_its_works_and_passages(
    tmp_path: Path, database_url: str | None
) -> None:
    db = Database(database_url or f"sqlite:///{tmp_path / 'old.db'}")
    try:
        _upgrade_to(db, BEFORE_SOURCE_SETS)
        with db.engine.begin() as connection:
            connection.execute(
                text(
                    "INSERT INTO works (id, collection, external_id, title, authors, source, "
                    "licence, kind, content_hash, retracted) VALUES "
                    "('w1', 'c', 'e1', 'Old work', '[]', '', '', 'document', 'h', false)"
                )
            )
            for n in range(3):
                connection.execute(
                    text(
                        "INSERT INTO passages (id, work_id, ordinal, heading, text, "
                        "content_hash, char_start, char_end) VALUES "
                        f"('w1.{n}', 'w1', {n}, 'H', 'Passage {n}.', 'p{n}', 0, 10)"
                    )
                )
        db.migrate()
        with db.engine.connect() as connection:
            works = connection.execute(text("SELECT id, source_set FROM works")).all()
            passages = connection.execute(text("SELECT count(*) FROM passages")).scalar_one()
            if not POSTGRES_URL:
                assert connection.execute(text("PRAGMA foreign_keys")).scalar_one() == 1
        assert works == [("w1", "library")]
        assert passages == 3
    finally:
        db.dispose()
