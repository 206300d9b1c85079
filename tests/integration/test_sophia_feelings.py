"""What a place is like and what its people feel, on the demo library: "What's the
countryside like in Ireland?" asks how the land looks (*Terrain*), not a figure for the people
outside the towns; what people like, love or think of something is a feeling no field records,
so it abstains however close a field's words come ("Do people in Japan like living in
cities?" quoted *Urbanization* at 0.88)."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # *Urbanization* led (0.37): "countryside" was read as the rural people
        ("What's the countryside like in Ireland?", "Ireland", "geography-terrain"),
        # "look like" and "feel like" describe a thing, they are no feeling
        ("What does the flag of Japan look like?", "Japan", "government-flag"),
        # what people prefer to drink is what they drink more of
        (
            "Do Germans prefer beer or wine?",
            "Germany",
            "people-and-society-alcohol-consumption-per-capita",
        ),
    ],
)
def test_what_a_place_is_like_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        # *Urbanization* (0.88)
        "Do people in Japan like living in cities?",
        # *Executive branch* (0.35)
        "Do Brazilians like their president?",
        # *Climate* (0.62)
        "Do people in Norway like the cold?",
        # *Alcohol consumption per capita* (0.22)
        "Do the French love wine?",
        "What do Americans think of their president?",
    ],
)
def test_what_people_feel_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # *Broadcast media* led (0.27): it was described as "who controls the media"
        ("Who controls the Gaza Strip?", "Gaza, Gaza Strip", "introduction-background"),
        # the media still answers who controls the media
        ("Who controls the media in Russia?", "Russia", "communications-broadcast-media"),
    ],
)
def test_who_controls_a_place_is_who_governs_it(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


def test_who_controls_a_territory_is_no_question_of_its_media(demo: Services) -> None:
    """ "Who controls the West Bank?" quoted its *Broadcast media* at 0.23."""
    answer = demo.sophia.answer("Who controls the West Bank?")
    assert all("broadcast-media" not in c.id for c in answer.citations)
