"""The index follows an ingest as it stores (an update from the live build) and equals what a
rebuild from the database gives; when it cannot be sure to, the ingest rebuilds instead."""

from __future__ import annotations

import json
from pathlib import Path

from oshun.corpus.ingest import ingest_paths, reindex, store_works
from oshun.corpus.records import ParsedPassage, ParsedWork
from oshun.corpus.works import delete_work
from oshun.retrieval.analysis import terms
from oshun.retrieval.dense import read_rows
from oshun.retrieval.live import live_version
from oshun.retrieval.rowfiles import deleted_rows
from oshun.services import Services
from oshun.settings import Settings

WORDS = "heron egret river reed marsh delta basin estuary tide shoal".split()


def _jsonl(path: Path, records: dict[str, str]) -> Path:
    lines = [
        json.dumps({"_id": key, "title": f"T {key}", "text": text}) for key, text in records.items()
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _text(number: int) -> str:
    return " ".join(WORDS[(number * k) % len(WORDS)] for k in range(1, 12))


def _hits(services: Services, word: str) -> set[str]:
    return {pid for pid, _score in services.nisaba.index.get().search(terms(word), 1000)}


def _build(services: Services) -> Path:
    version = live_version(services.settings.index_dir)
    assert version is not None
    return services.settings.index_dir / version


def _snapshot(services: Services) -> dict[str, set[str]]:
    words = [*WORDS, "kingfisher", "otter", "first"]
    return {word: _hits(services, word) for word in words}


def test_a_second_ingest_updates_the_live_build_and_equals_a_rebuild(
    settings: Settings, tmp_path: Path
) -> None:
    settings = settings.model_copy(update={"ingest_batch_works": 7})
    first = _jsonl(tmp_path / "a.jsonl", {f"d{n}": _text(n) for n in range(1, 31)})
    services = Services.build(settings)
    try:
        ingest_paths(services.db, settings, [first])
        assert deleted_rows(_build(services)) == []
        # Same collection: d3 and d4 change, d31 and d32 are new, the rest is unchanged.
        changed = {f"d{n}": _text(n) for n in range(1, 31)}
        changed["d3"] = "kingfisher " + _text(3)
        changed["d4"] = "otter only"
        changed.update({"d31": "kingfisher first", "d32": _text(32)})
        (tmp_path / "b").mkdir()
        second = _jsonl(tmp_path / "b" / "a.jsonl", changed)  # same collection, "a"
        report = ingest_paths(services.db, settings, [second])
        assert (report.works_added, report.works_updated, report.works_unchanged) == (2, 2, 28)
        build = _build(services)
        # Updated, not rebuilt: the two replaced works' rows are listed as deleted.
        assert len(deleted_rows(build)) == 2
        assert _hits(services, "otter") == {"a-d4.0"}
        assert _hits(services, "kingfisher") == {"a-d3.0", "a-d31.0"}
        ids, hashes = read_rows(build)
        assert len(ids) == len(hashes) == 32 == services.nisaba.index.get().num_docs
        assert sorted(ids) == sorted(f"a-d{n}.0" for n in range(1, 33))
        updated = _snapshot(services)
        version = report.corpus_version

        assert reindex(services.db, settings) == version  # a rebuild: same library
        services.nisaba.index.invalidate()
        assert deleted_rows(_build(services)) == []
        assert _snapshot(services) == updated
        assert sorted(read_rows(_build(services))[0]) == sorted(ids)
    finally:
        services.close()


def test_a_work_changed_twice_in_one_run_falls_back_to_a_rebuild(
    settings: Settings, tmp_path: Path
) -> None:
    services = Services.build(settings)
    try:
        ingest_paths(services.db, settings, [_jsonl(tmp_path / "x.jsonl", {"k": "heron"})])
        (tmp_path / "1").mkdir()
        (tmp_path / "2").mkdir()
        once = _jsonl(tmp_path / "1" / "x.jsonl", {"k": "egret", "m": "reed"})
        twice = _jsonl(tmp_path / "2" / "x.jsonl", {"k": "otter"})
        report = ingest_paths(services.db, settings, [once, twice], collection="x")
        assert report.works_updated == 2
        assert _hits(services, "otter") == {"x-k.0"}
        assert _hits(services, "egret") == set() and _hits(services, "heron") == set()
        assert _hits(services, "reed") == {"x-m.0"}
        assert deleted_rows(_build(services)) == []  # rebuilt from the database
    finally:
        services.close()


def test_another_writer_during_an_ingest_makes_it_rebuild(
    settings: Settings, tmp_path: Path
) -> None:
    settings = settings.model_copy(update={"ingest_batch_works": 5})
    services = Services.build(settings)
    other = ParsedWork("o1", "Other", "note", [ParsedPassage("kingfisher by another writer")])
    wrote: list[int] = []

    def meanwhile(done: int, _total: int, _label: str) -> None:
        if not wrote:  # after the first batch: another process stores a work
            wrote.append(done)
            store_works(services.db, [other], "elsewhere")

    try:
        source = _jsonl(tmp_path / "r.jsonl", {f"d{n}": _text(n) for n in range(1, 21)})
        report = ingest_paths(services.db, settings, [source], progress=meanwhile)
        assert wrote and report.works_added == 20
        assert _hits(services, "kingfisher") == {"elsewhere-o1.0"}
        assert services.nisaba.index.get().num_docs == 21
    finally:
        services.close()


def test_reingesting_an_unchanged_file_keeps_the_live_build(
    settings: Settings, tmp_path: Path
) -> None:
    services = Services.build(settings)
    try:
        source = _jsonl(tmp_path / "u.jsonl", {"a": "heron", "b": "egret"})
        first = ingest_paths(services.db, settings, [source])
        build = _build(services)
        built = (build / "oshun-index.json").stat().st_mtime_ns
        again = ingest_paths(services.db, settings, [source])
        assert again.corpus_version == first.corpus_version and again.works_unchanged == 2
        assert (_build(services) / "oshun-index.json").stat().st_mtime_ns == built
        assert not [p for p in settings.index_dir.iterdir() if p.name.startswith(".build-")]
    finally:
        services.close()


def test_a_live_build_from_before_updates_is_rebuilt_not_updated(
    settings: Settings, tmp_path: Path
) -> None:
    services = Services.build(settings)
    try:
        source = _jsonl(tmp_path / "o.jsonl", {"a": "heron", "b": "egret"})
        ingest_paths(services.db, settings, [source])
        meta_path = _build(services) / "oshun-index.json"
        meta = json.loads(meta_path.read_text())
        del meta["rows"], meta["works"]  # as an older OSHUN wrote it
        meta_path.write_text(json.dumps(meta))
        _jsonl(source, {"a": "otter", "b": "egret"})
        ingest_paths(services.db, settings, [source])
        assert deleted_rows(_build(services)) == []  # rebuilt: no deleted rows
        assert json.loads((_build(services) / "oshun-index.json").read_text())["rows"] == 2
        assert _hits(services, "otter") == {"o-a.0"} and _hits(services, "heron") == set()
    finally:
        services.close()


def test_deleting_a_work_updates_the_live_build(settings: Settings, tmp_path: Path) -> None:
    services = Services.build(settings)
    try:
        source = _jsonl(tmp_path / "w.jsonl", {"a": "heron marsh", "b": "egret marsh"})
        ingest_paths(services.db, settings, [source])
        removed, version = delete_work(services.db, settings, "w-a")
        assert removed == 1
        assert len(deleted_rows(_build(services))) == 1  # updated, not rebuilt
        assert _hits(services, "marsh") == {"w-b.0"} and _hits(services, "heron") == set()
        assert reindex(services.db, settings) == version
    finally:
        services.close()
