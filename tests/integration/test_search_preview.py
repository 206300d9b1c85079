"""The Search page's preview: Sophia's grounded-evidence status and the hand-off link."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient


def test_preview_carries_the_evidence_status(client: TestClient) -> None:
    page = client.get("/search", params={"q": "What is the capital of Mongolia?"}).text
    states = set(re.findall(r'class="evidence evidence-(\w+)" data-state="(\w+)"', page))
    assert states == {("partial", "partial")}
    assert "Partially grounded" in page
    assert 'href="/sophia?q=What%20is%20the%20capital%20of%20Mongolia%3F"' in page
    assert "This passage is one of Sophia’s witnesses." in page


def test_preview_says_when_sophia_would_abstain(client: TestClient) -> None:
    page = client.get("/search", params={"q": "Who does Elizabeth Bennet marry in Mongolia?"}).text
    assert 'data-state="ungrounded"' in page
    assert "Would abstain" in page and "0 witnesses" in page


def test_no_results_no_preview(client: TestClient) -> None:
    page = client.get("/search", params={"q": "zzzqqq"}).text
    assert "No passage matches" in page
    assert 'class="preview"' not in page
