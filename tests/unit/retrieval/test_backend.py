"""The retrieval seam: backends by name, and a second backend needing one module + one setting."""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import pytest

from oshun.corpus.ingest import ingest_paths
from oshun.errors import SearchUnavailable
from oshun.retrieval.analysis import terms
from oshun.retrieval.backend import (
    IndexDocument,
    IndexHit,
    available_backends,
    backend_named,
)
from oshun.retrieval.live import IndexHandle, build_index, live_version
from oshun.retrieval.tantivy_backend import TantivyIndex
from oshun.services import Services
from oshun.settings import Settings
from tests.conftest import LIBRARY

DOCS = [
    IndexDocument("p1", "Peru", "Government", "Lima is the capital of Peru."),
    IndexDocument("p2", "Kenya", "", "Nairobi is the capital of Kenya."),
    IndexDocument("p3", "Tea", "", "Tea is a drink."),
]


class CountingBackend:
    """A second backend: term counts in a JSON file, scored by how many query terms match."""

    def __init__(self, folder: Path) -> None:
        data = json.loads((folder / "counts.json").read_text())
        self.corpus_version: str = data["version"]
        self.docs: dict[str, list[str]] = data["docs"]

    @classmethod
    def build(cls, folder: Path, documents: Iterable[IndexDocument], corpus_version: str) -> None:
        docs = {d.passage_id: terms(f"{d.title} {d.heading} {d.text}") for d in documents}
        (folder / "counts.json").write_text(json.dumps({"version": corpus_version, "docs": docs}))

    @classmethod
    def open(cls, folder: Path) -> CountingBackend:
        return cls(folder)

    @classmethod
    def verify(cls, folder: Path) -> str | None:
        return None if (folder / "counts.json").is_file() else f"no counts in {folder}"

    def damage(self) -> str | None:
        return None

    def replaced(self) -> bool:
        return False

    def search(self, query_terms: Sequence[str], k: int) -> list[IndexHit]:
        scored = [
            (pid, float(sum(t in words for t in set(query_terms))))
            for pid, words in self.docs.items()
        ]
        ranked = sorted((h for h in scored if h[1] > 0), key=lambda h: (-h[1], h[0]))
        return ranked[:k]

    def doc_freq(self, term: str) -> int:
        return sum(term in words for words in self.docs.values())

    @property
    def num_docs(self) -> int:
        return len(self.docs)


@pytest.fixture
def counting_module() -> Iterator[None]:
    """``oshun.retrieval.counting_backend``, as if it were one more file in the package."""
    module = types.ModuleType("oshun.retrieval.counting_backend")
    module.Backend = CountingBackend  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    yield
    del sys.modules[module.__name__]


def test_the_default_backend_is_tantivy() -> None:
    assert Settings().search_backend == "tantivy"
    assert backend_named("tantivy") is TantivyIndex
    assert "tantivy" in available_backends()


@pytest.mark.parametrize("name", ["nope", "Tantivy", "../x", ""])
def test_an_unknown_backend_is_a_clear_error(name: str) -> None:
    with pytest.raises(SearchUnavailable, match="backend"):
        backend_named(name)


def test_a_backend_name_outside_the_pattern_is_refused_by_settings() -> None:
    with pytest.raises(ValueError, match="search_backend"):
        Settings(search_backend="../evil")


@pytest.mark.parametrize("backend", [TantivyIndex, CountingBackend])
def test_build_swaps_the_live_index_atomically(backend: type, tmp_path: Path) -> None:
    index_dir = tmp_path / "index"
    build_index(index_dir, DOCS, "v1", backend)
    handle = IndexHandle(index_dir, backend)
    first = handle.get()
    assert first.corpus_version == "v1" and first.num_docs == 3
    assert first.search(terms("capital of Kenya"), 1)[0][0] == "p2"
    assert first.doc_freq("capit") == 2
    build_index(index_dir, DOCS[:2], "v2", backend)
    assert live_version(index_dir) == "v2" and handle.version() == "v2"
    assert handle.get().num_docs == 2
    assert sorted(p.name for p in index_dir.iterdir()) == ["CURRENT", "v2"]  # v1 removed


def test_a_second_backend_is_one_module_and_one_setting(
    counting_module: None, settings: Settings
) -> None:
    settings = settings.model_copy(update={"search_backend": "counting"})
    services = Services.build(settings)
    try:
        ingest_paths(services.db, settings, [LIBRARY])
        assert isinstance(services.nisaba.live(), CountingBackend)
        found = services.nisaba.search_results("capital of Peru", 3)
        assert found.hits[0].passage.title == "Peru"
        assert found.corpus_version == services.nisaba.stats()["corpusVersion"]
        envelope = services.sophia.answer("What is the capital of Peru?")
        assert envelope.corpus_version == found.corpus_version
        assert not envelope.abstained and "Lima" in envelope.answer
    finally:
        services.close()
