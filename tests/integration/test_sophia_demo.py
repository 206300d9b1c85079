"""Sophia on the bundled demo library (CIA World Factbook; the session's `demo` fixture).

Answer time on the demo library is a figure `oshun eval answers` reports, not a timed test."""

from __future__ import annotations

import pytest

from oshun.services import Services

pytestmark = pytest.mark.slow


def test_capital_of_mongolia_is_answered_with_ulaanbaatar(demo: Services) -> None:
    envelope = demo.sophia.answer("What is the capital of Mongolia?")
    assert envelope.grounding_state in {"grounded", "partial"}
    assert any("Ulaanbaatar" in claim.text.title() for claim in envelope.claims)
    assert all(c.title == "Mongolia" for c in envelope.citations)


@pytest.mark.parametrize(
    "question", ["Who does Elizabeth Bennet marry?", "Do vaccines cause autism?"]
)
def test_questions_outside_the_factbook_abstain(demo: Services, question: str) -> None:
    envelope = demo.sophia.answer(question)
    assert envelope.abstained and envelope.grounding_state == "ungrounded"
    assert envelope.claims == [] and envelope.answer == ""
    assert envelope.meter.explainer.startswith("No passage in the library")
    assert "“Bennet”" in envelope.meter.explainer or "“autism”" in envelope.meter.explainer


def test_interrogatives_do_not_steer_the_search(demo: Services) -> None:
    # "what" occurs in The Gambia's capital passage; the question filler must not pull it in.
    envelope = demo.sophia.answer("What is the capital of Mongolia?")
    assert "The Gambia" not in {c.title for c in envelope.citations}
