"""Questions said at length (f23a blind probe), on the demo library: a preamble about the
person or their plans before the question ("My niece lives in Austria and she's turning
sixteen next month. At what age can people vote there?"), polite indirect forms ("Would you
happen to know roughly how large Mongolia is?"), the country named only before the question
and referred to after ("What does that country mainly export?", "its history"), a second
country or a city named only as context ("I grew up in Spain but now live in Peru; what is
the currency here?"); and what no field states, said the same way, abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "Would you happen to know" was no opening request: "happen" a word no field holds
        # (abstained)
        ("Would you happen to know roughly how large Mongolia is?", "Mongolia", "geography-area"),
        # "At what age …" opens with a preposition: the clause was not read as the one that
        # asks, and the niece's sixteenth birthday was asked too (abstained)
        (
            "My niece lives in Austria and she's turning sixteen next month. At what age can"
            " people vote there?",
            "Austria",
            "government-suffrage",
        ),
        # a yes/no question followed by "and by how much?" (abstained: "trends", "Asia" …)
        (
            "I'm studying population trends in East Asia. Is the population of Japan growing"
            " or shrinking, and by how much?",
            "Japan",
            "people-and-society-population-growth-rate",
        ),
        # Spain and Peru were read as a relation ("in Peru") no field names (abstained)
        (
            "I grew up in Spain but now live in Peru; what is the currency here?",
            "Peru",
            "economy-exchange-rates",
        ),
        # asked of Nairobi, the city named on the way, whose fields hold no court (abstained)
        (
            "Out of interest, as I'm studying law in Nairobi: what is the highest court in Kenya?",
            "Kenya",
            "government-judicial-branch",
        ),
        # … and of Lisbon (abstained)
        (
            "I'm moving to Portugal for work next spring, to Lisbon specifically, and I'm a bit"
            " nervous about the language barrier. What do people there actually speak?",
            "Portugal",
            "people-and-society-languages",
        ),
        # "that country" was a word to hold: *Exports - partners* led (0.52)
        (
            "We import coffee for our small shop and someone mentioned Ethiopia. What does"
            " that country mainly export?",
            "Ethiopia",
            "economy-exports-commodities",
        ),
        # "its history" (abstained; "nutshell" was also read as "nuts hell")
        (
            "I'm a history buff and Ethiopia fascinates me. Could you give me its history in a"
            " nutshell?",
            "Ethiopia",
            "introduction-background",
        ),
        # "a bit of" was a thing asked (abstained)
        (
            "I'm about to visit Cambodia for the first time. Could you give me a bit of history"
            " on the country?",
            "Cambodia",
            "introduction-background",
        ),
        # "the child" narrowed the question, as "the poverty rate of children" does (abstained)
        (
            "We're expecting a baby while living in Argentina. Does being born there give the"
            " child citizenship automatically?",
            "Argentina",
            "government-citizenship",
        ),
        # "made up" was read as whose armed forces were asked (abstained)
        (
            "I'm writing a report on defence in South Asia. What are the armed forces of"
            " Pakistan made up of?",
            "Pakistan",
            "military-and-security-military-and-security-forces",
        ),
        # a choice "between Canada and Australia" was read as a relation (abstained)
        (
            "I'm torn between studying in Canada and Australia. Which country is bigger in area?",
            "Canada",
            "geography-area",
        ),
        # the names after "I need to compare" did not lead the comparison: each part asked
        # "which one has a larger GDP?", the GDP per capita (0.19)
        (
            "For my school report I need to compare Brazil and Argentina: which one has a"
            " larger GDP?",
            "Brazil",
            "economy-real-gdp-purchasing-power-parity",
        ),
    ],
)
def test_a_question_said_at_length_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    ("question", "cited"),
    [
        # "Which of them" compares the two (read as a relation, it abstained)
        (
            "I grew up in Ghana but live in Nigeria now. Which of them has the larger population?",
            {
                ("Ghana", "people-and-society-population"),
                ("Nigeria", "people-and-society-population"),
            },
        ),
        # the things asked of the country the context named (abstained)
        (
            "I'm visiting Indonesia next year. Can you tell me the currency and the main"
            " religions?",
            {
                ("Indonesia", "economy-exchange-rates"),
                ("Indonesia", "people-and-society-religions"),
            },
        ),
        # "She needs" is a request as "I need" is (abstained)
        (
            "My daughter is doing a project on Egypt. She needs the population and the main"
            " languages.",
            {("Egypt", "people-and-society-population"), ("Egypt", "people-and-society-languages")},
        ),
    ],
)
def test_every_part_said_at_length_is_cited(
    demo: Services, question: str, cited: set[tuple[str, str]]
) -> None:
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    assert cited <= {(c.title, c.id.split(".", 1)[1]) for c in envelope.citations}


@pytest.mark.parametrize(
    "question",
    [
        # the country the person lives in is found, and no field states a price
        "I grew up in Spain but now live in Peru; what's the price of a beer here?",
        # the city is context, but no field ranks neighbourhoods
        "I'm moving to Portugal for work next spring, to Lisbon specifically. Which"
        " neighbourhood there is the nicest?",
        "Out of interest, as I'm studying law in Nairobi: what is the best law school in Kenya?",
        # "that country" is Ethiopia, which states no visa fee
        "We import coffee and someone mentioned Ethiopia. How much does that country charge"
        " for a visa?",
    ],
)
def test_what_no_field_states_said_at_length_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
