"""The edge of the app: one ASGI middleware every request passes first, and every response
leaves through.

Routes trust what reaches them, so everything hostile is stopped here, once, not per route:

* **Host allowlist** (DNS-rebinding defence): a ``Host`` that is not one of
  ``Settings.host_allowlist`` gets 400 before anything else runs.
* **Text, not bytes**: a NUL or a byte sequence that is not UTF-8 (how a lone surrogate
  arrives in a URL) in the path or the query string, and a NUL or a lone surrogate in any
  string of a JSON body or a form field, is a 422. PostgreSQL cannot store NUL, SQLite would
  store a look-alike, and a lone surrogate cannot be encoded at all.
* **Bounded bodies**: a body over ``max_body_bytes`` is a 413, decided from
  ``Content-Length`` before reading or, for a chunked body, while counting the bytes received
  — never after buffering it. Bodies of state-changing requests (at most that size) are read
  here, checked, and replayed to the app. Upload routes (``urls.Route(upload=True)``: the
  Sources page's) take up to ``upload_max_bytes`` and binary multipart parts instead.
* **Bounded JSON**: nesting deeper than ``max_json_depth`` is a 422, found by a scan of the
  brackets before any recursive parser sees the body.
* **Every response** carries ``X-Request-ID`` and the security headers (a strict CSP without
  inline scripts, nosniff, a Referrer-Policy, no framing), and is logged as one JSON line —
  an unhandled exception too (even a ``BaseException`` such as a Rust panic): it becomes a
  logged 500 with the request id instead of a dropped connection.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
import uuid
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import unquote_to_bytes

from starlette.datastructures import MutableHeaders
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from oshun.asgi import BodyTooLarge, read_body, replay
from oshun.settings import Settings
from oshun.web.responses import error_response
from oshun.web.urls import is_upload

log = logging.getLogger("oshun.http")

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "frame-ancestors 'none'"
)
SECURITY_HEADERS: tuple[tuple[str, str], ...] = (
    ("Content-Security-Policy", CSP),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "strict-origin-when-cross-origin"),
    ("X-Frame-Options", "DENY"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
)
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")
_BRACKETS = re.compile(rb'[\[\]{}"\\]')
_FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit, asyncio.CancelledError)


class Refusal(Exception):
    """A request stopped at the edge: status, machine name and a sentence for a person."""

    def __init__(self, status: int, error: str, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.error = error
        self.detail = detail


def _bad_text(raw: bytes, where: str) -> Refusal | None:
    """A NUL or non-UTF-8 bytes (a lone surrogate, percent-encoded) in URL text."""
    if b"\x00" in raw:
        return Refusal(422, "invalid_input", f"{where}: NUL characters are not allowed")
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return Refusal(
            422, "invalid_input", f"{where}: not valid UTF-8 (lone surrogates are not text)"
        )
    return None


def bad_string(value: str) -> str | None:
    """Why a decoded string is not storable text: a NUL or a lone surrogate."""
    if "\x00" in value:
        return "NUL characters are not allowed"
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return "lone surrogates are not text"
    return None


def json_too_deep(body: bytes, limit: int) -> bool:
    """Whether arrays/objects nest deeper than ``limit`` (strings skipped, no recursion)."""
    depth = 0
    in_string = False
    escaped_at = -1  # position of the byte a backslash escapes
    for match in _BRACKETS.finditer(body):
        at = match.start()
        if at == escaped_at:
            continue
        char = body[at]
        if in_string:
            if char == 0x5C:  # backslash
                escaped_at = at + 1
            elif char == 0x22:  # quote
                in_string = False
        elif char == 0x22:
            in_string = True
        elif char in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                return True
        elif char in (0x5D, 0x7D):  # ] }
            depth -= 1
    return False


def _walk_strings(value: Any) -> Iterable[str]:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def check_json(body: bytes, max_depth: int) -> None:
    """Refuse a too-deep JSON body or one holding a NUL/lone surrogate; leave syntax errors
    (and non-JSON bodies) to the route, which says what is wrong with them."""
    if json_too_deep(body, max_depth):
        raise Refusal(422, "invalid_input", f"the JSON body nests deeper than {max_depth} levels")
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return
    for text in _walk_strings(data):
        problem = bad_string(text)
        if problem:
            raise Refusal(422, "invalid_input", f"body: {problem}")


def check_form(body: bytes) -> None:
    """Every field name and value of an urlencoded form must be UTF-8 without NUL."""
    for pair in body.split(b"&"):
        problem = _bad_text(unquote_to_bytes(pair.replace(b"+", b" ")), "form field")
        if problem:
            raise problem


def check_url(scope: Scope) -> None:
    raw_path = scope.get("raw_path") or scope["path"].encode("utf-8", "surrogateescape")
    problem = _bad_text(unquote_to_bytes(raw_path), "path") or _bad_text(
        unquote_to_bytes(scope.get("query_string", b"").replace(b"+", b" ")), "query"
    )
    if problem:
        raise problem


def host_name(host: str) -> str:
    """The name of a Host header, without port or IPv6 brackets, lower case."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def check_host(headers: Mapping[str, str], allowlist: frozenset[str]) -> None:
    if not allowlist:
        return
    host = headers.get("host", "")
    if host_name(host) not in allowlist:
        shown = host[:100] or "(none)"
        raise Refusal(
            400,
            "bad_host",
            f"Request refused: this server does not answer to the host name {shown!r}. "
            "Use its own address, or add the name to OSHUN_ALLOWED_HOSTS.",
        )


class GuardMiddleware:
    """Outermost middleware (inside Starlette's own error middleware, which it pre-empts)."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings
        self.allowlist = settings.host_allowlist

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        given = headers.get("x-request-id", "")
        rid = given if _REQUEST_ID.match(given) else uuid.uuid4().hex[:16]
        scope.setdefault("state", {})["request_id"] = rid
        started = time.perf_counter()
        status = 0

        async def send_marked(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                marked = MutableHeaders(scope=message)
                marked["X-Request-ID"] = rid
                for name, value in SECURITY_HEADERS:
                    if name not in marked:
                        marked[name] = value
            await send(message)

        try:
            try:
                receive = await self._check(scope, headers, receive)
            except Refusal as refusal:
                await self._refuse(scope, refusal, send_marked)
                return
            await self.app(scope, receive, send_marked)
        except BaseException as exc:
            if isinstance(exc, _FATAL):
                raise
            log.error(
                "unhandled error",
                exc_info=exc,
                extra={"request_id": rid, "method": scope["method"], "path": scope["path"]},
            )
            if status == 0:
                await self._refuse(
                    scope,
                    Refusal(500, "error", f"Something went wrong (request id {rid})."),
                    send_marked,
                )
        finally:
            log.info(
                "request",
                extra={
                    "request_id": rid,
                    "method": scope["method"],
                    "path": scope["path"],
                    "status": status,
                    "ms": round((time.perf_counter() - started) * 1000, 2),
                },
            )

    async def _check(self, scope: Scope, headers: dict[str, str], receive: Receive) -> Receive:
        check_host(headers, self.allowlist)
        check_url(scope)
        if scope["method"] not in _BODY_METHODS:
            return receive
        upload = is_upload(scope["path"])
        limit = self.settings.upload_max_bytes if upload else self.settings.max_body_bytes
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            raise Refusal(413, "too_large", f"the request body is larger than {limit} bytes")
        try:
            body = await read_body(receive, limit)
        except BodyTooLarge as exc:
            raise Refusal(413, "too_large", str(exc)) from exc
        kind = headers.get("content-type", "").split(";")[0].strip().lower()
        if kind == "application/x-www-form-urlencoded":
            check_form(body)
        elif kind == "multipart/form-data" and not upload:
            # Only upload routes take files (binary parts); elsewhere every part is text.
            problem = _bad_text(body, "form field")
            if problem:
                raise problem
        elif body.strip():
            check_json(body, self.settings.max_json_depth)
        return replay(body, receive)

    async def _refuse(self, scope: Scope, refusal: Refusal, send: Send) -> None:
        title = {400: "Request refused", 413: "Request too large", 500: "Something went wrong"}
        response: Response = error_response(
            Request(scope),
            refusal.status,
            refusal.error,
            title.get(refusal.status, "Invalid request"),
            refusal.detail,
        )
        if refusal.status == 413:
            response.headers["Connection"] = "close"
        await response(scope, _no_body, send)


async def _no_body() -> Message:
    return {"type": "http.disconnect"}
