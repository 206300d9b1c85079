"""Places and relations asked as people ask them (g24b blind probe), on the demo library:
two countries side by side that are no comparison ("Is Canada next to the US?", "Does
Bolivia touch Brazil?": whether they share a border), the first of "the border between …
and …" asked about, what a country lies near or on ("What sea does Yemen sit on?", "Is
Malta near Sicily?"), how a country is run ("Is Myanmar run by the military?"), where its
people live ("Do most Canadians live near the US border?"), a city standing for its country
where the country's field holds in every city (nine in ten of one faith: "What's the main
religion in Casablanca?"); and what no field states — a distance, a mayor, a border
crossing, a city's rent, a split country's faith or language in one city — abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow

LAND = "geography-land-boundaries"
LOCATION = "geography-location"


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "next to", "touch", "close to" between two countries: read as "border"
        ("Is Canada next to the US?", "Canada", LAND),  # (abstained, 0.14)
        ("Does Bolivia touch Brazil?", "Bolivia", LAND),  # (abstained, 0.19)
        ("Is Austria close to Germany?", "Austria", LAND),  # (abstained, 0.02)
        ("Is Kyrgyzstan next to China?", "Kyrgyzstan", LAND),  # (abstained, 0.16)
        ("Is Portugal only next to Spain?", "Portugal", LAND),  # (abstained)
        # the first of "between … and …" is asked about (Mexico's field led, 0.44)
        ("How long is the border between the US and Mexico?", "United States", LAND),
        # *Location*'s descriptions: seas around it, what it is near, its island
        ("What sea does Yemen sit on?", "Yemen", LOCATION),  # (abstained, 0.10)
        ("Is Malta near Sicily?", "Malta", LOCATION),  # (abstained, 0.24)
        ("Is Cuba close to Florida?", "Cuba", LOCATION),  # (abstained, 0.05)
        # (abstained, 0.03)
        ("Is Haiti on the same island as the Dominican Republic?", "Haiti", LOCATION),
        # "still" is a hedge (abstained, 0.04)
        ("Does the UK still have a king?", "United Kingdom", "government-executive-branch"),
        # *Government type*: a military regime (abstained, *Military service age* led)
        ("Is Myanmar run by the military?", "Burma", "government-government-type"),
        # *Population distribution*: near the border (abstained, 0.10)
        (
            "Do most Canadians live near the US border?",
            "Canada",
            "people-and-society-population-distribution",
        ),
        # nine in ten of one faith hold in any city (abstained)
        ("What's the main religion in Casablanca?", "Morocco", "people-and-society-religions"),
        ("what religion do people follow in tehran", "Iran", "people-and-society-religions"),
        # Riyadh, whose etymology writes "the Arabic word riyadh", is a city (abstained)
        (
            "Doing business in Riyadh - what currency do they use?",
            "Saudi Arabia",
            "economy-exchange-rates",
        ),
        # "both" is filler (abstained)
        ("Are Belgium and the Netherlands both kingdoms?", "Belgium", "government-government-type"),
        # *Population distribution* described as people living "near a river" took the river
        # question from *Major rivers* (yesno14; abstained once merged): the river is not said
        (
            "Does the Nile run through Sudan?",
            "Sudan",
            "geography-major-rivers-by-length-in-km",
        ),
    ],
)
def test_a_place_or_relation_asked_as_people_ask_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        "How far is Lisbon from Madrid?",
        "Who is the mayor of Lagos?",
        "Which border crossing between the US and Mexico is the busiest?",
        "Is the border between Canada and the US open right now?",
        "What's the average rent in Oslo?",
        "What's the distance between Bolivia and Brazil's capitals?",
        "Is Bangladesh crowded?",  # no field of Bangladesh says how crowded it is
        # a split country's shares say nothing of one of its cities
        "What is the religion of most people in Kano?",
        "What languages are spoken in Montreal?",
        "What is the climate of Lagos?",
    ],
)
def test_what_no_field_states_still_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
