"""A field that gives nothing: every line of it says "NA" (``oshun.sophia.unavailable``)."""

from __future__ import annotations

import pytest

from oshun.sophia.unavailable import gives_nothing


@pytest.mark.parametrize(
    "text",
    [
        "NA",
        "note: NA",
        "NA%",
        "NA (2023 est.)",
        "revenues: NA\nexpenditures: NA",
        "total population: NA\nmale: NA\nfemale: NA",
    ],
)
def test_a_field_of_not_available_values_gives_nothing(text: str) -> None:
    assert gives_nothing(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        # "none" says something: that there are none
        "none",
        "note: none",
        # one figure given is an answer, however many lines are NA
        "total population: NA\nmale: 51.2 years\nfemale: NA",
        "32.3% (2018 est.)",
        # a word that holds "NA" is no such value
        "NATO",
        "National Assembly",
        "na",
    ],
)
def test_a_field_with_a_value_gives_something(text: str) -> None:
    assert not gives_nothing(text)
