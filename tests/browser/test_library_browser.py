"""The Library in a real browser: Save on the answer card, /library and the notebook from a
second, cache-free context of the same person, notes that persist, and a stranger's 404."""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser._sophia import PARTIAL_Q, ask, card, watch_answers
from tests.browser.conftest import DESKTOP, PASSWORD, User, sign_in, sign_up


def _context(browser: Browser, server: str) -> BrowserContext:
    ctx = browser.new_context(base_url=server, viewport=DESKTOP)
    ctx.set_default_timeout(15_000)
    return ctx


def test_save_toggles_and_survives_reload(page: Page, user: User) -> None:
    page.goto("/sophia")
    answer = ask(page, PARTIAL_Q)
    save = answer.locator("#save-button")
    expect(save).to_be_enabled()
    expect(save).to_have_attribute("aria-pressed", "false")
    save.click()
    expect(save).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#save-status .notebook-link")).to_be_visible()

    requests = watch_answers(page)
    page.reload()
    expect(card(page).locator("#save-button")).to_have_attribute("aria-pressed", "true")
    assert requests.count == 0  # the answer came back from sessionStorage; only the save state

    card(page).locator("#save-button").click()  # unsave
    expect(card(page).locator("#save-button")).to_have_attribute("aria-pressed", "false")
    page.goto("/library")
    expect(page.locator(".empty")).to_contain_text("Nothing saved yet")


def test_saved_answer_opens_as_a_notebook_in_another_context(
    browser: Browser, server: str, page: Page, user: User
) -> None:
    page.goto("/sophia")
    answer = ask(page, PARTIAL_Q)
    answer_id = answer.get_attribute("data-answer-id")
    witness_ids = [
        item.get_attribute("data-citation-id") or ""
        for item in answer.locator("li.witness[data-citation-id]").all()
    ]
    assert witness_ids and all(witness_ids)
    answer.locator("#save-button").click()
    expect(answer.locator("#save-button")).to_have_attribute("aria-pressed", "true")

    # A second browser context: no cookies, no cache, no sessionStorage — another device.
    second_ctx = _context(browser, server)
    try:
        second = second_ctx.new_page()
        second.goto("/library")
        expect(second).to_have_url(f"{server}/signin?next=%2Flibrary")
        sign_in(second, user)
        expect(second).to_have_url(f"{server}/library")
        item = second.locator(f'.saved-item[data-answer-id="{answer_id}"]')
        expect(item).to_be_visible()
        for witness in witness_ids:
            expect(item.locator(f'[data-witness-id="{witness}"]')).to_have_count(1)
        second.screenshot(path="test-output/library-second-context.png", full_page=True)

        item.locator("a.resume").click()
        expect(second).to_have_url(f"{server}/workspace/notebook/{answer_id}")
        expect(second.locator(".notebook")).to_have_attribute("data-answer-id", answer_id or "")
        note = f"Check the census figure — {uuid.uuid4().hex[:6]}"
        second.get_by_label("Notes (only you can see them)").fill(note)
        second.get_by_role("button", name="Save notes").click()
        expect(second.locator(".notice")).to_have_text("Notes saved.")
        second.reload()
        expect(second.get_by_label("Notes (only you can see them)")).to_have_value(note)
    finally:
        second_ctx.close()

    # The first context sees the note too.
    page.goto(f"/workspace/notebook/{answer_id}")
    expect(page.get_by_label("Notes (only you can see them)")).to_have_value(note)

    # Re-checking against an unchanged library flags nothing.
    page.get_by_role("link", name="Re-check against the library").click()
    # "Its one source still reads as saved." or "All N sources still read as saved."
    expect(page.locator(".recheck-summary")).to_contain_text(re.compile(r"still reads? as saved"))

    # Another person cannot open it.
    stranger_ctx = _context(browser, server)
    try:
        stranger = stranger_ctx.new_page()
        sign_up(stranger, f"stranger-{uuid.uuid4().hex[:8]}@example.org", PASSWORD)
        response = stranger.goto(f"/workspace/notebook/{answer_id}")
        assert response is not None and response.status == 404
        expect(stranger.locator("body")).not_to_contain_text(note)
        stranger.goto("/library")
        expect(stranger.locator(".empty")).to_contain_text("Nothing saved yet")
    finally:
        stranger_ctx.close()
