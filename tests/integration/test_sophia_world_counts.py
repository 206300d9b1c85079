"""How many countries a continent has, on the demo library: the *World* entry writes "Europe
has 49 countries and Asia 48 … South America has 12" and lists each continent's countries
("Europe (49): Albania, …"), but "How many countries are in Europe?" named no entry, and
search ranked Ukraine's geography note first: it abstained ("… in Africa?" was answered).
A question counting countries that names no entry is asked of the *World*."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    "question",
    [
        "How many countries are in Europe?",
        "How many countries are in South America?",
        "How many countries are there in Asia?",
        "How many countries are in Africa?",
    ],
)
def test_the_countries_of_a_continent_are_counted_by_the_world(
    demo: Services, question: str
) -> None:
    assert_cites_first(demo, question, "World", "geography-geographic-overview")
