"""HTML (``.html``, ``.htm``, ``.xhtml``, or a file starting ``<html``): the main text only.

The main text is the page's ``<article>``, else ``<main>``, else its body without the
navigation, asides, forms and page header and footer. Headings ``<h1>``–``<h6>`` start
sections that their passages carry; block elements are paragraphs. Title, authors and dates
come from ``<title>`` and the usual ``<meta>`` tags (``author``, ``article:published_time``,
``article:modified_time``, Dublin Core). The walker is iterative, so deep nesting is safe.
EPUB chapters are read by the same ``extract_html``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from oshun.corpus.formats.document import (
    DocumentText,
    clean,
    file_work,
    parse_date,
    split_authors,
)
from oshun.corpus.formats.registry import Format, register
from oshun.corpus.records import ParsedWork
from oshun.errors import IngestError

HTML_SUFFIXES = (".html", ".htm", ".xhtml")
#: An HTML file larger than this is refused.
HTML_MAX_BYTES = 50 * 1024 * 1024

_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
_SKIP = {
    "script", "style", "noscript", "template", "nav", "aside", "form", "button", "select",
    "svg", "iframe", "object", "head", "title", "meta", "link",
}  # fmt: skip
_PAGE_CHROME = {"header", "footer"}
_BLOCKS = {
    "p", "div", "li", "ul", "ol", "pre", "blockquote", "table", "tr", "dd", "dt", "dl",
    "section", "article", "main", "figure", "figcaption", "address", "hr", "body", "tbody",
    "thead", "caption", "details", "summary", "header", "footer",
}  # fmt: skip
_CHARSET = re.compile(rb"""charset\s*=\s*["']?([A-Za-z0-9_\-:.]+)""", re.IGNORECASE)


def sniff_html(head: bytes) -> bool:
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return start.startswith((b"<!doctype html", b"<html")) or b"<html" in start[:1024]


def decode_html(raw: bytes) -> str:
    """UTF-8, else the charset the page declares, else Windows-1252 (never fails)."""
    try:
        return raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        pass
    declared = _CHARSET.search(raw[:4096])
    encoding = declared.group(1).decode("ascii") if declared else "cp1252"
    try:
        return raw.decode(encoding, errors="replace")
    except LookupError:
        return raw.decode("cp1252", errors="replace")


@dataclass(slots=True)
class HtmlMeta:
    title: str = ""
    authors: list[str] = field(default_factory=list)
    published: date | None = None
    updated: date | None = None


def _meta(tree: Any, *names: str) -> str:
    for name in names:
        for attr in ("name", "property"):
            node = tree.css_first(f'meta[{attr}="{name}"]')
            if node is not None and (node.attributes.get("content") or "").strip():
                return str(node.attributes["content"]).strip()
    return ""


def _blocks(root: Any, skip: set[str]) -> Iterator[tuple[str, str]]:
    """("heading" | "text", text) events in document order; "text" "" ends a paragraph."""
    stack: list[tuple[Iterator[Any], bool]] = [(iter(root.iter(include_text=True)), True)]
    buffer: list[str] = []

    def flush() -> Iterator[tuple[str, str]]:
        if buffer:
            yield "text", "".join(buffer)
            buffer.clear()

    while stack:
        children, is_block = stack[-1]
        node = next(children, None)
        if node is None:
            stack.pop()
            if is_block:
                yield from flush()
            continue
        tag = node.tag
        if tag == "-text":
            buffer.append(node.text(deep=False) or "")
        elif tag in skip or tag.startswith("-"):
            continue
        elif tag in _HEADINGS:
            yield from flush()
            yield "heading", node.text(deep=True, separator=" ")
        elif tag == "br":
            buffer.append("\n")
        elif tag in ("td", "th"):
            buffer.append(" ")
            stack.append((iter(node.iter(include_text=True)), False))
        else:
            block = tag in _BLOCKS
            if block:
                yield from flush()
            stack.append((iter(node.iter(include_text=True)), block))
    yield from flush()


def extract_html(html: str, document: DocumentText, *, chapter_heading: bool = False) -> HtmlMeta:
    """Add the page's main text to ``document``; return what its head says about it.

    With ``chapter_heading`` (an EPUB chapter) the page's title heads its first passages."""
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(html)
    title_node = tree.css_first("title")
    meta = HtmlMeta(
        title=_meta(tree, "og:title", "dc.title", "DC.title", "citation_title")
        or clean(title_node.text() if title_node is not None else "").replace("\n", " "),
        authors=split_authors(
            _meta(tree, "author", "article:author", "dc.creator", "DC.creator", "citation_author")
        ),
        published=parse_date(
            _meta(
                tree,
                "article:published_time",
                "dc.date",
                "DC.date",
                "date",
                "citation_publication_date",
                "citation_date",
            )
        ),
        updated=parse_date(_meta(tree, "article:modified_time", "og:updated_time", "dc.modified")),
    )
    root = (
        tree.css_first("article")
        or tree.css_first("main")
        or tree.css_first('[role="main"]')
        or tree.body
    )
    if root is None:
        return meta
    if chapter_heading and meta.title:
        document.heading(meta.title)
    skip = _SKIP | (_PAGE_CHROME if root.tag == "body" else set())
    for kind, text in _blocks(root, skip):
        if kind == "heading":
            document.heading(text)
        else:
            document.paragraph(text)
    return meta


def parse_html(path: Path, max_chars: int, kind: str = "web") -> ParsedWork:
    try:
        size = path.stat().st_size
        if size > HTML_MAX_BYTES:
            raise IngestError(str(path), f"HTML file of {size:,} bytes (limit {HTML_MAX_BYTES:,})")
        raw = path.read_bytes()
    except OSError as exc:
        raise IngestError(str(path), f"cannot read file: {exc}") from exc
    document = DocumentText(str(path))
    meta = extract_html(decode_html(raw), document)
    passages = document.passages(max_chars)
    if not passages:
        raise IngestError(str(path), "no main text in the page")
    first_heading = next((p.heading for p in passages if p.heading), "")
    return file_work(
        path,
        kind,
        passages,
        title=meta.title or first_heading,
        authors=meta.authors,
        published=meta.published,
        updated=meta.updated,
    )


register(
    Format(
        "html",
        HTML_SUFFIXES,
        lambda path, max_chars, kind: [parse_html(path, max_chars, kind)],
        "web",
        sniff=sniff_html,
    )
)
