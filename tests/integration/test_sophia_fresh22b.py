"""Questions as people type them (fresh22b blind probe), on the demo library: paraphrases
sharing few words with the Factbook's headings ("Where do ships dock …?" for *Ports*,
"Does Nigeria pump oil?" for *Petroleum*), both halves of the people asked together ("Do men
and women in Chad vote?"), the look of the countryside, a subject asked of each compared
name ("Is life expectancy in Botswana higher than in Zambia?"); and what no field states —
an internet speed, the largest of a country's heritage sites — abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # split in "Do men in Chad vote?" and "women in Chad vote?", each read as asking a
        # figure for one sex, which *Suffrage* does not split (abstained)
        ("Do men and women in Chad vote?", "Chad", "government-suffrage"),
        # asked "How high is Botswana?": *Elevation* at 0.81
        (
            "Is life expectancy in Botswana higher than in Zambia?",
            "Botswana",
            "people-and-society-life-expectancy-at-birth",
        ),
        # "countryside" was read as the people outside the towns (abstained)
        ("What does the countryside of Ireland look like?", "Ireland", "geography-terrain"),
        # (abstained, 0.13)
        ("What kind of land covers most of Libya?", "Libya", "geography-terrain"),
        # "lights" was a thing no energy field holds (abstained)
        (
            "What keeps the lights on in Iceland?",
            "Iceland",
            "energy-electricity-generation-sources",
        ),
        # (abstained, 0.11)
        ("Where do ships dock in the Netherlands?", "Netherlands", "transportation-ports"),
        # *Constitution* led (0.48)
        ("Who makes the laws in Sweden?", "Sweden", "government-legislative-branch"),
        # *Flag* led (0.60)
        ("What's the symbol of India?", "India", "government-national-symbol-s"),
        # (abstained, 0.25)
        ("Does Nigeria pump oil?", "Nigeria", "energy-petroleum"),
        # (abstained, 0.14)
        (
            "Is it hard for young people to find a job in Greece?",
            "Greece",
            "economy-youth-unemployment-rate",
        ),
        # (abstained, 0.18)
        (
            "Do people in Sierra Leone die young?",
            "Sierra Leone",
            "people-and-society-life-expectancy-at-birth",
        ),
        # (abstained, 0.24)
        ("What ocean is next to Portugal?", "Portugal", "geography-location"),
        # (abstained, 0.04)
        (
            "What can you dig out of the ground in South Africa?",
            "South Africa",
            "geography-natural-resources",
        ),
        # (abstained, 0.16)
        (
            "How much farmland in Pakistan gets watered artificially?",
            "Pakistan",
            "geography-irrigated-land",
        ),
    ],
)
def test_a_person_phrased_question_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, _ = first_witness(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field)


@pytest.mark.parametrize(
    "question",
    [
        # *Broadband* counts subscriptions and holds no speed (``excludes``)
        "How fast is the internet in Japan?",
        "Is home internet in Germany slow?",
        # *National heritage* lists sites, none by size (0.24)
        "What is the name of Kenya's largest national park?",
    ],
)
def test_what_no_field_states_still_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
