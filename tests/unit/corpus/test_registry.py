"""The format registry: a suffix names its reader; a new format is one registered module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from oshun.corpus import formats
from oshun.corpus.formats import Format, format_of, register
from oshun.corpus.formats.registry import _FORMATS
from oshun.corpus.ingest import discover, parse_file
from oshun.corpus.records import ParsedPassage, ParsedWork
from oshun.settings import Settings


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("a.txt", "text"),
        ("a.TEXT", "text"),
        ("a.md.gz", "markdown"),
        ("a.markdown", "markdown"),
        ("corpus.jsonl.gz", "beir"),
        ("a.ndjson", "beir"),
    ],
)
def test_built_in_formats_are_found_by_suffix(name: str, fmt: str) -> None:
    found = format_of(Path(name))
    assert found is not None and found.name == fmt


@pytest.mark.parametrize("name", ["a.xyz", "a.gz", "README", "a.txt.zip"])
def test_unknown_suffixes_have_no_reader(name: str) -> None:
    assert format_of(Path(name)) is None and not formats.is_supported(Path(name))


def test_only_beir_keys_works_by_record_id() -> None:
    keyed = {
        f.name
        for f in map(format_of, map(Path, ["a.txt", "a.md", "a.jsonl"]))
        if f and f.keyed_records
    }
    assert keyed == {"beir"}


@pytest.fixture
def csv_format() -> Iterator[Format]:
    """A plug-in format, registered exactly as the built-in ones are (and removed after)."""

    def read(path: Path, max_chars: int, kind: str) -> list[ParsedWork]:
        works = []
        for line in path.read_text().splitlines():
            title, body = line.split(",", 1)
            works.append(
                ParsedWork(
                    external_id=title,
                    title=title,
                    kind=kind,
                    passages=[ParsedPassage(body, "", 0, len(body))],
                    source=str(path),
                )
            )
        return works

    saved = dict(_FORMATS)
    yield register(Format("csv", (".csv",), read, "note"))
    _FORMATS.clear()
    _FORMATS.update(saved)


def test_a_registered_plug_in_is_discovered_and_parsed(csv_format: Format, tmp_path: Path) -> None:
    path = tmp_path / "notes.csv"
    path.write_text("Tea,Tea is a drink.\nCoffee,Coffee is a drink too.\n")
    found, problems = discover([tmp_path])
    assert found == [path] and problems == []
    works = parse_file(path, Settings(data_dir=tmp_path))
    assert [w.title for w in works] == ["Tea", "Coffee"]
    assert {w.kind for w in works} == {"note"}  # the format's default kind


def test_an_unsupported_file_is_reported_not_read(tmp_path: Path) -> None:
    path = tmp_path / "sheet.xls"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(500))
    found, problems = discover([path])
    assert found == [] and "unsupported format" in problems[0].reason
