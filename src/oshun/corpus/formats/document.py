"""What the rich-document readers (PDF, HTML, DOCX, EPUB) share.

Each of them turns its file into a sequence of blocks — headings, paragraphs, pages — and
``DocumentText`` lays those out as one extracted text, remembering each section's span, so a
passage is always ``text[char_start:char_end]`` of that text and keeps its heading or page.
The limits here keep a hostile file bounded: a zip member that inflates to gigabytes is
refused from its declared size before a byte is inflated (``zipfile`` never reads past it).
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from oshun.corpus.formats.text import split_passages
from oshun.corpus.records import ParsedPassage, ParsedWork
from oshun.errors import IngestError

#: A single member of a DOCX or EPUB may inflate to at most this many bytes …
ZIP_MEMBER_MAX_BYTES = 64 * 1024 * 1024
#: … and all members together to at most this many.
ZIP_TOTAL_MAX_BYTES = 256 * 1024 * 1024
#: An archive with more members than this is not a document.
ZIP_MAX_MEMBERS = 5_000
#: Extracted text beyond this many characters is refused (a 2,000-page book is ~5 M).
TEXT_MAX_CHARS = 20_000_000

_SPACES = re.compile(r"[ \t\r\f\v\u00a0]+")
_BLANK_LINES = re.compile(r"\n\s*\n+")


def clean(text: str) -> str:
    """Collapse runs of spaces and blank lines; keep single line breaks."""
    text = _SPACES.sub(" ", text.replace("\u00ad", ""))
    lines = [line.strip() for line in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


@dataclass(slots=True)
class DocumentText:
    """The extracted text of one document, built block by block."""

    path: str
    parts: list[str] = field(default_factory=list)
    length: int = 0
    #: (heading, start, end, page) of each section, in order.
    sections: list[tuple[str, int, int, int | None]] = field(default_factory=list)
    _heading: str = ""
    _page: int | None = None

    def heading(self, title: str) -> None:
        """Start a new section: later paragraphs carry this heading."""
        title = clean(title).replace("\n", " ")
        if title:
            self._heading = title[:300]
            self._open()

    def page(self, number: int, label: str) -> None:
        """Start a new page (PDF): later paragraphs carry its number and label."""
        self._page = number
        self._heading = label
        self._open()

    def paragraph(self, text: str) -> None:
        text = clean(text)
        if not text:
            return
        if not self.sections:
            self._open()
        if self.length:
            self.parts.append("\n\n")
            self.length += 2
        self.parts.append(text)
        self.length += len(text)
        if self.length > TEXT_MAX_CHARS:
            raise IngestError(self.path, f"more than {TEXT_MAX_CHARS:,} characters of text")
        heading, start, _end, page = self.sections[-1]
        if start < 0:
            start = self.length - len(text)
        self.sections[-1] = (heading, start, self.length, page)

    def _open(self) -> None:
        if self.sections and self.sections[-1][1] < 0:
            self.sections.pop()  # a heading with nothing under it yet
        self.sections.append((self._heading, -1, -1, self._page))

    def text(self) -> str:
        return "".join(self.parts)

    def passages(self, max_chars: int) -> list[ParsedPassage]:
        """The passages of every section, split at paragraphs up to ``max_chars``."""
        text = self.text()
        passages = []
        for heading, start, end, page in self.sections:
            if start < 0:
                continue
            for p_start, p_end in split_passages(text, start, end, max_chars):
                passages.append(
                    ParsedPassage(text[p_start:p_end], heading, p_start, p_end, page=page)
                )
        return passages


def open_zip(path: Path, what: str) -> zipfile.ZipFile:
    """Open a DOCX or EPUB, refusing archives that would inflate beyond the limits."""
    try:
        archive = zipfile.ZipFile(path)
    except (OSError, zipfile.BadZipFile, ValueError) as exc:
        raise IngestError(str(path), f"not a readable {what} (broken zip: {exc})") from exc
    members = archive.infolist()
    total = sum(info.file_size for info in members)
    biggest = max((info.file_size for info in members), default=0)
    if len(members) > ZIP_MAX_MEMBERS:
        archive.close()
        raise IngestError(
            str(path), f"{what} has {len(members):,} members (limit {ZIP_MAX_MEMBERS:,})"
        )
    if biggest > ZIP_MEMBER_MAX_BYTES or total > ZIP_TOTAL_MAX_BYTES:
        archive.close()
        raise IngestError(
            str(path),
            f"{what} would inflate to {total:,} bytes (limits: {ZIP_MEMBER_MAX_BYTES:,} per "
            f"member, {ZIP_TOTAL_MAX_BYTES:,} in all); refused as a possible zip bomb",
        )
    return archive


def read_member(archive: zipfile.ZipFile, name: str, path: Path) -> bytes:
    try:
        return archive.read(name)
    except KeyError as exc:
        raise IngestError(str(path), f"missing {name}") from exc
    except (OSError, zipfile.BadZipFile, ValueError, EOFError) as exc:
        raise IngestError(str(path), f"cannot read {name}: {exc}") from exc


_DATE = re.compile(r"(\d{4})(?:-?(\d{2}))?(?:-?(\d{2}))?")


def parse_date(value: object) -> date | None:
    """A date from metadata: a ``datetime``, ``D:20240131…`` (PDF) or ISO ``2024-01-31…``."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if not isinstance(value, str):
        return None
    match = _DATE.search(value.strip().removeprefix("D:"))
    if not match:
        return None
    year, month, day = match.group(1), match.group(2) or "01", match.group(3) or "01"
    try:
        found = date(int(year), int(month), int(day))
    except ValueError:
        return None
    return found if 1000 < found.year < 3000 else None


def split_authors(value: object) -> list[str]:
    """Authors from a metadata field: ``"A; B"``, ``"A and B"``, or a list of names."""
    if isinstance(value, list | tuple):
        names = [str(v) for v in value]
    elif isinstance(value, str):
        names = re.split(r"\s*;\s*|\s+and\s+|\s*&\s*", value)
    else:
        return []
    return [clean(name) for name in names if clean(name)][:20]


def year_of(*dates: date | None) -> int | None:
    return next((d.year for d in dates if d is not None), None)


def file_work(
    path: Path,
    kind: str,
    passages: list[ParsedPassage],
    *,
    title: str,
    authors: list[str],
    published: date | None,
    updated: date | None,
) -> ParsedWork:
    """One file's work, keyed by its file name and titled by its metadata or else its name."""
    return ParsedWork(
        external_id=path.name,
        title=(title or path.stem.replace("_", " "))[:300],
        kind=kind,
        passages=passages,
        authors=authors,
        year=year_of(published, updated),
        source=str(path),
        published=published,
        updated=updated,
    )
