"""The API's documentation pages, served entirely from this server.

``/docs`` (Swagger UI) and ``/redoc`` load their scripts and styles from ``/vendor/`` — the
files the ``fastapi-offline`` package ships — and start from ``/static/api-docs.js``, so they
work offline and keep the strict Content-Security-Policy (no CDN, no inline script). The two
pages only relax ``style-src`` (both viewers inject styles) and allow ``blob:`` workers.
``/static/api-docs.css`` darkens the viewers' colours so both meet WCAG 2.2 AA (the browser
suite runs axe-core on them like on every page).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import fastapi_offline
from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

VENDOR = Path(fastapi_offline.__file__).parent / "static"
DOCS_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)

_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>OSHUN API · {title}</title>
{head}
</head>
<body>
<div id="{mount}" data-viewer="{viewer}" data-spec="/openapi.json"></div>
<script src="/vendor/{script}"></script>
<script src="/static/api-docs.js"></script>
</body>
</html>
"""


def _page(title: str, viewer: str, script: str, head: str = "") -> HTMLResponse:
    body = _PAGE.format(title=title, viewer=viewer, script=script, head=head, mount="api-docs")
    return HTMLResponse(body, headers={"Content-Security-Policy": DOCS_CSP})


#: What the edge guard (``web/guard.py``) may answer to any operation, before its route runs.
_EDGE = {
    "400": "Refused: the Host header is not one this server answers to.",
    "413": "The request body is larger than OSHUN_MAX_BODY_BYTES.",
    "422": "Invalid input: NUL or lone surrogates in the path, query or body, JSON nested too "
    "deeply, or a parameter out of range.",
}
_ERROR_REF = {"$ref": "#/components/schemas/ErrorBody"}


def document_edges(schema: dict[str, Any]) -> dict[str, Any]:
    """Add the guard's 400/413/422 to every operation, with the ``ErrorBody`` schema."""
    for operations in schema.get("paths", {}).values():
        for method, operation in operations.items():
            responses = operation.setdefault("responses", {})
            for status, description in _EDGE.items():
                if status == "413" and method in ("get", "head", "options"):
                    continue
                entry = responses.setdefault(status, {"description": description})
                entry["content"] = {"application/json": {"schema": _ERROR_REF}}
    return schema


def install(app: FastAPI) -> None:
    default_openapi = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = document_edges(default_openapi())
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]

    @app.get("/docs", include_in_schema=False)
    def swagger_ui() -> HTMLResponse:
        css = (
            '<link rel="stylesheet" href="/vendor/swagger-ui.css">'
            '<link rel="stylesheet" href="/static/api-docs.css">'
        )
        return _page("Swagger UI", "swagger", "swagger-ui-bundle.js", css)

    @app.get("/redoc", include_in_schema=False)
    def redoc() -> HTMLResponse:
        css = '<link rel="stylesheet" href="/static/api-docs.css">'
        return _page("ReDoc", "redoc", "redoc.standalone.js", css)

    app.mount("/vendor", StaticFiles(directory=VENDOR), name="vendor")
