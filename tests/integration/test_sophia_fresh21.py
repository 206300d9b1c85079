"""Questions as people type them (fresh21 blind probe), on the demo library: a negated
auxiliary, "how bad" of a measure, a native's name, what a country trades, a vague "stuff",
two symbols joined by "and", the time difference with Washington; and a look-alike that must
abstain (the school-leaving age is not the years of schooling)."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "don't" was read as the term "don", which no field holds (abstained)
        (
            "what percent of people in Jordan don't have a job?",
            "Jordan",
            "economy-unemployment-rate",
        ),
        # "bad" was a judgement no field writes (abstained)
        ("How bad is inflation in Venezuela?", "Venezuela", "economy-inflation-rate"),
        # (abstained, 0.14)
        ("what's a native of New Zealand called", "New Zealand", "people-and-society-nationality"),
        # the total value led (0.44)
        ("What does Japan import the most?", "Japan", "economy-imports-commodities"),
        # "stuff" was a rare word every field lacks (abstained)
        ("How much stuff does Germany import every year?", "Germany", "economy-imports"),
        # "Bengal tiger and lotus flower" was one item, closer to a flower (abstained)
        ("What is the national animal of India?", "India", "government-national-symbol"),
        # the clause asked was "which day is it?", and "day is it" today's date (abstained)
        (
            "My friend says Burma has a national day, which day is it?",
            "Burma",
            "government-national-holiday",
        ),
        # (abstained, 0.11)
        (
            "whats the time difference between washington and burma",
            "Burma",
            "government-capital",
        ),
    ],
)
def test_a_person_phrased_question_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, _ = first_witness(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field)


def test_the_school_leaving_age_is_not_the_years_of_schooling(demo: Services) -> None:
    # quoted *School life expectancy* ("total: 17 years") at 0.44
    assert demo.sophia.answer("what's the school leaving age in the uk").abstained


@pytest.mark.parametrize(
    "question",
    ["What languages don't they speak in Belgium?", "Which countries don't border Austria?"],
)
def test_what_a_list_leaves_out_abstains(demo: Services, question: str) -> None:
    # the list of what is quoted (0.62 on main; 0.99 once "don't" was read as "do")
    assert demo.sophia.answer(question).abstained
