"""Word documents (``.docx``, or a zip holding ``word/document.xml``), via python-docx.

Paragraphs and tables in body order; a paragraph styled "Title" or "Heading N" starts a
section its passages carry. Title, authors and dates come from the core properties. The
archive is checked before python-docx opens it, so a zip bomb is refused, not inflated.
"""

from __future__ import annotations

from pathlib import Path

from oshun.corpus.formats.document import (
    DocumentText,
    clean,
    file_work,
    open_zip,
    parse_date,
    split_authors,
)
from oshun.corpus.formats.registry import register_document
from oshun.corpus.records import ParsedWork
from oshun.errors import IngestError


def sniff_docx(head: bytes) -> bool:
    return head.startswith(b"PK\x03\x04") and b"word/" in head


def parse_docx(path: Path, max_chars: int, kind: str = "note") -> ParsedWork:
    import docx
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    open_zip(path, "DOCX").close()
    try:
        doc = docx.Document(str(path))
    except Exception as exc:  # python-docx raises many kinds on broken files
        raise IngestError(str(path), f"not a readable DOCX ({type(exc).__name__}: {exc})") from exc
    document = DocumentText(str(path))
    first_title = ""
    for element in doc.element.body.iterchildren():
        tag = element.tag.rsplit("}", 1)[-1]
        if tag == "p":
            paragraph = Paragraph(element, doc)
            style = (paragraph.style.name if paragraph.style is not None else "") or ""
            if style == "Title" or style.startswith("Heading"):
                first_title = first_title or clean(paragraph.text)
                document.heading(paragraph.text)
            else:
                document.paragraph(paragraph.text)
        elif tag == "tbl":
            for row in Table(element, doc).rows:
                cells = dict.fromkeys(clean(cell.text) for cell in row.cells)
                document.paragraph(" | ".join(c for c in cells if c))
    passages = document.passages(max_chars)
    if not passages:
        raise IngestError(str(path), "no text in the document")
    props = doc.core_properties
    published = parse_date(props.created)
    updated = parse_date(props.modified)
    title = clean(props.title or "") or first_title or path.stem.replace("_", " ")
    return file_work(
        path,
        kind,
        passages,
        title=title.replace("\n", " "),
        authors=split_authors(props.author or ""),
        published=published,
        updated=updated,
    )


register_document("docx", ".docx", parse_docx, "note", sniff_docx)
