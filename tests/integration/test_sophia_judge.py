"""The questions of issue 9, asked as a new user would, on the demo library: each gets the
answer a person expects — the asked country's asked field first — or an honest abstention.
The demo fixture answers with the embedding model (the default ``hybrid`` setting)."""

from __future__ import annotations

import pytest

from oshun.services import Services

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        ("How many people live in Nigeria?", "Nigeria", "people-and-society-population"),
        ("What is the currency of Peru?", "Peru", "economy-exchange-rates"),
        ("What currency does Peru use?", "Peru", "economy-exchange-rates"),
        ("Who is the president of France?", "France", "government-executive-branch"),
        ("What does the flag of South Korea look like?", "South Korea", "government-flag"),
        ("Who is the head of state of Spain?", "Spain", "government-executive-branch"),
        (
            "Which languages are spoken in Switzerland?",
            "Switzerland",
            "people-and-society-languages",
        ),
    ],
)
def test_the_asked_countrys_asked_field_answers_first(
    demo: Services, question: str, title: str, field: str
) -> None:
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    first = envelope.citations[0]
    assert first.title == title
    assert first.id.split(".", 1)[1].startswith(field), first.id
    assert all(c.title == title for c in envelope.citations)  # the entity constraint
    assert envelope.meter.fill == envelope.confidence > 0


def _first(demo: Services, question: str) -> tuple[str, str, str]:
    """(title, field id, quoted sentence) of the answer's first witness."""
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, (question, envelope.meter.explainer)
    first = envelope.citations[0]
    assert envelope.meter.fill == envelope.confidence > 0
    return first.title, first.id.split(".", 1)[1], first.locator


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # paraphrases sharing few words with the field's heading (the field descriptions)
        ("How long do people live on average in Chad?", "Chad", "people-and-society-life"),
        ("How big is Brazil?", "Brazil", "geography-area"),
        (
            "How many people live in the capital of Egypt?",
            "Egypt",
            "people-and-society-major-urban-areas",
        ),
        (
            "How many inhabitants does the capital of Peru have?",
            "Peru",
            "people-and-society-major-urban-areas",
        ),
        ("who leads germany", "Germany", "government-executive-branch"),
        ("What money do they use in Japan?", "Japan", "economy-exchange-rates"),
        ("Who is Japan's PM?", "Japan", "government-executive-branch"),
        ("Who is Canada's prime minister now?", "Canada", "government-executive-branch"),
        # the sub-question decides the field: how many citizens, or what they are called
        ("How many Zimbabwe citizens are there?", "Zimbabwe", "people-and-society-population"),
        ("What are Zimbabwe citizens called?", "Zimbabwe", "people-and-society-nationality"),
        # names the library gives in its own words: "United States of America", a former form
        ("What are the citizens of America called?", "United States", "people-and-society-nat"),
        ("What is the capital of Myanmar?", "Burma", "government-capital"),
        # a place the United Kingdom's long form says it includes (its head of state is the
        # United Kingdom's; tests/integration/test_sophia_unnamed.py); a name people use
        ("Who is the head of state of England?", "United Kingdom", "government-executive"),
        ("How many people live in Holland?", "Netherlands", "people-and-society-population"),
        # words people use that the field's heading does not
        ("What's the highest spot in Switzerland?", "Switzerland", "geography-elevation"),
        ("Who sits on the throne in Denmark?", "Denmark", "government-executive"),
        # a word for a people that the Nationality field writes otherwise (Argentine)
        ("What language do Argentinians speak?", "Argentina", "people-and-society-languages"),
        ("What religion are most Ivorians?", "Côte d'Ivoire", "people-and-society-religions"),
        # one of the kinds the symbols field lists, held by its value; who made it, named
        ("What is the national animal of Peru?", "Peru", "government-national-symbol"),
        ("What is the national flower of Nepal?", "Nepal", "government-national-symbol"),
        # a bird is a national animal too (``kinds_within``)
        ("What is the national animal of Mexico?", "Mexico", "government-national-symbol"),
        ("Who composed the anthem of Norway?", "Norway", "government-national-anthem"),
        # "the world" names the World entry when nothing else is named
        ("What is the tallest mountain in the world?", "World", "geography-elevation"),
        ("What is the world's population?", "World", "people-and-society-population"),
        ("How many people live on Earth?", "World", "people-and-society-population"),
        ("How many kids are underweight in India?", "India", "people-and-society-children"),
        ("How many kids are there in Mexico?", "Mexico", "people-and-society-age-structure"),
        ("Where is the lowest point on Earth?", "World", "geography-elevation"),
        # "US dollar" is a currency, not a second country to compare with
        ("How much is one US dollar worth in Croatia?", "Croatia", "economy-exchange-rates"),
        # the asked thing is in the field's text or its descriptions
        ("What is the tallest mountain in Chile?", "Chile", "geography-elevation"),
        ("What is the ethnic makeup of Bolivia?", "Bolivia", "people-and-society-ethnic"),
        # "What is … like?" asks what "What is …?" asks
        ("What is the economy of Peru like?", "Peru", "economy-economic-overview"),
        # fields beyond the common ones, asked in everyday words (their descriptions)
        ("What sectors make up the economy of Ghana?", "Ghana", "economy-gdp-composition-by-s"),
        ("How many people in Kenya have a mobile phone?", "Kenya", "communications-telephones-m"),
        ("How unequal is Colombia?", "Colombia", "economy-gini"),
        ("How does Sweden generate its electricity?", "Sweden", "energy-electricity-generation"),
        ("How many broadband connections does Japan have?", "Japan", "communications-broadband"),
        ("What does Canada import?", "Canada", "economy-imports-commodities"),
        # a ranking the field writes: by length, by area (size: a listing's first)
        ("What is the longest river in Egypt?", "Egypt", "geography-major-rivers"),
        ("What is the largest lake in Canada?", "Canada", "geography-major-lakes"),
        # elections: the executive's and the legislature's fields say when
        ("When was the last election in Brazil?", "Brazil", "government-executive-branch"),
        ("When is the next election in France?", "France", "government-"),
        # where a country's name comes from
        ("Why is Chad called Chad?", "Chad", "government-country-name"),
        ("How did Argentina get its name?", "Argentina", "government-country-name"),
        # framing around what is asked: a need, a purpose
        ("I need the GDP of Chile for my homework", "Chile", "economy-real-gdp"),
        # schoolwork named before what is asked, as a clause or an opening (probe9)
        (
            "Research question for school: life expectancy in Ghana?",
            "Ghana",
            "people-and-society-l",
        ),
        ("My teacher asked us to find the population of Peru.", "Peru", "people-and-society-popu"),
        ("For a school project I need the GDP per capita of Chile.", "Chile", "economy-real-gdp-p"),
        # a clause naming the thing a later "it" asks about
        ("Nepal flag, what does it look like?", "Nepal", "government-flag"),
        # "How much is the GDP …?" asks the size of the economy, not income per person
        ("How much is the GDP of Turkey please?", "Turkey", "economy-real-gdp-pur"),
        # everyday words for fields (their descriptions)
        (
            "Is there military service in the Bahamas?",
            "The Bahamas",
            "military-and-security-military-service",
        ),
        ("How many kids die as babies in Mali?", "Mali", "people-and-society-infant"),
        ("What is the highest Nepalese mountain?", "Nepal", "geography-elevation"),
        ("Which age peoples can vote in Austria?", "Austria", "government-suffrage"),
        ("What is the internet ending for Germany?", "Germany", "communications-internet-co"),
        ("How many babies do women in Niger have?", "Niger", "people-and-society-total-fert"),
        ("What kind of land does Kazakhstan have?", "Kazakhstan", "geography-terrain"),
        # the flag's description, not its meaning, says what it looks like
        ("What does the flag of Brazil look like?", "Brazil", "government-flag"),
        # "in the world" after "where" is an intensifier, not a word a field must hold
        ("where in the world is ethiopia?", "Ethiopia", "geography-location"),
        # "rich country" is income per person, not what the country is rich in
        ("Is Brazil a rich country?", "Brazil", "economy-real-gdp-per-capita"),
        # "island" is a word, not Iceland's local name
        ("Is Japan an island?", "Japan", "geography-geography-note"),
        # a language named by a nationality word is not its country
        ("Is French spoken in Canada?", "Canada", "people-and-society-languages"),
        ("Do people speak Spanish in the Philippines?", "Philippines", "people-and-society-lang"),
        ("Is Swedish an official language of Finland?", "Finland", "people-and-society-lang"),
        # a count of what the field counts
        ("How many hospital beds does Germany have?", "Germany", "people-and-society-hospital"),
        ("How many medical doctors are in Peru?", "Peru", "people-and-society-physician"),
    ],
)
def test_person_phrasings_are_answered_from_the_asked_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, _ = _first(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field)


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("Who is the head of state of Spain?", "chief of state: King FELIPE VI"),
        ("Who is the king of Spain?", "chief of state: King FELIPE VI"),
        ("Who is the prime minister of Spain?", "head of government: President of the Gov"),
        ("Who is the president of Spain?", "head of government: President of the Gov"),
        ("What time zone is Spain in?", "time "),  # "time difference" or "time zone note"
    ],
)
def test_a_fields_line_is_quoted_when_its_label_is_what_is_asked(
    demo: Services, question: str, line: str
) -> None:
    title, _, quote = _first(demo, question)
    assert title == "Spain" and quote.startswith(line), quote


@pytest.mark.parametrize(
    ("question", "title", "line"),
    [
        # a ruler's title the field's descriptions name ("Amir" as the Factbook spells it)
        ("Who is the emir of Qatar?", "Qatar", "chief of state: Amir TAMIM"),
        ("Who is the emperor of Japan?", "Japan", "chief of state: Emperor NARUHITO"),
        ("Who is the grand duke of Luxembourg?", "Luxembourg", "chief of state: Grand Duke"),
        # not "cabinet: Council of State appointed by the monarch": its label was not asked
        ("Who is the monarch of Norway?", "Norway", "chief of state: King HARALD V"),
        # asked when, the dated line: the anthem's and the constitution's history
        ("When was Kuwait's anthem adopted?", "Kuwait", "history: adopted 1978"),
        (
            "In what year was the current constitution of France adopted?",
            "France",
            "history: many previous; latest effective 4 October 1958",
        ),
        ("Who wrote the national anthem of France?", "France", "lyrics/music: Claude-Joseph"),
        # how many time zones: the capital field's time zone note, not its UTC offset
        ("How many time zones does Russia have?", "Russia", "time zone note: Russia has 11"),
        # who appoints or elects a holder: how one is chosen, not today's holder
        (
            "Who appoints the prime minister of Canada?",
            "Canada",
            "election/appointment process: the monarchy is hereditary",
        ),
        ("Who elects the president of Germany?", "Germany", "election/appointment process:"),
        # a year asked with who: the line naming a person, not the election's date
        ("Who was elected president of Brazil in 2022?", "Brazil", "election results: 2022:"),
        # asked who, the line naming a person, not the song's capitalised title
        ("Who wrote the French national anthem?", "France", "lyrics/music: Claude-Joseph"),
        # a unit of several words counts what was asked ("Defense Forces": soldiers)
        (
            "How many soldiers does Israel have?",
            "Israel",
            "approximately 170,000 active-duty Defense Forces",
        ),
        # "written" asks when it was made: the constitution's history, not its amendments
        ("When was the constitution of India written?", "India", "history: previous 1935"),
        # a line stating that no one knows answers who as well as a name ("God Save the King")
        ("Who wrote the national anthem of Canada?", "Canada", "lyrics/music: unknown"),
        # a phone number is no count of phones ("number of")
        ("What is the phone number of Peru's embassy?", "Peru", "telephone: [1] (202)"),
        # whose embassy, said by its owner's name though the US is not named
        ("Where is the Mexican embassy in Washington?", "Mexico", "chancery: 1911"),
        # the field's election results, described as who won the presidential election
        ("Who won the presidential election in Brazil?", "Brazil", "election results: 2022: Luiz"),
        # a label's words choose through the label, not through a value that writes them
        # ("… of the Vatican City State" is the head of government's value)
        (
            "Who is the current head of state of the Holy See?",
            "Holy See (Vatican City)",
            "chief of state: Pope",
        ),
        # the words a non-native speaker orders otherwise; the anthem's name for its song
        ("Who is government chief of Spain?", "Spain", "head of government: President of"),
        ("What song do they sing for Mexico?", "Mexico", "title: "),
        # either of two offices will do: no note must hold the first ("Queen … abdicated")
        ("Who is the queen or king of Denmark?", "Denmark", "chief of state: King FREDERIK"),
    ],
)
def test_the_line_asked_about_is_quoted(
    demo: Services, question: str, title: str, line: str
) -> None:
    found, _, quote = _first(demo, question)
    assert found == title and quote.startswith(line), quote


def test_a_field_answer_states_the_value_and_cites_the_whole_line(demo: Services) -> None:
    envelope = demo.sophia.answer("What is the capital of Kenya?")
    assert not envelope.abstained
    assert envelope.answer.startswith("Nairobi [1]"), envelope.answer
    assert envelope.claims[0].text.startswith("Nairobi")
    assert envelope.citations[0].locator.startswith("name: Nairobi")  # the reader's line


@pytest.mark.parametrize(
    ("question", "title", "line"),
    [
        # the field's first chunk holds the office, its second the election of 2017/2018
        ("Who is the president of France?", "France", "chief of state: President Emmanuel MACRON"),
        ("Who is the president of Brazil?", "Brazil", "chief of state: President Luiz Inácio LULA"),
    ],
)
def test_the_chunk_with_the_asked_line_leads(
    demo: Services, question: str, title: str, line: str
) -> None:
    first_title, _, quote = _first(demo, question)
    assert first_title == title and quote.startswith(line), quote


def test_a_chunk_of_notes_does_not_lead_the_chunk_with_the_value(demo: Services) -> None:
    """*Member states* is cut in two: the countries and territories, then "note 2: …"; with
    no line asked in either, the chunk of notes only qualifies the other."""
    title, field, quote = _first(demo, "Which nations are part of the EU?")
    assert (title, field) == ("European Union", "government-member-states-1")
    assert not quote.startswith("note"), quote


@pytest.mark.parametrize(
    ("question", "title", "start"),
    [
        # the line a field's undescribed labels ask about, judged with the field's name
        ("How much oil does Saudi Arabia produce?", "Saudi Arabia", "total petroleum production"),
        ("How much oil does Germany consume?", "Germany", "refined petroleum consumption"),
        ("What is the life expectancy of women in Japan?", "Japan", "female"),
        ("How long do men live in Russia?", "Russia", "male"),
        ("How fast is Nigeria urbanizing?", "Nigeria", "rate of urbanization"),
        # the question's own words in a label, and the words people say for it
        (
            "How many people in Chad have access to electricity in rural areas?",
            "Chad",
            "electrification - rural areas",
        ),
        ("What is the literacy rate of women in India?", "India", "female"),
        ("What are the oil reserves of Venezuela?", "Venezuela", "crude oil estimated reserves"),
        ("What are the main ports of Brazil?", "Brazil", "key ports: Belem"),
        ("What was Zimbabwe called before?", "Zimbabwe", "former: Southern Rhodesia"),
        ("What was the old name of Sri Lanka?", "Sri Lanka", "former: Serendib"),
        # a field listing items one a line: all of them
        ("What political parties are there in Germany?", "Germany", "Alliance '90/Greens\n"),
        ("What does the flag of Brazil look like?", "Brazil", "description: green"),
        # a language's sample sentence holds its name but is never the answer
        ("How much of Switzerland speaks German?", "Switzerland", "Languages: German"),
        ("What does the Brazilian flag mean?", "Brazil", "meaning: green stands"),
        # the field's main line where nothing narrower is asked; never a note
        ("What is the life expectancy in Chad?", "Chad", "total population"),
        ("How long can a baby born in Cuba expect to live?", "Cuba", "total population"),
        # the field's own name ("flag") does not pick a line that writes "flags"
        ("What does the flag of Kazakhstan look like?", "Kazakhstan", "description: a gold"),
        ("How many people live in Israel?", "Israel", "total"),
        # a note answers when it alone holds the thing asked for
        ("How many immigrants live in Libya?", "Libya", "note: immigrants"),
        ("Who does Chile sell most to?", "Chile", "China 39%"),
    ],
)
def test_the_line_a_question_narrows_to_is_quoted(
    demo: Services, question: str, title: str, start: str
) -> None:
    first_title, _, quote = _first(demo, question)
    assert first_title == title and quote.startswith(start), quote


@pytest.mark.parametrize(
    ("question", "title", "lines"),
    [
        # the leader, not an office: the chief of state and the head of government together
        ("Who is in charge of Russia?", "Russia", ("President Vladimir", "Premier Mikhail")),
        ("Who leads Germany?", "Germany", ("President Frank-Walter", "Chancellor Friedrich")),
        # an office: its own line only
        ("Who is the president of Russia?", "Russia", ("President Vladimir",)),
        ("Who is the chancellor of Germany?", "Germany", ("Chancellor Friedrich",)),
    ],
)
def test_a_question_about_the_leader_quotes_both_offices(
    demo: Services, question: str, title: str, lines: tuple[str, ...]
) -> None:
    first_title, _, quote = _first(demo, question)
    assert first_title == title
    assert all(line in quote for line in lines), quote
    assert len(quote.strip().splitlines()) == len(lines), quote


@pytest.mark.parametrize(
    "question",
    [
        "When did Australia land on the Moon?",
        "What is the national dish of Italy?",
        # the thing asked for is in no field: not the highest point, not the largest city
        "What is the tallest building in Chile?",
        "What is the tallest tower in Bangladesh?",
        # the internet's country code is not the one to dial
        "What is the country code to call Japan?",
        # a place to visit is no point of elevation, though the highest spot is
        "What is the best tourist spot in Switzerland?",
        # a kind the symbols field can list but Peru's does not hold (it lists the vicuna)
        "What is the national flower of Peru?",
        # … and Japan's no animal ("red sun disc, chrysanthemum"; it quoted them at 1.00)
        "What is the national animal of Japan?",
        "What is the national insect of Japan?",
        # a yes/no question's thing, word by word: the railways' length is not high-speed
        "Does Egypt have high speed trains?",
        # a year a figure is of does not say when ("16,390 km (2020)")
        "When was the first railway built in the United Kingdom?",
        # a price asked of a field stating no money (litres of beer drunk)
        "How much is a beer in Ireland?",
        # the flag field describes the flag; it names no designer
        "Who designed the flag of Canada?",
        # *Independence* is described as the "date of founding"; it names no founder
        "Who founded Kenya?",
        # *Independence* gives a date, the armed forces' branches and the anthem's authors
        # name no leader, commander or broadcast (lookalike8: 0.87, 0.93, 0.81)
        "Who led Kenya to independence?",
        "Who is the commander of the navy of India?",
        "When was the anthem of Kenya first played on radio?",
        "Who sings the anthem of Italy at football matches?",
        "Who commands the army of Egypt?",
        # a recent stretch of time a descriptive field does not state (0.89)
        "How many volcanoes in Iceland erupted last year?",
        # whose age or lifespan is asked: not the people's (0.74, 0.46)
        "What is the median age of cars in Poland?",
        "What is the average lifespan of an elephant in Botswana?",
        # Western Sahara's *Capital* holds a time difference and daylight saving, no name
        "What is the capital of Western Sahara?",
        # working from home is no count of people: *Population* holds none of it
        "How many people work from home in Japan?",
        # the anthem's authors are not who sings it
        "Who sings the national anthem of Brazil?",
        # near "name" in meaning, but none of the names the field lists
        "What is the most common surname in Vietnam?",
        # another time than the field states: a year it lacks, a holder in time it never names
        "What was the population of Germany in 1950?",
        "Who was the first president of Ghana?",
        "Who was the last king of Italy?",
        "Who will be the next president of the United States?",  # not the election's date
        # the year is in the field (its 2020 election), not in the line that would answer
        "Who was president of Ghana in 2020?",
        # the second holder of an office, which the quoted line never names
        "Who is the vice president of the United States?",
        "Who is the deputy prime minister of Italy?",
        # how many of a thing, against a field counting something else
        "How many hospitals are there in Peru?",  # 1.6 beds/1,000 population
        "How many universities does Brazil have?",  # school life expectancy: 16 years
        "How many trains run in Japan each day?",  # railways: 27,311 km
        "How many rivers are in Brazil?",  # major rivers by length: "… - 6,400 km"
        # the time before a thing, against a line stating that very thing
        "What currency did Italy use before the euro?",
        # asked who, a field naming no people: "mayor" is near the capital city in meaning
        "Who is the mayor of the capital of Germany?",
        # a price: no field states one (*Alcohol consumption* holds beer, not its cost)
        "How much does a beer cost in Germany?",
        "How much does petrol cost in Ghana?",
        # a ranking the field does not write: lakes by area, not depth; ports by size
        "What is the deepest lake in Kenya?",
        "What is the widest river in Brazil?",
        "What is the busiest port in the Netherlands?",
        "What is the busiest airport in Germany?",
        # a ranking by fame: *National heritage* counts and lists sites, ranks none
        "What's the most famous landmark in Peru?",
        "What is the most visited city in France?",
        # a count of another thing than the field counts (beds, doctors)
        "How many hospitals are there in Kenya?",
        "What is the number of hospitals in Nigeria?",
        # the opposite of what a field counts: underweight children are not overweight ones
        # (the speller read "overweight" as "over weight" and the exclusion never fired)
        "How many overweight children are in the US?",
        # the prime minister's line "since 21 October 2025" counts no ministers
        "How many ministers are in the cabinet of Japan?",
        # a private person's things are no country's field (chat19)
        "My cousin lives in Ecuador. What is his phone number?",
        "My grandmother was born in Poland. What was her village called?",
        # a merchant fleet holds no warships (``excludes``)
        "How many warships does China have?",
        "How many navy ships does the United States have?",
        # the amendment process counts votes and legislatures in words, not amendments
        # ("a two-thirds majority vote", "three fourths of the state legislatures"; 0.99)
        "How many amendments does the US constitution have?",
    ],
)
def test_a_question_no_field_answers_abstains_and_says_why(demo: Services, question: str) -> None:
    envelope = demo.sophia.answer(question)
    assert envelope.abstained and envelope.claims == [] and envelope.confidence == 0
    assert "so Sophia does not answer" in envelope.meter.explainer


@pytest.mark.parametrize(
    ("question", "earlier"),
    [
        ("What was the capital of Nigeria before Abuja?", "Lagos"),
        ("What was the capital of Brazil before Brasilia?", "Rio de Janeiro"),
        ("What was the capital of Japan before Tokyo?", "Kyoto"),
    ],
)
def test_the_time_before_a_thing_is_the_line_of_the_earlier_time(
    demo: Services, question: str, earlier: str
) -> None:
    # not "name: Abuja", which answers for now: the etymology's earlier capital
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    assert _field(envelope.citations[0].id).startswith("government-capital")
    assert earlier in envelope.claims[0].text, envelope.claims[0].text


def test_what_a_country_is_known_for_is_the_thing_after_for(demo: Services) -> None:
    # "known" is no thing a field holds; "exporting" is (question.asked_head)
    envelope = demo.sophia.answer("What is Chile known for exporting?")
    assert not envelope.abstained, envelope.meter.explainer
    assert envelope.citations[0].title == "Chile"
    assert _field(envelope.citations[0].id).startswith("economy-exports-commodities")
    # with nothing after "for", nothing names the thing: no field answers
    assert demo.sophia.answer("What is Japan famous for?").abstained
    # "most famous for" too: no ranking of a thing (``superlative.measures``)
    envelope = demo.sophia.answer("What is Chile most famous for exporting?")
    assert _field(envelope.citations[0].id).startswith("economy-exports-commodities")


@pytest.mark.parametrize(
    ("question", "year"),
    [
        ("What was Peru's inflation rate in 2022?", "2022"),
        ("Who was president of Brazil in 2018?", "2018"),
    ],
)
def test_a_year_asked_about_is_in_the_quoted_line(demo: Services, question: str, year: str) -> None:
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    assert year in envelope.claims[0].text, envelope.claims[0].text


def test_a_count_is_not_answered_by_a_year(demo: Services) -> None:
    # The United States' space milestones mention Jupiter's moon Europa, dated 2024.
    envelope = demo.sophia.answer("How many moons does Jupiter have?")
    assert envelope.abstained and envelope.claims == []


def _field(citation_id: str) -> str:
    return citation_id.split(".", 1)[1]


def test_a_field_with_a_twin_under_another_section_still_stands_out(demo: Services) -> None:
    # Mongolia has *Geography › Climate* and *Environment › Climate*, described alike: each
    # is measured against the other fields, not against its twin
    envelope = demo.sophia.answer("What is the weather like in Mongolia?")
    assert not envelope.abstained, envelope.meter.explainer
    assert envelope.citations[0].title == "Mongolia"
    assert envelope.citations[0].heading.endswith("› Climate")
    assert "continental" in envelope.claims[0].text


def test_the_same_words_from_two_passages_are_one_claim_citing_both(demo: Services) -> None:
    # Chad's climate stands word for word under Geography and under Environment
    envelope = demo.sophia.answer("What is the climate of Chad?")
    assert not envelope.abstained, envelope.meter.explainer
    texts = [claim.text for claim in envelope.claims]
    assert len(texts) == len(set(texts)), texts
    cited = {c.id: c.heading for c in envelope.citations}
    headings = {cited[cid] for cid in envelope.claims[0].citation_ids}
    assert headings == {"Geography › Climate", "Environment › Climate"}
    assert envelope.answer.count("tropical in south") == 1, envelope.answer


def test_a_search_box_comparison_names_both_places(demo: Services) -> None:
    # "us" after "vs" is the United States, and "US" after "vs" is compared, not a
    # modifier of "life expectancy" (both abstained)
    for question in ("life expectancy japan vs us", "Japan vs US life expectancy"):
        envelope = demo.sophia.answer(question)
        assert not envelope.abstained, envelope.meter.explainer
        assert [c.title for c in envelope.citations[:2]] == ["Japan", "United States"]


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("Which is bigger, Spain or France?", "geography-area"),
        ("Which has more people, Spain or France?", "people-and-society-population"),
    ],
)
def test_a_comparison_in_everyday_words_finds_its_measure(
    demo: Services, question: str, field: str
) -> None:
    # "bigger" and "more people" are what the Area and Population fields are described to
    # answer (presets/field-descriptions.json), as "larger" already was
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    assert [c.title for c in envelope.citations[:2]] == ["Spain", "France"]
    assert all(_field(c.id) == field for c in envelope.citations[:2]), envelope.citations


@pytest.mark.parametrize(
    ("question", "titles", "field"),
    [
        ("Which is richer, Qatar or Kuwait?", ("Qatar", "Kuwait"), "economy-real-gdp-per-capita"),
        (
            "Which country is younger, Niger or Japan?",
            ("Niger", "Japan"),
            "people-and-society-median-age",
        ),
        (
            "Where do people live longer, Japan or the US?",
            ("Japan", "United States"),
            "people-and-society-life-expectancy-at-birth",
        ),
        (
            "Which country has the bigger army, India or Pakistan?",
            ("India", "Pakistan"),
            "military-and-security-military-and-security-service-personnel",
        ),
        # what they have more of, asked of each as a count (both abstained)
        (
            "Which country has more internet users, Indonesia or Brazil?",
            ("Indonesia", "Brazil"),
            "communications-internet-users",
        ),
        ("Does Canada have more land than the US?", ("Canada", "United States"), "geography-area"),
        # "higher GDP": the whole GDP, not per capita (0.43)
        (
            "Which has a higher GDP, France or Italy?",
            ("France", "Italy"),
            "economy-real-gdp-purchasing-power-parity",
        ),
    ],
)
def test_a_comparison_by_a_measure_asks_each_country_the_measure(
    demo: Services, question: str, titles: tuple[str, str], field: str
) -> None:
    # split word for word ("Which is richer, Qatar?") these quoted the richest tenth's
    # income share or abstained; asked "How rich is Qatar?" the field model finds the measure
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    cited = {c.id: c for c in envelope.citations}
    for part, title in zip(envelope.parts, titles, strict=True):
        assert part.citation_ids, part.explainer
        first = cited[part.citation_ids[0]]
        assert first.title == title and _field(first.id).startswith(field), first.id


def test_a_comparison_is_answered_part_by_part(demo: Services) -> None:
    envelope = demo.sophia.answer("Which is larger, Chad or Niger?")
    assert not envelope.abstained, envelope.meter.explainer
    # each country asked the measure as people ask it of one ("How large is …?")
    assert [p.question for p in envelope.parts] == ["How large is Chad?", "How large is Niger?"]
    cited = {c.id: c for c in envelope.citations}
    for part, title in zip(envelope.parts, ("Chad", "Niger"), strict=True):
        assert part.citation_ids, part.explainer
        first = cited[part.citation_ids[0]]
        assert first.title == title and _field(first.id).startswith("geography-area")
    # the answer text says which country each value is of
    assert envelope.answer.startswith("Chad: ") and " Niger: " in envelope.answer


def test_the_difference_in_a_thing_between_two_countries_quotes_both(demo: Services) -> None:
    envelope = demo.sophia.answer("What is the difference in area between Chad and Niger?")
    assert len(envelope.parts) == 2 and not envelope.abstained
    cited = {c.id: c for c in envelope.citations}
    for part, title in zip(envelope.parts, ("Chad", "Niger"), strict=True):
        first = cited[part.citation_ids[0]]
        assert first.title == title and _field(first.id).startswith("geography-area")


def test_compare_the_gdp_of_two_countries(demo: Services) -> None:
    envelope = demo.sophia.answer("Compare the GDP of France and Germany")
    assert len(envelope.parts) == 2 and not envelope.abstained
    cited = {c.id: c for c in envelope.citations}
    for part, title in zip(envelope.parts, ("France", "Germany"), strict=True):
        first = cited[part.citation_ids[0]]
        # the size of each economy, as "What is the GDP of France?" answers, not per person
        assert first.title == title and _field(first.id).startswith("economy-real-gdp-purch")


def test_two_questions_in_one_are_both_answered(demo: Services) -> None:
    envelope = demo.sophia.answer(
        "What is the capital of Kenya and when did it become independent?"
    )
    assert [len(p.citation_ids) > 0 for p in envelope.parts] == [True, True]
    assert _field(envelope.parts[0].citation_ids[0]) == "government-capital"
    assert _field(envelope.parts[1].citation_ids[0]) == "government-independence"
    claims = {c.id: c.text for c in envelope.claims}
    assert "Nairobi" in claims[envelope.parts[0].claim_ids[0]]
    assert "1963" in claims[envelope.parts[1].claim_ids[0]]


def test_two_questions_in_one_message_are_both_answered(demo: Services) -> None:
    envelope = demo.sophia.answer("What is the capital of Chad? What is its currency?")
    assert [len(p.citation_ids) > 0 for p in envelope.parts] == [True, True]
    assert _field(envelope.parts[0].citation_ids[0]) == "government-capital"
    assert _field(envelope.parts[1].citation_ids[0]) == "economy-exchange-rates"


def test_two_things_of_one_country_are_both_answered(demo: Services) -> None:
    envelope = demo.sophia.answer("What is the capital and the currency of Japan?")
    assert [len(p.citation_ids) > 0 for p in envelope.parts] == [True, True]
    assert _field(envelope.parts[0].citation_ids[0]) == "government-capital"
    assert _field(envelope.parts[1].citation_ids[0]) == "economy-exchange-rates"


def test_a_part_without_evidence_makes_the_answer_partial_and_is_named(demo: Services) -> None:
    envelope = demo.sophia.answer(
        "What is the capital of Kenya and what is the national dish of Kenya?"
    )
    assert envelope.grounding_state == "partial" and not envelope.abstained
    missing = [p for p in envelope.parts if not p.citation_ids]
    assert [p.question for p in missing] == ["what is the national dish of Kenya?"]
    assert "“what is the national dish of Kenya?”" in envelope.meter.explainer


def test_a_year_the_field_states_is_answered_from_it(demo: Services) -> None:
    first_title, first_field, quote = _first(demo, "How many people lived in France in 2025?")
    assert (first_title, first_field) == ("France", "people-and-society-population")
    assert "2025" in quote


def test_a_field_asked_in_everyday_words_is_found_under_either_section(demo: Services) -> None:
    # *Land use* is filed under Geography and under Environment; either answers
    title, field, _ = _first(demo, "What share of Chad is covered by forest?")
    assert title == "Chad" and field.endswith("land-use"), field


def test_a_field_whose_line_names_what_it_is_answers_though_no_label_was_asked(
    demo: Services,
) -> None:
    # "name: Pretoria …" is the *Capital* field's own line; "seated" is close to no label
    title, field, quote = _first(demo, "Where is the government seated in South Africa?")
    assert (title, field) == ("South Africa", "government-capital"), field
    assert "Pretoria" in quote


def test_one_part_of_a_figure_split_into_parts_is_claimed_with_its_label(demo: Services) -> None:
    # "65.8% of total installed capacity" alone did not say it is the share of fossil fuels
    envelope = demo.sophia.answer("Where does Japan get its energy?")
    assert envelope.claims[0].text.startswith("fossil fuels: "), envelope.claims[0].text
    envelope = demo.sophia.answer("What share of Kenya's economy is agriculture?")
    assert envelope.claims[0].text.startswith("agriculture: "), envelope.claims[0].text
    # a part's own name asked: the total of a figure, or a line that is no part, claims the value
    assert demo.sophia.answer("What is the capital of Kenya?").claims[0].text == "Nairobi"
    # a value saying the answer is not known keeps its label: "unknown" alone says nothing
    envelope = demo.sophia.answer("Who wrote the national anthem of Canada?")
    assert envelope.claims[0].text == "lyrics/music: unknown", envelope.claims[0].text


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # the whole economy, not its share per person, unless per person is asked
        ("What is the GDP of Italy?", "Italy", "economy-real-gdp-purchasing-power-parity"),
        ("What is the GDP per capita of Italy?", "Italy", "economy-real-gdp-per-capita"),
        # the side of the trade, read from where the country's name stands
        ("Who does Peru sell most to?", "Peru", "economy-exports-partners"),
        ("Who sells the most to Kenya?", "Kenya", "economy-imports-partners"),
        # chat shorthand
        ("how many ppl live in peru", "Peru", "people-and-society-population"),
        # everyday words the descriptions now hold
        ("What do Chileans pay with?", "Chile", "economy-exchange-rates"),
        ("Who's in charge in Ghana?", "Ghana", "government-executive-branch"),
        ("When did Kenya become its own country?", "Kenya", "government-independence"),
        ("How fast are prices rising in Kenya?", "Kenya", "economy-inflation-rate"),
        ("What is the time difference between Peru and GMT?", "Peru", "government-capital"),
        ("What countries touch Chile?", "Chile", "geography-land-boundaries"),
        # a heading holding the word the leading field writes nowhere (Republic Day)
        ("When does India celebrate its independence?", "India", "government-independence"),
        # the European Union's members, described (its population quoted, 0.20)
        (
            "How many countries are in the European Union?",
            "European Union",
            "government-member-states",
        ),
        # a chamber's seats (its descriptions say so), not the legislature's name line (0.81)
        (
            "How many seats does the Kenyan parliament have?",
            "Kenya",
            "government-legislative-branch-lower-chamber",
        ),
        # a share of the population by age, though "Japan's population" names another field
        (
            "What percentage of Japan's population is over 65?",
            "Japan",
            "people-and-society-age-structure",
        ),
        # kids are the children whose schooling the field counts (a qualifier since lookalike9)
        (
            "How many years do kids go to school in Finland?",
            "Finland",
            "people-and-society-school-life-expectancy",
        ),
        # … not a heading holding a word the question says of what it asks
        ("How old is the population of Japan?", "Japan", "people-and-society-age-structure"),
        # a remark after the question names no place asked about (chat19)
        (
            "What is the capital of Morocco? I always mix it up with Casablanca.",
            "Morocco",
            "government-capital",
        ),
        # "… Is that right?" checks the statement before it; its large figure is no field word
        (
            "My friend says Egypt has over 100 million people. Is that right?",
            "Egypt",
            "people-and-society-population",
        ),
        # the plural before a verb with words of its own is the asked thing (health19)
        (
            "How many mothers die giving birth in Sierra Leone?",
            "Sierra Leone",
            "people-and-society-maternal-mortality-ratio",
        ),
        # the form of state is part of the name
        ("How big is the Republic of Ireland?", "Ireland", "geography-area"),
        # a chamber's term: its "term in office" line, the field described so (abstained)
        (
            "How long is a term in the US Senate?",
            "United States",
            "government-legislative-branch-upper-chamber",
        ),
        ("How long do US senators serve?", "United States", "government-legislative-branch-up"),
        # a sentence after the question saying only how exact an answer will do
        (
            "How many people live in Chile? Roughly is fine.",
            "Chile",
            "people-and-society-population",
        ),
        # an inflection the vocabulary lacks is not cut in two ("multi plying")
        (
            "How fast are Kenyans multiplying?",
            "Kenya",
            "people-and-society-population-growth-rate",
        ),
        # a checked name the library spells otherwise ("Mombassa"), after the possessed thing
        (
            "I heard Kenya's capital is Mombasa. Is that true?",
            "Kenya",
            "government-capital",
        ),
        # fresh20: a plea after the question, "pop of", "-wise", a topic with an -ing word
        (
            "I need the population of Kenya for a project, can you help?",
            "Kenya",
            "people-and-society-population",
        ),
        ("pop of kenya", "Kenya", "people-and-society-population"),
        ("Is Japan an old country, age-wise?", "Japan", "people-and-society-median-age"),
        ("Ghana voting age, is it 18?", "Ghana", "government-suffrage"),
        # fresh20: the whole rate, not the youth rate, when no young people are asked of
        ("How many people in Greece are jobless?", "Greece", "economy-unemployment-rate"),
        # fresh20: everyday words the descriptions now hold
        ("what cash do they take in japan", "Japan", "economy-exchange-rates"),
        ("How high does the land get in Denmark?", "Denmark", "geography-elevation"),
        ("Kenya has been free from Britain since when?", "Kenya", "government-independence"),
        (
            "What age do people typically reach in Japan?",
            "Japan",
            "people-and-society-life-expectancy",
        ),
        ("Are lots of babies being born in Niger?", "Niger", "people-and-society-birth-rate"),
        ("Does Austria touch the sea?", "Austria", "geography-coastline"),
        ("What's the UTC offset of Peru?", "Peru", "government-capital"),
        ("Do people in Belgium get fined for not voting?", "Belgium", "government-suffrage"),
        (
            "How quickly is money losing its value in Venezuela?",
            "Venezuela",
            "economy-inflation-rate",
        ),
        ("Do most homes in Kenya have power?", "Kenya", "energy-electricity-access"),
        # fresh20: the office as the kind of ruler asks the form of government
        ("Is Spain ruled by a king?", "Spain", "government-government-type"),
    ],
)
def test_more_person_phrasings_find_the_asked_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, _ = _first(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field)


@pytest.mark.parametrize("question", ["Tell me about Bhutan", "What is Bhutan?", "Bhutan"])
def test_a_question_asking_nothing_of_a_country_gets_its_introduction(
    demo: Services, question: str
) -> None:
    # it abstained: no field is asked for; the work's opening passage is written for this
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    first = envelope.citations[0]
    assert first.title == "Bhutan" and _field(first.id).startswith("introduction-background")
    # quoted from its first sentences
    assert first.locator.startswith("After Britain") and envelope.answer.startswith(first.locator)


def test_asking_a_thing_of_the_country_is_not_an_overview(demo: Services) -> None:
    envelope = demo.sophia.answer("What is the capital of Bhutan?")
    assert _field(envelope.citations[0].id) == "government-capital"
    # a place inside a work still gets no overview of the whole
    assert demo.sophia.answer("Tell me about Scotland").abstained


@pytest.mark.parametrize(
    "question",
    [
        "What is the seat of government of the Netherlands?",
        "Where is the seat of government of the Netherlands?",
    ],
)
def test_where_a_thing_is_quotes_the_note_that_holds_it(demo: Services, question: str) -> None:
    # "Where is …?" named no asked thing: the *Capital*'s "name: Amsterdam" was quoted, not
    # "note: The Hague is the seat of government"
    title, field, locator = _first(demo, question)
    assert (title, field) == ("Netherlands", "government-capital")
    assert "The Hague" in locator


@pytest.mark.parametrize(
    ("question", "title", "count"),
    [
        ("How many islands does Indonesia have?", "Indonesia", "13,466 islands"),
        ("How many islands are in the Maldives?", "Maldives", "1,190 coral islands"),
    ],
)
def test_a_field_of_notes_only_answers_how_many_by_its_notes(
    demo: Services, question: str, title: str, count: str
) -> None:
    # *Geography - note* is notes only; counting skipped them all and so found no count
    assert _first(demo, question)[:2] == (title, "geography-geography-note")
    assert count in _first(demo, question)[2]


def test_a_trade_partner_is_held_by_any_of_its_names(demo: Services) -> None:
    # "to the United States" is held by the partners' "USA 12%", not by total exports
    title, field, locator = _first(demo, "What share of Germany's exports go to the United States?")
    assert (title, field) == ("Germany", "economy-exports-partners")
    assert "USA" in locator
    # the goods sent to one partner are written nowhere: total exports (0.66) do not answer
    assert demo.sophia.answer("What does Nigeria export to the US?").abstained


def test_a_numbered_note_naming_another_places_office_is_not_the_answer(demo: Services) -> None:
    # "note 1: … Andorra has two co-princes (the president of France …)" was quoted at 1.00
    envelope = demo.sophia.answer("Who is the president of the world?")
    assert all("president of France" not in claim.text for claim in envelope.claims)


@pytest.mark.parametrize(
    "question", ["Who is the president of the world?", "Who is the leader of the world?"]
)
def test_an_office_line_naming_no_person_does_not_say_who(demo: Services, question: str) -> None:
    # the *World*'s "chief of state: there are 27 countries with royal families …" (1.00)
    assert demo.sophia.answer(question).abstained


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Portugal versus Spain: which has the larger population?",
            [
                ("Portugal", "people-and-society-population"),
                ("Spain", "people-and-society-population"),
            ],
        ),
        (
            "Does Switzerland have a higher GDP per capita than Austria?",
            [
                ("Switzerland", "economy-real-gdp-per-capita"),
                ("Austria", "economy-real-gdp-per-capita"),
            ],
        ),
        (
            "Are Swedes older than Norwegians on average?",
            [
                ("Sweden", "people-and-society-median-age"),
                ("Norway", "people-and-society-median-age"),
            ],
        ),
        (
            "Which country is older, Mexico or Brazil?",
            [("Mexico", "government-independence"), ("Brazil", "government-independence")],
        ),
        (
            "Rank Norway, Sweden and Denmark by GDP per capita",
            [
                ("Norway", "economy-real-gdp-per-capita"),
                ("Sweden", "economy-real-gdp-per-capita"),
                ("Denmark", "economy-real-gdp-per-capita"),
            ],
        ),
        (
            "Does Japan have more births than deaths?",
            [
                ("Japan", "people-and-society-birth-rate"),
                ("Japan", "people-and-society-death-rate"),
            ],
        ),
        (
            "What language and currency does Peru use?",
            [("Peru", "people-and-society-languages"), ("Peru", "economy-exchange-rates")],
        ),
        (
            "What is the GDP of Saudi Arabia and the inflation rate in Iran?",
            [
                ("Saudi Arabia", "economy-real-gdp-purchasing-power-parity"),
                ("Iran", "economy-inflation-rate"),
            ],
        ),
        (
            "What type of government does Iran have, and what about Saudi Arabia?",
            [
                ("Iran", "government-government-type"),
                ("Saudi Arabia", "government-government-type"),
            ],
        ),
        (
            "Do Americans earn more than Canadians?",
            [
                ("United States", "economy-real-gdp-per-capita"),
                ("Canada", "economy-real-gdp-per-capita"),
            ],
        ),
        (
            "Does the United States export more than it imports?",
            [("United States", "economy-exports"), ("United States", "economy-imports")],
        ),
        # different things of different works: no field both share is forced on them
        (
            "What is the capital of Chad and the population of Niger?",
            [("Chad", "government-capital"), ("Niger", "people-and-society-population")],
        ),
    ],
)
def test_more_comparisons_and_joined_questions_are_answered_part_by_part(
    demo: Services, question: str, expected: list[tuple[str, str]]
) -> None:
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, envelope.meter.explainer
    cited = {c.id: c for c in envelope.citations}
    assert len(envelope.parts) == len(expected)
    for part, (title, field) in zip(envelope.parts, expected, strict=True):
        assert part.citation_ids, part.explainer
        first = cited[part.citation_ids[0]]
        assert first.title == title and _field(first.id).startswith(field), first.id
