"""Questions typed or spoken the way people ask an assistant, on the demo library: a voice
assistant's wake word, a crossword clue's length, a country's name with its last letter
left off, a country's "full name", a yes/no question before the one that asks. Each gets
the asked country's asked field first."""

from __future__ import annotations

import pytest

from oshun.services import Services

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        ("siri how many people live in Norway", "Norway", "people-and-society-population"),
        ("Alexa what currency does Thailand use", "Thailand", "economy-exchange-rates"),
        ("What languages do they speak in Mali, Cortana?", "Mali", "people-and-society-lang"),
        ("Peruvian capital, 4 letters", "Peru", "government-capital"),
        ("population of venezuel", "Venezuela", "people-and-society-population"),
        ("ukrain capital", "Ukraine", "government-capital"),
        ("What's Vietnam's full name?", "Vietnam", "government-country-name"),
        ("full name of Ghana", "Ghana", "government-country-name"),
    ],
)
def test_wake_words_clue_lengths_and_clipped_names_are_read_past(
    demo: Services, question: str, title: str, field: str
) -> None:
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, (question, envelope.meter.explainer)
    first = envelope.citations[0]
    assert first.title == title
    assert first.id.split(".", 1)[1].startswith(field), first.id


def test_a_yes_no_question_then_another_are_both_answered(demo: Services) -> None:
    # each question of the message is a part of its own ("it" is Bolivia in the second)
    envelope = demo.sophia.answer("Is Bolivia landlocked? Which countries border it?")
    assert not envelope.abstained and len(envelope.parts) == 2
    fields = [c.id.split(".", 1)[1] for c in envelope.citations if c.title == "Bolivia"]
    assert fields[0].startswith("geography-coastline")
    assert any(f.startswith("geography-land-boundaries") for f in fields)


def test_a_clues_length_is_not_a_number_asked(demo: Services) -> None:
    envelope = demo.sophia.answer("Capital of Kenya (7)")
    assert not envelope.abstained
    assert envelope.answer.startswith("Nairobi")
    assert envelope.confidence >= 0.8  # main quoted it at 0.53
