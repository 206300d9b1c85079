import gzip
import json
from pathlib import Path

from sqlalchemy import func, select

from oshun.corpus.ingest import ingest_paths
from oshun.services import Services
from oshun.store import Passage, Work
from tests.conftest import LIBRARY


def _counts(services: Services) -> tuple[int, int]:
    with services.db.session() as session:
        works = session.scalar(select(func.count()).select_from(Work)) or 0
        passages = session.scalar(select(func.count()).select_from(Passage)) or 0
    return works, passages


def test_every_format_is_ingested(services: Services) -> None:
    report = ingest_paths(services.db, services.settings, [LIBRARY])
    assert report.skipped == []
    assert report.files == 3
    assert report.works == 7 + 1 + 1
    with services.db.session() as session:
        kinds = {row.title: row.kind for row in session.execute(select(Work.title, Work.kind))}
        tale = session.scalars(select(Work).where(Work.title == "A Small Tale")).one()
        headings = [p.heading for p in tale.passages]
    assert kinds["Mongolia"] == "reference"
    assert kinds["Field notes on rivers"] == "note"
    assert kinds["A Small Tale"] == "book"
    assert tale.authors == ["Test Author"] and tale.year == 1901
    assert "CHAPTER I" in headings and "CHAPTER II" in headings
    assert report.corpus_version and services.nisaba.stats()["corpusVersion"] == (
        report.corpus_version
    )


def test_passage_offsets_point_into_the_source(library: Services) -> None:
    source = (LIBRARY / "field-notes.md").read_text()
    with library.db.session() as session:
        work = session.scalars(select(Work).where(Work.title == "Field notes on rivers")).one()
        for passage in work.passages:
            assert source[passage.char_start : passage.char_end] == passage.text


def test_reingest_unchanged_is_a_no_op(library: Services) -> None:
    before = _counts(library)
    version = library.nisaba.stats()["corpusVersion"]
    report = ingest_paths(library.db, library.settings, [LIBRARY])
    assert report.works_unchanged == report.works and report.works_added == 0
    assert report.passages == 0
    assert _counts(library) == before
    assert report.corpus_version == version


def test_reingest_changed_file_updates_in_place(services: Services, tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_text("# Notes\n\nThe old text says blue.\n")
    ingest_paths(services.db, services.settings, [path])
    first = services.nisaba.search("blue")
    assert first and first[0].passage.text == "The old text says blue."
    passage_id = first[0].passage.id
    old_hash = first[0].passage.content_hash

    path.write_text("# Notes\n\nThe new text says green.\n")
    report = ingest_paths(services.db, services.settings, [path])
    assert (report.works_added, report.works_updated) == (0, 1)
    assert _counts(services) == (1, 1)
    assert services.nisaba.search("blue") == []
    current = services.nisaba.passage(passage_id)  # same stable id, new content
    assert current.text == "The new text says green."
    assert current.content_hash != old_hash


def test_broken_files_are_skipped_whole_and_the_run_goes_on(
    services: Services, tmp_path: Path
) -> None:
    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps({"_id": "g", "title": "Good", "text": "Good text."}) + "\n")
    half_broken = tmp_path / "half.jsonl"
    half_broken.write_text(
        json.dumps({"_id": "h1", "title": "Half", "text": "Would be fine."}) + "\n{oops\n"
    )
    undecodable = tmp_path / "latin.txt"
    undecodable.write_bytes(b"caf\xe9\n")
    empty = tmp_path / "empty.md"
    empty.write_text("")
    report = ingest_paths(services.db, services.settings, [tmp_path])
    skipped = {(Path(e.path).name, e.line) for e in report.skipped}
    assert skipped == {("half.jsonl", 2), ("latin.txt", 1), ("empty.md", None)}
    assert report.works == 1
    with services.db.session() as session:
        titles = session.scalars(select(Work.title)).all()
    assert titles == ["Good"]  # nothing partial from half.jsonl


def test_missing_and_unsupported_paths_are_reported(services: Services, tmp_path: Path) -> None:
    odd = tmp_path / "image.png"
    odd.write_bytes(b"\x89PNG")
    report = ingest_paths(services.db, services.settings, [tmp_path / "nope", odd])
    reasons = sorted(e.reason for e in report.skipped)
    assert reasons[0] == "no such file or folder"
    assert reasons[1].startswith("unsupported format")


def test_gzipped_text_is_read(services: Services, tmp_path: Path) -> None:
    path = tmp_path / "story.txt.gz"
    path.write_bytes(gzip.compress(b"A TITLE\n\nOnce upon a time a zebra sang.\n"))
    report = ingest_paths(services.db, services.settings, [path])
    assert report.skipped == []
    assert services.nisaba.search("zebra")[0].passage.title == "A Title"


def test_same_file_name_in_two_folders_makes_two_works(services: Services, tmp_path: Path) -> None:
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "readme.md").write_text(f"# Readme {folder}\n\nText {folder}.\n")
    report = ingest_paths(services.db, services.settings, [tmp_path])
    assert report.works_added == 2
