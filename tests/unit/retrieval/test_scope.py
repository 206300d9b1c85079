"""Source-set filters inside retrieval: the Tantivy backend and dense search (issue 11)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy
import pytest

from oshun.errors import SearchUnavailable
from oshun.retrieval.analysis import terms
from oshun.retrieval.backend import IndexDocument
from oshun.retrieval.dense import DenseIndex
from oshun.retrieval.live import build_index
from oshun.retrieval.scope import Scope
from oshun.retrieval.tantivy_backend import TantivyIndex

DOCS = [
    IndexDocument(f"private.{n}", "Bees", "", "Honeybees dance to show food. " * 3, "private")
    for n in range(20)
] + [
    IndexDocument("shared.1", "Bees", "", "Honeybees dance.", "library"),
    IndexDocument("shared.2", "Ants", "", "Ants follow trails; honeybees dance.", "library"),
    IndexDocument("other.1", "Bees", "", "Honeybees dance.", "other"),
]


@pytest.fixture
def index(tmp_path: Path) -> TantivyIndex:
    folder = build_index(tmp_path / "index", DOCS, "v1", TantivyIndex)
    assert json.loads((folder / "sets.json").read_text())[0] == "private"
    return TantivyIndex.open(folder)


def test_the_filter_runs_in_the_index_and_keeps_scores(index: TantivyIndex) -> None:
    query = terms("honeybees dance")
    everything = index.search(query, 3)
    assert all(hit[0].startswith("private.") for hit in everything)
    shared = index.search(query, 3, frozenset({"library"}))
    assert sorted(hit[0] for hit in shared) == ["shared.1", "shared.2"]
    wide = {hit[0]: hit[1] for hit in index.search(query, 100)}
    for hit in shared:
        assert hit[1] == pytest.approx(wide[hit[0]])
    two = index.search(query, 10, frozenset({"library", "other"}))
    assert {hit[0] for hit in two} == {"shared.1", "shared.2", "other.1"}
    assert index.search(query, 10, frozenset()) == []
    assert index.search(query, 10, frozenset({"nobody"})) == []


def test_term_statistics_of_a_scope_count_its_sets_only(index: TantivyIndex) -> None:
    (term,) = terms("honeybees")
    assert index.doc_freq(term) == 23
    assert index.doc_freq(term, frozenset({"library"})) == 2
    assert index.doc_freq(term, frozenset({"library", "other"})) == 3
    assert index.doc_freq(term, frozenset()) == 0
    assert index.docs_in(frozenset({"library"})) == 2 and index.docs_in(frozenset()) == 0
    assert index.docs_in(frozenset({"private", "library", "other"})) == index.num_docs


def test_a_build_from_before_source_sets_fails_closed(index: TantivyIndex) -> None:
    meta_path = index.path / "oshun-index.json"
    meta = json.loads(meta_path.read_text())
    meta.pop("sets")
    meta_path.write_text(json.dumps(meta))
    old = TantivyIndex.open(index.path)
    assert old.search(terms("honeybees"), 3)  # unscoped still works
    with pytest.raises(SearchUnavailable, match="predates source sets"):
        old.search(terms("honeybees"), 3, frozenset({"library"}))


def test_dense_top_is_limited_to_the_sets_asked() -> None:
    ids = ["a", "b", "c", "d"]
    matrix = numpy.eye(4, dtype=numpy.float32)
    dense = DenseIndex(ids, matrix, "m", ["private", "library", "private", "library"])
    sims = numpy.array([0.9, 0.5, 0.8, 0.1], dtype=numpy.float32)
    assert dense.top(sims, 2) == [0, 2]
    assert dense.top(sims, 2, frozenset({"library"})) == [1, 3]
    assert dense.top(sims, 10, frozenset({"library"})) == [1, 3]  # never pads with others
    assert dense.top(sims, 3, frozenset({"nobody"})) == []
    legacy = DenseIndex(ids, matrix, "m")  # no sets.json: a scoped search finds nothing
    assert legacy.top(sims, 2, frozenset({"library"})) == []


def test_scope_key_is_stable_and_order_free() -> None:
    assert Scope.of(["b", "a"]).key == Scope.of(["a", "b"]).key != Scope.of(["a"]).key
    assert Scope.of(["a"], "a").allows("a") and not Scope.of(["a"]).allows("b")
