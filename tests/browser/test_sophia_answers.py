"""The /sophia page against the real answer route: each grounding state, the card, the meter."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Locator, Page, expect

from tests.browser._sophia import (
    GROUNDED_Q,
    NO_EVIDENCE_Q,
    PARTIAL_Q,
    ask,
    state_of,
    watch_answers,
)
from tests.browser.conftest import PHONE, User


def _check_meter(answer: Locator) -> None:
    meter = answer.locator(".meter")
    expect(meter.get_by_role("heading", name="How sure is this?")).to_be_visible()
    track = meter.get_by_role("meter")
    expect(track).to_be_visible()
    fill = float(track.get_attribute("aria-valuenow") or "-1")
    assert 0.0 <= fill <= 1.0
    assert meter.locator(".factor").count() >= 1
    expect(meter.locator(".factor-name").first).not_to_be_empty()
    expect(meter.locator(".factor-value").first).to_have_text(
        re.compile(r"^(strong|fair|weak|none)$")
    )
    expect(meter.locator(".explainer")).not_to_be_empty()


def _check_witness(witness: Locator) -> None:
    expect(witness.locator(".witness-title")).not_to_be_empty()
    expect(witness.locator(".witness-quote")).not_to_be_empty()
    expect(witness.locator(".witness-quote .locator")).not_to_be_empty()  # the locator, bold
    expect(witness.locator(".witness-kind")).to_have_text(
        re.compile(r"^(article|reference|book|web|note)$")
    )
    href = witness.locator("a.reader-link").get_attribute("href") or ""
    parts = urlsplit(href)
    assert parts.path == "/domains/nisaba"
    params = parse_qs(parts.query)
    assert params["origin"] == ["sophia"]
    inner = urlsplit(params["path"][0])
    assert inner.path == f"/library/passage/{witness.get_attribute('data-citation-id')}"
    assert parse_qs(inner.query)["locator"][0]


def _no_overflow(page: Page, answer: Locator) -> None:
    """Nothing in the card sticks out of it, and the page does not scroll sideways."""
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    sticking_out = answer.evaluate(
        """(card) => {
            const edge = card.getBoundingClientRect().right + 1;
            return [...card.querySelectorAll('*')]
                .filter((el) => el.getBoundingClientRect().right > edge)
                .map((el) => el.className || el.tagName);
        }"""
    )
    assert sticking_out == []


def test_grounded_answer_card(page: Page, user: User, output_dir: Path) -> None:
    requests = watch_answers(page)
    page.goto("/sophia")
    answer = ask(page, GROUNDED_Q)
    assert requests.count == 1
    assert requests.seen[0].method == "POST"
    assert requests.seen[0].post_data_json == {"q": GROUNDED_Q}
    assert requests.seen[0].headers.get("x-csrf-token")

    assert state_of(answer) == "grounded"
    expect(answer.locator(".state")).to_have_text("Grounded")
    expect(answer.locator(".confidence")).to_have_text(re.compile(r"^\d{1,3}%$"))
    witnesses = answer.locator(".witness")
    count = witnesses.count()
    assert count >= 3
    expect(answer.locator(".witnesses h3")).to_have_text(f"Sources ({count})")
    # The answer's citation labels are superscript links to the witnesses.
    cites = answer.locator(".answer-text sup.cite a")
    assert cites.count() >= 1
    expect(cites.first).to_have_text("1")
    expect(answer.locator(".answer-text")).not_to_contain_text("[1]")
    for index in range(count):
        _check_witness(witnesses.nth(index))
    # The claims are folded under "How this answer is supported", each citing by link.
    fold = answer.locator("details.support-fold")
    expect(fold.locator("summary")).to_have_text("How this answer is supported")
    claims = answer.locator(".claim")
    assert claims.count() >= 1
    expect(claims.first).to_be_hidden()
    fold.locator("summary").click()
    anchors = {f"#{witnesses.nth(i).get_attribute('id')}" for i in range(count)}
    for index in range(claims.count()):
        claim = claims.nth(index)
        expect(claim).to_be_visible()
        expect(claim.locator(".support")).to_have_text("Quoted word for word from")
        links = claim.locator(".claim-citations a")
        assert links.count() >= 1
        assert all(link.get_attribute("href") in anchors for link in links.all())
    _check_meter(answer)
    expect(page.get_by_label("Your question")).to_have_value(GROUNDED_Q)

    _no_overflow(page, answer)
    answer.screenshot(path=str(output_dir / "answer-card-1280.png"))
    page.set_viewport_size(PHONE)
    _no_overflow(page, answer)
    answer.screenshot(path=str(output_dir / "answer-card-375.png"))


def test_partial_answer(page: Page, user: User) -> None:
    page.goto("/sophia")
    answer = ask(page, PARTIAL_Q)
    assert state_of(answer) == "partial"
    expect(answer.locator(".state")).to_have_text("Partially grounded")
    count = answer.locator(".witness").count()
    assert 1 <= count <= 2
    expect(answer.locator(".witnesses h3")).to_have_text(f"Sources ({count})")
    expect(answer.locator(".witness-list")).to_contain_text("Ulaanbaatar")
    _check_meter(answer)


def test_no_evidence_abstains_with_explainer(page: Page, user: User) -> None:
    page.goto("/sophia")
    answer = ask(page, NO_EVIDENCE_Q)
    assert state_of(answer) == "ungrounded"
    assert answer.get_attribute("data-abstained") == "true"
    expect(answer.get_by_role("heading", name="No grounded answer")).to_be_visible()
    expect(answer.locator(".abstention")).to_be_visible()
    expect(answer.locator(".explainer")).to_contain_text("does not answer")
    assert answer.locator(".witness-list").count() == 0
    assert answer.locator(".witness").count() == 0
    # Nothing to weigh, nothing to save as an answer: only the question can be kept.
    assert answer.locator(".meter").count() == 0
    expect(answer.get_by_role("button", name="Save question")).to_be_visible()
    expect(answer.get_by_role("button", name="Save to Library")).to_have_count(0)


def test_empty_query_via_the_api_abstains(page: Page, user: User, server: str) -> None:
    page.goto("/sophia")
    token = page.locator("meta[name=csrf-token]").get_attribute("content") or ""
    response = page.request.post(
        f"{server}/v1/sophia/answer",
        data={"q": "   "},
        headers={"X-CSRF-Token": token, "Origin": server},
    )
    assert response.status == 200
    body = response.json()
    assert body["groundingState"] == "abstained" and body["abstained"] is True
    assert body["citations"] == [] and body["claims"] == [] and body["answer"] == ""
    assert body["meter"]["explainer"]


def test_phone_width_card(page: Page, user: User) -> None:
    page.set_viewport_size(PHONE)
    page.goto("/sophia")
    answer = ask(page, GROUNDED_Q)
    _no_overflow(page, answer)
    box = answer.bounding_box()
    assert box is not None and box["width"] <= PHONE["width"]


def test_a_two_part_question_shows_its_parts_side_by_side(page: Page, user: User) -> None:
    # The fixture library knows Kenya's capital, not its independence: one part answered,
    # the other named as without evidence, the answer partial.
    page.goto("/sophia")
    answer = ask(page, "What is the capital of Kenya and when did it become independent?")
    assert state_of(answer) == "partial"
    parts = answer.locator(".answer-part")
    expect(parts).to_have_count(2)
    expect(parts.nth(0).locator(".part-question")).to_have_text("What is the capital of Kenya")
    expect(parts.nth(0)).to_contain_text("Nairobi")
    assert parts.nth(1).get_attribute("data-state") == "ungrounded"
    expect(parts.nth(1).locator(".part-explainer")).to_contain_text("does not answer")
    expect(answer.locator(".meter .explainer")).to_contain_text(
        "“when did Kenya become independent?”"
    )
    # One number: the meter's fill is the confidence the card shows.
    fill = float(answer.locator(".meter").get_by_role("meter").get_attribute("aria-valuenow") or "")
    shown = answer.locator(".confidence").inner_text().rstrip("%")
    assert int(shown) == round(fill * 100)
