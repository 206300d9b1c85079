"""Helpers of Sophia's integration tests on the demo library."""

from __future__ import annotations

from oshun.services import Services


def first_witness(demo: Services, question: str) -> tuple[str, str, str]:
    """(title, field id, quoted span) of the answer's first witness; the question must be
    answered."""
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, (question, envelope.meter.explainer)
    first = envelope.citations[0]
    return first.title, first.id.split(".", 1)[1], first.locator
