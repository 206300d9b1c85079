"""Reading a file of records: the child process hands over exactly what reading in-process
yields — the same prepared batches and broken records, in file order — and a file that
cannot be read fails the same way."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from oshun.corpus import reading
from oshun.corpus.formats.beir import stream_beir_jsonl
from oshun.corpus.rows import prepare_works
from oshun.errors import IngestError


def _corpus(path: Path, count: int, broken: tuple[int, ...] = ()) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for number in range(1, count + 1):
            if number in broken:
                handle.write("{not json\n")
                continue
            record = {"_id": f"d{number}", "title": f"Record {number}", "text": f"heron {number}"}
            handle.write(json.dumps(record) + "\n")
    return path


def _job(path: Path, batch_works: int = 4) -> reading.ReadJob:
    return reading.ReadJob(
        path=str(path),
        format="beir",
        max_chars=2000,
        kind="article",
        batch_works=batch_works,
        collection="c",
        source_set="library",
    )


def _plain(items: list[reading.Item]) -> list[object]:
    return [
        (item.path, item.line, item.reason) if isinstance(item, IngestError) else item
        for item in items
    ]


def test_the_child_process_yields_what_reading_in_process_yields(tmp_path: Path) -> None:
    job = _job(_corpus(tmp_path / "c.jsonl", 11, broken=(2, 7)))
    here = list(reading.read_batches(job))
    there = list(reading._from_process(job))
    assert _plain(there) == _plain(here)
    # Errors where they were found, batches once full: (error 2) [1 3 4 5] (error 7) [6 8 9 10] [11]
    shape = [item.line if isinstance(item, IngestError) else len(item) for item in here]
    assert shape == [2, 4, 7, 4, 1]
    works = [
        work
        for work in stream_beir_jsonl(Path(job.path), 2000)
        if not isinstance(work, IngestError)
    ]
    assert [w for item in here if not isinstance(item, IngestError) for w in item] == (
        prepare_works(works, "c", None, "library")
    )


def test_a_file_the_child_cannot_read_fails_as_in_process(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    for read in (reading.read_batches, reading._from_process):
        with pytest.raises(IngestError, match="holds no documents"):
            list(read(_job(empty)))


def test_stopping_early_ends_the_child(tmp_path: Path) -> None:
    job = _job(_corpus(tmp_path / "c.jsonl", 40), batch_works=2)
    items = reading._from_process(job)
    assert len(next(items)) == 2
    items.close()  # the consumer stops: the child is killed and reaped, not left running
    assert not _children_reading()


def test_only_a_big_file_is_read_in_a_child(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _corpus(tmp_path / "c.jsonl", 3)
    assert not reading.is_big(path)
    monkeypatch.setattr(reading, "PROCESS_BYTES", path.stat().st_size)
    assert reading.is_big(path)
    assert not reading.is_big(tmp_path / "missing.jsonl")


def _children_reading() -> list[int]:
    """Processes running ``oshun.corpus.reading`` whose parent is this test process."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        if b"oshun.corpus.reading" in cmdline and parent == os.getpid():
            found.append(int(entry.name))
    return found
