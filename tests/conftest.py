"""Shared fixtures: isolated settings, services, an ingested fixture library, a test client."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from oshun.app import create_app
from oshun.corpus.ingest import ingest_paths
from oshun.retrieval.embedding import OnnxEmbedder
from oshun.services import Services
from oshun.settings import Settings

FIXTURES = Path(__file__).parent / "fixtures"
LIBRARY = FIXTURES / "library"

#: When set (bin/test sets it for its second pass), every test runs on PostgreSQL, each in a
#: schema of its own that is dropped afterwards; otherwise on SQLite in the test's tmp dir.
POSTGRES_URL = os.environ.get("OSHUN_TEST_DATABASE_URL") or None


#: Settings of an app driven in-process by Starlette's TestClient: its requests say
#: ``Host: testserver``, so that is the public origin; the index keeper's thread stays off
#: (tests drive ``keeper.check()`` themselves; `oshun serve` tests run the real thread).
IN_PROCESS: dict[str, object] = {
    "public_origin": "http://testserver,https://testserver",
    "index_check_seconds": 0,
}


@contextmanager
def fresh_database_url() -> Iterator[str | None]:
    """A URL of an empty database for one test (None means SQLite in the data dir)."""
    if POSTGRES_URL is None:
        yield None
        return
    schema = f"oshun_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(POSTGRES_URL)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    separator = "&" if "?" in POSTGRES_URL else "?"
    try:
        yield f"{POSTGRES_URL}{separator}options=-csearch_path%3D{schema}"
    finally:
        with admin.begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture
def database_url() -> Iterator[str | None]:
    with fresh_database_url() as url:
        yield url


@pytest.fixture
def cli_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, database_url: str | None) -> None:
    """Point `oshun` commands run in-process at this test's data directory and database."""
    monkeypatch.setenv("OSHUN_DATA_DIR", str(tmp_path / "data"))
    if database_url:
        monkeypatch.setenv("OSHUN_DATABASE_URL", database_url)
    else:
        monkeypatch.delenv("OSHUN_DATABASE_URL", raising=False)


@pytest.fixture
def settings(tmp_path: Path, database_url: str | None) -> Settings:
    """Settings of a fresh, empty data directory and database (never the user's)."""
    return Settings(
        data_dir=tmp_path / "data", demo_library=False, database_url=database_url, **IN_PROCESS
    )


@pytest.fixture
def services(settings: Settings) -> Iterator[Services]:
    built = Services.build(settings)
    yield built
    built.close()


@pytest.fixture
def library(services: Services) -> Services:
    """Services whose library holds the small fixture library (tests/fixtures/library)."""
    report = ingest_paths(services.db, services.settings, [LIBRARY])
    assert not report.skipped, report.skipped
    return services


@pytest.fixture(scope="session")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Services]:
    """Services over the bundled demo library (CIA World Factbook), built once per run."""
    from oshun.cli.main import build_demo

    data = tmp_path_factory.mktemp("demo")
    with fresh_database_url() as url:
        services = Services.build(
            Settings(data_dir=data, demo_library=True, database_url=url, **IN_PROCESS)
        )
        build_demo(services, quiet=True)
        yield services
        services.close()


@pytest.fixture
def client(library: Services) -> Iterator[TestClient]:
    with TestClient(create_app(library.settings, library)) as test_client:
        yield test_client


@pytest.fixture(scope="session")
def onnx_embedder() -> OnnxEmbedder:
    """The real sentence-embedding model, loaded once per run."""
    return OnnxEmbedder()
