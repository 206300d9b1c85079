"""One ASGI middleware for the whole shell, run before any route.

For every request (static files aside) it resolves the session cookie into
``request.state.oshun_user`` / ``oshun_session``, and puts the CSRF token this browser must send
into ``request.state.oshun_csrf`` (setting the ``oshun_csrf`` cookie when the browser has none).
It then

* refuses a state-changing request that fails the BFF boundary (``csrf.check_boundary``) with a
  403 before the route runs — except a ``/v1/`` request without a session cookie, which is a
  public API call (no ambient credentials, so nothing to forge);
* sends a signed-out visitor of a protected page to ``/signin?next=<that page>``.
"""

from __future__ import annotations

from typing import Any, Protocol

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from oshun.asgi import read_body, replay
from oshun.shell import csrf
from oshun.shell.sessions import SESSION_COOKIE, load_session, new_token


def csrf_cookie_header(token: str, secure: bool) -> bytes:
    value = f"{csrf.CSRF_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax"
    return (value + "; Secure" if secure else value).encode()


def _is_api(path: str) -> bool:
    return path.startswith("/v1/")


class Pages(Protocol):
    """What the shell needs to know of the site's pages; the web layer provides it."""

    def is_protected(self, path: str) -> bool:
        """Whether ``path`` needs a signed-in visitor."""
        ...

    def signin_url(self, next_path: str) -> str:
        """Where a signed-out visitor of ``next_path`` is sent."""
        ...

    def refusal(self, request: Request, detail: str) -> Response:
        """The HTML page of a refused (403) request."""
        ...


class ShellMiddleware:
    def __init__(self, app: ASGIApp, pages: Pages) -> None:
        self.app = app
        self.pages = pages

    def _refusal(self, request: Request, detail: str) -> Response:
        if _is_api(request.url.path):
            return JSONResponse({"error": "forbidden", "detail": detail}, status_code=403)
        return self.pages.refusal(request, detail)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"].startswith("/static/"):
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        services: Any = scope["app"].state.services
        session_token = request.cookies.get(SESSION_COOKIE)
        # Only a cookie costs a database read (in the thread pool); a cookie-less request —
        # most API calls — goes on without a thread hop.
        signed_in = (
            await run_in_threadpool(load_session, services.db, session_token)
            if session_token
            else None
        )
        browser_token = request.cookies.get(csrf.CSRF_COOKIE) or ""
        fresh_cookie = None
        if not 20 <= len(browser_token) <= 100:
            browser_token = fresh_cookie = new_token()
        state = scope.setdefault("state", {})
        state["oshun_session"] = signed_in
        state["oshun_user"] = signed_in.account if signed_in else None
        state["oshun_csrf"] = signed_in.csrf_token if signed_in else browser_token

        path, method = scope["path"], scope["method"]
        if method in csrf.UNSAFE_METHODS and not (_is_api(path) and session_token is None):
            given = request.headers.get(csrf.CSRF_HEADER)
            if given is None and request.headers.get("content-type", "").startswith(
                "application/x-www-form-urlencoded"
            ):
                body = await read_body(receive)
                receive = replay(body, receive)
                given = csrf.form_token(body) if len(body) <= csrf.FORM_MAX_BYTES else None
            settings = services.settings
            allowed = csrf.allowed_origins(settings.public_origins)
            problem = csrf.check_boundary(request.headers, allowed, given, state["oshun_csrf"])
            if problem:
                await self._refusal(request, problem)(scope, receive, send)
                return
        elif method in ("GET", "HEAD") and signed_in is None and self.pages.is_protected(path):
            target = path + (f"?{scope['query_string'].decode()}" if scope["query_string"] else "")
            redirect = RedirectResponse(self.pages.signin_url(target), status_code=303)
            await redirect(scope, receive, send)
            return

        if fresh_cookie is None or _is_api(path):
            await self.app(scope, receive, send)
            return
        cookie = csrf_cookie_header(fresh_cookie, scope["scheme"] == "https")

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), (b"set-cookie", cookie)]
            await send(message)

        await self.app(scope, receive, send_with_cookie)
