"""Bounded ingest: a JSONL file is read one record at a time and committed in batches, so a
run killed midway (kill -9) keeps what it committed and a re-run finishes the same library
as one clean run, with nothing duplicated."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine, func, select

from oshun.corpus import reading
from oshun.corpus.ingest import ingest_paths
from oshun.corpus.reading import is_big
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Passage, Work
from tests._serve import oshun_command
from tests.conftest import fresh_database_url

WORDS = "heron egret river reed marsh delta basin estuary tide shoal".split()


def _corpus(path: Path, count: int, broken_lines: tuple[int, ...] = ()) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for number in range(1, count + 1):
            if number in broken_lines:
                handle.write("{not json\n")
                continue
            words = " ".join(WORDS[(number * k) % len(WORDS)] for k in range(1, 40))
            record = {"_id": f"d{number}", "title": f"Record {number}", "text": words}
            handle.write(json.dumps(record) + "\n")
    return path


def _library(url: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    engine = create_engine(url)
    with engine.connect() as connection:
        works = connection.execute(select(Work.id, Work.content_hash).order_by(Work.id)).all()
        passages = connection.execute(
            select(Passage.id, Passage.content_hash).order_by(Passage.id)
        ).all()
    engine.dispose()
    return [tuple(w) for w in works], [tuple(p) for p in passages]  # type: ignore[misc]


@pytest.mark.parametrize("in_child", [False, True], ids=["read-in-process", "read-in-child"])
def test_a_big_file_is_committed_in_batches_and_progress_counts_records(
    settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, in_child: bool
) -> None:
    if in_child:  # read by a child process, as a file from ``PROCESS_BYTES`` up is
        monkeypatch.setattr(reading, "PROCESS_BYTES", 0)
    settings = settings.model_copy(update={"ingest_batch_works": 40})
    source = _corpus(tmp_path / "big.jsonl", 200, broken_lines=(57, 130))
    services = Services.build(settings)
    seen: list[int] = []
    try:
        report = ingest_paths(
            services.db, settings, [source], progress=lambda done, _t, _l: seen.append(done)
        )
        # Past the first committed batch a broken record is reported and skipped; the
        # rest of the file goes on.
        assert [(e.line, "bad JSON" in e.reason) for e in report.skipped] == [
            (57, True),
            (130, True),
        ]
        assert report.works_added == 198 and report.passages == 198
        assert seen == [40, 80, 120, 160, 198, 198]  # the last one: building the index
        assert services.nisaba.search("heron", 3)
    finally:
        services.close()


def test_a_broken_record_in_the_first_batch_skips_the_whole_file(
    settings: Settings, tmp_path: Path
) -> None:
    source = _corpus(tmp_path / "small.jsonl", 30, broken_lines=(29,))
    services = Services.build(settings)
    try:
        report = ingest_paths(services.db, settings, [source])
        assert [(e.line, e.path) for e in report.skipped] == [(29, str(source))]
        assert report.works == 0 and services.nisaba.is_empty()
    finally:
        services.close()


def _env(data_dir: Path, database_url: str | None) -> dict[str, str]:
    env = {**os.environ, "OSHUN_DATA_DIR": str(data_dir), "OSHUN_DEMO_LIBRARY": "false"}
    env["OSHUN_INGEST_BATCH_WORKS"] = "500"
    if database_url:
        env["OSHUN_DATABASE_URL"] = database_url
    else:
        env.pop("OSHUN_DATABASE_URL", None)
    return env


def _count(url: str) -> int:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return int(connection.scalar(select(func.count()).select_from(Work)) or 0)
    except Exception:  # the schema may not exist yet
        return 0
    finally:
        engine.dispose()


def _reading(source: Path) -> bool:
    """Whether a process still reads ``source`` (``python -m oshun.corpus.reading``)."""
    for entry in Path("/proc").iterdir():
        try:
            cmdline = (entry / "cmdline").read_bytes() if entry.name.isdigit() else b""
        except OSError:
            continue
        if b"oshun.corpus.reading" in cmdline and str(source).encode() in cmdline:
            return True
    return False


def test_an_ingest_killed_midway_then_run_again_equals_one_clean_run(
    tmp_path: Path, database_url: str | None
) -> None:
    total = 20_000
    source = _corpus(tmp_path / "corpus.jsonl", total)
    assert is_big(source)  # read by a child process, as a big file is
    killed_dir, clean_dir = tmp_path / "killed", tmp_path / "clean"
    killed_url = Settings(data_dir=killed_dir, database_url=database_url).resolved_database_url
    command = [oshun_command(), "ingest", str(source), "--no-embed", "--json"]
    process = subprocess.Popen(
        command, env=_env(killed_dir, database_url), stdout=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 300
    while (committed := _count(killed_url)) < 1000:
        assert process.poll() is None, "the ingest ended before it could be killed"
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    assert committed < total  # killed midway
    # The file was read by a child process; with its reader gone, it ends too.
    deadline = time.monotonic() + 60
    while _reading(source):
        assert time.monotonic() < deadline, "the reading process outlived the killed ingest"
        time.sleep(0.1)
    rerun = subprocess.run(
        command, env=_env(killed_dir, database_url), capture_output=True, text=True
    )
    assert rerun.returncode == 0, rerun.stderr
    again = json.loads(rerun.stdout)
    assert again["worksUnchanged"] >= 1000 and again["works"] == total

    with fresh_database_url() as clean_database:
        clean_url = Settings(data_dir=clean_dir, database_url=clean_database).resolved_database_url
        clean_env = _env(clean_dir, clean_database)
        clean = subprocess.run(command, env=clean_env, capture_output=True, text=True)
        assert clean.returncode == 0, clean.stderr
        assert _library(killed_url) == _library(clean_url)
    assert json.loads(clean.stdout)["corpusVersion"] == again["corpusVersion"]
