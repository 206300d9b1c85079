"""Two named countries side by side, said as people say it (``sophia/relations.py``): "next
to", "touch", "close to" between two works is read as "border" (probe g24b)."""

from __future__ import annotations

import pytest

from oshun.sophia.entities import Mention
from oshun.sophia.relations import bordering


def _mention(text: str, surface: str, **kind: bool) -> Mention:
    start = text.index(surface)
    return Mention(start, start + len(surface), surface, (surface.title(),), **kind)


def _read(text: str, first: str, second: str) -> str | None:
    return bordering(text, [_mention(text, first), _mention(text, second)])


@pytest.mark.parametrize(
    ("asked", "first", "second", "read"),
    [
        ("Is Canada next to the US?", "Canada", "US", "Does Canada border the US?"),
        ("Does Bolivia touch Brazil?", "Bolivia", "Brazil", "Does Bolivia border Brazil?"),
        ("is austria close to germany", "austria", "germany", "does austria border germany"),
        ("Is Portugal only next to Spain?", "Portugal", "Spain", "Does Portugal border Spain?"),
        ("Is Chad adjacent to Niger?", "Chad", "Niger", "Does Chad border Niger?"),
        ("Is Laos neighbouring Vietnam?", "Laos", "Vietnam", "Does Laos border Vietnam?"),
        ("Is Peru right next door to Chile?", "Peru", "Chile", "Does Peru border Chile?"),
        ("Are Canada and the US neighbours?", "Canada", "US", "Does Canada border the US?"),
        ("are peru and chile next to each other", "peru", "chile", "does peru border chile"),
    ],
)
def test_next_to_between_two_countries_asks_whether_they_share_a_border(
    asked: str, first: str, second: str, read: str
) -> None:
    assert _read(asked, first, second) == read


def test_other_relations_and_one_country_are_left_as_asked() -> None:
    # a comparison, a list of two, a sea beside one country: no border asked
    assert _read("Is Chad bigger than Niger?", "Chad", "Niger") is None
    assert _read("Which countries are next to Israel and Egypt?", "Israel", "Egypt") is None
    text = "What sea is next to Greece?"
    assert bordering(text, [_mention(text, "Greece")]) is None
    # a city of a work is a place inside one, whose nearness no border field says
    text = "Is the Vatican next to Rome?"
    rome = _mention(text, "Rome", part=True, city=True)
    assert bordering(text, [_mention(text, "Vatican"), rome]) is None
