"""Quantities as people ask them (g25b blind probe), on the demo library: a measure asked in
a unit the library does not write ("miles of coast", "tonnes of coal"), a share of the
economy, two rates of one country, which economy grows faster, and everyday words for the
rates (a woman dying having a baby, booze, the number of people going down); and what no
field states as a figure — an average temperature, a wage, a price — abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "miles" was read as the asked thing, far from *Coastline* (abstained)
        ("How many miles of coast does Chile have?", "Chile", "geography-coastline"),
        # "tonnes" was a rare word *Coal* lacks; it writes "metric tons" (abstained)
        ("How many tonnes of coal does Poland use a year?", "Poland", "energy-coal"),
        # *Average household expenditures* ("42.1% of household expenditures") led at 0.98
        (
            "How much of Kenya's economy is spending by households?",
            "Kenya",
            "economy-gdp-composition-by-end-use",
        ),
        # *Infant mortality rate* led at 0.91
        (
            "How many women die having a baby in Chad?",
            "Chad",
            "people-and-society-maternal-mortality",
        ),
        # "booze" was far from every description (abstained)
        (
            "How much booze does the average Czech drink a year?",
            "Czechia",
            "people-and-society-alcohol",
        ),
        # "going down" (0.19, abstained)
        (
            "Is the number of people in Japan going down?",
            "Japan",
            "people-and-society-population-growth",
        ),
        # split word for word, "Which economy is growing faster, India?" abstained
        (
            "Which economy is growing faster, India or China?",
            "India",
            "economy-real-gdp-growth",
        ),
    ],
)
def test_a_quantity_asked_as_people_ask_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


def test_two_rates_of_one_country_are_two_parts(demo: Services) -> None:
    # "life expectancy" and "infant mortality rate": things of three words were no things
    envelope = demo.sophia.answer(
        "What are the life expectancy and the infant mortality rate in Angola?"
    )
    assert not envelope.abstained
    assert len(envelope.parts) == 2
    ids = {c.id.split(".", 1)[1] for c in envelope.citations}
    assert "people-and-society-life-expectancy-at-birth" in ids
    assert "people-and-society-infant-mortality-rate" in ids


@pytest.mark.parametrize(
    "question",
    [
        # *Climate*'s "hot, dry summers" quoted at 0.61: words are no average temperature
        "What is the average summer temperature in Egypt?",
        # no field gives roads: the unit does not make *Railways* answer
        "How many miles of motorway does Germany have?",
        # "How fast is India?" asks nothing
        "Which is faster, India or China?",
        "How much does a beer cost in Prague?",
        "How much does the average worker in Poland get paid?",
        "What's the lowest wage an employer can pay in France?",
        "How many foreign visitors does Thailand get a year?",
        "How many cars per 1,000 people are there in Germany?",
    ],
)
def test_a_figure_no_field_states_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
