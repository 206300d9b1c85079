from oshun.sophia.entities import AliasTable
from oshun.sophia.parts import halves, split_parts

TABLE = AliasTable.build(
    [(t, "", "") for t in ("Chad", "Niger", "France", "Germany", "Kenya", "Vietnam")]
)


def _split(text: str) -> list[str]:
    return split_parts(text, TABLE.mentions(text))


def test_a_comparison_of_named_works_splits_into_one_question_per_work() -> None:
    assert _split("Which is north of Chad or Niger?") == [
        "Which is north of Chad?",
        "Which is north of Niger?",
    ]
    assert _split("Compare the GDP of France and Germany") == [
        "What is the GDP of France?",
        "What is the GDP of Germany?",
    ]
    # the preposition repeated after "or": still one group of names
    assert _split("Are people happy in Chad or in Niger?") == [
        "Are people happy in Chad?",
        "Are people happy in Niger?",
    ]
    # compared by a measure adjective: the measure asked of each (test_comparison.py)
    assert _split("Which is larger, Chad or Niger?") == [
        "How large is Chad?",
        "How large is Niger?",
    ]


def test_one_clause_of_each_named_work_is_a_part_of_its_own() -> None:
    # each work asked its own thing: one part per clause, not both things of each
    assert _split("What's the capital of Chad, and the population of Niger?") == [
        "What's the capital of Chad",
        "the population of Niger?",
    ]
    assert _split("capital of chad, population of niger") == [
        "capital of chad",
        "population of niger",
    ]
    assert _split("How many people live in Chad and how big is Niger?") == [
        "How many people live in Chad",
        "how big is Niger?",
    ]
    # a thing compared, a border, a relation: no clause of each
    assert _split("How many people live in Chad, compared to Niger?") == [
        "How many people live in Chad, compared to ?",
        "How many people live in , compared to Niger?",
    ]
    assert _split("Does Chad border Niger?") == ["Does Chad border ?", "Does border Niger?"]


def test_joined_questions_split_and_a_pronoun_takes_the_named_work() -> None:
    assert _split("What is the capital of Kenya and when did it become independent?") == [
        "What is the capital of Kenya",
        "when did Kenya become independent?",
    ]
    # two questions in one message, the second after the first's question mark
    assert _split("What is the capital of Kenya? What is its currency?") == [
        "What is the capital of Kenya",
        "What is Kenya's currency?",
    ]
    assert _split("What is the capital of Kenya?") == ["What is the capital of Kenya?"]


def test_two_things_of_one_work_split_into_one_question_per_thing() -> None:
    assert _split("What is the capital and the currency of Kenya?") == [
        "What is the capital of Kenya?",
        "What is the currency of Kenya?",
    ]
    assert _split("Tell me the capital and largest city of France") == [
        "Tell me the capital of France",
        "Tell me the largest city of France",
    ]
    assert _split("population and area of Chad?") == ["population of Chad?", "area of Chad?"]
    # the things the work's possessive owns
    assert _split("What is Kenya's population and its capital?") == [
        "What is Kenya's population?",
        "What is Kenya's capital?",
    ]
    assert _split("Tell me Chad's capital and currency") == [
        "Tell me Chad's capital",
        "Tell me Chad's currency",
    ]
    # no article or copula before the first thing: one thing, as in "men and women"
    assert _split("How many men and women live in Chad?") == [
        "How many men and women live in Chad?"
    ]


def test_a_list_of_things_of_one_work_splits_into_one_question_per_thing() -> None:
    assert _split("Tell me the capital, population and currency of Kenya") == [
        "Tell me the capital of Kenya",
        "Tell me the population of Kenya",
        "Tell me the currency of Kenya",
    ]
    assert _split("Population, area, capital, and languages of Chad") == [
        "Population of Chad",
        "area of Chad",
        "capital of Chad",
        "languages of Chad",
    ]


def test_a_second_thing_after_the_works_name_is_a_part_of_its_own() -> None:
    assert _split("What is the population of Kenya, and its capital?") == [
        "What is the population of Kenya?",
        "What is the capital of Kenya?",
    ]
    assert _split("Tell me the area of Chad and the currency") == [
        "Tell me the area of Chad",
        "Tell me the currency of Chad",
    ]
    # a capitalised word after "and the" is a name, not a thing of the work's
    assert _split("What is the capital of Kenya and the Gold Coast?") == [
        "What is the capital of Kenya and the Gold Coast?"
    ]


def test_a_single_question_stays_whole() -> None:
    for text in ("What is the capital of Kenya?", "Who were Pride and Prejudice's authors?"):
        assert _split(text) == [text]


def test_more_ways_of_asking_several_things_of_one_work() -> None:
    # two things a "what" asks before the verb
    assert _split("What language and currency does Kenya use?") == [
        "What language does Kenya use?",
        "What currency does Kenya use?",
    ]
    assert _split("Which languages and religions are there in Kenya?") == [
        "Which languages are there in Kenya?",
        "Which religions are there in Kenya?",
    ]
    # a list the possessive owns, things of three words
    assert _split("Give me Chad's area, population and capital.") == [
        "Give me Chad's area.",
        "Give me Chad's population.",
        "Give me Chad's capital.",
    ]
    assert _split("What's France's GDP per capita and its inflation rate?") == [
        "What's France's GDP per capita?",
        "What's France's inflation rate?",
    ]
    # a list after the name and a colon
    assert _split("Tell me about Chad: population, capital and life expectancy") == [
        "What is the population of Chad?",
        "What is the capital of Chad?",
        "What is the life expectancy of Chad?",
    ]
    # a second thing of three words after the name: asked (and abstained) on its own
    assert _split("What is the capital of Kenya and its most famous dish?") == [
        "What is the capital of Kenya?",
        "What is the most famous dish of Kenya?",
    ]


def test_what_about_a_second_work_asks_the_first_clause_of_it() -> None:
    assert _split("What type of government does Chad have, and what about Niger?") == [
        "What type of government does Chad have",
        "What type of government does Niger have?",
    ]


def test_a_name_typed_in_lower_case_is_written_by_its_title_in_its_part() -> None:
    # "chad vs niger": each part names its work so that it is read as a name on its own
    assert _split("gdp chad vs niger") == ["gdp Chad", "gdp Niger"]


def test_things_typed_as_people_type_them_split_into_one_question_per_thing() -> None:
    # a request with no article before the things
    assert _split("tell me capital and population of Kenya") == [
        "tell me capital of Kenya",
        "tell me population of Kenya",
    ]
    # search-box things after the name that opens the question
    assert _split("Kenya currency and time zone") == [
        "What is the currency of Kenya?",
        "What is the time zone of Kenya?",
    ]
    assert _split("chad flag, capital and national anthem?") == [
        "What is the flag of chad?",
        "What is the capital of chad?",
        "What is the national anthem of chad?",
    ]
    # a word qualifying the thing after it: one thing
    assert _split("Chad men and women life expectancy") == ["Chad men and women life expectancy"]
    assert _split("Kenya urban and rural population") == ["Kenya urban and rural population"]
    # two verbs of the work after an auxiliary
    assert _split("What does Vietnam export and import?") == [
        "What does Vietnam export?",
        "What does Vietnam import?",
    ]
    assert _split("How much does Kenya buy and sell") == [
        "How much does Kenya buy",
        "How much does Kenya sell",
    ]
    # a name inside the question, not opening it: no search-box list
    assert _split("Is Kenya big and hot?") == ["Is Kenya big and hot?"]


def test_both_halves_of_a_split_of_the_people_are_one_thing() -> None:
    # fresh22b: "Do men in Chad vote?" and "women in Chad vote?" each abstained
    for text in (
        "Do men and women in Chad vote?",
        "What is the urban and rural population of Chad?",
    ):
        assert _split(text) == [text]
    # two things of the work are still two parts
    assert _split("What is the capital and the currency of Kenya?") == [
        "What is the capital of Kenya?",
        "What is the currency of Kenya?",
    ]


def test_halves_names_the_two_halves_of_one_split() -> None:
    assert halves("Do men", "women")
    assert halves("the rural", "urban population")
    assert not halves("the capital", "currency")
    assert not halves("men", "men")


def test_two_things_of_up_to_three_words_each_are_two_parts() -> None:
    # g25b: "life expectancy" and "infant mortality rate" were no things (asked whole)
    assert _split("What are the life expectancy and the infant mortality rate in Chad?") == [
        "What are the life expectancy in Chad?",
        "What are the infant mortality rate in Chad?",
    ]
    # a preposition inside keeps one thing whole
    assert _split("How big is the gap between rich and poor in Kenya?") == [
        "How big is the gap between rich and poor in Kenya?"
    ]
