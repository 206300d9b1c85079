"""BEIR JSONL (``.jsonl``): one record per line, each record a work of its own."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

from oshun.corpus.formats.document import parse_date
from oshun.corpus.formats.registry import Format, register
from oshun.corpus.formats.text import split_passages
from oshun.corpus.records import KINDS, ParsedPassage, ParsedWork, slugify
from oshun.errors import IngestError

JSONL_SUFFIXES = (".jsonl", ".ndjson")

#: BEIR records up to this length are kept as one passage.
JSONL_WHOLE_MAX_CHARS = 20_000


def parse_beir_jsonl(path: Path, max_chars: int, kind: str = "article") -> list[ParsedWork]:
    """BEIR corpus lines ``{"_id", "title", "text"}``; optional ``kind``, ``authors``, ``year``,
    ``licence``, ``retracted``, ``url``, ``published`` and ``updated`` (ISO dates). The
    whole file, or ``IngestError`` at its first
    broken record."""
    works: list[ParsedWork] = []
    for item in stream_beir_jsonl(path, max_chars, kind):
        if isinstance(item, IngestError):
            raise item
        works.append(item)
    return works


def _lines(path: Path) -> Iterator[bytes]:
    try:
        if path.suffix.lower() == ".gz":
            with gzip.open(path, "rb") as packed:
                yield from packed
        else:
            with path.open("rb") as plain:
                yield from plain
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        raise IngestError(str(path), f"cannot read file: {exc}") from exc


def stream_beir_jsonl(
    path: Path, max_chars: int, kind: str = "article"
) -> Iterator[ParsedWork | IngestError]:
    """The file's works one record at a time (constant memory, whatever the file's size);
    a broken record is yielded as its ``IngestError`` (with its line) and the stream goes on.
    A file that cannot be read at all raises ``IngestError``.

    A BEIR record is already a passage (an abstract, a paragraph), so it stays whole; only a
    record longer than ``JSONL_WHOLE_MAX_CHARS`` is split at paragraphs like plain text."""
    seen: set[str] = set()
    found = False
    for number, raw in enumerate(_lines(path), start=1):
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            yield IngestError(str(path), f"not valid UTF-8 (byte {exc.start})", number)
            continue
        if number == 1:
            line = line.removeprefix("\ufeff")
        if not line.strip():
            continue
        try:
            work = _record_work(path, number, line, max_chars, kind, seen)
        except IngestError as error:
            yield error
            continue
        found = True
        yield work
    if not found:
        raise IngestError(str(path), "file holds no documents")


def _record_work(
    path: Path, number: int, line: str, max_chars: int, kind: str, seen: set[str]
) -> ParsedWork:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        raise IngestError(str(path), f"bad JSON ({exc.msg})", number) from exc
    if not isinstance(record, dict):
        raise IngestError(str(path), "line is not a JSON object", number)
    doc_id = record.get("_id", record.get("id"))
    body = record.get("text")
    if doc_id is None or not isinstance(body, str):
        raise IngestError(str(path), 'needs "_id" and a string "text"', number)
    doc_id = str(doc_id)
    if doc_id in seen:
        raise IngestError(str(path), f"duplicate _id {doc_id!r}", number)
    seen.add(doc_id)
    record_kind = record.get("kind", kind)
    if record_kind not in KINDS:
        raise IngestError(str(path), f"unknown kind {record_kind!r}", number)
    title = str(record.get("title") or "").strip()
    body = body.strip()
    if len(body) <= JSONL_WHOLE_MAX_CHARS:
        spans = [(0, len(body))] if body else []
    else:
        spans = split_passages(body, 0, len(body), max_chars)
    if not spans:
        raise IngestError(str(path), f"document {doc_id!r} has no text", number)
    authors = record.get("authors") or []
    year = record.get("year")
    # Most BEIR records carry none of the optional fields: skip their parsing then (this
    # runs once per record of a million-record file).
    published, updated = record.get("published"), record.get("updated")
    return ParsedWork(
        external_id=doc_id,
        title=title or doc_id,
        kind=record_kind,
        passages=[ParsedPassage(body, "", 0, len(body))]
        if len(spans) == 1 and spans[0] == (0, len(body))
        else [ParsedPassage(body[s:e], "", s, e) for s, e in spans],
        authors=[str(a) for a in authors] if isinstance(authors, list) else [str(authors)],
        year=year if isinstance(year, int) else None,
        source=str(record.get("url") or path),
        licence=str(record.get("licence") or ""),
        retracted=bool(record.get("retracted", False)),
        published=None if published is None else parse_date(published),
        updated=None if updated is None else parse_date(updated),
    )


def collection_name(path: Path) -> str:
    """The collection a file's works belong to: its stem, or its folder for generic names."""
    stem = path.name.split(".")[0]
    if stem.lower() in {"corpus", "docs", "documents", "data", "index"} and path.parent.name:
        stem = path.parent.name
    return slugify(stem, 40)


register(
    Format(
        "beir",
        JSONL_SUFFIXES,
        parse_beir_jsonl,
        "article",
        keyed_records=True,
        stream=stream_beir_jsonl,
    )
)
