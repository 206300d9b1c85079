"""Helpers of the Sophia browser tests."""

from __future__ import annotations

from dataclasses import dataclass, field

from playwright.sync_api import Locator, Page, Request, expect

ANSWER_ROUTE = "**/v1/sophia/answer"
GROUNDED_Q = "How do honeybees communicate the location of food?"
PARTIAL_Q = "What is the capital of Mongolia?"
NO_EVIDENCE_Q = "Who does Elizabeth Bennet marry?"


@dataclass
class AnswerRequests:
    """Every request the page makes to the answer route, counted as they happen."""

    seen: list[Request] = field(default_factory=list)

    def __call__(self, request: Request) -> None:
        if request.url.endswith("/v1/sophia/answer"):
            self.seen.append(request)

    @property
    def count(self) -> int:
        return len(self.seen)


def watch_answers(page: Page) -> AnswerRequests:
    requests = AnswerRequests()
    page.on("request", requests)
    return requests


def card(page: Page) -> Locator:
    return page.locator("#answer .answer-card")


def ask(page: Page, question: str) -> Locator:
    """Type ``question``, press Ask and wait for a card answering it."""
    page.get_by_label("Your question").fill(question)
    page.get_by_role("button", name="Ask").click()
    answer = card(page)
    expect(page.locator("#pending")).to_be_hidden()
    expect(answer).to_be_visible()
    return answer


def state_of(answer: Locator) -> str:
    return answer.get_attribute("data-state") or ""
