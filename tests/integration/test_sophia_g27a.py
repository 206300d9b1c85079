"""The most-asked fields as people ask them (g27a blind probe), on the demo library: a guess
after the question, a thing named in the clause before "what does it look like?", a country
"becoming a country", the flag described, the official language a note names, men and
women together, a holder of office without a past election's result, the money "called";
and look-alikes of the same fields that no field answers abstain."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first, first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # the guess "I think it has two?" was asked alone (abstained)
        (
            "My teacher asked us what the capital of Eswatini is, I think it has two?",
            "Eswatini",
            "government-capital",
        ),
        # "what does it look like?" was asked alone, without the flag (abstained)
        (
            "My son has to draw the flag of North Macedonia for school, what does it look like?",
            "North Macedonia",
            "government-flag",
        ),
        # *Background*'s 1968 invasion led at 0.63
        ("When did Czechia become a country?", "Czechia", "government-independence"),
        # *Public debt* stood beside it ("money"), 0.39
        ("What's the money called in North Macedonia?", "North Macedonia", "economy-exchange"),
    ],
)
def test_a_most_asked_field_asked_as_people_ask_is_answered(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        # the first line's mother tongues were quoted; the note names the official ones
        ("official languages of timor leste", "Tetun and Portuguese are official languages"),
        ("What is the official language of Ghana?", "English is the official language"),
        # the "meaning:" line was quoted for "describe"
        ("describe the flag of canada", "description: two vertical bands of red"),
        # … and a meaning asked still quotes the meaning
        ("What is the meaning of the flag of Eswatini?", "meaning: blue stands for peace"),
        # "male: 75.6 years" alone
        ("life expectancy czechia men women", "male: 75.6 years\nfemale: 81.8 years"),
    ],
)
def test_the_line_asked_is_quoted(demo: Services, question: str, quoted: str) -> None:
    _, _, locator = first_witness(demo, question)
    assert quoted in locator, (question, locator)


def test_a_holder_of_office_is_not_followed_by_a_past_election(demo: Services) -> None:
    # "2018: Milos ZEMAN reelected president …" followed the prime minister
    envelope = demo.sophia.answer("Who is the head of government in Czechia?")
    assert [c.locator.split(":")[0] for c in envelope.citations] == ["head of government"]
    # asked about the election, its result still answers
    envelope = demo.sophia.answer("Who won the last presidential election in France?")
    assert "2022: Emmanuel MACRON" in envelope.citations[0].locator


@pytest.mark.parametrize(
    "question",
    [
        "What is the national dish of Côte d'Ivoire?",
        "Who is the mayor of Prague?",
        "How old is the king of Eswatini?",
        "Who designed the flag of the Gambia?",
        "What is the population of Ohrid in North Macedonia?",
        "Which plug sockets do they use in North Macedonia?",
    ],
)
def test_a_look_alike_of_a_most_asked_field_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
