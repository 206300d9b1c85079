"""A field that reads "NA" answers nothing, on the demo library: "What is the poverty rate
in Western Sahara?" quoted Western Sahara's *Population below poverty line*, whose whole text
is "NA", at 0.996. It now abstains and says the library has the field but no value; no other
field stands in for it."""

from __future__ import annotations

import pytest

from oshun.services import Services

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "field"),
    [
        # *Population below poverty line*: "NA" (0.996)
        ("What is the poverty rate in Western Sahara?", "Population below poverty line"),
        # *HIV/AIDS - adult prevalence rate*: "NA" (0.96)
        ("What is the HIV rate in Western Sahara?", "HIV/AIDS - adult prevalence rate"),
    ],
)
def test_a_field_that_reads_na_abstains_and_says_so(
    demo: Services, question: str, field: str
) -> None:
    answer = demo.sophia.answer(question)
    assert answer.abstained
    assert answer.citations == []
    assert field in answer.meter.explainer
    assert "not available" in answer.meter.explainer


def test_a_field_with_a_figure_is_still_answered(demo: Services) -> None:
    answer = demo.sophia.answer("What is the poverty rate in Morocco?")
    assert not answer.abstained
    assert answer.citations[0].id == "factbook-mo.economy-population-below-poverty-line"
