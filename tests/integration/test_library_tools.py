"""The Library's tools over HTTP: search and sort (page and JSON twin), delete by form,
export one or all as Markdown or JSON, the notebook's Markdown preview of notes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from oshun.app import create_app
from oshun.services import Services
from tests.integration._shell import ORIGIN, csrf_from, signup

MONGOLIA = "What is the capital of Mongolia?"
PERU = "What is the capital of Peru?"


def _client(services: Services, email: str) -> TestClient:
    client = TestClient(create_app(services.settings, services))
    signup(client, email)
    client.headers.update({"Origin": ORIGIN, "X-CSRF-Token": csrf_from(client, "/library")})
    return client


@pytest.fixture
def carol(library: Services) -> Iterator[TestClient]:
    with _client(library, "carol@example.org") as client:
        yield client


def _save(client: TestClient, question: str) -> dict[str, Any]:
    envelope = client.post("/v1/sophia/answer", json={"q": question}).json()
    assert not envelope["abstained"], envelope
    saved = client.post(
        "/v1/library/saved-items", json={"answerId": envelope["id"], "query": envelope["query"]}
    )
    assert saved.status_code == 201, saved.text
    item: dict[str, Any] = saved.json()
    return item


def test_search_and_sort_in_the_page_and_its_json_twin(carol: TestClient) -> None:
    mongolia, peru = _save(carol, MONGOLIA), _save(carol, PERU)
    listing = carol.get("/v1/library/saved-items", params={"q": "ulaanbaatar"}).json()
    assert [i["id"] for i in listing["items"]] == [mongolia["id"]] and listing["total"] == 1
    # Every word must match, anywhere (question, answer, witnesses), any case.
    both = carol.get("/v1/library/saved-items", params={"q": "CAPITAL of"}).json()
    assert {i["id"] for i in both["items"]} == {mongolia["id"], peru["id"]}
    assert (
        carol.get("/v1/library/saved-items", params={"q": "lima ulaanbaatar"}).json()["total"] == 0
    )
    oldest = carol.get("/v1/library/saved-items", params={"sort": "oldest"}).json()
    assert [i["id"] for i in oldest["items"]] == [mongolia["id"], peru["id"]]
    by_question = carol.get("/v1/library/saved-items", params={"sort": "question"}).json()
    assert [i["query"] for i in by_question["items"]] == sorted([MONGOLIA, PERU])
    assert carol.get("/v1/library/saved-items", params={"sort": "random"}).status_code == 422

    page = carol.get("/library", params={"q": "Lima"})
    assert page.status_code == 200
    assert f'data-answer-id="{peru["answerId"]}"' in page.text
    assert f'data-answer-id="{mongolia["answerId"]}"' not in page.text
    assert "1 of 2 saved answers match “Lima”." in page.text
    assert carol.get("/library", params={"sort": "sideways"}).status_code == 422


def test_the_library_shows_state_labels_not_raw_states(carol: TestClient) -> None:
    _save(carol, MONGOLIA)
    page = carol.get("/library").text
    assert ">Partially grounded</span>" in page and ">partial</span>" not in page


def test_delete_by_form_and_a_strangers_item_is_not_found(
    carol: TestClient, library: Services
) -> None:
    item = _save(carol, MONGOLIA)
    token = csrf_from(carol, "/library")
    with _client(library, "dave@example.org") as dave:
        stranger = dave.post(
            "/library/delete", data={"item_id": item["id"], "csrf_token": csrf_from(dave, "/")}
        )
        assert stranger.status_code == 404
    no_token = TestClient(carol.app, cookies=carol.cookies)
    refused = no_token.post("/library/delete", data={"item_id": item["id"]})
    assert refused.status_code == 403
    assert carol.get(f"/v1/library/saved-items/{item['id']}").status_code == 200
    done = carol.post(
        "/library/delete", data={"item_id": item["id"], "csrf_token": token}, follow_redirects=False
    )
    assert done.status_code == 303 and done.headers["location"].startswith("/library?deleted=")
    assert carol.get(f"/v1/library/saved-items/{item['id']}").status_code == 404
    shown = carol.get(done.headers["location"]).text
    assert f"Deleted “{MONGOLIA}” from your Library." in shown


def test_export_markdown_and_json(carol: TestClient) -> None:
    mongolia, peru = _save(carol, MONGOLIA), _save(carol, PERU)
    one = carol.get(
        "/library/export", params={"format": "markdown", "answer": mongolia["answerId"]}
    )
    assert one.status_code == 200
    assert one.headers["content-type"].startswith("text/markdown")
    assert one.headers["content-disposition"] == (
        f'attachment; filename="oshun-answer-{mongolia["answerId"]}.md"'
    )
    text = one.text
    assert f"## {MONGOLIA}" in text and PERU not in text
    witness = mongolia["snapshot"]["witnesses"][0]
    assert f"**{witness['locator']}**" in text  # the quote, the locator in bold
    assert "*Partially grounded · confidence " in text
    assert "](http://testserver/domains/nisaba?origin=library&path=%2Flibrary%2Fpassage%2F" in text
    assert f"(http://testserver/workspace/notebook/{mongolia['answerId']})" in text

    everything = carol.get("/library/export", params={"format": "json"})
    assert everything.headers["content-disposition"] == (
        'attachment; filename="oshun-library.json"'
    )
    items = json.loads(everything.text)["items"]
    assert {i["answerId"] for i in items} == {mongolia["answerId"], peru["answerId"]}
    assert items[0]["snapshot"]["witnesses"][0]["href"].startswith("/domains/nisaba?")
    all_md = carol.get("/library/export").text
    assert all_md.startswith("# OSHUN Library\n\n2 saved answers, exported ")
    assert carol.get("/library/export", params={"format": "pdf"}).status_code == 422
    assert carol.get("/library/export", params={"answer": "ans_nope"}).status_code == 404


def test_the_notebook_previews_notes_as_markdown_without_running_html(
    carol: TestClient,
) -> None:
    item = _save(carol, MONGOLIA)
    notes = "**Check** the [census](https://example.org)\n\n<script>alert(1)</script>"
    put = carol.put(
        f"/v1/library/saved-items/{item['id']}/notes", json={"notes": notes, "version": 0}
    )
    assert put.status_code == 200
    page = carol.get(item["resumePath"]).text
    assert "<strong>Check</strong>" in page
    assert '<a href="https://example.org">census</a>' in page
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
