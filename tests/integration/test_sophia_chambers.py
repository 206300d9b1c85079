"""A chamber's size asked as people ask it, on the demo library: "How many MPs …?", "How
many deputies sit in …?", the chamber named by its own name ("the Sejm", "the House of
Commons"). Each is answered from the asked chamber's field, quoting its "number of seats"
line — not the line that names the chamber, which holds the question's rarest word."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # the chamber's name says which field, not which line (it quoted "chamber name: Sejm")
        ("How many seats does Poland's Sejm have?", "Poland", "lower-chamber"),
        ("How many members does Poland's Sejm have?", "Poland", "lower-chamber"),
        # "MPs" is a common noun, not a name the field must write (it abstained)
        ("How many MPs are in the UK House of Commons?", "United Kingdom", "lower-chamber"),
        # deputies and senators are the chamber's members (abstained)
        ("How many deputies sit in France's National Assembly?", "France", "lower-chamber"),
        ("How many senators does the US have?", "United States", "upper-chamber"),
    ],
)
def test_a_chambers_size_is_its_number_of_seats(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, quote = first_witness(demo, question)
    assert (first_title, first_field) == (
        title,
        f"government-legislative-branch-{field}",
    ), question
    assert quote.startswith("number of seats:"), (question, quote)
