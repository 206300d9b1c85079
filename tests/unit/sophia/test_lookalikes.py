"""A field that looks like the answer but does not hold it (``sophia/lookalikes.py``): what
its descriptions say it does not hold, a name it lacks, the whole world asked of one place,
and the qualifier of a counted thing."""

from __future__ import annotations

from oshun.sophia.descriptions import descriptions
from oshun.sophia.fields import judge_fields, when_gap
from oshun.sophia.lookalikes import (
    asked_qualifiers,
    count_qualifiers,
    excluded,
    future_unstated,
    name_unheld,
    place_narrower,
    scope_wider,
)
from oshun.sophia.question import parse_question
from oshun.sophia.signals import TermStats

from .test_fields import BagOfWordsEmbedder, HeadingVectors, WorkFields, _record

ANTHEM = "Government › National anthem(s)"
SCHOOL = "People and Society › School life expectancy (primary to tertiary education)"
DEATHS = "People and Society › Death rate"


def test_the_curated_file_says_what_a_look_alike_field_does_not_hold() -> None:
    excludes = descriptions().excludes
    assert "motto" in excludes[ANTHEM]
    assert "school year" in excludes[SCHOOL]
    assert set(excludes) <= set(descriptions().fields)  # only described headings


def test_a_field_described_as_not_holding_the_asked_thing_does_not_answer_it() -> None:
    """The anthem is no motto; years of schooling are not how long a school year lasts; all
    deaths are not the deaths of one cause. The field still answers what it holds, and a
    field whose own text writes the thing answers it (Spain's flag bears its motto)."""
    anthem = 'title: "La Marseillaise" (The Song of Marseille)'
    assert excluded("What is the national motto of ?", ANTHEM, anthem)
    assert not excluded("What is the national anthem of ?", ANTHEM, anthem)
    school = "total: 16 years (2022 est.)"
    assert excluded("How long is the school year in ?", SCHOOL, school)
    assert not excluded("How many years do children stay in school in ?", SCHOOL, school)
    # "school years" counted is the field's own thing: the phrases are not stemmed
    assert not excluded("How many school years do children complete in ?", SCHOOL, school)
    deaths = "11.2 deaths/1,000 population (2025 est.)"
    assert excluded("How many people died of cancer in ?", DEATHS, deaths)
    assert not excluded("How many people die each year in ?", DEATHS, deaths)
    inflation = "Economy › Inflation rate (consumer prices)"
    assert excluded("What is the cost of living in ?", inflation, "1.1% (2024 est.)")
    assert not excluded("How fast is the cost of living rising in ?", inflation, "1.1%")
    flag = 'a red scroll bears the imperial motto of "Plus Ultra"'
    assert not excluded("What is the national motto of ?", "Government › Flag", flag)
    assert not excluded("What is the national motto of ?", "Economy › Exports", "oil")


def test_a_name_the_field_never_holds_is_asked_about_something_else() -> None:
    rate = ("People and Society › Death rate", "11.2 deaths/1,000 population")
    assert name_unheld(("covid",), "How many people died of COVID in ?", set(), rate)
    users = ("Communications › Internet users", "percent of population: 84%")
    assert name_unheld(("facebook",), "How many people use Facebook in ?", set(), users)
    religions = ("People and Society › Religions", "Roman Catholic 50%, Muslim 2%")
    assert not name_unheld(("catholics",), "How many Catholics live in ?", set(), religions)
    # held by the field's descriptions (first letters of their terms)
    assert not name_unheld(("unesco",), "How many UNESCO sites are in ?", {"unesc"}, ())
    # "I" names nothing; nor do capitals in a question typed in title case; numbers are
    # left to the rules on years
    assert not name_unheld(("i",), "Which currency should I bring to ?", set(), users)
    assert not name_unheld(("capital",), "What Is The Capital Of ?", set(), users)
    assert not name_unheld(("18",), "How many girls marry before 18 in ?", set(), users)


def test_the_whole_world_is_not_asked_of_one_place() -> None:
    spain = "Castilian Spanish (official) 74% | The World Factbook, the indispensable source"
    assert scope_wider("How many people speak worldwide?", "Spain", spain)
    assert scope_wider("How many people speak French around the world?", "France", "French")
    # the world entry, or a text that speaks of the world, answers
    assert not scope_wider("How many people speak English in the world?", "World", "English")
    png = "some 839 living indigenous languages are spoken (about 12% of the world's total)"
    assert not scope_wider("How many languages are spoken in the world?", "Papua", png)
    assert not scope_wider("How many people speak Spanish in ?", "Spain", spain)


def test_the_qualifier_of_a_counted_thing_is_asked_too() -> None:
    assert count_qualifiers("How many homeless people are there in ?", "people") == ["homeless"]
    assert count_qualifiers("How many different languages are spoken in ?", "languages") == []
    assert count_qualifiers("How many major cities are in ?", "cities") == []
    assert count_qualifiers("How many people live in ?", "people") == []
    assert count_qualifiers("What is the population of ?", "population") == []


def test_a_ranking_by_what_is_done_to_the_thing_is_asked_too() -> None:
    """ "most watched", "most visited": the field must speak of watching or visiting (held,
    or close in meaning); "the most spoken language" is answered where the field writes
    "most widely spoken". Whose property is asked ("of a woman") is not read."""
    assert asked_qualifiers("Which TV channel is most watched in ?", "channel", False) == [
        "watched"
    ]
    assert asked_qualifiers("What is the most spoken language in ?", "language", False) == [
        "spoken"
    ]
    assert asked_qualifiers("How many homeless people are in ?", "people", True) == ["homeless"]
    assert asked_qualifiers("How many homeless people are in ?", "people", False) == []
    assert (
        asked_qualifiers("What is the life expectancy of a woman in ?", "expectancy", False) == []
    )
    fields = [
        ("Communications › Broadcast media", "3 national terrestrial stations, RAI channels"),
        ("Economy › Exports", "oil, livestock, cotton"),
    ]
    assert _judge(fields, "Which TV channel is most watched in ?")[fields[0][0]] == 0.0


def test_a_year_to_come_beyond_this_century_is_another_time() -> None:
    population = "total: 1,419,316,933 (2025 est.)"
    assert when_gap("What will the population of be in 2100?", "population", population)
    assert not when_gap("What is the population of ?", "population", population)


def test_a_time_to_come_is_not_answered_by_the_present() -> None:
    """A field states its latest estimate; asked what will be, it answers only when it
    projects. The asker's own plans ("What currency will I need …?") ask about now."""
    population = "total: 123,201,945 (2024 est.)"
    assert future_unstated("What will the population of be?", population)
    assert future_unstated("How much will inflation be in next year?", "58.5% (2024 est.)")
    assert not future_unstated("What currency will I need in ?", "yen (JPY) per US dollar")
    assert not future_unstated("What is the population of ?", population)
    projected = "the population is projected to reach 400 million by 2050"
    assert not future_unstated("What will the population of be?", projected)


def test_a_place_inside_the_work_is_answered_only_by_a_field_that_speaks_of_it() -> None:
    population = {"popul", "total", "peopl", "inhab"}
    cities = {"major", "urban", "popul", "citi", "capit"}
    asked = "How many people live in the capital of ?"
    assert place_narrower(asked, population)
    assert not place_narrower(asked, cities)
    assert place_narrower("What is the population of the largest city of ?", population)
    assert not place_narrower("What is the population of ?", population)
    assert not place_narrower("What is the capital of ?", population)  # asks the capital


def _judge(passages: list[tuple[str, str]], rest: str) -> dict[str, float]:
    work = WorkFields.of([_record(h, t, i) for i, (h, t) in enumerate(passages)])
    stats = TermStats(1000, lambda term: 10)
    headings = HeadingVectors(BagOfWordsEmbedder())
    judged = judge_fields(parse_question(rest), rest, work, stats, headings)
    return {f.reading.hit.passage.heading: f.probability for f in judged}


def test_a_look_alike_field_gets_probability_zero() -> None:
    """Through the field model: the rule sets the probability to 0 whatever the other
    signals say, and leaves the field's own question alone."""
    fields = [
        (ANTHEM, 'title: "La Marseillaise" (The Song of Marseille)'),
        ("Economy › Exports", "oil, livestock, cotton"),
    ]
    assert _judge(fields, "What is the national motto of ?")[ANTHEM] == 0.0
    assert _judge(fields, "What is the national anthem of ?")[ANTHEM] > 0.0
    population = [
        ("People and Society › Population", "total: 39,187,155 (2025 est.)"),
        ("Economy › Exports", "oil, livestock, cotton"),
    ]
    heading = "People and Society › Population"
    assert _judge(population, "How many homeless people are there in ?")[heading] == 0.0
    assert _judge(population, "How many people live in ?")[heading] > 0.0
    assert _judge(population, "How many people live in worldwide?")[heading] == 0.0
    assert _judge(population, "How many people with Netflix live in ?")[heading] == 0.0
