"""People, health, schooling, defence and law as people ask about them (g28b blind probe), on
the demo library: people's words for less-asked fields ("first time moms", "IDPs",
"Constitution Day", "naturalize"), whether what people have is up to standard ("proper
sanitation"), a duty asked with "have to" ("Do men have to join the army?"); and look-alikes
of the same fields that no field answers abstain."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "moms" was a qualifier no field held: *Mother's mean age at first birth* at 0
        ("average age of first time moms in the US", "United States", "people-and-society-mother"),
        # "IDPs" is far in meaning from the heading's words (0.08)
        ("IDPs in colombia", "Colombia", "transnational-issues-refugees"),
        # *Constitution* (0.25) stood beside *National holiday* (0.22); neither passed
        ("what date is Norway's constitution day", "Norway", "government-national-holiday"),
        # "naturalize" (0.14)
        ("how long until i can naturalize in canada", "Canada", "government-citizenship"),
        # "proper" was read as a kind of sanitation
        (
            "Do people in Madagascar have proper sanitation?",
            "Madagascar",
            "people-and-society-sanitation",
        ),
        ("Does Chad have adequate drinking water?", "Chad", "people-and-society-drinking"),
        # "join", "army" were read as a thing Switzerland has
        (
            "Do men in Switzerland have to join the army?",
            "Switzerland",
            "military-and-security-military-service",
        ),
        # "mandatory" was a kind of service the field did not write (qualifier 0.44)
        (
            "is there mandatory military service in Ukraine",
            "Ukraine",
            "military-and-security-military-service",
        ),
        # "odds", "chance" were asked things no field held
        (
            "what are the odds a newborn dies in somalia",
            "Somalia",
            "people-and-society-infant-mortality",
        ),
        (
            "what is the chance of dying in childbirth in south sudan",
            "South Sudan",
            "people-and-society-maternal-mortality",
        ),
        # "average" was read as the counted thing: *School life expectancy* counts years
        (
            "what is the average number of years of schooling in ghana",
            "Ghana",
            "people-and-society-school-life",
        ),
    ],
)
def test_people_health_and_defence_asked_as_people_ask_is_answered(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        "Does Egypt have high speed trains?",
        "Do people in Haiti have adequate housing?",
        "How many nuclear warheads does Russia have?",
        "What is the HIV rate in South Africa?",
        "where do the refugees in Uganda come from",
        "How many teachers are there in Kenya?",
        "How many COVID cases are there in Brazil today?",
        "what are the odds of winning the lottery in spain",
        "what is the total number of hospitals in kenya",
    ],
)
def test_look_alikes_still_abstain(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained, question
