"""Markdown (``.md``): split at headings, then paragraphs; the first heading is the title."""

from __future__ import annotations

import re
from pathlib import Path

from oshun.corpus.formats.registry import Format, register
from oshun.corpus.formats.text import _passages, read_text
from oshun.corpus.records import ParsedWork
from oshun.errors import IngestError

MARKDOWN_SUFFIXES = (".md", ".markdown")

_MD_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$", re.MULTILINE)


def parse_markdown(path: Path, max_chars: int, kind: str = "note") -> ParsedWork:
    """A Markdown file: split at headings, then paragraphs. The first heading is the title."""
    text = read_text(path)
    headings = list(_MD_HEADING.finditer(text))
    title = headings[0].group(2).strip() if headings else path.stem.replace("_", " ")
    sections: list[tuple[str, int, int]] = [("", 0, headings[0].start() if headings else len(text))]
    for index, match in enumerate(headings):
        end = headings[index + 1].start() if index + 1 < len(headings) else len(text)
        sections.append((match.group(2).strip(), match.end(), end))
    passages = _passages(text, sections, max_chars)
    if not passages:
        raise IngestError(str(path), "no text to ingest (headings only)")
    return ParsedWork(
        external_id=path.name, title=title[:300], kind=kind, passages=passages, source=str(path)
    )


register(
    Format(
        "markdown",
        MARKDOWN_SUFFIXES,
        lambda path, max_chars, kind: [parse_markdown(path, max_chars, kind)],
        "note",
    )
)
