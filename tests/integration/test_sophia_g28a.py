"""Money, work and infrastructure as people ask about them (g28a blind probe), on the demo
library: a country's index name before the thing asked or without its "of the" ("Korea,
South exports", "congo democratic republic"), home phones, the service sector, how the
economy is doing, rural power, renewable electricity; and which jobs people do, which no
unemployment rate says."""

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
        # abstained (0.24)
        ("How is the economy of Greece doing overall?", "Greece", "economy-economic-overview"),
        # abstained (0.18)
        ("what percent of rural kenya has power", "Kenya", "energy-electricity-access"),
        # abstained (0.22)
        (
            "what percent of germany's electricity is renewable",
            "Germany",
            "energy-electricity-generation-sources",
        ),
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
    ],
)
def test_which_jobs_people_do_is_no_unemployment_rate(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
