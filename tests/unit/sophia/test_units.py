"""Quantities asked in another unit, averages without a figure, shares of another whole
(``sophia/units.py``), and the unit read as the measure of the asked thing."""

from __future__ import annotations

import pytest

from oshun.sophia.question import asked_head
from oshun.sophia.units import figure_unstated, kinds_stated, units_held, whole_unheld


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("6,435 km", {"length"}),
        ("total: 643,801 sq km", {"area"}),
        ("lowest point: Zuidplaspolder -7 m", {"length"}),
        ("consumption: 99.932 million metric tons (2023 est.)", {"weight"}),
        ("total petroleum production: 2.91 million bbl/day", {"volume"}),
        ("production: 171.805 billion cubic meters (2023 est.)", {"volume"}),
        ("9.54 physicians/1,000 population (2021)", set()),
        ("39,187,155 (2025 est.)", set()),
        ("55.6 micrograms per cubic meter (2019 est.)", set()),
    ],
)
def test_the_kind_of_measure_a_figure_is_written_in(text: str, kinds: set[str]) -> None:
    assert kinds_stated(text) == kinds


def test_a_length_in_km_holds_miles_and_an_area_square_miles() -> None:
    assert {"mile", "feet"} <= units_held("6,435 km")
    assert {"squar", "mile", "acr"} <= units_held("total: 643,801 sq km")
    assert "tonn" in units_held("99.932 million metric tons")
    assert not units_held("67.6% (2018 est.)")


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("How many miles of coast does have?", "coast"),
        ("How many tonnes of coal does use a year?", "coal"),
        ("How many square kilometres of forest does have?", "forest"),
        ("How many cats live in ?", "cats"),
    ],
)
def test_a_unit_before_of_measures_the_thing_after_it(question: str, head: str) -> None:
    assert asked_head(question) == head


def test_an_average_or_a_temperature_needs_a_figure() -> None:
    assert figure_unstated("What is the average summer temperature in ?", "hot, dry summers")
    assert not figure_unstated("What is the average summer temperature in ?", "32 degrees")
    assert not figure_unstated("How hot are the summers in ?", "hot, dry summers")
    assert not figure_unstated("How old is the average person in ?", "median age")


def test_a_share_of_the_economy_is_not_a_share_of_something_else() -> None:
    asked = "How much of 's economy is spending by households?"
    assert whole_unheld(asked, "on food: 42.1% of household expenditures (2023 est.)")
    assert not whole_unheld(asked, "household consumption: 75.5% (2024 est.)")
    assert not whole_unheld("How much of 's GDP goes on education?", "5.3% of GDP")
    assert not whole_unheld("How much of 's electricity is nuclear?", "63.9% of total capacity")
