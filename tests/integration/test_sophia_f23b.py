"""Countries named the way people name them (f23b blind probe), on the demo library: short
and informal names the library never writes ("the States", "S. Korea"), its people's
adjective ("Cape Verdean", "Vietnamese goods"), a capital standing for its state in news
style ("Moscow's military spending"), slang for the asked thing ("head honcho", "lingo",
"moolah", "ditch British rule"), a compared subject asked where ("… or …: where is the
median age higher?"); and what no field states — a national dish, a visa fee, a city's
debt — abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "the States" named nothing (abstained)
        ("how many people live in the States", "United States", "people-and-society-population"),
        # "S. Korea" named nothing (abstained)
        ("S. Korea population", "South Korea", "people-and-society-population"),
        # "Cape Verdean" named nothing (abstained; the library writes "Cabo Verdean")
        ("cape verdean currency", "Cabo Verde", "economy-exchange-rates"),
        # "honcho" was a rare word no field held (abstained)
        (
            "Who is the head honcho in Holland these days?",
            "Netherlands",
            "government-executive-branch",
        ),
        # (abstained)
        ("who calls the shots in cuba", "Cuba", "government-executive-branch"),
        # (abstained)
        ("When did Ghana ditch British rule?", "Ghana", "government-independence"),
        # (abstained)
        ("When did Algeria shake off French rule?", "Algeria", "government-independence"),
        # (answered at 0.20)
        ("holland's lingo", "Netherlands", "people-and-society-languages"),
        # (abstained)
        ("Whats the moolah in Mexico", "Mexico", "economy-exchange-rates"),
        # *Economic overview* led (0.58)
        ("What does the German economy make?", "Germany", "economy-industries"),
        # *Flag* led (0.86): "colours" was a rare word *National color(s)* lacked
        ("what are the colours of holland", "Netherlands", "government-national-color-s"),
        # a city's field only: Moscow has no military spending of its own (abstained)
        ("Moscow's military spending", "Russia", "military-and-security-military-expenditures"),
        # *National color(s)* holds "colours" now, but states no design (0.45 while tried)
        (
            "I'm sewing a flag of Jamaica for a festival; what colours and design does it have?",
            "Jamaica",
            "government-flag",
        ),
        # left alone, it quoted *Imports - commodities* (0.81)
        ("Who buys Vietnamese goods?", "Vietnam", "economy-exports-partners"),
        # asked "How high is Czechia?": *Elevation* at 0.81
        (
            "Czech Republic or Slovakia: where is the median age higher?",
            "Czechia",
            "people-and-society-median-age",
        ),
    ],
)
def test_a_country_named_as_people_name_it_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        "What is the national dish of Holland?",
        "swaziland visa fee",
        # a city's own debt and budget are no field of its country's
        "What is the budget of Moscow?",
        "How many soldiers are in Moscow?",
        # Russia's *Military - note* is two paragraphs of prose whose figures are years
        "How many troops are in Moscow?",
        # "the states of Mexico" names no United States
        "what is the national dish of the states",
    ],
)
def test_what_no_field_states_still_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
