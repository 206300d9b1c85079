"""Reload, citation → reader → Back, the reader's own Back link and the ?q= hand-off.

None of these may ask the answer route again: the page restores from sessionStorage.
"""

from __future__ import annotations

import uuid
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Page, expect

from tests.browser._sophia import GROUNDED_Q, PARTIAL_Q, ask, card, watch_answers
from tests.browser.conftest import User, sign_up

SHORT = {"width": 1280, "height": 560}  # short enough that the card scrolls

#: Resolves with window.scrollY once it has held still for five animation frames.
_SETTLED_SCROLL = """() => new Promise((resolve) => {
  let last = -1, still = 0;
  const tick = () => {
    const y = window.scrollY;
    still = y === last ? still + 1 : 0;
    last = y;
    if (still >= 5) resolve(y); else requestAnimationFrame(tick);
  };
  tick();
})"""


def settled_scroll(page: Page) -> float:
    """The page's scroll position once scrolling (smooth or restored) has come to rest."""
    return float(page.evaluate(_SETTLED_SCROLL))


def test_reload_restores_without_a_request(page: Page, user: User) -> None:
    requests = watch_answers(page)
    page.goto("/sophia")
    answer_id = ask(page, PARTIAL_Q).get_attribute("data-answer-id")
    assert requests.count == 1
    page.reload()
    expect(card(page)).to_have_attribute("data-answer-id", answer_id or "")
    expect(page.get_by_label("Your question")).to_have_value(PARTIAL_Q)
    page.wait_for_load_state("networkidle")  # a stray request would have been sent by now
    assert requests.count == 1
    stored = page.evaluate("JSON.parse(sessionStorage.getItem('oshun.sophia.last'))")
    assert stored["envelope"]["id"] == answer_id and stored["query"] == PARTIAL_Q


def _follow_last_citation(page: Page) -> tuple[str, str, float]:
    """Scroll to the last witness, follow its reader link; passage id, locator and scrollY."""
    link = card(page).locator("a.reader-link").last
    link.scroll_into_view_if_needed()
    page.mouse.wheel(0, 120)
    scroll_y = settled_scroll(page)
    assert scroll_y > 100, "the card must be long enough to scroll"
    witness = card(page).locator(".witness").last
    passage_id = witness.get_attribute("data-citation-id") or ""
    href = link.get_attribute("href") or ""
    inner = urlsplit(parse_qs(urlsplit(href).query)["path"][0])
    locator = parse_qs(inner.query)["locator"][0]
    link.click()
    page.wait_for_url("**/domains/nisaba?**")
    return passage_id, locator, scroll_y


def test_citation_opens_the_reader_and_back_restores(page: Page, user: User) -> None:
    page.set_viewport_size(SHORT)
    requests = watch_answers(page)
    page.goto("/sophia")
    answer_id = ask(page, GROUNDED_Q).get_attribute("data-answer-id")
    passage_id, locator, scroll_y = _follow_last_citation(page)

    article = page.locator("article.reader")
    expect(article).to_have_attribute("data-passage-id", passage_id)
    expect(page.locator("mark#locator")).to_have_text(locator)
    expect(page.locator(".passage-id code")).to_have_text(passage_id)

    page.go_back()
    expect(card(page)).to_have_attribute("data-answer-id", answer_id or "")
    page.wait_for_load_state("networkidle")
    restored = settled_scroll(page)
    assert abs(restored - scroll_y) <= 80, (restored, scroll_y)
    assert requests.count == 1, "Back must not ask again"


def test_reader_back_link_returns_to_the_answer(page: Page, user: User) -> None:
    page.set_viewport_size(SHORT)
    requests = watch_answers(page)
    page.goto("/sophia")
    answer_id = ask(page, GROUNDED_Q).get_attribute("data-answer-id")
    _, _, scroll_y = _follow_last_citation(page)
    page.get_by_role("link", name="Back to Sophia").click()
    page.wait_for_url("**/sophia")
    expect(card(page)).to_have_attribute("data-answer-id", answer_id or "")
    page.wait_for_load_state("networkidle")
    assert abs(settled_scroll(page) - scroll_y) <= 80
    assert requests.count == 1


def test_mongolia_witness_highlights_ulaanbaatar(page: Page, user: User) -> None:
    page.goto("/sophia")
    answer = ask(page, PARTIAL_Q)
    answer.locator(".witness", has_text="Ulaanbaatar").first.locator("a.reader-link").click()
    expect(page.locator("mark#locator")).to_contain_text("Ulaanbaatar")


def test_query_in_the_url_is_asked_once(page: Page, user: User, server: str) -> None:
    requests = watch_answers(page)
    page.goto("/sophia?q=What%20is%20the%20capital%20of%20Mongolia%3F")
    expect(card(page)).to_be_visible()
    expect(page.get_by_label("Your question")).to_have_value(PARTIAL_Q)
    assert requests.count == 1
    assert page.url == f"{server}/sophia", "the hand-off query leaves the address"
    page.reload()
    expect(card(page)).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert requests.count == 1


def test_another_account_in_the_same_tab_does_not_see_the_answer(page: Page, user: User) -> None:
    page.goto("/sophia")
    ask(page, PARTIAL_Q)
    page.get_by_role("button", name="Sign out").click()
    sign_up(page, f"second-{uuid.uuid4().hex[:8]}@example.org")
    page.wait_for_url("**/sophia")
    page.wait_for_load_state("networkidle")  # the page script has run and restored nothing
    expect(card(page)).to_have_count(0)
    expect(page.get_by_label("Your question")).to_have_value("")
