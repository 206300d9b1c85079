"""The format registry: a file suffix → the reader that turns such a file into works.

A reader returns every work of its file or raises ``IngestError`` naming the file and line:
a broken file contributes nothing, so nothing partial is ever committed. The built-in
formats register themselves exactly as a plug-in format would: one module that calls
``register(Format(...))`` when imported.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from oshun.corpus.records import ParsedWork

#: ``read(path, max_chars, kind)``: every work of the file, or ``IngestError``.
Reader = Callable[[Path, int, str], list[ParsedWork]]


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


_FORMATS: dict[str, Format] = {}


def register(fmt: Format) -> Format:
    """Make ``fmt`` the reader of its suffixes (a later registration wins)."""
    for suffix in fmt.suffixes:
        _FORMATS[suffix.lower()] = fmt
    return fmt


def base_suffix(path: Path) -> str:
    """The format suffix of ``path``, looking through a trailing ``.gz``."""
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    return suffixes[-1] if suffixes else ""


def format_of(path: Path) -> Format | None:
    """The registered format of ``path``, or None when no reader knows its suffix."""
    return _FORMATS.get(base_suffix(path))


def is_supported(path: Path) -> bool:
    return format_of(path) is not None


def supported_suffixes() -> tuple[str, ...]:
    return tuple(_FORMATS)
