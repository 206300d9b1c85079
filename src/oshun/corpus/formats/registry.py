"""The format registry: a file suffix → the reader that turns such a file into works.

A format may also recognise its files by their first bytes (``sniff``): a PDF, a Word file
or an EPUB is read as what it is whatever its name says, and an HTML page without a suffix
is still found. Suffixes alone decide for text formats, whose content says nothing.

A reader returns every work of its file or raises ``IngestError`` naming the file and line:
a broken file contributes nothing, so nothing partial is ever committed. The built-in
formats register themselves exactly as a plug-in format would: one module that calls
``register(Format(...))`` when imported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from oshun.corpus.records import ParsedWork
from oshun.errors import IngestError

#: ``read(path, max_chars, kind)``: every work of the file, or ``IngestError``.
Reader = Callable[[Path, int, str], list[ParsedWork]]

#: ``sniff(head)``: True when a file starting with these bytes is of the format.
Sniffer = Callable[[bytes], bool]
#: ``stream(path, max_chars, kind)``: works one at a time; a broken record comes as its
#: ``IngestError`` and the stream goes on; a file that cannot be read raises it.
Streamer = Callable[[Path, int, str], Iterator["ParsedWork | IngestError"]]

#: How many leading bytes sniffers see (a zip's first member name lies well within).
SNIFF_BYTES = 2048


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    #: Lower-case suffixes with the dot (each may also be followed by ``.gz``).
    suffixes: tuple[str, ...]
    read: Reader
    #: The kind of work a file of this format holds unless the caller names one.
    default_kind: str
    #: True when a file holds one collection of records with ids of their own (BEIR):
    #: its works are keyed by those ids in a collection named after the file. Otherwise
    #: each file is one work, keyed by its path in the ``files`` collection.
    keyed_records: bool = False
    sniff: Sniffer | None = None
    #: True when the sniffed content outranks the suffix (binary formats with a signature).
    #: A format whose sniff is weaker (HTML) decides only for files no suffix names.
    sniff_wins: bool = False
    #: True when ingest keeps a copy of the file in the data directory (``corpus.originals``)
    #: so the reader can link to it (a PDF opened at a passage's page).
    keeps_original: bool = False
    #: Reads a big file one record at a time (``Streamer``): ingest then commits it in
    #: batches instead of parsing it whole first.
    stream: Streamer | None = None


_FORMATS: dict[str, Format] = {}

#: What a file no reader knows is told.
UNSUPPORTED = (
    "unsupported format (use .txt, .md, .jsonl — optionally gzipped — .pdf, .html, .docx, .epub)"
)


def register(fmt: Format) -> Format:
    """Make ``fmt`` the reader of its suffixes (a later registration wins)."""
    for suffix in fmt.suffixes:
        _FORMATS[suffix.lower()] = fmt
    return fmt


def register_document(
    name: str,
    suffix: str,
    parse: Callable[[Path, int, str], ParsedWork],
    default_kind: str,
    sniff: Sniffer,
    *,
    keeps_original: bool = False,
) -> Format:
    """Register a binary document format: one work a file, its signature outranking the suffix."""
    return register(
        Format(
            name,
            (suffix,),
            lambda path, max_chars, kind: [parse(path, max_chars, kind)],
            default_kind,
            sniff=sniff,
            sniff_wins=True,
            keeps_original=keeps_original,
        )
    )


def base_suffix(path: Path) -> str:
    """The format suffix of ``path``, looking through a trailing ``.gz``."""
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    return suffixes[-1] if suffixes else ""


def _head(path: Path) -> bytes:
    try:
        with path.open("rb") as handle:
            return handle.read(SNIFF_BYTES)
    except OSError:
        return b""


def format_of(path: Path) -> Format | None:
    """The format of ``path``: a signature in its content, else its suffix, else a weaker
    content match; None when no reader knows the file."""
    by_suffix = _FORMATS.get(base_suffix(path))
    sniffers = [f for f in dict.fromkeys(_FORMATS.values()) if f.sniff is not None]
    if not sniffers or (by_suffix is not None and not path.is_file()):
        return by_suffix
    head = _head(path) if path.is_file() else b""
    if not head:
        return by_suffix
    for fmt in sniffers:
        if fmt.sniff_wins and fmt.sniff is not None and fmt.sniff(head):
            return fmt
    if by_suffix is not None:
        return by_suffix
    for fmt in sniffers:
        if not fmt.sniff_wins and fmt.sniff is not None and fmt.sniff(head):
            return fmt
    return None


def is_supported(path: Path) -> bool:
    return format_of(path) is not None


def supported_suffixes() -> tuple[str, ...]:
    return tuple(_FORMATS)
