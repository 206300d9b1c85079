"""What ingest produces before it reaches the database: parsed works and passages."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import date

#: The kinds of work. Each has a default witness weight (see ``Settings.kind_weights``).
KINDS: tuple[str, ...] = ("article", "reference", "book", "web", "note")


@dataclass(frozen=True, slots=True)
class ParsedPassage:
    """One passage: its text is ``source[char_start:char_end]`` of the work's source text."""

    text: str
    heading: str = ""
    char_start: int = 0
    char_end: int = 0
    key: str | None = None  # stable id suffix; the ordinal when absent
    page: int | None = None  # the 1-based page of a paged source (PDF)


@dataclass(slots=True)
class ParsedWork:
    external_id: str
    title: str
    kind: str
    passages: list[ParsedPassage]
    authors: list[str] = field(default_factory=list)
    year: int | None = None
    source: str = ""
    licence: str = ""
    published: date | None = None
    updated: date | None = None
    retracted: bool = False

    def content_hash(self) -> str:
        digest = hashlib.sha256()
        for part in (
            self.title,
            self.kind,
            "|".join(self.authors),
            str(self.year),
            self.licence,
            str(self.published),
            str(self.updated),
            str(self.retracted),
        ):
            digest.update(part.encode())
            digest.update(b"\x00")
        for passage in self.passages:
            digest.update(passage_hash(passage.heading, passage.text).encode())
        return digest.hexdigest()


def passage_hash(heading: str, text: str) -> str:
    """Content hash of one passage: what re-grounding compares."""
    return hashlib.sha256(f"{heading}\x00{text}".encode()).hexdigest()


_SLUG = re.compile(r"[^a-z0-9]+")


def slugify(value: str, max_len: int = 80) -> str:
    slug = _SLUG.sub("-", value.lower()).strip("-")
    return slug[:max_len].strip("-") or "x"
