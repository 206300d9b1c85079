"""Whether a territory belongs to a country, on the demo library: "Is Puerto Rico part of the
United States?" abstained (*Dependency status* 0.15, under the threshold), "Is Gibraltar part
of Spain?" quoted Gibraltar's *Location* ("bordering … Spain"). The owner's name pulled the
question's meaning away from *Dependency status* ("territory of the US"), and the field need
not write the owner: asked of a work with such a field, the question's meaning is read as
whether it is part of another country, and its words with the owner as that field writes it,
or without it (``engine._meant``)."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title"),
    [
        # abstained: 0.15
        ("Is Puerto Rico part of the United States?", "Puerto Rico"),
        # abstained
        ("Does Guam belong to the United States?", "Guam"),
        # *Location* (0.30): it writes Spain, *Dependency status* "territory of the UK" does not
        ("Is Gibraltar part of Spain?", "Gibraltar"),
        ("Is Greenland part of Denmark?", "Greenland"),
        ("Is Hong Kong part of China?", "Hong Kong"),
        ("Are the Falkland Islands part of Argentina?", "Falkland Islands (Islas Malvinas)"),
        # abstained: the field writes "US", the question "USA"
        ("Is American Samoa part of the USA?", "American Samoa"),
        # the field writes the owner ("special collectivity of France"): its words still count
        ("Is New Caledonia a territory of France?", "New Caledonia"),
    ],
)
def test_whether_a_territory_belongs_to_a_country_is_its_dependency_status(
    demo: Services, question: str, title: str
) -> None:
    assert_cites_first(demo, question, title, "government-dependency-status")


def test_a_body_a_country_is_in_is_still_its_membership(demo: Services) -> None:
    assert_cites_first(
        demo,
        "Is Poland in the EU?",
        "Poland",
        "government-international-organization-participation",
    )


def test_a_country_inside_another_is_still_its_location(demo: Services) -> None:
    assert_cites_first(demo, "Is Lesotho inside South Africa?", "Lesotho", "geography-location")
