"""EPUB (``.epub``, or a zip whose first member says ``application/epub+zip``).

The chapters are read in spine order, each by the HTML reader; a chapter's ``<title>``
heads its passages until the chapter's own headings take over. Title, authors and dates
come from the package document (``dc:title``, ``dc:creator``, ``dc:date``,
``dcterms:modified``). The archive is checked before anything inflates (see ``document``).
"""

from __future__ import annotations

import posixpath
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import unquote

from oshun.corpus.formats.document import (
    DocumentText,
    clean,
    file_work,
    open_zip,
    parse_date,
    read_member,
)
from oshun.corpus.formats.html import decode_html, extract_html
from oshun.corpus.formats.registry import register_document
from oshun.corpus.records import ParsedWork
from oshun.errors import IngestError

_NS = {
    "c": "urn:oasis:names:tc:opendocument:xmlns:container",
    "opf": "http://www.idpf.org/2007/opf",
    "dc": "http://purl.org/dc/elements/1.1/",
}
_CHAPTER_TYPES = {"application/xhtml+xml", "text/html", "application/x-dtbook+xml"}


def sniff_epub(head: bytes) -> bool:
    return head.startswith(b"PK\x03\x04") and b"mimetypeapplication/epub+zip" in head[:100]


def _xml(data: bytes, name: str, path: Path) -> ET.Element:
    try:
        return ET.fromstring(data)
    except ET.ParseError as exc:
        raise IngestError(str(path), f"broken XML in {name} ({exc})") from exc


def parse_epub(path: Path, max_chars: int, kind: str = "book") -> ParsedWork:
    with open_zip(path, "EPUB") as archive:
        container = _xml(
            read_member(archive, "META-INF/container.xml", path), "container.xml", path
        )
        rootfile = container.find(".//c:rootfile", _NS)
        opf_name = rootfile.get("full-path") if rootfile is not None else None
        if not opf_name:
            raise IngestError(str(path), "container.xml names no package document")
        opf = _xml(read_member(archive, opf_name, path), opf_name, path)
        base = posixpath.dirname(opf_name)
        manifest = {
            item.get("id"): item
            for item in opf.iterfind("opf:manifest/opf:item", _NS)
            if item.get("id")
        }
        document = DocumentText(str(path))
        for ref in opf.iterfind("opf:spine/opf:itemref", _NS):
            item = manifest.get(ref.get("idref"))
            if item is None or item.get("media-type") not in _CHAPTER_TYPES:
                continue
            name = posixpath.normpath(posixpath.join(base, unquote(item.get("href") or "")))
            extract_html(
                decode_html(read_member(archive, name, path)), document, chapter_heading=True
            )
    passages = document.passages(max_chars)
    if not passages:
        raise IngestError(str(path), "no text in the book's chapters")
    meta = opf.find("opf:metadata", _NS)
    title = ""
    authors: list[str] = []
    published = updated = None
    if meta is not None:
        title = clean(meta.findtext("dc:title", "", _NS))
        authors = [clean(c.text or "") for c in meta.iterfind("dc:creator", _NS) if c.text]
        published = parse_date(meta.findtext("dc:date", "", _NS))
        for node in meta.iterfind("opf:meta", _NS):
            if node.get("property") == "dcterms:modified":
                updated = parse_date(node.text or "")
    return file_work(
        path,
        kind,
        passages,
        title=title,
        authors=[a for a in authors if a][:20],
        published=published,
        updated=updated,
    )


register_document("epub", ".epub", parse_epub, "book", sniff_epub)
