"""The Sophia room: /sophia (signed-in). The page asks POST /v1/sophia/answer from the browser."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse

from oshun.corpus.sets import readable_sets
from oshun.deps import CurrentUser, ServicesDep, SettingsDep
from oshun.web import states
from oshun.web.pages import render
from oshun.web.urls import path

router = APIRouter(include_in_schema=False)


@router.get(path("sophia"), response_class=HTMLResponse)
def sophia_page(
    request: Request,
    user: CurrentUser,
    settings: SettingsDep,
    services: ServicesDep,
    q: Annotated[str, Query(description="Ask this at once (the Search hand-off).")] = "",
    source_set: Annotated[str, Query(alias="sourceSet", max_length=64)] = "",
) -> HTMLResponse:
    return render(
        request,
        "sophia.html",
        user=user,
        query=q[: settings.query_max_chars],
        max_chars=settings.query_max_chars,
        state_labels=states.labels_json(),
        source_sets=readable_sets(services.db, user.id),
        source_set=source_set,
    )
