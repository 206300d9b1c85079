"""Shared fixtures: isolated settings, services, an ingested fixture library, a test client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from oshun.app import create_app
from oshun.nisaba import ingest_paths
from oshun.services import Services
from oshun.settings import Settings

FIXTURES = Path(__file__).parent / "fixtures"
LIBRARY = FIXTURES / "library"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings of a fresh, empty data directory (never the user's)."""
    return Settings(data_dir=tmp_path / "data", demo_library=False, database_url=None)


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


@pytest.fixture
def client(library: Services) -> Iterator[TestClient]:
    with TestClient(create_app(library.settings, library)) as test_client:
        yield test_client
