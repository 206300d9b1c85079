"""Who is in control of a country, on the demo library: "Who is in control of Afghanistan?"
abstained and "Who controls Afghanistan?" quoted *Executive branch* at 0.18; the field is now
described as "who is in control of the country". A field whose value is only "none" names no
one: "Who controls Western Sahara?" would have quoted its *Executive branch*, "note: none"."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import assert_cites_first

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("Who is in control of Afghanistan?", "Afghanistan"),
        ("Who controls Afghanistan?", "Afghanistan"),
        ("Who is in control of Syria?", "Syria"),
    ],
)
def test_who_is_in_control_of_a_country_is_its_executive(
    demo: Services, question: str, title: str
) -> None:
    assert_cites_first(demo, question, title, "government-executive-branch")


def test_a_value_of_none_names_no_one_who_controls(demo: Services) -> None:
    answer = demo.sophia.answer("Who controls Western Sahara?")
    assert all("executive-branch" not in c.id for c in answer.citations)


def test_who_controls_the_media_is_still_the_media(demo: Services) -> None:
    assert_cites_first(
        demo, "Who controls the media in Russia?", "Russia", "communications-broadcast-media"
    )
