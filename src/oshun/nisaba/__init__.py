"""Nisaba, the library: ingest → records → index → search and reader."""

from oshun.nisaba.ingest import IngestReport, ingest_paths, ingest_works, reindex
from oshun.nisaba.library import Nisaba, PassageRecord, SearchHit, reader_href

__all__ = [
    "IngestReport",
    "Nisaba",
    "PassageRecord",
    "SearchHit",
    "ingest_paths",
    "ingest_works",
    "reader_href",
    "reindex",
]
