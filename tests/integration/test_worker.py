"""Ingest as jobs in PostgreSQL (issue 14, item 4): two `oshun serve` nodes and one
`oshun worker` on loopback share one PostgreSQL database and one uploads folder. A file
uploaded through node A is ingested by the worker and answered by node B within seconds;
a worker killed mid-job (kill -9) has its job retried after a restart, and the work is
there once. On SQLite the queue is refused with a clear error."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from sqlalchemy import func, select

from oshun.errors import InvalidInput
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Database, IngestJob, Passage, Work
from tests._serve import oshun_command, serving
from tests.conftest import LIBRARY, POSTGRES_URL

PASSWORD = "correct horse battery"
needs_postgres = pytest.mark.skipif(
    POSTGRES_URL is None,
    reason="the job queue lives in PostgreSQL (bin/test's second pass runs it)",
)


def _csrf(client: httpx.Client, page: str) -> str:
    html = client.get(page).text
    marker = 'name="csrf-token" content="'
    start = html.index(marker) + len(marker)
    return html[start : html.index('"', start)]


def _signed_up(base: str, email: str) -> httpx.Client:
    client = httpx.Client(base_url=base, headers={"Origin": base}, timeout=30)
    token = _csrf(client, "/signup")
    response = client.post(
        "/signup",
        data={"email": email, "password": PASSWORD, "csrf_token": token, "next": "/sources"},
        follow_redirects=False,
    )
    assert response.status_code == 303, response.text
    client.headers["X-CSRF-Token"] = _csrf(client, "/sources")
    return client


def _same_account(client: httpx.Client, base: str) -> httpx.Client:
    """The same signed-in person on another node (sessions live in the database)."""
    other = httpx.Client(base_url=base, headers={"Origin": base}, timeout=30)
    other.cookies = client.cookies
    other.headers["X-CSRF-Token"] = _csrf(other, "/sources")
    return other


@contextmanager
def worker_process(env: Mapping[str, str], log: Path) -> Iterator[subprocess.Popen[bytes]]:
    with log.open("ab") as sink:
        process = subprocess.Popen(
            [oshun_command(), "worker"], env=dict(env), stdout=sink, stderr=subprocess.STDOUT
        )
        try:
            yield process
        finally:
            if process.poll() is None:
                process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _env(tmp_path: Path, url: str) -> dict[str, str]:
    env = {
        **os.environ,
        "OSHUN_DEMO_LIBRARY": "false",
        "OSHUN_DATABASE_URL": url,
        "OSHUN_JOBS": "postgres",
        "OSHUN_JOBS_STALLED_SECONDS": "3",
        "OSHUN_UPLOADS_DIR": str(tmp_path / "uploads"),
        "OSHUN_RETRIEVAL": "bm25",
    }
    env.pop("OSHUN_PUBLIC_ORIGIN", None)
    return env


def _upload(client: httpx.Client, name: str, data: bytes) -> str:
    response = client.post("/v1/sources/uploads", files=[("files", (name, data, "text/plain"))])
    assert response.status_code == 202, response.text
    (job,) = response.json()["jobs"]
    assert job["state"] == "queued", job
    return str(job["id"])


def _job_state(client: httpx.Client, job_id: str) -> str:
    jobs = client.get("/v1/sources/uploads").json()["jobs"]
    return str(next(j["state"] for j in jobs if j["id"] == job_id))


def _wait_state(client: httpx.Client, job_id: str, states: set[str], seconds: float) -> str:
    deadline = time.monotonic() + seconds
    while (state := _job_state(client, job_id)) not in states:
        assert time.monotonic() < deadline, (job_id, state)
        time.sleep(0.05)
    return state


@needs_postgres
def test_an_upload_through_node_a_is_run_by_the_worker_and_answered_by_node_b(
    tmp_path: Path, database_url: str | None
) -> None:
    assert database_url is not None
    env = _env(tmp_path, database_url)
    node_a = {**env, "OSHUN_DATA_DIR": str(tmp_path / "a")}
    node_b = {**env, "OSHUN_DATA_DIR": str(tmp_path / "b")}
    work = {**env, "OSHUN_DATA_DIR": str(tmp_path / "w")}
    ingest = [oshun_command(), "ingest", "--no-embed", str(LIBRARY)]
    subprocess.run(ingest, env=node_a, check=True, capture_output=True)
    with (
        serving(node_a, tmp_path / "a.log") as a,
        serving(node_b, tmp_path / "b.log") as b,
        worker_process(work, tmp_path / "w.log"),
    ):
        ada_a = _signed_up(a, "ada@example.org")
        ada_b = _same_account(ada_a, b)
        note = b"# Shoebills\n\nThe shoebill nests on floating reeds. It lays two eggs.\n"
        job_id = _upload(ada_a, "herons.md", note)
        uploaded = time.monotonic()
        while True:
            found = ada_b.get("/v1/nisaba/search", params={"q": "shoebill eggs"})
            if found.status_code == 200 and any(
                "shoebill" in r["snippet"].lower() for r in found.json()["results"]
            ):
                break
            assert time.monotonic() - uploaded < 10, (found.text, _job_state(ada_b, job_id))
            time.sleep(0.2)
        answer = ada_b.post("/v1/sophia/answer", json={"q": "How many eggs does a shoebill lay?"})
        assert answer.status_code == 200, answer.text
        assert "shoebill" in answer.json()["citations"][0]["summary"].lower()
        answered_in = time.monotonic() - uploaded
        assert answered_in < 10
        print(f"uploaded through node A, answered by node B in {answered_in:.1f} s")
        assert _job_state(ada_b, job_id) == "done"  # node B reads the same job row


def _big_note(paragraphs: int) -> bytes:
    lines = ["# Kingfisher survey", ""]
    for i in range(paragraphs):
        lines += [f"Kingfisher sighting {i}: a common kingfisher dived at pool {i}.", ""]
    return "\n".join(lines).encode()


@needs_postgres
def test_a_job_of_a_killed_worker_completes_after_a_restart_without_duplicates(
    tmp_path: Path, database_url: str | None
) -> None:
    assert database_url is not None
    env = _env(tmp_path, database_url)
    node_a = {**env, "OSHUN_DATA_DIR": str(tmp_path / "a")}
    work = {**env, "OSHUN_DATA_DIR": str(tmp_path / "w")}
    ingest = [oshun_command(), "ingest", "--no-embed", str(LIBRARY)]
    subprocess.run(ingest, env=node_a, check=True, capture_output=True)
    db = Database(database_url)
    try:
        with serving(node_a, tmp_path / "a.log") as a:
            ada = _signed_up(a, "ada@example.org")
            job_id = _upload(ada, "kingfishers.md", _big_note(20000))
            with worker_process(work, tmp_path / "w1.log") as first:
                _wait_state(ada, job_id, {"working"}, 60)
                os.kill(first.pid, signal.SIGKILL)
                first.wait()
            time.sleep(0.5)
            assert _job_state(ada, job_id) == "working"  # left behind by the dead worker
            killed = time.monotonic()
            with worker_process(work, tmp_path / "w2.log"):
                state = _wait_state(ada, job_id, {"done", "failed"}, 60)
                retried_in = time.monotonic() - killed
            assert state == "done", (tmp_path / "w2.log").read_text()
            with db.session() as session:
                row = session.get(IngestJob, job_id)
                assert row is not None
                works = session.scalars(
                    select(Work.id).where(Work.title.contains("Kingfisher"))
                ).all()
                passages = session.scalar(
                    select(func.count()).select_from(Passage).where(Passage.work_id.in_(works))
                )
                assert len(works) == 1, works
                assert list(row.work_ids) == list(works)
                assert passages == row.passages and passages > 0
            deadline = time.monotonic() + 10  # node A follows the corpus version
            while True:
                found = ada.get("/v1/nisaba/search", params={"q": "kingfisher sighting 19999"})
                hits = [r["workId"] for r in found.json().get("results", [])]
                if works[0] in hits:
                    break
                assert time.monotonic() < deadline, found.text
                time.sleep(0.2)
            print(f"job retried and done {retried_in:.1f} s after the kill")
    finally:
        db.dispose()


def _vectors(base: str) -> dict[str, object]:
    vectors = httpx.get(f"{base}/health", timeout=10).json()["vectors"]
    assert isinstance(vectors, dict)
    return vectors


@needs_postgres
def test_missing_vectors_are_a_job_the_worker_runs_not_each_node(
    tmp_path: Path, database_url: str | None
) -> None:
    """With jobs in PostgreSQL a serve node asks for its missing passage vectors instead
    of embedding them: without a worker they stay missing; a worker embeds them once and
    the node turns hybrid from the database."""
    assert database_url is not None
    env = {**_env(tmp_path, database_url), "OSHUN_RETRIEVAL": "hybrid"}
    node_a = {**env, "OSHUN_DATA_DIR": str(tmp_path / "a")}
    work = {**env, "OSHUN_DATA_DIR": str(tmp_path / "w")}
    ingest = [oshun_command(), "ingest", "--no-embed", str(LIBRARY)]
    subprocess.run(ingest, env=node_a, check=True, capture_output=True)
    with serving(node_a, tmp_path / "a.log") as a:
        time.sleep(3)  # a backfill thread would have started embedding by now
        waiting = _vectors(a)
        assert waiting["state"] == "embedding" and waiting["embedded"] == 0, waiting
        assert int(str(waiting["total"])) > 0
        with worker_process(work, tmp_path / "w.log"):
            deadline = time.monotonic() + 120
            while (vectors := _vectors(a))["state"] != "ready":
                assert time.monotonic() < deadline, (vectors, (tmp_path / "w.log").read_text())
                time.sleep(0.5)
        assert vectors["embedded"] == vectors["total"] == waiting["total"]
        answer = httpx.post(
            f"{a}/v1/sophia/answer",
            json={"q": "How many eggs does a shoebill lay?"},
            headers={"Origin": a},
            timeout=30,
        )
        assert answer.status_code == 200, answer.text


def test_the_postgres_queue_refuses_sqlite_with_a_clear_error(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data", demo_library=False, jobs="postgres")
    with pytest.raises(InvalidInput, match=r"OSHUN_JOBS=postgres.*PostgreSQL"):
        Services.build(settings)
    env = {
        **os.environ,
        "OSHUN_DATA_DIR": str(tmp_path / "data"),
        "OSHUN_DATABASE_URL": f"sqlite:///{tmp_path / 'x.db'}",
    }
    done = subprocess.run(
        [oshun_command(), "worker"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    assert "OSHUN_JOBS=postgres" in done.stderr and "Traceback" not in done.stderr
