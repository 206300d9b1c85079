"""The Sources page's API (issue 11, item 2): upload into a set, follow the background job,
ask about the document, open it at its page, delete it — and nobody else ever sees it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from oshun.app import create_app
from oshun.corpus import uploads
from oshun.services import Services
from oshun.settings import Settings
from tests._documents import encrypt_pdf, make_pdf
from tests.conftest import IN_PROCESS
from tests.integration._shell import ORIGIN, csrf_from, signup

QUESTION = "How many eggs does a heron lay?"


def _client(app: object, email: str) -> TestClient:
    client = TestClient(app)  # type: ignore[arg-type]
    client.__enter__()
    signup(client, email)
    client.headers.update({"Origin": ORIGIN, "X-CSRF-Token": csrf_from(client, "/sources")})
    return client


@pytest.fixture
def app_clients(library: Services) -> Iterator[tuple[Services, TestClient, TestClient]]:
    app = create_app(library.settings, library)
    ada, bob = _client(app, "ada@example.org"), _client(app, "bob@example.org")
    try:
        yield library, ada, bob
    finally:
        ada.__exit__(None, None, None)
        bob.__exit__(None, None, None)


def _heron(tmp_path: Path) -> bytes:
    path = make_pdf(
        tmp_path / "heron.pdf",
        [
            "Heron Handbook.",
            "Herons nest in reed beds near slow rivers.",
            "A heron lays three to five pale blue eggs in spring.",
        ],
        {"Title": "Heron Handbook", "CreationDate": "D:20200202"},
    )
    return path.read_bytes()


def _wait(client: TestClient, services: Services) -> list[dict[str, object]]:
    assert services.jobs.wait_idle(120)
    deadline = time.monotonic() + 30
    while True:
        body = client.get("/v1/sources/uploads").json()
        if body["pending"] == 0 or time.monotonic() > deadline:
            return list(body["jobs"])
        time.sleep(0.2)


def test_upload_ask_read_delete_and_isolation(
    app_clients: tuple[Services, TestClient, TestClient], tmp_path: Path
) -> None:
    services, ada, bob = app_clients
    page = ada.get("/sources")
    assert page.status_code == 200 and "Your sources" in page.text
    sent = ada.post(
        "/v1/sources/uploads",
        files=[("files", ("My heron notes.pdf", _heron(tmp_path), "application/octet-stream"))],
    )
    assert sent.status_code == 202, sent.text
    job = sent.json()["jobs"][0]
    assert job["state"] in {"queued", "working", "done"} and job["sourceSet"].startswith("private-")
    jobs = _wait(ada, services)
    assert jobs[0]["state"] == "done", jobs
    assert jobs[0]["passages"] == 3 and len(jobs[0]["workIds"]) == 1
    work_id = jobs[0]["workIds"][0]

    listed = ada.get("/v1/sources/works").json()
    heron = next(w for w in listed["works"] if w["id"] == work_id)
    assert heron["title"] == "Heron Handbook" and heron["pages"] == 3
    assert heron["published"] == "2020-02-02" and heron["sourceSet"] == job["sourceSet"]
    assert "Heron Handbook" in ada.get("/sources").text

    answer = ada.post("/v1/sophia/answer", json={"q": QUESTION}).json()
    assert not answer["abstained"], answer
    first = answer["citations"][0]
    assert first["title"] == "Heron Handbook" and first["page"] == 3
    reader = ada.get(first["href"])
    assert reader.status_code == 200 and "page 3" in reader.text
    assert f"/originals/{work_id}#page=3" in reader.text
    assert ada.get(f"/originals/{work_id}").content.startswith(b"%PDF")

    # Bob: not in search, answers, the reader, originals, his works list; cannot delete it.
    assert bob.get("/v1/nisaba/search", params={"q": "heron eggs"}).json()["results"] == []
    other = bob.post("/v1/sophia/answer", json={"q": QUESTION}).json()
    assert other["abstained"] and "heron" not in str(other["citations"]).lower()
    assert bob.get(f"/v1/nisaba/passages/{first['id']}").status_code == 404
    assert bob.get(first["href"]).status_code == 404
    assert bob.get(f"/originals/{work_id}").status_code == 404
    assert all(w["id"] != work_id for w in bob.get("/v1/sources/works").json()["works"])
    assert bob.get("/v1/sources/uploads").json()["jobs"] == []
    assert bob.delete(f"/v1/sources/works/{work_id}").status_code == 404
    refused = bob.post(
        "/v1/sources/uploads",
        params={"sourceSet": job["sourceSet"]},
        files=[("files", ("x.pdf", _heron(tmp_path), "application/pdf"))],
    )
    assert refused.status_code == 404

    assert ada.delete(f"/v1/sources/works/{work_id}").status_code == 204
    again = ada.post("/v1/sophia/answer", json={"q": QUESTION}).json()
    assert again["abstained"], again
    assert ada.get(first["href"]).status_code == 404
    assert ada.get(f"/originals/{work_id}").status_code == 404


def test_a_new_set_an_unreadable_file_and_a_broken_pdf(
    app_clients: tuple[Services, TestClient, TestClient], tmp_path: Path
) -> None:
    services, ada, _bob = app_clients
    made = ada.post(
        "/v1/sources/uploads",
        params={"newSet": "Birds"},
        files=[("files", ("heron.pdf", _heron(tmp_path), "application/pdf"))],
    )
    assert made.status_code == 202
    target = made.json()["jobs"][0]["sourceSet"]
    assert target.startswith("birds-")
    # A file no reader knows by its content or name: a job failed at once, nothing kept.
    junk = ada.post(
        "/v1/sources/uploads",
        params={"sourceSet": target},
        files=[("files", ("tool.exe", b"MZ\x90\x00\x03binary", "application/octet-stream"))],
    )
    assert junk.status_code == 202
    refused = junk.json()["jobs"][0]
    assert refused["state"] == "failed" and "unsupported format" in refused["detail"]
    assert junk.json()["pending"] == 0
    # A name is not a format: a text file called .pdf is read as a PDF and fails as one.
    plain = ada.post(
        "/v1/sources/uploads",
        params={"sourceSet": target},
        files=[("files", ("fake.pdf", b"just some words, no PDF at all", "application/pdf"))],
    )
    locked = encrypt_pdf(tmp_path / "heron.pdf", tmp_path / "locked.pdf")
    secret = ada.post(
        "/v1/sources/uploads",
        params={"sourceSet": target},
        files=[("files", ("locked.pdf", locked.read_bytes(), "application/pdf"))],
    )
    assert plain.status_code == secret.status_code == 202
    jobs = {j["filename"]: j for j in _wait(ada, services)}
    assert jobs["tool.exe"]["state"] == "failed"
    assert jobs["heron.pdf"]["state"] == "done"
    assert jobs["fake.pdf"]["state"] == "failed" and jobs["fake.pdf"]["detail"]
    assert jobs["locked.pdf"]["state"] == "failed"
    assert "encrypt" in str(jobs["locked.pdf"]["detail"]).lower()
    assert "/uploads/" not in str(jobs["fake.pdf"]["detail"])  # no server path in a reason
    sets = {s["id"]: s for s in ada.get("/v1/sources/works").json()["sets"]}
    assert sets[target]["works"] == 1 and sets[target]["owned"]
    assert not list(uploads.uploads_dir(services.settings).glob("*/*"))  # copies removed


def test_uploads_over_the_limit_are_refused_before_they_are_read(
    tmp_path: Path, database_url: str | None
) -> None:
    settings = Settings(
        data_dir=tmp_path / "data",
        demo_library=False,
        database_url=database_url,
        upload_max_bytes=4096,
        **IN_PROCESS,  # type: ignore[arg-type]
    )
    services = Services.build(settings)
    try:
        with TestClient(create_app(settings, services)) as client:
            signup(client, "ada@example.org")
            client.headers.update({"Origin": ORIGIN, "X-CSRF-Token": csrf_from(client, "/sources")})
            big = client.post(
                "/v1/sources/uploads", files=[("files", ("big.txt", b"word " * 2000, "text/plain"))]
            )
            assert big.status_code == 413
            small = client.post(
                "/v1/sources/uploads",
                files=[("files", ("small.txt", b"Otters hold hands.\n", "text/plain"))],
            )
            assert small.status_code == 202
            # Other routes keep the ordinary body limit and text-only multipart parts.
            binary = client.post(
                "/v1/sophia/answer", files=[("files", ("x.bin", b"\x00\xff", "x/y"))]
            )
            assert binary.status_code in {413, 422}
    finally:
        services.close()


def test_jobs_left_queued_by_a_stopped_server_resume_at_start(
    library: Services, tmp_path: Path
) -> None:
    from oshun.corpus.sets import private_set
    from oshun.shell.users import create_user

    ada = create_user(library.db, "ada@example.org", "correct horse battery")
    target = private_set(library.db, ada.id).id
    queued = uploads.accept(
        library.db,
        library.settings,
        user_id=ada.id,
        source_set=target,
        files=[("notes.md", b"# Otters\n\nSea otters hold hands while they sleep.\n")],
    )
    assert queued[0].state is uploads.JobState.QUEUED
    with TestClient(create_app(library.settings, library)):
        assert library.jobs.wait_idle(60)
    assert uploads.list_jobs(library.db, ada.id)[0].state is uploads.JobState.DONE


def test_the_sources_page_and_api_need_a_sign_in(client: TestClient) -> None:
    page = client.get("/sources", follow_redirects=False)
    assert page.status_code == 303 and page.headers["location"].startswith("/signin")
    assert client.get("/v1/sources/uploads").status_code == 401
    assert client.get("/v1/sources/works").status_code == 401


def test_malformed_uploads_are_clear_422s(
    app_clients: tuple[Services, TestClient, TestClient],
) -> None:
    _services, ada, _bob = app_clients
    plain = ada.post("/v1/sources/uploads", data={"files": "not a file part"})
    assert plain.status_code == 422 and "file part" in plain.json()["detail"]
    nothing = ada.post("/v1/sources/uploads", data={"other": "x"})
    assert nothing.status_code == 422 and "at least one file" in nothing.json()["detail"]
    raw = ada.post(
        "/v1/sources/uploads",
        content=b"--x\r\nbroken",
        headers={"Content-Type": "multipart/form-data"},
    )
    assert raw.status_code in {400, 422}
    too_long = ada.post(
        "/v1/sources/uploads",
        params={"sourceSet": "x" * 65},
        files=[("files", ("a.txt", b"Otters.\n", "text/plain"))],
    )
    assert too_long.status_code == 422
