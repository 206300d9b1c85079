"""Time questions asked as people ask them (time19), on the demo library: each is answered
from the asked country's field that says when, quoting a dated line — or Sophia abstains."""

from __future__ import annotations

import re

import pytest

from oshun.services import Services
from tests.integration._sophia import first_witness

pytestmark = pytest.mark.slow

_DATED = re.compile(r"\b(?:1[0-9]{3}|20[0-9]{2})\b|/20[0-9]{2}\b|January|March|October")


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # took office, came to the throne: *Executive branch*'s "(since …)" (descriptions)
        ("When did the prime minister of Spain take office?", "Spain", "government-executive"),
        ("When did the king of Sweden come to the throne?", "Sweden", "government-executive"),
        # "since when … had" asks when the holding began, not for past holders
        ("Since when has Sweden had a king?", "Sweden", "government-executive"),
        # a legislature's dateless parent field is no rival of its dated chamber
        ("When did the French last vote for parliament?", "France", "government-legislative"),
        ("When did Austria last hold parliamentary elections?", "Austria", "government-legis"),
        # the next election's expected date speaks of a time to come
        ("When will Kenya next elect a president?", "Kenya", "government-executive"),
        # the years since a date are counted from it
        ("How many years has Kenya been independent?", "Kenya", "government-independence"),
        # the newest constitution is the latest one
        ("When was Egypt's newest constitution approved?", "Egypt", "government-constitution"),
        # the clocks: *Capital*'s daylight saving time line
        ("When do the clocks go forward in France?", "France", "government-capital"),
        # "the last election", no office named: the executive's dated line leads
        ("When was the last election in Peru?", "Peru", "government-executive-branch"),
        ("When was the last election in Brazil?", "Brazil", "government-executive-branch"),
        # a chamber the question names leads (the upper chamber's date led)
        (
            "When is Australia's next House of Representatives election?",
            "Australia",
            "government-legislative-branch-lower",
        ),
        # a federal election is the parliament's (the executive's line led)
        (
            "When was the last federal election in Germany?",
            "Germany",
            "government-legislative-branch-lower",
        ),
        # leaving a union is independence; a regime taking power is history (abstained)
        ("When did Estonia leave the Soviet Union?", "Estonia", "government-independence"),
        ("When did Idi Amin take power in Uganda?", "Uganda", "introduction-background"),
    ],
)
def test_time_questions_are_answered_from_the_field_that_says_when(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, quote = first_witness(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field), quote
    assert _DATED.search(quote), quote  # a dated line, never a dateless one


def test_a_dateless_line_is_never_quoted_when_asked_when(demo: Services) -> None:
    """Norway elects no executive: its *Executive branch*'s "election/appointment process:
    the monarchy is hereditary …" does not say when the last election was."""
    envelope = demo.sophia.answer("When was the last election in Norway?")
    assert not envelope.abstained
    for citation in envelope.citations:
        assert _DATED.search(citation.locator), citation.locator
    assert envelope.citations[0].id.split(".", 1)[1].startswith("government-legislative")


def test_a_dateless_field_is_no_rival_of_the_one_that_says_when(demo: Services) -> None:
    """ "When did Spain join NATO?" abstained: the organisations Spain belongs to (no date)
    outranked *Military - note*, which says "Spain joined NATO in 1982" (the row was a
    look-alike in ``test_sophia_judge``; the library answers it)."""
    envelope = demo.sophia.answer("When did Spain join NATO?")
    assert not envelope.abstained, envelope.meter.explainer
    first = envelope.citations[0]
    assert first.title == "Spain" and "Spain joined NATO in 1982" in first.locator


@pytest.mark.parametrize(
    "question",
    ["When do Guatemalans vote next for president?", "When does Portugal vote next for president?"],
)
def test_asked_about_the_next_election_no_line_of_the_last_is_quoted(
    demo: Services, question: str
) -> None:
    """The executive's field is cut in chunks: the first dates the last election ("most
    recent election date: …"), the second the next one. Asked about the next, only its line
    is quoted (the last one's was cited too, after it)."""
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    for citation in envelope.citations:
        assert "most recent" not in citation.locator, citation.locator
    first = envelope.citations[0]
    assert first.id.split(".", 1)[1].startswith("government-executive")
    assert "next election" in first.locator, first.locator


@pytest.mark.parametrize(
    "question",
    ["When did Peruvians last choose a president?", "When did Kenyans last vote for a president?"],
)
def test_asked_about_the_last_election_its_date_is_quoted(demo: Services, question: str) -> None:
    """Asked when people last voted, the quote is the line dating the last election, not the
    president's "(since 10 October 2025)" (Peru's was not elected) nor a line of results."""
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    first = envelope.citations[0]
    assert first.id.split(".", 1)[1].startswith("government-executive")
    assert first.locator.startswith("most recent election date"), first.locator
