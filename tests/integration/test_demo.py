"""The bundled demo library (CIA World Factbook), built once for this module (~3 s)."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select

from oshun.cli import build_demo
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Passage
from tests.conftest import fresh_database_url


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Services]:
    data: Path = tmp_path_factory.mktemp("demo")
    with fresh_database_url() as url:
        services = Services.build(Settings(data_dir=data, demo_library=True, database_url=url))
        build_demo(services, quiet=True)
        yield services
        services.close()


def test_capital_of_mongolia_comes_first(demo: Services) -> None:
    top = demo.nisaba.search("capital of Mongolia")[0].passage
    assert top.title == "Mongolia"
    assert "Ulaanbaatar" in top.text


def test_demo_passages_are_quotable_and_clean(demo: Services) -> None:
    with demo.db.session() as session:
        longest = session.scalar(select(func.max(func.length(Passage.text))))
        count = session.scalar(select(func.count()).select_from(Passage))
        tagged = session.scalar(
            select(func.count()).select_from(Passage).where(Passage.text.like("%<br%"))
        )
    assert longest is not None and longest <= 1000
    assert count is not None and count > 20000
    assert tagged == 0


def test_demo_works_are_public_domain_references(demo: Services) -> None:
    record = demo.nisaba.search("Mongolia capital")[0].passage
    assert record.kind == "reference"
    assert "Public domain" in record.licence
