"""Index faults and staleness (issue 10, D7–D9): caught, reported, rebuilt from the database.

In-process, with the keeper driven by hand (``keeper.check()``); the background thread and
a real server are exercised in ``test_hostile_serve.py``.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from oshun.app import create_app
from oshun.corpus import formats
from oshun.corpus.ingest import ingest_paths, store_works
from oshun.retrieval.live import live_version
from oshun.retrieval.tantivy_backend import TantivyIndex
from oshun.services import Services


def _damage(services: Services) -> Path:
    """Overwrite the live build's term dictionary in place (same size, random bytes)."""
    live = services.settings.index_dir / str(live_version(services.settings.index_dir))
    term = next(live.glob("*.term"))
    size = term.stat().st_size
    with term.open("r+b") as handle:
        handle.write(os.urandom(size))
    return term


def test_a_damaged_index_is_reported_and_rebuilt(library: Services) -> None:
    client = TestClient(create_app(library.settings, library))
    assert client.get("/v1/nisaba/search", params={"q": "capital"}).json()["results"]
    _damage(library)
    search = client.get("/v1/nisaba/search", params={"q": "capital"})
    assert search.status_code == 503 and "damaged" in search.json()["detail"]
    answer = client.post("/v1/sophia/answer", json={"q": "What is the capital of Mongolia?"})
    assert answer.status_code == 200
    envelope = answer.json()
    assert envelope["groundingState"] == "ungrounded" and envelope["abstained"]
    assert envelope["citations"] == [] and envelope["answer"] == ""
    assert "index could not be read" in envelope["meter"]["explainer"]
    health = client.get("/health")
    assert health.status_code == 503 and "damaged" in health.json()["index"]

    assert library.keeper.check().startswith("rebuilt")
    assert client.get("/health").status_code == 200
    assert client.get("/v1/nisaba/search", params={"q": "capital"}).json()["results"]
    healed = client.post("/v1/sophia/answer", json={"q": "What is the capital of Mongolia?"})
    assert healed.json()["groundingState"] in ("grounded", "partial")


def test_a_tantivy_panic_is_search_unavailable(
    library: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PanicException is a BaseException: it must not escape as a 500."""

    class PanicException(BaseException):  # what pyo3 raises for a Rust panic
        pass

    def panic(self: TantivyIndex, query: str) -> None:
        raise PanicException("called `Result::unwrap()` on an `Err` value")

    monkeypatch.setattr(TantivyIndex, "_query", panic)
    client = TestClient(create_app(library.settings, library))
    response = client.get("/v1/nisaba/search", params={"q": "capital"})
    assert response.status_code == 503 and "PanicException" in response.json()["detail"]
    answer = client.post("/v1/sophia/answer", json={"q": "What is the capital of Peru?"}).json()
    assert answer["groundingState"] == "ungrounded" and answer["abstained"]
    assert "index could not be read" in answer["meter"]["explainer"]
    monkeypatch.undo()  # the panic was transient: the next search reopens and works
    assert client.get("/v1/nisaba/search", params={"q": "capital"}).json()["results"]
    assert client.get("/health").status_code == 200


def test_a_commit_without_reindex_is_found_and_caught_up(library: Services, tmp_path: Path) -> None:
    """As if ingest were killed between its commit and its reindex."""
    note = tmp_path / "late.md"
    note.write_text("# Late note\n\nThe quokka lives on Rottnest Island.\n")
    works = [formats.parse_markdown(note, 1000, "note")]
    store_works(library.db, works, "files", per_file_key=str(note.resolve()))
    assert library.nisaba.search("quokka") == []  # the index is stale, silently so far
    assert library.keeper.stale_reason() == "the library changed since the index was built"
    assert library.keeper.check().startswith("rebuilt")
    assert library.keeper.stale_reason() is None
    assert library.nisaba.search("quokka")[0].passage.title == "Late note"
    assert library.keeper.check() == "ok"


def test_orphaned_build_folders_are_removed(library: Services) -> None:
    index_dir = library.settings.index_dir
    orphan = index_dir / ".build-deadbeef-x1"
    orphan.mkdir()
    (orphan / "junk").write_text("left by a killed build")
    fresh = index_dir / ".build-cafe-x2"  # a build in progress elsewhere: left alone
    fresh.mkdir()
    hour_ago = time.time() - 7200
    os.utime(orphan, (hour_ago, hour_ago))
    library.keeper.check()
    assert not orphan.exists() and fresh.exists()


def test_colliding_ids_are_skipped_per_record_and_the_run_goes_on(
    services: Services, tmp_path: Path
) -> None:
    corpus = tmp_path / "beir.jsonl"
    rows = [
        {"_id": "Doc 1", "title": "First", "text": "The okapi is a forest giraffe."},
        {"_id": "doc-1", "title": "Second", "text": "The axolotl keeps its gills."},
        {"_id": "doc-2", "title": "Third", "text": "The pangolin has scales."},
    ]
    corpus.write_text("\n".join(json.dumps(row) for row in rows) + "\n")
    later = tmp_path / "z-later.md"
    later.write_text("# Later\n\nThe narwhal has a tusk.\n")
    report = ingest_paths(services.db, services.settings, [corpus, later])
    assert report.works_added == 3  # First, Third and Later
    assert [str(problem) for problem in report.skipped] == [
        f"{corpus}: id 'doc-1' collides with 'Doc 1' (both become work id 'beir-doc-1'); "
        "record skipped"
    ]
    assert services.nisaba.search("narwhal") and services.nisaba.search("pangolin")
    assert services.nisaba.search("axolotl") == []
    # A later run with the other spelling is refused too, never an overwrite.
    again = tmp_path / "beir2.jsonl"
    again.write_text(json.dumps({"_id": "DOC 1", "title": "Impostor", "text": "x y z"}) + "\n")
    report = ingest_paths(services.db, services.settings, [again], collection="beir")
    assert len(report.skipped) == 1 and "collides with 'Doc 1'" in str(report.skipped[0])
    assert services.nisaba.search("okapi")[0].passage.title == "First"
