import pytest
from sqlalchemy import text

from oshun.services import Services
from tests.conftest import POSTGRES_URL


def test_the_backend_is_the_one_this_run_asked_for(services: Services) -> None:
    expected = "postgresql" if POSTGRES_URL else "sqlite"
    assert services.db.engine.dialect.name == expected


def test_migrations_are_idempotent(services: Services) -> None:
    services.db.migrate()
    services.db.migrate()
    with services.db.session() as session:
        version = session.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
    assert version


@pytest.mark.skipif(
    POSTGRES_URL is not None, reason="WAL is SQLite's; PostgreSQL has its own concurrency"
)
def test_sqlite_runs_in_wal_mode(services: Services) -> None:
    with services.db.session() as session:
        assert session.execute(text("PRAGMA journal_mode")).scalar_one() == "wal"
        assert session.execute(text("PRAGMA foreign_keys")).scalar_one() == 1
