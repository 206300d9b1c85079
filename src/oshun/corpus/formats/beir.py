"""BEIR JSONL (``.jsonl``): one record per line, each record a work of its own."""

from __future__ import annotations

import json
from pathlib import Path

from oshun.corpus.formats.document import parse_date
from oshun.corpus.formats.registry import Format, register
from oshun.corpus.formats.text import read_text, split_passages
from oshun.corpus.records import KINDS, ParsedPassage, ParsedWork, slugify
from oshun.errors import IngestError

JSONL_SUFFIXES = (".jsonl", ".ndjson")

#: BEIR records up to this length are kept as one passage.
JSONL_WHOLE_MAX_CHARS = 20_000


def parse_beir_jsonl(path: Path, max_chars: int, kind: str = "article") -> list[ParsedWork]:
    """BEIR corpus lines ``{"_id", "title", "text"}``; optional ``kind``, ``authors``, ``year``,
    ``licence``, ``retracted``, ``url``, ``published`` and ``updated`` (ISO dates).

    A BEIR record is already a passage (an abstract, a paragraph), so it stays whole; only a
    record longer than ``JSONL_WHOLE_MAX_CHARS`` is split at paragraphs like plain text."""
    text = read_text(path)
    works: list[ParsedWork] = []
    seen: set[str] = set()
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
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
        works.append(
            ParsedWork(
                external_id=doc_id,
                title=title or doc_id,
                kind=record_kind,
                passages=[ParsedPassage(body[s:e], "", s, e) for s, e in spans],
                authors=[str(a) for a in authors] if isinstance(authors, list) else [str(authors)],
                year=record.get("year") if isinstance(record.get("year"), int) else None,
                source=str(record.get("url") or path),
                licence=str(record.get("licence") or ""),
                retracted=bool(record.get("retracted", False)),
                published=parse_date(record.get("published")),
                updated=parse_date(record.get("updated")),
            )
        )
    if not works:
        raise IngestError(str(path), "file holds no documents")
    return works


def collection_name(path: Path) -> str:
    """The collection a file's works belong to: its stem, or its folder for generic names."""
    stem = path.name.split(".")[0]
    if stem.lower() in {"corpus", "docs", "documents", "data", "index"} and path.parent.name:
        stem = path.parent.name
    return slugify(stem, 40)


register(Format("beir", JSONL_SUFFIXES, parse_beir_jsonl, "article", keyed_records=True))
