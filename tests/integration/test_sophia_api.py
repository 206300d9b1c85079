"""POST /v1/sophia/answer on the fixture library: states, aliases, limits, post-conditions."""

from __future__ import annotations

import shutil
import threading
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

from oshun.services import Services
from oshun.settings import Settings

URL = "/v1/sophia/answer"
KEYS = {
    "id",
    "query",
    "answer",
    "confidence",
    "groundingState",
    "abstained",
    "citations",
    "claims",
    "citationMap",
    "meter",
    "composer",
    "corpusVersion",
    "sourceSet",
    "parts",  # multi-part questions (issue 9); empty for a single one
}


def _ask(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post(URL, json=body)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def _assert_post_conditions(envelope: dict[str, Any], library: Services) -> None:
    assert set(envelope) == KEYS
    cited = {c["id"]: c for c in envelope["citations"]}
    assert len(cited) <= 6
    texts = {pid: r.text for pid, r in library.nisaba.passages(list(cited)).items()}
    for claim in envelope["claims"]:
        assert claim["support"] != "model-only"
        assert claim["citationIds"] and set(claim["citationIds"]) <= set(cited)
        assert envelope["citationMap"][claim["id"]] == claim["citationIds"]
        if claim["support"] == "retrieved":
            (cid,) = claim["citationIds"]
            assert claim["text"] in texts[cid]
            assert cited[cid]["locator"] == claim["text"]
            assert cited[cid]["label"] in envelope["answer"]
    for citation in cited.values():
        assert citation["locator"] in texts[citation["id"]]
        assert citation["href"].startswith("/domains/nisaba?origin=sophia&path=")


def test_grounded_answer_with_three_witnesses(client: TestClient, library: Services) -> None:
    envelope = _ask(client, q="Ulaanbaatar")
    assert envelope["groundingState"] == "grounded" and not envelope["abstained"]
    assert len(envelope["citations"]) >= 3
    assert [c["label"] for c in envelope["citations"]][:3] == ["[1]", "[2]", "[3]"]
    assert envelope["composer"] == "extractive"
    assert envelope["meter"]["level"] in {"low", "moderate", "high"}
    assert 0 < envelope["confidence"] <= 1
    _assert_post_conditions(envelope, library)


def test_partial_answer_quotes_the_sentence_that_answers(
    client: TestClient, library: Services
) -> None:
    envelope = _ask(client, q="Which river flows through Ulaanbaatar?")
    assert envelope["groundingState"] == "partial"
    assert "Tuul River flows through Ulaanbaatar" in envelope["claims"][0]["text"]
    assert envelope["meter"]["explainer"].startswith("Only")
    _assert_post_conditions(envelope, library)


def test_query_focused_sentence_is_not_simply_the_first(client: TestClient) -> None:
    envelope = _ask(client, q="Where is Mount Etna?")
    assert envelope["claims"][0]["text"].startswith("Mount Etna in Sicily")
    assert not envelope["claims"][0]["text"].startswith("A volcano is")


@pytest.mark.parametrize(
    "question", ["Who does Elizabeth Bennet marry?", "Do vaccines cause autism?"]
)
def test_off_topic_question_abstains_without_prose(client: TestClient, question: str) -> None:
    envelope = _ask(client, q=question)
    assert envelope["groundingState"] == "ungrounded" and envelope["abstained"]
    assert envelope["answer"] == "" and envelope["claims"] == [] and envelope["citations"] == []
    assert envelope["confidence"] == 0 and envelope["meter"]["fill"] == 0
    assert "No passage in the library" in envelope["meter"]["explainer"]


@pytest.mark.parametrize("key", ["q", "query", "question"])
def test_aliases_give_the_same_envelope(client: TestClient, key: str) -> None:
    envelope = _ask(client, **{key: "What is the capital of Peru?"})
    assert envelope == _ask(client, q="What is the capital of Peru?")
    assert "Lima" in envelope["answer"]


def test_same_normalised_query_gives_identical_envelope_and_id(client: TestClient) -> None:
    first = _ask(client, q="What is the capital of  Peru?")
    second = _ask(client, q="  What is the capital of Peru? ")
    assert first == second and first["query"] == "What is the capital of Peru?"
    assert first["id"] != _ask(client, q="What is the capital of Kenya?")["id"]


@pytest.mark.parametrize("body", [{"q": ""}, {"q": "   \n\t "}, {}])
def test_empty_input_abstains(client: TestClient, body: dict[str, str]) -> None:
    envelope = client.post(URL, json=body).json()
    assert envelope["groundingState"] == "abstained" and envelope["abstained"]
    assert envelope["claims"] == [] and envelope["answer"] == ""
    assert envelope["meter"]["explainer"]


def test_over_long_question_is_refused_with_a_clear_message(client: TestClient) -> None:
    response = client.post(URL, json={"q": "x" * 601})
    assert response.status_code == 422
    assert "601 characters" in response.json()["detail"] and "600" in response.json()["detail"]
    assert client.post(URL, json={"q": "x" * 600}).status_code == 200


@pytest.mark.parametrize(
    "raw", [b"{not json", b'{"q": "unterminated', b"[1, 2]", b'"just a string"', b"\xff\xfe"]
)
def test_malformed_json_is_a_4xx_never_a_500(client: TestClient, raw: bytes) -> None:
    response = client.post(URL, content=raw, headers={"Content-Type": "application/json"})
    assert 400 <= response.status_code < 500
    assert response.json()["error"] == "invalid_input"


def test_a_non_string_question_is_refused(client: TestClient) -> None:
    assert client.post(URL, json={"q": 42}).status_code == 422
    assert client.post(URL, json={"q": ["a"]}).status_code == 422


def test_missing_index_abstains_and_says_search_was_unavailable(
    client: TestClient, library: Services
) -> None:
    shutil.rmtree(library.settings.index_dir)
    response = client.post(URL, json={"q": "What is the capital of Peru?"})
    assert response.status_code == 200
    envelope = response.json()
    assert envelope["groundingState"] == "ungrounded" and envelope["abstained"]
    assert envelope["claims"] == [] and envelope["answer"] == ""
    assert "Search was unavailable" in envelope["meter"]["explainer"]


def test_corrupt_index_abstains_too(client: TestClient, library: Services) -> None:
    index_dir = library.settings.index_dir
    live = (index_dir / "CURRENT").read_text().strip()
    (index_dir / live / "ids.json").write_text("{broken")
    library.nisaba.index._index = None  # force a reopen, as after a rebuild
    envelope = _ask(client, q="What is the capital of Peru?")
    assert envelope["groundingState"] == "ungrounded"
    assert "Search was unavailable" in envelope["meter"]["explainer"]


def test_route_is_documented_in_openapi(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    operation = schema["paths"][URL]["post"]
    assert "requestBody" in operation
    envelope = schema["components"]["schemas"]["AnswerEnvelope"]["properties"]
    assert {"groundingState", "citationMap", "corpusVersion"} <= set(envelope)


def test_a_search_that_hangs_becomes_an_honest_abstention(
    settings: Settings, library: Services
) -> None:
    """Fault injection: the live index stalls; the answer stops waiting at the deadline."""
    release, finished = threading.Event(), threading.Event()
    real = library.nisaba.index

    class StalledBackend:
        """The real live index, except that its searches hang until released."""

        def __init__(self, inner: Any) -> None:
            self.inner = inner
            self.corpus_version = inner.corpus_version
            self.num_docs = inner.num_docs
            self.doc_freq = inner.doc_freq
            self.docs_in = inner.docs_in

        def search(self, terms: Any, k: int, sets: Any = None) -> object:
            release.wait(10)
            hits = self.inner.search(terms, k)
            finished.set()
            return hits

    class StalledIndex:
        def get(self) -> object:
            return StalledBackend(real.get())

    slow = settings.model_copy(update={"sophia_search_timeout_seconds": 0.3})
    services = Services(settings=slow, db=library.db, nisaba=library.nisaba)
    library.nisaba.index = StalledIndex()  # type: ignore[assignment]
    try:
        started = time.monotonic()
        envelope = services.sophia.answer("What is the capital of Peru?")
        waited = time.monotonic() - started
    finally:
        release.set()
        library.nisaba.index = real
        # The released search goes on to read passages: wait for it, or the test's
        # database (a PostgreSQL schema) is dropped under its open transaction.
        services.sophia.close(wait=True)
    assert envelope.abstained and envelope.grounding_state == "ungrounded"
    assert envelope.claims == [] and envelope.answer == ""
    assert "did not answer in time" in envelope.meter.explainer
    assert waited < 5  # it did not wait for the stalled search to finish
    assert finished.is_set()  # but closing with wait=True did, before the database goes
