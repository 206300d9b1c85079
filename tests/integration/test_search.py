import itertools
import os
import shutil

import pytest
from fastapi.testclient import TestClient

from oshun.errors import InvalidInput, SearchUnavailable
from oshun.services import Services


def test_ranking_on_the_fixture_library(library: Services) -> None:
    hits = library.nisaba.search("capital of Peru")
    assert hits[0].passage.title == "Peru"
    assert "Lima" in hits[0].passage.text
    assert [h.rank for h in hits] == list(range(1, len(hits) + 1))
    assert all(a.score >= b.score for a, b in itertools.pairwise(hits))


def test_stemming_matches_word_forms(library: Services) -> None:
    assert library.nisaba.search("erupting volcano")[0].passage.title == "Volcanoes"
    assert library.nisaba.search("lighthouses")[0].passage.title == "A Small Tale"


def test_results_carry_kind_weight_and_highlighted_snippet(client: TestClient) -> None:
    body = client.get("/v1/nisaba/search", params={"q": "photosynthesis glucose"}).json()
    top = body["results"][0]
    assert top["kind"] == "article" and top["weight"] == 1.0
    assert "<mark>glucose</mark>" in top["snippet"]
    assert top["href"].startswith("/domains/nisaba?origin=search&path=%2Flibrary%2Fpassage%2F")
    assert body["corpusVersion"]
    empty = client.get("/v1/nisaba/search", params={"q": ""}).json()
    assert empty["results"] == [] and empty["corpusVersion"] == body["corpusVersion"]


def test_snippets_escape_markup(client: TestClient) -> None:
    body = client.get("/v1/nisaba/search", params={"q": "script markup"}).json()
    snippet = body["results"][0]["snippet"]
    assert "<script>" not in snippet and "&lt;<mark>script</mark>&gt;alert" in snippet


@pytest.mark.parametrize(
    "query",
    [
        '"unbalanced',
        "title:Peru",
        "(capital",
        "capital*",
        "-Peru",
        "a AND OR NOT",
        "~^[]{}!\\/",
        "Peru)",
        "IN [a b]",
        "😀 capital",
    ],
)
def test_query_syntax_characters_never_raise(client: TestClient, query: str) -> None:
    response = client.get("/v1/nisaba/search", params={"q": query})
    assert response.status_code == 200
    assert isinstance(response.json()["results"], list)


@pytest.mark.parametrize("query", ["", "   ", "the of and"])
def test_empty_or_stopword_query_returns_nothing(client: TestClient, query: str) -> None:
    response = client.get("/v1/nisaba/search", params={"q": query})
    assert response.status_code == 200
    assert response.json()["results"] == []


def test_over_long_query_is_refused_clearly(client: TestClient) -> None:
    response = client.get("/v1/nisaba/search", params={"q": "x" * 601})
    assert response.status_code == 422
    assert "limit is 600" in response.json()["detail"]


@pytest.mark.parametrize("limit", ["0", "101", "abc"])
def test_bad_limits_are_422(client: TestClient, limit: str) -> None:
    response = client.get("/v1/nisaba/search", params={"q": "capital", "limit": limit})
    assert response.status_code == 422


def test_limit_bounds_the_results(library: Services) -> None:
    assert len(library.nisaba.search("capital", 2)) == 2
    with pytest.raises(InvalidInput):
        library.nisaba.search("capital", 0)


def test_missing_index_is_search_unavailable(library: Services, client: TestClient) -> None:
    shutil.rmtree(library.settings.index_dir)
    with pytest.raises(SearchUnavailable, match="oshun reindex"):
        library.nisaba.search("capital")
    response = client.get("/v1/nisaba/search", params={"q": "capital"})
    assert response.status_code == 503
    assert response.json()["error"] == "search_unavailable"
    assert "search index" in client.get("/health").json()["index"]


def test_corrupt_index_is_search_unavailable(library: Services, client: TestClient) -> None:
    live = library.nisaba.index.get().path
    for child in list(live.iterdir()):
        if child.suffix in {".idx", ".term", ".json"}:
            # Replace, never overwrite in place: the open index maps these files into memory.
            spoiled = child.with_name(child.name + ".tmp")
            spoiled.write_bytes(b"garbage")
            os.replace(spoiled, child)
    library.nisaba.index._index = None  # force a reopen as a new process would
    response = client.get("/v1/nisaba/search", params={"q": "capital"})
    assert response.status_code == 503


def test_reindex_rebuilds_a_deleted_index(library: Services) -> None:
    from oshun.corpus.ingest import reindex

    version = library.nisaba.stats()["corpusVersion"]
    shutil.rmtree(library.settings.index_dir)
    assert reindex(library.db, library.settings) == version
    assert library.nisaba.search("capital of Kenya")[0].passage.title == "Kenya"
