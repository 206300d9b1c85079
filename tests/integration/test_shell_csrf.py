"""The BFF boundary: cross-origin or token-less state changes get a 403 and change nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from oshun.app import create_app
from oshun.services import Services
from oshun.shell.models import User
from oshun.shell.sessions import SESSION_COOKIE, load_session
from tests.integration._shell import ORIGIN, PASSWORD, csrf_from, signup


@pytest.fixture
def web(services: Services) -> Iterator[TestClient]:
    with TestClient(create_app(services.settings, services)) as client:
        yield client


def _users(services: Services) -> int:
    with services.db.session() as session:
        return int(session.scalar(select(func.count()).select_from(User)) or 0)


def _signup_form(token: str | None) -> dict[str, str]:
    form = {"email": "a@b.org", "password": PASSWORD}
    return form if token is None else {**form, "csrf_token": token}


@pytest.mark.parametrize(
    ("headers", "with_token", "message"),
    [
        ({"Origin": "https://evil.example"}, True, "cross-origin"),
        ({"Referer": "https://evil.example/form"}, True, "cross-origin"),
        ({}, True, "neither an Origin nor a Referer"),
        ({"Origin": ORIGIN}, False, "CSRF token is missing"),
    ],
)
def test_refused_signup_creates_nothing(
    web: TestClient,
    services: Services,
    headers: dict[str, str],
    with_token: bool,
    message: str,
) -> None:
    token = csrf_from(web, "/signup") if with_token else None
    response = web.post("/signup", data=_signup_form(token), headers=headers)
    assert response.status_code == 403
    assert message in response.text
    assert _users(services) == 0
    assert SESSION_COOKIE not in web.cookies


def test_a_token_from_another_browser_is_refused(web: TestClient, services: Services) -> None:
    other = TestClient(create_app(services.settings, services))
    stolen = csrf_from(other, "/signup")
    csrf_from(web, "/signup")  # this browser has its own cookie
    response = web.post("/signup", data=_signup_form(stolen), headers={"Origin": ORIGIN})
    assert response.status_code == 403 and "wrong or expired" in response.text
    assert _users(services) == 0


def test_referer_of_our_origin_is_enough(web: TestClient, services: Services) -> None:
    token = csrf_from(web, "/signup")
    response = web.post(
        "/signup",
        data=_signup_form(token),
        headers={"Referer": f"{ORIGIN}/signup"},
        follow_redirects=False,
    )
    assert response.status_code == 303
    assert _users(services) == 1


def test_configured_public_origin_is_accepted(services: Services) -> None:
    settings = services.settings.model_copy(update={"public_origin": "https://oshun.example.org"})
    configured = Services(settings=settings, db=services.db, nisaba=services.nisaba)
    # The site is reached under its public name (the Host allowlist includes it).
    client = TestClient(create_app(settings, configured), base_url="https://oshun.example.org")
    token = csrf_from(client, "/signup")
    response = client.post(
        "/signup",
        data=_signup_form(token),
        headers={"Origin": "https://oshun.example.org"},
        follow_redirects=False,
    )
    assert response.status_code == 303


def test_signout_without_token_keeps_the_session(web: TestClient, services: Services) -> None:
    signup(web, "a@b.org")
    session_token = web.cookies.get(SESSION_COOKIE)
    response = web.post("/signout", headers={"Origin": ORIGIN})
    assert response.status_code == 403
    assert load_session(services.db, session_token) is not None


def test_signed_in_token_is_bound_to_the_session(web: TestClient, services: Services) -> None:
    web.get("/signup")
    pre_auth = web.cookies.get("oshun_csrf")
    signup(web, "a@b.org")
    session_token = web.cookies.get(SESSION_COOKIE)
    # The signed-out double-submit token no longer works once signed in.
    response = web.post("/signout", data={"csrf_token": pre_auth}, headers={"Origin": ORIGIN})
    assert response.status_code == 403
    assert load_session(services.db, session_token) is not None
    bound = csrf_from(web, "/signout")
    assert bound != pre_auth
    signed = load_session(services.db, session_token)
    assert signed is not None and signed.csrf_token == bound


def test_api_post_with_a_session_cookie_needs_origin_and_token(web: TestClient) -> None:
    signup(web, "a@b.org")
    cross = web.post(
        "/v1/sophia/answer", json={"q": "capital"}, headers={"Origin": "https://evil.example"}
    )
    assert cross.status_code == 403
    assert cross.json()["error"] == "forbidden" and "cross-origin" in cross.json()["detail"]
    tokenless = web.post("/v1/sophia/answer", json={"q": "capital"}, headers={"Origin": ORIGIN})
    assert tokenless.status_code == 403 and "CSRF token" in tokenless.json()["detail"]


def test_api_post_without_cookies_is_a_public_read(services: Services) -> None:
    client = TestClient(create_app(services.settings, services))
    response = client.post(
        "/v1/sophia/answer", json={"q": "capital"}, headers={"Origin": "https://evil.example"}
    )
    assert response.status_code == 200  # answered (the session-less API is a public read)
