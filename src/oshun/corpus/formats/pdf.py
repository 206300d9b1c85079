"""PDF (``.pdf``, or any file starting ``%PDF-``): one passage group per page, via pypdf.

Every passage keeps its page (``page``, 1-based, the number a viewer's ``#page=N`` opens)
and its heading says so ("page 12"), so each surface that shows a heading shows the page.
Title, authors and dates come from the document information dictionary, or its XMP.
A PDF that cannot be used says why, naming the file: encrypted (password needed), no text
layer (a scan; OCR is not supported), too many pages, or broken. Pages are read one at a
time and the run stops at ``PDF_MAX_PAGES`` or ``PDF_MAX_SECONDS``, so a huge file stays
bounded; pypdf itself caps how far one content stream may inflate.
"""

from __future__ import annotations

import time
from datetime import date
from pathlib import Path
from typing import Any

from oshun.corpus.formats.document import DocumentText, clean, file_work, parse_date, split_authors
from oshun.corpus.formats.registry import register_document
from oshun.corpus.records import ParsedWork
from oshun.errors import IngestError

#: A PDF with more pages than this is refused (say which, so it can be split).
PDF_MAX_PAGES = 3_000
#: Reading one PDF's text stops with an error after this many seconds.
PDF_MAX_SECONDS = 300.0

_JUNK_TITLE_PREFIXES = ("Microsoft Word - ", "Microsoft PowerPoint - ")


def sniff_pdf(head: bytes) -> bool:
    return b"%PDF-" in head[:1024]


def _open(path: Path) -> Any:
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, PyPdfError

    try:
        with path.open("rb") as handle:
            head = handle.read(1024)
    except OSError as exc:
        raise IngestError(str(path), f"cannot read file: {exc}") from exc
    if not sniff_pdf(head):
        raise IngestError(str(path), "not a PDF (no %PDF- header)")
    try:
        reader = PdfReader(path, strict=False)
        if reader.is_encrypted:
            try:
                opened = reader.decrypt("")
            except (DependencyError, NotImplementedError) as exc:
                raise IngestError(str(path), f"encrypted PDF; cannot decrypt ({exc})") from exc
            if not opened:
                raise IngestError(str(path), "encrypted PDF (needs a password); skipped")
        len(reader.pages)  # parses the page tree: a broken one fails here
    except IngestError:
        raise
    except (PyPdfError, OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise IngestError(str(path), f"not a readable PDF ({type(exc).__name__}: {exc})") from exc
    return reader


def _metadata(reader: Any) -> tuple[str, list[str], date | None, date | None]:
    title, authors, published, updated = "", [], None, None
    try:
        info = reader.metadata or {}
        title = clean(str(info.get("/Title") or "")).replace("\n", " ")
        authors = split_authors(str(info.get("/Author") or ""))
        published = parse_date(str(info.get("/CreationDate") or ""))
        updated = parse_date(str(info.get("/ModDate") or ""))
    except Exception:  # a broken info dictionary only loses metadata
        pass
    if not (title and authors and published):
        try:
            xmp = reader.xmp_metadata
            if xmp is not None:
                title = title or clean(next(iter((xmp.dc_title or {}).values()), ""))
                authors = authors or split_authors(list(xmp.dc_creator or []))
                published = published or parse_date(xmp.xmp_create_date)
                updated = updated or parse_date(xmp.xmp_modify_date)
        except Exception:  # XMP is optional and often malformed
            pass
    for prefix in _JUNK_TITLE_PREFIXES:
        title = title.removeprefix(prefix)
    return title, authors, published, updated


def parse_pdf(path: Path, max_chars: int, kind: str = "reference") -> ParsedWork:
    reader = _open(path)
    pages = len(reader.pages)
    if pages > PDF_MAX_PAGES:
        raise IngestError(str(path), f"PDF has {pages:,} pages (limit {PDF_MAX_PAGES:,}); split it")
    document = DocumentText(str(path))
    started = time.monotonic()
    for number in range(1, pages + 1):
        if time.monotonic() - started > PDF_MAX_SECONDS:
            raise IngestError(
                str(path), f"reading stopped at page {number} after {PDF_MAX_SECONDS:.0f} s"
            )
        try:
            text = reader.pages[number - 1].extract_text() or ""
        except Exception as exc:  # pypdf raises many kinds on broken pages
            raise IngestError(str(path), f"page {number} is unreadable ({exc})") from exc
        document.page(number, f"page {number}")
        for block in text.replace("\r", "\n").split("\n\n"):
            document.paragraph(block)
    passages = document.passages(max_chars)
    if not passages:
        raise IngestError(
            str(path), f"no text layer in {pages} page(s) (a scan?); OCR is not supported"
        )
    title, authors, published, updated = _metadata(reader)
    return file_work(
        path, kind, passages, title=title, authors=authors, published=published, updated=updated
    )


register_document("pdf", ".pdf", parse_pdf, "reference", sniff_pdf, keeps_original=True)
