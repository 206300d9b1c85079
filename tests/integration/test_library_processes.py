"""Several `oshun serve` processes on one database behave as one app (PostgreSQL in the
second pass of bin/test, SQLite in the first): concurrent saves lose and duplicate nothing."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, func, select

from oshun.library.models import LibraryEvent, SavedItem
from oshun.settings import Settings
from tests._serve import oshun_command, serving
from tests.conftest import LIBRARY

PASSWORD = "correct horse battery"
QUESTIONS = [
    "What is the capital of Mongolia?",
    "What is the capital of Peru?",
    "What is the capital of Kenya?",
    "Where does photosynthesis take place?",
    "Which volcano is active in Sicily?",
]
USERS = 5


@pytest.fixture
def two_servers(tmp_path: Path, database_url: str | None) -> Iterator[tuple[str, str, str]]:
    env = {**os.environ, "OSHUN_DATA_DIR": str(tmp_path / "data"), "OSHUN_DEMO_LIBRARY": "false"}
    env.pop("OSHUN_PUBLIC_ORIGIN", None)
    if database_url:
        env["OSHUN_DATABASE_URL"] = database_url
    else:
        env.pop("OSHUN_DATABASE_URL", None)
    subprocess.run(
        [oshun_command(), "ingest", str(LIBRARY)], env=env, check=True, capture_output=True
    )
    url = Settings(data_dir=tmp_path / "data", database_url=database_url).resolved_database_url
    with (
        serving(env, tmp_path / "a.log") as first,
        serving(env, tmp_path / "b.log") as second,
    ):
        yield first, second, url


def _signed_in(base: str, email: str) -> tuple[httpx.Client, str]:
    client = httpx.Client(base_url=base, timeout=60, headers={"Origin": base})
    page = client.get("/signup").text
    token = re.search(r'name="csrf-token" content="([^"]+)"', page)
    assert token
    done = client.post(
        "/signup",
        data={"email": email, "password": PASSWORD, "csrf_token": token.group(1), "next": "/"},
    )
    assert done.status_code in (200, 303), done.text
    session_token = re.search(r'name="csrf-token" content="([^"]+)"', client.get("/").text)
    assert session_token
    return client, session_token.group(1)


def test_concurrent_saves_through_two_processes(two_servers: tuple[str, str, str]) -> None:
    first, second, url = two_servers
    people = [_signed_in(first, f"user{n}@example.org") for n in range(USERS)]
    answers = {
        q: httpx.post(f"{first}/v1/sophia/answer", json={"q": q}, timeout=60).json()
        for q in QUESTIONS
    }
    assert len({a["id"] for a in answers.values()}) == len(QUESTIONS)

    def save(job: tuple[int, str, str]) -> tuple[int, str, int, str]:
        person, question, base = job
        client, token = people[person]
        response = client.post(
            f"{base}/v1/library/saved-items",
            json={"answerId": answers[question]["id"], "query": answers[question]["query"]},
            headers={"Origin": base, "X-CSRF-Token": token},
        )
        item_id = response.json().get("id", "") if response.status_code < 300 else response.text
        return person, question, response.status_code, item_id

    # Every person saves every answer twice, once through each process: 50 requests at once.
    jobs = [(p, q, base) for p in range(USERS) for q in QUESTIONS for base in (first, second)]
    with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
        results = list(pool.map(save, jobs))

    assert len(results) == 50
    assert all(status in (200, 201) for _p, _q, status, _i in results), results
    by_pair: dict[tuple[int, str], set[str]] = {}
    for person, question, _status, item_id in results:
        by_pair.setdefault((person, question), set()).add(item_id)
    assert all(len(ids) == 1 for ids in by_pair.values())  # both saves → the same item
    assert sum(1 for *_rest, status, _i in results if status == 201) == USERS * len(QUESTIONS)

    engine = create_engine(url)
    with engine.connect() as connection:
        assert connection.scalar(select(func.count()).select_from(SavedItem)) == 25
        saves = connection.scalar(
            select(func.count()).select_from(LibraryEvent).where(LibraryEvent.event == "save")
        )
        assert saves == 25
    engine.dispose()

    # What one process saved, the other lists, per person and only for that person.
    for person, (client, _token) in enumerate(people):
        for base in (first, second):
            listing = client.get(f"{base}/v1/library/saved-items", params={"limit": 100}).json()
            assert listing["total"] == len(QUESTIONS)
            ids = {item["id"] for item in listing["items"]}
            assert ids == {next(iter(by_pair[(person, q)])) for q in QUESTIONS}
        client.close()
