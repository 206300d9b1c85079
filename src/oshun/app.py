"""The app factory: ``create_app(settings)`` builds one isolated OSHUN web app."""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from oshun import __version__, shell
from oshun.errors import OshunError, SearchUnavailable
from oshun.services import Services
from oshun.settings import Settings
from oshun.web import (
    api_library,
    api_nisaba,
    api_sophia,
    pages,
    pages_library,
    pages_shell,
    pages_sophia,
)
from oshun.web.errors import error_for
from oshun.web.schemas import HealthResponse

log = logging.getLogger("oshun.http")


def _wants_json(request: Request) -> bool:
    return request.url.path.startswith("/v1/") or request.url.path == "/health"


def _error(request: Request, status: int, error: str, title: str, detail: str) -> Response:
    if _wants_json(request):
        return JSONResponse({"error": error, "detail": detail}, status_code=status)
    return pages.render(request, "error.html", status_code=status, title=title, detail=detail)


def _install_error_handlers(app: FastAPI) -> None:
    async def oshun_error(request: Request, exc: Exception) -> Response:
        status, error, title = error_for(exc)
        return _error(request, status, error, title, str(exc))

    async def validation_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, RequestValidationError)
        problems = "; ".join(
            f"{'.'.join(str(part) for part in e.get('loc', ()) if part != 'body') or 'body'}: "
            f"{e.get('msg', 'invalid')}"
            for e in exc.errors()
        )
        return _error(request, 422, "invalid_input", "Invalid request", problems or "invalid")

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, StarletteHTTPException)
        title = "Page not found" if exc.status_code == 404 else "Request refused"
        return _error(request, exc.status_code, "http_error", title, str(exc.detail))

    app.add_exception_handler(OshunError, oshun_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(StarletteHTTPException, http_error)


def create_app(settings: Settings | None = None, services: Services | None = None) -> FastAPI:
    """Build an app on ``settings`` (or the environment's); tests pass their own."""
    services = services or Services.build(settings or Settings())
    app = FastAPI(
        title="OSHUN",
        version=__version__,
        description="Grounded answers over a document library.",
        docs_url="/docs",
        redoc_url=None,
    )
    app.state.services = services
    shell.install(app, pages.SitePages())

    @app.middleware("http")
    async def request_id(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        rid = request.headers.get("x-request-id") or uuid.uuid4().hex[:16]
        started = time.perf_counter()
        response = await call_next(request)
        response.headers["X-Request-ID"] = rid
        log.info(
            "request",
            extra={
                "request_id": rid,
                "method": request.method,
                "path": request.url.path,
                "status": response.status_code,
                "ms": round((time.perf_counter() - started) * 1000, 2),
            },
        )
        return response

    @app.get("/health", response_model=HealthResponse, tags=["ops"])
    def health() -> HealthResponse:
        """Liveness and library state; ``index`` says why search is down when it is."""
        stats = services.nisaba.stats()
        try:
            services.nisaba.live()
            index_state = "ok"
        except SearchUnavailable as exc:
            index_state = str(exc)
        return HealthResponse(
            status="ok",
            works=int(str(stats["works"])),
            passages=int(str(stats["passages"])),
            corpus_version=stats["corpusVersion"],  # type: ignore[arg-type]
            index=index_state,
        )

    app.include_router(api_nisaba.router)
    app.include_router(api_sophia.router)
    app.include_router(api_library.router)
    app.include_router(pages_library.router)
    app.include_router(pages_shell.router)
    app.include_router(pages_sophia.router)
    app.include_router(pages.router)
    app.mount(
        "/static", StaticFiles(directory=Path(__file__).parent / "web" / "static"), name="static"
    )
    _install_error_handlers(app)
    return app
