"""One passage of a library as the search backend returns it, for Sophia's unit tests: only
what a test says about it differs from a blank reference passage."""

from __future__ import annotations

from oshun.retrieval.search import PassageRecord


def passage(
    text: str,
    *,
    heading: str = "",
    title: str = "",
    id: str = "p",
    ordinal: int = 0,
    kind: str = "reference",
) -> PassageRecord:
    return PassageRecord(
        id=id,
        work_id="w",
        ordinal=ordinal,
        heading=heading,
        text=text,
        content_hash="",
        char_start=0,
        char_end=len(text),
        title=title,
        kind=kind,
        weight=1.0,
        authors=(),
        year=None,
        source="",
        licence="",
        published=None,
        updated=None,
        retracted=False,
    )
