import pytest

from oshun.sophia.question import (
    as_yes_no,
    asked_clause,
    asked_head,
    normalise,
    parse_question,
    self_repaired,
)


def test_interrogatives_and_filler_are_dropped_before_search() -> None:
    question = parse_question("What is the capital of Mongolia?")
    assert question.search_text == "capital Mongolia"
    assert question.terms == ("capit", "mongolia")


def test_whitespace_is_normalised() -> None:
    assert normalise("  What   is\n the capital?  ") == "What is the capital?"
    assert parse_question(" a \t b ").text == "a b"


def test_question_of_filler_only_keeps_its_words() -> None:
    question = parse_question("Who is it?")
    assert question.terms == ("who",)


def test_empty_question_has_no_terms() -> None:
    assert parse_question("   ").empty
    assert parse_question("the of and").empty


def test_expected_answer_type() -> None:
    assert parse_question("When did the crisis begin?").answer_type == "time"
    assert parse_question("How many people live there?").answer_type == "number"
    assert parse_question("Who wrote the treaty?").answer_type == "person"
    assert parse_question("Where is Mount Etna?").answer_type == "place"
    assert parse_question("In what year was it adopted?").answer_type == "time"
    # "year" in a compound asks no date
    assert parse_question("Can 16-year-olds vote in Zimbabwe?").answer_type is None
    assert parse_question("In what year was it built?").answer_type == "time"
    assert parse_question("Why is the sky blue?").answer_type is None


def test_light_verbs_are_filler() -> None:
    # "become" and "use" carry no subject: the question is about independence, currency.
    assert parse_question("When did Kenya become independent?").search_text == "Kenya independent"
    assert parse_question("What currency does Peru use?").terms == ("currenc", "peru")


def test_contraction_tails_are_not_terms() -> None:
    assert parse_question("what's the capital of Australia").terms == ("capit", "australia")
    assert "s" not in parse_question("What is Canada’s highest mountain?").terms
    assert parse_question("What's the capital of Australia?").answer_type is None


def test_a_negated_auxiliary_is_the_auxiliary() -> None:
    """ "don't" is "do", filler, not the term "don" every field lacks ("what percent of
    people in Jordan don't have a job?" abstained); the question stays negated."""
    question = parse_question("what percent of people in Jordan don't have a job?")
    assert question.terms == ("percent", "peopl", "jordan", "job")
    assert question.negated
    assert parse_question("Why can't women vote in ?").terms == ("women", "vote")
    assert parse_question("Isn't Chad landlocked?").terms == ("chad", "landlock")
    assert parse_question("Who won the war?").terms == ("won", "war")


def test_stuff_is_filler_as_things_are() -> None:
    assert parse_question("How much stuff does Germany import?").terms == ("germani", "import")


def test_got_after_have_is_possession() -> None:
    """ "What currency has Poland got?" quoted *Exchange rates* at 0.42: "got" was a term."""
    assert parse_question("What currency has Poland got?").terms == ("currenc", "poland")
    assert parse_question("Has Japan got a king?").terms == ("japan", "king")
    # without "have" before it, "got" is a verb of its own
    assert parse_question("When Kenya got independence?").terms == ("kenya", "got", "independ")


def test_own_after_a_possessive_is_emphasis() -> None:
    """ "Does the EU have its own army?" abstained (g25a): "own" was a word the military
    field must write. The verb stays a word: "Does Denmark own Greenland?"."""
    assert parse_question("Does Iceland have its own army?").terms == ("iceland", "armi")
    assert parse_question("Do they have their own currency?").terms == ("currenc",)
    assert "own" in parse_question("Does Denmark own Greenland?").terms


def test_a_lot_of_is_filler_as_much_and_many_are() -> None:
    """ "Does it rain a lot in Ireland?", "Does Chile have a lot of copper?" abstained: "lot"
    was a rare word no field writes. So are the intensifiers of "completely surrounded"."""
    assert parse_question("Does Chile have a lot of copper?").terms == ("chile", "copper")
    assert parse_question("Are there lots of Christians in Nigeria?").terms == (
        "christian",
        "nigeria",
    )
    assert parse_question("Is there plenty of rain in Wales?").terms == ("rain", "wale")
    assert parse_question("Is Lesotho completely surrounded by South Africa?").terms == (
        "lesotho",
        "surround",
        "south",
        "africa",
    )


@pytest.mark.parametrize(
    ("rest", "head"),
    [
        # what the question names as the thing it asks for (the work's name taken out)
        ("What is the tallest building in ?", "building"),
        ("What is the national dish of", "dish"),
        ("what's the most common surname in", "surname"),
        ("How many cats live in ?", "cats"),
        ("Which languages are spoken in ?", "languages"),
        ("What currency does use?", "currency"),
        ("Who is the president of ?", "president"),
        # a noun–verb pair: the noun, not the verb
        ("What natural disasters happen in ?", "disasters"),
        ("which rivers flow through ?", "rivers"),
        ("Which underground water basins lie beneath ?", "basins"),
        ("How many hospital beds per 1,000 people does have?", "beds"),
        ("How many people die per year in ?", "people"),
        # a verb with words of its own: the plural before it
        ("How many mothers die giving birth in ?", "mothers"),
        ("How many oil drilling rigs operate in ?", "rigs"),
        ("How many natural gas pipelines run through ?", "pipelines"),
        # kinds, measures and generic nouns point at the word that names the thing
        ("What kind of climate does have?", "climate"),
        ("What percentage of workers in have no job?", "workers"),
        ("What is the unemployment figure in ?", "unemployment"),
        ("What are laws based on?", "laws"),
        ("What is the life span in ?", "life"),
        ("What is the length of the coastline of ?", "coastline"),
        ("What is the difference in population between and ?", "population"),
        # shapes that ask about a property or an act, not a named thing
        ("How big is ?", None),
        ("How much is one US dollar worth in ?", None),
        ("Who leads ?", None),
        # "who" and a verb of making: the making is what is asked (its maker)
        ("Who designed the flag of ?", "designed"),
        ("Who founded ?", "founded"),
        ("Who wrote the national anthem of ?", "wrote"),
        ("Who rules ?", None),
        # "what year", "which day": the question asks when, not for a thing
        ("In what year was the current constitution of adopted?", None),
        ("What day is the national holiday of ?", None),
        ("What is the national day of ?", "day"),
        # a modal and "be" ask as a copula does
        ("Who will be the next president of ?", "president"),
        ("What would be the population of in 2050?", "population"),
        ("Who will win the election in ?", None),
        ("Who is allowed to vote in ?", None),
        ("When did become independent?", None),
        # requests and bare phrases name their object too
        ("Population of ?", "population"),
        ("Name the tallest building in ", "building"),
        ("tallest building in ?", "building"),
        ("Tell me the capital city of .", "city"),
        ("Describe flag.", "flag"),
        ("national dish?", "dish"),
        ("Compare the GDP of and ", "gdp"),
        ("Give an overview of history", "history"),
        # the choice among named works is not the asked thing
        ("Which country has more people, or ?", None),
        # a yes/no question names no asked thing
        ("Does have oil?", None),
        ("Is a monarchy?", None),
        ("how many newborns per 1000 people in", "newborns"),
        # "how much … cost" asks for a price, as "the price of …" does
        ("How much does a beer cost in ?", "cost"),
        ("How much does it cost to rent a flat in ?", "cost"),
        ("How much does spend on healthcare?", None),
        # a verb's particle ends the phrase: "make up", not a thing called "up"
        ("What sectors make up economy?", "sectors"),
        # "how many times" asks how often: no thing the field must hold
        ("How many times has the constitution of been changed?", None),
        ("How many times has won the World Cup?", None),
        ("How many timezones does have?", "timezones"),
        # "the size of" a thing asks for the thing, as "the number of" does
        ("What is the size of the army of ?", "army"),
        ("What is the size of ?", None),
        # "where is the …" asks where a thing is: the thing, not the place named
        ("Where is the seat of government of ?", "seat"),
        ("Where is the capital of ?", "capital"),
        ("Where is ?", None),
        ("Where is located?", None),
        # a noun ending like a participle is no participle; a quantifier closes the phrase
        ("What is the main watershed of ?", "watershed"),
        ("What type of terrain covers most of ?", "terrain"),
        ("What is the most populous city in ?", "city"),
        # an adjective after "what is", before "about", is a judgement: no thing asked
        ("What is special about the geography of ?", None),
        ("What is unique about ?", None),
        ("What is the story about ?", "story"),
        # an adverb of manner before a request; a request to outline or summarise (why19)
        ("Briefly describe the history of ", "history"),
        ("Quickly summarise the economy of ", "economy"),
        ("Outline the history of ", "history"),
        # "what is happening", "what is going on": events asked, no thing
        ("What is happening to the environment in ?", None),
        ("What is going on in ?", None),
    ],
)
def test_the_asked_thing(rest: str, head: str | None) -> None:
    assert asked_head(rest) == head


@pytest.mark.parametrize(
    ("rest", "head"),
    [
        # what a work is known for: the thing after "for", when there is one
        ("What is famous for exporting?", "exporting"),
        ("What is best known for producing wine?", "wine"),
        ("What is well-known for growing?", "growing"),
        ("What is famous for?", "famous"),
    ],
)
def test_what_a_work_is_known_for_is_the_thing_after_for(rest: str, head: str) -> None:
    # the word of repute is framing (``asked_clause``): no field need hold "famous"
    assert asked_head(asked_clause(rest)) == head


def test_hedges_are_filler() -> None:
    hedged = parse_question("How old do people in Zambia usually get?")
    assert hedged.terms == parse_question("How old do people in Zambia get?").terms
    # "still" asks what the question without it asks ("Does the UK still have a king?")
    still = parse_question("Does the UK still have a king?")
    assert still.terms == parse_question("Does the UK have a king?").terms


def test_both_is_filler() -> None:
    # "Are Belgium and the Netherlands both kingdoms?" asks what it asks without "both"
    both = parse_question("Are Belgium and the Netherlands both kingdoms?")
    assert both.terms == parse_question("Are Belgium and the Netherlands kingdoms?").terms
    assert parse_question("What is roughly the population today?").search_text == "population"
    now = parse_question("Who is the prime minister now?")
    assert now.search_text == parse_question("Who is the prime minister?").search_text
    likely = parse_question("What language does she probably speak?")
    assert likely.terms == parse_question("What language does she speak?").terms


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        # a clause before the one that asks (the work's name already taken out)
        (
            "I'm going to  next month, what's the weather like there?",
            "what's the weather like there?",
        ),
        (
            "Writing an essay: what kind of legal system does  have?",
            "what kind of legal system does have?",
        ),
        (
            "Planning a trip to  - what natural hazards are there?",
            "what natural hazards are there?",
        ),
        ("My friend is from , what language does she speak?", "what language does she speak?"),
        ("In , what is the official language?", "what is the official language?"),
        ("Hi! Who is the president of ?", "Who is the president of ?"),
        # an opening request and a closing
        ("Could you tell me who runs  these days?", "who runs?"),
        ("What is the GDP of  nowadays?", "What is the GDP of?"),
        ("Who is the president of  now?", "Who is the president of?"),
        ("Do you know what the capital of  is?", "what the capital of is?"),
        ("I was wondering how many people live in ", "how many people live in"),
        ("Help me find the highest point in ", "the highest point in"),
        ("Could you describe the flag of  for me?", "Could you describe the flag of?"),
        ("I need the GDP of  for my homework", "the GDP of"),
        ("I'm looking for the population of ", "the population of"),
        # schoolwork the question is for: a clause, an opening, a closing (probe9)
        ("Research question for school: life expectancy in ?", "life expectancy in ?"),
        ("For my report: how long is the coastline of ?", "how long is the coastline of ?"),
        ("For my essay I need the GDP of the .", "the GDP of the ."),
        (
            "For my project on the  I need to know who the head of state is.",
            "who the head of state is.",
        ),
        ("My teacher asked us to find the population of .", "the population of ."),
        ("My assignment asks which countries border .", "which countries border ."),
        ("I have to write about the median age in  for class.", "the median age in."),
        ("I need for school the independence date of .", "the independence date of ."),
        ("What is the school life expectancy for ?", "What is the school life expectancy for ?"),
        (
            "How much does  spend for the school system?",
            "How much does spend for the school system?",
        ),
        ("Nuclear test sites: ?", "Nuclear test sites: ?"),
        # a clause naming what a later "it" stands for is kept; one saying who asks is not
        (" flag, what does it look like?", "flag, what does it look like?"),
        ("Quick question, how big is it?", "how big is it?"),
        # an opening request joined to a clause that does not ask
        (
            "Hi! I'm planning a trip to  and I was wondering what currency they use there?",
            "what currency they use there?",
        ),
        ("I'm moving to  so I'd like to know how cold it gets", "how cold it gets"),
        (
            "What is the capital and do you know its population?",
            "What is the capital and do you know its population?",
        ),
        # an intensifier after a question word asks about no world
        ("where in the world is ?", "where is ?"),
        ("What on earth is the capital of ?", "What is the capital of ?"),
        # how short the answer should be
        ("What is the story of  in a nutshell?", "What is the story of?"),
        ("Summarise the background of  briefly", "Summarise the background of"),
        # "a … country": the named work itself, the adjective is what is asked
        ("Is  a hot country?", "Is a hot?"),
        ("Is  a very poor nation?", "Is a very poor?"),
        ("Is  a country?", "Is a country?"),
        ("Is  a country in Africa?", "Is a country in Africa?"),
        # … with a hyphen in the adjective (fresh20)
        ("Is  a Muslim-majority country?", "Is a Muslim-majority?"),
        # "do you happen to know" opens a request as "do you know" does (fresh20)
        ("Do you happen to know the capital of ?", "the capital of ?"),
        ("Does anyone happen to know how many people live in ?", "how many people live in ?"),
        # a plea after what is asked asks nothing; "needs" after "and" requests (fresh20)
        ("I need the population of  for a project, can you help?", "the population of"),
        (
            "My son has homework on  and needs the size of the country, can you help?",
            "the size of the country",
        ),
        ("Can you help?", "Can you help?"),
        # "-wise": the word before it is what is asked about (fresh20)
        ("Is  an old country, age-wise?", "Is an old, age?"),
        # a noun after an -ing word makes it part of the topic "it" refers back to; an -ing
        # word before a preposition says what the person does (fresh20)
        (" voting age, is it 18?", "voting age, is it 18?"),
        ("Travelling to , is it cold?", "is it cold?"),
        # left whole: the first clause asks, or the asking clause has no word of its own
        ("Which is larger,  or ?", "Which is larger, or ?"),
        ("'s capital, what is it?", "'s capital, what is it?"),
        # (… and then the unit the answer should come in goes: ``_UNIT_TAIL``)
        ("What is the GDP per capita, in dollars?", "What is the GDP per capita?"),
    ],
)
def test_the_framing_around_a_question_is_left_out(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


def test_a_hedge_is_no_subject_even_in_a_question_of_question_words() -> None:
    # "Where exactly is …?" asks what "Where is …?" asks: the hedge is not kept as a word
    assert parse_question("Where exactly is ?").terms == parse_question("Where is ?").terms
    assert parse_question("Who actually is it?").terms == ("who",)
    ever = parse_question("Was Kenya ever a colony?")
    assert ever.terms == parse_question("Was Kenya a colony?").terms


def test_like_closing_a_question_is_filler() -> None:
    # "What is … like?" asks what "What is …?" asks; no field holds "like"
    like = parse_question("What is the economy of Chile like?")
    assert like.terms == parse_question("What is the economy of Chile?").terms
    assert "like" not in parse_question("What is the weather like in Mongolia?").search_text


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        # a voice assistant's wake word, before or after the question
        ("Alexa what languages are spoken in Peru", "what languages are spoken in Peru"),
        ("hey google what is the climate of chile", "what is the climate of chile"),
        ("OK Siri, who runs Brazil", "who runs Brazil"),
        ("what is the capital of Spain, Siri?", "what is the capital of Spain,?"),
        # a crossword clue's length: letters the answer has, not a thing asked
        ("Capital of Mongolia (11 letters)", "Capital of Mongolia"),
        ("Currency of Japan (3)", "Currency of Japan"),
        ("Longest river of Egypt, 4 letters", "Longest river of Egypt,"),
        ("Mountain range of Nepal (3,6)", "Mountain range of Nepal"),
    ],
)
def test_a_wake_word_and_a_clues_length_ask_nothing(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


def test_numbers_that_ask_stay() -> None:
    assert asked_clause("Population of Ghana in 2020") == "Population of Ghana in 2020"
    assert asked_clause("what is the area of Chad (in sq km)") == (
        "what is the area of Chad (in sq km)"
    )


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        # a yes/no question first, then the one that asks for a thing
        ("Is Chad landlocked? Which countries border it?", "Which countries border it?"),
        ("Nepal? what is its capital", "what is its capital"),
    ],
)
def test_a_question_mark_with_more_after_it_ends_a_clause(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


def test_a_pronoun_standing_for_what_the_clause_before_named_keeps_that_clause() -> None:
    """ "…, which day is it?" after "Burma has a national day": the day is the national
    day (the asking clause alone, "which day is it?", abstained); hearsay before it is no
    part of what is asked. A clause whose words the one before does not restate is asked
    alone, as before."""
    assert (
        asked_clause("My friend says Burma has a national day, which day is it?")
        == "Burma has a national day which day is it?"
    )
    assert asked_clause("I love Japan's flag, what does it mean?") == "what does it mean?"
    assert (
        asked_clause("I'm going to Morocco next month, what's the weather like there?")
        == "what's the weather like there?"
    )


def test_a_guess_after_the_question_asks_nothing() -> None:
    """ "…, I think it has two?" says what the asker believes: the question before it asks
    (the guess alone was asked, and abstained). A guess before the question, or a question
    without a question word before the guess, stays as it was."""
    assert (
        asked_clause("My teacher asked us what the capital of  is, I think it has two?")
        == "what the capital of is"
    )
    assert asked_clause("What is the capital of , maybe Sucre?") == "What is the capital of"
    assert (
        asked_clause("I think Astana, but what is the capital of ?") == "what is the capital of ?"
    )
    assert asked_clause("Is the capital Sucre, maybe?") == "Is the capital Sucre, maybe?"


def test_a_pronoun_for_the_thing_the_clause_before_named_as_a_places() -> None:
    """ "…draw the flag of North Macedonia for school, what does it look like?": "it" is the
    flag; only a question of how it looks or what it means reaches back for it."""
    assert (
        asked_clause("My son has to draw the flag of  for school, what does it look like?")
        == "flag what does it look like?"
    )
    assert (
        asked_clause("I read about the history of , when did it become independent?")
        == "when did it become independent?"
    )


def test_a_first_question_that_asks_is_kept_whole() -> None:
    framed = "What is the capital of Chad? And its population?"
    assert asked_clause(framed) == framed


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        # a condition before the question, without a comma
        ("if I move to  what time zone will I be in", "what time zone will I be in"),
        ("When we visit  which currency do we need?", "which currency do we need?"),
        ("If I'm going to  how hot does it get?", "how hot does it get?"),
        # no question word after it, or nothing of its own: left whole
        ("if I am born in  am I a citizen", "if I am born in am I a citizen"),
        ("when did  become independent", "when did become independent"),
        ("If I go to  what is it?", "If I go to what is it?"),
    ],
)
def test_a_condition_before_the_question_asks_nothing(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


def test_how_much_is_a_thing_asks_its_price() -> None:
    # "How much is a beer in Norway?" quoted *Alcohol consumption per capita* at 1.00
    assert asked_clause("how much is a beer in ") == "how much does a beer in cost"
    assert asked_head(asked_clause("How much is a liter of petrol in ?")) == "cost"
    # a worth, a measure of the whole, or one unit of money: not a price
    assert asked_clause("How much is a US dollar worth in ?") == (
        "How much is a US dollar worth in ?"
    )
    assert asked_clause("How much is the GDP of ?") == "How much is the GDP of ?"
    assert asked_clause("How much is one US dollar in ?") == "How much is one US dollar in ?"


def test_whats_asks_as_what_is_does() -> None:
    # "What's India's top court?" read "top court" as a noun and its verb: "top" was asked
    assert asked_head("what's top court") == "court"
    assert asked_head("whats national bird") == "bird"
    assert asked_head("what is top court") == "court"
    assert asked_head("who's the president of") == asked_head("who is the president of")


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        ("What is GDP per capita in US dollars?", "What is GDP per capita?"),
        ("What is the GDP of  in dollars?", "What is the GDP of?"),
        ("What is the unemployment rate, as a percentage?", "What is the unemployment rate?"),
        # a measure asked, not a unit: kept
        ("What is the deficit as a share of GDP?", "What is the deficit as a share of GDP?"),
        ("What is the debt as a percentage of GDP?", "What is the debt as a percentage of GDP?"),
        ("How much is one US dollar in ?", "How much is one US dollar in ?"),
    ],
)
def test_the_unit_an_answer_should_come_in_is_no_thing_asked(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        ("How has GDP changed over the last few years?", "how much is GDP?"),
        ("What's the trend in  inflation?", "how much is inflation?"),
        ("Have  imports grown in recent years?", "how much is imports?"),
        ("How has unemployment in  changed recently?", "how much is unemployment in?"),
        ("Has  public debt gone up or down?", "how much is public debt?"),
        # the time asked about stays (``fields.when_gap``)
        ("Has the population of  grown since 1990?", "how much is the population of since 1990?"),
    ],
)
def test_how_a_measure_changed_asks_for_its_figures(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


def test_a_portion_or_fraction_of_a_thing_is_its_share() -> None:
    assert asked_clause("What portion of  population lives in cities?") == (
        "What share of population lives in cities?"
    )
    assert asked_clause("What fraction of  people are under 15?") == (
        "What share of people are under 15?"
    )
    assert asked_head("What portion of  population lives in cities?") != "portion"


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        ("I've read a lot about  neutrality. Is  in the UN?", "Is in the UN?"),
        ("We're moving to  next year; do they use the euro?", "do they use the euro?"),
        # the first clause asks: left whole
        ("Is  landlocked, and does it have a coast?", "Is landlocked, and does it have a coast?"),
    ],
)
def test_a_yes_no_question_after_what_the_person_tells_first_asks(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        # a quiz's label before its question (probe13)
        ("Fill in the blank: the official language of  is ____", "the official language of"),
        ("Pop quiz - what's the capital of ?", "what's the capital of ?"),
        ("Question 4: What is the official name of ?", "What is the official name of ?"),
        ("True or false: the capital of  is Sydney", "the capital of is Sydney"),
        # a blank for the answer: the statement asks for what it states
        ("The climate of  is best described as ___", "The climate of"),
        ("Fill in: 's neighbours are ___", "'s neighbours"),
        ("___ is the capital of ", "the capital of"),
        ("The flag of  shows a ____ on a white background", "The flag of"),
        ("uses the ___ as its currency", "uses the ___ as its currency"),
        ("The population of  is approximately ___ million", "The population of"),
        # a request after what the person tells, its "I" left out after "and"
        (
            "I'm travelling to  next month and wonder which money I should bring",
            "which money I should bring",
        ),
        (
            "We're hosting an exchange student from  and would love to know how big the country is",
            "how big the country is",
        ),
        (
            "I'm writing a report for my economics class and need the GDP of , please",
            "the GDP of ,",
        ),
        # a request opening a later clause, and a joiner before the clause that asks
        (
            "As an investor interested in , I'd like to know the country's main natural resources",
            "the country's main natural resources",
        ),
        (
            "Sorry if this is a silly question, but what is the population of ?",
            "what is the population of ?",
        ),
        (
            "I need to call colleagues in , so what is the time difference there?",
            "what is the time difference there?",
        ),
        ("For a pub quiz tonight I'd like to know the capital of ", "the capital of"),
        ("Complete: the highest point in  is ___", "the highest point in"),
        # the reference asked is the library itself
        ("What does the Factbook say about 's climate?", "what is 's climate?"),
        ('What does the library say under "terrain" for ?', 'what is "terrain" for ?'),
        (
            "What does the constitution of  say about religion?",
            "What does the constitution of say about religion?",
        ),
        # left whole: a question that asks first
        ("What do Kenyans grow and need to import?", "What do Kenyans grow and need to import?"),
        ("Quiz shows in , what are they called?", "Quiz shows in , what are they called?"),
    ],
)
def test_a_quiz_a_blank_and_a_request_after_a_story_are_framing(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


def test_an_approximate_figure_asks_for_the_figure() -> None:
    approximate = parse_question("What's the approximate GDP of Korea?")
    assert approximate.terms == parse_question("What's the GDP of Korea?").terms


@pytest.mark.parametrize(
    ("checked", "asked"),
    [
        (
            "Is it true that Istanbul is the capital of Turkey?",
            "Is Istanbul the capital of Turkey?",
        ),
        ("Lagos is the capital of Nigeria, right?", "Is Lagos the capital of Nigeria?"),
        (
            "Am I right that Australia is a federal democracy?",
            "Is Australia a federal democracy?",
        ),
        ("Japan has nuclear power, doesn't it?", "Does Japan have nuclear power?"),
        ("Italy uses the euro, correct?", "Does Italy uses the euro?"),
        ("Chile has been independent since 1818, right?", "Has Chile been independent since 1818?"),
        ("Has Iceland got an army?", "Does Iceland have an army?"),
        (
            "True or false: the capital of Australia is Sydney",
            "Is the capital of Australia Sydney?",
        ),
        # a question already, or no statement to check: left as it is
        ("Is Chad in Africa, right?", "Is Chad in Africa, right?"),
        ("What is the capital of Chad?", "What is the capital of Chad?"),
        ("Is it true?", "Is it true?"),
        ("True or false?", "True or false?"),
    ],
)
def test_a_statement_asked_to_be_checked_is_its_yes_no_question(checked: str, asked: str) -> None:
    """ "Is it true that …", "Am I right that …" and a tag ("…, right?", "…, doesn't it?")
    ask the statement as a yes/no question (yesno14: "Is it true that Istanbul is the capital
    of Turkey?" abstained as asked of a city, Istanbul; "Is it true that Australia is a
    federal parliamentary democracy?" abstained)."""
    assert as_yes_no(checked) == asked


def test_a_yes_no_questions_large_figure_is_checked_not_asked() -> None:
    # "over 100 million" is the figure the field's is checked against, no word it writes;
    # a figure of people is a count of them (fresh22a: "is indonesia more than 200 million
    # people" quoted *People - note*, the "have" form abstained)
    assert asked_clause("Does have over 100 million people?").split() == [
        "how",
        "many",
        "people",
        "does",
        "have",
        "?",
    ]
    assert "100" not in asked_clause("Is population more than 100 million?")
    assert "2,000" not in asked_clause("Does have at least 2,000 km of coastline?")
    # in words, and either side of it ("head count" stays: it is what is asked)
    assert asked_clause("Is head count above or below four million?").split() == [
        "Is",
        "head",
        "count",
        "?",
    ]
    assert "million" not in asked_clause("Does have more than two million people?")
    # a small number stays (an age, a year), and so does any number of a question that asks
    assert asked_clause("Is life expectancy in over 80 years?") == (
        "Is life expectancy in over 80 years?"
    )
    assert "100" in asked_clause("How many cities have over 100 million people?")


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        # the asking clause says only the kind of answer: the clause before says what of
        (
            "If I counted every resident of Portugal, what number would I get",
            "counted every resident of Portugal what number would I",
        ),
        (
            "my cousin says Chile has a national holiday, what date is it",
            "Chile has a national holiday what date is it",
        ),
        # an asking clause with words of its own still drops what came before
        (
            "I'm going to Morocco next month, what's the weather like there?",
            "what's the weather like there?",
        ),
        # plans told without a comma
        (
            "going to hungary next month what currency should i bring",
            "what currency should i bring",
        ),
        ("im travelling to peru in june which plugs do they use", "which plugs do they use"),
        ("how is the weather going to be", "how is the weather going to be"),
        # a condition without a comma that says what the total is of
        (
            "if I added up every citizen of sweden what would the total be",
            "added up every citizen of sweden what would the total be",
        ),
        ("If I move to Chile what time zone will I be in?", "what time zone will I be in?"),
        # a figure of people checked: asked as a count
        ("is indonesia more than 200 million people", "how many people is indonesia"),
        ("Does Egypt have over 100 million people?", "how many people does Egypt have ?"),
    ],
)
def test_what_a_person_phrased_question_asks(question: str, asked: str) -> None:
    assert asked_clause(question) == asked


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("how large is texas compared to... i mean how large is ukraine", "how large is ukraine"),
        ("national animal of scotland... no wait, of the uk", "national animal of the uk"),
        ("population of chile, sorry i meant of peru", "population of peru"),
        ("carribean... i mean what is the capital of jamaica", "what is the capital of jamaica"),
        # nothing typed before it, or no question or phrase after it: as typed
        ("I mean, what is the capital of france", "I mean, what is the capital of france"),
        ("what do you mean by gdp", "what do you mean by gdp"),
        (
            "what is the capital of peru i mean lima is it",
            "what is the capital of peru i mean lima is it",
        ),
    ],
)
def test_a_question_is_read_as_the_person_corrected_it(typed: str, meant: str) -> None:
    assert self_repaired(typed) == meant


def test_a_question_word_with_its_is_run_in_without_an_apostrophe_is_filler() -> None:
    """ "whos the king of thailand": "whos" was a rare word every field lacks (abstained)."""
    question = parse_question("whos the king of thailand")
    assert question.answer_type == "person"
    assert "whos" not in question.terms
    assert "wheres" not in parse_question("wheres the capital of peru").terms


def test_up_to_standard_is_filler() -> None:
    """ "proper" and "adequate" ask whether what people have is up to standard, which the
    field's access figure answers without the word (g28b: "Does Chad have adequate drinking
    water?" abstained, "adequate" a rare word no field holds)."""
    assert parse_question("Does Chad have adequate drinking water?").search_text == (
        "Chad drinking water"
    )
    assert parse_question("Do people in Madagascar have proper sanitation?").search_text == (
        "people Madagascar sanitation"
    )


def test_how_a_measure_is_taken_is_not_the_asked_thing() -> None:
    """ "What is the average number of years of schooling in Ghana?" asks for years of
    schooling: "average" was read as the asked thing, and *School life expectancy*, which
    counts years, was no count of it (g28b, abstained)."""
    assert asked_head("what is the average number of years of schooling in ghana") is None
    assert asked_head("what is the number of years of schooling in ghana") is None
    assert asked_head("what is the total number of refugees in chad") == "refugees"
    assert asked_head("what is the average number of hospitals in chad") == "hospitals"
    assert asked_head("what is the number of doctors in chad") == "doctors"
    assert asked_head("what is the average age in chad") == "age"
