"""Money, work and infrastructure as people ask about them (g28a blind probe), on the demo
library: a country's index name before the thing asked or without its "of the" ("Korea,
South exports", "congo democratic republic"), home phones, the service sector, renewable
electricity, money from people working abroad, a big producer of a crop; and which jobs
people do, which no unemployment rate says, and unemployment, which no labour-force count
says."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # "congo" alone named the Republic of the Congo (abstained on its fields)
        (
            "electrification rate congo democratic republic",
            "DRC",
            "energy-electricity-access",
        ),
        # the index's name had to end the phrase: no work was named
        ("Korea, South exports", "South Korea", "economy-exports"),
        # *Telephones - mobile cellular* led at 0.35
        (
            "do people in South Korea still have home phones",
            "South Korea",
            "communications-telephones-fixed",
        ),
        # abstained (0.14)
        (
            "how big is the service sector in the UK economy",
            "United Kingdom",
            "economy-gdp-composition-by-sector",
        ),
        # abstained (0.22)
        (
            "what percent of germany's electricity is renewable",
            "Germany",
            "energy-electricity-generation-sources",
        ),
        # abstained (0.11)
        (
            "how much money does mexico get from people working abroad",
            "Mexico",
            "economy-remittances",
        ),
        # abstained (0.08)
        ("is uzbekistan a big cotton producer", "Uzbekistan", "economy-agricultural-products"),
    ],
)
def test_money_work_and_infrastructure_asked_as_people_ask_is_answered(
    demo: Services, question: str, title: str, field: str
) -> None:
    assert_cites_first(demo, question, title, field)


@pytest.mark.parametrize(
    "question",
    [
        # *Unemployment rate* was quoted (0.19): which jobs people do is no share of jobless
        "what jobs do people do in nepal",
        "what kind of jobs are there in kenya",
        # *Labor force* was quoted (0.27): it counts the employed and job seekers together
        "kosovo unemployment",
    ],
)
def test_which_jobs_people_do_and_unemployment_without_a_rate_abstain(
    demo: Services, question: str
) -> None:
    assert demo.sophia.answer(question).abstained
