"""Entries that are no ordinary country, asked as people ask (g25a blind probe), on the demo
library: which country runs a territory, where the EU has its headquarters and what kind of
body it is, whether it has an army of its own, foreign bases on Guam, the World asked
"worldwide" or "on Earth" about its oceans and countries; and what no field states — the
sea's temperature, penguins, a casino count, a company's headquarters — abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "runs" was a word no description of *Dependency status* held (0.06, abstained)
        ("Which country runs New Caledonia?", "New Caledonia", "government-dependency-status"),
        # "headquarters": the EU's *Capital* names its seats (abstained)
        ("Where is the EU's headquarters?", "European Union", "government-capital"),
        # quoted *International organization participation* at 0.95
        ("What kind of organisation is the EU?", "European Union", "government-government-type"),
        # "its own": "own" was a word the military field must write (0.17, abstained)
        (
            "Does the EU have its own army?",
            "European Union",
            "military-and-security-military-and-security",
        ),
        # foreign bases are the military note's to say (abstained)
        ("Does the US military have bases on Guam?", "Guam", "military-and-security-military-note"),
        # "worldwide" named no entry (abstained)
        (
            "What is the average life expectancy worldwide?",
            "World",
            "people-and-society-life-expectancy-at-birth",
        ),
        # the World's *Geographic overview* had no descriptions (0.21 and 0.08, abstained)
        ("How many countries are there in the world?", "World", "geography-geographic-overview"),
        ("How many oceans are there on Earth?", "World", "geography-geographic-overview"),
    ],
)
def test_an_entry_that_is_no_country_is_answered(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        # the World's climate gives no sea temperature
        "What is the water temperature of the Atlantic in July?",
        "How many penguins live in Antarctica?",
        "How many casinos are there in Macau?",
        "How many polar bears live on Svalbard?",
        "What time zone are the Spratly Islands in?",
        "Who designed the flag of the European Union?",
        "How much does a member of the European Parliament earn?",
        # *Capital* answers where an entry's institutions sit, not where a company has its
        # headquarters
        "Where is Samsung's headquarters in South Korea?",
        "Where is the headquarters of Toyota in Japan?",
    ],
)
def test_what_no_field_of_these_entries_states_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
