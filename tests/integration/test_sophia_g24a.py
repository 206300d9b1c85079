"""The less-asked parts of the Factbook in everyday words (g24a blind probe), on the demo
library: getting around by train, getting the news, selling power abroad, hydropower,
petrol and diesel, how long national service lasts, how bad the air is, which country hosts
more refugees; and what no field states — a voltage, the price of petrol or power, a rail
gauge the field does not give — abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "get around" and "train" were far from the railway network's length (abstained)
        ("Can you get around Tanzania by train?", "Tanzania", "transportation-railways"),
        # "news" was a rare word no field held (abstained)
        ("How do people in Egypt get their news?", "Egypt", "communications-broadcast-media"),
        # "sell" and "neighbours": *Electricity access* led below the threshold (0.25)
        ("Does Paraguay sell electricity to its neighbours?", "Paraguay", "energy-electricity"),
        # "hydropower" was a rare word (0.25, abstained)
        (
            "Is hydropower important in Brazil?",
            "Brazil",
            "energy-electricity-generation-sources",
        ),
        # "petrol" and "diesel" (0.18, abstained)
        ("how much petrol and diesel does Kenya consume", "Kenya", "energy-petroleum"),
        # "how long" and "national service" (0.19, abstained)
        (
            "how long is national service in singapore",
            "Singapore",
            "military-and-security-military-service-age",
        ),
        # "bad" judged a field whose name holds no "air quality" (probability 0, abstained)
        (
            "How bad is air quality in Mongolia?",
            "Mongolia",
            "environment-particulate-matter-emissions",
        ),
        # answered at 0.51: "host" was a word no description held; now 0.997
        ("Does Pakistan take in many refugees?", "Pakistan", "transnational-issues-refugees"),
        # split word for word, "Which hosts more refugees, Turkey?" abstained on "hosts"
        (
            "Which hosts more refugees, Turkey or Germany?",
            "Turkey",
            "transnational-issues-refugees",
        ),
    ],
)
def test_a_less_asked_field_in_everyday_words_is_answered(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        # quoted *Electricity*'s installed capacity (0.25)
        "what voltage is the electricity in japan",
        # Spain's *Railways* gives no gauge: "rail gauge" is not described, the text says it
        "what rail gauge does spain use",
        # a price, which *Petroleum* and *Electricity* never state (0.98 and 0.91 before)
        "How much is petrol in Kenya?",
        "How much is electricity in Germany?",
        "What is the price of diesel in Nigeria?",
        "Are there power cuts in South Africa?",
        # no *Railways* field for Iceland, no *Ports* for Mongolia
        "Can I take the train around Iceland?",
        "What ports does Mongolia have?",
        "How many km of paved roads does Bolivia have?",
        "What is the income tax rate in Sweden?",
        # the counts of refugees name no origin and no return (0.998 and 0.56 before)
        "Where do refugees in Uganda come from?",
        "How many refugees went back to Syria last year?",
        # key ports listed by name, none ranked (0.89 before)
        "What is the biggest port in Kenya?",
    ],
)
def test_what_no_field_states_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
