from urllib.parse import quote

from fastapi.testclient import TestClient

from oshun.web.urls import reader_href


def _passage_id(client: TestClient, query: str) -> str:
    return str(client.get("/v1/nisaba/search", params={"q": query}).json()["results"][0]["id"])


def test_reader_highlights_the_locator(client: TestClient) -> None:
    passage_id = _passage_id(client, "capital of Mongolia Tuul")
    href = reader_href(passage_id, "ulaanbaatar   IS the capital", origin="sophia")
    page = client.get(href)
    assert page.status_code == 200
    assert f'data-passage-id="{passage_id}"' in page.text
    assert '<mark id="locator">Ulaanbaatar is the capital</mark>' in page.text
    assert 'href="/sophia"' in page.text and "Back to Sophia" in page.text


def test_reader_accepts_an_unencoded_inner_locator(client: TestClient) -> None:
    passage_id = _passage_id(client, "capital of Peru")
    page = client.get(
        f"/domains/nisaba?origin=search&path=/library/passage/{passage_id}?locator=Lima"
    )
    assert '<mark id="locator">Lima</mark>' in page.text


def test_locator_that_no_longer_matches_is_said(client: TestClient) -> None:
    passage_id = _passage_id(client, "capital of Peru")
    page = client.get(reader_href(passage_id, "Cusco is the capital"))
    assert page.status_code == 200
    assert "Quoted text not found in the current version" in page.text
    assert "<mark" not in page.text


def test_unknown_passage_is_a_clear_404(client: TestClient) -> None:
    page = client.get(reader_href("no-such-passage.0"))
    assert page.status_code == 404
    assert "no passage with id" in page.text
    api = client.get("/v1/nisaba/passages/no-such-passage.0")
    assert api.status_code == 404 and api.json()["error"] == "not_found"


def test_reader_escapes_corpus_text(client: TestClient) -> None:
    passage_id = _passage_id(client, "script markup bold")
    page = client.get(reader_href(passage_id, "<b>bold</b>"))
    assert "<script>alert" not in page.text
    assert "&lt;script&gt;alert(&#39;xss&#39;)&lt;/script&gt;" in page.text
    assert '<mark id="locator">&lt;b&gt;bold&lt;/b&gt;</mark>' in page.text


def test_reader_refuses_other_paths(client: TestClient) -> None:
    for path in ["/etc/passwd", "https://evil.example/x", ""]:
        page = client.get(f"/domains/nisaba?origin=sophia&path={quote(path, safe='')}")
        assert page.status_code == 422
        assert "library passages only" in page.text


def test_unknown_origin_falls_back_home(client: TestClient) -> None:
    passage_id = _passage_id(client, "capital of Peru")
    page = client.get(reader_href(passage_id, origin="https://evil.example"))
    assert "evil.example" not in page.text.split("<main", 1)[1].split("</nav>", 1)[0]
    assert "Back to OSHUN" in page.text


def test_passage_json_twin(client: TestClient) -> None:
    passage_id = _passage_id(client, "capital of Peru")
    body = client.get(f"/v1/nisaba/passages/{passage_id}", params={"locator": "LIMA is"}).json()
    assert body["id"] == passage_id and body["title"] == "Peru"
    assert body["locatorFound"] is True
    assert body["text"][body["locatorStart"] : body["locatorEnd"]] == "Lima is"
    missing = client.get(f"/v1/nisaba/passages/{passage_id}", params={"locator": "Quito"}).json()
    assert missing["locatorFound"] is False
