"""The Sources page in Chromium (issue 11): a new account uploads a PDF, watches it finish,
asks about it, opens the reader at the page, deletes it and asks again (abstains); a second
account never sees the document (search, answer, reader by passage id → 404)."""

from __future__ import annotations

import re
import uuid
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests._documents import make_pdf
from tests.browser._sophia import ask, card
from tests.browser.conftest import DESKTOP, sign_up

QUESTION = "How many eggs does a kestrel lay?"


def _manual(folder: Path) -> Path:
    return make_pdf(
        folder / "kestrel-field-guide.pdf",
        [
            "Kestrel Field Guide.",
            "Kestrels hover over open grassland while they hunt voles.",
            "A kestrel lays four to six speckled eggs in a ledge or old nest.",
        ],
        {"Title": "Kestrel Field Guide", "CreationDate": "D:20190505"},
    )


def _fresh(page: Page) -> None:
    sign_up(page, f"sources-{uuid.uuid4().hex[:10]}@example.org")


def _answer_json(page: Page, question: str) -> dict[str, object]:
    """The answer route as this signed-in page would call it (with its CSRF token)."""
    result: dict[str, object] = page.evaluate(
        """async (q) => {
          const token = document.querySelector('meta[name="csrf-token"]').content;
          const r = await fetch('/v1/sophia/answer', {method: 'POST',
            headers: {'Content-Type': 'application/json', 'X-CSRF-Token': token},
            body: JSON.stringify({q})});
          return await r.json();
        }""",
        question,
    )
    return result


def test_upload_ask_read_delete_and_a_second_account_never_sees_it(
    page: Page, browser: Browser, server: str, tmp_path: Path
) -> None:
    _fresh(page)
    page.goto("/sources")
    expect(page.get_by_role("heading", name="Your sources")).to_be_visible()
    page.get_by_label("Files").set_input_files(str(_manual(tmp_path)))
    page.get_by_role("button", name="Upload").click()
    job = page.locator("#jobs .job").first
    expect(job.locator(".job-name")).to_have_text("kestrel-field-guide.pdf")
    expect(job).to_have_attribute("data-state", "done", timeout=90_000)
    expect(job.locator(".job-state")).to_have_text("Done")
    row = page.locator("#works tr", has_text="Kestrel Field Guide")
    expect(row).to_be_visible()
    expect(row.locator("td").nth(3)).to_have_text("3")  # pages
    expect(row.locator("td").nth(4)).to_have_text("2019-05-05")

    page.goto("/sophia")
    answer = ask(page, QUESTION)
    expect(answer).to_have_attribute("data-state", re.compile("grounded|partial"))
    witness = answer.locator(".witness").first
    expect(witness.locator(".witness-title")).to_have_text("Kestrel Field Guide")
    expect(witness.locator(".witness-page")).to_have_text("page 3")
    passage_url = witness.locator(".witness-title").get_attribute("href") or ""
    witness.locator(".witness-title").click()
    expect(page.locator(".page")).to_have_text("page 3")
    expect(page.locator("mark#locator")).to_contain_text("four to six speckled eggs")
    passage_id = page.locator("[data-passage-id]").first.get_attribute("data-passage-id")
    assert passage_id

    # A second account, in its own browser context: nothing of it anywhere.
    other = browser.new_context(base_url=server, viewport=DESKTOP)
    try:
        stranger = other.new_page()
        _fresh(stranger)
        stranger.goto("/search?q=kestrel+eggs")
        expect(stranger.locator("#main")).not_to_contain_text("Kestrel")
        envelope = _answer_json(stranger, QUESTION)
        assert envelope["abstained"] and "Kestrel" not in str(envelope)
        response = stranger.goto(passage_url)
        assert response is not None and response.status == 404
        response = stranger.goto(f"/v1/nisaba/passages/{passage_id}")
        assert response is not None and response.status == 404
        stranger.goto("/sources")
        expect(stranger.locator("#works")).not_to_contain_text("Kestrel")
    finally:
        other.close()

    page.goto("/sources")
    page.locator("#works tr", has_text="Kestrel Field Guide").get_by_role("button").click()
    expect(page.locator("#works")).not_to_contain_text("Kestrel Field Guide")
    page.goto("/sophia")
    page.evaluate("sessionStorage.clear()")
    page.reload()
    again = ask(page, QUESTION)
    expect(again).to_have_attribute("data-state", "ungrounded")
    expect(card(page)).not_to_contain_text("Kestrel")
