"""HTML pages: home, search results and the Nisaba reader."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import FileResponse, HTMLResponse
from jinja2 import Environment, FileSystemLoader, select_autoescape

from oshun.corpus import originals
from oshun.deps import NisabaDep, ServicesDep
from oshun.errors import InvalidInput, NotFound, SearchUnavailable
from oshun.web import states
from oshun.web.card import card_json
from oshun.web.evidence import evidence_status
from oshun.web.schemas import SearchResponse, SearchResult
from oshun.web.urls import (
    is_protected,
    parse_reader_path,
    path,
    reader_href,
    resume_path,
    signin_url,
    url_for,
)
from oshun.web.views import reader_view

router = APIRouter(include_in_schema=False)

templates = Environment(
    loader=FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    trim_blocks=True,
    lstrip_blocks=True,
)
# Links in templates come from the named routes too.
templates.globals.update(
    url_for=url_for,
    reader_href=reader_href,
    resume_path=resume_path,
    state_label=states.state_label,
    labels_json=states.labels_json,
    card_json=card_json,
)


def render(request: Request, name: str, status_code: int = 200, **context: Any) -> HTMLResponse:
    body = templates.get_template(name).render(request=request, **context)
    return HTMLResponse(body, status_code=status_code)


class SitePages:
    """This site's pages as the shell sees them (``oshun.shell.middleware.Pages``)."""

    is_protected = staticmethod(is_protected)
    signin_url = staticmethod(signin_url)

    def refusal(self, request: Request, detail: str) -> HTMLResponse:
        return render(
            request, "error.html", status_code=403, title="Request refused", detail=detail
        )


@router.get(path("home"), response_class=HTMLResponse)
def home(request: Request, nisaba: NisabaDep) -> HTMLResponse:
    return render(request, "home.html", stats=nisaba.stats())


@router.get(path("search"), response_class=HTMLResponse)
def search_page(
    request: Request, services: ServicesDep, q: Annotated[str, Query()] = ""
) -> HTMLResponse:
    results: list[SearchResult] = []
    problem = None
    status = 200
    try:
        results = SearchResponse.of(services.nisaba.search_results(q)).results
    except InvalidInput as exc:
        problem, status = str(exc), 422
    except SearchUnavailable as exc:
        problem, status = f"Search is unavailable: {exc}", 503
    evidence = evidence_status(services, q) if results else None
    return render(
        request,
        "search.html",
        status_code=status,
        query=q,
        results=results,
        problem=problem,
        evidence=evidence,
    )


@router.get(path("original"))
def original_file(work_id: str, services: ServicesDep) -> FileResponse:
    """A work's kept original (a PDF), shown inline so ``#page=N`` opens at the page."""
    found = originals.find(services.settings, work_id)
    if found is None:
        raise NotFound(f"no original file kept for work {work_id!r}")
    return FileResponse(
        found, media_type="application/pdf", content_disposition_type="inline", filename=found.name
    )


@router.get(path("reader"), response_class=HTMLResponse)
def reader_page(
    request: Request,
    nisaba: NisabaDep,
    path: Annotated[str, Query(description="/library/passage/<id>?locator=<text>")] = "",
    origin: Annotated[str | None, Query()] = None,
    locator: Annotated[str | None, Query()] = None,
) -> HTMLResponse:
    target = parse_reader_path(path, locator)
    view = reader_view(nisaba, target.passage_id, target.locator, origin)
    return render(request, "reader.html", view=view, record=view.record)
