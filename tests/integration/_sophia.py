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


def assert_cites_first(demo: Services, question: str, title: str, field: str) -> None:
    """The answer to ``question`` leads with ``title``'s field whose id starts with
    ``field`` (a field id may be cut short: "geography-land" for *Land boundaries*)."""
    first_title, first_field, _ = first_witness(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field), question
