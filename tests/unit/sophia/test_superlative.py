"""A ranking over every entry is stated only by a passage that says it, as asked."""

from __future__ import annotations

import pytest

from oshun.sophia.entries import NOT_ASKED, NOT_STATED, Entries, asks_which, unnamed_verdict
from oshun.sophia.superlative import REPUTE, measures, states, superlatives


def _states(question: str, quote: str) -> bool:
    asked = superlatives(question)
    assert asked, question
    return all(states(a, question, quote) for a in asked)


def test_a_superlative_is_read_with_its_thing_scope_and_rank() -> None:
    (largest,) = superlatives("largest population of any African nation; clusters")
    assert "largest" in largest.ranking and "biggest" in largest.ranking
    assert (largest.thing, largest.scope, largest.qualified) == ("population", ("african",), False)
    (second,) = superlatives("second most populous country in Europe")
    assert second.ranking == {"most populous"} and second.qualified
    (hyphen,) = superlatives("second-smallest independent state")
    assert hyphen.qualified and hyphen.thing == "state"
    assert superlatives("one of the oldest in the world")[0].qualified
    assert superlatives("The west coast has a dense forest") == []


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        (
            "Which country has the largest population in Africa?",
            "largest population of any African nation; …",
        ),
        (
            "Which is the biggest country in the world?",
            "Russia is the largest country in the world by area",
        ),
        ("Which country is the oldest?", "the oldest country; founded …"),
        # the work's name for the things is the one people use: urban agglomerations are
        # cities, one or several
        ("What is the largest city in the world?", "ten largest urban agglomerations: Tokyo"),
        ("What are the biggest cities on Earth?", "ten largest urban agglomerations: Tokyo"),
        # a figure after the ranking states it, it does not narrow it
        ("Which continent has the most countries?", "Africa has the most countries with 54."),
        # an aside in parentheses neither ends nor narrows the ranked thing
        ("What is the biggest desert?", "top ten largest (non-polar*) deserts: Sahara"),
    ],
)
def test_a_passage_stating_the_ranking_asked_states_it(question: str, quote: str) -> None:
    assert _states(question, quote)


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        # a narrower scope, after the thing or before it
        ("Which country has the largest population?", "largest population of any African nation"),
        ("What is the smallest country?", "smallest island country in the world"),
        # another rank, another thing, another ranking, no ranking
        ("What is the most populous country?", "second most populous country in Europe"),
        ("Which country is the oldest?", "one of the oldest in the world"),
        ("What is the largest planet?", "the single largest feature of the planet"),
        ("Which country has the most languages?", "most-spoken language: English 18.8%"),
        ("What is the biggest country by area?", "total: 510.072 million sq km"),
        # an urban area is a city, not a country
        ("What is the largest country?", "ten largest urban agglomerations: Tokyo"),
        # a word beside the figure still narrows
        ("Which continent has the most countries?", "Africa has the most countries in 1990"),
        ("What is the biggest desert?", "largest (by area) cold desert: Antarctica"),
    ],
)
def test_a_passage_not_stating_the_ranking_asked_does_not(question: str, quote: str) -> None:
    assert not _states(question, quote)


@pytest.mark.parametrize(
    ("question", "which"),
    [
        ("Which country's capital is Nairobi?", True),
        ("In which country is Timbuktu?", True),
        ("Which African nation has the largest economy?", True),
        ("What is the smallest country?", True),
        ("Where is Mount Kilimanjaro?", True),
        ("Where is the Indian Ocean located?", False),  # an ocean lies in no entry
        ("where is the pacific ocean", False),
        ("What is the largest planet?", False),
        ("Who designed the Statue of Liberty?", False),
        ("When did World War II end?", False),
        ("What is the capital of the country?", False),
    ],
)
def test_a_question_asks_which_entry(question: str, which: bool) -> None:
    assert asks_which(question) is which


def test_an_entrys_field_answers_a_question_naming_no_entry_only_when_asked_which() -> None:
    quote = "largest population of any African nation"
    assert unnamed_verdict("What is the largest planet?", "Nigeria", quote) == NOT_ASKED
    assert unnamed_verdict("Which country has the largest population?", "Nigeria", quote) == (
        NOT_STATED
    )
    question = "Which country has the largest population in Africa?"
    assert unnamed_verdict(question, "Nigeria", quote) is None
    # a question using the entry's title as a word is about it
    total = "total: 8,057,236,243 (2024 est.)"
    assert unnamed_verdict("What is the world population?", "World", total) is None
    assert unnamed_verdict("What is the largest planet?", "World", total) == NOT_ASKED
    biggest = "What is the biggest country in the world by area?"
    assert unnamed_verdict(biggest, "World", "total: 510.072 million sq km") == NOT_STATED


def test_an_entrys_title_ending_another_places_name_is_not_that_entry() -> None:
    rate = "Unemployment rate 2024: 2.8% (2024 est.)"
    question = "How high is unemployment in New Mexico?"
    assert unnamed_verdict(question, "Mexico", rate) == NOT_ASKED
    assert unnamed_verdict("GDP of South Australia", "Australia", rate) == NOT_ASKED
    # written once alone too: the entry
    assert unnamed_verdict("Is Mexico bigger than New Mexico?", "Mexico", rate) is None


def test_a_region_of_the_world_does_not_name_the_world_entry() -> None:
    volcanoes = "countries with the most volcanoes: United States (162), Japan (122)"
    question = "Which part of the world has the most volcanoes?"
    assert unnamed_verdict(question, "World", volcanoes) == NOT_ASKED
    assert unnamed_verdict("Which region of the globe is driest?", "World", volcanoes) == (
        NOT_STATED
    )
    # the world itself, named by its word, is still the World entry
    asked = "Which country of the world has the most volcanoes?"
    assert unnamed_verdict(asked, "World", volcanoes) is None


def test_entries_are_works_whose_fields_many_works_share() -> None:
    """A work is an entry of a series when headings ten works or more carry cover half its
    passages or more; a document with headings of its own is not."""
    fields = [f"Section › Field {n}" for n in range(12)]
    rows = [(f"Country {c}", heading, 1) for c in range(10) for heading in fields]
    rows += [("Manual", "Introduction", 3), ("Manual", "Setting up", 5)]
    rows += [("Mixed", heading, 1) for heading in fields] + [("Mixed", "Own chapter", 30)]
    entries = Entries.build(rows)
    assert "Country 3" in entries and "Mixed" not in entries and "Manual" not in entries
    nine = [(f"Country {c}", heading, 1) for c in range(9) for heading in fields]
    assert Entries.build(nine).titles == frozenset()  # fields of nine works: no series


def test_a_question_asking_for_several_places_needs_a_quote_naming_several() -> None:
    from oshun.sophia.entries import NOT_SEVERAL, asks_several, unnamed_verdict

    assert asks_several("Which countries use the euro?")
    assert asks_several("What African nations are landlocked?")
    assert not asks_several("Which country's capital is Nairobi?")
    entries = ["Germany", "France", "Italy", "Niger", "Nigeria"]
    one = "In January 1999, Germany and 10 other EU countries introduced the euro"
    several = "the euro is used by Germany, France, Italy and others"
    question = "Which countries use the euro?"
    assert unnamed_verdict(question, "Germany", one, entries) == NOT_SEVERAL
    assert unnamed_verdict(question, "Germany", several, entries) is None
    # "Nigeria" does not also name Niger
    assert unnamed_verdict(question, "Nigeria", "Nigeria uses the naira", entries) == NOT_SEVERAL
    # two places named in prose are no list of the places asked for
    prose = "NATO and the EU have 23 members in common since Russia's invasion of Ukraine"
    nato = ["Russia", "Ukraine", "Estonia", "Latvia"]
    assert unnamed_verdict("Which countries are in NATO?", "EU", prose, nato) == NOT_SEVERAL
    listed = "members: Estonia, Latvia and Ukraine (2024); Russia 12%, Ukraine 8%"
    assert unnamed_verdict("Which countries are in NATO?", "EU", listed, nato) is None


def test_a_ranking_other_than_size_is_a_measure_the_field_must_write() -> None:
    # size is what a listing field ranks by (largest first); depth, traffic, age are not
    assert measures("What is the deepest lake in ?") == [frozenset({"deepest"})]
    assert measures("What is the busiest port of ?") == [frozenset({"busiest"})]
    assert measures("What's the tallest mountain in ?") == [frozenset({"highest", "tallest"})]
    assert measures("What is the largest lake in ?") == []
    assert measures("What is the biggest city in ?") == []
    assert measures("What is the most spoken language in ?") == []
    assert measures("How much of is forest?") == []
    # the newest is the latest, which a constitution's history writes ("latest ratified …");
    # "latest" alone asks for the current figure, no ranking (time19)
    assert measures("When was 's newest constitution approved?") == [
        frozenset({"newest", "latest"})
    ]
    assert measures("What is the latest population estimate of ?") == []
    # fame is a ranking too: a list of sites names none first for it
    assert measures("What's the most famous landmark in ?") == [REPUTE]
    assert measures("the most-visited city of ") == [REPUTE]
    assert measures("the most well-known dish of ") == [REPUTE]
    assert measures("What is most famous for exporting?") == []
    assert measures("What is the most popular religion in ?") == []


def test_a_count_of_countries_is_asked_of_the_entry_that_states_it() -> None:
    """``counts_entries``: "How many countries are in Africa?" names no entry, yet the
    *World*'s "Africa has the most countries with 54" answers it (g27b: abstained as not
    asked); a quote that states no count of countries is still not asked."""
    from oshun.sophia.entries import counts_entries

    world = "Using the seven-continent model …, Africa has the most countries with 54."
    assert counts_entries("How many countries are in Africa?", world)
    assert unnamed_verdict("How many countries are in Africa?", "World", world) is None
    assert counts_entries("how many landlocked countries are there", "46 nations are landlocked")
    germany = "Germany and 10 other EU countries introduced the euro in 1999."
    assert unnamed_verdict("How many countries use the euro?", "Germany", germany) == NOT_ASKED
    assert not counts_entries("What is the largest country in Africa?", world)
