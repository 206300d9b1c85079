"""JSON routes of Nisaba: search and passages."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from oshun.deps import NisabaDep
from oshun.web.schemas import ErrorBody, PassageResponse, SearchResponse
from oshun.web.views import reader_view

router = APIRouter(prefix="/v1/nisaba", tags=["nisaba"])


@router.get(
    "/search",
    response_model=SearchResponse,
    response_model_by_alias=True,
    responses={422: {"model": ErrorBody}, 503: {"model": ErrorBody}},
)
def search(
    nisaba: NisabaDep,
    q: Annotated[str, Query(description="Words to search for; any string is safe.")] = "",
    limit: Annotated[
        int | None, Query(ge=1, le=100, description="How many results (1–100).")
    ] = None,
) -> SearchResponse:
    """BM25 search over the library's passages."""
    return SearchResponse.of(nisaba.search_results(q, limit))


@router.get(
    "/passages/{passage_id}",
    response_model=PassageResponse,
    response_model_by_alias=True,
    responses={404: {"model": ErrorBody}},
)
def passage(
    nisaba: NisabaDep,
    passage_id: str,
    locator: Annotated[str | None, Query(description="Text to find in the passage.")] = None,
) -> PassageResponse:
    """One passage with its work's metadata; with ``locator``, where that text lies in it."""
    return reader_view(nisaba, passage_id, locator, None).as_response()
