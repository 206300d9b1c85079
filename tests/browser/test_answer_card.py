"""The answer card (card.js) in a real browser: citation links scroll to and flash their
witness, no internal id is visible outside a details disclosure, one confidence number, a
keyboard-only path through the card, and this tab's questions kept and restorable."""

from __future__ import annotations

import math
import re

from playwright.sync_api import Locator, Page, expect

from tests.browser._sophia import GROUNDED_Q, NO_EVIDENCE_Q, PARTIAL_Q, ask, card, watch_answers
from tests.browser.conftest import PHONE, User

#: The meter's factors by their code names (oshun.sophia.meter.FACTORS).
CODE_NAMES = ("evidenceScore", "witnessCount", "gateMargin", "termCoverage", "agreement")


def _in_viewport(page: Page, target: Locator) -> bool:
    return bool(
        target.evaluate(
            """(el) => { const r = el.getBoundingClientRect();
                return r.top >= 0 && r.top < window.innerHeight && r.bottom > 0; }"""
        )
    )


def _internal_ids(answer: Locator) -> list[str]:
    """What a person must not see: passage ids, the answer id, the corpus version, and the
    meter's code names — read from the card's data and its details disclosure."""
    ids = [w.get_attribute("data-citation-id") or "" for w in answer.locator(".witness").all()]
    ids.append(answer.get_attribute("data-answer-id") or "")
    details = answer.locator("details.card-details dd").all_inner_texts()
    ids += [text for text in details if re.fullmatch(r"[0-9a-f]{12,}", text)]
    return [i for i in ids if i] + list(CODE_NAMES)


def _visible_text(answer: Locator) -> str:
    """The card's rendered text with every details disclosure closed."""
    answer.evaluate("(card) => card.querySelectorAll('details').forEach((d) => (d.open = false))")
    return answer.inner_text()


def _own_text(answer: Locator) -> str:
    """The card's own words: its visible text without what it quotes from the library (the
    answer, the parts, the quotes), which may hold percentages of its own."""
    return str(
        answer.evaluate(
            """(card) => {
                card.querySelectorAll('details').forEach((d) => (d.open = false));
                const quoted = [...card.querySelectorAll(
                    '.answer-text, .answer-parts, .witness-quote')];
                quoted.forEach((el) => (el.style.display = 'none'));
                const text = card.innerText;
                quoted.forEach((el) => (el.style.display = ''));
                return text;
            }"""
        )
    )


def test_citation_link_scrolls_to_and_flashes_its_witness(page: Page, user: User) -> None:
    page.set_viewport_size(PHONE)  # the witnesses are well below the answer on a phone
    page.goto("/sophia")
    answer = ask(page, GROUNDED_Q)
    page.evaluate("window.scrollTo(0, 0)")
    cites = answer.locator(".answer-text sup.cite a")
    assert cites.count() >= 1
    last = cites.nth(cites.count() - 1)
    target_id = (last.get_attribute("href") or "").lstrip("#")
    witness = page.locator(f"#{target_id}")
    expect(witness).to_have_class(re.compile(r"\bwitness\b"))
    last.scroll_into_view_if_needed()
    assert not _in_viewport(page, witness)
    url = page.url

    last.click()
    expect(witness).to_have_class(re.compile(r"\bflash\b"))
    expect(witness).to_be_focused()
    page.wait_for_function(
        """(id) => { const r = document.getElementById(id).getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight + 1; }""",
        arg=target_id,
    )
    assert page.url == url  # no history entry: Back still leaves the room
    expect(witness).not_to_have_class(re.compile(r"\bflash\b"), timeout=5_000)


def test_keyboard_reaches_a_citation_and_its_witness(page: Page, user: User) -> None:
    page.goto("/sophia")
    answer = ask(page, GROUNDED_Q)
    first = answer.locator(".answer-text sup.cite a").first
    page.get_by_label("Your question").focus()
    for _ in range(12):
        page.keyboard.press("Tab")
        if first.evaluate("(el) => el === document.activeElement"):
            break
    expect(first).to_be_focused()
    page.keyboard.press("Enter")
    witness = page.locator((first.get_attribute("href") or "#").strip())
    expect(witness).to_be_focused()
    page.keyboard.press("Tab")  # on to the witness's own reader link
    expect(witness.locator("a.witness-title")).to_be_focused()


def test_no_internal_id_is_visible_outside_details(page: Page, user: User) -> None:
    page.goto("/sophia")
    for question in (GROUNDED_Q, PARTIAL_Q, NO_EVIDENCE_Q):
        answer = ask(page, question)
        hidden = _internal_ids(answer)
        shown = _visible_text(answer)
        leaks = [item for item in hidden if item in shown]
        assert leaks == [], f"{question!r}: {leaks} visible outside details"
        # The details disclosure does hold them (so the check above can see a leak).
        answer.locator("details.card-details summary").click()
        opened = answer.inner_text()
        assert answer.get_attribute("data-answer-id") in opened
        assert "evidenceScore" in opened or answer.get_attribute("data-abstained") == "true"


def test_one_confidence_number_and_the_meter_shows_it(page: Page, user: User) -> None:
    page.goto("/sophia")
    for question in (GROUNDED_Q, PARTIAL_Q):
        answer = ask(page, question)
        numbers = re.findall(r"\d+(?:[.,]\d+)?\s?%", _own_text(answer))
        assert len(numbers) == 1, numbers
        shown = int(numbers[0].rstrip("% "))
        track = answer.get_by_role("meter")
        # Half a percent rounds up, as the page's Math.round does (0.885 → 89 %).
        fill = float(track.get_attribute("aria-valuenow") or "-1")
        assert math.floor(fill * 100 + 0.5) == shown
        width = answer.locator(".meter-fill").evaluate(
            "(el) => el.getBoundingClientRect().width / el.parentElement.clientWidth"
        )
        assert abs(width * 100 - shown) <= 1.5
        # Factors read in words, not numbers.
        names = answer.locator(".factor-name").all_inner_texts()
        assert "How strongly the best passage matches" in names
        assert "How many passages agree" in names


def test_this_tabs_questions_are_kept_and_restored_without_asking_again(
    page: Page, user: User
) -> None:
    page.goto("/sophia")
    first = ask(page, PARTIAL_Q)
    first_id = first.get_attribute("data-answer-id")
    second = ask(page, GROUNDED_Q)
    second_id = second.get_attribute("data-answer-id")
    history = page.get_by_role("navigation", name="Asked in this tab")
    items = history.get_by_role("button")
    expect(items).to_have_count(2)
    expect(items.nth(0)).to_have_text(GROUNDED_Q)
    expect(items.nth(0)).to_have_attribute("aria-current", "true")

    requests = watch_answers(page)
    history.get_by_role("button", name=PARTIAL_Q).click()
    expect(card(page)).to_have_attribute("data-answer-id", first_id or "")
    expect(page.get_by_label("Your question")).to_have_value(PARTIAL_Q)
    expect(page.locator("#announce")).to_contain_text("New answer: Partially grounded")
    page.reload()
    expect(card(page)).to_have_attribute("data-answer-id", first_id or "")
    expect(history.get_by_role("button")).to_have_count(2)
    history.get_by_role("button", name=GROUNDED_Q).click()
    expect(card(page)).to_have_attribute("data-answer-id", second_id or "")
    # Follow a witness into the reader and come Back: the same answer, nothing asked again.
    card(page).locator("a.reader-link").first.click()
    expect(page.locator("article.reader")).to_be_visible()
    page.go_back()
    expect(card(page)).to_have_attribute("data-answer-id", second_id or "")
    expect(history.get_by_role("button")).to_have_count(2)
    assert requests.count == 0


def test_the_same_quote_is_one_witness_under_all_its_labels(page: Page, user: User) -> None:
    """Two citations quoting the same words (a duplicated passage) show as one witness; both
    labels link to it. The envelope is the real route's, with its second witness's quote
    made the first's — the renderer is the page's own card.js."""
    page.goto("/sophia")
    ask(page, GROUNDED_Q)
    counts = page.evaluate(
        """async () => {
            const { renderCard } = await import('/static/card.js');
            const last = JSON.parse(sessionStorage.getItem('oshun.sophia.last')).envelope;
            const [a, b] = last.citations;
            const twin = { ...b, locator: `  ${a.locator.toUpperCase()} ` };
            const envelope = { ...last, citations: [a, twin, ...last.citations.slice(2)] };
            const card = renderCard(envelope, { prefix: 'dup' });
            document.body.append(card);
            const first = card.querySelector('.witness');
            const links = [...card.querySelectorAll('.answer-text a[data-cite]')];
            return {
                citations: envelope.citations.length,
                witnesses: card.querySelectorAll('.witness').length,
                firstLabels: first.querySelector('.witness-label').textContent,
                toFirst: links.filter((l) => l.dataset.cite === first.id).length,
                labels: links.map((l) => l.textContent),
            };
        }"""
    )
    assert counts["witnesses"] == counts["citations"] - 1
    assert counts["firstLabels"] == "[1] [2]"
    assert counts["toFirst"] == counts["labels"].count("1") + counts["labels"].count("2") >= 2


def test_an_abstention_can_be_saved_as_a_question(page: Page, user: User) -> None:
    page.goto("/sophia")
    answer = ask(page, NO_EVIDENCE_Q)
    save = answer.get_by_role("button", name="Save question")
    expect(save).to_be_enabled()
    save.click()
    expect(answer.locator("#save-button")).to_have_attribute("aria-pressed", "true")
    page.goto("/library")
    item = page.locator(".saved-item")
    expect(item).to_have_count(1)
    expect(item.locator(".answer-card")).to_have_attribute("data-abstained", "true")
    expect(item.get_by_role("heading", name="No grounded answer")).to_be_visible()
    expect(item.locator(".meta .state")).to_have_text("Ungrounded — abstained")


def test_no_internal_id_is_visible_on_the_library_notebook_or_search(
    page: Page, user: User
) -> None:
    page.goto("/sophia")
    answer = ask(page, GROUNDED_Q)
    hidden = _internal_ids(answer)
    answer_id = answer.get_attribute("data-answer-id") or ""
    answer.locator("#save-button").click()
    expect(answer.locator("#save-button")).to_have_attribute("aria-pressed", "true")

    def shown() -> str:
        page.evaluate("document.querySelectorAll('details').forEach((d) => (d.open = false))")
        return page.locator("main").inner_text()

    for path, ready in (
        ("/library", ".saved-item .answer-card"),
        (f"/workspace/notebook/{answer_id}", ".notebook .answer-card"),
        (f"/workspace/notebook/{answer_id}?recheck=1", ".recheck-summary"),
    ):
        page.goto(path)
        expect(page.locator(ready)).to_be_visible()
        leaks = [item for item in hidden if item in shown()]
        assert leaks == [], f"{path}: {leaks}"
    page.goto("/search?q=" + GROUNDED_Q.replace(" ", "%20"))
    page.get_by_role("button", name="Preview").first.click()
    expect(page.locator(".preview:visible .answer-card")).to_be_visible()
    leaks = [item for item in hidden if item in shown()]
    assert leaks == [], f"search: {leaks}"
