"""Sign-up, sign-in, sessions, rotation, sign-out, protected pages and rate limiting."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from oshun.app import create_app
from oshun.services import Services
from oshun.settings import Settings
from oshun.shell.models import SignInFailure, User
from oshun.shell.sessions import SESSION_COOKIE, count_sessions, load_session
from oshun.shell.users import create_user
from tests.integration._shell import ORIGIN, PASSWORD, csrf_from, signin, signup


@pytest.fixture
def shell(settings: Settings) -> Iterator[Services]:
    limited = settings.model_copy(
        update={"signin_max_failures_account": 3, "signin_max_failures_address": 5}
    )
    built = Services.build(limited)
    yield built
    built.close()


@pytest.fixture
def web(shell: Services) -> Iterator[TestClient]:
    with TestClient(create_app(shell.settings, shell)) as client:
        yield client


def _new_client(shell: Services, base_url: str = "http://testserver") -> TestClient:
    return TestClient(create_app(shell.settings, shell), base_url=base_url)


def _users(shell: Services) -> int:
    with shell.db.session() as session:
        return int(session.scalar(select(func.count()).select_from(User)) or 0)


def test_signup_stores_an_argon2_hash_and_signs_in(web: TestClient, shell: Services) -> None:
    signup(web, "Ada@Example.org")
    with shell.db.session() as session:
        user = session.scalars(select(User)).one()
    assert user.email == "ada@example.org"
    assert user.password_hash.startswith("$argon2id$") and PASSWORD not in user.password_hash
    page = web.get("/signout")
    assert "You are signed in as ada@example.org" in page.text


def test_session_cookie_flags_over_http(web: TestClient) -> None:
    token = csrf_from(web, "/signup")
    response = web.post(
        "/signup",
        data={"email": "a@b.org", "password": PASSWORD, "csrf_token": token},
        headers={"Origin": ORIGIN},
        follow_redirects=False,
    )
    cookie = response.headers["set-cookie"]
    assert cookie.startswith(f"{SESSION_COOKIE}=")
    assert "HttpOnly" in cookie and "SameSite=lax" in cookie and "Secure" not in cookie
    assert response.headers["location"] == "/sophia"


def test_session_cookie_is_secure_over_https(shell: Services) -> None:
    client = _new_client(shell, "https://testserver")
    token = csrf_from(client, "/signup")
    response = client.post(
        "/signup",
        data={"email": "a@b.org", "password": PASSWORD, "csrf_token": token},
        headers={"Origin": "https://testserver"},
        follow_redirects=False,
    )
    assert "Secure" in response.headers["set-cookie"]


def test_signin_rotates_the_session(web: TestClient, shell: Services) -> None:
    signup(web, "a@b.org")
    before = web.cookies.get(SESSION_COOKIE)
    old = load_session(shell.db, before)
    assert old is not None
    response = signin(web, "a@b.org", next_path="/library")
    assert response.status_code == 303  # type: ignore[attr-defined]
    after = web.cookies.get(SESSION_COOKIE)
    assert after and after != before
    assert load_session(shell.db, before) is None, "the old session must end at sign-in"
    new = load_session(shell.db, after)
    assert new is not None and new.csrf_token != old.csrf_token
    assert count_sessions(shell.db, new.account.id) == 1


def test_wrong_password_and_unknown_email_are_refused_alike(
    web: TestClient, shell: Services
) -> None:
    create_user(shell.db, "a@b.org", PASSWORD)
    wrong = signin(web, "a@b.org", "wrong password")
    unknown = signin(web, "nobody@b.org", "wrong password")
    for response in (wrong, unknown):
        assert response.status_code == 401  # type: ignore[attr-defined]
        assert "Wrong email or password." in response.text  # type: ignore[attr-defined]
    assert SESSION_COOKIE not in web.cookies


def test_signup_refuses_duplicates_and_bad_input(web: TestClient, shell: Services) -> None:
    signup(web, "a@b.org")
    other = _new_client(shell)
    token = csrf_from(other, "/signup")
    for data, status, text in [
        # An existing email with another password: no "already exists" (no enumeration).
        ({"email": "A@b.org", "password": "another horse battery"}, 422, "If you already have"),
        ({"email": "not-an-email", "password": PASSWORD}, 422, "valid email"),
        ({"email": "c@b.org", "password": "short"}, 422, "at least 12"),
        ({"email": "c@b.org", "password": "password123456"}, 422, "most common passwords"),
        ({"email": "c@b.org", "password": " " * 12}, 422, "too simple"),
        ({"email": "c@b.org", "password": "123456789012"}, 422, "too simple"),
    ]:
        response = other.post(
            "/signup", data={**data, "csrf_token": token}, headers={"Origin": ORIGIN}
        )
        assert response.status_code == status and text in response.text
        assert "already exists" not in response.text
    assert _users(shell) == 1


def test_signout_ends_the_session(web: TestClient, shell: Services) -> None:
    signup(web, "a@b.org")
    token = web.cookies.get(SESSION_COOKIE)
    csrf = csrf_from(web, "/signout")
    response = web.post(
        "/signout", data={"csrf_token": csrf}, headers={"Origin": ORIGIN}, follow_redirects=False
    )
    assert response.status_code == 303
    assert load_session(shell.db, token) is None
    assert web.get("/sophia", follow_redirects=False).status_code == 303


@pytest.mark.parametrize("page", ["/sophia", "/sophia?q=capital%20of%20Mongolia", "/library"])
def test_protected_pages_redirect_and_return(shell: Services, page: str) -> None:
    client = _new_client(shell)
    response = client.get(page, follow_redirects=False)
    assert response.status_code == 303
    location = response.headers["location"]
    assert location.startswith("/signin?next=")
    next_path = client.get(location).text.split('name="next" value="', 1)[1].split('"', 1)[0]
    assert next_path.replace("&amp;", "&") == page
    create_user(shell.db, "a@b.org", PASSWORD)
    signed_in = signin(client, "a@b.org", next_path=page)
    assert signed_in.headers["location"] == page  # type: ignore[attr-defined]


def test_workspace_pages_are_protected(shell: Services) -> None:
    response = _new_client(shell).get("/workspace/notebook/abc", follow_redirects=False)
    assert response.headers["location"] == "/signin?next=%2Fworkspace%2Fnotebook%2Fabc"


@pytest.mark.parametrize("evil", ["https://evil.example/", "//evil.example", "/\\evil.example"])
def test_signin_never_redirects_off_site(web: TestClient, shell: Services, evil: str) -> None:
    create_user(shell.db, "a@b.org", PASSWORD)
    response = signin(web, "a@b.org", next_path=evil)
    assert response.headers["location"] == "/sophia"  # type: ignore[attr-defined]


def test_public_reads_stay_public(client: TestClient) -> None:
    assert client.get("/search?q=capital").status_code == 200
    assert client.get("/v1/nisaba/search", params={"q": "capital"}).status_code == 200
    assert client.get("/domains/nisaba?path=/library/passage/x").status_code == 404
    assert client.get("/health").status_code == 200


def test_failed_signins_lock_the_account(web: TestClient, shell: Services) -> None:
    create_user(shell.db, "a@b.org", PASSWORD)
    for _ in range(3):
        assert signin(web, "a@b.org", "wrong password").status_code == 401  # type: ignore[attr-defined]
    locked = signin(web, "a@b.org", PASSWORD)  # even the right password is refused now
    assert locked.status_code == 429  # type: ignore[attr-defined]
    assert "Too many failed sign-ins" in locked.text  # type: ignore[attr-defined]
    assert SESSION_COOKIE not in web.cookies
    # Another account from the same address is not locked yet.
    create_user(shell.db, "c@b.org", PASSWORD)
    assert signin(web, "c@b.org").status_code == 303  # type: ignore[attr-defined]


def test_failed_signins_lock_the_address(web: TestClient, shell: Services) -> None:
    create_user(shell.db, "a@b.org", PASSWORD)
    for n in range(5):
        assert signin(web, f"guess{n}@b.org", "wrong password").status_code == 401  # type: ignore[attr-defined]
    assert signin(web, "a@b.org").status_code == 429  # type: ignore[attr-defined]


def test_processes_share_the_limit(shell: Services) -> None:
    """Two app instances on one database (two processes behind a balancer) agree."""
    create_user(shell.db, "a@b.org", PASSWORD)
    first, second = _new_client(shell), _new_client(Services.build(shell.settings))
    for client in (first, second, first):
        signin(client, "a@b.org", "wrong password")
    assert signin(second, "a@b.org").status_code == 429  # type: ignore[attr-defined]
    with shell.db.session() as session:
        assert session.scalar(select(func.count()).select_from(SignInFailure)) == 6


def test_success_forgives_account_failures(web: TestClient, shell: Services) -> None:
    create_user(shell.db, "a@b.org", PASSWORD)
    for _ in range(2):
        signin(web, "a@b.org", "wrong password")
    assert signin(web, "a@b.org").status_code == 303  # type: ignore[attr-defined]
    for _ in range(2):
        assert signin(web, "a@b.org", "wrong password").status_code == 401  # type: ignore[attr-defined]
