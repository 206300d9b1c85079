import pytest

from oshun.sophia.answer_type import names_a_person, names_nobody, novel_type_match, type_match
from oshun.sophia.question import parse_question


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many people live in Nigeria?", "number"),
        ("When did Kenya become independent?", "time"),
        ("Who is the president of France?", "person"),
        ("Where is Chad?", "place"),
        ("Which city is the capital of Peru?", "place"),
        ("How big is Chad?", "number"),
        ("What currency does Peru use?", None),
    ],
)
def test_question_answer_types(question: str, expected: str | None) -> None:
    assert parse_question(question).answer_type == expected


def test_a_sentence_without_the_kind_of_answer_does_not_match() -> None:
    assert type_match("number", "total: 244,344,065 (2025 est.)") == 1.0
    assert type_match("number", "noun: Nigerian(s)") == 0.0
    assert type_match("time", "12 December 1963 (from the UK)") == 1.0
    assert type_match("time", "parliamentary republic") == 0.0
    assert type_match("person", "chief of state: President Emmanuel MACRON") == 1.0
    assert type_match("person", "none") == 0.0
    assert type_match(None, "anything") == 0.5


def test_an_answer_brings_what_the_question_does_not_already_say() -> None:
    question = "When did the 1973 oil crisis begin?"
    assert novel_type_match("time", "The 1973 oil crisis was severe.", question) == 0.0
    assert novel_type_match("time", "It began in October 1973.", question) == 1.0
    assert novel_type_match("number", "Over 40 ships sank.", "How many ships sank?") == 1.0
    assert novel_type_match(None, "anything", "What is it?") == 0.5


def test_a_year_alone_does_not_count_or_measure() -> None:
    assert type_match("number", "2024 - placed a lander on the Moon; probe to Jupiter") == 0.0
    assert type_match("number", "growth slowed in the 1990s") == 0.0
    assert type_match("number", "In 1969 two men walked on the Moon") == 1.0
    assert type_match("number", "area: 1,284,000 sq km") == 1.0
    assert type_match("time", "2024 - placed a lander on the Moon") == 1.0  # it dates


def test_an_office_line_of_prose_about_places_names_nobody() -> None:
    world = "chief of state: there are 27 countries with royal families in the world: Asia (13)"
    assert names_nobody(world)
    # holders, whatever their casing: a surname in capitals, or a title first
    assert not names_nobody("chief of state: co-chiefs of state Captains Regent Matteo ROSSI")
    assert not names_nobody("head of government: Prime Minister Manuel Osa Nsue Nsua")
    assert not names_nobody("chief of state: President XI Jinping (since 14 March 2013)")
    # only office lines are judged
    assert not names_nobody("citizenship by birth: no")


def test_a_value_that_is_only_none_names_nobody() -> None:
    """Western Sahara's *Executive branch* is "note: none": no one to name."""
    assert names_nobody("note: none")
    assert names_nobody("none")
    assert names_nobody("chief of state: none.")
    # a value that names someone, or says more than "none"
    assert not names_nobody("none; defense is the responsibility of France")
    assert not names_nobody("chief of state: King CHARLES III; none elected")


def test_a_person_is_named_with_the_surname_in_capitals() -> None:
    assert names_a_person("lyrics/music: Claude-Joseph ROUGET de Lisle")
    assert names_a_person("chief of state: King CARL XVI GUSTAF (since 15 September 1973)")
    assert names_a_person("Pope LEO XIV (since 8 May 2025)")
    # a song's title, an acronym, a place: no person
    assert not names_a_person('title: "La Marseillaise" (The Song of Marseille)')
    assert not names_a_person("euro (EUR)")
    assert not names_a_person("Paris; note - Paris is the capital")
