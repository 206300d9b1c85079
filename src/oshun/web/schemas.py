"""Request and response schemas of the JSON API (camelCase on the wire)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Annotated

from pydantic import AfterValidator, Field

from oshun.retrieval.search import PassageRecord, SearchHit, SearchResults
from oshun.web.snippets import snippet_html
from oshun.web.urls import reader_href
from oshun.wire import WireModel


def _aware(value: datetime) -> datetime:
    # SQLite hands back naive datetimes; every stored time is UTC, so say so on the wire.
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


#: A datetime sent with its UTC offset (``2026-11-30T06:00:00Z``), as the schema promises.
UtcDatetime = Annotated[datetime, AfterValidator(_aware)]


class ApiModel(WireModel):
    """Every JSON body of the API (the wire convention of ``oshun.wire``)."""


class ErrorBody(ApiModel):
    error: str = Field(description="Short machine-readable error name.")
    detail: str = Field(description="What went wrong, for a person.")


class SearchResult(ApiModel):
    id: str = Field(description="Passage id (stable).")
    work_id: str
    title: str = Field(description="Title of the work the passage belongs to.")
    heading: str = Field(description="Section heading of the passage, if any.")
    kind: str = Field(description="Kind of work: article, reference, book, web or note.")
    weight: float = Field(description="Witness weight of the work's kind.")
    score: float = Field(description="Ranking score: fused (hybrid search) or BM25.")
    bm25: float = Field(description="BM25 score; 0 when BM25 did not rank the passage.")
    dense: float | None = Field(
        description="Cosine similarity of the passage to the query; null while search is BM25."
    )
    rank: int
    snippet: str = Field(description="HTML-escaped excerpt with matches in <mark>.")
    href: str = Field(description="Reader link.")

    @classmethod
    def of(cls, hit: SearchHit, query_terms: Iterable[str]) -> SearchResult:
        """A shown hit: its passage's fields, its snippet for ``query_terms``, its link."""
        p = hit.passage
        return cls.model_validate(
            {
                **dict(p),
                "score": round(hit.score, 4),
                "bm25": round(hit.bm25, 4),
                "dense": None if hit.dense is None else round(hit.dense, 4),
                "rank": hit.rank,
                "snippet": snippet_html(p.text, set(query_terms)),
                "href": reader_href(p.id),
            }
        )


class SearchResponse(ApiModel):
    query: str
    limit: int
    corpus_version: str | None
    source_set: str | None = Field(
        default=None, description="The source set searched; null: every set you may read."
    )
    results: list[SearchResult]

    @classmethod
    def of(cls, search: SearchResults) -> SearchResponse:
        return cls(
            query=search.query,
            limit=search.limit,
            corpus_version=search.corpus_version,
            source_set=search.scope.named if search.scope else None,
            results=[SearchResult.of(hit, search.terms) for hit in search.hits],
        )


class PassageResponse(PassageRecord):
    """A passage as the API serves it: the passage record, plus where a locator lies in it."""

    locator: str | None = Field(default=None, description="The locator asked for, if any.")
    locator_found: bool | None = Field(
        default=None, description="Whether the locator occurs in the current text."
    )
    locator_start: int | None = None
    locator_end: int | None = None

    @classmethod
    def of(
        cls, record: PassageRecord, locator: str | None = None, span: tuple[int, int] | None = None
    ) -> PassageResponse:
        return cls.model_validate(
            {
                **dict(record),
                "locator": locator,
                "locator_found": None if locator is None else span is not None,
                "locator_start": span[0] if span else None,
                "locator_end": span[1] if span else None,
            }
        )


class VectorsHealth(ApiModel):
    state: str = Field(description="off, no_index, embedding, ready or unavailable.")
    embedded: int = Field(description="Passages of the live index that have their vector.")
    total: int = Field(description="Passages in the live index.")
    model: str = Field(description="Model id of the vectors (name@sha256 prefix).")
    label: str = Field(description="The same for a person, e.g. 'embedded 12000/33469; …'.")


class HealthResponse(ApiModel):
    status: str
    works: int
    passages: int
    corpus_version: str | None
    index: str = Field(description="'ok', or why search is unavailable.")
    vectors: VectorsHealth = Field(description="How far hybrid (dense) search is.")
