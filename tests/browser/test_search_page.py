"""Search: results with snippets, a focused preview with Sophia's evidence status, the hand-off."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser._sophia import GROUNDED_Q, NO_EVIDENCE_Q, card, watch_answers
from tests.browser.conftest import User


def test_preview_shows_evidence_status_and_hands_off(page: Page, user: User, server: str) -> None:
    requests = watch_answers(page)
    page.goto("/search?q=" + GROUNDED_Q.replace(" ", "%20"))
    results = page.locator(".result")
    assert results.count() >= 3
    expect(results.first.locator(".snippet mark").first).to_be_visible()
    preview = page.locator(".preview").first
    expect(preview).to_be_hidden()

    toggle = results.first.get_by_role("button", name="Preview")
    toggle.click()
    expect(preview).to_be_visible()
    expect(preview).to_be_focused()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    evidence = preview.locator(".evidence")
    expect(evidence).to_have_attribute("data-state", "grounded")
    expect(evidence.locator(".evidence-state")).to_have_text("Grounded")
    witnesses = int(evidence.get_attribute("data-witness-count") or "0")
    assert witnesses >= 3
    expect(evidence.locator(".witness-count")).to_have_text(f"{witnesses} witnesses")
    expect(evidence.locator(".witness-membership")).to_have_text(
        "This passage is one of Sophia’s witnesses."
    )
    assert requests.count == 0, "the Search page never calls the answer route"

    # Selecting another result closes the first preview; Escape closes and refocuses.
    second_toggle = results.nth(1).get_by_role("button", name="Preview")
    second_toggle.click()
    expect(preview).to_be_hidden()
    page.keyboard.press("Escape")
    expect(second_toggle).to_be_focused()
    expect(page.locator(".preview:visible")).to_have_count(0)

    toggle.click()
    preview.get_by_role("link", name="Compare with OSHUN").click()
    expect(card(page)).to_have_attribute("data-state", "grounded")
    expect(page.get_by_label("Your question")).to_have_value(GROUNDED_Q)
    assert page.url == f"{server}/sophia"
    assert requests.count == 1
    witness_count = card(page).locator(".witness").count()
    assert witness_count == witnesses


def test_preview_says_sophia_would_abstain(page: Page) -> None:
    """Search is public; a question with matches but no real evidence would abstain."""
    page.goto("/search?q=" + NO_EVIDENCE_Q.replace(" ", "%20").replace("?", "%3F") + "%20Mongolia")
    results = page.locator(".result")
    assert results.count() >= 1
    results.first.get_by_role("button", name="Preview").click()
    evidence = page.locator(".preview:visible .evidence")
    expect(evidence.locator(".evidence-state")).to_have_text("Would abstain")
    expect(evidence.locator(".witness-count")).to_have_text("0 witnesses")
    expect(evidence.locator(".witness-membership")).to_have_text(
        "This passage is not among Sophia’s witnesses."
    )
    compare = page.locator(".preview:visible").get_by_role("link", name="Compare with OSHUN")
    assert (compare.get_attribute("href") or "").startswith("/sophia?q=")
