"""The ask form: validation, the 600-character counter, pending state, the two alerts, keyboard."""

from __future__ import annotations

import re

from playwright.sync_api import Page, Route, expect

from tests.browser._sophia import ANSWER_ROUTE, GROUNDED_Q, PARTIAL_Q, ask, card, watch_answers
from tests.browser.conftest import User


def test_validation_and_counter(page: Page, user: User) -> None:
    requests = watch_answers(page)
    page.goto("/sophia")
    box = page.get_by_label("Your question")
    counter = page.locator("#q-count")
    expect(counter).to_have_text("0 / 600 characters")
    expect(counter).to_have_attribute("aria-live", "polite")
    assert box.get_attribute("maxlength") == "600"

    page.get_by_role("button", name="Ask").click()
    expect(page.locator("#q-error")).to_have_text(
        "Enter a question (it cannot be empty or only spaces)."
    )
    expect(box).to_have_attribute("aria-invalid", "true")
    box.fill("   \n  ")
    page.get_by_role("button", name="Ask").click()
    expect(page.locator("#q-error")).to_be_visible()
    assert requests.count == 0

    box.fill("abc")
    expect(counter).to_have_text("3 / 600 characters")
    expect(page.locator("#q-error")).to_be_hidden()
    box.fill("")
    box.press_sequentially("x" * 10)
    page.keyboard.insert_text("y" * 640)
    value = box.input_value()
    assert len(value) <= 600
    expect(counter).to_have_text(f"{len(value)} / 600 characters")


def test_pending_state_while_the_request_is_in_flight(page: Page, user: User) -> None:
    held: list[Route] = []
    page.route(ANSWER_ROUTE, lambda route: held.append(route))
    page.goto("/sophia")
    page.get_by_label("Your question").fill(GROUNDED_Q)
    page.get_by_role("button", name="Ask").click()
    expect(page.get_by_role("button", name="Ask")).to_be_disabled()
    expect(page.locator("#pending")).to_be_visible()
    expect(page.locator("#pending")).to_have_text("Searching the library…")
    expect(page.get_by_label("Your question")).to_have_value(GROUNDED_Q)
    expect(page.locator("#answer")).to_have_attribute("aria-busy", "true")
    assert len(held) == 1
    held[0].continue_()
    expect(card(page)).to_be_visible()
    expect(page.get_by_role("button", name="Ask")).to_be_enabled()
    expect(page.locator("#pending")).to_be_hidden()


def test_server_error_and_network_failure_alerts(page: Page, user: User) -> None:
    page.goto("/sophia")
    first_id = ask(page, PARTIAL_Q).get_attribute("data-answer-id") or ""
    server_alert, network_alert = page.locator("#alert-server"), page.locator("#alert-network")
    box = page.get_by_label("Your question")

    page.route(
        ANSWER_ROUTE,
        lambda route: route.fulfill(
            status=500,
            content_type="application/json",
            body='{"error": "error", "detail": "injected failure"}',
        ),
    )
    box.fill(GROUNDED_Q)
    page.get_by_role("button", name="Ask").click()
    expect(server_alert).to_be_visible()
    expect(server_alert).to_have_attribute("role", "alert")
    expect(server_alert).to_contain_text("HTTP 500: injected failure")
    expect(network_alert).to_be_hidden()
    expect(card(page)).to_have_attribute("data-answer-id", first_id)
    expect(box).to_have_value(GROUNDED_Q)
    expect(page.get_by_role("button", name="Ask")).to_be_enabled()

    page.unroute(ANSWER_ROUTE)
    page.route(ANSWER_ROUTE, lambda route: route.abort("internetdisconnected"))
    server_alert.get_by_role("button", name="Try again").click()
    expect(network_alert).to_be_visible()
    expect(network_alert).to_contain_text("OSHUN could not be reached.")
    expect(server_alert).to_be_hidden()
    expect(card(page)).to_have_attribute("data-answer-id", first_id)
    expect(box).to_have_value(GROUNDED_Q)

    page.unroute(ANSWER_ROUTE)
    network_alert.get_by_role("button", name="Try again").click()
    expect(card(page)).to_have_attribute("data-state", "grounded")
    expect(network_alert).to_be_hidden()
    expect(server_alert).to_be_hidden()


def test_keyboard_only(page: Page, user: User) -> None:
    page.goto("/sophia")
    box = page.get_by_label("Your question")
    box.focus()
    page.keyboard.type(PARTIAL_Q)
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "ask-button"
    page.keyboard.press("Enter")
    expect(card(page)).to_be_visible()
    box.focus()
    page.keyboard.press("Control+A")
    page.keyboard.type(GROUNDED_Q)
    page.keyboard.press("Enter")  # Enter in the box asks; Shift+Enter would add a line
    expect(card(page)).to_have_attribute("data-state", "grounded")
    # A polite live region announces the new answer (the card itself is not read out whole).
    announcer = page.locator("#announce")
    expect(announcer).to_have_attribute("aria-live", "polite")
    expect(announcer).to_have_attribute("role", "status")
    expect(announcer).to_have_text(re.compile(r"^New answer: Grounded, confidence \d{1,3}%\.$"))
    assert page.locator("#answer").get_attribute("aria-live") is None
