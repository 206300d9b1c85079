"""Search hits carry their passages' records from the database, through a cache that
belongs to the open index: what a rebuild changes is what the next search shows."""

from __future__ import annotations

import json
from pathlib import Path

from oshun.corpus.ingest import ingest_paths
from oshun.services import Services


def _beir(path: Path, title: str) -> Path:
    records = [
        {"_id": "h1", "title": title, "text": "Herons nest in reed beds near slow rivers."},
        {"_id": "h2", "title": "Egrets", "text": "Egrets wade in shallow water for fish."},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_hits_carry_the_same_records_as_reading_the_passages(library: Services) -> None:
    nisaba = library.nisaba
    hits = nisaba.search("capital", 5)
    assert hits
    records = nisaba.passages([hit.passage.id for hit in hits])
    for hit in hits:
        assert hit.passage == records[hit.passage.id]
        assert hit.passage.model_dump() == records[hit.passage.id].model_dump()
    again = nisaba.search("capital", 5)  # served from the index's cache: the same records
    assert [h.passage for h in again] == [h.passage for h in hits]


def test_a_changed_work_shows_its_new_title_after_the_rebuild(
    services: Services, tmp_path: Path
) -> None:
    source = _beir(tmp_path / "birds.jsonl", "Grey Herons")
    ingest_paths(services.db, services.settings, [source], collection="birds")
    first = services.nisaba.search("heron reed", 1)[0]
    assert first.passage.title == "Grey Herons"
    # Same passage text and id, new work title: the corpus version stays, the index is
    # rebuilt, and the cached record of the old build must not be served.
    _beir(source, "Great Blue Herons")
    ingest_paths(services.db, services.settings, [source], collection="birds")
    second = services.nisaba.search("heron reed", 1)[0]
    assert second.passage.id == first.passage.id
    assert second.passage.title == "Great Blue Herons"
