"""The shell in a real browser: protected pages, sign-in return, sign-out, the BFF boundary."""

from __future__ import annotations

import uuid

from playwright.sync_api import Page, expect

from tests.browser._sophia import watch_answers
from tests.browser.conftest import User, sign_in, sign_up


def test_signed_out_visitor_is_sent_to_signin_and_returned(page: Page, server: str) -> None:
    email = f"back-{uuid.uuid4().hex[:8]}@example.org"
    sign_up(page, email)
    page.get_by_role("button", name="Sign out").click()
    expect(page.get_by_text("You are signed out.")).to_be_visible()

    page.goto("/sophia?q=capital%20of%20Peru")
    assert page.url.startswith(f"{server}/signin?next=")
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    requests = watch_answers(page)
    sign_in(page, User(email, "correct horse battery"))
    # Back on the page asked for, which asks its hand-off question once.
    expect(page.get_by_label("Your question")).to_have_value("capital of Peru")
    expect(page.locator("#answer .answer-card")).to_be_visible()
    assert requests.count == 1
    assert requests.seen[0].frame.url.startswith(f"{server}/sophia")


def test_library_is_protected(page: Page, server: str) -> None:
    page.goto("/library")
    assert page.url == f"{server}/signin?next=%2Flibrary"


def test_wrong_password_shows_an_alert(page: Page, user: User) -> None:
    page.get_by_role("button", name="Sign out").click()
    page.goto("/signin")
    sign_in(page, User(user.email, "not the password"))
    expect(page.get_by_role("alert")).to_have_text("Wrong email or password.")
    expect(page.get_by_label("Email")).to_have_value(user.email)


def test_cross_origin_post_is_refused(page: Page, user: User, server: str) -> None:
    """A form on another origin posting to /signout gets a 403; the session survives."""
    other = server.replace("127.0.0.1", "localhost")  # same server, another origin
    page.goto(f"{other}/search")
    page.evaluate(
        """(target) => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = target + "/signout";
            const field = document.createElement("input");
            field.name = "csrf_token";
            field.value = "x".repeat(43);
            form.append(field);
            document.body.append(form);
            form.submit();
        }""",
        server,
    )
    page.wait_for_url(f"{server}/signout")
    expect(page.get_by_role("alert")).to_contain_text("cross-origin")
    # Even with this browser's cookies and its real token, a foreign Origin is refused.
    page.goto(f"{server}/signout")
    token = page.locator("meta[name=csrf-token]").get_attribute("content") or ""
    response = page.context.request.post(
        f"{server}/signout",
        headers={"Origin": "https://evil.example", "X-CSRF-Token": token},
        max_redirects=0,
    )
    assert response.status == 403
    page.goto("/signout")
    expect(page.get_by_text(f"You are signed in as {user.email}")).to_be_visible()


def test_post_without_csrf_token_is_refused(page: Page, user: User) -> None:
    page.goto("/signout")
    page.evaluate("document.querySelector('main form input[name=csrf_token]').remove()")
    page.locator("main").get_by_role("button", name="Sign out").click()
    expect(page.get_by_role("alert")).to_contain_text("CSRF token is missing")
    page.goto("/signout")
    expect(page.get_by_text(f"You are signed in as {user.email}")).to_be_visible()
