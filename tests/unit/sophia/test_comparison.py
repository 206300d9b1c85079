import pytest

from oshun.sophia.comparison import counted_parts, measure_parts
from oshun.sophia.entities import AliasTable
from oshun.sophia.parts import split_parts

NAMES = ("Chad", "Niger", "France", "Germany", "Qatar", "Kuwait", "Italy", "Spain", "Japan", "Mali")
NATIONALITY = "People and Society › Nationality"
TABLE = AliasTable.build(
    [(t, "", "") for t in NAMES]
    + [
        ("Mali", NATIONALITY, "noun: Malian(s)\nadjective: Malian"),
        ("Germany", NATIONALITY, "noun: German(s)\nadjective: German"),
    ]
)


def _measured(text: str) -> list[str] | None:
    return measure_parts(text, TABLE.mentions(text))


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        # the comparative's base word, of each work
        ("Which is richer, Qatar or Kuwait?", ["How rich is Qatar?", "How rich is Kuwait?"]),
        ("Is Germany richer than France?", ["How rich is Germany?", "How rich is France?"]),
        (
            "Which country is younger, Niger or Japan?",
            ["How young is Niger?", "How young is Japan?"],
        ),
        (
            "Which is more populous, Chad or Niger?",
            ["How populous is Chad?", "How populous is Niger?"],
        ),
        # a noun the comparative qualifies, after it or before it
        (
            "Which has the higher GDP per capita: Qatar or Kuwait?",
            [
                "How high is the GDP per capita of Qatar?",
                "How high is the GDP per capita of Kuwait?",
            ],
        ),
        (
            "Which has an older population, Italy or Spain?",
            ["How old is the population of Italy?", "How old is the population of Spain?"],
        ),
        (
            "Which economy is bigger, France or Japan?",
            ["How big is the economy of France?", "How big is the economy of Japan?"],
        ),
        (
            "Is Chad's population older than Niger's?",
            ["How old is the population of Chad?", "How old is the population of Niger?"],
        ),
        (
            "Is the economy of France bigger than that of Germany?",
            ["How big is the economy of France?", "How big is the economy of Germany?"],
        ),
        # "who" and a verb: people doing it
        (
            "Who lives longer, people in Japan or in Italy?",
            ["How long do people live in Japan?", "How long do people live in Italy?"],
        ),
        # a group of names as the subject: their people
        (
            "Do Malians or Germans live longer?",
            ["How long do people live in Malians?", "How long do people live in Germans?"],
        ),
        # "what" right before the comparative, and nothing else after it
        ("whats richer qatar or kuwait", ["How rich is qatar?", "How rich is kuwait?"]),
        # a superlative followed only by the compared names (or a noun and a comma)
        (
            "Which is the largest: Chad, Niger or Mali?",
            ["How large is Chad?", "How large is Niger?", "How large is Mali?"],
        ),
        (
            "Which of Chad, Niger and Mali is the hottest?",
            ["How hot is Chad?", "How hot is Niger?", "How hot is Mali?"],
        ),
        (
            "Who has the highest life expectancy, Japan or Italy?",
            [
                "How high is the life expectancy of Japan?",
                "How high is the life expectancy of Italy?",
            ],
        ),
        (
            "Which country has a higher GDP per capita, France or Germany?",
            [
                "How high is the GDP per capita of France?",
                "How high is the GDP per capita of Germany?",
            ],
        ),
        # a verb's clause, the names taken out of it
        (
            "Do people in Chad live longer than in Niger?",
            ["How long do people live in Chad?", "How long do people live in Niger?"],
        ),
        (
            "Where do people live longer, Japan or Italy?",
            ["How long do people live in Japan?", "How long do people live in Italy?"],
        ),
        (
            "Are people older in Chad or in Niger?",
            ["How old are people in Chad?", "How old are people in Niger?"],
        ),
    ],
)
def test_a_comparison_by_a_measure_asks_each_work_the_measure(text: str, parts: list[str]) -> None:
    assert _measured(text) == parts


@pytest.mark.parametrize(
    "text",
    [
        "Which has more people, Chad or Niger?",  # a count: the parts ask it well as it is
        "Compare the GDP of France and Germany",  # no comparative
        "What is the lower house of France and Germany?",  # not a comparison's opening
        "What is the largest city of Chad and Niger?",  # a superlative of each work
        "What is the largest city in Chad and Niger?",
        "What is the lower house of France and Germany?",  # "what": a noun follows
        "Is Chad bigger?",  # one work
    ],
)
def test_other_questions_are_not_rewritten(text: str) -> None:
    assert _measured(text) is None


def test_compare_the_thing_of_named_works_asks_it_of_each() -> None:
    from oshun.sophia.comparison import compared_thing

    text = "Compare the GDP of France and Germany"
    assert compared_thing(text, TABLE.mentions(text)) == [
        "What is the GDP of France?",
        "What is the GDP of Germany?",
    ]
    text = "compare life expectancy in Japan and Italy"
    assert split_parts(text, TABLE.mentions(text)) == [
        "What is the life expectancy of Japan?",
        "What is the life expectancy of Italy?",
    ]
    # words after the names: not this shape
    text = "Compare the GDP of France and Germany in 2020"
    assert compared_thing(text, TABLE.mentions(text)) is None
    # the difference in a thing between works, and "how does the thing of … compare"
    text = "What is the difference in area between France and Germany?"
    assert compared_thing(text, TABLE.mentions(text)) == [
        "What is the area of France?",
        "What is the area of Germany?",
    ]
    text = "How does the population of Japan compare to Italy?"
    assert compared_thing(text, TABLE.mentions(text)) == [
        "What is the population of Japan?",
        "What is the population of Italy?",
    ]
    text = "What's the difference between the population of Japan and Italy?"
    assert compared_thing(text, TABLE.mentions(text)) == [
        "What is the population of Japan?",
        "What is the population of Italy?",
    ]


def test_the_parts_of_a_comparison_are_the_measure_questions() -> None:
    text = "Which is hotter, Chad or Niger?"
    assert split_parts(text, TABLE.mentions(text)) == ["How hot is Chad?", "How hot is Niger?"]


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (
            "Which country has more internet users, Japan or Italy?",
            [
                "How many internet users does Japan have?",
                "How many internet users does Italy have?",
            ],
        ),
        (
            "Does Chad have more land than Niger?",
            ["How much land does Chad have?", "How much land does Niger have?"],
        ),
        (
            "Which of Chad and Mali has more people?",
            ["How many people does Chad have?", "How many people does Mali have?"],
        ),
        (
            "Are there more doctors in Spain or Italy?",
            ["How many doctors does Spain have?", "How many doctors does Italy have?"],
        ),
        # more of a thing doing something: it was "Do more people live in Chad?" (0.32)
        (
            "Do more people live in Chad or in Niger?",
            ["How many people live in Chad?", "How many people live in Niger?"],
        ),
        (
            "Do more people speak French in Chad than in Mali?",
            ["How many people speak French in Chad?", "How many people speak French in Mali?"],
        ),
        # what a work does more of, asked with its verb (g24a): "Which hosts more refugees,
        # Turkey or Germany?" was split word for word and abstained on "hosts"
        (
            "Which hosts more refugees, Chad or Niger?",
            ["How many refugees does Chad host?", "How many refugees does Niger host?"],
        ),
        (
            "Which country produces more oil, Chad or Niger?",
            ["How much oil does Chad produce?", "How much oil does Niger produce?"],
        ),
        (
            "Who catches more fish, Japan or Italy?",
            ["How many fish does Japan catch?", "How many fish does Italy catch?"],
        ),
    ],
)
def test_what_the_works_have_more_of_is_asked_of_each_as_a_count(
    text: str, parts: list[str]
) -> None:
    """ "Which country has more …": split word for word, each part kept "Which country", a word
    every field shares, and abstained; each work is asked how many (or much) it has."""
    assert split_parts(text, TABLE.mentions(text)) == parts


def test_a_measure_adjective_after_more_is_no_count() -> None:
    assert _measured("Is Chad more populous than Niger?") == [
        "How populous is Chad?",
        "How populous is Niger?",
    ]
    text = "Is Chad more populous than Niger?"
    assert split_parts(text, TABLE.mentions(text)) == _measured(text)


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        # the compared names lead, the comparison follows a colon or comma
        (
            "Italy versus Spain: which has the larger population?",
            ["How large is the population of Italy?", "How large is the population of Spain?"],
        ),
        ("Japan or Italy, which has the higher GDP?", None),
        (
            "Among Chad, Niger and Mali, which has the highest life expectancy?",
            [
                "How high is the life expectancy of Chad?",
                "How high is the life expectancy of Niger?",
                "How high is the life expectancy of Mali?",
            ],
        ),
        # a determined noun after the comparative, not the verb's clause
        (
            "Does France have a higher GDP per capita than Germany?",
            [
                "How high is the GDP per capita of France?",
                "How high is the GDP per capita of Germany?",
            ],
        ),
        (
            "Does Chad have a bigger population than Niger?",
            ["How big is the population of Chad?", "How big is the population of Niger?"],
        ),
        # what "has the" superlative most of the names
        (
            "Which has the highest GDP of Chad, Niger and Mali?",
            [
                "How high is the GDP of Chad?",
                "How high is the GDP of Niger?",
                "How high is the GDP of Mali?",
            ],
        ),
        # "of" after a superlative is no noun
        (
            "Which is the largest of Chad, Niger and Mali?",
            ["How large is Chad?", "How large is Niger?", "How large is Mali?"],
        ),
        # a subject of several words; "greater"
        (
            "Is the infant mortality rate lower in Chad than in Niger?",
            [
                "How low is the infant mortality rate in Chad?",
                "How low is the infant mortality rate in Niger?",
            ],
        ),
        (
            "Is France's area greater than Germany's",
            ["How large is the area of France?", "How large is the area of Germany?"],
        ),
        # a work's people compared: people in the work; a country's age: its independence
        (
            "Are Malians older than Germans?",
            ["How old are people in Mali?", "How old are people in Germany?"],
        ),
        (
            "Which country is older, Chad or Niger?",
            ["When did Chad become independent?", "When did Niger become independent?"],
        ),
    ],
)
def test_more_shapes_of_a_comparison_ask_each_work_the_measure(
    text: str, parts: list[str] | None
) -> None:
    if parts is None:
        parts = ["How high is the GDP of Japan?", "How high is the GDP of Italy?"]
    assert _measured(text) == parts


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (
            "Which of Chad, Niger and Mali has the most people?",
            [
                "How many people does Chad have?",
                "How many people does Niger have?",
                "How many people does Mali have?",
            ],
        ),
        (
            "Compare Chad and Niger by population",
            ["What is the population of Chad?", "What is the population of Niger?"],
        ),
        (
            "Rank Japan, Italy and Spain by GDP per capita",
            [
                "What is the GDP per capita of Japan?",
                "What is the GDP per capita of Italy?",
                "What is the GDP per capita of Spain?",
            ],
        ),
        (
            "Compare Chad and Niger in terms of life expectancy",
            ["What is the life expectancy of Chad?", "What is the life expectancy of Niger?"],
        ),
        (
            "What's the difference between Chad and Niger in area?",
            ["What is the area of Chad?", "What is the area of Niger?"],
        ),
        (
            "Order Italy, Spain and France from richest to poorest",
            ["How rich is Italy?", "How rich is Spain?", "How rich is France?"],
        ),
        # two things of one work compared with each other
        (
            "Does Japan have more births than deaths?",
            ["How many births does Japan have?", "How many deaths does Japan have?"],
        ),
        (
            "Is Germany's birth rate higher than its death rate?",
            ["What is Germany's birth rate?", "What is Germany's death rate?"],
        ),
        (
            "Does Japan have more than a million cars?",
            ["Does Japan have more than a million cars?"],
        ),
    ],
)
def test_what_is_compared_after_the_names_is_asked_of_each(text: str, parts: list[str]) -> None:
    assert split_parts(text, TABLE.mentions(text)) == parts


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        # a verb done more by the works, or by their people
        (
            "Does France export more than Germany?",
            ["How much does France export?", "How much does Germany export?"],
        ),
        (
            "Do Malians earn more than Germans?",
            ["How much do Malians earn?", "How much do Germans earn?"],
        ),
        (
            "Do people earn more in Chad or Niger?",
            ["How much do people earn in Chad?", "How much do people earn in Niger?"],
        ),
        # two verbs of one work
        (
            "Does Japan export more than it imports?",
            ["How much does Japan export?", "How much does Japan import?"],
        ),
    ],
)
def test_a_verb_done_more_is_asked_how_much_of_each(text: str, parts: list[str]) -> None:
    assert split_parts(text, TABLE.mentions(text)) == parts


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        # fresh22b: "How high is Botswana?" quoted *Elevation* at 0.81
        (
            "Is life expectancy in Chad higher than in Niger?",
            ["How high is life expectancy in Chad?", "How high is life expectancy in Niger?"],
        ),
        (
            "Is infant mortality in Mali lower than in Niger?",
            ["How low is infant mortality in Mali?", "How low is infant mortality in Niger?"],
        ),
        # "the … of" a name is its noun, as before
        (
            "Is the literacy rate of Mali lower than in Niger?",
            ["How low is the literacy rate of Mali?", "How low is the literacy rate of Niger?"],
        ),
        # the name is the subject, or the subject is the country itself: as before
        ("Is Chad larger than Niger?", ["How large is Chad?", "How large is Niger?"]),
        (
            "Is the country of Chad larger than Niger?",
            ["How large is Chad?", "How large is Niger?"],
        ),
    ],
)
def test_a_subject_asked_of_a_name_is_asked_of_each(text: str, parts: list[str]) -> None:
    assert _measured(text) == parts


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        # f23b: asked "How high is Chad?", which quoted *Elevation* at 0.81
        (
            "Chad or Niger: where is the median age higher?",
            ["How high is the median age in Chad?", "How high is the median age in Niger?"],
        ),
        (
            "Mali or Niger, in which country is life expectancy lower?",
            ["How low is life expectancy in Mali?", "How low is life expectancy in Niger?"],
        ),
    ],
)
def test_where_the_subject_is_compared_asks_it_of_each(text: str, parts: list[str]) -> None:
    assert _measured(text) == parts


def test_a_verb_of_being_or_no_noun_after_more_is_no_count_of_a_verb() -> None:
    """ "Which recycles more of its waste, …" names no counted noun after "more", and
    "Which is more …" no verb done: neither becomes "How many … does X …?"."""
    for text in (
        "Which recycles more of its waste, Japan or Italy?",
        "Which is more populous, Chad or Niger?",
        "Which does more trade, Japan or Italy?",
    ):
        assert counted_parts(text, TABLE.mentions(text)) is None, text


def test_a_noun_doing_something_faster_is_asked_how_fast_of_each() -> None:
    # g25b: "Which economy is growing faster, India?" abstained, split word for word
    assert _measured("Which economy is growing faster, Japan or Italy?") == [
        "How fast is the economy of Japan growing?",
        "How fast is the economy of Italy growing?",
    ]
    assert _measured("Which country is growing faster, Japan or Italy?") == [
        "How fast is Japan growing?",
        "How fast is Italy growing?",
    ]
    # fast is said of a doing: "How fast is Japan?" asks nothing
    assert _measured("Which is faster, Japan or Italy?") is None
