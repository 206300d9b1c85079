"""The Sources page (/sources, signed in): your sets and works, uploads and their progress.

The page is rendered with what there is now; its script (``static/sources.js``) uploads
through ``POST /v1/sources/uploads``, polls ``GET /v1/sources/uploads`` while a job is queued
or working, and deletes through ``DELETE /v1/sources/works/{id}`` (``api_sources``).
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from oshun.corpus import uploads
from oshun.deps import CurrentUser, ServicesDep
from oshun.web import states
from oshun.web.api_sources import JobResponse, sources_of
from oshun.web.pages import render
from oshun.web.urls import path, url_for

router = APIRouter(include_in_schema=False)


@router.get(path("sources"), response_class=HTMLResponse)
def sources_page(request: Request, user: CurrentUser, services: ServicesDep) -> HTMLResponse:
    sources = sources_of(services, user)
    jobs = [JobResponse.of(job) for job in uploads.list_jobs(services.db, user.id, limit=20)]
    return render(
        request,
        "sources.html",
        user=user,
        sets=sources.sets,
        works=sources.works,
        jobs=jobs,
        set_names={s.id: s.name for s in sources.sets},
        max_bytes=services.settings.upload_max_bytes,
        routes={
            "uploads": url_for("sources_uploads"),
            "works": url_for("sources_works"),
            "sets": url_for("sources_sets"),
        },
        state_labels=states.labels_json(),
    )
