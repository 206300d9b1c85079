"""The app factory: ``create_app(settings)`` builds one isolated OSHUN web app."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from oshun import __version__, shell
from oshun.errors import OshunError
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
from oshun.web import docs as api_docs
from oshun.web.errors import error_for
from oshun.web.guard import GuardMiddleware
from oshun.web.responses import error_response
from oshun.web.schemas import HealthResponse, VectorsHealth


def _install_error_handlers(app: FastAPI) -> None:
    async def oshun_error(request: Request, exc: Exception) -> Response:
        status, error, title = error_for(exc)
        retry = getattr(exc, "retry_after", None)
        headers = {"Retry-After": str(retry)} if retry else None
        return error_response(request, status, error, title, str(exc), headers)

    async def validation_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, RequestValidationError)
        problems = "; ".join(
            f"{'.'.join(str(part) for part in e.get('loc', ()) if part != 'body') or 'body'}: "
            f"{e.get('msg', 'invalid')}"
            for e in exc.errors()
        )
        return error_response(
            request, 422, "invalid_input", "Invalid request", problems or "invalid"
        )

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, StarletteHTTPException)
        title = "Page not found" if exc.status_code == 404 else "Request refused"
        # Keep the exception's headers: a 405 names the allowed methods in ``Allow``.
        return error_response(
            request, exc.status_code, "http_error", title, str(exc.detail), exc.headers
        )

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
        docs_url=None,
        redoc_url=None,
        lifespan=services.keeper.lifespan,
    )
    app.state.services = services
    shell.install(app, pages.SitePages())
    # Added last, so it runs first: the edge checks, security headers, request ids, logs.
    app.add_middleware(GuardMiddleware, settings=services.settings)

    @app.get(
        "/health",
        response_model=HealthResponse,
        response_model_by_alias=True,
        tags=["ops"],
        responses={503: {"model": HealthResponse, "description": "Search is unavailable."}},
    )
    def health() -> Response:
        """Liveness and library state: 200 when search works, else 503 with ``index`` saying
        why (missing, unreadable, stale and being rebuilt)."""
        stats = services.nisaba.stats()
        problem = services.keeper.problem()
        body = HealthResponse(
            status="ok" if problem is None else "degraded",
            works=int(str(stats["works"])),
            passages=int(str(stats["passages"])),
            corpus_version=stats["corpusVersion"],  # type: ignore[arg-type]
            index="ok" if problem is None else problem,
            vectors=VectorsHealth.model_validate(services.nisaba.vector_status().as_dict()),
        )
        return JSONResponse(
            body.model_dump(mode="json", by_alias=True), status_code=200 if problem is None else 503
        )

    app.include_router(api_nisaba.router)
    app.include_router(api_sophia.router)
    app.include_router(api_library.router)
    app.include_router(pages_library.router)
    app.include_router(pages_shell.router)
    app.include_router(pages_sophia.router)
    app.include_router(pages.router)
    api_docs.install(app)
    app.mount(
        "/static", StaticFiles(directory=Path(__file__).parent / "web" / "static"), name="static"
    )
    _install_error_handlers(app)
    return app


def server_options(settings: Settings) -> dict[str, Any]:
    """How `oshun serve` runs Uvicorn: uvloop and httptools, JSON logs, no access log (the
    app logs every response with its request id), proxy headers only from trusted proxies."""
    trusted = (settings.forwarded_allow_ips or "").strip()
    return {
        "host": settings.host,
        "port": settings.port,
        "log_level": settings.log_level,
        "log_config": None,  # keep the JSON handlers logs.configure() installed
        "access_log": False,
        "proxy_headers": bool(trusted),
        "forwarded_allow_ips": trusted or None,
        "server_header": False,
        "loop": "uvloop",
        "http": "httptools",
    }


def worker_app() -> FastAPI:
    """The app of one `oshun serve --workers N` process, from the environment's settings.

    The parent process has already migrated the database, built the demo library, checked
    the index and started the vector backfill; a worker only serves (its index keeper still
    follows the database, see docs/scale.md)."""
    from oshun.logs import configure

    settings = Settings()
    configure(settings.log_level)
    return create_app(settings, Services.build(settings, migrate=False))
