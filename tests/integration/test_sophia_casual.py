"""Casual wording on the demo library: quantities said as people say them ("a lot of",
"lots of", "completely"), which part of a country has the most people, which hemisphere it
lies in, a lower-case abbreviation inside the question ("is nz a monarchy"); and a share of
the asked thing ("% of GDP") is no witness for the thing itself."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first, first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "lot" was a rare word no field writes (abstained)
        ("Does Chile have a lot of copper?", "Chile", "geography-natural-resources"),
        ("Does it rain a lot in Ireland?", "Ireland", "environment-climate"),
        # (abstained, 0.17)
        ("Does Venezuela have a lot of oil and minerals?", "Venezuela", "geography-natural"),
        # (0.19)
        ("Are there lots of Christians in Nigeria?", "Nigeria", "people-and-society-religions"),
        # "completely" was missing from every field (abstained)
        ("Which country is Lesotho completely surrounded by?", "Lesotho", "geography-land"),
        # "part" was far from *Population distribution* (its probability 0: abstained)
        ("Which part of Canada has the most people?", "Canada", "geography-population-dis"),
        # *Geographic coordinates* was described by latitude and longitude only (abstained)
        ("Which hemisphere is Peru in?", "Peru", "geography-geographic-coordinates"),
        # "got" after "has" was a word the field must write (0.42)
        ("What currency has Poland got?", "Poland", "economy-exchange-rates"),
        # *Languages* writes "Kiswahili", not "Swahili" (abstained)
        ("Is Swahili spoken in Kenya?", "Kenya", "people-and-society-languages"),
        # Spain's *Land boundaries* led: "share a border with" was no verb of the subject
        ("does france share a border with spain", "France", "geography-land-boundaries"),
        # "next door" was no word of *Land boundaries* (abstained)
        ("Which countries are next door to Hungary?", "Hungary", "geography-land-boundaries"),
        # "nz" inside the question named nothing (abstained)
        ("is nz in the southern hemisphere?", "New Zealand", "geography-geographic-coord"),
        ("is nz a monarchy", "New Zealand", "government-government-type"),
    ],
)
def test_a_casually_worded_question_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        # "a lot of" asks nothing of its own: what no field states still abstains
        "Does Japan have lots of vending machines?",
        # "car" in lower case is a word, not the Central African Republic
        "can i buy a car in germany cheaply",
    ],
)
def test_what_no_field_states_still_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained


def test_a_share_of_the_asked_thing_is_no_witness_for_it(demo: Services) -> None:
    """ "What is the GDP of France?" cited *Education expenditure* ("5.3% of GDP") beside
    *Real GDP*: every witness now gives GDP itself; asked what share goes on education, that
    field answers."""
    envelope = demo.sophia.answer("What is the GDP of France?")
    assert not envelope.abstained
    assert envelope.citations
    assert all("GDP" in c.heading for c in envelope.citations), [
        c.heading for c in envelope.citations
    ]
    _, field, _ = first_witness(demo, "How much of France's GDP goes on education?")
    assert field.startswith("people-and-society-education-expenditure")
