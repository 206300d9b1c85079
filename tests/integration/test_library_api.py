"""The Library's JSON routes and pages, signed in through the real shell, answers from Sophia."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select, update

from oshun.app import create_app
from oshun.library.models import LibraryEvent, SavedItem
from oshun.services import Services
from oshun.store import Passage
from tests.integration._shell import ORIGIN, csrf_from, signup

QUESTION = "What is the capital of Mongolia?"


def _browser(services: Services, email: str) -> TestClient:
    client = TestClient(create_app(services.settings, services))
    signup(client, email)
    token = csrf_from(client, "/library")
    client.headers.update({"Origin": ORIGIN, "X-CSRF-Token": token})
    return client


@pytest.fixture
def alice(library: Services) -> Iterator[TestClient]:
    with _browser(library, "alice@example.org") as client:
        yield client


@pytest.fixture
def bob(library: Services) -> Iterator[TestClient]:
    with _browser(library, "bob@example.org") as client:
        yield client


def _ask(client: TestClient, question: str = QUESTION) -> dict[str, Any]:
    envelope: dict[str, Any] = client.post("/v1/sophia/answer", json={"q": question}).json()
    assert not envelope["abstained"], envelope
    return envelope


def _save(client: TestClient, envelope: dict[str, Any]) -> Any:
    return client.post(
        "/v1/library/saved-items", json={"answerId": envelope["id"], "query": envelope["query"]}
    )


def _count(services: Services, table: type) -> int:
    with services.db.session() as session:
        return int(session.scalar(select(func.count()).select_from(table)) or 0)


def test_save_keeps_the_server_answer_and_is_idempotent(
    alice: TestClient, library: Services
) -> None:
    envelope = _ask(alice)
    first = _save(alice, envelope)
    assert first.status_code == 201, first.text
    item = first.json()
    assert (item["domain"], item["itemType"]) == ("nisaba", "assistant-excerpt")
    assert item["resumePath"] == f"/workspace/notebook/{envelope['id']}"
    snapshot = item["snapshot"]
    assert snapshot["answer"] == envelope["answer"]
    assert snapshot["groundingState"] == envelope["groundingState"]
    assert snapshot["meter"] == envelope["meter"]
    assert snapshot["claims"] == envelope["claims"]
    assert snapshot["corpusVersion"] == envelope["corpusVersion"]
    trail = {w["id"]: w for w in snapshot["witnesses"]}
    for citation in envelope["citations"]:
        witness = trail[citation["id"]]
        assert witness["locator"] == citation["locator"]
        assert witness["contentHash"] == library.nisaba.passage(citation["id"]).content_hash
    again = _save(alice, envelope)
    assert again.status_code == 200 and again.json()["id"] == item["id"]
    assert _count(library, SavedItem) == 1
    assert _count(library, LibraryEvent) == 1


def test_list_get_and_delete(alice: TestClient, library: Services) -> None:
    saved = [
        _save(alice, _ask(alice, q)).json()
        for q in (QUESTION, "What is the capital of Peru?", "What is the capital of Kenya?")
    ]
    listing = alice.get("/v1/library/saved-items", params={"limit": 2}).json()
    assert listing["total"] == 3
    assert [i["id"] for i in listing["items"]] == [saved[2]["id"], saved[1]["id"]]
    one = alice.get(f"/v1/library/saved-items/{saved[0]['id']}").json()
    assert one["query"] == saved[0]["query"]
    assert alice.delete(f"/v1/library/saved-items/{saved[0]['id']}").status_code == 204
    assert alice.get(f"/v1/library/saved-items/{saved[0]['id']}").status_code == 404
    assert alice.delete(f"/v1/library/saved-items/{saved[0]['id']}").status_code == 404
    with library.db.session() as session:
        events = session.scalars(select(LibraryEvent.event).order_by(LibraryEvent.id)).all()
    assert events == ["save", "save", "save", "unsave"]


def test_another_person_sees_404_and_nothing_in_lists(alice: TestClient, bob: TestClient) -> None:
    item = _save(alice, _ask(alice)).json()
    base = f"/v1/library/saved-items/{item['id']}"
    assert bob.get(base).status_code == 404
    assert bob.get(base + "/recheck").status_code == 404
    assert bob.put(base + "/notes", json={"notes": "x", "version": 0}).status_code == 404
    assert bob.delete(base).status_code == 404
    assert bob.get("/v1/library/saved-items").json()["total"] == 0
    page = bob.get(item["resumePath"])
    assert page.status_code == 404
    assert alice.get(base).status_code == 200  # still there


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"answerId": "x"},
        {"answerId": "", "query": "q"},
        {"answerId": "a b", "query": "q"},
        {"answerId": "x" * 65, "query": "q"},
        {"answerId": "x", "query": "q" * 601},
        {"answerId": "x", "query": "q", "kind": "poem"},
        {"answerId": "x", "query": "q", "snapshot": {"answer": "forged"}},
    ],
)
def test_bad_input_is_4xx_and_stores_nothing(
    alice: TestClient, library: Services, body: dict[str, Any]
) -> None:
    response = alice.post("/v1/library/saved-items", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["detail"]
    assert _count(library, SavedItem) == 0


def test_malformed_json_is_4xx(alice: TestClient) -> None:
    response = alice.post(
        "/v1/library/saved-items",
        content=b"{not json",
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 422


def test_an_answer_id_that_does_not_match_is_refused(alice: TestClient, library: Services) -> None:
    envelope = _ask(alice)
    response = alice.post(
        "/v1/library/saved-items", json={"answerId": "ans_forged", "query": envelope["query"]}
    )
    assert response.status_code == 409
    assert "changed" in response.json()["detail"]
    assert _count(library, SavedItem) == 0


def test_signed_out_and_cross_origin_saves_are_refused(
    library: Services, alice: TestClient
) -> None:
    envelope = _ask(alice)
    with TestClient(create_app(library.settings, library)) as stranger:
        response = stranger.post(
            "/v1/library/saved-items",
            json={"answerId": envelope["id"], "query": envelope["query"]},
            headers={"Origin": ORIGIN},
        )
        assert response.status_code in (401, 403)
    forged = alice.post(
        "/v1/library/saved-items",
        json={"answerId": envelope["id"], "query": envelope["query"]},
        headers={"Origin": "https://evil.example"},
    )
    assert forged.status_code == 403
    no_token = alice.post(
        "/v1/library/saved-items",
        json={"answerId": envelope["id"], "query": envelope["query"]},
        headers={"X-CSRF-Token": ""},
    )
    assert no_token.status_code == 403
    assert _count(library, SavedItem) == 0


def test_notes_persist_and_stale_edits_conflict(alice: TestClient) -> None:
    item = _save(alice, _ask(alice)).json()
    url = f"/v1/library/saved-items/{item['id']}/notes"
    first = alice.put(url, json={"notes": "Ulaanbaatar: check the 2020 census.", "version": 0})
    assert first.status_code == 200 and first.json()["notesVersion"] == 1
    stale = alice.put(url, json={"notes": "older tab", "version": 0})
    assert stale.status_code == 409
    assert alice.get(f"/v1/library/saved-items/{item['id']}").json()["notes"] == (
        "Ulaanbaatar: check the 2020 census."
    )
    too_long = alice.put(url, json={"notes": "x" * 20_001, "version": 1})
    assert too_long.status_code == 422


def test_notebook_page_renders_and_saves_notes_by_form(alice: TestClient) -> None:
    envelope = _ask(alice)
    item = _save(alice, envelope).json()
    page = alice.get(item["resumePath"])
    assert page.status_code == 200
    for citation in envelope["citations"]:
        assert f'data-witness-id="{citation["id"]}"' in page.text
    assert "origin=library" in page.text
    token = csrf_from(alice, item["resumePath"])
    posted = alice.post(
        item["resumePath"] + "/notes",
        data={"notes": "A note <b>with</b> markup", "version": "0", "csrf_token": token},
        follow_redirects=True,
    )
    assert posted.status_code == 200
    assert "Notes saved." in posted.text
    assert "A note &lt;b&gt;with&lt;/b&gt; markup" in posted.text
    conflict = alice.post(
        item["resumePath"] + "/notes",
        data={"notes": "typed on an old tab", "version": "0", "csrf_token": token},
    )
    assert conflict.status_code == 409
    assert "typed on an old tab" in conflict.text  # kept on screen, nothing lost


def test_library_page_lists_the_witness_trail(alice: TestClient) -> None:
    envelope = _ask(alice)
    _save(alice, envelope)
    page = alice.get("/library")
    assert page.status_code == 200
    assert f'data-answer-id="{envelope["id"]}"' in page.text
    assert f'href="/workspace/notebook/{envelope["id"]}"' in page.text
    for citation in envelope["citations"]:
        assert f'data-witness-id="{citation["id"]}"' in page.text


def test_recheck_marks_a_changed_witness(alice: TestClient, library: Services) -> None:
    envelope = _ask(alice)
    item = _save(alice, envelope).json()
    url = f"/v1/library/saved-items/{item['id']}/recheck"
    before = alice.get(url).json()
    assert before["flagged"] == 0
    assert {w["status"] for w in before["witnesses"]} == {"unchanged"}
    cited = envelope["citations"][0]["id"]
    with library.db.session() as session:
        session.execute(
            update(Passage)
            .where(Passage.id == cited)
            .values(text="Rewritten entirely.", content_hash="rewritten")
        )
    after = alice.get(url).json()
    flagged = {w["id"]: w for w in after["witnesses"]}[cited]
    assert flagged["changed"] and flagged["status"] == "quote-missing"
    assert after["flagged"] == 1
    page = alice.get(item["resumePath"], params={"recheck": 1})
    assert 'data-status="quote-missing"' in page.text
    assert "no longer in it" in page.text
    # The saved snapshot did not move.
    assert (
        alice.get(f"/v1/library/saved-items/{item['id']}").json()["snapshot"] == (item["snapshot"])
    )


def test_signed_out_library_pages_redirect_to_signin(library: Services) -> None:
    with TestClient(create_app(library.settings, library)) as visitor:
        for path in ("/library", "/workspace/notebook/ans_x"):
            response = visitor.get(path, follow_redirects=False)
            assert response.status_code in (302, 303, 307)
            assert response.headers["location"].startswith("/signin?next=")
        assert visitor.get("/v1/library/saved-items").status_code == 401


def test_list_filtered_by_answer_tells_whether_it_is_saved(alice: TestClient) -> None:
    envelope = _ask(alice)
    url = "/v1/library/saved-items"
    assert alice.get(url, params={"answerId": envelope["id"]}).json()["total"] == 0
    item = _save(alice, envelope).json()
    _save(alice, _ask(alice, "What is the capital of Peru?"))
    found = alice.get(url, params={"answerId": envelope["id"]}).json()
    assert found["total"] == 1 and found["items"][0]["id"] == item["id"]
