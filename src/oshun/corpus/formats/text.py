"""Plain text (``.txt``): split at chapter headings, then paragraphs.

Also the helpers every reader shares: ``read_text`` (UTF-8, errors name the line) and
``split_passages`` (whole paragraphs grouped up to the passage size).
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterator
from pathlib import Path

from oshun.corpus.formats.registry import Format, register
from oshun.corpus.records import ParsedPassage, ParsedWork
from oshun.errors import IngestError
from oshun.sentences import split_sentences

#: File suffixes read as plain text (optionally followed by ``.gz``).
TEXT_SUFFIXES = (".txt", ".text")

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_CLAUSE_END = re.compile(r";(?=\s)(?!.*;\s)", re.DOTALL)
_CHAPTER = re.compile(
    r"^[ \t]*(?:CHAPTER|Chapter|VOLUME|Volume|BOOK|Book|PART|Part)[ \t]+"
    r"(?:[IVXLCDM]+|\d+|[A-Z][a-z]+)\b[^\n]{0,80}$",
    re.MULTILINE,
)
_BY_LINE = re.compile(r"^\s*by\s+(.{3,80}?)\s*(?:\((\d{4})\))?\s*$", re.IGNORECASE | re.MULTILINE)
_YEAR_LINE = re.compile(r"^\s*\((\d{4})\)\s*$", re.MULTILINE)


def read_text(path: Path) -> str:
    """The file's text as UTF-8; undecodable bytes are an ``IngestError`` with the line."""
    try:
        raw = (
            gzip.decompress(path.read_bytes())
            if path.suffix.lower() == ".gz"
            else path.read_bytes()
        )
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        raise IngestError(str(path), f"cannot read file: {exc}") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise IngestError(str(path), f"not valid UTF-8 (byte {exc.start})", line) from exc
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise IngestError(str(path), "file is empty")
    return text


# ── splitting ────────────────────────────────────────────────────────────────────────────────


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _paragraph_spans(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    cursor = start
    for match in _PARAGRAPH_BREAK.finditer(text, start, end):
        span = _trimmed(text, cursor, match.start())
        if span[0] < span[1]:
            yield span
        cursor = match.end()
    span = _trimmed(text, cursor, end)
    if span[0] < span[1]:
        yield span


def _split_long(text: str, start: int, end: int, max_chars: int) -> Iterator[tuple[int, int]]:
    """Split one over-long paragraph at sentence ends (the answer engine's sentences, so a
    passage never starts mid-sentence), a sentence longer than the maximum at a clause end
    (``;``), else at whitespace."""
    cuts = [start + span.end for span in split_sentences(text[start:end])]
    piece_start = start
    last_cut = start
    for cut in [*cuts, end]:
        if cut - piece_start > max_chars and last_cut > piece_start:
            yield _trimmed(text, piece_start, last_cut)
            piece_start = last_cut
        last_cut = cut
        while last_cut - piece_start > max_chars:  # one sentence longer than the maximum
            limit = piece_start + max_chars
            clause = _CLAUSE_END.search(text, piece_start + max_chars // 2, limit)
            hard = clause.end() if clause else text.rfind(" ", piece_start + 1, limit)
            hard = hard if hard > piece_start else piece_start + max_chars
            yield _trimmed(text, piece_start, hard)
            piece_start = hard
    if piece_start < end:
        span = _trimmed(text, piece_start, end)
        if span[0] < span[1]:
            yield span


def split_passages(text: str, start: int, end: int, max_chars: int) -> list[tuple[int, int]]:
    """Spans of ``text[start:end]``: whole paragraphs grouped up to ``max_chars``."""
    pieces: list[tuple[int, int]] = []
    for p_start, p_end in _paragraph_spans(text, start, end):
        if p_end - p_start > max_chars:
            pieces.extend(_split_long(text, p_start, p_end, max_chars))
        else:
            pieces.append((p_start, p_end))
    grouped: list[tuple[int, int]] = []
    for piece in pieces:
        if grouped and piece[1] - grouped[-1][0] <= max_chars:
            grouped[-1] = (grouped[-1][0], piece[1])
        else:
            grouped.append(piece)
    return grouped


def _passages(
    text: str, sections: list[tuple[str, int, int]], max_chars: int
) -> list[ParsedPassage]:
    passages = []
    for heading, start, end in sections:
        for p_start, p_end in split_passages(text, start, end, max_chars):
            passages.append(ParsedPassage(text[p_start:p_end], heading, p_start, p_end))
    return passages


# ── plain text and Markdown ──────────────────────────────────────────────────────────────────


def _title_case(line: str) -> str:
    line = line.strip().strip("#").strip()
    return line.title() if line.isupper() else line


def parse_plain_text(path: Path, max_chars: int, kind: str = "book") -> ParsedWork:
    """A plain-text file: split at chapter headings, then paragraphs."""
    text = read_text(path)
    head = text[:1500]
    first_line = next(line for line in text.splitlines() if line.strip())
    authors: list[str] = []
    year: int | None = None
    by = _BY_LINE.search(head)
    if by:
        authors = [by.group(1).strip()]
        year = int(by.group(2)) if by.group(2) else None
    year_line = _YEAR_LINE.search(head)
    if year is None and year_line:
        year = int(year_line.group(1))
    chapters = list(_CHAPTER.finditer(text))
    sections: list[tuple[str, int, int]] = []
    if chapters:
        # Front matter (title page, preface) before the first chapter is kept too.
        sections.append(("", 0, chapters[0].start()))
        for index, match in enumerate(chapters):
            end = chapters[index + 1].start() if index + 1 < len(chapters) else len(text)
            sections.append((match.group().strip(), match.end(), end))
    else:
        sections.append(("", 0, len(text)))
    passages = _passages(text, sections, max_chars)
    if not passages:
        raise IngestError(str(path), "no text to ingest")
    return ParsedWork(
        external_id=path.name,
        title=_title_case(first_line)[:300] or path.stem,
        kind=kind,
        passages=passages,
        authors=authors,
        year=year,
        source=str(path),
    )


register(
    Format(
        "text",
        TEXT_SUFFIXES,
        lambda path, max_chars, kind: [parse_plain_text(path, max_chars, kind)],
        "book",
    )
)
