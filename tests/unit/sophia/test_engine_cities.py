"""A city a work includes ("Lagos", of Nigeria): only the fields writing it answer for it,
and asked how many people live there, only those giving a figure for it
(``sophia/engine.py``: ``_unread``, ``_figure_of``, ``_shared_with``)."""

from __future__ import annotations

from oshun.retrieval.search import PassageRecord, SearchHit
from oshun.sentences import Span
from oshun.sophia.engine import (
    _asks_population,
    _city_wide_reading,
    _figure_of,
    _shared_with,
    _unread,
    most_hold,
)
from oshun.sophia.entities import Mention
from oshun.sophia.fields import FieldJudgement
from oshun.sophia.signals import Reading
from tests.unit.sophia._records import passage


def _record(heading: str, text: str) -> PassageRecord:
    return passage(text, heading=heading, title="Nigeria", ordinal=1)


LAGOS = Mention(24, 29, "Lagos", ("Nigeria",), part=True, city=True)
URBAN = _record(
    "People and Society › Major urban areas - population",
    "15.946 million Lagos, 4.348 million Kano, 3.840 million ABUJA (capital) (2023)",
)
POPULATION = _record("People and Society › Population", "total: 244,344,065 (2025 est.)")
DISTRIBUTION = _record(
    "People and Society › Population distribution",
    "large population concentrations in the south, around Lagos and Ibadan",
)
CLIMATE = _record("Geography › Climate", "varies; equatorial in south, arid in north")
EXECUTIVE = _record("Government › Executive branch", "chief of state: President Bola TINUBU")
CURRENCY = _record("Economy › Exchange rates", "Currency: nairas (NGN) per US dollar -")
INFLATION = _record("Economy › Inflation rate (consumer prices)", "24.7% (2023 est.)")


def test_a_figure_for_a_city_is_one_written_beside_its_name() -> None:
    assert _figure_of(URBAN.text, "Lagos")
    assert _figure_of("37.194 million TOKYO (capital), 19.013 million Osaka", "Tokyo")
    assert _figure_of("Lagos (Nigeria) - 15,388,000", "Lagos")
    assert not _figure_of(DISTRIBUTION.text, "Lagos")
    assert not _figure_of(URBAN.text, "Port Harcourt")


def test_asked_of_a_city_only_the_fields_writing_it_are_read() -> None:
    unread = _unread(None, [LAGOS], "What is the climate of ?")
    assert unread is not None
    assert unread(CLIMATE) and unread(POPULATION) and unread(EXECUTIVE)
    assert not unread(URBAN) and not unread(DISTRIBUTION)
    # how many people live there: only a field giving its figure
    counted = _unread(None, [LAGOS], "How many people live in ?")
    assert counted is not None
    assert not counted(URBAN) and counted(DISTRIBUTION) and counted(POPULATION)
    # asked who, a field not described as naming people is not read: a city's fields name
    # no one who runs it ("Who heads the government in Kathmandu?")
    who = _unread(None, [LAGOS], "Who heads the government in ?", who=True)
    assert who is not None
    assert who(URBAN) and who(DISTRIBUTION)
    # no city asked: nothing more is left unread
    assert _unread(None, [], "How many people live in ?") is None


def test_a_search_hit_answers_for_a_city_only_when_it_writes_it() -> None:
    assert _shared_with(URBAN, [LAGOS])
    # Nigeria's head of state is shared with its parts, but is no mayor of Lagos
    assert not _shared_with(EXECUTIVE, [LAGOS])
    scotland = Mention(0, 8, "Scotland", ("United Kingdom",), part=True)
    assert _shared_with(EXECUTIVE, [scotland]) == (EXECUTIVE.heading in _shared_headings())


def _shared_headings() -> frozenset[str]:
    from oshun.sophia.descriptions import descriptions

    return descriptions().shared


def test_a_part_of_a_citys_people_is_not_its_population() -> None:
    assert _asks_population("How many people live in ?") is True
    assert _asks_population("What is the total population of the city of ?") is True
    assert _asks_population("What's 's population?") is True
    assert _asks_population("How many people in are unemployed?") is False
    assert _asks_population("What is the climate of ?") is None
    # asked for a part of the people, the city's figure is not read
    unread = _unread(None, [LAGOS], "How many people in live below the poverty line?")
    assert unread is not None and unread(URBAN)


def _judged(record: PassageRecord, probability: float) -> FieldJudgement:
    reading = Reading(
        SearchHit(record, 0.0, 1), Span(0, len(record.text)), 0, 0, 0, 0, 0, 0, 0, 0, False, False
    )
    return FieldJudgement(reading, {}, probability)


def test_a_field_holding_in_every_city_answers_for_a_city() -> None:
    """ "What currency do they use in Bangkok?" abstained: *Exchange rates* does not write
    Bangkok, but a country's currency is its cities' (``city_wide``). It answers when the
    question asked of the whole country leads with it; "What is the inflation rate in
    Istanbul?", asked of Turkey, leads with *Inflation rate*, no city's, and abstains."""
    none = [_judged(URBAN, 0.01)]
    asked_of_whole = [_judged(CURRENCY, 0.9), _judged(POPULATION, 0.3)]
    ruled = _city_wide_reading(none, asked_of_whole, 0.2)
    assert [f.reading.hit.passage.heading for f in ruled][:1] == ["Economy › Exchange rates"]
    assert [f.probability for f in ruled] == [0.9, 0.0]
    inflation = [_judged(INFLATION, 0.9), _judged(CURRENCY, 0.5)]
    assert _city_wide_reading(none, inflation, 0.2) is none
    assert _city_wide_reading(none, [_judged(CURRENCY, 0.1)], 0.2) is none


RELIGIONS = _record(
    "People and Society › Religions", "Muslim 53.5%, Roman Catholic 10.6%, other Christian 35.3%"
)


def test_shares_of_the_people_hold_in_every_city_when_nine_in_ten_share_one() -> None:
    """ "What's the main religion in Casablanca?" abstained: Morocco's "Muslim 99%" holds in
    any of its cities (``city_wide_most``); Nigeria's "Muslim 53.5%" says nothing of Kano,
    Canada's English and French nothing of Montreal."""
    assert most_hold("Muslim 99% (official; virtually all Sunni), other 1%")
    assert most_hold("Languages: Bangla 98.8% (official, also known as Bengali), other 1.2%")
    assert most_hold("Languages: Japanese\nmajor-language sample(s): …")
    assert most_hold("Languages: Arabic (official)")
    assert not most_hold(RELIGIONS.text)
    assert not most_hold("Languages: English (official) 87.1%, French (official) 29.1%")
    assert not most_hold("Portuguese (official), Mirandese (official, but locally used)")
    assert not most_hold("Muslim 87.4%, Protestant 7.5%")
    split = [_judged(RELIGIONS, 0.9)]
    assert _city_wide_reading([_judged(URBAN, 0.01)], split, 0.2)[0].reading.hit.passage is (URBAN)
    most = _record("People and Society › Religions", "Muslim 99%, other 1%")
    ruled = _city_wide_reading([_judged(URBAN, 0.01)], [_judged(most, 0.9)], 0.2)
    assert ruled[0].reading.hit.passage is most
