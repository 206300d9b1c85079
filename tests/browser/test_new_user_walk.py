"""A new user's walk, and the Library's tools, in Chromium: ask, follow a citation, open the
reader, come Back, save, find it with the Library's search, export it as Markdown (with the
quotes) and as JSON, sort, delete."""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser._sophia import GROUNDED_Q, PARTIAL_Q, ask, card, watch_answers
from tests.browser.conftest import User


def _download(page: Page, link_name: str, tmp_path: Path) -> tuple[str, str]:
    with page.expect_download() as info:
        page.get_by_role("link", name=link_name, exact=True).first.click()
    download = info.value
    target = tmp_path / download.suggested_filename
    download.save_as(target)
    return download.suggested_filename, target.read_text("utf-8")


def test_a_new_users_walk(page: Page, user: User, tmp_path: Path, server: str) -> None:
    # Ask.
    page.goto("/sophia")
    answer = ask(page, GROUNDED_Q)
    answer_id = answer.get_attribute("data-answer-id") or ""
    quotes = [q.strip() for q in answer.locator(".witness-quote .locator").all_inner_texts()]
    assert quotes

    # Follow a citation: the witness it names comes into view, flashing.
    cite = answer.locator(".answer-text sup.cite a").first
    cite.click()
    witness = page.locator((cite.get_attribute("href") or "#").strip())
    expect(witness).to_be_focused()
    expect(witness).to_have_class(re.compile(r"\bflash\b"))

    # The reader opens at the quoted span; Back returns to the same answer, not re-asked.
    requests = watch_answers(page)
    witness.get_by_role("link", name="Read it in the passage").click()
    expect(page.locator("article.reader mark#locator")).to_be_visible()
    locator_text = page.locator("mark#locator").inner_text()
    assert locator_text.strip() in quotes
    page.get_by_role("link", name="Back to Sophia").click()
    expect(card(page)).to_have_attribute("data-answer-id", answer_id)
    assert requests.count == 0

    # Save.
    save = card(page).get_by_role("button", name="Save to Library")
    save.click()
    expect(card(page).locator("#save-button")).to_have_attribute("aria-pressed", "true")

    # The Library's search finds it (and a search for something else does not).
    page.goto("/library")
    page.get_by_label("Search saved answers").fill("waggle dance")
    page.get_by_role("button", name="Search").click()
    found = page.locator(f'.saved-item[data-answer-id="{answer_id}"]')
    expect(found).to_be_visible()
    expect(found.locator(".answer-card")).to_be_visible()  # the same card as in the room
    # In the list the sources are folded; a citation link unfolds them at its witness.
    listed = found.locator(".witness").first
    expect(listed).to_be_hidden()
    found.locator(".answer-text sup.cite a").first.click()
    expect(listed).to_be_visible()
    expect(listed).to_be_focused()
    expect(page.locator(".stats")).to_contain_text("match “waggle dance”")
    page.get_by_label("Search saved answers").fill("volcano")
    page.get_by_role("button", name="Search").click()
    expect(page.locator(".saved-item")).to_have_count(0)
    expect(page.locator(".empty-search")).to_contain_text("Nothing saved matches “volcano”")

    # Export downloads Markdown with the quotes, their sources and reader links.
    page.goto("/library?q=waggle")
    name, markdown = _download(page, "Markdown", tmp_path)
    assert name.endswith(".md")
    assert f"## {GROUNDED_Q}" in markdown
    for quote in quotes:
        assert quote in markdown.replace("\\", "")
    assert f"]({server}/domains/nisaba?origin=library&path=" in markdown
    assert f"({server}/workspace/notebook/{answer_id})" in markdown

    # …and JSON, the same items as the API serves them.
    name, raw = _download(page, "JSON", tmp_path)
    assert name.endswith(".json")
    exported = json.loads(raw)["items"]
    assert [item["answerId"] for item in exported] == [answer_id]
    assert exported[0]["snapshot"]["witnesses"][0]["locator"] in quotes


def test_library_sorts_and_deletes(page: Page, user: User) -> None:
    page.goto("/sophia")
    ask(page, PARTIAL_Q)
    card(page).get_by_role("button", name="Save to Library").click()
    expect(card(page).locator("#save-button")).to_have_attribute("aria-pressed", "true")
    ask(page, GROUNDED_Q)
    card(page).get_by_role("button", name="Save to Library").click()
    expect(card(page).locator("#save-button")).to_have_attribute("aria-pressed", "true")

    page.goto("/library")
    titles = page.locator(".saved-item h2")
    expect(titles).to_have_text([GROUNDED_Q, PARTIAL_Q])  # newest first
    page.get_by_label("Sort").select_option(label="Oldest first")
    page.get_by_role("button", name="Search").click()
    expect(titles).to_have_text([PARTIAL_Q, GROUNDED_Q])
    page.get_by_label("Sort").select_option(label="Question, A to Z")
    page.get_by_role("button", name="Search").click()
    expect(titles).to_have_text(sorted([PARTIAL_Q, GROUNDED_Q]))
    # The state reads as a label from the one table, never the raw state.
    expect(page.locator(".saved-item .meta .state").first).to_have_text(
        re.compile(r"^(Grounded|Partially grounded)$")
    )

    page.get_by_role("button", name=f"Delete “{PARTIAL_Q}”").click()
    expect(page.locator(".notice")).to_have_text(f"Deleted “{PARTIAL_Q}” from your Library.")
    expect(titles).to_have_text([GROUNDED_Q])
    page.reload()
    expect(titles).to_have_text([GROUNDED_Q])
