"""Every page, at 1280 and 375 px: axe-core finds no serious or critical violation (WCAG 2.2
A/AA and best practices), nothing scrolls sideways, and a full-page screenshot is refreshed
in docs/img/pages/ (README and docs/browser-tests.md show them)."""

from __future__ import annotations

import uuid
from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from tests.browser._a11y import axe_violations, blocking, screenshot
from tests.browser._sophia import GROUNDED_Q, NO_EVIDENCE_Q, ask, card
from tests.browser.conftest import DESKTOP, PASSWORD, PHONE, User, sign_up

WIDTHS = (DESKTOP, PHONE)


def _check(page: Page, name: str, problems: list[str]) -> None:
    found = blocking(axe_violations(page))
    problems += [f"{name} @{page.viewport_size}: {v}" for v in found]
    if not page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"):
        problems.append(f"{name} @{page.viewport_size}: scrolls sideways")
    screenshot(page, name, full_page=not name.startswith("api-"))  # the API viewers are long


def test_every_signed_in_page_passes_axe(page: Page, user: User) -> None:
    # Content for every page: an answer, a saved answer with notes, an abstention.
    page.goto("/sophia")
    ask(page, NO_EVIDENCE_Q)
    answer = ask(page, GROUNDED_Q)
    answer_id = answer.get_attribute("data-answer-id") or ""
    reader = answer.locator("a.reader-link").first.get_attribute("href") or ""
    answer.locator("#save-button").click()
    expect(answer.locator("#save-button")).to_have_attribute("aria-pressed", "true")
    page.goto(f"/workspace/notebook/{answer_id}")
    page.get_by_label("Notes (only you can see them)").fill(
        "**Check** the *dance* angle.\n\n- waggle\n- round\n\n<script>alert(1)</script>"
    )
    page.get_by_role("button", name="Save notes").click()
    expect(page.locator(".notes-preview strong")).to_have_text("Check")

    def sophia(p: Page) -> None:
        p.goto("/sophia")
        expect(card(p)).to_be_visible()
        card(p).locator("details.support-fold summary").click()

    def search(p: Page) -> None:
        p.goto("/search?q=" + GROUNDED_Q.replace(" ", "%20"))
        p.get_by_role("button", name="Preview").first.click()
        expect(p.locator(".preview:visible .answer-card")).to_be_visible()

    def goto(path: str, ready: str) -> Callable[[Page], None]:
        def visit(p: Page) -> None:
            p.goto(path)
            expect(p.locator(ready).first).to_be_visible()

        return visit

    pages: dict[str, Callable[[Page], None]] = {
        "home": goto("/", "h1"),
        "search": search,
        "sophia": sophia,
        "reader": goto(reader, "article.reader mark"),
        "library": goto("/library", ".saved-item .answer-card"),
        "notebook": goto(f"/workspace/notebook/{answer_id}", ".notebook .answer-card"),
        "not-found": goto("/workspace/notebook/ans_nothing_here", "h1"),
        "signout": goto("/signout", "h1"),
        "api-docs": goto("/docs", ".swagger-ui .info"),
        "api-redoc": goto("/redoc", ".api-content h1"),
    }
    problems: list[str] = []
    for size in WIDTHS:
        page.set_viewport_size(size)
        for name, visit in pages.items():
            visit(page)
            _check(page, name, problems)
    assert not problems, "\n".join(problems)


def test_every_signed_out_page_passes_axe(browser: Browser, server: str) -> None:
    problems: list[str] = []
    for size in WIDTHS:
        ctx = browser.new_context(base_url=server, viewport=size)
        ctx.set_default_timeout(15_000)
        try:
            page = ctx.new_page()
            for name, path in (("signin", "/signin"), ("signup", "/signup")):
                page.goto(path)
                _check(page, name, problems)
            # A form error is announced and still passes.
            sign_up(page, f"short-{uuid.uuid4().hex[:6]}@example.org", "short")
            _check(page, "signup-error", problems)
            sign_up(page, f"a11y-{uuid.uuid4().hex[:6]}@example.org", PASSWORD)
        finally:
            ctx.close()
    assert not problems, "\n".join(problems)
