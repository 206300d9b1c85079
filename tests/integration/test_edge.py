"""Hostile input at the edge (issue 10, D1–D12), in-process: every reproduction is a clear
4xx with nothing stored, never a 500 or a dropped connection.

The same rows against a real `oshun serve` (memory, sign-up bursts, a damaged index, kill -9)
are in ``test_hostile_serve.py``.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from oshun.app import create_app
from oshun.library.models import SavedItem
from oshun.services import Services
from oshun.shell.models import User
from oshun.web.guard import SECURITY_HEADERS, bad_string, host_name, json_too_deep
from tests.integration._shell import ORIGIN, PASSWORD, csrf_from, signup

QUESTION = "What is the capital of Mongolia?"


@pytest.fixture
def web(library: Services) -> Iterator[TestClient]:
    """A signed-in browser tab: session cookie, CSRF header, same-origin Origin."""
    with TestClient(create_app(library.settings, library)) as client:
        signup(client, "alice@example.org")
        client.headers.update({"Origin": ORIGIN, "X-CSRF-Token": csrf_from(client, "/library")})
        yield client


def _users(services: Services) -> int:
    with services.db.session() as session:
        return int(session.scalar(select(func.count()).select_from(User)) or 0)


def _items(services: Services) -> int:
    with services.db.session() as session:
        return int(session.scalar(select(func.count()).select_from(SavedItem)) or 0)


def _saved(web: TestClient) -> dict[str, object]:
    answer = web.post("/v1/sophia/answer", json={"q": QUESTION}).json()
    response = web.post(
        "/v1/library/saved-items", json={"answerId": answer["id"], "query": QUESTION}
    )
    assert response.status_code == 201, response.text
    item: dict[str, object] = response.json()
    return item


# ── D1: NUL bytes and lone surrogates → 422 everywhere ─────────────────────────────────────
@pytest.mark.parametrize(
    "url",
    [
        "/v1/nisaba/passages/abc%00",
        "/v1/nisaba/search?q=capital%00",
        "/v1/nisaba/search?q=%ED%A0%80capital",  # a lone surrogate, as URL bytes
        "/v1/nisaba/passages/atlas-peru-capital.0?locator=Lima%00",
        "/domains/nisaba?path=/library/passage/x%00",
        "/search?q=%00",
        "/v1/library/saved-items/abc%00",
        "/v1/library/saved-items?answerId=ans%00",
        "/workspace/notebook/ans_%00",
    ],
)
def test_nul_and_surrogates_in_urls_are_422(web: TestClient, url: str) -> None:
    response = web.get(url)
    assert response.status_code == 422, response.text
    assert "NUL" in response.text or "UTF-8" in response.text


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("POST", "/v1/sophia/answer", '{"q": "capital\\u0000"}'),
        ("POST", "/v1/sophia/answer", '{"q": "\\ud800 capital"}'),
        ("POST", "/v1/sophia/answer", '{"q": "capital", "\\u0000": 1}'),
        ("POST", "/v1/library/saved-items", '{"answerId": "a\\u0000", "query": "q"}'),
        ("PUT", "/v1/library/saved-items/x/notes", '{"notes": "\\udfff", "version": 0}'),
    ],
)
def test_nul_and_surrogates_in_json_are_422(
    web: TestClient, library: Services, method: str, url: str, body: str
) -> None:
    response = web.request(method, url, content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 422, response.text
    assert response.json()["error"] == "invalid_input"
    assert _items(library) == 0


def test_notes_with_nul_are_refused_and_nothing_changes(web: TestClient) -> None:
    item = _saved(web)
    url = f"/v1/library/saved-items/{item['id']}/notes"
    refused = web.put(url, content='{"notes": "a\\u0000b", "version": 0}')
    assert refused.status_code == 422
    assert web.get(f"/v1/library/saved-items/{item['id']}").json()["notes"] == ""


@pytest.mark.parametrize(
    "form",
    [
        "email=a%40example.org%00&password=correct+horse+battery",
        "email=b%40example.org&password=correct+horse+battery&display_name=Eve%00",
        "email=c%40example.org&password=correct+horse+battery%ED%A0%80",
    ],
)
def test_nul_in_form_fields_creates_no_lookalike_account(library: Services, form: str) -> None:
    with TestClient(create_app(library.settings, library)) as client:
        token = csrf_from(client, "/signup")
        response = client.post(
            "/signup",
            content=f"{form}&csrf_token={token}",
            headers={"Origin": ORIGIN, "Content-Type": "application/x-www-form-urlencoded"},
        )
    assert response.status_code == 422
    assert _users(library) == 0


# ── D2: integers out of range → 422 ───────────────────────────────────────────────────────
@pytest.mark.parametrize(
    "url",
    [
        "/v1/library/saved-items?offset=9223372036854775808",
        "/v1/library/saved-items?offset=1000001",
        "/v1/library/saved-items?limit=100000000000000000000",
        "/v1/nisaba/search?q=capital&limit=9223372036854775808",
        "/v1/nisaba/search?q=capital&limit=101",
    ],
)
def test_oversized_integers_are_422(web: TestClient, url: str) -> None:
    assert web.get(url).status_code == 422


@pytest.mark.parametrize("version", [2**31, 2**63 - 1, 2**64])
def test_oversized_notes_version_is_422(web: TestClient, version: int) -> None:
    item = _saved(web)
    response = web.put(
        f"/v1/library/saved-items/{item['id']}/notes", json={"notes": "x", "version": version}
    )
    assert response.status_code == 422, response.text


# ── D3: bodies over the limit → 413, counted while reading ────────────────────────────────
def test_body_over_the_limit_is_413_by_content_length(library: Services) -> None:
    client = TestClient(create_app(library.settings, library))
    big = b'{"q": "' + b"a" * (library.settings.max_body_bytes + 10) + b'"}'
    response = client.post("/v1/sophia/answer", content=big)
    assert response.status_code == 413
    assert response.json()["error"] == "too_large"


def test_chunked_body_over_the_limit_is_413_while_reading(library: Services) -> None:
    client = TestClient(create_app(library.settings, library))
    sent = 0

    def chunks() -> Iterator[bytes]:
        nonlocal sent
        for _ in range(200):  # up to 20 MB, no Content-Length
            sent += 1
            yield b"a" * 100_000

    response = client.post("/v1/sophia/answer", content=chunks())
    assert response.status_code == 413


# ── D5: DNS rebinding ─────────────────────────────────────────────────────────────────────
def test_foreign_host_is_refused_before_anything_runs(library: Services) -> None:
    client = TestClient(
        create_app(library.settings, library), base_url="http://rebind.evil.example"
    )
    for url in ("/v1/library/saved-items", "/", "/health", "/v1/nisaba/search?q=capital"):
        response = client.get(url)
        assert response.status_code == 400
        assert "rebind.evil.example" in response.text and "OSHUN_ALLOWED_HOSTS" in response.text


def test_origin_equal_to_a_foreign_host_is_not_enough(library: Services) -> None:
    """Even with every Host allowed, Origin must be the configured public origin."""
    settings = library.settings.model_copy(update={"allowed_hosts": ["*"]})
    services = Services(settings=settings, db=library.db, nisaba=library.nisaba)
    evil = "http://rebind.evil.example:8201"
    with TestClient(create_app(settings, services), base_url=evil) as client:
        token = csrf_from(client, "/signup")
        response = client.post(
            "/signup",
            data={"email": "x@example.org", "password": PASSWORD, "csrf_token": token},
            headers={"Origin": evil},
        )
    assert response.status_code == 403 and "cross-origin" in response.text
    assert _users(library) == 0


def test_host_names() -> None:
    assert host_name("LocalHost:8000") == "localhost"
    assert host_name("[::1]:8000") == "::1"
    assert host_name("127.0.0.1") == "127.0.0.1"


# ── D6: deep JSON ─────────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize("content_type", ["application/json", "text/plain", ""])
def test_deep_json_is_422_whatever_the_content_type(library: Services, content_type: str) -> None:
    client = TestClient(create_app(library.settings, library))
    body = '{"q": ' + "[" * 1000 + "]" * 1000 + "}"
    headers = {"Content-Type": content_type} if content_type else {}
    response = client.post("/v1/sophia/answer", content=body, headers=headers)
    assert response.status_code == 422
    assert "deeper" in response.json()["detail"]


def test_depth_scan() -> None:
    assert json_too_deep(b"[" * 40, 32)
    assert not json_too_deep(b'{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', 32)
    assert not json_too_deep(b'{"a": "\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', 32)
    assert json_too_deep(b'{"a": "\\\\", "b": ' + b"[" * 40 + b"]" * 40 + b"}", 32)
    assert bad_string("a\x00") and bad_string("\ud800") and bad_string("fine") is None


# ── D10: security headers, no inline script, local API docs ───────────────────────────────
PAGES = [
    "/",
    "/search?q=capital",
    "/signin",
    "/signup",
    "/signout",
    "/sophia",
    "/library",
    "/domains/nisaba?path=/library/passage/atlas-peru-capital.0",
    "/domains/nisaba?path=/library/passage/missing",
    "/no-such-page",
    "/docs",
    "/redoc",
]
# A <script> without src runs inline — except a JSON data block, which never runs.
_INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)(?![^>]*application/json)[^>]*>", re.I)
_HANDLER = re.compile(r"\son[a-z]+\s*=", re.I)


@pytest.mark.parametrize("page", PAGES)
def test_every_page_has_the_security_headers_and_no_inline_script(
    web: TestClient, page: str
) -> None:
    response = web.get(page)
    assert response.status_code in (200, 404), response.text
    for name, _value in SECURITY_HEADERS:
        assert name.lower() in response.headers, (page, name)
    csp = response.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp
    assert "'unsafe-inline'" not in csp.split("script-src", 1)[1].split(";")[0]
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert not _INLINE_SCRIPT.search(response.text), page
    assert not _HANDLER.search(response.text), page
    assert "<style" not in response.text or page in ("/docs", "/redoc")
    assert response.headers["x-request-id"]


def test_api_docs_load_nothing_from_elsewhere(web: TestClient) -> None:
    for page, asset in (("/docs", "swagger-ui-bundle.js"), ("/redoc", "redoc.standalone.js")):
        html = web.get(page).text
        assert f"/vendor/{asset}" in html and "https://" not in html and "http://" not in html
        script = web.get(f"/vendor/{asset}")
        assert script.status_code == 200 and len(script.content) > 100_000
    assert web.get("/static/api-docs.js").status_code == 200


# ── D11: 500s carry a request id and a JSON log line ──────────────────────────────────────
class _Panic(BaseException):
    """Like pyo3's PanicException: not an Exception."""


def test_unhandled_errors_are_logged_500s_with_a_request_id(
    library: Services, caplog: pytest.LogCaptureFixture
) -> None:
    app = create_app(library.settings, library)

    def boom() -> None:
        raise RuntimeError("boom")

    def panic() -> None:
        raise _Panic("a Rust panic")

    app.add_api_route("/v1/boom", boom)
    app.add_api_route("/v1/panic", panic)
    client = TestClient(app)
    caplog.set_level(logging.INFO, logger="oshun.http")
    for url in ("/v1/boom", "/v1/panic"):
        response = client.get(url, headers={"X-Request-ID": "probe-500"})
        assert response.status_code == 500
        assert response.headers["x-request-id"] == "probe-500"
        assert response.json()["error"] == "error" and "probe-500" in response.json()["detail"]
    lines = [r for r in caplog.records if getattr(r, "request_id", None) == "probe-500"]
    assert sum(1 for r in lines if getattr(r, "status", None) == 500) == 2
    assert any(r.exc_info for r in lines)


def test_a_hostile_request_id_is_replaced(web: TestClient) -> None:
    response = web.get("/health", headers={"X-Request-ID": "x" * 500})
    assert re.fullmatch(r"[0-9a-f]{16}", response.headers["x-request-id"])


# ── D12: the OpenAPI says what the server does ────────────────────────────────────────────
def test_405_names_the_allowed_methods(web: TestClient) -> None:
    response = web.put("/health")
    assert response.status_code == 405 and response.headers["allow"] == "GET"
    response = web.patch("/v1/sophia/answer", json={"q": "x"})
    assert response.status_code == 405 and "POST" in response.headers["allow"]


def test_empty_answer_body_is_422_as_the_schema_requires(web: TestClient) -> None:
    for body in (b"", b"   "):
        response = web.post("/v1/sophia/answer", content=body)
        assert response.status_code == 422 and "required" in response.json()["detail"]


def test_datetimes_carry_their_offset(web: TestClient) -> None:
    item = _saved(web)
    assert re.search(r"(Z|[+-]\d\d:\d\d)$", str(item["createdAt"]))


def test_schema_documents_limits_and_edge_errors(web: TestClient) -> None:
    schema = web.get("/openapi.json").json()
    search = schema["paths"]["/v1/nisaba/search"]["get"]
    limit = next(p for p in search["parameters"] if p["name"] == "limit")
    assert json.dumps(limit).count('"maximum": 100') == 1
    for status in ("400", "422"):
        assert status in search["responses"]
    assert "413" in schema["paths"]["/v1/sophia/answer"]["post"]["responses"]
    assert "429" in schema["paths"]["/v1/sophia/answer"]["post"]["responses"]
