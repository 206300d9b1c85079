"""Helpers of the shell's integration tests: a client that behaves like a same-origin page."""

from __future__ import annotations

from fastapi.testclient import TestClient

ORIGIN = "http://testserver"
PASSWORD = "correct horse battery"


def csrf_from(client: TestClient, page: str = "/signin") -> str:
    """The token a page hands its forms (read from the rendered page, as a browser would)."""
    html = client.get(page).text
    marker = 'name="csrf-token" content="'
    start = html.index(marker) + len(marker)
    return html[start : html.index('"', start)]


def signup(
    client: TestClient, email: str, password: str = PASSWORD, next_path: str = "/sophia"
) -> None:
    token = csrf_from(client, "/signup")
    response = client.post(
        "/signup",
        data={"email": email, "password": password, "csrf_token": token, "next": next_path},
        headers={"Origin": ORIGIN},
        follow_redirects=False,
    )
    assert response.status_code == 303, response.text


def signin(client: TestClient, email: str, password: str = PASSWORD, next_path: str = "") -> object:
    token = csrf_from(client, "/signin")
    return client.post(
        "/signin",
        data={"email": email, "password": password, "csrf_token": token, "next": next_path},
        headers={"Origin": ORIGIN},
        follow_redirects=False,
    )
