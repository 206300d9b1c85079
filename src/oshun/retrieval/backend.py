"""The one interface every search backend offers, and the records that cross it.

A backend turns passages (``IndexDocument``) into a folder it can search, and answers a
query with ranked passage ids (``IndexHit``). Where that folder lives and which one is live
is ``oshun.retrieval.live``'s business, so a backend only knows its own files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Protocol


class IndexHit(NamedTuple):
    # A tuple, not a dataclass: a search builds a hundred of these in its hot loop.
    passage_id: str
    score: float


@dataclass(frozen=True, slots=True)
class IndexDocument:
    passage_id: str
    title: str
    heading: str
    text: str


class SearchIndex(Protocol):
    """What every search backend offers."""

    corpus_version: str

    def search(self, query: str, limit: int) -> list[IndexHit]: ...

    def __len__(self) -> int: ...
