"""Questions that share few words with the field that answers them (para21, written as
people put things, not from the field names), on the demo library: each is answered from the
asked country's field, which its descriptions or its lines make the closest."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # the setting of the question is part of the phrase people use (each abstained)
        ("What do Hungarians pay with at the shops?", "Hungary", "economy-exchange-rates"),
        ("Which notes and coins would I carry in Kenya?", "Kenya", "economy-exchange-rates"),
        ("Are the winters harsh in Finland?", "Finland", "climate"),
        ("How high do the mountains of Iran go?", "Iran", "geography-elevation"),
        ("What riches lie under the ground in Chile?", "Chile", "geography-natural-resources"),
        ("What's the ethnic mix in Malaysia?", "Malaysia", "people-and-society-ethnic-groups"),
        (
            "What would I hear people speaking on the streets of Paraguay?",
            "Paraguay",
            "people-and-society-languages",
        ),
        # "most people" is not whose tongue is asked
        ("Mother tongue of most people in Iran?", "Iran", "people-and-society-languages"),
        # the whole rate, not the youth rate
        (
            "How many people lack a job in South Africa, as a percentage?",
            "South Africa",
            "economy-unemployment-rate",
        ),
        # para21b, a second round in words no field writes (each abstained)
        ("What's the loftiest point in Japan?", "Japan", "geography-elevation"),
        ("How much seafront does Norway have?", "Norway", "geography-coastline"),
        ("How much territory does Argentina span?", "Argentina", "geography-area"),
        ("Who holds the highest office in Ghana?", "Ghana", "government-executive-branch"),
        ("Since what date has Ghana governed itself?", "Ghana", "government-independence"),
        ("Which animal stands for India?", "India", "government-national-symbol"),
        # a yes/no question's figure in words is checked, not asked
        (
            "Is Mongolia's head count above or below four million?",
            "Mongolia",
            "people-and-society-population",
        ),
        # a line for women answers a question about women: its "female" line
        ("How many Pakistani women are literate?", "Pakistan", "people-and-society-literacy"),
        # "biggest" was a biggest buyer's: *Exports - partners* led at 0.93
        ("What is Kenya's biggest export?", "Kenya", "economy-exports-commodities"),
    ],
)
def test_a_paraphrase_is_answered_from_the_field_it_means(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, _quote = first_witness(demo, question)
    assert first_title == title, question
    assert field in first_field, (question, first_field)


def test_women_are_quoted_their_line(demo: Services) -> None:
    _title, _field, quote = first_witness(demo, "How many Pakistani women are literate?")
    assert quote.startswith("female:"), quote
