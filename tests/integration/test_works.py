"""`oshun works list` / `oshun works delete`, and what a deletion does to answers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from oshun.app import create_app
from oshun.cli.main import app
from oshun.corpus.works import delete_work, list_works
from oshun.errors import NotFound
from oshun.services import Services
from tests._documents import make_pdf
from tests.conftest import LIBRARY
from tests.integration._shell import ORIGIN, csrf_from, signup

runner = CliRunner()


@pytest.mark.usefixtures("cli_env")
def test_works_list_shows_every_work_and_delete_removes_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # the table unwrapped
    manual = make_pdf(
        tmp_path / "heron.pdf",
        ["Herons nest in reed beds.", "A heron lays three to five pale blue eggs."],
        {"Title": "Heron Handbook", "CreationDate": "D:20200202", "ModDate": "D:20210303"},
    )
    assert runner.invoke(app, ["ingest", str(LIBRARY), str(manual), "--no-embed"]).exit_code == 0
    listed = json.loads(runner.invoke(app, ["works", "list", "--json"]).output)
    heron = next(w for w in listed if w["title"] == "Heron Handbook")
    assert heron["kind"] == "reference" and heron["passages"] == 2 and heron["pages"] == 2
    assert heron["published"] == "2020-02-02" and heron["updated"] == "2021-03-03"
    assert len(listed) == 10
    table = runner.invoke(app, ["works", "list"]).output
    assert "Heron Handbook" in table and "2020-02-02" in table

    question = "How many eggs does a heron lay?"
    before = json.loads(runner.invoke(app, ["ask", question, "--json"]).output)
    assert before["citations"][0]["title"] == "Heron Handbook"
    deleted = runner.invoke(app, ["works", "delete", heron["id"], "--json"])
    assert deleted.exit_code == 0, deleted.output
    assert json.loads(deleted.output)["passages"] == 2
    after = json.loads(runner.invoke(app, ["ask", question, "--json"]).output)
    assert all(c["title"] != "Heron Handbook" for c in after["citations"])
    assert "heron" not in runner.invoke(app, ["search", "heron eggs"]).output.lower()
    remaining = json.loads(runner.invoke(app, ["works", "list", "--json"]).output)
    assert len(remaining) == 9 and heron["id"] not in {w["id"] for w in remaining}

    again = runner.invoke(app, ["works", "delete", heron["id"]])
    assert again.exit_code == 1 and "no work" in again.output


def test_a_saved_answer_citing_a_deleted_work_rechecks_as_missing(library: Services) -> None:
    with TestClient(create_app(library.settings, library)) as client:
        signup(client, "ada@example.org")
        client.headers.update({"Origin": ORIGIN, "X-CSRF-Token": csrf_from(client, "/library")})
        envelope = client.post(
            "/v1/sophia/answer", json={"q": "What is the capital of Mongolia?"}
        ).json()
        assert not envelope["abstained"], envelope
        item = client.post(
            "/v1/library/saved-items",
            json={"answerId": envelope["id"], "query": envelope["query"]},
        ).json()
        cited = envelope["citations"][0]["id"]
        work_id = cited.rsplit(".", 1)[0]
        assert work_id in {w.id for w in list_works(library.db)}
        delete_work(library.db, library.settings, work_id)
        checked = client.get(f"/v1/library/saved-items/{item['id']}/recheck").json()
        status = {w["id"]: w["status"] for w in checked["witnesses"]}
        assert status[cited] == "missing" and checked["flagged"] >= 1
        with pytest.raises(NotFound):
            delete_work(library.db, library.settings, work_id)
