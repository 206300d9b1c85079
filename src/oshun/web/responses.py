"""Error responses in the caller's language: JSON for ``/v1/`` and ``/health``, an HTML page
elsewhere. Used by the error table in ``app.py`` and by the edge guard alike."""

from __future__ import annotations

from collections.abc import Mapping

from starlette.requests import Request
from starlette.responses import JSONResponse, Response


def wants_json(request: Request) -> bool:
    path = request.url.path
    return path.startswith("/v1/") or path in ("/health", "/openapi.json")


def error_response(
    request: Request,
    status: int,
    error: str,
    title: str,
    detail: str,
    headers: Mapping[str, str] | None = None,
) -> Response:
    if wants_json(request):
        return JSONResponse(
            {"error": error, "detail": detail}, status_code=status, headers=dict(headers or {})
        )
    from oshun.web.pages import render

    response = render(request, "error.html", status_code=status, title=title, detail=detail)
    response.headers.update(dict(headers or {}))
    return response
