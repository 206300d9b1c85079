"""JSON routes of Nisaba: search and passages."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from oshun.deps import NisabaDep, OptionalUser, ServicesDep, scope_of
from oshun.web.schemas import ErrorBody, PassageResponse, SearchResponse
from oshun.web.views import reader_view

router = APIRouter(prefix="/v1/nisaba", tags=["nisaba"])


@router.get(
    "/search",
    response_model=SearchResponse,
    response_model_by_alias=True,
    responses={
        404: {"model": ErrorBody, "description": "A source set you may not read."},
        422: {"model": ErrorBody},
        503: {"model": ErrorBody},
    },
)
def search(
    nisaba: NisabaDep,
    services: ServicesDep,
    user: OptionalUser,
    q: Annotated[str, Query(description="Words to search for; any string is safe.")] = "",
    limit: Annotated[
        int | None, Query(ge=1, le=100, description="How many results (1–100).")
    ] = None,
    source_set: Annotated[
        str | None,
        Query(
            alias="sourceSet",
            max_length=64,
            description="Search this source set only (one you may read; 404 otherwise).",
        ),
    ] = None,
) -> SearchResponse:
    """Search over the passages of the source sets you may read (signed out: the shared
    ones)."""
    scope = scope_of(services, user, source_set)
    return SearchResponse.of(nisaba.search_results(q, limit, scope))


@router.get(
    "/passages/{passage_id}",
    response_model=PassageResponse,
    response_model_by_alias=True,
    responses={404: {"model": ErrorBody}},
)
def passage(
    nisaba: NisabaDep,
    services: ServicesDep,
    user: OptionalUser,
    passage_id: str,
    locator: Annotated[str | None, Query(description="Text to find in the passage.")] = None,
) -> PassageResponse:
    """One passage with its work's metadata; with ``locator``, where that text lies in it.
    A passage of a source set you may not read is a 404, like one that does not exist."""
    scope = scope_of(services, user)
    return reader_view(nisaba, passage_id, locator, None, scope).as_response()
