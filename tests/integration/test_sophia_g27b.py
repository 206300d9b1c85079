"""Politics, status and history as people ask them (g27b blind probe), on the demo library:
a count of a chamber's members asked by the chamber's name ("How many senators does the US
Senate have?"), a former name asked before a year, membership of a
union written as an abbreviation ("the European Union" against "EU (candidate country)"),
more than one party, who owns a territory, a state with another law, the countries of a
continent counted by the *World*; and what no field states — a minister's name, an
approval rating, a leader's age — abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # quoted "chamber name: Senate", which counts nothing (abstained)
        (
            "how many senators does the us senate have",
            "United States",
            "government-legislative-branch-upper-chamber",
        ),
        # the year asked was one the field lacks (abstained)
        ("What was Bangladesh called before 1971?", "Bangladesh", "government-country-name"),
        # "european union" were rare words the list of abbreviations lacks (abstained)
        (
            "Is Turkey in the European Union?",
            "Turkey",
            "government-international-organization-participation",
        ),
        # (abstained)
        ("Is there more than one party in China?", "China", "government-political-parties"),
        # (abstained)
        ("what country owns new caledonia", "New Caledonia", "government-dependency-status"),
        # (abstained)
        (
            "does louisiana use a different kind of law than the rest of the us",
            "United States",
            "government-legal-system",
        ),
        # the question names no entry: the *World*'s count was not asked (abstained)
        ("How many countries are in Africa?", "World", "geography-geographic-overview"),
    ],
)
def test_politics_status_and_history_are_answered_from_their_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        "who will win the next election in taiwan",
        "Who is the minister of education in France?",
        "What is the Japanese prime minister's approval rating?",
        "how old is the king of saudi arabia",
        "How many members does the Chinese Communist Party have?",
        # a count of countries asked, no count of them quoted
        "How many countries use the euro?",
        # how often something happened: the amendment process counts no amendments (0.97)
        "how many times has the us constitution been amended",
        "How many times has France's constitution been amended?",
    ],
)
def test_what_no_field_states_still_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
