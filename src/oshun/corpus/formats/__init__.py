"""Source formats: a registry from file suffix to reader, and the built-in readers.

Importing this package registers plain text, Markdown, BEIR JSONL, PDF, HTML, DOCX and EPUB;
another format is one more module that calls ``register(Format(...))``.
"""

from oshun.corpus.formats import beir, docx, epub, html, markdown, pdf, text
from oshun.corpus.formats.beir import collection_name, parse_beir_jsonl
from oshun.corpus.formats.markdown import parse_markdown
from oshun.corpus.formats.registry import (
    UNSUPPORTED,
    Format,
    base_suffix,
    format_of,
    is_supported,
    register,
    supported_suffixes,
)
from oshun.corpus.formats.text import parse_plain_text, read_text, split_passages

__all__ = [
    "UNSUPPORTED",
    "Format",
    "base_suffix",
    "beir",
    "collection_name",
    "docx",
    "epub",
    "format_of",
    "html",
    "is_supported",
    "markdown",
    "parse_beir_jsonl",
    "parse_markdown",
    "parse_plain_text",
    "pdf",
    "read_text",
    "register",
    "split_passages",
    "supported_suffixes",
    "text",
]
